import { PrinterOutlined } from '@ant-design/icons';
import { addDays, api, feesTotal, formatMoney, TITIP_SIMPAN, todayJakarta } from '@emas/contract';
import { Alert, Button, Card, Col, Flex, Form, Input, InputNumber, Row, Statistic, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { paymentRule } from '../../../components/ui/amount-limits.ts';
import { useCounterKeys } from '../../../components/ui/counter-save-bar.tsx';
import { DatePickerField } from '../../../components/ui/date-picker-field.tsx';
import { enterMovesFocus } from '../../../components/ui/enter-moves-focus.ts';
import { Field } from '../../../components/ui/form-field.tsx';
import { showError, showSuccess } from '../../../components/ui/notify.tsx';
import { RupiahInput } from '../../../components/ui/number-inputs.tsx';
import { selectOnFocus } from '../../../components/ui/select-on-focus.ts';
import { useDebouncedValue } from '../../../components/ui/use-debounced-value.ts';
import { useMasterOptions } from '../../../lib/master-options.ts';
import { useSession } from '../../../lib/session.ts';
import { printDocumentNota } from '../../dokumen/api/dokumen-calls.ts';
import { partyBody } from '../../dokumen/api/party-body.ts';
import { CustomerPanel, type CustomerValues } from '../../dokumen/components/customer-panel.tsx';
import { PaymentFields, type PaymentValues, toPayments } from '../../dokumen/components/payment-fields.tsx';
import { PiecesCard } from '../../dokumen/components/pieces-card.tsx';
import { PledgeSaveCard } from '../../dokumen/components/pledge-save-card.tsx';
import { SavedAlert } from '../../dokumen/components/saved-alert.tsx';
import { type AuthIds, useAuthorisedSave } from '../../dokumen/components/use-authorised-save.tsx';
import { useDraftLines } from '../../dokumen/components/use-draft-lines.ts';
import { cashOut } from '../../kas/components/overdraw-auth.ts';
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

  const check = (ids: AuthIds) => {
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
    if (!parsed.success) {
      showError(parsed.error.issues[0]?.message ?? MSG.noItems);
      return null;
    }
    if (!body.kode_member && !body.nama_customer) {
      showError(MSG.namaRequired);
      return null;
    }
    return { body, amount: body.jumlah_titip_simpan };
  };
  const { save, saving, modal } = useAuthorisedSave({
    plafondAuth: {
      kind: api.OTORISASI.TITIP_MELEBIHI_PLAFOND,
      title: 'Otorisasi Titip Simpan Melebihi Plafond',
    },
    overPlafond: OVER_PLAFOND,
    check,
    plafond: terms?.plafond,
    send: async (body: api.CreateTitipBody, win) => {
      const res = await saveTitip(body);
      showSuccess(res.message ?? MSG.saved);
      setLast(res.data);
      void refreshTitip();
      reset();
      await printDocumentNota(TITIP_SIMPAN, [res.data.no_faktur_titip_simpan], false, win);
    },
    // Bound to the amount it allows: the payout, or the cash it takes from the drawer.
    authAmount: (need) => {
      const v = form.getFieldsValue(true) as Values;
      const total = v.jumlah_titip_simpan ?? 0;
      return need === 'plafond' ? total : cashOut(toPayments(v, total), total);
    },
  });
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
            <SavedAlert
              testId="titip-saved"
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
          <PiecesCard title="Barang Titipan" onAdd={addLine}>
            <TitipLines lines={lines} groups={groups.data ?? []} onChange={update} onRemove={remove} />
          </PiecesCard>
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
            <PledgeSaveCard title="Biaya" saving={saving} onSave={() => void save()} onReset={reset}>
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
            </PledgeSaveCard>
          </Row>
        </Flex>
      </Form>
      {modal}
    </div>
  );
}
