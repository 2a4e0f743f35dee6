import { PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import { addDays, api, feesTotal, formatMoney, TITIP_SIMPAN, todayJakarta } from '@emas/contract';
import { Alert, Button, Card, Col, Flex, Form, Input, InputNumber, Row, Typography } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { type AuthorizationInput, AuthorizationModal } from '../../../components/ui/authorization-modal.tsx';
import { CounterSaveBar, useCounterKeys } from '../../../components/ui/counter-save-bar.tsx';
import { DatePickerField } from '../../../components/ui/date-picker-field.tsx';
import { enterMovesFocus } from '../../../components/ui/enter-moves-focus.ts';
import { Field } from '../../../components/ui/form-field.tsx';
import { showError, showSuccess } from '../../../components/ui/notify.tsx';
import { RupiahInput } from '../../../components/ui/number-inputs.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useMasterOptions } from '../../../lib/master-options.ts';
import { useSession } from '../../../lib/session.ts';
import { authorise, printDocumentNota } from '../../dokumen/api/dokumen-calls.ts';
import { partyBody } from '../../dokumen/api/party-body.ts';
import { CustomerPanel, type CustomerValues } from '../../dokumen/components/customer-panel.tsx';
import { PaymentFields, type PaymentValues, toPayments } from '../../dokumen/components/payment-fields.tsx';
import { useDraftLines } from '../../dokumen/components/use-draft-lines.ts';
import { OVERDRAW_AUTH } from '../../kas/components/overdraw-auth.ts';
import { refreshTitip, saveTitip } from '../api/titip-calls.ts';
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

const BLANK = { qty: 1 };
const firstField = (key: string) => titipFieldId('group', key);

/**
 * A new deposit: the pieces (Barang Titipan), the customer, the sum paid out, the rate per day, the
 * fees of a term and the late fee per day, the due date; Simpan (F9) saves and prints the TITIPAN nota.
 * Cash beyond the drawer asks the 'Otorisasi' of an SPV/OWN user and saves again.
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
  const [auth, setAuth] = useState<Values | null>(null);
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

  const save = async (kasId?: string) => {
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
      id_otorisasi_kas: kasId,
    };
    const parsed = api.createTitipBody.safeParse(body);
    if (!parsed.success) return showError(parsed.error.issues[0]?.message ?? MSG.noItems);
    if (!body.kode_member && !body.nama_customer) return showError(MSG.namaRequired);
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
      if (e instanceof ApiError && e.status === 403 && !kasId && e.message === api.OTORISASI_MSG.required)
        setAuth(v);
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  };
  const onAuthorise = async (input: AuthorizationInput) => {
    const { id_otorisasi } = await authorise(OVERDRAW_AUTH.kind, input);
    setAuth(null);
    await save(id_otorisasi);
  };
  useCounterKeys({ f9: () => void save(), f4: addLine });

  const jumlah = values?.jumlah_titip_simpan ?? 0;
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
                <Field name="jumlah_titip_simpan" label="Jumlah Titip Simpan">
                  <RupiahInput aria-label="Jumlah Titip Simpan" min={1} />
                </Field>
                <Row gutter={8}>
                  <Col span={12}>
                    <Field name="bunga" label="Bunga / Hari (%)">
                      <InputNumber<number>
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
                      <Field name={k} label={label}>
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
        title={OVERDRAW_AUTH.title}
        withNote
        onSubmit={onAuthorise}
        onCancel={() => setAuth(null)}
      />
    </div>
  );
}
