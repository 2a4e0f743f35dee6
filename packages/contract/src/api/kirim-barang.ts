import { z } from 'zod';
import { CURR } from '../berlian/pricing.ts';
import { dataBerlian } from '../berlian/stones.ts';
import { endpoint } from '../endpoint.ts';
import { code, hasAtMost3Decimals, isoDate, oneOf, optionalText, text } from '../validation.ts';
import { barcode, barcodeList, tagId } from './barang.ts';

/**
 * Branch shipping (kirim barang ke cabang / ke pusat, terima barang). The specification names the
 * screens only; the calls below are chosen (DESIGN.md section 3, writes that span shops): the sender
 * takes the items out of its stock into transit and queues the surat jalan in its outbox; the outbox
 * delivers it to the receiver's `kirim-barang/masuk` with the receiver's service credential; the
 * receiver accepts or refuses each item at Terima Barang and its outbox confirms back to the sender
 * (`kirim-barang/konfirmasi`), where a refused item returns to stock.
 */
export const KIRIM_MSG = {
  tujuanRequired: 'Toko Tujuan Harus Dipilih',
  tujuanSelf: 'Toko Tujuan Tidak Boleh Toko Sendiri',
  tujuanUnknown: (kode: string) => `Toko ${kode} Tidak Terdaftar Di Master Toko`,
  barangRequired: 'Barang Harus Dipilih',
  bakiEmpty: (kode: string) => `Baki ${kode} Tidak Berisi Barang Ready`,
  sent: 'Kirim Barang Berhasil',
  received: 'Terima Barang Berhasil',
  notFound: 'Data Kiriman Tidak Ditemukan',
  notInShipment: (kode: string) => `Barcode ${kode} Tidak Ada Dalam Kiriman`,
  alreadyDone: (kode: string) => `Barcode ${kode} Sudah Diproses`,
  nothingToDo: 'Tidak Ada Barang Yang Diproses',
  senderMismatch: 'Token Layanan Bukan Milik Toko Pengirim',
  /** A confirmation that differs from the receiver's own record of the delivery. */
  notAsRecorded: (kode: string) => `Barcode ${kode} Tidak Sesuai Catatan Toko Penerima`,
  /** The receiver's record could not be read: the confirmation waits (its outbox retries). */
  recordUnreadable: 'Catatan Toko Penerima Tidak Dapat Dibaca',
  notSendable: (kode: string, alasan: string) => `Barang ${kode} Tidak Dapat Dikirim: ${alasan}`,
  /**
   * A received piece keeps its barcode; another piece of this shop already has it (legacy 8-digit codes
   * were allocated per shop): that line is refused, never renumbered.
   */
  barcodeTaken: (kode: string, asal: string) =>
    `Barcode ${kode} Sudah Dipakai Barang Lain Di Toko Ini: Pilih Tolak Agar Barang Kembali Ke ${asal}`,
  /** The piece comes back before this shop heard that its own shipment of it was accepted. */
  barcodeStillSent: (kode: string) =>
    `Barcode ${kode} Masih Tercatat Dalam Kiriman Dari Toko Ini: Terima Lagi Setelah Kiriman Itu Dikonfirmasi`,
} as const;

/** Where an item of a shipment stands, as the sender and the receiver record it. */
export const STATUS_ITEM_KIRIM = ['TRANSIT', 'DITERIMA', 'DITOLAK'] as const;
export type StatusItemKirim = (typeof STATUS_ITEM_KIRIM)[number];
/** KIRIM: queued at the sender; TERKIRIM: the receiver holds the surat jalan; SELESAI: every item decided. */
export type StatusKirim = 'KIRIM' | 'TERKIRIM' | 'SELESAI';

const teks = (label: string, max: number, min = 0) =>
  z
    .string({ error: `${label} Harus Berupa Teks` })
    .min(min, { error: `${label} Tidak Boleh Kosong` })
    .max(max, { error: `${label} Maksimal ${max} Karakter` });
