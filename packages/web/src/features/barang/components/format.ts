import { api, formatGram, formatMoney, formatPercent, formatTanggal } from '@emas/contract';

/** How goods values read on screen and in exports: barcodes 8 digits, grams 3 decimals, Rupiah grouped. */
export const barcodeText = (v: string | number) => api.padBarcode(v);
export const gramText = (v: number | string | null | undefined) => formatGram(v);
export const rupiahText = (v: number | string | null | undefined) => formatMoney(v);
export const percentText = (v: number | string | null | undefined) => formatPercent(v);
export const dateText = (v: string | null | undefined) => (v ? formatTanggal(v) : '');

export const STATUS_COLOR: Record<api.BarangStatus, string> = {
  READY: 'green',
  SOLD: 'blue',
  HANCUR: 'red',
  BATAL: 'default',
  PESANAN: 'gold',
  [api.BARANG_PRE_ORDER]: 'cyan',
  KIRIM: 'orange',
  TERKIRIM: 'purple',
};
