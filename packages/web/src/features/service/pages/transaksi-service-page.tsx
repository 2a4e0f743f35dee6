import { addDays, api, checkServiceTotal, SERVICE, todayJakarta } from '@emas/contract';
import { DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { Field, limitRule } from '../../../components/ui/form-field.tsx';
import { MasterSelect } from '../../../components/ui/master-select.tsx';
import { GramInput, RupiahInput } from '../../../components/ui/number-inputs.tsx';
import { useMasterOptions } from '../../../lib/master-options.ts';
import { useSession } from '../../../lib/session.ts';
import { partyBody } from '../../dokumen/api/party-body.ts';
import type { CustomerValues } from '../../dokumen/components/customer-panel.tsx';
import { DocumentEntryPage } from '../../dokumen/components/document-entry-page.tsx';
import { type PaymentValues, toPayments } from '../../dokumen/components/payment-fields.tsx';
import { saveService } from '../api/service-calls.ts';
import { CompleteServiceModal, PickUpServiceModal } from '../components/service-modals.tsx';

const MSG = api.SERVICE_MSG;
type Values = CustomerValues &
  PaymentValues<(typeof api.JENIS_BAYAR_SERVICE)[number]> & {
    nama_barang?: string;
    berat?: number;
    kode_deskripsi?: string[];
    keterangan?: string;
    kode_tukang?: string;
    total?: number;
    dp_rp?: number;
    tgl_janji?: Dayjs;
  };
/** The open jobs under the form: those taken in the last 90 days. */
const OPEN_DAYS = 90;
/** The promised date the form starts with: three days after the business day. */
const JANJI_DAYS = 3;

const bodyOf = (v: Values, today: string): api.CreateServiceBody => ({
  ...partyBody(v),
  nama_barang: v.nama_barang ?? '',
  berat: v.berat ?? 0,
  kode_deskripsi: v.kode_deskripsi ?? [],
  keterangan: v.keterangan || undefined,
  kode_tukang: v.kode_tukang ?? '',
  total: v.total ?? 0,
  dp_rp: v.dp_rp ?? 0,
  tgl_janji: (v.tgl_janji ?? dayjs(today)).format('YYYY-MM-DD'),
  pembayaran: toPayments(v, v.dp_rp ?? 0),
});

/**
 * Transaksi Service: take a repair (customer, item, repair descriptions, goldsmith, estimate, down
 * payment, promised date) and print its SERVICE invoice; below, the open jobs with the 'service
 * selesai' and 'ambil' modals.
 */
export function TransaksiServicePage() {
  const { user } = useSession();
  const today = user?.tgl_system ?? todayJakarta();
  const [form] = Form.useForm<Values>();
  const deskripsi = useMasterOptions('parameter-deskripsi-service');
  const [selesai, setSelesai] = useState<api.Service | null>(null);
  const [ambil, setAmbil] = useState<api.Service | null>(null);

  /** The estimate follows the chosen descriptions' ongkos until the cashier types another. */
  const onDeskripsi = (kodes: string[]) => {
    const sum = kodes.reduce(
      (s, k) => s + Number(deskripsi.data?.find((o) => o.value === k)?.row.ongkos ?? 0),
      0,
    );
    form.setFieldValue('total', sum);
  };

  const item = (
    <>
      <Field name="nama_barang" label="Nama Barang" required="Nama Barang Tidak Boleh Kosong">
        <Input />
      </Field>
      <Field name="berat" label="Berat" required="Berat Tidak Boleh Kosong">
        <GramInput />
      </Field>
      <Field name="kode_deskripsi" label="Deskripsi Service" required={MSG.deskripsiRequired}>
        <MasterSelect
          master="parameter-deskripsi-service"
          mode="multiple"
          labelOf={(o) => String(o.row.deskripsi ?? o.label)}
          onChange={onDeskripsi}
        />
      </Field>
      <Field name="kode_tukang" label="Tukang" required={MSG.tukangRequired}>
        <MasterSelect master="tukang" />
      </Field>
      <Field name="keterangan" label="Keterangan">
        <Input />
      </Field>
    </>
  );

  return (
    <DocumentEntryPage<Values, api.Service, api.Service>
      kind={SERVICE}
      form={form}
      initialValues={{ dp_rp: 0, jenis: 'CASH', total: 0, tgl_janji: dayjs(addDays(today, JANJI_DAYS)) }}
      save={(v) => saveService(bodyOf(v, today))}
      successMessage={MSG.saved}
      savedAmounts={(s) => ({ total: s.total, dp: s.dp_rp, sisa: s.sisa_rp })}
      detail={{ title: 'Barang Service', fields: item }}
      payment={{
        kinds: api.JENIS_BAYAR_SERVICE,
        before: (
          <Field
            name="total"
            label="Estimasi Biaya"
            required="Estimasi Biaya Tidak Boleh Kosong"
            rules={[limitRule((v) => checkServiceTotal(v))]}
          >
            <RupiahInput />
          </Field>
        ),
        after: (
          <Field name="tgl_janji" label="Tanggal Janji" required="Tanggal Janji Tidak Boleh Kosong">
            <DatePicker
              format="DD-MM-YYYY"
              allowClear={false}
              minDate={dayjs(today)}
              style={{ width: '100%' }}
            />
          </Field>
        ),
      }}
      open={{
        title: 'Service Belum Diambil',
        days: OPEN_DAYS,
        onAction: (action, row) => (action === 'selesai' ? setSelesai(row) : setAmbil(row)),
      }}
    >
      <CompleteServiceModal service={selesai} onClose={() => setSelesai(null)} />
      <PickUpServiceModal service={ambil} onClose={() => setAmbil(null)} />
    </DocumentEntryPage>
  );
}
