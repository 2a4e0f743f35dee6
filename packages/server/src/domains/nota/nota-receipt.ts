import type { NotaType } from '@emas/contract/api/nota';
import { notaContent } from '@emas/contract/nota-content';
import { receiptEscPos } from '@emas/contract/nota-escpos';
import {
  isReceiptPaper,
  type NotaPaper,
  RECEIPT_COLUMNS,
  type ReceiptLine,
  type ReceiptPaper,
  receiptLines,
} from '@emas/contract/nota-receipt';
import type { NotaDocument } from '@emas/contract/nota-sample';
import type { FastifyReply } from 'fastify';
import type { NotaShop } from './nota-pdf.ts';
import { renderReceiptPdf } from './nota-receipt-pdf.ts';

/** How a note call prints (its query's `kertas` and `format`): the invoice, or a receipt as PDF or ESC/POS. */
export type NotaPaperChoice = { kertas: NotaPaper; format: 'pdf' | 'escpos' };

export const notaPaperOf = (query: { kertas?: NotaPaper; format?: 'pdf' | 'escpos' }): NotaPaperChoice => ({
  kertas: query.kertas ?? 'A4',
  format: query.format ?? 'pdf',
});

export const receiptPaperOf = (choice: NotaPaperChoice | undefined): ReceiptPaper | null =>
  isReceiptPaper(choice?.kertas) ? choice.kertas : null;

/**
 * The receipts of notes (issue 43): each note's content (the same templates as the invoice) in the
 * paper's columns, as a PDF of the paper's width or as the printer's ESC/POS bytes; `copy` marks a
 * reprint (CETAK_ULANG_COPY_MODULE).
 */
export function printReceipt(
  paper: ReceiptPaper,
  format: 'pdf' | 'escpos',
  input: { shop: NotaShop; type: NotaType; documents: readonly NotaDocument[]; copy: boolean; title: string },
): Promise<Buffer> {
  const columns = RECEIPT_COLUMNS[paper];
  const notes: ReceiptLine[][] = input.documents.map((d) =>
    receiptLines(notaContent(input.type, input.shop, d), columns, { copy: input.copy }),
  );
  if (format === 'escpos') return Promise.resolve(Buffer.from(receiptEscPos(notes, columns)));
  return renderReceiptPdf(paper, notes, input.title);
}

/** Sends a note: the PDF (invoice or receipt), or the ESC/POS bytes for the counter's printer. */
export function sendNota(
  reply: FastifyReply,
  out: Buffer,
  choice: NotaPaperChoice,
  fileName: string,
  asFile: boolean,
): void {
  const escpos = choice.format === 'escpos' && isReceiptPaper(choice.kertas);
  reply
    .header('Content-Type', escpos ? 'application/octet-stream' : 'application/pdf')
    .header(
      'Content-Disposition',
      `${asFile ? 'attachment' : 'inline'}; filename="${escpos ? fileName.replace(/\.pdf$/, '.bin') : fileName}"`,
    )
    .send(out);
}
