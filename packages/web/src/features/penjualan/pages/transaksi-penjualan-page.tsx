import { PlusOutlined, PrinterOutlined, SaveOutlined } from '@ant-design/icons';
import { api, formatMoney, PENJUALAN, sumRupiah } from '@emas/contract';
import { Button, Card, Col, Form, Input, type InputRef, Row, Select, Space, Table, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type AuthorizationInput, AuthorizationModal } from '../../../components/ui/authorization-modal.tsx';
import { showError, showSuccess } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { optionText, useMasterOptions } from '../../../lib/master-options.ts';
import { printDocumentNota } from '../../dokumen/api/dokumen-calls.ts';
import { type PartyForm, partyBody } from '../../dokumen/api/party-body.ts';
import { authorize, findMember, quoteItem, saveSale } from '../api/penjualan-calls.ts';
import { PaymentPanel, type PaymentValues, paymentsOf } from '../components/payment-panel.tsx';
import { isBelowCost, type SaleLineState, SaleLines } from '../components/sale-lines.tsx';
import { type TukarLineState, TukarModal } from '../components/tukar-modal.tsx';

const MSG = api.TRANSAKSI_MSG;
type Customer = PartyForm;
type FormValues = Customer & PaymentValues;

/**
 * Transaksi Penjualan: the counter, by keyboard alone. Scan or type a barcode and press Enter (the
 * focus comes back to the barcode after each item); F4 adds a trade-in, F8 pays the rest in cash,
 * F9 saves and prints the invoice.
 */
