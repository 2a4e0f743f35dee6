/** A piece line the customer brings (a pledge, a deposit) as the cashier fills it (fields may be empty). */
export type PieceDraft = {
  key: string;
  kode_group?: string;
  nama_barang?: string;
  kadar?: number;
  berat_bruto?: number;
};

/** What every piece sends: its group, name, kadar and gross weight (the contract refuses what is still missing). */
export const pieceBase = (d: PieceDraft) => ({
  kode_group: d.kode_group ?? '',
  nama_barang: d.nama_barang ?? '',
  kadar: d.kadar as number,
  berat_bruto: d.berat_bruto ?? undefined,
});
