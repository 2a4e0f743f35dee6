import type { NotaType } from './api/nota.ts';

/**
 * What each note type says (issue 43: one source for every paper): title, the customer's caption, the
 * item columns, the info rows, the totals, the terms, the mark and the signatures. The server's default
 * invoice layout (domains/nota/nota-defaults.ts) places them on the 210 x 105 mm invoice (a column's
 * `x` and `w` are its place there, in designer pixels); `notaContent` (nota-content.ts) fills them for
 * the receipt printer. Templates follow nota-template.ts.
 */
/**
 * A totals row: caption and value. `wide` (the payment text, e.g. 'CASH Rp 7,065,500 (TUNAI Rp
 * 10,000,000 KEMBALI Rp 2,934,500)') gets a short caption and a value box of three lines.
 */
export type NotaTotalSpec = { caption: string; isi: string; bold?: boolean; wide?: boolean };
export type NotaColSpec = {
  key: string;
  header: string;
  x: number;
  w: number;
  fmt?: string;
  align?: 'r' | 'c';
};
export type NotaTypeSpec = {
  title: string;
  customerCaption: string;
  cols: NotaColSpec[];
  totals: NotaTotalSpec[];
  /** Extra info rows under the header block (caption, template), at most 3. */
  info?: { caption: string; isi: string }[];
  terms: string;
  /** A large centred mark under the terms (LUNAS on a redemption note) and its font size. */
  stamp?: { isi: string; size: number };
  signLeft: string;
  signRight: string;
};

const BUY_BACK =
  'Barang yang dibeli di toko kami dapat dijual kembali ke toko kami dalam waktu 3 (tiga) bulan sejak ' +
  'tanggal nota dengan potongan sesuai ketentuan toko; lewat dari 3 (tiga) bulan mengikuti harga beli ' +
  'yang berlaku hari itu. Penjualan kembali wajib membawa nota asli ini dan barang dalam keadaan utuh.';

const SALE_TERMS =
  `SYARAT & KETENTUAN: 1. ${BUY_BACK} 2. Berat dan kadar tertera telah diperiksa bersama pembeli. ` +
  '3. Nota yang hilang atau rusak tidak dapat diganti. 4. Barang yang sudah dibeli tidak dapat ditukar dengan uang.';

const SALE_COLS: NotaColSpec[] = [
  { key: 'no', header: 'No', x: 24, w: 22, align: 'c' },
  { key: 'kode_barcode', header: 'Barcode', x: 50, w: 70 },
  { key: 'nama_barang', header: 'Nama Barang', x: 124, w: 200 },
  { key: 'kadar', header: 'Kadar', x: 330, w: 60, align: 'c' },
  { key: 'berat', header: 'Berat (gr)', x: 394, w: 80, fmt: 'gram', align: 'r' },
  { key: 'ongkos', header: 'Ongkos (Rp)', x: 480, w: 120, fmt: 'rp', align: 'r' },
  { key: 'harga', header: 'Harga (Rp)', x: 606, w: 164, fmt: 'rp', align: 'r' },
];

const SALE_TOTALS: NotaTotalSpec[] = [
  { caption: 'Total Berat', isi: '[r]{total_berat:gram} gr' },
  { caption: 'TOTAL', isi: '[br]Rp {total:rp}', bold: true },
  { caption: 'Pembayaran', isi: '[r]{pembayaran:full}', wide: true },
];

const sale = (title: string): NotaTypeSpec => ({
  title,
  customerCaption: 'Pembeli',
  cols: SALE_COLS,
  totals: SALE_TOTALS,
  terms: SALE_TERMS,
  signLeft: 'Hormat Kami,',
  signRight: 'Pembeli,',
});

/** The pieces of a loan (HUTANG and the notes of its redemption and extension). */
const PAWN_COLS: NotaColSpec[] = [
  { key: 'no', header: 'No', x: 24, w: 22, align: 'c' },
  { key: 'kode_barcode', header: 'Barcode', x: 50, w: 70 },
  { key: 'nama_barang', header: 'Barang Jaminan', x: 124, w: 200 },
  { key: 'kadar', header: 'Kadar', x: 330, w: 50, align: 'c' },
  { key: 'jumlah', header: 'Qty', x: 384, w: 36, align: 'c' },
  { key: 'berat', header: 'Berat (gr)', x: 424, w: 80, fmt: 'gram', align: 'r' },
  { key: 'berat_bruto', header: 'Bruto (gr)', x: 508, w: 80, fmt: 'gram', align: 'r' },
  { key: 'kondisi', header: 'Kondisi', x: 600, w: 170 },
];

/**
 * A loan payment's note (issue 43): the borrower's pieces, the payment number before the kind's info
 * rows, and the principal, the days at the rate and the interest computed before the kind's totals.
 */
