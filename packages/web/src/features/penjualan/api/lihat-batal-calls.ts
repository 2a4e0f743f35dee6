import { api } from '@emas/contract';
import { useQuery } from '@tanstack/react-query';
import type { AuthorizationInput } from '../../../components/ui/authorization-modal.tsx';
import type { PageRequest, PageResult } from '../../../components/ui/data-table.tsx';
import { call, callData } from '../../../lib/api-client.ts';
import { showPdf } from '../../../lib/pdf-file.ts';
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

/** The sale invoices as a PDF (more than 10 come back as one file); `win` from pdfWindow(). */
export const printSaleNota = (numbers: readonly string[], reprint: boolean, win: Window | null) =>
  showPdf(
    api.saleNotaPdf,
    { no_faktur: numbers.join(','), reprint: reprint ? '1' : '0' },
    { win, fileName: `NOTA PENJUALAN ${numbers[0] ?? ''}.pdf` },
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
