import {
  EXPORT_DATA_MEMBER,
  LAPORAN_AKTIVASI_MEMBER,
  LAPORAN_BAYAR_POINT,
  LAPORAN_DAFTAR_MEMBER,
  LAPORAN_HARIAN_MEMBER,
  LAPORAN_KARTU_STOCK_HADIAH,
  LAPORAN_REKAP_STOCK_HADIAH,
  LAPORAN_TOP_MEMBER,
  LAPORAN_TUKAR_HADIAH_PELANGGAN,
  REPORT_ALL,
  type ReportRow,
} from '@emas/contract';
import { MEMBER_MSG } from '@emas/contract/api/member';
import { badRequest } from '../../platform/errors.ts';
import { keysetPages, registerOneBatchSource, registerReportSource } from '../laporan/report-registry.ts';
import {
  daftarMemberPage,
  exportMemberPage,
  hadiahRekap,
  kartuStockPage,
  poinReportPage,
  topMembers,
  tukarReportPage,
} from './member.queries.ts';

/** The queries of the member reports (contract report/definitions/member.ts). */

const str = (v: unknown) => String(v ?? '');
const asRows = <T>(rows: T[]) => rows as unknown as ReportRow[];

registerReportSource(LAPORAN_DAFTAR_MEMBER.key, ({ shop, params, batchSize }) => {
  const q = {
    from: str(params.tgl_awal),
    to: str(params.tgl_akhir),
    kode_cabang_daftar: params.kode_cabang_daftar,
  };
  return keysetPages(
    batchSize,
    async (after: { kode_cabang_daftar: string; kode_member: string } | null, limit) =>
      asRows(await daftarMemberPage(shop, q, after, limit)),
    (r) => ({ kode_cabang_daftar: str(r.kode_cabang_daftar), kode_member: str(r.kode_member) }),
  );
});

registerReportSource(LAPORAN_AKTIVASI_MEMBER.key, ({ shop, params, batchSize }) => {
  const q = { from: str(params.start_date), to: str(params.end_date) };
  return keysetPages(
    batchSize,
    async (after: { kode_cabang_daftar: string; kode_member: string } | null, limit) =>
      asRows(
        (await daftarMemberPage(shop, q, after, limit, 'kode')).map((r) => ({ ...r, point: r.point ?? 0 })),
      ),
    (r) => ({ kode_cabang_daftar: str(r.kode_cabang_daftar), kode_member: str(r.kode_member) }),
  );
});

registerReportSource(EXPORT_DATA_MEMBER.key, ({ shop, params, batchSize }) => {
  const q = {
    sort_by: str(params.sort_by),
    kode_cabang_daftar: str(params.kode_cabang_daftar || REPORT_ALL),
  };
  return keysetPages(
    batchSize,
    async (after: { point: number; kode_member: string } | null, limit) =>
      asRows(await exportMemberPage(shop, q, after, limit)),
    (r) => ({ point: Number(r.point), kode_member: str(r.kode_member) }),
  );
});

registerOneBatchSource(LAPORAN_TOP_MEMBER, async (shop, params) =>
  (
    await topMembers(shop, {
      from: str(params.tgl_awal),
      to: str(params.tgl_akhir),
      jumlah: Number(params.jumlah ?? 10),
      sort_by: str(params.sort_by),
    })
  ).map((r, i) => ({ peringkat: i + 1, ...r })),
);

const poinPages =
  (jenis?: string) =>
  ({ shop, params, batchSize }: Parameters<Parameters<typeof registerReportSource>[1]>[0]) => {
    const q = { from: str(params.tgl_awal), to: str(params.tgl_akhir), jenis: jenis ?? params.jenis };
    return keysetPages(
      batchSize,
      async (after: { tanggal: string; id: number } | null, limit) =>
        asRows(await poinReportPage(shop, q, after, limit)),
      (r) => ({ tanggal: str(r.tanggal), id: Number(r.id) }),
    );
  };
registerReportSource(LAPORAN_HARIAN_MEMBER.key, poinPages());
registerReportSource(LAPORAN_BAYAR_POINT.key, poinPages('BAYAR'));

registerReportSource(LAPORAN_TUKAR_HADIAH_PELANGGAN.key, ({ shop, params, batchSize }) => {
  const q = { from: str(params.tgl_from), to: str(params.tgl_to) };
  return keysetPages(
    batchSize,
    async (after: { tanggal: string; no_tukar: string } | null, limit) =>
      (await tukarReportPage(shop, q, after, limit)).map(
        (t): ReportRow => ({
          tanggal: t.tanggal,
          no_tukar: t.no_tukar,
          kode_member: t.kode_member,
          nama_customer: t.nama_customer,
          alamat_customer: t.alamat_customer,
          deskripsi: t.nama_hadiah,
          qty: t.qty,
          poin: t.total_poin,
        }),
      ),
    (r) => ({ tanggal: str(r.tanggal), no_tukar: str(r.no_tukar) }),
  );
});

registerOneBatchSource(LAPORAN_REKAP_STOCK_HADIAH, async (shop, params) => {
  const tanggal = str(params.tgl_from);
  return (await hadiahRekap(shop, tanggal)).map((r) => ({ tanggal, ...r }));
});

registerReportSource(LAPORAN_KARTU_STOCK_HADIAH.key, ({ shop, params, batchSize }) => {
  const kode = str(params.kode_hadiah);
  // The card is of one gift: SEMUA is not a choice here.
  if (!kode || kode === REPORT_ALL) throw badRequest(MEMBER_MSG.hadiahNotChosen);
  const q = { kode_hadiah: kode, from: str(params.tgl_system) };
  return keysetPages(
    batchSize,
    async (after: { tanggal: string; id: number } | null, limit) =>
      asRows(await kartuStockPage(shop, q, after, limit)),
    (r) => ({ tanggal: str(r.tanggal), id: Number(r.id) }),
  );
});
