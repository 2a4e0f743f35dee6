/**
 * What every document kind with states says alike (service, pesanan, ...), in the kind's own word:
 * one message set, so a kind's catalogue (SERVICE_MSG, PESANAN_MSG) adds only what its rules need.
 * The validation texts are document 2's (Validasi Pesanan / Validasi Service).
 */
export const documentMessages = (word: string) =>
  ({
    saved: `${word} Berhasil Disimpan`,
    cancelled: `${word} Berhasil Dibatalkan`,
    pickedUp: `${word} Berhasil Diambil`,
    alreadyCancelled: 'Transaksi Sudah Dibatalkan',
    cannotCancel: (status: string) => `${word} Dengan Status ${status} Tidak Bisa Dibatalkan`,
    noneChosen: 'Harap pilih salah satu transaksi',
    validated: 'Data Berhasil Divalidasi',
    validateFailed: 'Data Gagal Divalidasi',
    noData: 'Data Tidak Ada',
    userUnknown: (id: string) => `User ${id} Tidak Ditemukan`,
  }) as const;

export type DocumentMessages = ReturnType<typeof documentMessages>;
