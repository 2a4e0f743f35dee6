import {
  LAPORAN_HARGA_EMAS,
  LAPORAN_PERUBAHAN_DATA,
  LAPORAN_TAMBAH_BARANG,
  type ReportRow,
} from '@emas/contract';
import { auditPage, hargaEmasHistoryPage, tambahBarangPage } from './laporan.queries.ts';
import { keysetPages, registerReportSource } from './report-registry.ts';

/**
 * The reports of data that exists before its own domain has reports: the audit log of master,
 * price and setting changes, and the gold price history.
 */

/** Asia/Jakarta has kept UTC+7 without daylight saving since 1964: a fixed offset is exact. */
const JAKARTA_OFFSET_MS = 7 * 3_600_000;

/** 'YYYY-MM-DD HH:mm:ss' in Jakarta time. */
export function jakartaDateTime(at: Date | string): string {
  const ms = (at instanceof Date ? at : new Date(at)).getTime();
  const iso = new Date(ms + JAKARTA_OFFSET_MS).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

/** A stored JSON value as one readable line: 'key: value; key: value' for objects. */
export function valueText(v: unknown, max = 300): string {
  if (v === null || v === undefined) return '';
  let s: string;
  if (typeof v === 'object' && !Array.isArray(v))
    s = Object.entries(v as Record<string, unknown>)
      .map(
        ([k, x]) =>
          `${k}: ${x === null || x === undefined ? '-' : typeof x === 'object' ? JSON.stringify(x) : String(x)}`,
      )
      .join('; ');
  else s = typeof v === 'string' ? v : JSON.stringify(v);
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
}

registerReportSource(LAPORAN_PERUBAHAN_DATA.key, async function* ({ shop, params, batchSize }) {
  const q = {
    tgl_awal: String(params.tgl_awal),
    tgl_akhir: String(params.tgl_akhir),
    entity: String(params.entity),
  };
  let after: { at_us: number; id: string } | null = null;
  for (;;) {
    const page = await auditPage(shop, q, after, batchSize);
    if (page.length)
      yield page.map((r): ReportRow => {
        const waktu = jakartaDateTime(r.at);
        return {
          id: r.id,
          tanggal: waktu.slice(0, 10),
          waktu,
          user_id: r.user_id,
          action: r.action,
          entity: r.entity,
          entity_key: r.entity_key,
          old_value: valueText(r.old_value),
          new_value: valueText(r.new_value),
        };
      });
    const last = page[page.length - 1];
    if (!last || page.length < batchSize) return;
    after = { at_us: Number(last.at_us), id: last.id };
  }
});

const diff = (baru: number, lama: number | null) => (lama === null ? null : baru - lama);

registerReportSource(LAPORAN_HARGA_EMAS.key, ({ shop, params, batchSize }) => {
  const q = {
    tgl_awal: String(params.tgl_awal),
    tgl_akhir: String(params.tgl_akhir),
    kode_group: String(params.kode_group),
  };
  return keysetPages(
    batchSize,
    async (after: { tanggal: string; at_us: number; id: string } | null, limit) =>
      (await hargaEmasHistoryPage(shop, q, after, limit)).map(
        (r): ReportRow => ({
          id: r.id,
          tanggal: r.tanggal,
          kode_group: r.kode_group,
          harga_jual_lama: r.harga_jual_lama,
          harga_jual_baru: r.harga_jual_baru,
          selisih_jual: diff(r.harga_jual_baru, r.harga_jual_lama),
          harga_beli_lama: r.harga_beli_lama,
          harga_beli_baru: r.harga_beli_baru,
          selisih_beli: diff(r.harga_beli_baru, r.harga_beli_lama),
          changed_by: r.changed_by,
          changed_at: jakartaDateTime(r.changed_at),
          at_us: Number(r.at_us),
        }),
      ),
    (r) => ({ tanggal: String(r.tanggal), at_us: Number(r.at_us), id: String(r.id) }),
  );
});

registerReportSource(LAPORAN_TAMBAH_BARANG.key, ({ shop, params, batchSize }) => {
  const q = {
    tgl_awal: String(params.tgl_awal),
    tgl_akhir: String(params.tgl_akhir),
    kode_gudang: String(params.kode_gudang),
    kode_group: String(params.kode_group),
  };
  return keysetPages(
    batchSize,
    async (after: { kode_gudang: string; tanggal: string; id: number } | null, limit) =>
      (await tambahBarangPage(shop, q, after, limit)) as unknown as ReportRow[],
    (r) => ({ kode_gudang: String(r.kode_gudang), tanggal: String(r.tanggal), id: Number(r.id) }),
  );
});
