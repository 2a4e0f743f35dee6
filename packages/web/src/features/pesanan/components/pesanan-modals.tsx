import { api, PESANAN } from '@emas/contract';
import { Alert, Input } from 'antd';
import { useEffect, useState } from 'react';
import { Field } from '../../../components/ui/form-field.tsx';
import { MasterSelect } from '../../../components/ui/master-select.tsx';
import { GramInput } from '../../../components/ui/number-inputs.tsx';
import { useMasterOptions } from '../../../lib/master-options.ts';
import { PaymentFields, type PaymentValues, toPayments } from '../../dokumen/components/payment-fields.tsx';
import { StateChangeModal } from '../../dokumen/components/state-change-modal.tsx';
import { ambilHarga, ambilPesanan, terimaPesanan } from '../api/pesanan-calls.ts';

type Props = { pesanan: api.Pesanan | null; onClose: () => void };
type TerimaValues = { berat?: number; kode_dept?: string; kode_baki?: string; kadar_cetak?: string };
type PaidIn = PaymentValues<(typeof api.JENIS_BAYAR_PESANAN)[number]>;

/** 'Terima barang pesanan': the goldsmith delivered; the item becomes stock reserved for the order. */
export function TerimaPesananModal({ pesanan, onClose }: Props) {
  const baki = useMasterOptions('baki');
  const submit = (no_pesanan: string, v: TerimaValues) => {
    const tray = baki.data?.find((o) => o.value === v.kode_baki);
    return terimaPesanan({
      no_pesanan,
      berat: v.berat ?? 0,
      kode_dept: v.kode_dept ?? '',
      kode_baki: v.kode_baki ?? '',
      kode_gudang: String(tray?.row.kode_gudang ?? ''),
      kadar_cetak: v.kadar_cetak || undefined,
    });
  };
  return (
    <StateChangeModal<TerimaValues, api.Pesanan>
      kind={PESANAN}
      doc={pesanan}
      title="Terima Barang Pesanan"
      okText="Simpan"
      testId="pesanan-terima-form"
      successMessage={api.PESANAN_MSG.delivered}
      submit={submit}
      onClose={onClose}
    >
      <Field name="berat" label="Berat Sebenarnya" required="Berat Tidak Boleh Kosong">
        <GramInput />
      </Field>
      <Field name="kode_dept" label="Jenis" required="Kode Jenis Tidak Boleh Kosong">
        <MasterSelect master="jenis" filter={(o) => o.row.kode_group === pesanan?.kode_group} />
      </Field>
      <Field name="kode_baki" label="Baki" required="Kode Baki Tidak Boleh Kosong">
        <MasterSelect master="baki" />
      </Field>
      <Field name="kadar_cetak" label="Kadar Cetak">
        <Input maxLength={20} />
      </Field>
    </StateChangeModal>
  );
}

/** 'Ambil pesanan': a sale of the reserved item; the down payment counts, the rest is paid now. */
export function AmbilPesananModal({ pesanan, onClose }: Props) {
  const [harga, setHarga] = useState<api.PesananAmbilHarga | null>(null);
  useEffect(() => {
    setHarga(null);
    if (pesanan)
      void ambilHarga(pesanan.no_pesanan)
        .then(setHarga)
        .catch(() => undefined);
  }, [pesanan]);
  const sisa = harga?.sisa_rp ?? 0;
  return (
    <StateChangeModal<PaidIn, api.Pesanan>
      kind={PESANAN}
      doc={pesanan}
      title="Ambil Pesanan"
      okText="Ambil"
      okDisabled={!harga}
      testId="pesanan-ambil-form"
      initialValues={{ jenis: 'CASH' }}
      summary={
        harga
          ? [
              { label: 'Harga Jual', value: harga.total_harga, format: 'rupiah' },
              { label: 'Sudah Dibayar', value: harga.jumlah_bayar, format: 'rupiah' },
              { label: 'Sisa Bayar', value: sisa, format: 'rupiah', strong: true, testId: 'pesanan-sisa' },
            ]
          : []
      }
      successMessage={api.PESANAN_MSG.pickedUp}
      submit={(no_pesanan, v) => ambilPesanan({ no_pesanan, pembayaran: toPayments(v, sisa) })}
      onClose={onClose}
    >
      {!harga && <Alert type="info" title="Menghitung harga..." style={{ marginBottom: 12 }} />}
      {sisa > 0 && <PaymentFields kinds={api.JENIS_BAYAR_PESANAN} />}
    </StateChangeModal>
  );
}