const pawnPayment = (
  title: string,
  info: NonNullable<NotaTypeSpec['info']>,
  totals: NotaTotalSpec[],
  terms: string,
  stamp: NotaTypeSpec['stamp'],
): NotaTypeSpec => ({
  title,
  customerCaption: 'Peminjam',
  cols: PAWN_COLS,
  info: [{ caption: 'No. Bayar', isi: ': {no_bayar:full}' }, ...info],
  totals: [
    { caption: 'Pokok Hutang', isi: '[r]Rp {pokok:rp}' },
    { caption: 'Lama Pinjam', isi: '[r]{lama_pinjam:full} hari x {bunga:full}% / hari' },
    { caption: 'Bunga Dihitung', isi: '[r]Rp {bunga_pinjam:rp}' },
    ...totals,
  ],
  terms,
  stamp,
  signLeft: 'Hormat Kami,',
  signRight: 'Peminjam,',
});

/** Issue 43: a redemption prints its own note (days, computed and charged interest, paid, LUNAS). */
const PELUNASAN = pawnPayment(
  'NOTA PELUNASAN HUTANG',
  [
    { caption: 'Tgl Hutang', isi: ': {tgl_hutang:tanggal}' },
    { caption: 'Jatuh Tempo', isi: ': {tgl_tempo:tanggal}' },
  ],
  [
    { caption: 'Bunga Dibayar', isi: '[r]Rp {bunga_rp:rp}' },
    { caption: 'TOTAL BAYAR', isi: '[br]Rp {total_bayar:rp}', bold: true },
  ],
  'PERNYATAAN: Hutang di atas telah dilunasi (pokok dan bunga). Barang jaminan telah diterima kembali ' +
    'oleh peminjam dalam keadaan baik dan lengkap.',
  { isi: 'LUNAS', size: 20 },
);

/** Issue 43: an extension prints its own note (days, interest paid, the new due date). */
const PERPANJANGAN = pawnPayment(
  'NOTA PERPANJANGAN HUTANG',
  [
    { caption: 'Tempo Lama', isi: ': {tgl_tempo_lama:tanggal}' },
    { caption: 'Tempo Baru', isi: '[b]: {tgl_tempo_baru:tanggal}' },
  ],
  [{ caption: 'BUNGA DIBAYAR', isi: '[br]Rp {bunga_rp:rp}', bold: true }],
  'SYARAT & KETENTUAN: Bunga sampai tanggal bayar telah dibayar; pokok hutang tetap. Bunga dihitung ' +
    'kembali sejak tanggal bayar. Barang jaminan tetap disimpan toko sampai jatuh tempo baru.',
  { isi: 'TEMPO BARU {tgl_tempo_baru:tanggal}', size: 12 },
);

/**
 * An order or a repair: the pick-up day, the total, the down payment and what is left ('Rp 6,600,000'
 * while open, 'LUNAS' once picked up and paid: issue 43).
 */
const PICK_UP: Pick<NotaTypeSpec, 'info' | 'totals'> = {
  info: [{ caption: 'Tgl Ambil', isi: ': {tgl_ambil:tanggal}' }],
  totals: [
    { caption: 'TOTAL', isi: '[br]Rp {total:rp}', bold: true },
    { caption: 'Uang Muka (DP)', isi: '[r]Rp {dp_rp:rp}' },
    { caption: 'Sisa Bayar', isi: '[br]{sisa_bayar:full}' },
  ],
};

