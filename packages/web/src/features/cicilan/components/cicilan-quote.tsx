import { type api, formatGram } from '@emas/contract';
import { Alert, Form, type FormInstance, Input } from 'antd';
import { Field } from '../../../components/ui/form-field.tsx';
import { MasterSelect } from '../../../components/ui/master-select.tsx';
import { useDebouncedValue } from '../../../components/ui/use-debounced-value.ts';
import { AmountSummary } from '../../dokumen/components/amount-summary.tsx';
import { useCicilanQuote } from '../api/cicilan-calls.ts';

export type CicilanItemValues = { kode_barcode?: string; kode_cicilan?: string; dp_rp?: number };

/** The quote body of the form's item, parameter and down payment; null until both are chosen. */
export const quoteBody = (v: CicilanItemValues): api.CicilanQuoteBody | null =>
  v.kode_barcode && v.kode_barcode.trim().length >= 1 && v.kode_cicilan
    ? { kode_barcode: v.kode_barcode.trim(), kode_cicilan: v.kode_cicilan, dp_rp: v.dp_rp ?? 0 }
    : null;

/** How long the inputs rest before they are priced (a DP typed digit by digit is asked once). */
export const QUOTE_DEBOUNCE_MS = 300;

/**
 * The contract priced as the server will (the item as a sale today, the parameter's terms), for the
 * latest inputs: asked once they rest for QUOTE_DEBOUNCE_MS, and shown only while they are still the
 * form's inputs (`current`: no quote of an older DP; none after a reset).
 */
export function useFormQuote(form: FormInstance) {
  const kode_barcode = Form.useWatch<string | undefined>('kode_barcode', form);
  const kode_cicilan = Form.useWatch<string | undefined>('kode_cicilan', form);
  const dp_rp = Form.useWatch<number | undefined>('dp_rp', form);
  const body = quoteBody({ kode_barcode, kode_cicilan, dp_rp });
  const key = body ? JSON.stringify(body) : '';
  const settled = useDebouncedValue(key, QUOTE_DEBOUNCE_MS);
  const asked = key && settled === key ? body : null;
  const quote = useCicilanQuote(asked);
  return { quote, current: asked ? quote.data : undefined, pending: !!body && (!asked || quote.isFetching) };
}

export type FormQuote = ReturnType<typeof useFormQuote>;

/**
 * The card of the item on instalments: its barcode (scanned, Enter goes on), the parameter (tenor,
 * rate, minimum down payment, per group) and what the contract comes to: the sale price of today, the
 * minimum DP, interest, total, the instalments and what is paid now (DP + admin fee).
 */
export function CicilanItemFields({ quote: { quote, current: q, pending } }: { quote: FormQuote }) {
  return (
    <>
      <Field name="kode_barcode" label="Barcode" required="Barcode Tidak Boleh Kosong">
        <Input maxLength={30} autoFocus />
      </Field>
      <Field name="kode_cicilan" label="Parameter Cicilan" required="Parameter Cicilan Harus Dipilih">
        <MasterSelect
          master="parameter-cicilan"
          filter={(o) => !q || !o.row.kode_group || o.row.kode_group === q.kode_group}
        />
      </Field>
      {pending && (
        <Alert
          type="info"
          title="Menghitung cicilan..."
          style={{ marginBottom: 12 }}
          data-testid="cicilan-quote-pending"
        />
      )}
      {!pending && quote.isError && (
        <Alert type="warning" title={quote.error.message} style={{ marginBottom: 12 }} />
      )}
      {q && (
        <AmountSummary
          rows={[
            { label: 'Barang', value: `${q.nama_barang} (${q.kode_group}, ${formatGram(q.berat)} gr)` },
            { label: 'Harga Barang', value: q.harga, format: 'rupiah', testId: 'cicilan-harga' },
            { label: 'DP Minimal', value: q.dp_min, format: 'rupiah', testId: 'cicilan-dp-min' },
            { label: `Bunga ${q.bunga}% x ${q.tenor} Bulan`, value: q.bunga_rp, format: 'rupiah' },
            { label: 'Total Kontrak', value: q.total_kontrak, format: 'rupiah', strong: true },
            {
              label: 'Angsuran / Bulan',
              value:
                q.angsuran === q.angsuran_akhir ? q.angsuran : `${q.angsuran} (akhir ${q.angsuran_akhir})`,
              format: q.angsuran === q.angsuran_akhir ? 'rupiah' : 'text',
            },
            { label: 'Biaya Admin', value: q.biaya_admin, format: 'rupiah' },
            {
              label: 'Bayar Sekarang',
              value: q.bayar_awal,
              format: 'rupiah',
              strong: true,
              testId: 'cicilan-bayar-awal',
            },
          ]}
        />
      )}
    </>
  );
}
