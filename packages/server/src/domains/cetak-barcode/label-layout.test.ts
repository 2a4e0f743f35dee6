import { BARCODE_MAX, shopBarcode } from '@emas/contract';
import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { codeCaption, LABEL_INNER_W, MM, MODULE_MAX, MONO, renderLabelSheet } from './label-layout.ts';

/** Modules of a Code 128 symbol of the text (as the label draws it). */
const modulesOf = (text: string) => {
  const [symbol] = bwipjs.raw({ bcid: 'code128', text });
  if (!symbol || !('sbs' in symbol)) throw new Error('no symbol');
  return symbol.sbs.reduce((s, v) => s + v, 0);
};

const doc = new PDFDocument({ autoFirstPage: false }).font(MONO).fontSize(8);
const widthOf = (t: string) => doc.widthOfString(t);

describe('chain barcodes on a label', () => {
  it("a shop's code prints with bars as wide as an 8-digit code's, its caption spaced out", () => {
    const code = shopBarcode('TK1', 42);
    expect(LABEL_INNER_W / modulesOf(code)).toBeGreaterThanOrEqual(MODULE_MAX);
    expect(LABEL_INNER_W / modulesOf('00000042')).toBeGreaterThanOrEqual(MODULE_MAX);
    expect(codeCaption(code, widthOf, LABEL_INNER_W)).toBe('T K 1 - 0 0 0 0 4 2');
  });

  it('a 10-character shop code keeps bars of at least 0.25 mm, its caption within the label', () => {
    const code = shopBarcode('CABANGJKT1', 1_234_567);
    expect(LABEL_INNER_W / modulesOf(code)).toBeGreaterThanOrEqual(0.25 * MM);
    expect(widthOf(codeCaption(code, widthOf, LABEL_INNER_W))).toBeLessThanOrEqual(LABEL_INNER_W);
  });

  it('the longest code (a 20-character shop code) still fits: caption unspaced, bars at least 0.17 mm', () => {
    const code = shopBarcode('ABCDEFGHIJKLMNOPQRST', 123_456_789);
    expect(code).toHaveLength(BARCODE_MAX);
    const caption = codeCaption(code, widthOf, LABEL_INNER_W);
    expect(caption).toBe(code);
    expect(widthOf(caption)).toBeLessThanOrEqual(LABEL_INNER_W);
    expect(LABEL_INNER_W / modulesOf(code)).toBeGreaterThanOrEqual(0.17 * MM);
  });

  it('a sheet of chain and legacy codes renders', async () => {
    const label = (kode_barcode: string) => ({
      kode_barcode,
      nama_barang: 'CINCIN',
      berat: '1.500',
      kadar_cetak: '70%',
      kode_baki: 'B1',
    });
    const pdf = await renderLabelSheet(
      [label('00000001'), label(shopBarcode('TK1', 1)), label(shopBarcode('ABCDEFGHIJKLMNOPQRST', 1))],
      { shopName: 'TOKO', printedBy: 'X', printedAt: '2026-01-01 10:00' },
    );
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
