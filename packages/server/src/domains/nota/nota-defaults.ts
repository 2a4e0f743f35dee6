import {
  NOTA_DEFAULT_FONT,
  NOTA_ROTATE,
  type NotaJenis,
  type NotaLabel,
  type NotaType,
} from '@emas/contract/api/nota';

/**
 * The layout every shop starts with, per note type: a 210 x 105 mm Indonesian gold-shop invoice
 * (794 x 397 px). Shop header top left, title, invoice number, date, sales and cashier top right
 * with a QR code of the invoice number; the customer; the item table (5 rows); totals and payment;
 * the terms with the 3-month clause; signatures and a Code 128 barcode of the invoice number.
 * Field names are those of README.md in this folder.
 */

/**
 * A totals row: caption and value. `wide` (the payment text, e.g. 'CASH Rp 7,065,500 (TUNAI Rp
 * 10,000,000 KEMBALI Rp 2,934,500)') gets a short caption and a value box of three lines.
 */
type Total = { caption: string; isi: string; bold?: boolean; wide?: boolean };
type Col = { key: string; header: string; x: number; w: number; fmt?: string; align?: 'r' | 'c' };
type TypeSpec = {
  title: string;
  customerCaption: string;
  cols: Col[];
  totals: Total[];
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

const SALE_COLS: Col[] = [
  { key: 'no', header: 'No', x: 24, w: 22, align: 'c' },
  { key: 'kode_barcode', header: 'Barcode', x: 50, w: 70 },
  { key: 'nama_barang', header: 'Nama Barang', x: 124, w: 200 },
  { key: 'kadar', header: 'Kadar', x: 330, w: 60, align: 'c' },
  { key: 'berat', header: 'Berat (gr)', x: 394, w: 80, fmt: 'gram', align: 'r' },
  { key: 'ongkos', header: 'Ongkos (Rp)', x: 480, w: 120, fmt: 'rp', align: 'r' },
  { key: 'harga', header: 'Harga (Rp)', x: 606, w: 164, fmt: 'rp', align: 'r' },
];

const SALE_TOTALS: Total[] = [
  { caption: 'Total Berat', isi: '[r]{total_berat:gram} gr' },
  { caption: 'TOTAL', isi: '[br]Rp {total:rp}', bold: true },
  { caption: 'Pembayaran', isi: '[r]{pembayaran:full}', wide: true },
];

const sale = (title: string): TypeSpec => ({
  title,
  customerCaption: 'Pembeli',
  cols: SALE_COLS,
  totals: SALE_TOTALS,
  terms: SALE_TERMS,
  signLeft: 'Hormat Kami,',
  signRight: 'Pembeli,',
});

/** The pieces of a loan (HUTANG and the notes of its redemption and extension). */
const PAWN_COLS: Col[] = [
  { key: 'no', header: 'No', x: 24, w: 22, align: 'c' },
  { key: 'kode_barcode', header: 'Barcode', x: 50, w: 70 },
  { key: 'nama_barang', header: 'Barang Jaminan', x: 124, w: 200 },
  { key: 'kadar', header: 'Kadar', x: 330, w: 50, align: 'c' },
  { key: 'jumlah', header: 'Qty', x: 384, w: 36, align: 'c' },
  { key: 'berat', header: 'Berat (gr)', x: 424, w: 80, fmt: 'gram', align: 'r' },
  { key: 'berat_bruto', header: 'Bruto (gr)', x: 508, w: 80, fmt: 'gram', align: 'r' },
  { key: 'kondisi', header: 'Kondisi', x: 600, w: 170 },
];

/** Issue 43: a redemption prints its own note (days, computed and charged interest, paid, LUNAS). */
const PELUNASAN: TypeSpec = {
  title: 'NOTA PELUNASAN HUTANG',
  customerCaption: 'Peminjam',
  cols: PAWN_COLS,
  info: [
    { caption: 'No. Bayar', isi: ': {no_bayar:full}' },
    { caption: 'Tgl Hutang', isi: ': {tgl_hutang:tanggal}' },
    { caption: 'Jatuh Tempo', isi: ': {tgl_tempo:tanggal}' },
  ],
  totals: [
    { caption: 'Pokok Hutang', isi: '[r]Rp {pokok:rp}' },
    { caption: 'Lama Pinjam', isi: '[r]{lama_pinjam:full} hari x {bunga:full}% / hari' },
    { caption: 'Bunga Dihitung', isi: '[r]Rp {bunga_pinjam:rp}' },
    { caption: 'Bunga Dibayar', isi: '[r]Rp {bunga_rp:rp}' },
    { caption: 'TOTAL BAYAR', isi: '[br]Rp {total_bayar:rp}', bold: true },
  ],
  terms:
    'PERNYATAAN: Hutang di atas telah dilunasi (pokok dan bunga). Barang jaminan telah diterima kembali ' +
    'oleh peminjam dalam keadaan baik dan lengkap.',
  stamp: { isi: 'LUNAS', size: 20 },
  signLeft: 'Hormat Kami,',
  signRight: 'Peminjam,',
};

/** Issue 43: an extension prints its own note (days, interest paid, the new due date). */
const PERPANJANGAN: TypeSpec = {
  title: 'NOTA PERPANJANGAN HUTANG',
  customerCaption: 'Peminjam',
  cols: PAWN_COLS,
  info: [
    { caption: 'No. Bayar', isi: ': {no_bayar:full}' },
    { caption: 'Tempo Lama', isi: ': {tgl_tempo_lama:tanggal}' },
    { caption: 'Tempo Baru', isi: '[b]: {tgl_tempo_baru:tanggal}' },
  ],
  totals: [
    { caption: 'Pokok Hutang', isi: '[r]Rp {pokok:rp}' },
    { caption: 'Lama Pinjam', isi: '[r]{lama_pinjam:full} hari x {bunga:full}% / hari' },
    { caption: 'Bunga Dihitung', isi: '[r]Rp {bunga_pinjam:rp}' },
    { caption: 'BUNGA DIBAYAR', isi: '[br]Rp {bunga_rp:rp}', bold: true },
  ],
  terms:
    'SYARAT & KETENTUAN: Bunga sampai tanggal bayar telah dibayar; pokok hutang tetap. Bunga dihitung ' +
    'kembali sejak tanggal bayar. Barang jaminan tetap disimpan toko sampai jatuh tempo baru.',
  stamp: { isi: 'TEMPO BARU {tgl_tempo_baru:tanggal}', size: 12 },
  signLeft: 'Hormat Kami,',
  signRight: 'Peminjam,',
};

const SPECS: Record<NotaType, TypeSpec> = {
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
    info: [{ caption: 'Tgl Ambil', isi: ': {tgl_ambil:tanggal}' }],
    totals: [
      { caption: 'TOTAL', isi: '[br]Rp {total:rp}', bold: true },
      { caption: 'Uang Muka (DP)', isi: '[r]Rp {dp_rp:rp}' },
      // 'Rp 6,600,000' while open, 'LUNAS' once picked up and paid (issue 43).
      { caption: 'Sisa Bayar', isi: '[br]{sisa_bayar:full}' },
    ],
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
    info: [{ caption: 'Tgl Ambil', isi: ': {tgl_ambil:tanggal}' }],
    totals: [
      { caption: 'TOTAL', isi: '[br]Rp {total:rp}', bold: true },
      { caption: 'Uang Muka (DP)', isi: '[r]Rp {dp_rp:rp}' },
      // 'Rp 150,000' while open, 'LUNAS' once picked up and paid (issue 43).
      { caption: 'Sisa Bayar', isi: '[br]{sisa_bayar:full}' },
    ],
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

/** Labels that a shop may not delete (the invoice is not an invoice without them). */
const CORE = /^(judul|no_faktur|tanggal|kolom_|baris_|total)/;

type Draft = Omit<NotaLabel, 'type' | 'is_mobile' | 'is_deletable' | 'font_family' | 'rotate' | 'status'>;

function draft(
  name: string,
  jenis: NotaJenis,
  isi: string,
  x: number,
  y: number,
  width: number,
  height: number,
  font_size = 8,
): Draft {
  return { name, jenis, isi, position_x: x, position_y: y, width, height, font_size };
}

/** Item table: first row's top and the row height (px). */
export const TABLE_TOP = 138;
/** The totals' captions start here (clear of the terms, which end at 494). */
export const TOTAL_X = 500;
/** The captions of the invoice block (No. Faktur ... Jatuh Tempo): wide enough in the bold face. */
const CAPTION_X = 460;
const CAPTION_W = 70;
/** The signature captions: below the payment text's three lines. */
export const SIGN_Y = 334;
export const ROW_H = 24;

/** The title's size: one line in the widest face (a serif bold) within its 270 px. */
export const titleSize = (title: string): number => (title.length > 22 ? 10 : title.length > 18 ? 11 : 13);

function labelsOf(spec: TypeSpec): Draft[] {
  const out: Draft[] = [
    // Shop header.
    draft('nama_toko', 'text', '[b]{nama_toko:full}', 24, 14, 440, 24, 15),
    draft('alamat_toko', 'text', '{alamat_toko:full}', 24, 38, 340, 22, 7),
    draft('telp_toko', 'text', 'Telp. {no_telp:full}', 24, 60, 340, 12, 7),
    // Title and invoice block.
    // A long title (NOTA PENJUALAN BERLIAN) a size smaller, so that it stays on one line in the widest
    // face (a serif bold) and clear of the shop's name.
    draft('judul', 'text', `[br]${spec.title}`, 420, 12, 270, 22, titleSize(spec.title)),
    draft('qrcode_faktur', 'qrcode', '{no_faktur:full}', 704, 12, 66, 66),
    draft('label_no_faktur', 'text', 'No. Faktur', CAPTION_X, 40, CAPTION_W, 12, 7),
    draft('no_faktur', 'text', '[b]: {no_faktur:full}', 530, 40, 170, 12, 8),
    draft('label_tanggal', 'text', 'Tanggal', CAPTION_X, 53, CAPTION_W, 12, 7),
    draft('tanggal', 'text', ': {tanggal:tanggal} {jam:full}', 530, 53, 170, 12, 7),
    draft('label_sales', 'text', 'Sales / Kasir', CAPTION_X, 66, CAPTION_W, 12, 7),
    draft('sales', 'text', ': {kode_sales:full} / {input_by:full}', 530, 66, 170, 12, 7),
    // Customer.
    draft('label_customer', 'text', spec.customerCaption, 24, 78, 60, 12, 7),
    draft('nama_customer', 'text', '[b]: {nama_customer}', 84, 78, 190, 12, 8),
    draft('label_alamat', 'text', 'Alamat', 24, 91, 60, 12, 7),
    // The address wraps at spaces over the label's width (two lines), not in 20-character slices.
    draft('alamat_customer', 'text', ': {alamat_customer:full}', 84, 91, 192, 24, 7),
    draft('label_hp', 'text', 'No. HP', 280, 78, 50, 12, 7),
    draft('no_hp', 'text', ': {no_hp:full}', 318, 78, 140, 12, 7),
    draft('label_member', 'text', 'Member', 280, 91, 50, 12, 7),
    draft('kode_member', 'text', ': {kode_member:full}', 318, 91, 140, 12, 7),
    // Table frame.
    draft('garis_atas', 'line', '', 24, 116, 746, 1.5),
    draft('garis_tengah', 'line', '', 24, 134, 746, 0.8),
    draft('garis_bawah', 'line', '', 24, 259, 746, 1.5),
  ];
  spec.info?.slice(0, 3).forEach((r, i) => {
    out.push(draft(`label_info_${i + 1}`, 'text', r.caption, CAPTION_X, 79 + i * 13, CAPTION_W, 12, 7));
    out.push(draft(`info_${i + 1}`, 'text', r.isi, 530, 79 + i * 13, 170, 12, 7));
  });
  for (const c of spec.cols) {
    const flag = c.align === 'r' ? '[br]' : c.align === 'c' ? '[bc]' : '[b]';
    out.push(draft(`kolom_${c.key}`, 'text', `${flag}${c.header}`, c.x, 120, c.w, 12, 7));
    const cell = `{item.${c.key}${c.fmt ? `:${c.fmt}` : ''}}`;
    const align = c.align === 'r' ? '[r]' : c.align === 'c' ? '[c]' : '';
    out.push(draft(`baris_${c.key}`, 'text', `${align}${cell}`, c.x, TABLE_TOP, c.w, ROW_H, 8));
  }
  // Totals: five rows closer together than three or four; captions wide enough for JUMLAH HUTANG.
  const gap = spec.totals.length > 4 ? 13 : 16;
  spec.totals.forEach((t, i) => {
    const y = 265 + i * gap;
    const caption = t.bold ? `[b]${t.caption}` : t.caption;
    if (t.wide) {
      // The payment text (with TUNAI ... KEMBALI ...) wraps at spaces over up to three lines.
      out.push(draft(`label_total_${i + 1}`, 'text', caption, TOTAL_X, y, 72, 14, 7));
      out.push(draft(`total_${i + 1}`, 'text', t.isi, 574, y, 196, 34, 6));
      return;
    }
    out.push(draft(`label_total_${i + 1}`, 'text', caption, TOTAL_X, y, 110, 14, 8));
    const last = i === spec.totals.length - 1;
    out.push(
      draft(`total_${i + 1}`, 'text', t.isi, 610, y - (t.bold ? 1 : 0), 160, last ? 24 : 16, t.bold ? 10 : 8),
    );
  });
  out.push(
    draft('syarat_ketentuan', 'text', spec.terms, 24, 265, 470, spec.stamp ? 34 : 70, 6),
    draft('barcode_faktur', 'barcode', '{no_faktur:full}', 24, 340, 190, 40),
    draft('ttd_kiri', 'text', `[c]${spec.signLeft}`, 480, SIGN_Y, 130, 12, 7),
    draft('ttd_kanan', 'text', `[c]${spec.signRight}`, 640, SIGN_Y, 130, 12, 7),
    draft('ttd_kiri_nama', 'text', '[c]( {input_by:full} )', 480, 372, 130, 12, 7),
    draft('ttd_kanan_nama', 'text', '[c]( {nama_customer} )', 640, 372, 130, 12, 7),
    draft('catatan', 'text', '[c]Terima kasih atas kepercayaan Anda', 240, 372, 220, 12, 6),
  );
  if (spec.stamp)
    out.push(draft('cap_status', 'text', `[bc]${spec.stamp.isi}`, 224, 302, 250, 30, spec.stamp.size));
  return out;
}

/** The default labels of a note type: the invoice's and the same set for the POS slip. */
export function defaultLabels(type: NotaType): NotaLabel[] {
  const drafts = labelsOf(SPECS[type]);
  return [false, true].flatMap((is_mobile) =>
    drafts.map((d) => ({
      ...d,
      type,
      is_mobile,
      rotate: NOTA_ROTATE,
      status: true,
      is_deletable: !CORE.test(d.name),
      font_family: NOTA_DEFAULT_FONT,
    })),
  );
}

/** The invoice title of a note type (the renderer's PDF title). */
export const notaTitle = (type: NotaType): string => SPECS[type].title;
