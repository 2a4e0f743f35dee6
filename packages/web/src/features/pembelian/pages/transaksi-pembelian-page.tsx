import { ClearOutlined, PlusOutlined, SaveOutlined, SearchOutlined } from '@ant-design/icons';
import { api, formatGram, formatMoney, PEMBELIAN, sumRupiah } from '@emas/contract';
import { Button, Card, Col, Flex, Form, Input, Row, Select, Statistic, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { showError, toast } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { printDocumentNota } from '../../dokumen/api/dokumen-calls.ts';
import { type PartyForm, partyBody } from '../../dokumen/api/party-body.ts';
import {
  findSoldLines,
  refreshPembelian,
  savePurchase,
  useMasterOptions,
  usePurchaseQuotes,
} from '../api/pembelian-calls.ts';
import { lineFieldId, type PurchaseDraft, PurchaseLines, priceOf } from '../components/purchase-lines.tsx';
import {
  newPaymentKey,
  type PaymentDraft,
  PurchasePayments,
  paymentBody,
  settledPayments,
} from '../components/purchase-payments.tsx';

const MSG = api.TRANSAKSI_MSG;
const LOOKUP_ID = 'beli-kode-asal';

type Customer = PartyForm;

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

/**
 * Transaksi Pembelian, the buy-back counter: scan or type a sale invoice number or barcode (or add
 * outside gold), set weight and condition, see the price live, pay CASH / TRANSFER and save with F9
 * (or Ctrl+S); the invoice opens in a new tab and the cursor returns to the first field.
 */
export function TransaksiPembelianPage() {
  const [form] = Form.useForm<Customer>();
  const [kode, setKode] = useState('');
  const [looking, setLooking] = useState(false);
  const [lines, setLines] = useState<PurchaseDraft[]>([]);
  const [payments, setPayments] = useState<PaymentDraft[]>(firstPayment);
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);

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
    setKode('');
    form.resetFields();
    focusLater(LOOKUP_ID);
  }, [form]);

  const lookUp = async () => {
    const parsed = api.soldLinesQuery.safeParse({ kode });
    if (!parsed.success) {
      showError(firstIssue(parsed.error));
      return;
    }
    setLooking(true);
    try {
      const found = await findSoldLines(parsed.data.kode);
      const have = new Set(lines.map((l) => l.no_faktur_jual).filter(Boolean));
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
      // The customer of the sale, unless the cashier typed one already.
      const head = found[0];
      const c = form.getFieldsValue();
      if (head && !c.nama_customer && !c.kode_member)
        form.setFieldsValue({
          kode_member: head.kode_member || undefined,
          nama_customer: head.nama_customer && head.nama_customer !== 'UMUM' ? head.nama_customer : undefined,
          alamat_customer: head.alamat_customer || undefined,
          no_hp: head.no_hp || undefined,
        });
      setKode('');
      focusLater(lineFieldId('kondisi', (added[0] as PurchaseDraft).key));
    } catch {
      // the error box showed the server's message
    } finally {
      setLooking(false);
    }
  };

  const save = async () => {
    if (savingRef.current) return;
    const c = form.getFieldsValue();
    const missingPrice = lines.findIndex((l, i) => l.kode_group && l.kode_kondisi && !prices[i]?.quote);
    const rows = settledPayments(payments, total);
    const body: api.CreatePurchaseBody = {
      ...partyBody(c),
      detail_barang: lines.map((l) => ({
        no_faktur_jual: l.no_faktur_jual,
        nama_barang: l.nama_barang,
        kode_group: l.kode_group ?? '',
        kode_dept: l.kode_dept || undefined,
        berat: l.berat as number,
        kode_kondisi: l.kode_kondisi ?? '',
        harga: l.harga,
      })),
      pembayaran: paymentBody(rows, rekening.data ?? []),
    };
    // The lines first (what the cashier fills first), then the customer and the payments.
    const parsedLines = api.createPurchaseBody.shape.detail_barang.safeParse(body.detail_barang);
    if (!parsedLines.success) return showError(firstIssue(parsedLines.error));
    const parsed = api.createPurchaseBody.safeParse(body);
    if (!parsed.success) return showError(firstIssue(parsed.error));
    if (missingPrice >= 0) {
      const l = lines[missingPrice] as PurchaseDraft;
      return showError(MSG.noPrice(l.kode_group ?? ''));
    }
    const paid = sumRupiah(rows.map((r) => r.jumlah ?? 0));
    if (paid !== total || (rows[0]?.jumlah ?? 0) <= 0)
      return showError(MSG.paymentsMismatch(formatMoney(total), formatMoney(paid)));
    const noAccount = rows.find((r) => r.jenis === 'TRANSFER' && !r.no_rekening);
    if (noAccount) return showError(MSG.accountRequired(noAccount.jenis));

    savingRef.current = true;
    setSaving(true);
    // Opened inside the key press or click so that the pop-up blocker lets the invoice through.
    const win = window.open('', '_blank');
    try {
      const res = await savePurchase(body);
      toast.success(res.message ?? MSG.purchaseSaved);
      void refreshPembelian();
      reset();
      await printDocumentNota(PEMBELIAN, [res.data.no_faktur_group], false, win);
    } catch {
      win?.close();
    } finally {
      savingRef.current = false;
      setSaving(false);
      focusLater(LOOKUP_ID);
    }
  };

  // Keyboard: F9 / Ctrl+S save, F2 the invoice/barcode field, F4 outside gold.
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'F9' || ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's')) {
        e.preventDefault();
        void saveRef.current();
      } else if (e.key === 'F2') {
        e.preventDefault();
        focusLater(LOOKUP_ID);
      } else if (e.key === 'F4') {
        e.preventDefault();
        addOutside();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [addOutside]);

  useEffect(() => {
    focusLater(LOOKUP_ID);
  }, []);

  return (
    <PageFrame title="Transaksi Pembelian" onRefresh={reset}>
      <Flex vertical gap={16}>
        <Card size="small" title="Barang Yang Dibeli">
          <Flex gap={8} wrap style={{ marginBottom: 12 }}>
            <Input
              id={LOOKUP_ID}
              aria-label="No Faktur / Barcode"
              placeholder="Scan / Ketik No Faktur Atau Barcode (F2), Enter"
              prefix={<SearchOutlined />}
              value={kode}
              maxLength={40}
              autoComplete="off"
              onChange={(e) => setKode(e.target.value.toUpperCase())}
              onPressEnter={(e) => {
                // No keypress: it would press the OK button of an error box opened by this Enter.
                e.preventDefault();
                void lookUp();
              }}
              style={{ maxWidth: 420 }}
            />
            <Button loading={looking} icon={<SearchOutlined />} onClick={() => void lookUp()}>
              Cari
            </Button>
            <Button icon={<PlusOutlined />} onClick={addOutside}>
              Barang Luar (F4)
            </Button>
          </Flex>
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
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={12}>
            <Card size="small" title="Customer">
              <Form<Customer> form={form} layout="vertical" autoComplete="off" name="beli-customer">
                <Row gutter={12}>
                  <Col xs={24} md={12}>
                    <Form.Item name="kode_sales" label="Sales" htmlFor="beli-sales" required>
                      <Select
                        id="beli-sales"
                        placeholder="Pilih Sales"
                        showSearch={{ optionFilterProp: 'label' }}
                        options={(sales.data ?? []).map((s) => ({ value: s.value, label: s.label }))}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item name="kode_member" label="Kode Member" htmlFor="beli-member">
                      <Input id="beli-member" maxLength={13} style={{ textTransform: 'uppercase' }} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item name="nama_customer" label="Nama Customer" htmlFor="beli-nama">
                      <Input
                        id="beli-nama"
                        maxLength={100}
                        placeholder="UMUM"
                        style={{ textTransform: 'uppercase' }}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item name="no_hp" label="No HP" htmlFor="beli-hp">
                      <Input id="beli-hp" maxLength={20} placeholder="08xxxxxxxxxx" />
                    </Form.Item>
                  </Col>
                  <Col span={24}>
                    <Form.Item name="alamat_customer" label="Alamat" htmlFor="beli-alamat">
                      <Input id="beli-alamat" maxLength={255} style={{ textTransform: 'uppercase' }} />
                    </Form.Item>
                  </Col>
                </Row>
              </Form>
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card size="small" title="Pembayaran">
              <Flex gap={24} wrap style={{ marginBottom: 12 }}>
                <Statistic
                  title="Total Pembelian"
                  prefix="Rp"
                  value={formatMoney(total)}
                  styles={{ content: { fontSize: 28, fontWeight: 600 } }}
                />
                <Statistic title="Jumlah Barang" value={lines.length} />
                <Statistic title="Total Berat (gr)" value={formatGram(totalBerat)} />
              </Flex>
              <span data-testid="beli-total" hidden>
                {total}
              </span>
              <PurchasePayments
                rows={payments}
                total={total}
                rekening={rekening.data ?? []}
                onChange={setPayments}
              />
              <Flex gap={8} style={{ marginTop: 16 }}>
                <Button
                  type="primary"
                  size="large"
                  icon={<SaveOutlined />}
                  loading={saving}
                  onClick={() => void save()}
                  style={{ flex: 1 }}
                >
                  Simpan (F9)
                </Button>
                <Button size="large" icon={<ClearOutlined />} onClick={reset}>
                  Reset
                </Button>
              </Flex>
              <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8, fontSize: 12 }}>
                F2 No Faktur / Barcode · F4 Barang Luar · F9 atau Ctrl+S Simpan
              </Typography.Text>
            </Card>
          </Col>
        </Row>
      </Flex>
    </PageFrame>
  );
}
