import { PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import {
  addDays,
  api,
  feesTotal,
  formatMoney,
  type OtorisasiKind,
  TITIP_SIMPAN,
  todayJakarta,
} from '@emas/contract';
import { Alert, Button, Card, Col, Flex, Form, Input, InputNumber, Row, Statistic, Typography } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { paymentAccepted, paymentRule } from '../../../components/ui/amount-limits.ts';
import { type AuthorizationInput, AuthorizationModal } from '../../../components/ui/authorization-modal.tsx';
import { CounterSaveBar, useCounterKeys } from '../../../components/ui/counter-save-bar.tsx';
import { DatePickerField } from '../../../components/ui/date-picker-field.tsx';
import { enterMovesFocus } from '../../../components/ui/enter-moves-focus.ts';
import { Field } from '../../../components/ui/form-field.tsx';
import { showError, showSuccess } from '../../../components/ui/notify.tsx';
import { RupiahInput } from '../../../components/ui/number-inputs.tsx';
import { selectOnFocus } from '../../../components/ui/select-on-focus.ts';
import { useDebouncedValue } from '../../../components/ui/use-debounced-value.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useMasterOptions } from '../../../lib/master-options.ts';
import { useSession } from '../../../lib/session.ts';
import { authorise, printDocumentNota } from '../../dokumen/api/dokumen-calls.ts';
import { partyBody } from '../../dokumen/api/party-body.ts';
import { CustomerPanel, type CustomerValues } from '../../dokumen/components/customer-panel.tsx';
import { PaymentFields, type PaymentValues, toPayments } from '../../dokumen/components/payment-fields.tsx';
import { useDraftLines } from '../../dokumen/components/use-draft-lines.ts';
import { cashOut, OVERDRAW_AUTH } from '../../kas/components/overdraw-auth.ts';
import { refreshTitip, saveTitip, useTitipPlafond } from '../api/titip-calls.ts';
import { type TitipDraft, TitipLines, titipFieldId, toTitipPiece } from './titip-lines.tsx';

const MSG = api.TITIP_MSG;
const FEES = [
  ['surat_pantes', 'Surat Pantes'],
  ['biaya_admin', 'Biaya Admin'],
  ['asuransi', 'Asuransi'],
  ['sewa_brankas', 'Sewa Brankas'],
  ['biaya_jasa_pencarian', 'Biaya Jasa Pencarian'],
  ['denda_per_hari', 'Denda Keterlambatan / Hari'],
] as const;
type Fees = Partial<Record<(typeof FEES)[number][0], number>>;
type Values = CustomerValues &
  PaymentValues<(typeof api.JENIS_BAYAR_PINJAM)[number]> &
  Fees & { jumlah_titip_simpan?: number; bunga?: number; tgl_tempo?: string; keterangan?: string };

/** The authorisations a save may need: over the plafond, and cash out beyond the drawer. */
type Needed = 'plafond' | 'kas';
type Ids = Partial<Record<Needed, string>>;
const AUTH: Record<Needed, { kind: OtorisasiKind; title: string }> = {
  plafond: { kind: api.OTORISASI.TITIP_MELEBIHI_PLAFOND, title: 'Otorisasi Titip Simpan Melebihi Plafond' },
  kas: OVERDRAW_AUTH,
};
/** The start of the server's 'over the plafond' refusal (its amount follows). */
const OVER_PLAFOND = MSG.overPlafond('\u0000').split('\u0000')[0] as string;
const isComplete = (d: TitipDraft) => !!d.kode_group && (d.kadar ?? 0) > 0 && (d.berat_emas ?? 0) > 0;

const BLANK = { qty: 1 };
const firstField = (key: string) => titipFieldId('group', key);

/**
 * A new deposit: the pieces (Barang Titipan), the customer, the sum paid out, the rate per day, the
 * fees of a term and the late fee per day, the due date; Simpan (F9) saves and prints the TITIPAN nota.
 * The plafond of the pieces (a pawn loan's rule) shows live; above it, or cash beyond the drawer, the
 * save asks the 'Otorisasi' of an SPV/OWN user and saves again.
 */
export function TitipForm() {
  const { user } = useSession();
  const today = user?.tgl_system ?? todayJakarta();
  const [form] = Form.useForm<Values>();
  const resetForm = useCallback(() => form.resetFields(), [form]);
  const { lines, update, remove, addLine, reset } = useDraftLines<TitipDraft>(
    'titip',
    BLANK,
    firstField,
    resetForm,
  );
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);
  const [auth, setAuth] = useState<{ need: Needed; ids: Ids } | null>(null);
  const [last, setLast] = useState<api.TitipSimpan | null>(null);
  const groups = useMasterOptions('group');
  const values = Form.useWatch([], form) as Values | undefined;
  const fees = (v: Values | undefined) =>
    feesTotal({
      surat_pantes: v?.surat_pantes ?? 0,
      biaya_admin: v?.biaya_admin ?? 0,
      asuransi: v?.asuransi ?? 0,
      sewa_brankas: v?.sewa_brankas ?? 0,
      biaya_jasa_pencarian: v?.biaya_jasa_pencarian ?? 0,
    });

  const jumlah = values?.jumlah_titip_simpan ?? 0;
  const complete = useMemo(() => lines.filter(isComplete), [lines]);
  const plafondBody = useMemo<api.TitipPlafondBody | null>(
    () =>
      complete.length ? { jumlah_titip_simpan: jumlah, detail_barang: complete.map(toTitipPiece) } : null,
    [complete, jumlah],
  );
  const quote = useTitipPlafond(useDebouncedValue(plafondBody, 300));
  const terms = plafondBody ? quote.data : undefined;

  const save = async (ids: Ids = {}) => {
    if (savingRef.current) return;
    const v = form.getFieldsValue(true) as Values;
    const body: api.CreateTitipBody = {
      ...partyBody(v),
      jumlah_titip_simpan: v.jumlah_titip_simpan ?? 0,
      bunga: v.bunga ?? 0,
      ...Object.fromEntries(FEES.map(([k]) => [k, v[k] ?? 0])),
      tgl_tempo: v.tgl_tempo || undefined,
      keterangan: v.keterangan || undefined,
      detail_barang: lines.map(toTitipPiece),
      pembayaran: toPayments(v, v.jumlah_titip_simpan ?? 0),
      id_otorisasi: ids.plafond,
      id_otorisasi_kas: ids.kas,
    };
    const parsed = api.createTitipBody.safeParse(body);
    if (!parsed.success) return showError(parsed.error.issues[0]?.message ?? MSG.noItems);
    if (!body.kode_member && !body.nama_customer) return showError(MSG.namaRequired);
    // An unusual deposit is asked once, before any authorisation.
    if (!ids.plafond && !ids.kas && !(await paymentAccepted(body.jumlah_titip_simpan))) return;
    if (!ids.plafond && terms && plafondBody && body.jumlah_titip_simpan > terms.plafond)
      return setAuth({ need: 'plafond', ids });
    savingRef.current = true;
    setSaving(true);
    const win = window.open('', '_blank');
    try {
      const res = await saveTitip(body);
      showSuccess(res.message ?? MSG.saved);
      setLast(res.data);
      void refreshTitip();
      reset();
      await printDocumentNota(TITIP_SIMPAN, [res.data.no_faktur_titip_simpan], false, win);
    } catch (e) {
      win?.close();
      // The server asks for an authorisation the screen could not foresee (the plafond moved with
      // the gold price, or the drawer holds less than the payout): ask it and save again.
      if (e instanceof ApiError && e.status === 403) {
        if (!ids.plafond && e.message.startsWith(OVER_PLAFOND)) setAuth({ need: 'plafond', ids });
        else if (!ids.kas && e.message === api.OTORISASI_MSG.required) setAuth({ need: 'kas', ids });
      }
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  };
  const onAuthorise = async (input: AuthorizationInput) => {
    if (!auth) return;
    // Bound to the amount it allows: the payout, or the cash it takes from the drawer.
    const v = form.getFieldsValue(true) as Values;
    const total = v.jumlah_titip_simpan ?? 0;
    const jumlah = auth.need === 'plafond' ? total : cashOut(toPayments(v, total), total);
    const { id_otorisasi } = await authorise(AUTH[auth.need].kind, input, { jumlah });
    const ids = { ...auth.ids, [auth.need]: id_otorisasi };
    setAuth(null);
    await save(ids);
  };
  useCounterKeys({ f9: () => void save(), f4: addLine });

  const over = !!terms && jumlah > terms.plafond;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Enter moves to the next field of the form
    <div onKeyDown={enterMovesFocus}>
      <Form<Values>
        form={form}
        layout="vertical"
        autoComplete="off"
        name="transaksi-titip"
        initialValues={{ jenis: 'CASH', bunga: 0, tgl_tempo: addDays(today, api.LAMA_TITIP_DEFAULT) }}
        data-testid="titip-form"
      >
        <Flex vertical gap={16}>
          {last && (
            <Alert
              type="success"
              showIcon
              data-testid="titip-saved"
              title={`${last.no_faktur_titip_simpan}: ${last.nama_customer}, Rp ${formatMoney(last.jumlah_titip_simpan)}, jatuh tempo ${last.tgl_tempo}`}
              action={
                <Button
                  size="small"
                  icon={<PrinterOutlined />}
                  onClick={() => void printDocumentNota(TITIP_SIMPAN, [last.no_faktur_titip_simpan], true)}
                >
                  Cetak Ulang
                </Button>
              }
            />
          )}
          <Card
            size="small"
            title="Barang Titipan"
            extra={
              <Button icon={<PlusOutlined />} onClick={addLine}>
                Tambah Barang (F4)
              </Button>
            }
          >
            <TitipLines lines={lines} groups={groups.data ?? []} onChange={update} onRemove={remove} />
          </Card>
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={8}>
              <CustomerPanel />
            </Col>
            <Col xs={24} lg={8}>
              <Card size="small" title="Titip Simpan">
                <Field name="jumlah_titip_simpan" label="Jumlah Titip Simpan" rules={[paymentRule()]}>
                  <RupiahInput aria-label="Jumlah Titip Simpan" min={1} />
                </Field>
                {terms ? (
                  <Flex vertical gap={8} style={{ marginBottom: 12 }} data-testid="titip-plafond">
                    <Statistic
                      title="Plafond"
                      prefix="Rp"
                      value={formatMoney(terms.plafond)}
                      styles={{ content: { fontWeight: 600, color: over ? '#cf1322' : undefined } }}
                    />
                    {over && (
                      <Alert
                        type="warning"
                        showIcon
                        title={`Melebihi Plafond ${formatMoney(terms.plafond)}: Butuh Otorisasi`}
                      />
                    )}
                  </Flex>
                ) : (
                  <Alert
                    type="info"
                    showIcon
                    style={{ marginBottom: 12 }}
                    title="Isi Barang Titipan Untuk Melihat Plafond"
                  />
                )}
                <Row gutter={8}>
                  <Col span={12}>
                    <Field name="bunga" label="Bunga / Hari (%)">
                      <InputNumber<number>
                        {...selectOnFocus}
                        min={0}
                        max={10}
                        step={0.01}
                        precision={4}
                        style={{ width: '100%' }}
                      />
                    </Field>
                  </Col>
                  <Col span={12}>
                    <Field name="tgl_tempo" label="Jatuh Tempo">
                      <DatePickerField minDate={addDays(today, 1)} />
                    </Field>
                  </Col>
                </Row>
                <PaymentFields kinds={api.JENIS_BAYAR_PINJAM} />
                <Field name="keterangan" label="Keterangan">
                  <Input maxLength={255} style={{ textTransform: 'uppercase' }} />
                </Field>
              </Card>
            </Col>
            <Col xs={24} lg={8}>
              <Card size="small" title="Biaya">
                <Row gutter={8}>
                  {FEES.map(([k, label]) => (
                    <Col span={12} key={k}>
                      <Field name={k} label={label} rules={[paymentRule()]}>
                        <RupiahInput aria-label={label} />
                      </Field>
                    </Col>
                  ))}
                </Row>
                <Typography.Text data-testid="titip-total">
                  Total Titip Simpan: <b>Rp {formatMoney(jumlah + fees(values))}</b>
                </Typography.Text>
                <CounterSaveBar
                  saving={saving}
                  onSave={() => void save()}
                  onReset={reset}
                  keysHint="Enter pindah kolom · F4 Tambah Barang · F9 atau Ctrl+S Simpan"
                />
              </Card>
            </Col>
          </Row>
        </Flex>
      </Form>
      <AuthorizationModal
        open={!!auth}
        title={auth ? AUTH[auth.need].title : 'Otorisasi'}
        withNote
        onSubmit={onAuthorise}
        onCancel={() => setAuth(null)}
      />
    </div>
  );
}
