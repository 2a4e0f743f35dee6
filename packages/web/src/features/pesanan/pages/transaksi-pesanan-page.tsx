import { api, PESANAN } from '@emas/contract';
import { Form, Input, Select } from 'antd';
import { useState } from 'react';
import { Field } from '../../../components/ui/form-field.tsx';
import { MasterSelect } from '../../../components/ui/master-select.tsx';
import { GramInput, RupiahInput } from '../../../components/ui/number-inputs.tsx';
import { partyBody } from '../../dokumen/api/party-body.ts';
import type { CustomerValues } from '../../dokumen/components/customer-panel.tsx';
import { DocumentEntryPage } from '../../dokumen/components/document-entry-page.tsx';
import { type PaymentValues, toPayments } from '../../dokumen/components/payment-fields.tsx';
import { savePesanan } from '../api/pesanan-calls.ts';
import { AmbilPesananModal, TerimaPesananModal } from '../components/pesanan-modals.tsx';

/** The open orders under the form: those taken in the last 180 days. */
const OPEN_DAYS = 180;

type Values = CustomerValues &
  PaymentValues<(typeof api.JENIS_BAYAR_PESANAN)[number]> & {
    nama_barang?: string;
    kode_group?: string;
    berat?: number;
    harga_kunci?: (typeof api.HARGA_KUNCI)[number];
    ongkos?: number;
    dp_rp?: number;
  };

const bodyOf = (v: Values): api.CreatePesananBody => ({
  ...partyBody(v),
  nama_barang: v.nama_barang ?? '',
  kode_group: v.kode_group ?? '',
  berat: v.berat ?? 0,
  harga_kunci: v.harga_kunci ?? 'PESAN',
  ongkos: v.ongkos ?? 0,
  dp_rp: v.dp_rp ?? 0,
  pembayaran: toPayments(v, v.dp_rp ?? 0),
});

/**
 * Transaksi Pesanan: a customer's order (model, estimated weight and group, the gold price locked now
 * or at pick-up, ongkos, down payment) and its PESANAN invoice; the server prices the estimate with
 * the day's gold price. Below, the open orders with the 'terima' (delivery) and 'ambil' (pick-up, a
 * sale) modals.
 */
export function TransaksiPesananPage() {
  const [form] = Form.useForm<Values>();
  const [terima, setTerima] = useState<api.Pesanan | null>(null);
  const [ambil, setAmbil] = useState<api.Pesanan | null>(null);

  const model = (
    <>
      <Field name="nama_barang" label="Model Pesanan" required="Model Pesanan Tidak Boleh Kosong">
        <Input />
      </Field>
      <Field name="kode_group" label="Group" required="Group Harus Dipilih">
        <MasterSelect master="group" />
      </Field>
      <Field name="berat" label="Berat Estimasi" required="Berat Estimasi Tidak Boleh Kosong">
        <GramInput />
      </Field>
      <Field name="harga_kunci" label="Kunci Harga Emas">
        <Select
          options={[
            { value: 'PESAN', label: 'Saat Pesan' },
            { value: 'AMBIL', label: 'Saat Ambil' },
          ]}
        />
      </Field>
      <Field name="ongkos" label="Ongkos">
        <RupiahInput />
      </Field>
    </>
  );

  return (
    <DocumentEntryPage<Values, api.Pesanan, api.Pesanan>
      kind={PESANAN}
      form={form}
      initialValues={{ harga_kunci: 'PESAN', ongkos: 0, dp_rp: 0, jenis: 'CASH' }}
      save={(v) => savePesanan(bodyOf(v))}
      successMessage={api.PESANAN_MSG.saved}
      savedAmounts={(p) => ({ total: p.total_harga, dp: p.dp_rp, sisa: p.sisa_rp })}
      detail={{ title: 'Pesanan', fields: model }}
      payment={{ kinds: api.JENIS_BAYAR_PESANAN }}
      open={{
        title: 'Pesanan Berjalan',
        days: OPEN_DAYS,
        onAction: (action, row) => (action === 'terima' ? setTerima(row) : setAmbil(row)),
      }}
    >
      <TerimaPesananModal pesanan={terima} onClose={() => setTerima(null)} />
      <AmbilPesananModal pesanan={ambil} onClose={() => setAmbil(null)} />
    </DocumentEntryPage>
  );
}
