import { api } from '@emas/contract';
import { Button, Col, Divider, Flex, Form, Row, Table } from 'antd';
import { useState } from 'react';
import { MasterSelect } from '../../../components/ui/master-select.tsx';
import { showError, toast } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { WhyDisabled } from '../../../components/ui/why-disabled.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { refreshStock, saveTambah } from '../api/barang-manual-calls.ts';
import { gramColumn, moneyColumn, removeColumn } from '../components/line-columns.tsx';
import { HargaCol, QtyBeratFields, SubmitCol } from '../components/line-fields.tsx';
import { GroupDeptFields, TrayFields } from '../components/place-fields.tsx';
import { StockTable } from '../components/stock-table.tsx';

const MSG = api.BARANG_MANUAL_MSG;
type Line = { kode_group: string; kode_dept: string; qty: number; berat: number; harga_modal: number };
type Values = Partial<Line> & { kode_gudang?: string; kode_toko?: string };

/**
 * Data Barang Manual: goods counted by group and type into a tray. A line (category, type, qty,
 * weight, cost per gram) joins a local list (a type once: 'Kode Jenis Tidak Boleh Sama'); Simpan
 * Barang adds them in one call. Below, the manual stock, filtered by tray, group and type.
 */
export function DataBarangManualPage() {
  const [form] = Form.useForm<Values>();
  const [lines, setLines] = useState<Line[]>([]);
  const [busy, setBusy] = useState(false);
  const [filter, setFilter] = useState<{ kode_toko?: string; kode_group?: string }>({});

  const tambah = (v: Values) => {
    const line = {
      kode_group: v.kode_group as string,
      kode_dept: v.kode_dept as string,
      qty: v.qty ?? 0,
      berat: v.berat ?? 0,
      harga_modal: v.harga_modal ?? 0,
    };
    if (lines.some((l) => l.kode_group === line.kode_group && l.kode_dept === line.kode_dept)) {
      showError(MSG.deptTwice);
      return;
    }
    setLines((l) => [...l, line]);
    form.setFieldsValue({ kode_dept: undefined, qty: undefined, berat: undefined, harga_modal: undefined });
  };
  const simpan = async () => {
    const v = form.getFieldsValue();
    if (!v.kode_gudang || !v.kode_toko) {
      await form.validateFields(['kode_gudang', 'kode_toko']);
      return;
    }
    setBusy(true);
    try {
      const res = await saveTambah({
        kode_gudang: v.kode_gudang,
        kode_toko: v.kode_toko,
        detail_barang: lines,
      });
      toast.success(`${MSG.saved} (${res.data.no_ref})`);
      setLines([]);
      void refreshStock();
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageFrame title="Data Barang Manual">
      <Flex vertical gap={12}>
        <Form<Values>
          form={form}
          layout="vertical"
          name="tambah-barang-manual"
          onFinish={tambah}
          autoComplete="off"
        >
          <Row gutter={12} align="bottom">
            <TrayFields />
            <GroupDeptFields />
            <QtyBeratFields qtyMd={2} beratMd={3} />
            <HargaCol name="harga_modal" label="Harga Modal /gr" md={3} />
            <SubmitCol label="Tambah" />
          </Row>
        </Form>
        <Table<Line>
          size="small"
          rowKey={(l) => `${l.kode_group}|${l.kode_dept}`}
          pagination={false}
          dataSource={lines}
          data-testid="tambah-manual-list"
          locale={{ emptyText: 'Belum Ada Barang' }}
          columns={[
            { title: 'Kategori', dataIndex: 'kode_group' },
            { title: 'Jenis', dataIndex: 'kode_dept' },
            { title: 'Qty', dataIndex: 'qty', align: 'right' },
            gramColumn('berat'),
            moneyColumn('harga_modal', 'Harga Modal'),
            removeColumn((i) => setLines((x) => x.filter((_, j) => j !== i))),
          ]}
        />
        <Flex justify="end">
          <WhyDisabled reason={!lines.length && 'Belum Ada Barang: Tambah Barang Dulu'}>
            <Button type="primary" disabled={!lines.length} loading={busy} onClick={() => void simpan()}>
              Simpan Barang
            </Button>
          </WhyDisabled>
        </Flex>
        <Divider titlePlacement="start">Stock Barang Manual</Divider>
        <Row gutter={12}>
          <Col xs={12} md={6}>
            <MasterSelect
              master="baki"
              allowClear
              placeholder="Semua Baki"
              aria-label="Filter Baki"
              value={filter.kode_toko}
              onChange={(v: string | undefined) => setFilter((f) => ({ ...f, kode_toko: v }))}
            />
          </Col>
          <Col xs={12} md={6}>
            <MasterSelect
              master="group"
              allowClear
              placeholder="Semua Group"
              aria-label="Filter Group"
              value={filter.kode_group}
              onChange={(v: string | undefined) => setFilter((f) => ({ ...f, kode_group: v }))}
            />
          </Col>
        </Row>
        <StockTable filter={filter} />
      </Flex>
    </PageFrame>
  );
}