export const NOTA_SPECS: Record<NotaType, NotaTypeSpec> = {
  PENJUALAN: sale('NOTA PENJUALAN'),
  'PENJUALAN TUA': sale('NOTA PENJUALAN EMAS TUA'),
  PENJUALAN_MANUAL: sale('NOTA PENJUALAN MANUAL'),
  'PENJUALAN BERLIAN': {
    ...sale('NOTA PENJUALAN BERLIAN'),
    cols: [
      { key: 'no', header: 'No', x: 24, w: 22, align: 'c' },
      { key: 'kode_barcode', header: 'Barcode', x: 50, w: 70 },
      { key: 'nama_barang', header: 'Nama Barang', x: 124, w: 170 },
      { key: 'kadar', header: 'Kadar', x: 298, w: 50, align: 'c' },
      { key: 'berat', header: 'Berat (gr)', x: 352, w: 74, fmt: 'gram', align: 'r' },
      { key: 'keterangan', header: 'Keterangan Berlian', x: 436, w: 164 },
      { key: 'harga', header: 'Harga (Rp)', x: 606, w: 164, fmt: 'rp', align: 'r' },
    ],
    terms:
      `SYARAT & KETENTUAN: 1. ${BUY_BACK} 2. Berlian disertai sertifikat toko; jumlah dan ukuran batu ` +
      'sesuai keterangan di atas. 3. Nota yang hilang atau rusak tidak dapat diganti.',
  },
  PEMBELIAN: {
    title: 'NOTA PEMBELIAN',
    customerCaption: 'Penjual',
    // Issue 43: the ownership statement below names the seller: name (Penjual) and KTP.
    info: [{ caption: 'No. KTP', isi: ': {no_ktp:full}' }],
    cols: [
      { key: 'no', header: 'No', x: 24, w: 22, align: 'c' },
      { key: 'nama_barang', header: 'Nama Barang', x: 50, w: 200 },
      { key: 'kadar', header: 'Kadar', x: 256, w: 60, align: 'c' },
      { key: 'berat_nota', header: 'Berat Nota', x: 320, w: 80, fmt: 'gram', align: 'r' },
      { key: 'berat', header: 'Berat (gr)', x: 404, w: 80, fmt: 'gram', align: 'r' },
      { key: 'kondisi', header: 'Kondisi', x: 494, w: 110 },
      { key: 'harga', header: 'Harga (Rp)', x: 606, w: 164, fmt: 'rp', align: 'r' },
    ],
    totals: [
      { caption: 'Total Berat', isi: '[r]{total_berat:gram} gr' },
      { caption: 'TOTAL', isi: '[br]Rp {total:rp}', bold: true },
      { caption: 'Pembayaran', isi: '[r]{pembayaran:full}', wide: true },
    ],
    terms:
      'PERNYATAAN PENJUAL: 1. Saya menyatakan barang di atas adalah milik saya sendiri dan bukan hasil ' +
      'kejahatan; segala akibat hukum menjadi tanggung jawab saya. 2. Harga telah disepakati bersama sesuai ' +
      'berat, kadar dan kondisi barang. 3. Barang yang dijual kembali dalam waktu 3 (tiga) bulan sejak nota ' +
      'pembelian toko kami dihitung dengan potongan sesuai ketentuan toko.',
    signLeft: 'Penerima,',
    signRight: 'Penjual,',
  },
  PESANAN: {
    title: 'NOTA PESANAN',
    customerCaption: 'Pemesan',
    cols: [
      { key: 'no', header: 'No', x: 24, w: 22, align: 'c' },
      { key: 'nama_barang', header: 'Nama Barang', x: 50, w: 220 },
      { key: 'kadar', header: 'Kadar', x: 276, w: 60, align: 'c' },
      { key: 'berat', header: 'Berat Est. (gr)', x: 340, w: 90, fmt: 'gram', align: 'r' },
      { key: 'ongkos', header: 'Ongkos (Rp)', x: 440, w: 150, fmt: 'rp', align: 'r' },
      { key: 'harga', header: 'Harga (Rp)', x: 606, w: 164, fmt: 'rp', align: 'r' },
    ],
    ...PICK_UP,
    terms:
      'SYARAT & KETENTUAN: 1. Uang muka (DP) tidak dapat dikembalikan bila pesanan dibatalkan. 2. Pesanan ' +
      'yang tidak diambil dalam waktu 3 (tiga) bulan sejak tanggal ambil dianggap batal dan DP menjadi milik ' +
      'toko. 3. Harga akhir mengikuti berat sebenarnya. 4. Pengambilan wajib membawa nota asli ini.',
    signLeft: 'Hormat Kami,',
    signRight: 'Pemesan,',
  },
  SERVICE: {
    title: 'NOTA SERVICE',
    customerCaption: 'Pelanggan',
    cols: [
      { key: 'no', header: 'No', x: 24, w: 22, align: 'c' },
      { key: 'nama_barang', header: 'Nama Barang', x: 50, w: 200 },
      { key: 'berat', header: 'Berat (gr)', x: 256, w: 80, fmt: 'gram', align: 'r' },
      { key: 'deskripsi', header: 'Keterangan Service', x: 346, w: 250 },
      { key: 'harga', header: 'Biaya (Rp)', x: 606, w: 164, fmt: 'rp', align: 'r' },
    ],
    ...PICK_UP,
    terms:
      'SYARAT & KETENTUAN: 1. Barang service yang tidak diambil dalam waktu 3 (tiga) bulan sejak tanggal ' +
      'ambil di luar tanggung jawab toko. 2. Kerusakan akibat kondisi barang sebelumnya di luar tanggung jawab ' +
      'toko. 3. Pengambilan wajib membawa nota asli ini.',
    signLeft: 'Hormat Kami,',
    signRight: 'Pelanggan,',
  },
  TITIPAN: {
    title: 'NOTA TITIPAN',
    customerCaption: 'Penitip',
    // Issue 43: no value per piece ('Nilai 0'); the due date shown; the amount and the fees apart.
    cols: [
      { key: 'no', header: 'No', x: 24, w: 22, align: 'c' },
      { key: 'kode_barcode', header: 'Barcode', x: 50, w: 70 },
      { key: 'nama_barang', header: 'Nama Barang', x: 124, w: 230 },
      { key: 'kadar', header: 'Kadar', x: 360, w: 60, align: 'c' },
      { key: 'jumlah', header: 'Qty', x: 424, w: 40, align: 'c' },
      { key: 'berat', header: 'Berat (gr)', x: 470, w: 100, fmt: 'gram', align: 'r' },
      { key: 'berat_bruto', header: 'Bruto (gr)', x: 600, w: 100, fmt: 'gram', align: 'r' },
    ],
    info: [
      { caption: 'Jatuh Tempo', isi: '[b]: {tgl_tempo:tanggal}' },
      { caption: 'Bunga', isi: ': {bunga:full}% / hari' },
    ],
    totals: [
      { caption: 'Total Berat', isi: '[r]{total_berat:gram} gr' },
      { caption: 'Biaya', isi: '[r]Rp {biaya:rp}' },
      { caption: 'JUMLAH TITIP', isi: '[br]Rp {jumlah_titip:rp}', bold: true },
    ],
    terms:
      'SYARAT & KETENTUAN: 1. Barang titipan disimpan paling lama 3 (tiga) bulan sejak tanggal nota; lewat ' +
      'dari itu di luar tanggung jawab toko. 2. Pengambilan wajib membawa nota asli ini dan kartu identitas ' +
      'penitip.',
    signLeft: 'Penerima,',
    signRight: 'Penitip,',
  },
  HUTANG: {
    title: 'NOTA HUTANG',
    customerCaption: 'Peminjam',
    cols: PAWN_COLS,
    info: [
      { caption: 'Jatuh Tempo', isi: '[b]: {tgl_tempo:tanggal}' },
      { caption: 'No. KTP', isi: ': {no_ktp:full}' },
    ],
    totals: [
      { caption: 'Total Berat', isi: '[r]{total_berat:gram} gr' },
      { caption: 'Bunga', isi: '[r]{bunga:full}% / hari ({bunga_bulan:full}% / bulan)' },
      { caption: 'JUMLAH HUTANG', isi: '[br]Rp {total:rp}', bold: true },
    ],
    terms:
      'SYARAT & KETENTUAN: 1. Bunga dihitung per hari sejak tanggal hutang sampai tanggal pelunasan, hari ' +
      'pertama dihitung, paling sedikit sesuai minimal hari yang berlaku. 2. Barang jaminan yang tidak ' +
      'ditebus atau diperpanjang setelah tanggal jatuh tempo dapat dilelang oleh toko. 3. Penebusan wajib ' +
      'membawa nota asli ini dan kartu identitas peminjam.',
    signLeft: 'Hormat Kami,',
    signRight: 'Peminjam,',
  },
  'PELUNASAN HUTANG': PELUNASAN,
  'PERPANJANGAN HUTANG': PERPANJANGAN,
};

