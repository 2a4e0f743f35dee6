import { formatWaktuJakarta } from '@emas/contract';

type PartyRow = {
  tanggal: string;
  jam: Date;
  kode_sales: string;
  kode_member: string;
  nama_customer: string;
  alamat_customer: string;
  no_hp: string;
};
type CancellationRow = {
  status: string;
  input_by: string;
  batal_by: string | null;
  batal_alasan: string | null;
};

/** The business day, the time (Jakarta) and who a document is for, as the API answers them. */
export const partyOfRow = (r: PartyRow) => ({
  tanggal: r.tanggal,
  jam: formatWaktuJakarta(r.jam),
  kode_sales: r.kode_sales,
  kode_member: r.kode_member,
  nama_customer: r.nama_customer,
  alamat_customer: r.alamat_customer,
  no_hp: r.no_hp,
});

/** A row's state, who entered it and who cancelled it why, as the API answers them. */
export const cancellationOfRow = <S extends string>(r: CancellationRow) => ({
  status: r.status as S,
  input_by: r.input_by,
  batal_by: r.batal_by,
  batal_alasan: r.batal_alasan,
});

type ItemRow = {
  kode_barcode: string;
  nama_barang: string;
  kode_group: string;
  kode_dept: string;
  kadar: string | number;
  berat: string | number;
};

/** The item of a line (barcode, name, group, jenis, kadar and weight as numbers). */
export const itemOfRow = (r: ItemRow) => ({
  kode_barcode: r.kode_barcode,
  nama_barang: r.nama_barang,
  kode_group: r.kode_group,
  kode_dept: r.kode_dept,
  kadar: Number(r.kadar),
  berat: Number(r.berat),
});

type CashRow = {
  kategori: string;
  jenis: string;
  jumlah_in: number;
  jumlah_out: number;
  kode_bank: string;
  no_rekening: string;
};

/** A cash row as an invoice's payment line. */
export const paymentOfCashRow = (c: CashRow) => ({
  kategori: c.kategori,
  jenis: c.jenis,
  jumlah_in: c.jumlah_in,
  jumlah_out: c.jumlah_out,
  kode_bank: c.kode_bank,
  no_rekening: c.no_rekening,
});
