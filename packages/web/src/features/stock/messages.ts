/**
 * Texts of the stock screens that the contract's catalogue does not hold (BARANG_MSG there has the
 * server's). Candidates to move into the contract when the goods messages are next touched.
 */
export const STOCK_TEXT = {
  alreadyListed: (kode: string) => `Barcode ${kode} Sudah Ada Di Daftar`,
  listEmpty: 'Barang Harus Dipilih',
  scanPlaceholder: 'Scan / Ketik Barcode Lalu Enter',
  pickGudangTujuan: 'Gudang Tujuan Harus Dipilih',
  pickBakiTujuan: 'Baki Tujuan Harus Dipilih',
  pickBakiAsal: 'Baki Asal Harus Dipilih',
  pickKondisi: 'Kondisi Barang Harus Dipilih',
  timbangFailedTitle: 'Timbang Baki Tersdia',
  resetQuestion: 'Apakah Anda Yakin Ingin Mereset Data Timbang Baki?',
  saldoNotClosed: (tgl: string) =>
    `Saldo Tanggal ${tgl} Belum Tersimpan: Toko Belum Ditutup Untuk Tanggal Ini, Saldo Ditampilkan Dari Perhitungan`,
  saldoMatch: (tgl: string) => `Saldo Tersimpan Tanggal ${tgl} Cocok Dengan Kartu Stock`,
  saldoMismatch: (tgl: string, n: number) =>
    `Saldo Tersimpan Tanggal ${tgl} Tidak Cocok Dengan Kartu Stock: ${n} Selisih`,
  saldoFound: 'Laporan Stock Harian Tersedia',
  saldoEmpty: 'Data Stock Kosong',
} as const;
