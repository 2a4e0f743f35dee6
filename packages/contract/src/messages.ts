/**
 * The Indonesian message catalogue. Texts are verbatim from the specification, typos included.
 * Grouped by where they are used; add to the group of your domain, never inline a user text elsewhere.
 */
export const MSG = {
  // API / platform
  invalidToken: 'Invalid Token',
  /** The live channel's notice to a screen whose session was ended elsewhere (reset, deactivated, expired). */
  sessionRevoked: 'Sesi Anda Telah Berakhir, Silahkan Login Kembali',
  forbidden: 'Akses Ke Menu Ini Tidak Diizinkan, Silahkan Hubungi Admin',
  moduleOff: 'Fitur Ini Tidak Aktif Untuk Toko Anda',
  notFound: 'Data Tidak Ditemukan',
  badRequest: 'Data Tidak Valid',
  serverError: 'Terjadi Kesalahan Pada Server',
  loginFailed: 'User ID Atau Password Salah',
  userInactive: 'User Tidak Aktif, Silahkan Hubungi Admin',
  tooManyLogins: 'Terlalu Banyak Percobaan Login, Silahkan Coba Beberapa Saat Lagi',
  userExists: 'User ID Sudah Terdaftar',
  tokoExists: 'Kode Toko Sudah Terdaftar',
  unknownModule: 'Kode Module Tidak Dikenal',
  multiShopFailed: 'Data Gagal Dimuat',
  /** A shop of a head-office fan-out that answered its module is off (not down): named by its code. */
  moduleOffAtShop: (kode: string) => `Modul Tidak Aktif Di Toko ${kode}`,
  /** The shop's database cannot be reached right now (503); the shop recovers by itself. */
  databaseUnavailable: 'Database Tidak Dapat Dihubungi, Silakan Coba Lagi',
  /** /ready while the shop's schema lacks a migration this code has. */
  migrationsPending: 'Migrasi Database Belum Selesai',
  shopPathInvalid: 'Path Tidak Valid',
  levelTooHigh: 'Level User Tidak Boleh Melebihi Level Anda',
  serviceCannotManageUsers: 'Token Layanan Tidak Boleh Mengubah User Atau Hak Akses',
  portalOwnerOnly: 'Hanya OWN Atau SU Yang Boleh Mengubah Portal Atau Token Layanan',
  credentialNotFound: 'Token Layanan Tidak Ditemukan',
  connectionProblem: 'Koneksi Bermasalah',
  timeoutToast: 'Koneksi bermasalah...',
  loading: 'Mohon Menunggu Sedang Mengambil Data !!!',
  sendFailed: 'Terjadi Kesalahan Saat Mengirim Data',
  requestFailed: 'Terjadi Kesalahan Saat Request Data',
  // input refused at the edge, before any schema (NUL bytes, lone surrogates, deep nesting)
  badCharacter: 'Mengandung Karakter Yang Tidak Diizinkan',
  tooDeep: 'Struktur Data Terlalu Bertingkat',
  // successes
  added: 'Data Berhasil Ditambahkan',
  edited: 'Data Berhasil Dirubah',
  deleted: 'Data Berhasil Di Hapus',
  saved: 'Data Berhasil Disimpan',
  // store closing
  closingBusy: 'Error! Sedang dalam proses tutup toko!',
  closingDone: 'Berhasil Menutup Toko',
  closingByOther: 'Toko Sudah Ditutup Oleh Akun Lain',
  closingWrongDate: 'Tanggal System Sudah Berubah, Silahkan Muat Ulang Halaman',
  // live channel
  socketFailed: 'Tidak Terhubung Ke Socket, Silahkan Coba Lagi',
  searchEmpty: 'Data Yang Di Cari Tidak Ada !!!',
  settingsChanged: 'Terjadi perubahan pada setting system, Apakah anda ingin refresh halaman ??',
  // input formatters
  percentOver: 'Tidak Boleh Melebihi 100 !',
} as const;
export type MessageKey = keyof typeof MSG;
