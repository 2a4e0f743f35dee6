import { BarcodeOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import {
  activeModuleSet,
  api,
  checkTender,
  formatMoney,
  kuponDiscount,
  MODULE,
  PENJUALAN,
  sumRupiah,
} from '@emas/contract';
import { Button, Card, Col, Flex, Form, Row, Select, Space, Table, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useCounterKeys } from '../../../components/counter/counter-keys.ts';
import { HelpButton, LastSaved } from '../../../components/counter/last-saved.tsx';
import { ScanField, type ScanFieldHandle } from '../../../components/counter/scan-field.tsx';
import { ShortcutHelp } from '../../../components/counter/shortcut-help.tsx';
import { useRememberedSales } from '../../../components/counter/use-remembered-sales.ts';
import { amountAccepted } from '../../../components/ui/amount-limits.ts';
import {
  type AuthorizationInput,
  AuthorizationModal,
  authorizerCredentials,
} from '../../../components/ui/authorization-modal.tsx';
import { showError, toast } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { focusAndSelect } from '../../../components/ui/select-on-focus.ts';
import { ApiError, callData } from '../../../lib/api-client.ts';
import { useMasterOptions } from '../../../lib/master-options.ts';
import { useOpenCart } from '../../../lib/open-cart.ts';
import { useSession } from '../../../lib/session.ts';
import { type PartyForm, partyBody } from '../../dokumen/api/party-body.ts';
import {
  authorize,
  holdSale,
  printCounterNota,
  recallHeldSale,
  saveSale,
  useHeldSales,
} from '../api/penjualan-calls.ts';
import { CekBarangModal } from '../components/cek-barang-modal.tsx';
import { CustomerSection, MEMBER_SEARCH_ID } from '../components/customer-section.tsx';
import { HeldSalesModal } from '../components/held-sales-modal.tsx';
import { type AppliedKupon, KuponField, kuponProblem } from '../components/kupon-field.tsx';
import {
  CASH_FIELD_ID,
  nonCashOf,
  PaymentPanel,
  type PaymentValues,
  paymentsOf,
} from '../components/payment-panel.tsx';
import { isBelowCost, type SaleLineState, SaleLines } from '../components/sale-lines.tsx';
import { saleScanOf, saleScanText } from '../components/sale-scan.ts';
import { SaleSummaryBar } from '../components/sale-summary-bar.tsx';
import {
  isAboveMaximum,
  priceTukarLine,
  type TukarLineState,
  TukarModal,
} from '../components/tukar-modal.tsx';

const MSG = api.TRANSAKSI_MSG;
const CMSG = api.COUNTER_MSG;
type FormValues = PartyForm & PaymentValues;
type Dialog = null | 'tukar' | 'auth' | 'help' | 'lookup' | 'held';
type LastSale = { no_faktur_group: string; kembalian: number; tunai_diterima: number };

const SALES_ID = 'transaksi-penjualan_kode_sales';
/** Focuses a field a moment later, its text selected (typing replaces what a key filled in). */
const focusId = (id: string) => window.setTimeout(() => focusAndSelect(id), 50);

/** The help overlay's wording on this screen. */
const HELP = {
  help: true,
  scan: 'Kembali ke kolom barcode',
  member: true,
  extra: 'Tambah barang tukar',
  lookup: true,
  sales: true,
  exactCash: true,
  save: true,
  hold: 'Tahan penjualan (keranjang terisi) / panggil yang ditahan (keranjang kosong)',
  reprint: true,
} as const;

/**
 * Transaksi Penjualan: the counter, by keyboard alone. Scan a barcode and press Enter (the focus
 * comes back to the barcode after each item); the totals, what is paid, the rest or the change and
 * Simpan stay on screen in the bar at the bottom. F1 lists the keys.
 */
export function TransaksiPenjualanPage() {
  const [form] = Form.useForm<FormValues>();
  const scan = useRef<ScanFieldHandle>(null);
  const [lines, setLines] = useState<SaleLineState[]>([]);
  // Scanned lines not saved yet: listed by the closing checklist and kept for this user's next login.
  useOpenCart('Transaksi Penjualan', lines.length, lines, setLines);
  const [tukar, setTukar] = useState<TukarLineState[]>([]);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [customerOpen, setCustomerOpen] = useState(false);
  const [salesOpen, setSalesOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const [last, setLast] = useState<LastSale | null>(null);
  const [rememberedSales, rememberSales] = useRememberedSales();
  const salesRef = useRef(rememberedSales);
  salesRef.current = rememberedSales;
  const sales = useMasterOptions('sales');
  const held = useHeldSales();

  const total = useMemo(() => sumRupiah(lines.map((l) => l.harga_jual)), [lines]);
  const totalTukar = useMemo(() => sumRupiah(tukar.map((t) => t.harga)), [tukar]);
  const { user } = useSession();
  const kuponOn = activeModuleSet(user?.module ?? []).has(MODULE.KUPON);
  const [kupon, setKupon] = useState<AppliedKupon | null>(null);
  const kodeMember = (Form.useWatch('kode_member', form) as string | undefined) ?? '';
  const potongan = kupon ? kuponDiscount(kupon.terms, total, total - totalTukar) : 0;
  const kuponError = kuponProblem(kupon, total, kodeMember);
  const due = total - totalTukar - potongan;
  const focusScan = useCallback(() => window.setTimeout(() => scan.current?.focus(), 0), []);
  const linesRef = useRef(lines);
  linesRef.current = lines;

  const setBusyBoth = useCallback((b: boolean) => {
    busyRef.current = b;
    setBusy(b);
  }, []);

  const addItem = useCallback(
    async (text: string) => {
      if (busyRef.current) return;
      const scanned = saleScanOf(
        text,
        linesRef.current.map((l) => l.kode_barcode),
      );
      if (scanned.kind === 'short') return showError(MSG.barcodeTooShort);
      if (scanned.kind === 'duplicate') {
        showError(MSG.duplicateItem(scanned.kode));
        scan.current?.clear();
        return focusScan();
      }
      const padded = scanned.kode;
      setBusyBoth(true);
      try {
        const q = await callData(api.getSaleQuote, { params: { kode_barcode: padded } });
        setLines((ls) => [...ls, { ...q, harga_jual: q.harga_total }]);
        setLast(null);
        scan.current?.clear();
      } catch {
        // The client showed the server's message (not found, sold...): the field is emptied so that
        // the next scan does not land behind the unknown code.
        scan.current?.clear();
      } finally {
        setBusyBoth(false);
        focusScan();
      }
    },
    [focusScan, setBusyBoth],
  );

  const onPrice = useCallback(
    (kode: string, harga: number) =>
      setLines((ls) => ls.map((l) => (l.kode_barcode === kode ? { ...l, harga_jual: harga } : l))),
    [],
  );
  const onRemove = useCallback(
    (kode: string) => setLines((ls) => ls.filter((l) => l.kode_barcode !== kode)),
    [],
  );

  /** Empties the cart; the sales person stays (remembered per cashier). */
  const reset = () => {
    setLines([]);
    setTukar([]);
    setKupon(null);
    form.resetFields();
    form.setFieldsValue({ kode_sales: salesRef.current });
    setCustomerOpen(false);
    focusScan();
  };

  const submit = async (otorisasi: Map<string, string>, tukarOtorisasi = new Map<string, string>()) => {
    const v = form.getFieldsValue(true) as FormValues;
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
        id_otorisasi: tukarOtorisasi.get(t.key),
      })),
      pembayaran: paymentsOf(v, totalTukar, potongan),
      kode_kupon: kupon?.terms.kode_kupon,
    };
    const parsed = api.createSaleBody.safeParse(body);
    if (!parsed.success) return showError(parsed.error.issues[0]?.message ?? MSG.paymentRequired);
    setBusyBoth(true);
    try {
      const saved = (await saveSale(body)).data;
      toast.success(
        saved.kembalian ? `${MSG.saleSaved} · Kembalian Rp ${formatMoney(saved.kembalian)}` : MSG.saleSaved,
      );
      setLast(saved);
      reset();
      void printCounterNota(PENJUALAN, saved.no_faktur_group, false);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setBusyBoth(false);
      focusScan();
    }
  };

  const save = async () => {
    if (busyRef.current) return;
    if (!lines.length) return showError(MSG.noItems);
    if (!form.getFieldValue('kode_sales')) return showError(MSG.salesRequired);
    if (kuponError) return showError(kuponError);
    // Cash far above what it pays for is a typing slip (refused) or unusual (asked first).
    const v = form.getFieldsValue(true) as FormValues;
    const tender = checkTender(v.cash, due - nonCashOf(v));
    if (tender.kind !== 'ok') {
      busyRef.current = true;
      const yes = await amountAccepted(tender);
      busyRef.current = false;
      if (!yes) return focusId(CASH_FIELD_ID);
    }
    if (lines.some(isBelowCost) || tukar.some(isAboveMaximum)) return setDialog('auth');
    void submit(new Map());
  };

  /**
   * One authorisation per line below cost and per trade-in above the maximum per gram, with the same
   * SPV/OWN credentials.
   */
  const authorizeOverrides = async (a: AuthorizationInput) => {
    // Each is bound to its line (the item's barcode; a trade-in has none yet) and the price it allows.
    const ask = async (kind: { kategori: string; description: string }, jumlah: number, no_faktur?: string) =>
      (
        await authorize({
          ...authorizerCredentials(a),
          kategori: kind.kategori,
          description: kind.description,
          keterangan: api.normaliseKeterangan(a.keterangan),
          no_faktur,
          jumlah,
        })
      ).data.id_otorisasi;
    const ids = new Map<string, string>();
    for (const l of lines.filter(isBelowCost))
      ids.set(l.kode_barcode, await ask(api.OTORISASI.JUAL_DI_BAWAH_MODAL, l.harga_jual, l.kode_barcode));
    const tukarIds = new Map<string, string>();
    for (const t of tukar.filter(isAboveMaximum))
      tukarIds.set(t.key, await ask(api.OTORISASI.BELI_DI_ATAS_MAKSIMUM, t.harga ?? 0));
    setDialog(null);
    await submit(ids, tukarIds);
  };

  /** F8 Uang Pas: the cash is what the non-cash payments leave. */
  const payExactCash = () => {
    form.setFieldValue('cash', Math.max(0, due - nonCashOf(form.getFieldsValue(true) as FormValues)));
    focusId(CASH_FIELD_ID);
  };

  /** F10: the cart on hold (its prices are taken again when it is called back), or the held list. */
  const hold = async () => {
    if (busyRef.current) return;
    if (!lines.length) return setDialog('held');
    const v = form.getFieldsValue(true) as FormValues;
    setBusyBoth(true);
    try {
      await holdSale({
        ...partyBody(v),
        kode_sales: v.kode_sales || undefined,
        keterangan: v.nama_customer || undefined,
        detail_barang: lines.map((l) => ({
          kode_barcode: l.kode_barcode,
          ...(l.harga_jual !== l.harga_total ? { harga_total: l.harga_jual } : {}),
        })),
        tukar: tukar.map((t) => ({
          nama_barang: t.nama_barang,
          kode_group: t.kode_group,
          berat: t.berat,
          kode_kondisi: t.kode_kondisi,
          ...(t.harga !== t.harga_hitung ? { harga: t.harga } : {}),
        })),
        total: due,
      });
      toast.success(CMSG.held);
      reset();
    } catch {
      // the error box showed the server's message
    } finally {
      setBusyBoth(false);
    }
  };

  /** Calls a held sale back: each item priced again, those sold meanwhile left out (and named). */
  const recall = async (h: api.HeldSale) => {
    if (lines.length) return showError(CMSG.finishFirst);
    setDialog(null);
    setBusyBoth(true);
    try {
      const d = (await recallHeldSale(h.id)).data.data;
      const missing: string[] = [];
      const got: SaleLineState[] = [];
      for (const l of d.detail_barang) {
        try {
          const q = await callData(api.getSaleQuote, {
            params: { kode_barcode: l.kode_barcode },
            quiet: true,
          });
          got.push({ ...q, harga_jual: l.harga_total ?? q.harga_total });
        } catch {
          missing.push(l.kode_barcode);
        }
      }
      const tukarLines: TukarLineState[] = [];
      for (const t of d.tukar ?? [])
        tukarLines.push(
          await priceTukarLine({
            nama_barang: t.nama_barang ?? '',
            kode_group: t.kode_group,
            berat: t.berat,
            kode_kondisi: t.kode_kondisi,
            harga: t.harga,
          }),
        );
      setLines(got);
      setTukar(tukarLines);
      form.setFieldsValue({
        kode_sales: d.kode_sales || salesRef.current,
        kode_member: d.kode_member,
        nama_customer: d.nama_customer,
        alamat_customer: d.alamat_customer,
        no_hp: d.no_hp,
      });
      setLast(null);
      if (missing.length) showError(CMSG.recalledMissing(missing.join(', ')));
      else toast.success(CMSG.recalled);
    } catch {
      // the error box showed the server's message
    } finally {
      setBusyBoth(false);
      focusScan();
    }
  };

  const reprintLast = () => {
    if (last) void printCounterNota(PENJUALAN, last.no_faktur_group, true);
  };

  useCounterKeys(
    {
      help: () => setDialog('help'),
      scan: focusScan,
      member: () => {
        setCustomerOpen(true);
        focusId(MEMBER_SEARCH_ID);
      },
      extra: () => setDialog('tukar'),
      lookup: () => setDialog('lookup'),
      sales: () => {
        focusId(SALES_ID);
        setSalesOpen(true);
      },
      exactCash: payExactCash,
      save: () => void save(),
      hold: () => void hold(),
      reprint: reprintLast,
    },
    dialog === null,
  );

  useEffect(() => {
    form.setFieldsValue({ kode_sales: salesRef.current });
  }, [form]);

  return (
    <PageFrame title="Transaksi Penjualan" bare>
      <Form<FormValues> form={form} layout="vertical" name="transaksi-penjualan" autoComplete="off">
        <Row gutter={[16, 12]}>
          <Col xs={24} xl={15}>
            <Card size="small">
              <Flex gap={8} style={{ marginBottom: 12 }}>
                <Space.Compact style={{ flex: 1, minWidth: 0 }}>
                  <ScanField
                    handle={scan}
                    autoFocus
                    ariaLabel="Barcode"
                    placeholder="Scan / ketik barcode lalu Enter (F2)"
                    prefix={<BarcodeOutlined />}
                    normalise={saleScanText}
                    onScan={(t) => void addItem(t)}
                  />
                  <Button
                    size="large"
                    type="primary"
                    icon={<PlusOutlined />}
                    aria-label="Tambah"
                    title="Tambah (Enter)"
                    loading={busy}
                    onClick={() => scan.current?.submit()}
                  />
                </Space.Compact>
                <Button size="large" icon={<SearchOutlined />} onClick={() => setDialog('lookup')}>
                  Cek Harga (F6)
                </Button>
                <HelpButton onClick={() => setDialog('help')} />
              </Flex>
              {last && (
                <LastSaved noFaktur={last.no_faktur_group} testId="last-sale" onReprint={reprintLast}>
                  {last.kembalian > 0 && (
                    <>
                      {' '}
                      · Tunai Rp {formatMoney(last.tunai_diterima)} · Kembalian{' '}
                      <b style={{ fontSize: 22 }} data-testid="last-kembalian">
                        Rp {formatMoney(last.kembalian)}
                      </b>
                    </>
                  )}
                </LastSaved>
              )}
              <SaleLines lines={lines} onPrice={onPrice} onRemove={onRemove} />
            </Card>
            <Card
              size="small"
              style={{ marginTop: 12 }}
              title="Barang Tukar"
              extra={<Button onClick={() => setDialog('tukar')}>Tambah Tukar (F4)</Button>}
              styles={{ body: tukar.length ? undefined : { display: 'none' } }}
            >
              <Table<TukarLineState>
                size="small"
                rowKey="key"
                pagination={false}
                dataSource={tukar}
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
            <div style={{ marginTop: 12 }}>
              <CustomerSection form={form} open={customerOpen} onOpenChange={setCustomerOpen} />
            </div>
          </Col>
          <Col xs={24} xl={9}>
            <Card size="small" title="Pembayaran">
              <Form.Item
                name="kode_sales"
                label="Sales (F7, diingat per kasir)"
                rules={[{ required: true, message: MSG.salesRequired }]}
                style={{ marginBottom: 12 }}
              >
                <Select
                  aria-label="Sales"
                  showSearch={{ optionFilterProp: 'label' }}
                  loading={sales.isLoading}
                  options={sales.data ?? []}
                  open={salesOpen}
                  onOpenChange={setSalesOpen}
                  onChange={(v: string | undefined) => {
                    rememberSales(v);
                    focusScan();
                  }}
                />
              </Form.Item>
              {kuponOn && (
                <KuponField applied={kupon} potongan={potongan} problem={kuponError} onApply={setKupon} />
              )}
              <PaymentPanel form={form} due={due} />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                F1 semua tombol · F2 barcode · F4 tukar · F8 uang pas · F9 simpan · F10 tahan
              </Typography.Text>
            </Card>
          </Col>
        </Row>
        <SaleSummaryBar
          form={form}
          total={total}
          tukar={totalTukar}
          kupon={potongan}
          count={lines.length}
          busy={busy}
          held={held.data?.length ?? 0}
          onSave={save}
          onHold={() => void hold()}
          onHeldList={() => setDialog('held')}
        />
      </Form>
      <TukarModal
        open={dialog === 'tukar'}
        onClose={() => {
          setDialog(null);
          focusScan();
        }}
        onAdd={(t) => {
          setTukar((ts) => [...ts, t]);
          setDialog(null);
          focusScan();
        }}
      />
      <AuthorizationModal
        open={dialog === 'auth'}
        title={
          lines.some(isBelowCost)
            ? 'Otorisasi Penjualan Di Bawah Modal'
            : 'Otorisasi Pembelian Di Atas Maksimum'
        }
        withNote
        onSubmit={authorizeOverrides}
        onCancel={() => setDialog(null)}
      />
      <CekBarangModal
        open={dialog === 'lookup'}
        onClose={() => {
          setDialog(null);
          focusScan();
        }}
      />
      <HeldSalesModal
        open={dialog === 'held'}
        onClose={() => {
          setDialog(null);
          focusScan();
        }}
        onRecall={(h) => void recall(h)}
      />
      <ShortcutHelp
        open={dialog === 'help'}
        labels={HELP}
        onClose={() => {
          setDialog(null);
          focusScan();
        }}
      />
    </PageFrame>
  );
}
