import { api } from '@emas/contract';
import { call, callData } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

/** The manual-items calls (issue 19). */
export const STOCK_KEY = ['barang-manual'] as const;
export const fetchBarangManual = (query: api.BarangManualQuery, signal?: AbortSignal) =>
  callData(api.listBarangManual, { query, signal });
export const refreshStock = () => queryClient.invalidateQueries({ queryKey: STOCK_KEY });
export const saveTambah = (body: api.TambahBarangManualBody) => call(api.tambahBarangManual, { body });
export const savePindah = (body: api.PindahBarangManualBody) => call(api.pindahBarangManual, { body });
export const saveHancur = (body: api.HancurBarangManualBody) => call(api.hancurBarangManual, { body });
export const saveJualManual = (body: api.CreatePenjualanManualBody) =>
  call(api.createPenjualanManual, { body });
export const saveBeliManual = (body: api.CreatePembelianManualBody) =>
  call(api.createPembelianManual, { body });
/** The purchase line of an invoice number (quiet: the form clears its fields when there is none). */
export const fetchValidBeli = (no_faktur_beli: string) =>
  callData(api.validPembelianManual, { query: { no_faktur_beli }, quiet: true });
export const saveBatalBeli = (body: api.BatalPembelianManualBody) => call(api.batalPembelianManual, { body });
