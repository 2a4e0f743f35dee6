import { type CreatePreOrderBody, PO_MSG, type PreOrder, type PreOrderLine } from '@emas/contract';
import { Button, Card, Col, Flex, Form, Input, Row } from 'antd';
import { useEffect, useState } from 'react';
import { Field } from '../../../components/ui/form-field.tsx';
import { MasterSelect } from '../../../components/ui/master-select.tsx';
import { showError, toast } from '../../../components/ui/notify.tsx';
import { GramInput, QtyInput, RupiahInput } from '../../../components/ui/number-inputs.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { fetchLatestPoNumber, savePreOrder } from '../api/pre-order-calls.ts';
import { PoGoods } from '../components/po-goods.tsx';
import { PoInvoice } from '../components/po-invoice.tsx';

type Values = Omit<CreatePreOrderBody, 'detail_barang'>;

const sum = (lines: PreOrderLine[], f: (l: PreOrderLine) => number) => lines.reduce((a, l) => a + f(l), 0);

/**
 * Transaksi Pre Order (document 2): the header (member, sales, marketplace order, account, estimated
 * qty, weight and price) and the goods table with its add-goods modal; Simpan is disabled without
 * goods. The saved PO's invoice is shown for printing a second after saving; the next number shows
 * above the form.
 */
export function TransaksiPreOrderPage() {
  const [form] = Form.useForm<Values>();
  const [lines, setLines] = useState<PreOrderLine[]>([]);
  const [saved, setSaved] = useState<PreOrder | null>(null);
  const [noPo, setNoPo] = useState('');
  const [busy, setBusy] = useState(false);
  const marketplace = Form.useWatch('kode_marketplace', form);

  const loadNumber = () =>
    void fetchLatestPoNumber().then(
      (d) => setNoPo(d.no_po),
      () => undefined,
    );
  useEffect(loadNumber, []);
  // The goods' sums fill the header's estimates (still editable).
  useEffect(() => {
    if (!lines.length) return;
    const berat = Math.round(sum(lines, (l) => l.berat) * 1000) / 1000;
    const harga = sum(lines, (l) => l.harga_estimasi);
    form.setFieldsValue({
      qty_estimasi: lines.length,
      berat_estimasi: berat,
      ...(harga ? { harga_estimasi: harga, harga_gram: Math.round(harga / berat) } : {}),
    });
  }, [lines, form]);

  const save = async (v: Values) => {
    // Enter in a field submits too: without goods there is nothing to save.
    if (!lines.length) {
      showError(PO_MSG.noGoods);
      return;
    }
    setBusy(true);
    try {
      const res = await savePreOrder({ ...v, detail_barang: lines });
      toast.success(res.message ?? PO_MSG.saved);
      form.resetFields();
      setLines([]);
      // The invoice prints a second after saving (document 2 section 7).
      window.setTimeout(() => setSaved(res.data), 1000);
      loadNumber();
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageFrame title="Transaksi Pre Order">
      <Flex vertical gap={12}>
        <div data-testid="po-next-number">No Po: {noPo}</div>
        <Form<Values>
          form={form}
          layout="vertical"
          name="transaksi-pre-order"
          onFinish={(v) => void save(v)}
          autoComplete="off"
        >
          <Row gutter={[12, 0]}>
            <Col xs={24} md={12} xl={6}>
              <Field name="kode_member" label="Kode Member" required="Kode Member Harus Diisi">
                <Input autoFocus />
              </Field>
              <Field name="nama_customer" label="Nama Customer">
                <Input />
              </Field>
              <Field name="no_hp" label="No HP">
                <Input />
              </Field>
            </Col>
            <Col xs={24} md={12} xl={6}>
              <Field name="alamat_customer" label="Alamat">
                <Input />
              </Field>
              <Field name="kode_sales" label="Sales" required="Kode Sales Harus Pilih">
                <MasterSelect master="sales" />
              </Field>
              <Field name="no_rekening" label="No Rekening" required="No Rekening Harus Dipilih">
                <MasterSelect master="rekening" />
              </Field>
            </Col>
            <Col xs={24} md={12} xl={6}>
              <Field name="kode_marketplace" label="Kode Marketplace">
                <Input placeholder="-" />
              </Field>
              <Field
                name="no_order"
                label="No Order"
                required={marketplace && marketplace !== '-' ? 'No Order Harus Disi' : undefined}
              >
                <Input placeholder="-" />
              </Field>
              <Field name="kode_intern" label="Kode Intern">
                <Input placeholder="-" />
              </Field>
            </Col>
            <Col xs={24} md={12} xl={6}>
              <Field name="qty_estimasi" label="Qty Estimasi" required="Qty Estimasi Harus Diisi">
                <QtyInput />
              </Field>
              <Field name="berat_estimasi" label="Berat Estimasi" required="Berat Estimasi Harus Diisi">
                <GramInput />
              </Field>
              <Field name="harga_gram" label="Harga Gram" required="Harga Gram Harus Diisi">
                <RupiahInput />
              </Field>
              <Field name="harga_estimasi" label="Harga Estimasi" required="Harga Estimasi Harus Diisi">
                <RupiahInput />
              </Field>
            </Col>
          </Row>
        </Form>
        <Card size="small" title="Data Barang">
          <PoGoods lines={lines} onChange={setLines} />
        </Card>
        <Flex justify="end">
          <Button
            type="primary"
            disabled={!lines.length}
            loading={busy}
            onClick={() => form.submit()}
            data-testid="po-simpan"
          >
            Simpan
          </Button>
        </Flex>
        {saved && <PoInvoice po={saved} />}
      </Flex>
    </PageFrame>
  );
}
