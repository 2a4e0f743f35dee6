import { PrinterOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { addDays, api, formatMoney, HUTANG, hutangFormIssues, todayJakarta } from '@emas/contract';
import { Button, Card, Col, Flex, Form, Input, Row } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { paymentRule } from '../../../components/ui/amount-limits.ts';
import { useCounterKeys } from '../../../components/ui/counter-save-bar.tsx';
import { DatePickerField } from '../../../components/ui/date-picker-field.tsx';
import { enterMovesFocus } from '../../../components/ui/enter-moves-focus.ts';
import { showError, showSuccess } from '../../../components/ui/notify.tsx';
import { RupiahInput } from '../../../components/ui/number-inputs.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { useDebouncedValue } from '../../../components/ui/use-debounced-value.ts';
import { useMasterOptions } from '../../../lib/master-options.ts';
import { useSession } from '../../../lib/session.ts';
import { printDocumentNota, sendDocumentWa } from '../../dokumen/api/dokumen-calls.ts';
import { partyBody } from '../../dokumen/api/party-body.ts';
import { CustomerPanel, type CustomerValues } from '../../dokumen/components/customer-panel.tsx';
import { PaymentFields, type PaymentValues, toPayments } from '../../dokumen/components/payment-fields.tsx';
import { PiecesCard } from '../../dokumen/components/pieces-card.tsx';
import { PledgeSaveCard } from '../../dokumen/components/pledge-save-card.tsx';
import { SavedAlert } from '../../dokumen/components/saved-alert.tsx';
import { type AuthIds, useAuthorisedSave } from '../../dokumen/components/use-authorised-save.tsx';
import { useDraftLines } from '../../dokumen/components/use-draft-lines.ts';
import { cashOut } from '../../kas/components/overdraw-auth.ts';
import { refreshHutang, saveHutang, useHutangPlafond } from '../api/hutang-calls.ts';
import { LoanTerms } from '../components/loan-terms.tsx';
import {
  isComplete,
  type PledgeDraft,
  PledgeLines,
  pledgeFieldId,
  toPieceInput,
} from '../components/pledge-lines.tsx';

const MSG = api.HUTANG_MSG;
type Values = CustomerValues &
  PaymentValues<(typeof api.JENIS_BAYAR_PINJAM)[number]> & {
    jumlah_hutang?: number;
    tgl_tempo?: string;
    no_faktur_manual?: string;
    keterangan?: string;
  };

const BLANK = { jumlah: 1 };
const firstField = (key: string) => pledgeFieldId('group', key);
/** The start of the server's 'over the plafond' refusal (its amount follows). */
const OVER_PLAFOND = MSG.overPlafond('\u0000').split('\u0000')[0] as string;
/** The form's fields an issue of the body can be shown beside. */
const FORM_FIELDS = new Set([
  'kode_sales',
  'kode_member',
  'nama_customer',
  'alamat_customer',
  'no_hp',
  'no_ktp',
  'no_faktur_manual',
  'jumlah_hutang',
  'tgl_tempo',
  'keterangan',
]);
type PieceErrors = Map<string, Record<string, string>>;

/**
 * Transaksi Hutang (pawn loan): the pledged pieces with their photos and the plafond computed live,
 * the customer (member, or walk-in with a KTP number), the amount lent (above the plafond: the
 * 'Otorisasi' of an SPV/OWN user), the due date and the rate band that will be snapshotted; Simpan
 * (F9) saves, prints the nota and offers WhatsApp. Enter moves to the next field.
 */
export function TransaksiHutangPage() {
  const { user } = useSession();
  const today = user?.tgl_system ?? todayJakarta();
  const [form] = Form.useForm<Values>();
  const resetForm = useCallback(() => form.resetFields(), [form]);
  const { lines, update, remove, addLine, reset } = useDraftLines<PledgeDraft>(
    'gadai',
    BLANK,
    firstField,
    resetForm,
  );
  const [last, setLast] = useState<api.Hutang | null>(null);
  /** What the pieces still lack, shown under their fields (cleared field by field as they are typed). */
  const [pieceErrors, setPieceErrors] = useState<PieceErrors>(new Map());
  const onPieceChange = useCallback(
    (key: string, patch: Partial<PledgeDraft>) => {
      update(key, patch);
      setPieceErrors((m) => {
        const mine = m.get(key);
        if (!mine) return m;
        const rest = { ...mine };
        for (const f of Object.keys(patch)) delete rest[f];
        const next = new Map(m);
        next.set(key, rest);
        return next;
      });
    },
    [update],
  );
  const groups = useMasterOptions('group');
  const kondisi = useMasterOptions('kondisi-pinjaman');

  const jumlah = Form.useWatch('jumlah_hutang', form) ?? 0;
  const tglTempo = Form.useWatch('tgl_tempo', form);
  const complete = useMemo(() => lines.filter(isComplete), [lines]);
  const plafondBody = useMemo<api.HutangPlafondBody | null>(
    () => (complete.length ? { jumlah_hutang: jumlah, detail_barang: complete.map(toPieceInput) } : null),
    [complete, jumlah],
  );
  const quote = useHutangPlafond(useDebouncedValue(plafondBody, 300));
  const terms = plafondBody ? quote.data : undefined;
  const plafonds = useMemo(() => {
    const m = new Map<string, api.HutangPiecePlafond>();
    if (terms && terms.pieces.length === complete.length)
      complete.forEach((l, i) => {
        const p = terms.pieces[i];
        if (p) m.set(l.key, p);
      });
    return m;
  }, [terms, complete]);

  // The due date follows the term of the pieces' groups until the cashier picks another.
  useEffect(() => {
    if (terms?.tgl_tempo && !form.isFieldTouched('tgl_tempo'))
      form.setFieldValue('tgl_tempo', terms.tgl_tempo);
  }, [terms?.tgl_tempo, form]);

  const bodyOf = (v: Values, ids: AuthIds): api.CreateHutangBody => ({
    ...partyBody(v),
    no_ktp: v.no_ktp || undefined,
    no_faktur_manual: v.no_faktur_manual || undefined,
    jumlah_hutang: v.jumlah_hutang ?? 0,
    tgl_tempo: v.tgl_tempo || undefined,
    keterangan: v.keterangan || undefined,
    detail_barang: lines.map(toPieceInput),
    pembayaran: toPayments(v, v.jumlah_hutang ?? 0),
    id_otorisasi: ids.plafond,
    id_otorisasi_kas: ids.kas,
  });

  /** The body, or null with everything missing shown at once. */
  const check = async (ids: AuthIds) => {
    const v = form.getFieldsValue(true) as Values;
    const body = bodyOf(v, ids);
    // Everything missing at once, each beside its field (a piece's under its column); what has no
    // field of its own (no piece at all, the payment) in one box.
    const issues = hutangFormIssues(body);
    const formOk = await form.validateFields().then(
      () => true,
      () => false,
    );
    const byLine: PieceErrors = new Map();
    const elsewhere: string[] = [];
    const fields: { name: string; errors: string[] }[] = [];
    for (const i of issues) {
      const key = i.line === undefined ? undefined : lines[i.line]?.key;
      if (key) byLine.set(key, { ...byLine.get(key), [i.field]: i.message });
      else if (FORM_FIELDS.has(i.field)) {
        // A field the form's own rules already flag keeps their message ('... Tidak Boleh Kosong').
        if (!form.getFieldError(i.field as never).length) fields.push({ name: i.field, errors: [i.message] });
      } else elsewhere.push(i.message);
    }
    setPieceErrors(byLine);
    if (fields.length) form.setFields(fields as Parameters<typeof form.setFields>[0]);
    if (issues.length || !formOk) {
      if (elsewhere.length) showError([...new Set(elsewhere)].join(' · '));
      const first = fields[0]?.name;
      if (!byLine.size && first) form.scrollToField(first, { block: 'center' });
      return null;
    }
    return { body, amount: body.jumlah_hutang };
  };

  const { save, saving, modal } = useAuthorisedSave({
    plafondAuth: { kind: api.OTORISASI.HUTANG_MELEBIHI_PLAFOND, title: 'Otorisasi' },
    overPlafond: OVER_PLAFOND,
    check,
    plafond: terms?.plafond,
    send: async (body: api.CreateHutangBody, win) => {
      const res = await saveHutang(body);
      showSuccess(res.message ?? MSG.saved);
      setLast(res.data);
      void refreshHutang();
      reset();
      await printDocumentNota(HUTANG, [res.data.no_faktur_hutang], false, win);
    },
    // Bound to the amount it allows: the loan, or the cash it takes from the drawer.
    authAmount: (need) => {
      const body = bodyOf(form.getFieldsValue(true) as Values, {});
      return need === 'plafond' ? body.jumlah_hutang : cashOut(body.pembayaran, body.jumlah_hutang);
    },
  });

  // Keyboard: F9 / Ctrl+S save, F4 another piece.
  useCounterKeys({ f9: () => void save(), f4: addLine });

  const kirimWa = async (no: string) => {
    try {
      const res = await sendDocumentWa(HUTANG, no);
      showSuccess(res.message ?? api.TRANSAKSI_MSG.waSent);
    } catch {
      // the error box showed the server's message
    }
  };

  return (
    <PageFrame title="Transaksi Hutang" onRefresh={reset}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Enter moves to the next field of the form */}
      <div onKeyDown={enterMovesFocus}>
        <Form<Values>
          form={form}
          layout="vertical"
          autoComplete="off"
          name="transaksi-hutang"
          initialValues={{ jenis: 'CASH' }}
          data-testid="hutang-form"
        >
          <Flex vertical gap={16}>
            {last && (
              <SavedAlert
                testId="hutang-saved"
                title={`${last.no_faktur_hutang}: ${last.nama_customer}, Rp ${formatMoney(last.jumlah_hutang)}, jatuh tempo ${last.tgl_tempo}`}
                action={
                  <Flex gap={8} wrap>
                    <Button
                      size="small"
                      icon={<PrinterOutlined />}
                      onClick={() => void printDocumentNota(HUTANG, [last.no_faktur_hutang], true)}
                    >
                      Cetak Ulang {last.no_faktur_hutang}
                    </Button>
                    <Button
                      size="small"
                      icon={<WhatsAppOutlined />}
                      onClick={() => void kirimWa(last.no_faktur_hutang)}
                    >
                      Kirim WA
                    </Button>
                  </Flex>
                }
              />
            )}
            <PiecesCard title="Barang Jaminan" onAdd={addLine}>
              <PledgeLines
                lines={lines}
                plafonds={plafonds}
                quoting={quote.isFetching}
                groups={groups.data ?? []}
                kondisi={kondisi.data ?? []}
                onChange={onPieceChange}
                onRemove={remove}
                errors={pieceErrors}
              />
            </PiecesCard>
            <Row gutter={[16, 16]}>
              <Col xs={24} lg={8}>
                <CustomerPanel idNumber="optional" />
              </Col>
              <Col xs={24} lg={8}>
                <Card size="small" title="Pinjaman">
                  <Form.Item
                    name="jumlah_hutang"
                    label="Jumlah Hutang"
                    htmlFor="hutang-jumlah"
                    rules={[{ required: true, message: 'Jumlah Hutang Tidak Boleh Kosong' }, paymentRule()]}
                    extra={
                      terms && terms.pokok_saran > 0 ? (
                        <Button
                          type="link"
                          size="small"
                          style={{ padding: 0 }}
                          tabIndex={-1}
                          onClick={() => form.setFieldValue('jumlah_hutang', terms.pokok_saran)}
                        >
                          Pakai saran Rp {formatMoney(terms.pokok_saran)}
                        </Button>
                      ) : undefined
                    }
                  >
                    <RupiahInput id="hutang-jumlah" aria-label="Jumlah Hutang" min={1} />
                  </Form.Item>
                  <Form.Item name="tgl_tempo" label="Jatuh Tempo" htmlFor="hutang-tempo">
                    <DatePickerField
                      id="hutang-tempo"
                      minDate={addDays(today, 1)}
                      maxDate={terms?.lama_pinjam_maks ? addDays(today, terms.lama_pinjam_maks) : undefined}
                    />
                  </Form.Item>
                  <PaymentFields kinds={api.JENIS_BAYAR_PINJAM} />
                  <Row gutter={8}>
                    <Col span={12}>
                      <Form.Item name="no_faktur_manual" label="No Faktur Manual" htmlFor="hutang-manual">
                        <Input id="hutang-manual" maxLength={40} style={{ textTransform: 'uppercase' }} />
                      </Form.Item>
                    </Col>
                    <Col span={12}>
                      <Form.Item name="keterangan" label="Keterangan" htmlFor="hutang-keterangan">
                        <Input
                          id="hutang-keterangan"
                          maxLength={255}
                          style={{ textTransform: 'uppercase' }}
                        />
                      </Form.Item>
                    </Col>
                  </Row>
                </Card>
              </Col>
              <PledgeSaveCard
                title="Plafond & Bunga"
                saving={saving}
                onSave={() => void save()}
                onReset={reset}
              >
                <LoanTerms terms={terms} loading={quote.isFetching} jumlah={jumlah} tglTempo={tglTempo} />
              </PledgeSaveCard>
            </Row>
          </Flex>
        </Form>
      </div>
      {modal}
    </PageFrame>
  );
}
