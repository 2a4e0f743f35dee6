import {
  GRAM_KATEGORI,
  gramLedger,
  LAPORAN_CUCIAN_HARIAN,
  LAPORAN_KIRIM_BARANG_KEPUSAT,
  LAPORAN_MUTASI_GRAM,
  LAPORAN_PINDAH_SORTIR,
  LAPORAN_SALDO_BARANG_AKTIF,
  LAPORAN_SORTIR_PEMBELIAN,
  LAPORAN_STOCK_CUCI_MANUAL,
  LAPORAN_WASTING_SEPUHAN,
  mg24k,
  REKAP_WASTING_SEPUHAN,
  REPORT_ALL,
  type ReportParams,
  type ReportRow,
  totalKeluar,
  totalMasuk,
} from '@emas/contract';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { registerOneBatchSource } from './report-registry.ts';

/** The sources of the refining reports (contract report/definitions/sepuhan.ts). */

type Row = Record<string, string | number | null>;
const run = async (shop: ShopContext, q: SQL) => rowsOf<Row>(await shop.db.execute(q));
const str = (v: unknown) => String(v ?? '');
const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const period = (p: ReportParams) => ({ from: str(p.tgl_awal), to: str(p.tgl_akhir) });
const chosen = (v: unknown) => (v && v !== REPORT_ALL ? String(v) : null);
const GRAMS = ['kadar', 'berat', 'berat_kirim', 'berat_terima', 'susut', 'persen', 'qty'];
const numbers = (r: Row): ReportRow => {
  const out: ReportRow = { ...r };
  for (const k of GRAMS) if (k in r) out[k] = n(r[k]);
  return out;
};

const cuciColumns = sql.raw(`no_kirim, tgl_kirim::text as tgl_kirim, jenis, tujuan, kode_barcode, nama_barang,
  kode_group, kode_dept, kadar, berat_kirim, status, no_terima, tgl_terima::text as tgl_terima, berat_terima,
  susut, persen, kirim_by, terima_by`);

function cuciRows(
  shop: ShopContext,
  params: ReportParams,
  by: 'tgl_kirim' | 'tgl_terima',
  extra: SQL = sql`true`,
) {
  const { from, to } = period(params);
  const jenis = chosen(params.jenis);
  const c = shop.t.cuciBarang;
  return run(
    shop,
    sql`select ${cuciColumns} from ${c}
      where ${sql.raw(by)} between ${from}::date and ${to}::date
        and (${jenis}::text is null or jenis = ${jenis}) and ${extra}
      order by ${by === 'tgl_kirim' ? sql.raw('tgl_kirim, no_kirim, kode_barcode') : sql.raw('jenis, tgl_terima, no_terima, kode_barcode')}`,
  );
}

registerOneBatchSource(LAPORAN_CUCIAN_HARIAN, async (shop, params) =>
  (await cuciRows(shop, params, 'tgl_kirim')).map(numbers),
);
registerOneBatchSource(LAPORAN_KIRIM_BARANG_KEPUSAT, async (shop, params) =>
  (await cuciRows(shop, params, 'tgl_kirim', sql`tujuan = 'PUSAT'`)).map(numbers),
);
registerOneBatchSource(LAPORAN_WASTING_SEPUHAN, async (shop, params) =>
  (await cuciRows(shop, params, 'tgl_terima', sql`status = 'TERIMA'`)).map(numbers),
);

type Rekap = {
  jenis: string;
  kode_group: string;
  kadar: number;
  qty: number;
  kirim: number;
  terima: number;
  susut: number;
  susut24k: number;
};
const mgOf = (v: unknown) => Math.round(Number(v) * 1000);

registerOneBatchSource(REKAP_WASTING_SEPUHAN, async (shop, params) => {
  const rows = await cuciRows(shop, params, 'tgl_terima', sql`status = 'TERIMA'`);
  const groups = new Map<string, Rekap>();
  for (const r of rows) {
    const key = `${r.jenis}|${r.kode_group}|${r.kadar}`;
    const g = groups.get(key) ?? {
      jenis: str(r.jenis),
      kode_group: str(r.kode_group),
      kadar: Number(r.kadar),
      qty: 0,
      kirim: 0,
      terima: 0,
      susut: 0,
      susut24k: 0,
    };
    g.qty += 1;
    g.kirim += mgOf(r.berat_kirim);
    g.terima += mgOf(r.berat_terima);
    g.susut += mgOf(r.susut);
    g.susut24k += mg24k(Number(r.susut), g.kadar);
    groups.set(key, g);
  }
  return [...groups.values()]
    .sort((a, b) => a.jenis.localeCompare(b.jenis) || a.kode_group.localeCompare(b.kode_group))
    .map((g) => ({
      jenis: g.jenis,
      kode_group: g.kode_group,
      kadar: g.kadar,
      qty: g.qty,
      berat_kirim: g.kirim / 1000,
      berat_terima: g.terima / 1000,
      susut: g.susut / 1000,
      persen: g.kirim ? Math.round((g.susut * 10_000) / g.kirim) / 100 : 0,
      susut_24k: g.susut24k / 1000,
    }));
});

