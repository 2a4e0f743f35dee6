import { describe, expect, it } from 'vitest';
import { MODULE } from '../modules.ts';
import { LAPORAN_PINJAMAN } from './definitions/hutang.ts';
import {
  LAPORAN_STOCK_TITIPAN_SIMPAN,
  LAPORAN_TRANSAKSI_SIMPANAN_TITIPAN,
} from './definitions/titip-simpan.ts';
import { paramsForModules, reportForModules } from './modules.ts';

describe('a report as the modules show it', () => {
  it('switches captions and leaves out module filters while the module is off', () => {
    const off = reportForModules(LAPORAN_STOCK_TITIPAN_SIMPAN, new Set());
    expect(off.columns.find((c) => c.key === 'kode_group')?.caption).toBe('Kadar');
    expect(off.columns.find((c) => c.key === 'nama_barang')?.caption).toBe('Model Barang');
    expect(off.filters.map((f) => f.key)).not.toContain('valid_by');
    const on = reportForModules(
      LAPORAN_STOCK_TITIPAN_SIMPAN,
      new Set([MODULE.HIDUP_FEATURE, MODULE.VALIDASI_INPUT_BY_KEUANGAN]),
    );
    expect(on.columns.find((c) => c.key === 'kode_group')?.caption).toBe('Kode Group');
    expect(on.filters.map((f) => f.key)).toContain('valid_by');
  });
  it('drops the parameters of filters that are off, keeps the rest; a plain report is unchanged', () => {
    const def = LAPORAN_TRANSAKSI_SIMPANAN_TITIPAN;
    const params = {
      tgl_awal: '2026-01-01',
      tgl_akhir: '2026-01-31',
      valid_by: 'SPV1',
      type_tgl: 'tgl_system',
    };
    const off = reportForModules(def, new Set());
    expect(paramsForModules(def, off, params)).toEqual({
      tgl_awal: '2026-01-01',
      tgl_akhir: '2026-01-31',
      type_tgl: 'tgl_system',
    });
    expect(reportForModules(LAPORAN_PINJAMAN, new Set())).toBe(LAPORAN_PINJAMAN);
  });
  it('a spec default fills a select filter that is not sent', () => {
    const parsed = LAPORAN_TRANSAKSI_SIMPANAN_TITIPAN.params.parse({
      tgl_awal: '2026-01-01',
      tgl_akhir: '2026-01-02',
    });
    expect(parsed.type_tgl).toBe('tgl_titip_simpan');
  });
});
