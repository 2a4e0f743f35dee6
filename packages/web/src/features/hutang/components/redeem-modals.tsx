import {
  addDays,
  api,
  extensionBase,
  formatMoney,
  HUTANG,
  type OtorisasiKind,
  sumRupiah,
} from '@emas/contract';
import { Alert, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { DatePickerField } from '../../../components/ui/date-picker-field.tsx';
import { RupiahInput } from '../../../components/ui/number-inputs.tsx';
import { openApiPdf } from '../../../lib/pdf-window.ts';
import type { SummaryRow } from '../../dokumen/components/amount-summary.tsx';
import { PaymentFields, type PaymentValues, toPayments } from '../../dokumen/components/payment-fields.tsx';
import { StateChangeModal } from '../../dokumen/components/state-change-modal.tsx';
import { lunasHutang, perpanjangHutang } from '../api/hutang-calls.ts';

const MSG = api.HUTANG_MSG;

/**
 * Issue 43: the note of the redemption or extension just saved (PELUNASAN / PERPANJANGAN HUTANG, from
 * the stored layouts), not the loan note again.
 */
const printBayarNota = (no: string, kind: 'PELUNASAN' | 'PERPANJANGAN') =>
  openApiPdf(api.hutangBayarNotaPdf.path, { no_faktur: no, reprint: '0' }, `NOTA ${kind} HUTANG ${no}.pdf`);
type Jenis = (typeof api.JENIS_BAYAR_TEBUS)[number];
type PayValues = PaymentValues<Jenis> & { bunga_rp?: number; keterangan?: string };

type Props = { quote: api.Penebusan | null; open: boolean; onClose: () => void };

/** Charging less than the computed interest needs BUNGA DI BAWAH PERHITUNGAN; more is refused. */
const belowComputed = (q: api.Penebusan, bunga: number | undefined): OtorisasiKind | undefined =>
  bunga !== undefined && bunga < q.bunga_pinjam ? api.OTORISASI.BUNGA_DI_BAWAH_PERHITUNGAN : undefined;

const summaryOf = (q: api.Penebusan): SummaryRow[] => [
  { label: 'No Faktur Hutang', value: q.no_faktur_hutang },
  { label: 'Customer', value: q.nama_customer },
  { label: 'Pokok', value: q.jumlah_hutang, format: 'rupiah' },
  { label: 'Lama Pinjam (Hari)', value: q.lama_pinjam, format: 'number' },
  { label: 'Bunga Dihitung', value: q.bunga_pinjam, format: 'rupiah', testId: 'bunga-dihitung' },
];

/** The charged interest: the computed one by default, editable down (authorised), never up. */
function InterestField({
  quote,
  onChange,
}: {
  quote: api.Penebusan;
  onChange: (v: number | undefined) => void;
}) {
  return (
    <Form.Item
      name="bunga_rp"
      label="Bunga Dibayar"
      htmlFor="tebus-bunga"
      rules={[
        { required: true, message: 'Bunga Tidak Boleh Kosong' },
        {
          validator: (_, v: number | undefined) =>
            v !== undefined && v > quote.bunga_pinjam
              ? Promise.reject(new Error(MSG.interestAbove(formatMoney(quote.bunga_pinjam))))
              : Promise.resolve(),
        },
      ]}
    >
      <RupiahInput id="tebus-bunga" aria-label="Bunga Dibayar" onChange={onChange} />
    </Form.Item>
  );
}

function BelowNote({ quote, bunga }: { quote: api.Penebusan; bunga: number | undefined }) {
  return belowComputed(quote, bunga) ? (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 12 }}
      title={MSG.interestBelow(formatMoney(quote.bunga_pinjam))}
    />
  ) : null;
}

const payFields = (
  <>
    <PaymentFields kinds={api.JENIS_BAYAR_TEBUS} />
    <Form.Item name="keterangan" label="Keterangan" htmlFor="tebus-keterangan">
      <Input id="tebus-keterangan" maxLength={255} style={{ textTransform: 'uppercase' }} />
    </Form.Item>
  </>
);

