/** Who a counter document is for, as its form holds it (every field may still be empty). */
export type PartyForm = {
  kode_sales?: string;
  kode_member?: string;
  nama_customer?: string;
  alamat_customer?: string;
  no_hp?: string;
};

/** The party fields of a document's body: empty fields are left out. */
export const partyBody = (v: PartyForm) => ({
  kode_sales: v.kode_sales ?? '',
  kode_member: v.kode_member || undefined,
  nama_customer: v.nama_customer || undefined,
  alamat_customer: v.alamat_customer || undefined,
  no_hp: v.no_hp || undefined,
});