const sortirRows = (jenis: 'SORTIR' | 'PINDAH') => async (shop: ShopContext, params: ReportParams) => {
  const { from, to } = period(params);
  const tujuan = chosen(params.tujuan);
  const s = shop.t.sortirBarang;
  const rows = await run(
    shop,
    sql`select no_sortir, tanggal::text as tanggal, kode_barcode, nama_barang, kode_group, kode_dept, kadar,
        berat, gudang_asal, baki_asal, tujuan, gudang_tujuan, baki_tujuan, input_by
      from ${s}
      where jenis = ${jenis} and tanggal between ${from}::date and ${to}::date
        and (${tujuan}::text is null or tujuan = ${tujuan})
      order by no_sortir, kode_barcode`,
  );
  return rows.map(numbers);
};
registerOneBatchSource(LAPORAN_SORTIR_PEMBELIAN, sortirRows('SORTIR'));
registerOneBatchSource(LAPORAN_PINDAH_SORTIR, sortirRows('PINDAH'));

registerOneBatchSource(LAPORAN_SALDO_BARANG_AKTIF, async (shop, params) => {
  const group = chosen(params.kode_group);
  const b = shop.t.barang;
  const rows = await run(
    shop,
    sql`select case when status = 'DICUCI' then 'DICUCI / DISEPUH' when kode_gudang = 'BELI' then 'BELI'
          else 'CUCI' end as posisi,
        kode_group, kode_dept, kadar, coalesce(kondisi, '') as kondisi, count(*)::int as qty,
        sum(berat) as berat, sum(round(berat * kadar * 10)) as mg24k
      from ${b}
      where ((kode_gudang in ('BELI', 'CUCI') and status = 'READY') or status = 'DICUCI')
        and (${group}::text is null or kode_group = ${group})
      group by 1, kode_group, kode_dept, kadar, kondisi
      order by 1, kode_group, kode_dept, kadar, kondisi`,
  );
  return rows.map(({ mg24k: mg, ...r }) => ({ ...numbers(r), berat_24k: Number(mg) / 1000 }));
});

registerOneBatchSource(LAPORAN_STOCK_CUCI_MANUAL, async (shop, params) => {
  const { from, to } = period(params);
  const m = shop.t.stockSepuhManual;
  const rows = await run(
    shop,
    sql`select no_sortir as no_tambah_stock, tanggal::text as tgl_system,
        to_char(at at time zone 'Asia/Jakarta', 'HH24:MI:SS') as jam, kode_group, kode_dept, qty, berat
      from ${m} where tanggal between ${from}::date and ${to}::date order by tanggal, id`,
  );
  return rows.map((r) => numbers(r));
});

/** The 24K milligrams of the stock ledger: before the period per kadar, and per day, kadar and kind. */
export async function gramLedgerRows(shop: ShopContext, from: string, to: string) {
  const l = shop.t.stockLedger;
  const b = shop.t.barang;
  const opening = await run(
    shop,
    sql`select b.kadar, sum(round(l.berat * b.kadar * 10))::bigint as mg
      from ${l} l join ${b} b on b.kode_barcode = l.kode_barcode
      where l.tanggal < ${from}::date group by b.kadar`,
  );
  const moves = await run(
    shop,
    sql`select l.tanggal::text as tanggal, b.kadar, l.jenis, sign(l.berat) as arah,
        sum(round(l.berat * b.kadar * 10))::bigint as mg
      from ${l} l join ${b} b on b.kode_barcode = l.kode_barcode
      where l.tanggal between ${from}::date and ${to}::date and l.berat <> 0
      group by 1, 2, 3, 4`,
  );
  return gramLedger(
    opening.map((o) => ({ kadar: Number(o.kadar), mg: Number(o.mg) })),
    moves.map((m) => ({
      tanggal: str(m.tanggal),
      kadar: Number(m.kadar),
      jenis: str(m.jenis),
      mg: Number(m.mg),
    })),
    from,
    to,
  );
}

registerOneBatchSource(LAPORAN_MUTASI_GRAM, async (shop, params) => {
  const { from, to } = period(params);
  const days = await gramLedgerRows(shop, from, to);
  const g = (mg: number) => mg / 1000;
  return days
    .filter((d) => d.awal !== 0 || totalMasuk(d) !== 0 || totalKeluar(d) !== 0)
    .sort((a, b) => b.kadar - a.kadar || a.tanggal.localeCompare(b.tanggal))
    .map((d) => {
      const row: ReportRow = { kadar: d.kadar, tanggal: d.tanggal, awal: g(d.awal) };
      // Each kind's net; moves inside the shop (PINDAH, HANCUR to its warehouse) net to nothing.
      let masuk = 0;
      let keluar = 0;
      for (const k of GRAM_KATEGORI) {
        if (k === 'SUSUT') continue;
        const net = d.masuk[k] - d.keluar[k];
        row[`net_${k.toLowerCase()}`] = g(net);
        if (net > 0) masuk += net;
        else keluar -= net;
      }
      row.masuk = g(masuk);
      row.keluar = g(keluar);
      row.susut = g(d.keluar.SUSUT - d.masuk.SUSUT);
      row.akhir = g(d.akhir);
      return row;
    });
});