/** Pelunasan (penebusan): principal + the interest charged comes in, the pieces are handed back; its own nota prints. */
export function LunasModal({ quote, open, onClose }: Props) {
  const [bunga, setBunga] = useState<number | undefined>(quote?.bunga_pinjam);
  if (!quote) return null;
  const total = sumRupiah([quote.jumlah_hutang, bunga ?? 0]);
  return (
    <StateChangeModal<PayValues, api.Penebusan>
      kind={HUTANG}
      doc={open ? quote : null}
      title="Pelunasan Hutang"
      okText="Lunas"
      testId="hutang-lunas-form"
      initialValues={{ bunga_rp: quote.bunga_pinjam, jenis: 'CASH' }}
      summary={summaryOf(quote)}
      otorisasi={belowComputed(quote, bunga)}
      otorisasiJumlah={(v) => v.bunga_rp ?? 0}
      successMessage={MSG.redeemed}
      onClose={onClose}
      submit={async (no, v, id_otorisasi) => {
        const res = await lunasHutang({
          no_faktur_hutang: no,
          bunga_rp: v.bunga_rp,
          id_otorisasi,
          pembayaran: toPayments(v, sumRupiah([quote.jumlah_hutang, v.bunga_rp ?? 0])),
          keterangan: v.keterangan || undefined,
        });
        void printBayarNota(no, 'PELUNASAN');
        return res;
      }}
    >
      <InterestField quote={quote} onChange={setBunga} />
      <BelowNote quote={quote} bunga={bunga} />
      <Typography.Paragraph>
        Total Bayar: <b data-testid="tebus-total">{formatMoney(total)}</b>
      </Typography.Paragraph>
      {payFields}
    </StateChangeModal>
  );
}

/** The later of the old due date and today: a new due date must be after both. */
const tempoBase = (q: api.Penebusan) => extensionBase(q.tgl_tempo, q.tgl_lunas);
/** The next due date offered: the loan's term again, from that day (the server allows at most its longest term). */
const nextTempo = (q: api.Penebusan, term: number) => addDays(tempoBase(q), Math.max(1, term));

/** Perpanjangan: the interest so far is paid, the interest restarts today and the due date moves on. */
export function PerpanjangModal({ quote, open, onClose, term }: Props & { term: number }) {
  const [bunga, setBunga] = useState<number | undefined>(quote?.bunga_pinjam);
  if (!quote) return null;
  const minTempo = addDays(tempoBase(quote), 1);
  return (
    <StateChangeModal<PayValues & { tgl_tempo?: string }, api.Penebusan>
      kind={HUTANG}
      doc={open ? quote : null}
      title="Perpanjangan Hutang"
      okText="Perpanjang"
      testId="hutang-perpanjang-form"
      initialValues={{ bunga_rp: quote.bunga_pinjam, jenis: 'CASH', tgl_tempo: nextTempo(quote, term) }}
      summary={[...summaryOf(quote), { label: 'Jatuh Tempo Lama', value: quote.tgl_tempo, format: 'date' }]}
      otorisasi={belowComputed(quote, bunga)}
      otorisasiJumlah={(v) => v.bunga_rp ?? 0}
      successMessage={MSG.extended}
      onClose={onClose}
      submit={async (no, v, id_otorisasi) => {
        const res = await perpanjangHutang({
          no_faktur_hutang: no,
          tgl_tempo: v.tgl_tempo ?? '',
          bunga_rp: v.bunga_rp,
          id_otorisasi,
          pembayaran: toPayments(v, v.bunga_rp ?? 0),
          keterangan: v.keterangan || undefined,
        });
        void printBayarNota(no, 'PERPANJANGAN');
        return res;
      }}
    >
      <Form.Item
        name="tgl_tempo"
        label="Jatuh Tempo Baru"
        htmlFor="perpanjang-tempo"
        rules={[{ required: true, message: MSG.newTempoNotAfter }]}
      >
        <DatePickerField id="perpanjang-tempo" minDate={minTempo} />
      </Form.Item>
      <InterestField quote={quote} onChange={setBunga} />
      <BelowNote quote={quote} bunga={bunga} />
      {payFields}
    </StateChangeModal>
  );
}
