import type { ReceiptPaper } from '@emas/contract/nota-receipt';
import { readCounterPrinter } from './counter-printer.ts';
import { fetchApiPdf } from './pdf-window.ts';
import { printApiPdf } from './print-frame.ts';
import { deviceAvailable, sendToDevice } from './receipt-device.ts';

/**
 * 'Cetak Struk' (issue 43): a note call's receipt on the counter's receipt printer: the ESC/POS bytes
 * straight to the printer when the counter is set to Serial or USB and the browser has it, else (or
 * when that fails) the receipt PDF of the paper's width through the print dialog.
 */
export async function printReceipt(
  path: string,
  query: Record<string, string>,
  paper: ReceiptPaper,
): Promise<boolean> {
  const { sambungan } = readCounterPrinter();
  if (sambungan !== 'BROWSER' && deviceAvailable(sambungan)) {
    const blob = await fetchApiPdf(path, { ...query, kertas: paper, format: 'escpos' });
    if (blob && (await sendToDevice(sambungan, new Uint8Array(await blob.arrayBuffer())))) return true;
  }
  return printApiPdf(path, { ...query, kertas: paper });
}
