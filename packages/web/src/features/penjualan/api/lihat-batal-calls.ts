import { api } from '@emas/contract';
import { useQuery } from '@tanstack/react-query';
import type { AuthorizationInput } from '../../../components/ui/authorization-modal.tsx';
import type { PageRequest, PageResult } from '../../../components/ui/data-table.tsx';
import { call, callData } from '../../../lib/api-client.ts';
import { openApiPdf } from '../../../lib/pdf-window.ts';
import { queryClient } from '../../../lib/query-client.ts';

/** The calls of Lihat Penjualan and Batal Penjualan (the counter has its own). */
export const PENJUALAN_LIST_KEY = ['penjualan', 'lihat'] as const;
export const refreshPenjualanList = () => queryClient.invalidateQueries({ queryKey: PENJUALAN_LIST_KEY });

export const fetchSalePage = (
  f: { tgl_awal: string; tgl_akhir: string; status: 'ALL' | 'OPEN' | 'BATAL' },
  r: PageRequest,
): Promise<PageResult<api.SaleLine>> =>
  call(api.listSales, {
    query: { ...f, search: r.search || undefined, page: r.page, limit: r.limit },
    signal: r.signal,
  }).then((res) => ({ data: res.data, count: res.count ?? res.data.length }));

export const useSaleInvoice = (noFaktur: string | null) =>
  useQuery({
    queryKey: [...PENJUALAN_LIST_KEY, 'invoice', noFaktur],
    queryFn: ({ signal }) =>
      callData(api.saleInvoiceSingle, { body: { no_faktur: noFaktur as string }, signal }),
    enabled: !!noFaktur,
    staleTime: 0,
  });

/** More than this many invoices are saved as one file (the server sends them as an attachment). */
export const OPEN_AT_MOST = 10;

/** The sale invoices as a PDF (reprint: 'COPY' when the reprint module is on); more than 10 as a file. */
export const printSaleNota = (numbers: readonly string[], reprint: boolean, win?: Window | null) =>
  openApiPdf(
    api.saleNotaPdf.path,
    { no_faktur: numbers.join(','), reprint: reprint ? '1' : '0' },
    `NOTA PENJUALAN ${numbers[0] ?? ''}.pdf`,
    { asFile: numbers.length > OPEN_AT_MOST, win },
  );

/** Puts the invoice in the WhatsApp outbox: 'Invoice Berhasil Dikirim' / 'No Wa Tidak Terdaftar'. */
export const sendWa = (no_faktur: string) => call(api.sendInvoiceWa, { body: { no_faktur } });

/** An SPV/OWN authorisation of a kind; the error box shows 'Otorisasi Gagal..'. */
export const authorise = (
  kind: (typeof api.OTORISASI)[keyof typeof api.OTORISASI],
  input: AuthorizationInput,
) =>
  callData(api.authorize, {
    body: {
      user_id: input.username,
      password: input.password ?? '',
      kategori: kind.kategori,
      description: kind.description,
      keterangan: api.normaliseKeterangan(input.keterangan),
    },
  });

export const cancelSale = (body: api.CancelBody) => call(api.cancelSale, { body });
