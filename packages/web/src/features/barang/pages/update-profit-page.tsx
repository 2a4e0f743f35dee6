import { EditOutlined, SearchOutlined } from '@ant-design/icons';
import { type api, BARCODE_MAX } from '@emas/contract';
import { Button, Checkbox, Col, Flex, Form, Input, Row, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useRef, useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { barcodeInput } from '../../../components/ui/input-formatters.ts';
import { showError, showSuccess, toast } from '../../../components/ui/notify.tsx';
import { RupiahInput } from '../../../components/ui/number-inputs.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { editProfit, readyEditProfit, recordBarcodePrints } from '../api/barang-calls.ts';
import { AUTO_PRINT_FILE, autoPrintText, saveText } from '../components/files.ts';
import { barcodeText, gramText, rupiahText } from '../components/format.ts';
import { BARANG_TEXT, RELOAD_AFTER_AUTO_PRINT_MS, RELOAD_AFTER_PROFIT_MS } from '../messages.ts';

type Item = api.BarangRow;
type RangeValues = { kode_awal?: string; kode_akhir?: string };

const COLUMNS: ColumnsType<Item> = [
  { key: 'kode_barcode', title: 'Kode Barcode', render: (_, r) => barcodeText(r.kode_barcode) },
  { key: 'nama_barang', title: 'Nama Barang', dataIndex: 'nama_barang' },
  { key: 'kode_group', title: 'Group', dataIndex: 'kode_group' },
  { key: 'kode_dept', title: 'Jenis', dataIndex: 'kode_dept' },
  { key: 'kode_baki', title: 'Baki', dataIndex: 'kode_baki' },
  { key: 'berat', title: 'Berat', align: 'right', render: (_, r) => gramText(r.berat) },
  { key: 'kadar_cetak', title: 'Kadar Cetak', dataIndex: 'kadar_cetak' },
  { key: 'ongkos', title: 'Ongkos', align: 'right', render: (_, r) => rupiahText(r.ongkos) },
  { key: 'profit', title: 'Profit', align: 'right', render: (_, r) => rupiahText(r.profit) },
];

/** update-profit: ready items of a barcode range, new profit for the chosen ones, optional auto print. */
export function UpdateProfitPage() {
  const [form] = Form.useForm<RangeValues>();
  const [rows, setRows] = useState<Item[]>([]);
  const [selected, setSelected] = useState<string[]>([]);
  const [profit, setProfit] = useState<number | undefined>();
  const [autoPrint, setAutoPrint] = useState(false);
  const [searching, setSearching] = useState(false);
  const [saving, setSaving] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const search = async (v: RangeValues) => {
    setSearching(true);
    try {
      const res = await readyEditProfit(v.kode_awal ?? '', v.kode_akhir ?? '');
      setRows(res.data);
      setSelected([]);
      if (res.data.length) toast.info(res.message ?? BARANG_TEXT.found);
      else toast.info(BARANG_TEXT.empty);
    } catch (e) {
      setRows([]);
      setSelected([]);
      if (e instanceof ApiError && e.kind === 'timeout') return;
      showError(e instanceof ApiError ? e.message : BARANG_TEXT.empty);
    } finally {
      setSearching(false);
    }
  };

  const reloadAfter = (ms: number) => {
    timer.current = window.setTimeout(() => window.location.reload(), ms);
  };

  const update = async () => {
    if (profit === undefined || profit === null) {
      showError(BARANG_TEXT.profitRequired);
      return;
    }
    if (!selected.length) {
      showError(BARANG_TEXT.pickOne);
      return;
    }
    const kodes = [...selected];
    const chosen = rows.filter((r) => kodes.includes(r.kode_barcode));
    setSaving(true);
    try {
      const res = await editProfit(kodes.map((kode_barcode) => ({ kode_barcode, profit })));
      showSuccess(res.message ?? BARANG_TEXT.profitUpdated);
      setRows([]);
      setSelected([]);
      if (!autoPrint) {
        reloadAfter(RELOAD_AFTER_PROFIT_MS);
        return;
      }
      try {
        await recordBarcodePrints(kodes);
        saveText(
          autoPrintText(chosen, () => profit),
          AUTO_PRINT_FILE,
        );
      } catch (e) {
        showError(e instanceof ApiError ? e.message : BARANG_TEXT.printFailed);
      }
      reloadAfter(RELOAD_AFTER_AUTO_PRINT_MS);
    } catch (e) {
      if (e instanceof ApiError && e.kind === 'timeout') return;
      const why =
        e instanceof ApiError && e.message && e.message !== BARANG_TEXT.profitFailed ? ` (${e.message})` : '';
      showError(`${BARANG_TEXT.profitFailed}${why}`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <PageFrame title="Update Profit">
      <Form<RangeValues>
        form={form}
        layout="vertical"
        name="range-update-profit"
        autoComplete="off"
        onFinish={search}
      >
        <Row gutter={16}>
          <Col xs={12} md={6}>
            <Form.Item
              name="kode_awal"
              label="Kode Awal"
              normalize={barcodeInput}
              rules={[{ required: true, message: 'Kode Awal Tidak Boleh Kosong' }]}
            >
              <Input maxLength={BARCODE_MAX} placeholder="00000001" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name="kode_akhir"
              label="Kode Akhir"
              normalize={barcodeInput}
              rules={[{ required: true, message: 'Kode Akhir Tidak Boleh Kosong' }]}
            >
              <Input maxLength={BARCODE_MAX} placeholder="00000100" />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label=" ">
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={searching}>
                Cari
              </Button>
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <div data-testid="update-profit-table">
        <Table<Item>
          size="small"
          columns={COLUMNS}
          dataSource={rows}
          rowKey={(r) => r.kode_barcode}
          loading={searching}
          scroll={{ x: 'max-content', y: 420 }}
          pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
          rowSelection={{
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys.map(String)),
            preserveSelectedRowKeys: true,
          }}
          locale={{ emptyText: <EmptyState /> }}
        />
      </div>
      <Flex gap={16} align="end" wrap style={{ marginTop: 16 }}>
        <div style={{ minWidth: 220 }}>
          <Typography.Text>Profit Baru</Typography.Text>
          <RupiahInput aria-label="Profit Baru" value={profit} onChange={setProfit} />
        </div>
        <Checkbox checked={autoPrint} onChange={(e) => setAutoPrint(e.target.checked)}>
          Auto Print Barcode
        </Checkbox>
        <Typography.Text type="secondary">{selected.length} dipilih</Typography.Text>
        <Button type="primary" icon={<EditOutlined />} loading={saving} onClick={() => void update()}>
          Update
        </Button>
      </Flex>
    </PageFrame>
  );
}
