import { api } from '@emas/contract';
import { call, callData } from '../../../lib/api-client.ts';
import { openApiPdf } from '../../../lib/pdf-window.ts';

export const quoteItem = (kode_barcode: string) => callData(api.getSaleQuote, { params: { kode_barcode } });
export const quotePurchase = (kode_group: string, kode_kondisi: string) =>
  callData(api.getPurchaseQuote, { query: { kode_group, kode_kondisi } });
export const saveSale = (body: api.CreateSaleBody) => call(api.createSale, { body });
export const authorize = (body: api.AuthorizationBody) => call(api.authorize, { body });
export const findMember = (kode_member: string) =>
  callData(api.getMemberByKode, { params: { kode_member }, quiet: true });

/** The sale invoice PDF (a reprint prints 'COPY' when the reprint module is on). */
export const openSaleNota = (numbers: string[], reprint = false) =>
  openApiPdf(
    api.saleNotaPdf.path,
    { no_faktur: numbers.join(','), reprint: reprint ? '1' : '0' },
    `NOTA PENJUALAN ${numbers[0]}.pdf`,
    { asFile: numbers.length > 10 },
  );
