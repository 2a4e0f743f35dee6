import type { api } from '@emas/contract';
import { formatGram } from '@emas/contract';
import { toast } from '../../../components/ui/notify.tsx';
import { saveBlob } from '../../../lib/save-file.ts';
import { BARANG_TEXT } from '../messages.ts';

/** A PDF opens in a new window (report convention); a blocked pop-up downloads it instead. */
export function openPdf(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const win = window.open(url, '_blank');
  if (!win) {
    saveBlob(blob, fileName);
    toast.info(BARANG_TEXT.popupBlocked);
  }
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The auto printer's file name. */
export const AUTO_PRINT_FILE = 'BARCODE_AUTO_PRINT.txt';

/**
 * The barcode text file an auto label printer picks up (its label program reads one item a line):
 * a header, then KODE_BARCODE;NAMA_BARANG;BERAT;KADAR;PROFIT, barcodes 8 digits, berat 3 decimals
 * without thousands separators, profit whole Rupiah; ';' inside a text becomes a space. CRLF lines,
 * no byte-order mark.
 */
export function autoPrintText(rows: readonly api.BarangRow[], profit: (r: api.BarangRow) => number): string {
  const safe = (v: string) => v.replace(/[;\r\n]+/g, ' ').trim();
  const lines = ['KODE_BARCODE;NAMA_BARANG;BERAT;KADAR;PROFIT'];
  for (const r of rows)
    lines.push(
      [
        r.kode_barcode.padStart(8, '0'),
        safe(r.nama_barang),
        formatGram(r.berat).replace(/,/g, ''),
        safe(r.kadar_cetak),
        String(Math.round(profit(r))),
      ].join(';'),
    );
  return `${lines.join('\r\n')}\r\n`;
}

export function saveText(text: string, fileName: string): void {
  saveBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), fileName);
}
