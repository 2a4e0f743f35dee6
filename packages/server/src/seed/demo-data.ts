import type { UserLevel } from '@emas/contract';

/** The demo chain: head office and two branches, as the README describes them. */
export const DEMO_PASSWORD = 'demo1234';

export const DEMO_SHOPS = [
  {
    kode_toko: 'PST',
    app_type: 'PUSAT' as const,
    nama_toko: 'KANTOR PUSAT TOKO EMAS SINAR MULIA',
    alamat_toko: 'Jl. Pasar Baru No. 12, Sawah Besar, Jakarta Pusat, DKI Jakarta 10710',
    no_telp: '0213456789',
    no_whatsapp: '6281234500000',
    portOffset: 0,
  },
  {
    kode_toko: 'TK1',
    app_type: 'TOKO' as const,
    nama_toko: 'TOKO EMAS SINAR MULIA BLOK M',
    alamat_toko: 'Blok M Square Lt. Dasar No. 21, Kebayoran Baru, Jakarta Selatan 12160',
    no_telp: '0217201122',
    no_whatsapp: '6281234500001',
    portOffset: 1,
  },
  {
    kode_toko: 'TK2',
    app_type: 'TOKO' as const,
    nama_toko: 'TOKO EMAS SINAR MULIA DEPOK',
    alamat_toko: 'Jl. Margonda Raya No. 88, Pancoran Mas, Depok, Jawa Barat 16431',
    no_telp: '0217763344',
    no_whatsapp: '6281234500002',
    portOffset: 2,
  },
];

export const DEMO_USERS: {
  user_id: string;
  user_name: string;
  level: UserLevel;
  no_hp: string;
  pusatOnly?: boolean;
}[] = [
  { user_id: 'kasir1', user_name: 'SITI RAHAYU', level: 'KASIR', no_hp: '081311112222' },
  { user_id: 'spv1', user_name: 'BUDI SANTOSO', level: 'SPV', no_hp: '081322223333' },
  { user_id: 'owner1', user_name: 'HENDRA WIJAYA', level: 'OWN', no_hp: '081333334444' },
  { user_id: 'admin', user_name: 'ADMINISTRATOR', level: 'SU', no_hp: '081344445555' },
  { user_id: 'PUSAT', user_name: 'KANTOR PUSAT', level: 'OWN', no_hp: '081355556666', pusatOnly: true },
];

export const DEMO_PARA_SYSTEM = [
  { key: 'PEMBULATAN', value: '500' },
  { key: 'kategori_harga', value: 'harga_100%' },
  { key: 'PPN_DPP_PERSEN', value: '10' },
  { key: 'PPN_TARIF_PERSEN', value: '11' },
];
