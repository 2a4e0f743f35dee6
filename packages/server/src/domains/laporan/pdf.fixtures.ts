import { reportFonts } from './pdf-fonts.ts';
import type { PdfLayoutOptions } from './pdf-layout.ts';

/** A test report PDF's page frame (shop, title, period, printed by) without its columns. */
export const testPdfFrame: Omit<PdfLayoutOptions, 'columns'> = {
  orientation: 'landscape',
  fontSize: 8,
  shopName: 'TOKO UJI',
  addressLines: [],
  title: 'Laporan Uji',
  period: 'Tanggal : 10-03-2026',
  printedBy: 'Printed By owner1 / 10-03-2026 10:00:00',
  emptyText: 'Data Kosong',
  subtotals: true,
  fonts: reportFonts(),
};