const angka = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} Harus Berupa Angka` })
    .min(min, { error: `${label} Minimal ${min}` })
    .max(max, { error: `${label} Maksimal ${max}` });
/** Grams keep 3 decimals, kadar 2: a finer value is not a weight the shops record. */
const gram = (label: string) =>
  angka(label, 0, 100_000).refine(hasAtMost3Decimals, {
    error: `${label} Maksimal 3 Angka Di Belakang Koma`,
  });
/** A number from 0 to `max` with at most 2 decimals (a percentage, a USD price). */
const twoDecimals = (label: string, max: number) =>
  angka(label, 0, max).refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
    error: `${label} Maksimal 2 Angka Di Belakang Koma`,
  });
const persen = (label: string) => twoDecimals(label, 100);
const rupiah = (label: string) =>
  angka(label, 0, 1_000_000_000_000).int({ error: `${label} Harus Bilangan Bulat` });
const usd = (label: string) => twoDecimals(label, 100_000_000);

/** One item as it travels: what the receiver needs to put it in its own stock, with its history. */
export const kirimItem = z.object(
  {
    kode_barcode: barcode(),
    kode_intern: teks('Kode Intern', 100),
    nama_barang: teks('Nama Barang', 200, 1),
    kode_group: teks('Kode Group', 30, 1),
    kode_dept: teks('Kode Jenis', 30, 1),
    kode_gudang: teks('Kode Gudang', 30),
    kode_baki: teks('Kode Baki', 30),
    kadar: persen('Kadar'),
    kadar_cetak: teks('Kadar Cetak', 30),
    kadar_modal: persen('Kadar Modal'),
    berat: gram('Berat'),
    berat_asli: gram('Berat Asli'),
    berat_plastik: gram('Berat Plastik'),
    nama_atribut: teks('Nama Atribut', 200),
    berat_atribut: gram('Berat Atribut'),
    harga_atribut: rupiah('Harga Atribut'),
    ongkos: rupiah('Ongkos'),
    profit: rupiah('Profit'),
    harga_modal: rupiah('Harga Modal').nullable(),
    markis: teks('Markis', 30),
    size: teks('Size', 30),
    keterangan: teks('Keterangan', 500),
    supplier_barang: teks('Supplier', 200),
    foto: teks('Foto', 500).nullable(),
    /** The RFID tag stuck on the item: it travels with it. */
    tag_id: tagId().nullable().optional(),
    /**
     * A diamond item's stones and tag price, as barang stores them (absent or null/0/'' for gold; a
     * call queued before these fields existed carries none).
     */
    data_berlian: dataBerlian,
    ongkos_berlian: rupiah('Ongkos Berlian').optional(),
    total_usd: usd('Total USD').optional(),
    curr: z.enum([...CURR, ''], { error: 'Curr Harus USD Atau IDR' }).optional(),
    kurs: rupiah('Kurs').optional(),
    total_harga: rupiah('Total Harga').optional(),
  },
  { error: 'Data Barang Tidak Valid' },
);
export type KirimItem = z.infer<typeof kirimItem>;

export type KirimDetail = KirimItem & {
  status: StatusItemKirim;
  /**
   * The barcode the item has in the receiver's stock (receiver side, once accepted): its own barcode, a
   * piece keeps it for life; another one only on receipts made before barcodes were chain-wide.
   */
  kode_barcode_baru: string | null;
};
/** Totals per group, as the surat jalan prints them. */
export type KirimGroupTotal = { kode_group: string; qty: number; berat: number };
export type KirimBarang = {
  no_kirim: string;
  kode_toko_asal: string;
  kode_toko_tujuan: string;
  nama_toko_tujuan: string;
  tanggal: string;
  status: StatusKirim;
  keterangan: string;
  input_by: string;
  qty: number;
  berat: number;
  detail: KirimDetail[];
  per_group: KirimGroupTotal[];
};
/** A shop a shipment may go to (master-toko of this shop, itself excluded). */
export type TokoTujuan = { kode_toko: string; nama_toko: string };

export const listTokoTujuan = endpoint<undefined, undefined, undefined, TokoTujuan[]>({
  method: 'GET',
  path: 'kirim-barang/toko-tujuan',
});

export const kirimBarangBody = z
  .object({
    kode_toko_tujuan: code('Toko Tujuan', 20),
    /** Items by barcode, and/or every ready item of one tray. */
    kode_barcodes: barcodeList.optional(),
    kode_baki: code('Kode Baki').optional(),
    keterangan: optionalText('Keterangan', 200),
  })
  .refine((b) => (b.kode_barcodes?.length ?? 0) > 0 || Boolean(b.kode_baki), {
    error: KIRIM_MSG.barangRequired,
  });
export type KirimBarangBody = z.infer<typeof kirimBarangBody>;
export const kirimBarang = endpoint<KirimBarangBody, undefined, undefined, KirimBarang>({
  method: 'POST',
  path: 'kirim-barang',
  body: kirimBarangBody,
});

export const listKirimQuery = z.object({
  tgl_awal: isoDate('Tanggal Awal'),
  tgl_akhir: isoDate('Tanggal Akhir'),
});
export const listKirimBarang = endpoint<undefined, z.infer<typeof listKirimQuery>, undefined, KirimBarang[]>({
  method: 'GET',
  path: 'kirim-barang',
  query: listKirimQuery,
});

const noKirimParam = z.object({ no_kirim: text('No Kirim', 40) });
export const getKirimBarang = endpoint<undefined, undefined, z.infer<typeof noKirimParam>, KirimBarang>({
  method: 'GET',
  path: 'kirim-barang/detail/:no_kirim',
  params: noKirimParam,
});
/** The surat jalan as a PDF (A4 portrait), weights and totals per group. */
export const suratJalan = endpoint<undefined, undefined, z.infer<typeof noKirimParam>, never>({
  method: 'GET',
  path: 'kirim-barang/surat-jalan/:no_kirim',
  params: noKirimParam,
});

/** Sender -> receiver (service credential): the receiver records the shipment once. */
export const kirimMasukBody = z.object({
  kode_toko_asal: code('Toko Asal', 20),
  no_kirim: text('No Kirim', 40),
  tanggal: isoDate('Tanggal'),
  keterangan: teks('Keterangan', 200),
  input_by: teks('Input By', 50),
  detail_barang: z
    .array(kirimItem, { error: 'Barang Harus Dipilih' })
    .min(1, { error: 'Barang Harus Dipilih' })
    .max(2000, { error: 'Barang Maksimal 2000 Per Proses' }),
});
export type KirimMasukBody = z.infer<typeof kirimMasukBody>;
export const kirimMasuk = endpoint<KirimMasukBody, undefined, undefined, { diterima: boolean; qty: number }>({
  method: 'POST',
  path: 'kirim-barang/masuk',
  body: kirimMasukBody,
});

/** Receiver -> sender (service credential): the decision on each item; applied once per item. */
export const kirimKonfirmasiBody = z.object({
  kode_toko_tujuan: code('Toko Tujuan', 20),
  no_kirim: text('No Kirim', 40),
  detail_barang: z
    .array(
      z.object(
        { kode_barcode: barcode(), status: oneOf('Status', ['DITERIMA', 'DITOLAK'] as const) },
        { error: 'Data Barang Tidak Valid' },
      ),
      {
        error: 'Barang Harus Dipilih',
      },
    )
    .min(1, { error: 'Barang Harus Dipilih' })
    .max(2000, { error: 'Barang Maksimal 2000 Per Proses' })
    .refine((l) => new Set(l.map((r) => r.kode_barcode)).size === l.length, {
      error: 'Kode Barcode Tidak Boleh Ganda',
    }),
});
export type KirimKonfirmasiBody = z.infer<typeof kirimKonfirmasiBody>;
export const kirimKonfirmasi = endpoint<KirimKonfirmasiBody, undefined, undefined, { diproses: number }>({
  method: 'POST',
  path: 'kirim-barang/konfirmasi',
  body: kirimKonfirmasiBody,
});

/**
 * Receiver -> its sender (service credential the receiver issued under the sender's code): the
 * receiver's own record of a delivery, keyed by sending shop and document number. The sender reads it
 * before it applies a confirmation, so a confirmation only ever settles what the receiver decided.
 */
export const catatanTerimaQuery = z.object({
  kode_toko_asal: code('Toko Asal', 20),
  no_kirim: text('No Kirim', 40),
});
/** The record as the sender reads it back (checked: the receiver's answer is another server's). */
export const catatanTerimaData = z.object({
  kode_toko_asal: z.string(),
  no_kirim: z.string(),
  detail: z.array(z.object({ kode_barcode: z.string(), status: z.enum(STATUS_ITEM_KIRIM) })).max(2000),
});
export type CatatanTerima = z.infer<typeof catatanTerimaData>;
export const catatanTerima = endpoint<
  undefined,
  z.infer<typeof catatanTerimaQuery>,
  undefined,
  CatatanTerima
>({
  method: 'GET',
  path: 'kirim-barang/catatan-terima',
  query: catatanTerimaQuery,
});

/** Shipments this shop received (its Terima Barang list); OPEN: with an item still to decide. */
export const listTerimaQuery = z.object({
  status: oneOf('Status', ['OPEN', 'ALL'] as const).default('OPEN'),
});
export const listTerimaBarang = endpoint<
  undefined,
  z.infer<typeof listTerimaQuery>,
  undefined,
  KirimBarang[]
>({
  method: 'GET',
  path: 'terima-barang',
  query: listTerimaQuery,
});

export const terimaBarangBody = z.object({
  kode_toko_asal: code('Toko Asal', 20),
  no_kirim: text('No Kirim', 40),
  kode_gudang: code('Kode Gudang'),
  kode_baki: code('Kode Baki'),
  /** Each item decided: TERIMA puts it in stock here, TOLAK sends it back. */
  detail_barang: z
    .array(
      z.object(
        { kode_barcode: barcode(), status: oneOf('Status', ['TERIMA', 'TOLAK'] as const) },
        { error: 'Data Barang Tidak Valid' },
      ),
      {
        error: KIRIM_MSG.barangRequired,
      },
    )
    .min(1, { error: KIRIM_MSG.barangRequired })
    .max(2000, { error: 'Barang Maksimal 2000 Per Proses' })
    .refine((l) => new Set(l.map((r) => r.kode_barcode)).size === l.length, {
      error: 'Kode Barcode Tidak Boleh Ganda',
    }),
});
export type TerimaBarangBody = z.infer<typeof terimaBarangBody>;
export type TerimaBarangResult = {
  no_kirim: string;
  diterima: { kode_barcode: string; kode_barcode_baru: string }[];
  ditolak: string[];
};
export const terimaBarang = endpoint<TerimaBarangBody, undefined, undefined, TerimaBarangResult>({
  method: 'POST',
  path: 'terima-barang',
  body: terimaBarangBody,
});

/**
 * What is on the road as this shop knows it: shipments it sent that the receiver does not hold yet,
 * and items it holds that are not decided yet. Head office merges every shop's answer (fan-out).
 */
export type TransitRow = {
  kode_toko_asal: string;
  kode_toko_tujuan: string;
  no_kirim: string;
  tanggal: string;
  kode_barcode: string;
  nama_barang: string;
  kode_group: string;
  berat: number;
  /** DIKIRIM: not yet at the receiver's server; MENUNGGU: at the receiver, waiting for Terima Barang. */
  posisi: 'DIKIRIM' | 'MENUNGGU';
};
export const listTransit = endpoint<undefined, undefined, undefined, TransitRow[]>({
  method: 'GET',
  path: 'kirim-barang/transit',
});

/** Head office: every shop's transit list merged (a shop that fails is named in `gagal`). */
export const listTransitSemua = endpoint<
  undefined,
  undefined,
  undefined,
  { rows: TransitRow[]; gagal: string[] }
>({
  method: 'GET',
  path: 'kirim-barang/transit-semua',
});
