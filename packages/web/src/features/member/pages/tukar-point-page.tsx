import { GiftOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { type api, formatNumber, formatTanggal, todayJakarta } from '@emas/contract';
import { hadiahStockInBody, isKodeMemberLookup, MEMBER_MSG } from '@emas/contract/api/member';
import { Button, Card, Col, Flex, Form, Input, InputNumber, Row, Select, Typography } from 'antd';
import { useState } from 'react';
import { type DataColumn, DataTable } from '../../../components/ui/data-table.tsx';
import { DatePickerField } from '../../../components/ui/date-picker-field.tsx';
import { showError } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { useSession } from '../../../lib/session.ts';
import {
  fetchTukarPage,
  findMember,
  MEMBER_KEY,
  useHadiahStock,
  useHadiahStockIn,
} from '../api/member-calls.ts';
import { SchemaFormModal } from '../components/schema-form-modal.tsx';
import { TukarPointModal } from '../components/tukar-point-modal.tsx';

const num = (n: number) => formatNumber(n);

const TUKAR_COLUMNS: DataColumn<api.TukarPointRow>[] = [
  { key: 'no_tukar', title: 'No Tukar', field: 'no_tukar' },
  {
    key: 'tanggal',
    title: 'Tanggal',
    render: (r) => formatTanggal(r.tanggal),
    exportValue: (r) => r.tanggal,
    exportFormat: 'date',
  },
  { key: 'kode_member', title: 'Kode Member', field: 'kode_member' },
  { key: 'nama_customer', title: 'Nama Customer', field: 'nama_customer' },
  { key: 'nama_hadiah', title: 'Hadiah', field: 'nama_hadiah' },
  { key: 'qty', title: 'Qty', align: 'right', field: 'qty' },
  {
    key: 'total_poin',
    title: 'Total Poin',
    align: 'right',
    render: (r) => num(r.total_poin),
    exportValue: (r) => r.total_poin,
  },
  {
    key: 'sisa_poin',
    title: 'Sisa Poin',
    align: 'right',
    render: (r) => num(r.sisa_poin),
    exportValue: (r) => r.sisa_poin,
  },
  { key: 'input_by', title: 'Input By', field: 'input_by' },
];

const STOCK_COLUMNS: DataColumn<api.HadiahStockRow>[] = [
  { key: 'kode_hadiah', title: 'Kode Hadiah', field: 'kode_hadiah' },
  { key: 'nama_hadiah', title: 'Nama Hadiah', field: 'nama_hadiah' },
  { key: 'poin', title: 'Poin', align: 'right', render: (r) => num(r.poin), exportValue: (r) => r.poin },
  {
    key: 'stock',
    title: 'Stock',
    align: 'right',
    render: (r) => <span data-testid={`stock-${r.kode_hadiah}`}>{num(r.stock)}</span>,
    exportValue: (r) => r.stock,
  },
];

function StockInModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const gifts = useHadiahStock();
  const stockIn = useHadiahStockIn();
  return (
    <SchemaFormModal
      open={open}
      onClose={onClose}
      title="Tambah Stock Hadiah"
      name="stock-hadiah"
      schema={hadiahStockInBody}
      save={(body) => stockIn.mutateAsync(body)}
      saving={stockIn.isPending}
    >
      <Form.Item name="kode_hadiah" label="Hadiah" htmlFor="stock-in-hadiah">
        <Select
          id="stock-in-hadiah"
          aria-label="Hadiah"
          placeholder="Pilih Hadiah"
          options={(gifts.data ?? []).map((g) => ({
            value: g.kode_hadiah,
            label: `${g.kode_hadiah} - ${g.nama_hadiah}`,
          }))}
        />
      </Form.Item>
      <Form.Item name="qty" label="Qty" htmlFor="stock-in-qty">
        <InputNumber id="stock-in-qty" min={1} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="keterangan" label="Keterangan">
        <Input maxLength={200} aria-label="Keterangan" />
      </Form.Item>
    </SchemaFormModal>
  );
}

/** Tukar Point: exchange a member's points for a gift, the day's exchanges, the gift stock and stock in. */
export function TukarPointPage() {
  const { user } = useSession();
  const today = user?.tgl_system ?? todayJakarta();
  const [range, setRange] = useState({ tgl_awal: today, tgl_akhir: today });
  const [shown, setShown] = useState(range);
  const [kode, setKode] = useState('');
  const [member, setMember] = useState<api.MemberRow | null>(null);
  const [stockIn, setStockIn] = useState(false);
  const gifts = useHadiahStock();
  const supervisor = user?.level !== 'KASIR';

  const lookUp = async () => {
    const k = kode.trim().toUpperCase();
    if (!isKodeMemberLookup(k)) return showError(MEMBER_MSG.kodeLength);
    try {
      const m = await findMember(k);
      if (m) setMember(m);
    } catch {
      showError(MEMBER_MSG.kodeMissing);
    }
  };

  return (
    <PageFrame title="Tukar Point">
      <Row gutter={16}>
        <Col xs={24} lg={14}>
          <Card size="small" title="Tukar Point Member" style={{ marginBottom: 16 }}>
            <Flex gap={8}>
              <Input
                aria-label="Kode Member"
                placeholder="Kode Member"
                maxLength={13}
                value={kode}
                onChange={(e) => setKode(e.target.value.toUpperCase())}
                onPressEnter={() => void lookUp()}
              />
              <Button type="primary" icon={<GiftOutlined />} onClick={() => void lookUp()}>
                Tukar Point
              </Button>
            </Flex>
          </Card>
          <Flex gap={8} align="end" wrap style={{ marginBottom: 12 }}>
            <div>
              <Typography.Text type="secondary">Tanggal Awal</Typography.Text>
              <DatePickerField
                id="tukar-tgl-awal"
                value={range.tgl_awal}
                onChange={(v) => setRange((r) => ({ ...r, tgl_awal: v }))}
              />
            </div>
            <div>
              <Typography.Text type="secondary">Tanggal Akhir</Typography.Text>
              <DatePickerField
                id="tukar-tgl-akhir"
                value={range.tgl_akhir}
                onChange={(v) => setRange((r) => ({ ...r, tgl_akhir: v }))}
              />
            </div>
            <Button icon={<SearchOutlined />} onClick={() => setShown(range)}>
              Cari
            </Button>
          </Flex>
          <DataTable<api.TukarPointRow>
            testId="tukar-point-table"
            queryKey={[...MEMBER_KEY, 'tukar', shown]}
            fetchPage={(r) => fetchTukarPage(shown, r)}
            columns={TUKAR_COLUMNS}
            rowKey={(r) => r.no_tukar}
            search={false}
            exportCsv={{ fileName: 'TUKAR POINT.csv' }}
          />
        </Col>
        <Col xs={24} lg={10}>
          <Card
            size="small"
            title="Stock Hadiah"
            extra={
              supervisor && (
                <Button size="small" icon={<PlusOutlined />} onClick={() => setStockIn(true)}>
                  Tambah Stock
                </Button>
              )
            }
          >
            <DataTable<api.HadiahStockRow>
              testId="stock-hadiah-table"
              rows={gifts.data}
              loading={gifts.isFetching}
              columns={STOCK_COLUMNS}
              rowKey={(r) => r.kode_hadiah}
              search={false}
              pagination={false}
            />
          </Card>
        </Col>
      </Row>
      <TukarPointModal member={member} onClose={() => setMember(null)} />
      <StockInModal open={stockIn} onClose={() => setStockIn(false)} />
    </PageFrame>
  );
}