export function TransaksiPenjualanPage() {
  const [form] = Form.useForm<FormValues>();
  const barcodeRef = useRef<InputRef>(null);
  const [barcode, setBarcode] = useState('');
  const [lines, setLines] = useState<SaleLineState[]>([]);
  const [tukar, setTukar] = useState<TukarLineState[]>([]);
  const [tukarOpen, setTukarOpen] = useState(false);
  const [authOpen, setAuthOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [lastFaktur, setLastFaktur] = useState<string | null>(null);
  const sales = useMasterOptions('sales');
  const rekening = useMasterOptions('rekening');
  const values = Form.useWatch([], form) ?? {};

  const total = useMemo(() => sumRupiah(lines.map((l) => l.harga_jual)), [lines]);
  const totalTukar = useMemo(() => sumRupiah(tukar.map((t) => t.harga)), [tukar]);
  const paid = sumRupiah([values.cash ?? 0, values.transfer ?? 0, values.debet ?? 0, values.credit ?? 0]);
  const focusBarcode = useCallback(() => window.setTimeout(() => barcodeRef.current?.focus(), 0), []);

  const addItem = async () => {
    if (busy) return;
    const kode = barcode.trim();
    if (kode.length < 8) return showError(MSG.barcodeTooShort);
    const padded = kode.padStart(8, '0');
    if (lines.some((l) => l.kode_barcode === padded)) {
      showError(MSG.duplicateItem(padded));
      setBarcode('');
      return focusBarcode();
    }
    setBusy(true);
    try {
      const q = await quoteItem(padded);
      setLines((ls) => [...ls, { ...q, harga_jual: q.harga_total }]);
      setBarcode('');
    } catch {
      // the client showed the server's message
    } finally {
      setBusy(false);
      focusBarcode();
    }
  };

  const lookupMember = async (kode: string) => {
    if (kode.length < 8 || kode.length > 13) return;
    try {
      const [m] = await findMember(kode.toUpperCase());
      if (!m) return;
      form.setFieldsValue({
        nama_customer: m.nama_customer,
        alamat_customer: m.alamat_customer,
        no_hp: m.no_hp,
      });
    } catch {
      showError(MSG.memberNotFound);
    }
  };

  const reset = () => {
    setLines([]);
    setTukar([]);
    form.resetFields();
    focusBarcode();
  };

  const submit = async (otorisasi: Map<string, string>, win: Window | null) => {
    const v = form.getFieldsValue();
    const body: api.CreateSaleBody = {
      ...partyBody(v),
      detail_barang: lines.map((l) => ({
        kode_barcode: l.kode_barcode,
        harga_total: l.harga_jual,
        id_otorisasi: otorisasi.get(l.kode_barcode),
      })),
      tukar: tukar.map((t) => ({
        nama_barang: t.nama_barang,
        kode_group: t.kode_group,
        berat: t.berat,
        kode_kondisi: t.kode_kondisi,
        harga: t.harga,
      })),
      pembayaran: paymentsOf(
        v,
        (no) =>
          optionText(
            rekening.data?.find((o) => o.value === no),
            'kode_bank',
          ),
        totalTukar,
      ),
    };
    const parsed = api.createSaleBody.safeParse(body);
    if (!parsed.success) {
      win?.close();
      return showError(parsed.error.issues[0]?.message ?? MSG.paymentRequired);
    }
    setBusy(true);
    try {
      const res = await saveSale(body);
      const saved = res.data;
      showSuccess(res.message ?? MSG.saleSaved);
      setLastFaktur(saved.no_faktur_group);
      reset();
      void printDocumentNota(PENJUALAN, [saved.no_faktur_group], false, win);
    } catch (e) {
      win?.close();
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setBusy(false);
    }
  };

  const save = () => {
    if (busy) return;
    if (!lines.length) return showError(MSG.noItems);
    if (!form.getFieldValue('kode_sales')) return showError(MSG.salesRequired);
    if (lines.some(isBelowCost)) return setAuthOpen(true);
    // The invoice's window opens inside the key press or click, so pop-up blockers let it through.
    void submit(new Map(), window.open('', '_blank'));
  };

  /** One authorisation per line below cost, with the same SPV/OWN credentials. */
  const authorizeBelowCost = async (a: AuthorizationInput) => {
    const ids = new Map<string, string>();
    for (const l of lines.filter(isBelowCost)) {
      const res = await authorize({
        user_id: a.username,
        password: a.password ?? '',
        ...api.OTORISASI.JUAL_DI_BAWAH_MODAL,
        keterangan: api.normaliseKeterangan(a.keterangan),
      });
      ids.set(l.kode_barcode, res.data.id_otorisasi);
    }
    setAuthOpen(false);
    await submit(ids, window.open('', '_blank'));
  };

  const payRestCash = () => {
    const v = form.getFieldsValue();
    const other = sumRupiah([v.transfer ?? 0, v.debet ?? 0, v.credit ?? 0]);
    form.setFieldValue('cash', Math.max(0, total - totalTukar - other));
  };

  // Shortcut keys of the counter.
  const keys = useRef({ save, payRestCash });
  keys.current = { save, payRestCash };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'F2') barcodeRef.current?.focus();
      else if (e.key === 'F4') setTukarOpen(true);
      else if (e.key === 'F8') keys.current.payRestCash();
      else if (e.key === 'F9') keys.current.save();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <PageFrame
      title="Transaksi Penjualan"
      extra={
        lastFaktur ? (
          <Button
            icon={<PrinterOutlined />}
            onClick={() => void printDocumentNota(PENJUALAN, [lastFaktur], true)}
          >
            Cetak Ulang {lastFaktur}
          </Button>
        ) : null
      }
    >
      <Form<FormValues> form={form} layout="vertical" name="transaksi-penjualan" autoComplete="off">
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={16}>
            <Space.Compact style={{ width: '100%', marginBottom: 12 }}>
              <Input
                ref={barcodeRef}
                autoFocus
                size="large"
                aria-label="Barcode"
                placeholder="Scan / ketik barcode lalu Enter (F2)"
                value={barcode}
                onChange={(e) => setBarcode(e.target.value.replace(/\s/g, ''))}
                onPressEnter={(e) => {
                  e.preventDefault();
                  void addItem();
                }}
              />
              <Button size="large" type="primary" icon={<PlusOutlined />} onClick={() => void addItem()}>
                Tambah
              </Button>
            </Space.Compact>
            <SaleLines
              lines={lines}
              onPrice={(kode, harga) =>
                setLines((ls) => ls.map((l) => (l.kode_barcode === kode ? { ...l, harga_jual: harga } : l)))
              }
              onRemove={(kode) => setLines((ls) => ls.filter((l) => l.kode_barcode !== kode))}
            />
            <Card
              size="small"
              style={{ marginTop: 16 }}
              title="Barang Tukar"
              extra={<Button onClick={() => setTukarOpen(true)}>Tambah Tukar (F4)</Button>}
            >
              <Table<TukarLineState>
                size="small"
                rowKey="key"
                pagination={false}
                dataSource={tukar}
                locale={{ emptyText: 'Tidak Ada Barang Tukar' }}
                columns={[
                  { title: 'Nama Barang', dataIndex: 'nama_barang' },
                  { title: 'Group', dataIndex: 'kode_group' },
                  { title: 'Kondisi', dataIndex: 'kode_kondisi' },
                  { title: 'Berat', dataIndex: 'berat', align: 'right', render: (v: number) => v.toFixed(3) },
                  {
                    title: 'Harga',
                    dataIndex: 'harga',
                    align: 'right',
                    render: (v: number) => formatMoney(v),
                  },
                  {
                    title: '',
                    render: (_: unknown, t) => (
                      <Button
                        type="link"
                        danger
                        onClick={() => setTukar((ts) => ts.filter((x) => x.key !== t.key))}
                      >
                        Hapus
                      </Button>
                    ),
                  },
                ]}
              />
            </Card>
          </Col>
          <Col xs={24} xl={8}>
            <Card size="small" title="Customer">
              <Form.Item
                name="kode_sales"
                label="Sales"
                rules={[{ required: true, message: MSG.salesRequired }]}
              >
                <Select
                  showSearch
                  aria-label="Sales"
                  optionFilterProp="label"
                  loading={sales.isLoading}
                  options={sales.data ?? []}
                />
              </Form.Item>
              <Form.Item name="kode_member" label="Kode Member">
                <Input
                  maxLength={13}
                  placeholder="8-13 karakter"
                  onChange={(e) => void lookupMember(e.target.value.trim())}
                />
              </Form.Item>
              <Form.Item name="nama_customer" label="Nama Customer">
                <Input placeholder="UMUM" />
              </Form.Item>
              <Form.Item name="alamat_customer" label="Alamat">
                <Input />
              </Form.Item>
              <Form.Item name="no_hp" label="No HP">
                <Input />
              </Form.Item>
            </Card>
            <Card size="small" title="Pembayaran" style={{ marginTop: 16 }}>
              <PaymentPanel total={total} tukar={totalTukar} paid={paid} />
              <Button
                type="primary"
                size="large"
                block
                icon={<SaveOutlined />}
                loading={busy}
                disabled={!lines.length}
                onClick={save}
              >
                Simpan (F9)
              </Button>
              <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
                F2 barcode · F4 tukar · F8 sisa ke cash · F9 simpan
              </Typography.Text>
            </Card>
          </Col>
        </Row>
      </Form>
      <TukarModal
        open={tukarOpen}
        onClose={() => {
          setTukarOpen(false);
          focusBarcode();
        }}
        onAdd={(t) => {
          setTukar((ts) => [...ts, t]);
          setTukarOpen(false);
          focusBarcode();
        }}
      />
      <AuthorizationModal
        open={authOpen}
        title="Otorisasi Penjualan Di Bawah Modal"
        withNote
        onSubmit={authorizeBelowCost}
        onCancel={() => setAuthOpen(false)}
      />
    </PageFrame>
  );
}
