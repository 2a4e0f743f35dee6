import { api } from '@emas/contract';
import { call, callData } from '../../../lib/api-client.ts';

export const quoteItem = (kode_barcode: string) => callData(api.getSaleQuote, { params: { kode_barcode } });
export const quotePurchase = (kode_group: string, kode_kondisi: string) =>
  callData(api.getPurchaseQuote, { query: { kode_group, kode_kondisi } });
export const saveSale = (body: api.CreateSaleBody) => call(api.createSale, { body });
export const authorize = (body: api.AuthorizationBody) => call(api.authorize, { body });
export const findMember = (kode_member: string) =>
  callData(api.getMemberByKode, { params: { kode_member }, quiet: true });
