/** Row types the documents share (sale and purchase lines, orders, repairs, instalment sales). */

/** When a document was taken and for whom: business day, clock time, sales and customer. */
export type DocumentParty = {
  tanggal: string;
  jam: string;
  kode_sales: string;
  kode_member: string;
  nama_customer: string;
  alamat_customer: string;
  no_hp: string;
};

/**
 * A cancelled order or instalment sale (BATAL): the shop's refund rule applied (percent), what was
 * refunded and what was kept; else null.
 */
export type RefundSplit = {
  persen_refund: number | null;
  refund_rp: number | null;
  hangus_rp: number | null;
};
