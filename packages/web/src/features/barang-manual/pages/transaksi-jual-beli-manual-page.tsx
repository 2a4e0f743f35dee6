import { api, formatMoney, PEMBELIAN_MANUAL, PENJUALAN_MANUAL } from '@emas/contract';
import { Button, Col, Flex, Form, Input, Row, Select, Table, Tabs } from 'antd';
import { useState } from 'react';
import { LastSaved } from '../../../components/counter/last-saved.tsx';
import { Field } from '../../../components/ui/form-field.tsx';
import { MasterSelect } from '../../../components/ui/master-select.tsx';
import { toast } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { WhyDisabled } from '../../../components/ui/why-disabled.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { printDocumentNota, refreshDocuments } from '../../dokumen/api/dokumen-calls.ts';
import { refreshStock, saveBeliManual, saveJualManual } from '../api/barang-manual-calls.ts';
import { gramColumn, moneyColumn, removeColumn } from '../components/line-columns.tsx';
import { HargaCol, QtyBeratFields, SubmitCol } from '../components/line-fields.tsx';
import { GroupDeptFields, TrayFields } from '../components/place-fields.tsx';

const MSG = api.BARANG_MANUAL_MSG;
type Mode = 'jual' | 'beli';
type Line = {
  kode_gudang: string;
  kode_toko: string;
  kode_group: string;
  kode_dept: string;
  deskripsi: string;
  qty: number;
  berat: number;
  harga: number;
};
type Head = {
  kode_sales?: string;
  nama_customer?: string;
  no_hp?: string;
  jenis?: (typeof api.JENIS_BAYAR_MANUAL)[number];
  no_rekening?: string;
};

/**
 * One side of Transaksi Jual Beli Manual: lines of a group and type with qty, weight and price out
 * of (sale) or into (purchase) a tray, collected locally, then saved with the customer and one payment
 * of the total. The saved invoice can be printed (note type PENJUALAN_MANUAL for a sale).
 */
