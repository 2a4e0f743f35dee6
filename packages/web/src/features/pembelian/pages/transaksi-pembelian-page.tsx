import { ClearOutlined, PlusOutlined, SaveOutlined, SearchOutlined } from '@ant-design/icons';
import {
  activeModuleSet,
  api,
  formatGram,
  formatMoney,
  maxPurchasePrice,
  PEMBELIAN,
  sumRupiah,
  UMUM_SELLER_FIELDS,
  umumSellerMessage,
  umumSellerMissing,
  umumSellerRequired,
} from '@emas/contract';
import { Button, Card, Col, Flex, Form, Row, Select, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CounterBar } from '../../../components/counter/counter-bar.tsx';
import { useCounterKeys } from '../../../components/counter/counter-keys.ts';
import { HelpButton, LastSaved } from '../../../components/counter/last-saved.tsx';
import { ScanField, type ScanFieldHandle } from '../../../components/counter/scan-field.tsx';
import { ShortcutHelp } from '../../../components/counter/shortcut-help.tsx';
import { useRememberedSales } from '../../../components/counter/use-remembered-sales.ts';
import { type AuthorizationInput, AuthorizationModal } from '../../../components/ui/authorization-modal.tsx';
import { showError, toast } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { useMasterOptions } from '../../../lib/master-options.ts';
import { useSession } from '../../../lib/session.ts';
import { authorise } from '../../dokumen/api/dokumen-calls.ts';
import { type PartyForm, partyBody } from '../../dokumen/api/party-body.ts';
import { printCounterNota } from '../../penjualan/api/penjualan-calls.ts';
import { CekBarangModal } from '../../penjualan/components/cek-barang-modal.tsx';
import { CustomerSection, MEMBER_SEARCH_ID } from '../../penjualan/components/customer-section.tsx';
import { findSoldLines, refreshPembelian, savePurchase, usePurchaseQuotes } from '../api/pembelian-calls.ts';
import { lineFieldId, type PurchaseDraft, PurchaseLines, priceOf } from '../components/purchase-lines.tsx';
import {
  newPaymentKey,
  type PaymentDraft,
  PurchasePayments,
  paymentBody,
  settledPayments,
} from '../components/purchase-payments.tsx';
import { SELLER_IDS, UmumSellerFields } from '../components/umum-seller-fields.tsx';

const MSG = api.TRANSAKSI_MSG;
const LOOKUP_ID = 'beli-kode-asal';

type Customer = PartyForm & { no_ktp?: string };

let seq = 0;
const newLineKey = () => `beli-${Date.now().toString(36)}-${++seq}`;
const firstPayment = (): PaymentDraft[] => [{ key: newPaymentKey(), jenis: 'CASH' }];

/** Focuses a field by id once React has drawn it. */
const focusLater = (id: string) =>
  window.setTimeout(() => {
    const el = document.getElementById(id);
    if (el instanceof HTMLElement) el.focus();
  }, 50);

const firstIssue = (e: { issues: { message: string }[] }) => e.issues[0]?.message ?? MSG.noItems;

/** The help overlay's wording on this screen (the same keys as the sale counter). */
const HELP = {
  help: true,
  scan: 'Kembali ke kolom no faktur / barcode',
  member: true,
  extra: 'Tambah barang luar',
  lookup: true,
  sales: true,
  save: true,
  reprint: true,
} as const;

/**
 * Transaksi Pembelian, the buy-back counter: scan or type a sale invoice number or barcode (or add
 * outside gold), set weight and condition, see the price live, pay CASH / TRANSFER and save with F9
 * (or Ctrl+S); the invoice prints from a hidden frame and the cursor returns to the first field. The
 * total, what is paid and Simpan stay on screen in the bar at the bottom; F1 lists the keys.
 */
