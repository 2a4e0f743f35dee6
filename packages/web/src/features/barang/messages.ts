import { api } from '@emas/contract';
import { CETAK_BARCODE_MSG } from '@emas/contract/api/cetak-barcode';

/** The texts of the goods screens that are not server messages (reports document sections 5 and 8). */
export const BARANG_TEXT = {
  ...api.BARANG_MSG,
  ...CETAK_BARCODE_MSG,
  /** Tambah Barang Banyak generator (section 5). */
  pickKategori: 'Kategori Harus Dipilih',
  pickJenis: 'Kode Jenis Harus Dipilih',
  pickLokasi: 'Kode Toko Harus Dipilih',
  namaRequired: 'Nama Barang tidak boleh kosong',
  kadarCetakRequired: 'Kadar Cetak tidak boleh kosong',
  kadarJualRequired: 'Kadar Jual tidak boleh kosong',
  qtyRequired: 'Qty tidak boleh kosong',
  beratRequired: 'Berat Tidak Boleh Kosong',
  pickGudang: 'Kode Gudang Harus Dipilih',
  /** The grid's trailing placeholder row (section 4). */
  placeholder: 'Silahkan Edit Disini',
  clearAsk: 'Apakah Anda Yakin Ingin Menghapus Semua Data?',
  listEmpty: 'Belum Ada Barang Yang Diisi',
  noBarcode: 'Barang Belum Dipilih',
  alreadyListed: (kode: string) => `Barcode ${kode} Sudah Ada Di Daftar`,
  printing: 'Sedang Membuat Label Barcode...',
  popupBlocked: 'Label Barcode Diunduh Karena Jendela Baru Diblokir Browser',
} as const;

/** The grid's constants (section 9): the placeholder comes back after 100 ms. */
export const PLACEHOLDER_DELAY_MS = 100;
/** Profit update: reload 1 s after saving, 3 s after an auto print. */
export const RELOAD_AFTER_PROFIT_MS = 1000;
export const RELOAD_AFTER_AUTO_PRINT_MS = 3000;