function ManualDocument({ mode }: { mode: Mode }) {
  const [lineForm] = Form.useForm<Partial<Line>>();
  const [head] = Form.useForm<Head>();
  const [lines, setLines] = useState<Line[]>([]);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const jenis = Form.useWatch('jenis', head);
  const kind = mode === 'jual' ? PENJUALAN_MANUAL : PEMBELIAN_MANUAL;
  const total = lines.reduce((s, l) => s + l.harga, 0);
  const word = mode === 'jual' ? 'Penjualan' : 'Pembelian';

  const tambah = (v: Partial<Line>) => {
    setLines((l) => [
      ...l,
      {
        kode_gudang: v.kode_gudang as string,
        kode_toko: v.kode_toko as string,
        kode_group: v.kode_group as string,
        kode_dept: v.kode_dept as string,
        deskripsi: (v.deskripsi ?? '').toUpperCase(),
        qty: v.qty ?? 0,
        berat: v.berat ?? 0,
        harga: v.harga ?? 0,
      },
    ]);
    lineForm.setFieldsValue({ deskripsi: undefined, qty: undefined, berat: undefined, harga: undefined });
  };

  const simpan = async (h: Head) => {
    setBusy(true);
    try {
      const party = { kode_sales: h.kode_sales as string, nama_customer: h.nama_customer, no_hp: h.no_hp };
      const pembayaran = [{ jenis: h.jenis ?? 'CASH', jumlah: total, no_rekening: h.no_rekening }];
      const res =
        mode === 'jual'
          ? await saveJualManual({ ...party, detail_barang: lines, pembayaran })
          : await saveBeliManual({
              ...party,
              detail_barang: lines.map(({ deskripsi, qty, harga, ...l }) => ({
                ...l,
                deskripsi_beli: deskripsi,
                stock: qty,
                harga_beli: harga,
              })),
              pembayaran,
            });
      toast.success(mode === 'jual' ? MSG.saleSaved : MSG.purchaseSaved);
      setSaved(res.data.no_faktur_group);
      setLines([]);
      head.resetFields(['nama_customer', 'no_hp']);
      void refreshStock();
      void refreshDocuments(kind);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex vertical gap={12}>
      <Form<Partial<Line>>
        form={lineForm}
        layout="vertical"
        name={`${mode}-manual-line`}
        onFinish={tambah}
        autoComplete="off"
      >
        <Row gutter={12} align="bottom">
          <TrayFields />
          <GroupDeptFields />
          <Col xs={24} md={8}>
            <Field name="deskripsi" label="Deskripsi">
              <Input maxLength={100} />
            </Field>
          </Col>
          <QtyBeratFields qtyMd={3} beratMd={4} />
          <HargaCol
            name="harga"
            label={mode === 'jual' ? 'Harga Jual' : 'Harga Beli'}
            md={5}
            required="Harga Harus Diisi"
          />
          <SubmitCol label="Tambah" />
        </Row>
      </Form>
      <Table<Line>
        size="small"
        rowKey={(_, i) => String(i)}
        pagination={false}
        dataSource={lines}
        data-testid={`${mode}-manual-list`}
        locale={{ emptyText: 'Belum Ada Barang' }}
        columns={[
          { title: 'Baki', dataIndex: 'kode_toko' },
          { title: 'Group', dataIndex: 'kode_group' },
          { title: 'Jenis', dataIndex: 'kode_dept' },
          { title: 'Deskripsi', dataIndex: 'deskripsi' },
          { title: 'Qty', dataIndex: 'qty', align: 'right' },
          gramColumn('berat'),
          moneyColumn('harga', 'Harga'),
          removeColumn((i) => setLines((x) => x.filter((_, j) => j !== i))),
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={6}>
              Total
            </Table.Summary.Cell>
            <Table.Summary.Cell index={6} align="right">
              <span data-testid={`${mode}-manual-total`}>{formatMoney(total)}</span>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={7} />
          </Table.Summary.Row>
        )}
      />
      <Form<Head>
        form={head}
        layout="vertical"
        name={`${mode}-manual-head`}
        onFinish={(h) => void simpan(h)}
        initialValues={{ jenis: 'CASH' }}
        autoComplete="off"
      >
        <Row gutter={12} align="bottom">
          <Col xs={12} md={5}>
            <Field name="kode_sales" label="Sales" required={api.TRANSAKSI_MSG.salesRequired}>
              <MasterSelect master="sales" />
            </Field>
          </Col>
          <Col xs={12} md={6}>
            <Field name="nama_customer" label="Nama Customer">
              <Input maxLength={100} />
            </Field>
          </Col>
          <Col xs={12} md={4}>
            <Field name="no_hp" label="No HP">
              <Input maxLength={20} />
            </Field>
          </Col>
          <Col xs={12} md={3}>
            <Field name="jenis" label="Pembayaran">
              <Select options={api.JENIS_BAYAR_MANUAL.map((j) => ({ value: j, label: j }))} />
            </Field>
          </Col>
          {jenis && jenis !== 'CASH' && (
            <Col xs={12} md={6}>
              <Field name="no_rekening" label="No Rekening">
                <MasterSelect master="rekening" />
              </Field>
            </Col>
          )}
          <Col xs={24} md={6}>
            <Form.Item>
              <WhyDisabled reason={!lines.length && 'Belum Ada Barang: Tambah Barang Dulu'}>
                <Button type="primary" htmlType="submit" disabled={!lines.length} loading={busy}>
                  Simpan {word}
                </Button>
              </WhyDisabled>
            </Form.Item>
          </Col>
        </Row>
      </Form>
      {saved && (
        <LastSaved
          noFaktur={saved}
          testId={`${mode}-manual-saved`}
          onReprint={() => void printDocumentNota(kind, [saved], true)}
        />
      )}
    </Flex>
  );
}

/** Transaksi Jual Beli Manual: the manual sale and the manual purchase, one tab each. */
export function TransaksiJualBeliManualPage() {
  return (
    <PageFrame title="Transaksi Jual Beli Manual">
      <Tabs
        items={[
          { key: 'jual', label: 'Penjualan Manual', children: <ManualDocument mode="jual" /> },
          { key: 'beli', label: 'Pembelian Manual', children: <ManualDocument mode="beli" /> },
        ]}
      />
    </PageFrame>
  );
}
