/** The part of @point-of-sale/receipt-printer-encoder (no types of its own) that nota-escpos.ts uses. */
declare module '@point-of-sale/receipt-printer-encoder' {
  type Options = {
    language?: 'esc-pos' | 'star-prnt' | 'star-line';
    columns?: number;
    feedBeforeCut?: number;
    newline?: string;
  };
  export default class ReceiptPrinterEncoder {
    constructor(options?: Options);
    initialize(): this;
    codepage(value: string): this;
    font(value: 'A' | 'B'): this;
    bold(value?: boolean): this;
    size(width: number, height: number): this;
    line(value: string): this;
    raw(data: number[]): this;
    newline(value?: number): this;
    qrcode(
      value: string,
      options?: { model?: 1 | 2; size?: number; errorlevel?: 'l' | 'm' | 'q' | 'h' },
    ): this;
    align(value: 'left' | 'center' | 'right'): this;
    cut(value?: 'full' | 'partial'): this;
    encode(): Uint8Array;
  }
}