/** The shop's head of every note (templates). */
export const NOTA_SHOP_HEAD = {
  nama: '{nama_toko:full}',
  alamat: '{alamat_toko:full}',
  telp: 'Telp. {no_telp:full}',
} as const;

/** The note's own rows of every note (caption, template). */
export const NOTA_HEAD_ROWS = {
  noFaktur: { caption: 'No. Faktur', isi: '{no_faktur:full}' },
  tanggal: { caption: 'Tanggal', isi: '{tanggal:tanggal} {jam:full}' },
  sales: { caption: 'Sales / Kasir', isi: '{kode_sales:full} / {input_by:full}' },
} as const;

/** The customer rows of every note (the name's caption is the type's `customerCaption`). */
export const NOTA_CUSTOMER_ROWS = {
  nama: '{nama_customer}',
  alamat: { caption: 'Alamat', isi: '{alamat_customer:full}' },
  hp: { caption: 'No. HP', isi: '{no_hp:full}' },
  member: { caption: 'Member', isi: '{kode_member:full}' },
} as const;

/** The names under the signatures, and the closing line. */
export const NOTA_SIGN_NAMES = { left: '( {input_by:full} )', right: '( {nama_customer} )' } as const;
export const NOTA_THANKS = 'Terima kasih atas kepercayaan Anda';

/** The template of a column's cell in an item line (the invoice's `baris_` label, without its flag). */
export const cellTemplate = (c: NotaColSpec): string => `{item.${c.key}${c.fmt ? `:${c.fmt}` : ''}}`;
