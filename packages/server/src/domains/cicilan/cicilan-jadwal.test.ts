import type { api } from '@emas/contract';
import { describe, expect, it } from 'vitest';
import { pdfPages } from '../../test/pdf-text.ts';
import { buildJadwalPdf } from './cicilan-jadwal.ts';

/** A contract of `tenor` monthly instalments, as the schedule reads it. */
const contract = (no: string, tenor: number): api.CicilanDetail =>
  ({
    no_cicilan: no,
    tanggal: '2026-11-23',
    nama_customer: 'SITI RAHMAWATI',
    kode_member: '',
    no_hp: '081234567890',
    kode_barcode: '00000123',
    nama_barang: 'KALUNG RANTAI',
    kode_group: 'EMAS MUDA',
    berat: 5.25,
    harga: 7_000_000,
    dp_rp: 1_000_000,
    bunga: 1.5,
    tenor,
    bunga_rp: 90_000 * tenor,
    total_kontrak: 6_000_000 + 90_000 * tenor,
    denda_per_hari: 5_000,
    status: 'AKTIF',
    jumlah_bayar: 0,
    sisa_rp: 6_000_000 + 90_000 * tenor,
    jadwal: Array.from({ length: tenor }, (_, i) => ({
      ke: i + 1,
      tgl_tempo: `2027-${String((i % 12) + 1).padStart(2, '0')}-23`,
      jumlah: 500_000,
      status: 'TERBUKA',
      denda: 0,
    })),
  }) as unknown as api.CicilanDetail;

describe('the instalment schedule PDF', () => {
  it('is one page per contract, the footer on that page (no page holding only a footer)', async () => {
    for (const tenor of [3, 12, 24]) {
      const pages = await pdfPages(
        await buildJadwalPdf(
          [contract('CC-1', tenor), contract('CC-2', tenor)],
          { nama_toko: 'TOKO', alamat_toko: 'JL. A' },
          'kasir1',
        ),
      );
      expect(pages, `tenor ${tenor}`).toHaveLength(2);
      expect(pages[0]?.text).toContain('CC-1');
      expect(pages[0]?.text).toContain('1 of 2');
      expect(pages[1]?.text).toContain('CC-2');
      expect(pages[1]?.text).toContain('2 of 2');
    }
  });

  it('continues a long contract (60 instalments) on a further page; every page has its table', async () => {
    const pages = await pdfPages(
      await buildJadwalPdf([contract('CC-9', 60)], { nama_toko: 'TOKO', alamat_toko: 'JL. A' }, 'kasir1'),
    );
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.length).toBeLessThanOrEqual(3);
    pages.forEach((p, i) => {
      expect(p.text, `page ${i + 1}`).toContain('Jatuh Tempo');
      expect(p.text).toContain(`${i + 1} of ${pages.length}`);
      // Nothing below the bottom margin but the footer.
      for (const w of p.words) if (!/Printed|of/.test(w.str)) expect(w.y, w.str).toBeLessThan(p.height - 36);
    });
    const all = pages.map((p) => p.text).join('\n');
    for (const ke of [1, 30, 31, 60]) expect(all).toMatch(new RegExp(`(^|\\s)${ke}\\s`));
  });
});
