import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { type api, todayJakarta } from '@emas/contract';
import { JENIS_POIN, koreksiPoinBody } from '@emas/contract/api/member';
import { Button, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useState } from 'react';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { DatePickerField } from '../../../components/ui/date-picker-field.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { useSession } from '../../../lib/session.ts';
import { fetchTransaksiPoin, MEMBER_KEY, useKoreksiPoin } from '../api/member-calls.ts';
import { poinColumns } from '../components/poin-columns.tsx';
import { SchemaFormModal } from '../components/schema-form-modal.tsx';

type Filters = { tgl_awal: string; tgl_akhir: string; kode_member?: string; jenis?: api.JenisPoin };

function KoreksiModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const koreksi = useKoreksiPoin();
  return (
    <SchemaFormModal
      open={open}
      onClose={onClose}
      title="Koreksi Poin"
      name="koreksi-poin"
      schema={koreksiPoinBody}
      save={(body) => koreksi.mutateAsync(body)}
      saving={koreksi.isPending}
    >
      <Form.Item name="kode_member" label="Kode Member">
        <Input maxLength={13} aria-label="Kode Member" />
      </Form.Item>
      <Form.Item name="poin" label="Poin (minus untuk mengurangi)" htmlFor="koreksi-poin-jumlah">
        <InputNumber id="koreksi-poin-jumlah" precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="keterangan" label="Keterangan">
        <Input maxLength={200} aria-label="Keterangan" />
      </Form.Item>
    </SchemaFormModal>
  );
}

/** Transaksi Poin: every point movement of a period, by member and kind; corrections by supervisors. */
export function TransaksiPoinPage() {
  const { user } = useSession();
  const today = user?.tgl_system ?? todayJakarta();
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({ tgl_awal: today, tgl_akhir: today });
  const [koreksi, setKoreksi] = useState(false);
  const supervisor = user?.level !== 'KASIR';

  return (
    <PageFrame title="Transaksi Poin">
      <Form<Filters>
        form={form}
        layout="vertical"
        initialValues={filters}
        onFinish={(v) =>
          setFilters({
            ...v,
            kode_member: v.kode_member?.trim().toUpperCase() || undefined,
            jenis: v.jenis || undefined,
          })
        }
      >
        <Row gutter={12} align="bottom">
          <Col xs={12} md={6} lg={4}>
            <Form.Item name="tgl_awal" label="Tanggal Awal">
              <DatePickerField id="poin-tgl-awal" lockable />
            </Form.Item>
          </Col>
          <Col xs={12} md={6} lg={4}>
            <Form.Item name="tgl_akhir" label="Tanggal Akhir">
              <DatePickerField id="poin-tgl-akhir" lockable />
            </Form.Item>
          </Col>
          <Col xs={12} md={6} lg={4}>
            <Form.Item name="kode_member" label="Kode Member">
              <Input maxLength={13} allowClear aria-label="Kode Member" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6} lg={4}>
            <Form.Item name="jenis" label="Jenis">
              <Select
                aria-label="Jenis"
                allowClear
                placeholder="SEMUA"
                options={JENIS_POIN.map((j) => ({ value: j, label: j }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} lg={8}>
            <Form.Item>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                Cari
              </Button>
              {supervisor && (
                <Button style={{ marginLeft: 8 }} icon={<PlusOutlined />} onClick={() => setKoreksi(true)}>
                  Koreksi Poin
                </Button>
              )}
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <DataTable<api.PoinRow>
        testId="transaksi-poin-table"
        queryKey={[...MEMBER_KEY, 'poin', filters]}
        fetchPage={(r) => fetchTransaksiPoin(filters, r)}
        columns={poinColumns(true)}
        rowKey={(r) => r.id}
        search={false}
        exportCsv={{ fileName: 'TRANSAKSI POIN.csv' }}
      />
      <KoreksiModal open={koreksi} onClose={() => setKoreksi(false)} />
    </PageFrame>
  );
}
