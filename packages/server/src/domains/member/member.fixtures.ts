/** A new member as the Tambah Member form sends it (lower case: the server writes names in capitals). */
export const NEW_MEMBER = {
  nama_customer: 'siti aminah',
  alamat_customer: 'jl. kenanga no. 5',
  kelurahan: 'sukajadi',
  kecamatan: 'sukajadi',
  kota: 'bandung',
  no_hp: '0812-3456-7890',
  nik: '3273010101900001',
  tgl_lahir: '1990-01-01',
};
