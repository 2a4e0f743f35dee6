import { api, CICILAN } from '@emas/contract';
import { Form } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { partyBody } from '../../dokumen/api/party-body.ts';
import type { CustomerValues } from '../../dokumen/components/customer-panel.tsx';
import { DocumentEntryPage } from '../../dokumen/components/document-entry-page.tsx';
import { type PaymentValues, toPayments } from '../../dokumen/components/payment-fields.tsx';
import { fetchCicilan, fetchCicilanQuote, saveCicilan } from '../api/cicilan-calls.ts';
import { BayarCicilanModal, LunasCicilanModal } from '../components/cicilan-modals.tsx';
import {
  CicilanItemFields,
  type CicilanItemValues,
  quoteBody,
  useFormQuote,
} from '../components/cicilan-quote.tsx';

/** The open contracts under the form: those taken in the last two years (tenors reach 60 months). */
const OPEN_DAYS = 1_830;

type Values = CustomerValues & PaymentValues<(typeof api.JENIS_BAYAR_CICILAN)[number]> & CicilanItemValues;

const bodyOf = (v: Values, bayarAwal: number): api.CreateCicilanBody => ({
  ...partyBody(v),
  kode_barcode: v.kode_barcode?.trim() ?? '',
  kode_cicilan: v.kode_cicilan ?? '',
  dp_rp: v.dp_rp ?? 0,
  pembayaran: toPayments(v, bayarAwal),
});

/**
 * Saves with the quote of the inputs saved (the one shown when it is theirs, else asked now): what is
 * paid now is their DP and admin fee, never those of a quote of an earlier DP.
 */
async function save(v: Values) {
  const asked = quoteBody(v);
  // A quote refused (a DP under the minimum) is saved anyway: the server's refusal is then shown, once.
  const q = asked ? await fetchCicilanQuote(asked).catch(() => undefined) : undefined;
  return saveCicilan(bodyOf(v, q?.bayar_awal ?? v.dp_rp ?? 0));
}

/**
 * Transaksi Cicilan: a customer takes an item of stock on instalments. The item (by barcode) is priced
 * as a sale today and the parameter's tenor and rate give the contract's total and schedule, shown
 * before saving; the down payment and the admin fee are paid now; the schedule is printed. Below, the
 * AKTIF contracts with 'Bayar' (the next instalment) and 'Lunasi' (the pay-off, the item delivered as
 * a sale). /transaksi-cicilan?no=CC-... opens 'Bayar' of that contract (from Lihat Cicilan).
 */
export function TransaksiCicilanPage() {
  const [form] = Form.useForm<Values>();
  const quote = useFormQuote(form);
  const [bayar, setBayar] = useState<api.Cicilan | null>(null);
  const [lunas, setLunas] = useState<api.Cicilan | null>(null);
  const [params, setParams] = useSearchParams();
  const asked = params.get('no');
  useEffect(() => {
    if (!asked) return;
    void fetchCicilan(asked)
      .then((d) => {
        if (d.status === 'AKTIF') setBayar(d);
      })
      .catch(() => undefined)
      .finally(() => setParams({}, { replace: true }));
  }, [asked, setParams]);

  return (
    <DocumentEntryPage<Values, api.CicilanDetail, api.Cicilan>
      kind={CICILAN}
      form={form}
      initialValues={{ dp_rp: 0, jenis: 'CASH' }}
      save={save}
      successMessage={api.CICILAN_MSG.saved}
      savedAmounts={(c) => ({ total: c.total_kontrak, dp: c.dp_rp, sisa: c.sisa_rp })}
      detail={{ title: 'Barang Cicilan', fields: <CicilanItemFields quote={quote} /> }}
      payment={{ kinds: api.JENIS_BAYAR_CICILAN }}
      open={{
        title: 'Cicilan Berjalan',
        days: OPEN_DAYS,
        onAction: (action, row) => (action === 'bayar' ? setBayar(row) : setLunas(row)),
      }}
    >
      <BayarCicilanModal cicilan={bayar} onClose={() => setBayar(null)} />
      <LunasCicilanModal cicilan={lunas} onClose={() => setLunas(null)} />
    </DocumentEntryPage>
  );
}