export function TransaksiPembelianPage() {
  const [form] = Form.useForm<Customer>();
  const { user } = useSession();
  const sellerRequired = umumSellerRequired(activeModuleSet(user?.module ?? []));
  const lookup = useRef<ScanFieldHandle>(null);
  const [looking, setLooking] = useState(false);
  const [lines, setLines] = useState<PurchaseDraft[]>([]);
  const [payments, setPayments] = useState<PaymentDraft[]>(firstPayment);
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);
  const [dialog, setDialog] = useState<null | 'auth' | 'help' | 'lookup'>(null);
  const [customerOpen, setCustomerOpen] = useState(false);
  const [salesOpen, setSalesOpen] = useState(false);
  const [last, setLast] = useState<string | null>(null);
  const [rememberedSales, rememberSales] = useRememberedSales();
  const salesRef = useRef(rememberedSales);
  salesRef.current = rememberedSales;

  const kondisi = useMasterOptions('kondisi-pembelian');
  const sales = useMasterOptions('sales');
  const rekening = useMasterOptions('rekening');
  const groups = useMasterOptions('group');
  const jenis = useMasterOptions('jenis');

  const pairs = useMemo(
    () =>
      lines.flatMap((l) =>
        l.kode_group && l.kode_kondisi ? [{ kode_group: l.kode_group, kode_kondisi: l.kode_kondisi }] : [],
      ),
    [lines],
  );
  const { quotes, loading: quoting } = usePurchaseQuotes(pairs);
  const prices = lines.map((l) => priceOf(l, quotes));
  const total = sumRupiah(prices.map((p) => p.harga ?? 0));
  const totalBerat = lines.reduce((s, l) => s + (l.berat ?? 0), 0);
  const settled = settledPayments(payments, total);
  const paid = sumRupiah(settled.map((r) => r.jumlah ?? 0));
  // Lines priced above the shop's maximum per gram need an SPV/OWN authorisation each.
  const aboveMaximum = lines.filter((l, i) => {
    const p = prices[i];
    return !!p?.quote && !!l.berat && (p.harga ?? 0) > maxPurchasePrice({ ...p.quote, berat: l.berat });
  });

  const update = (key: string, patch: Partial<PurchaseDraft>) =>
    setLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  const remove = (key: string) => setLines((ls) => ls.filter((l) => l.key !== key));

  const addOutside = useCallback(() => {
    const key = newLineKey();
    setLines((ls) => [...ls, { key, nama_barang: '' }]);
    focusLater(lineFieldId('nama', key));
  }, []);

  const reset = useCallback(() => {
    setLines([]);
    setPayments(firstPayment());
    lookup.current?.clear();
    form.resetFields();
    form.setFieldsValue({ kode_sales: salesRef.current });
    setCustomerOpen(false);
    focusLater(LOOKUP_ID);
  }, [form]);

  const linesRef = useRef(lines);
  linesRef.current = lines;
  const lookUp = useCallback(
    async (text: string) => {
      const parsed = api.soldLinesQuery.safeParse({ kode: text });
      if (!parsed.success) {
        showError(firstIssue(parsed.error));
        return;
      }
      setLooking(true);
      try {
        const found = await findSoldLines(parsed.data.kode);
        const have = new Set(linesRef.current.map((l) => l.no_faktur_jual).filter(Boolean));
        const fresh = found.filter((s) => !have.has(s.no_faktur_jual));
        if (!fresh.length) {
          showError(MSG.duplicateItem(parsed.data.kode));
          return;
        }
        const added: PurchaseDraft[] = fresh.map((s) => ({
          key: newLineKey(),
          no_faktur_jual: s.no_faktur_jual,
          kode_barcode: s.kode_barcode,
          nama_barang: s.nama_barang,
          kode_group: s.kode_group,
          kode_dept: s.kode_dept,
          berat: s.berat,
          berat_nota: s.berat,
          harga_nota: s.harga_total,
        }));
        setLines((ls) => [...ls, ...added]);
        setLast(null);
        // The customer of the sale, unless the cashier typed one already.
        const head = found[0];
        const c = form.getFieldsValue(true) as Customer;
        if (head && !c.nama_customer && !c.kode_member)
          form.setFieldsValue({
            kode_member: head.kode_member || undefined,
            nama_customer:
              head.nama_customer && head.nama_customer !== 'UMUM' ? head.nama_customer : undefined,
            alamat_customer: head.alamat_customer || undefined,
            no_hp: head.no_hp || undefined,
          });
        lookup.current?.clear();
        focusLater(lineFieldId('kondisi', (added[0] as PurchaseDraft).key));
      } catch {
        // the error box showed the server's message
      } finally {
        setLooking(false);
      }
    },
    [form],
  );

  const save = async (otorisasi?: ReadonlyMap<string, string>) => {
    if (savingRef.current) return;
    const c = form.getFieldsValue(true) as Customer;
    const missingPrice = lines.findIndex((l, i) => l.kode_group && l.kode_kondisi && !prices[i]?.quote);
    const body: api.CreatePurchaseBody = {
      ...partyBody(c),
      no_ktp: c.no_ktp?.trim() || undefined,
      detail_barang: lines.map((l) => ({
        no_faktur_jual: l.no_faktur_jual,
        nama_barang: l.nama_barang,
        kode_group: l.kode_group ?? '',
        kode_dept: l.kode_dept || undefined,
        berat: l.berat as number,
        kode_kondisi: l.kode_kondisi ?? '',
        harga: l.harga,
        id_otorisasi: otorisasi?.get(l.key),
      })),
      pembayaran: paymentBody(settled, rekening.data ?? []),
    };
    // The lines first (what the cashier fills first), then the customer and the payments.
    const parsedLines = api.createPurchaseBody.shape.detail_barang.safeParse(body.detail_barang);
    if (!parsedLines.success) return showError(firstIssue(parsedLines.error));
    const parsed = api.createPurchaseBody.safeParse(body);
    if (!parsed.success) return showError(firstIssue(parsed.error));
    // A walk-in seller is named with a KTP (the server refuses it too), every missing field at once.
    const missingSeller = sellerRequired ? umumSellerMissing(body) : [];
    if (missingSeller.length) {
      const first = missingSeller[0] === UMUM_SELLER_FIELDS.nama_customer ? 'nama_customer' : 'no_ktp';
      focusLater(SELLER_IDS[first]);
      return showError(umumSellerMessage(missingSeller));
    }
    if (missingPrice >= 0) {
      const l = lines[missingPrice] as PurchaseDraft;
      return showError(MSG.noPrice(l.kode_group ?? ''));
    }
    if (paid !== total || (settled[0]?.jumlah ?? 0) <= 0)
      return showError(MSG.paymentsMismatch(formatMoney(total), formatMoney(paid)));
    const noAccount = settled.find((r) => r.jenis === 'TRANSFER' && !r.no_rekening);
    if (noAccount) return showError(MSG.accountRequired(noAccount.jenis));
    if (!otorisasi && aboveMaximum.length) return setDialog('auth');

    savingRef.current = true;
    setSaving(true);
    try {
      const res = await savePurchase(body);
      toast.success(res.message ?? MSG.purchaseSaved);
      void refreshPembelian();
      setLast(res.data.no_faktur_group);
      reset();
      await printCounterNota(PEMBELIAN, res.data.no_faktur_group, false);
    } catch {
      // the error box showed the server's message
    } finally {
      savingRef.current = false;
      setSaving(false);
      focusLater(LOOKUP_ID);
    }
  };

  /** One PEMBELIAN DI ATAS MAKSIMUM authorisation per line above the maximum, same SPV/OWN credentials. */
  const authoriseAboveMaximum = async (input: AuthorizationInput) => {
    const ids = new Map<string, string>();
    for (const l of aboveMaximum)
      ids.set(
        l.key,
        (await authorise(api.OTORISASI.BELI_DI_ATAS_MAKSIMUM, input, { jumlah: l.harga ?? 0 })).id_otorisasi,
      );
    setDialog(null);
    await save(ids);
  };

  const reprintLast = () => {
    if (last) void printCounterNota(PEMBELIAN, last, true);
  };

  // The counter's keys, the same as on the sale counter.
  useCounterKeys(
    {
      help: () => setDialog('help'),
      scan: () => focusLater(LOOKUP_ID),
      member: () => {
        setCustomerOpen(true);
        focusLater(MEMBER_SEARCH_ID);
      },
      extra: addOutside,
      lookup: () => setDialog('lookup'),
      sales: () => {
        focusLater('beli-sales');
        setSalesOpen(true);
      },
      save: () => void save(),
      reprint: reprintLast,
    },
    dialog === null,
  );

  useEffect(() => {
    form.setFieldsValue({ kode_sales: salesRef.current });
    focusLater(LOOKUP_ID);
  }, [form]);

  const closeDialog = () => {
    setDialog(null);
    focusLater(LOOKUP_ID);
  };

  return (
    <PageFrame title="Transaksi Pembelian" bare>
      <Form<Customer> form={form} layout="vertical" autoComplete="off" name="beli-customer">
        <Card size="small" title="Barang Yang Dibeli">
          <Flex gap={8} wrap style={{ marginBottom: 12 }}>
            <div style={{ flex: 1, minWidth: 220 }}>
              <ScanField
                handle={lookup}
                id={LOOKUP_ID}
                ariaLabel="No Faktur / Barcode"
                placeholder="Scan / Ketik No Faktur Atau Barcode (F2), Enter"
                prefix={<SearchOutlined />}
                maxLength={40}
                normalise={(v) => v.toUpperCase()}
                onScan={(t) => void lookUp(t)}
              />
            </div>
            <Button
              size="large"
              loading={looking}
              icon={<SearchOutlined />}
              aria-label="Cari"
              title="Cari (Enter)"
              onClick={() => lookup.current?.submit()}
            />
            <Button size="large" icon={<PlusOutlined />} onClick={addOutside}>
              Barang Luar (F4)
            </Button>
            <Button size="large" onClick={() => setDialog('lookup')}>
              Cek Harga (F6)
            </Button>
            <HelpButton onClick={() => setDialog('help')} />
          </Flex>
          {last && <LastSaved noFaktur={last} testId="last-purchase" onReprint={reprintLast} />}
          <PurchaseLines
            lines={lines}
            quotes={quotes}
            quoting={quoting}
            onChange={update}
            onRemove={remove}
            kondisi={kondisi.data ?? []}
            groups={groups.data ?? []}
            jenis={jenis.data ?? []}
          />
        </Card>
        <Row gutter={[16, 12]} style={{ marginTop: 12 }}>
          <Col xs={24} xl={12}>
            <UmumSellerFields form={form} required={sellerRequired} />
            <CustomerSection
              form={form}
              open={customerOpen}
              onOpenChange={setCustomerOpen}
              ids={{
                kode_member: 'beli-member',
                nama_customer: 'beli-nama',
                no_hp: 'beli-hp',
                alamat_customer: 'beli-alamat',
              }}
            />
          </Col>
          <Col xs={24} xl={12}>
            <Card size="small" title="Pembayaran">
              <Form.Item
                name="kode_sales"
                label="Sales (F7, diingat per kasir)"
                htmlFor="beli-sales"
                required
                style={{ marginBottom: 12 }}
              >
                <Select
                  id="beli-sales"
                  placeholder="Pilih Sales"
                  showSearch={{ optionFilterProp: 'label' }}
                  open={salesOpen}
                  onOpenChange={setSalesOpen}
                  onChange={(v: string | undefined) => rememberSales(v)}
                  options={(sales.data ?? []).map((s) => ({ value: s.value, label: s.label }))}
                />
              </Form.Item>
              <span data-testid="beli-total" hidden>
                {total}
              </span>
              <PurchasePayments
                rows={payments}
                total={total}
                rekening={rekening.data ?? []}
                onChange={setPayments}
              />
              <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8, fontSize: 12 }}>
                F1 semua tombol · F2 No Faktur / Barcode · F4 Barang Luar · F9 atau Ctrl+S Simpan
              </Typography.Text>
            </Card>
          </Col>
        </Row>
        <CounterBar
          figures={[
            {
              label: 'Total Pembelian',
              value: `Rp ${formatMoney(total)}`,
              testId: 'total-beli',
              tone: lines.length ? 'due' : undefined,
            },
            { label: 'Jumlah Barang', value: String(lines.length) },
            { label: 'Total Berat', value: `${formatGram(totalBerat)} gr` },
            { label: 'Dibayar', value: `Rp ${formatMoney(paid)}`, testId: 'dibayar-beli' },
          ]}
        >
          <Button size="large" icon={<ClearOutlined />} onClick={reset}>
            Reset
          </Button>
          <Button
            type="primary"
            size="large"
            icon={<SaveOutlined />}
            loading={saving}
            onClick={() => void save()}
            style={{ minWidth: 150 }}
          >
            Simpan (F9)
          </Button>
        </CounterBar>
      </Form>
      <AuthorizationModal
        open={dialog === 'auth'}
        title="Otorisasi Pembelian Di Atas Maksimum"
        withNote
        onSubmit={authoriseAboveMaximum}
        onCancel={() => setDialog(null)}
      />
      <CekBarangModal open={dialog === 'lookup'} onClose={closeDialog} />
      <ShortcutHelp open={dialog === 'help'} labels={HELP} onClose={closeDialog} />
    </PageFrame>
  );
}
