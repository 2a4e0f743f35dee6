import {
  isReceiptPaper,
  NOTA_PAPERS,
  type NotaPaper,
  RECEIPT_NOTA_PATHS,
  type ReceiptPaper,
} from '@emas/contract/nota-receipt';
import { readKept, writeKept } from './storage.ts';

/**
 * The counter's note printer (issue 43), a setting of this browser: plain paper (the invoice PDF) or
 * a receipt printer of 58 or 80 mm, reached through the browser's print dialog or directly (ESC/POS)
 * over Web Serial or WebUSB. Kept across logins (the counter's machine, not the user).
 */
export const PRINTER_LINKS = ['BROWSER', 'SERIAL', 'USB'] as const;
export type PrinterLink = (typeof PRINTER_LINKS)[number];
export const PRINTER_LINK_LABELS: Record<PrinterLink, string> = {
  BROWSER: 'Dialog cetak browser',
  SERIAL: 'Langsung: Serial (Web Serial)',
  USB: 'Langsung: USB (WebUSB)',
};

export type CounterPrinter = { kertas: NotaPaper; sambungan: PrinterLink };

const KEY = 'printer-nota';
const DEFAULT: CounterPrinter = { kertas: 'A4', sambungan: 'BROWSER' };

export function readCounterPrinter(): CounterPrinter {
  const kept = readKept<Partial<CounterPrinter>>(KEY);
  return {
    kertas: NOTA_PAPERS.find((p) => p === kept?.kertas) ?? DEFAULT.kertas,
    sambungan: PRINTER_LINKS.find((l) => l === kept?.sambungan) ?? DEFAULT.sambungan,
  };
}

export const writeCounterPrinter = (p: CounterPrinter): void => writeKept(KEY, p);

/** The receipt paper for a note call: the counter prints receipts and the call can give one. */
export function receiptPaperFor(path: string): ReceiptPaper | null {
  const { kertas } = readCounterPrinter();
  return isReceiptPaper(kertas) && RECEIPT_NOTA_PATHS.includes(path) ? kertas : null;
}
