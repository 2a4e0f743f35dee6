import { api } from '@emas/contract';
import { call, callData } from '../../../lib/api-client.ts';

/** The order's own calls (take, deliver, pick up and its price); list, print, cancel and validasi are the kit's. */
export const savePesanan = (body: api.CreatePesananBody) => call(api.createPesanan, { body });
export const terimaPesanan = (body: api.TerimaPesananBody) => call(api.terimaPesanan, { body });
export const ambilPesanan = (body: api.AmbilPesananBody) => call(api.ambilPesanan, { body });
export const ambilHarga = (no: string) => callData(api.pesananAmbilHarga, { body: { no_faktur: no } });
