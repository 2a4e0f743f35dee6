/// <reference path="./receipt-printer-encoder.d.ts" />
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import type { ReceiptLine } from './nota-receipt.ts';

/**
 * The ESC/POS bytes of receipts (issue 43) for a printer on WebUSB or Web Serial: initialise
 * (ESC @), Font A, code page 437, then each note's lines (nota-receipt.ts) as they are, a feed and a
 * cut (GS V) after each note. Pure: the same in Node and in the browser.
 */
export function receiptEscPos(notes: readonly (readonly ReceiptLine[])[], columns: number): Uint8Array {
  const e = new ReceiptPrinterEncoder({ language: 'esc-pos', columns, feedBeforeCut: 4 });
  e.initialize().codepage('cp437').font('A');
  for (const lines of notes) {
    for (const l of lines) {
      if (!l.text) {
        e.newline();
        continue;
      }
      if (l.bold) e.bold(true);
      if (l.tall) e.size(1, 2);
      // The encoder drops a line's leading spaces: they go as raw bytes (the line still fits).
      const indent = l.text.length - l.text.trimStart().length;
      if (indent) e.raw(Array(indent).fill(0x20));
      e.line(l.text.trimStart());
      if (l.tall) e.size(1, 1);
      if (l.bold) e.bold(false);
    }
    e.cut();
  }
  return e.encode();
}
