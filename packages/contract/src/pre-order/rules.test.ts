import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPreOrderBody, PO_MSG, preOrderClosingBody, preOrderListQuery } from './api.ts';
import {
  closingQtyProblem,
  duplicateBarcode,
  emptyPoPage,
  noResiOf,
  poOffset,
  refundPo,
  remainingQty,
  STATUS_PO_LABEL,
  sisaBayar,
} from './rules.ts';

const po = (over: Record<string, unknown> = {}) => ({
  kode_member: 'MB00000001',
  kode_sales: 's01',
  no_rekening: '5271234567',
  qty_estimasi: 2,
  berat_estimasi: 5.5,
  harga_estimasi: 6_000_000,
  harga_gram: 1_090_000,
  detail_barang: [
    { kode_barcode: '-', deskripsi: 'cincin', berat: 2.5 },
    { kode_barcode: '', deskripsi: 'gelang', berat: 3 },
  ],
  ...over,
});
const message = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? undefined : r.error?.issues[0]?.message;

describe('pre-order states and paging', () => {
  it('labels the states as the screens show them', () => {
    expect(STATUS_PO_LABEL).toMatchObject({ OPEN: 'BELUM DI VALDIASI', VALID: 'SUDAH DI VALIDASI' });
  });
  it('answers an empty page as count 0, skip 1, limit 50, page 1', () => {
    expect(emptyPoPage()).toEqual({ preorders: [], count: 0, skip: 1, limit: 50, page: 1 });
  });
  it('pages by 50 from page 1 and accepts the closing list limit 9999', () => {
    expect(preOrderListQuery.parse({})).toMatchObject({ limit: 50, page: 1, skip: 0, status: 'ALL' });
    expect(preOrderListQuery.parse({ status: 'finish', limit: '9999' })).toMatchObject({ limit: 9999 });
    expect(poOffset(1, 50)).toBe(0);
    expect(poOffset(3, 50)).toBe(100);
  });
});

describe('the PO form (document 2 section 5)', () => {
  it('fills the empty codes with "-" and upper-cases', () => {
    const v = createPreOrderBody.parse(po());
    expect(v).toMatchObject({ no_order: '-', kode_intern: '-', kode_marketplace: '-', kode_sales: 'S01' });
    expect(v.detail_barang.map((d) => [d.kode_barcode, d.deskripsi])).toEqual([
      ['-', 'CINCIN'],
      ['-', 'GELANG'],
    ]);
  });
  it.each([
    [{ kode_member: '' }, 'Kode Member Harus Diisi'],
    [{ kode_sales: undefined }, 'Kode Sales Harus Pilih'],
    [{ qty_estimasi: undefined }, 'Qty Estimasi Harus Diisi'],
    [{ berat_estimasi: undefined }, 'Berat Estimasi Harus Diisi'],
    [{ harga_estimasi: undefined }, 'Harga Estimasi Harus Diisi'],
    [{ harga_gram: undefined }, 'Harga Gram Harus Diisi'],
    [{ no_rekening: '' }, 'No Rekening Harus Dipilih'],
    [{ kode_marketplace: 'SHOPEE' }, 'No Order Harus Disi'],
    [{ detail_barang: [] }, PO_MSG.noGoods],
    [{ detail_barang: [{ kode_barcode: '-', deskripsi: '', berat: 1 }] }, 'Deskripsi Harus Diisi'],
    [{ detail_barang: [{ kode_barcode: '-', deskripsi: 'x' }] }, 'Kode Sales Harus Pilih'],
    [
      {
        detail_barang: [
          { kode_barcode: '00001234', deskripsi: 'a', berat: 1 },
          { kode_barcode: '00001234', deskripsi: 'b', berat: 1 },
        ],
      },
      'Data Sudah Ada Di Tabel',
    ],
  ])('refuses %j with its message', (over, text) => {
    expect(message(createPreOrderBody.safeParse(po(over)))).toBe(text);
  });
  it('allows repeated "-" and empty barcodes only', () => {
    expect(duplicateBarcode([{ kode_barcode: '-' }, { kode_barcode: '-' }, { kode_barcode: '' }])).toBe(
      undefined,
    );
    expect(duplicateBarcode([{ kode_barcode: 'a1' }, { kode_barcode: 'A1' }])).toBe('A1');
  });
});

describe('closing (document 2 sections 4 and 5)', () => {
  it('needs a receipt for KIRIM and stores "-" for AMBIL', () => {
    const line = { no_po: 'po-1', status_kirim: 'KIRIM', qty: 1 };
    expect(message(preOrderClosingBody.safeParse({ detail_po: [line] }))).toBe('No Resi Harus Diisi');
    expect(message(preOrderClosingBody.safeParse({ detail_po: [{ ...line, status_kirim: '' }] }))).toBe(
      'Kode Barcode Harus Diisi',
    );
    expect(message(preOrderClosingBody.safeParse({ detail_po: [{ ...line, no_po: '' }] }))).toBe(
      'No Po Harus Dipilih',
    );
    expect(message(preOrderClosingBody.safeParse({ detail_po: [{ ...line, qty: undefined }] }))).toBe(
      'Qty Harus Dipilih',
    );
    expect(noResiOf('KIRIM', ' jne123 ')).toBe('JNE123');
    expect(noResiOf('AMBIL', 'JNE123')).toBe('-');
  });
  it('gives each refusal of a line its text', () => {
    expect(closingQtyProblem(0, 1)).toBe('Qty Estimasi Sudah Habis');
    expect(closingQtyProblem(2, 3)).toBe('Qty Tidak Boleh Lebih Dari Qty Estimasi');
    expect(closingQtyProblem(2, 0)).toBe('Qty Tidak Cukup');
    expect(closingQtyProblem(2, 2)).toBeUndefined();
  });
  it('remaining = estimated - sent - queued, and lines accepted one by one never exceed the estimate', () => {
    expect(remainingQty(5, 1, [2])).toBe(2);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 0, max: 50 }),
        fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 20 }),
        (estimasi, sentRaw, wanted) => {
          const sent = Math.min(sentRaw, estimasi);
          const queued: number[] = [];
          for (const q of wanted) {
            if (!closingQtyProblem(remainingQty(estimasi, sent, queued), q)) queued.push(q);
          }
          const total = sent + queued.reduce((a, b) => a + b, 0);
          expect(total).toBeLessThanOrEqual(estimasi);
          expect(remainingQty(estimasi, sent, queued)).toBe(estimasi - total);
        },
      ),
    );
  });
});

describe('money (document 2 section 9)', () => {
  it('refunds only when the sale price is below the total: sale price minus total', () => {
    expect(refundPo(900_000, 1_000_000)).toBe(-100_000);
    expect(refundPo(1_000_000, 1_000_000)).toBe(0);
    expect(refundPo(1_200_000, 1_000_000)).toBe(0);
  });
  it('refund and rest are whole Rupiah, the refund never positive, paid + rest covers the total', () => {
    const rupiah = fc.integer({ min: 0, max: 10_000_000_000 });
    fc.assert(
      fc.property(rupiah, rupiah, (jual, total) => {
        const r = refundPo(jual, total);
        expect(Number.isInteger(r)).toBe(true);
        expect(r).toBeLessThanOrEqual(0);
        expect(r === 0 || jual + -r === total).toBe(true);
        const sisa = sisaBayar(total, jual);
        expect(sisa).toBeGreaterThanOrEqual(0);
        expect(jual + sisa).toBeGreaterThanOrEqual(total);
      }),
    );
  });
});
