import type { KatalogKind } from '@emas/contract/api/katalog';

export type FieldKind =
  | 'code'
  | 'text'
  | 'textarea'
  | 'color'
  | 'number'
  | 'groups'
  | 'banners'
  | 'infos'
  | 'phone';
export type FormField = { name: string; label: string; kind: FieldKind; placeholder?: string };
export type ListColumn = { field: string; title: string };

export type KindForm = {
  /** Images per entry: 0 none, 1 one (gambar_path / gambar_name), more: a list (items). */
  images: number;
  fields: FormField[];
  columns: ListColumn[];
  /** What the delete question and the modal title name. */
  noun: string;
};

/** The add/edit form and the list of each kind (foundation document sections 2 and 3). */
export const KIND_FORMS: Record<Exclude<KatalogKind, 'SPLASH'>, KindForm> = {
  BANNER: {
    noun: 'Banner',
    images: 1,
    fields: [
      { name: 'title', label: 'Title', kind: 'text' },
      { name: 'sub_title', label: 'Sub Title', kind: 'text' },
      { name: 'deskripsi', label: 'Deskripsi', kind: 'textarea' },
    ],
    columns: [
      { field: 'kode_banner', title: 'Kode Banner' },
      { field: 'title', title: 'Title' },
      { field: 'sub_title', title: 'Sub Title' },
    ],
  },
  INFO: {
    noun: 'Info',
    images: 1,
    fields: [
      { name: 'title', label: 'Title', kind: 'text' },
      { name: 'sub_title', label: 'Sub Title', kind: 'text' },
      { name: 'deskripsi', label: 'Deskripsi', kind: 'textarea' },
    ],
    columns: [
      { field: 'kode_info', title: 'Kode Info' },
      { field: 'title', title: 'Title' },
      { field: 'sub_title', title: 'Sub Title' },
    ],
  },
  KATEGORI: {
    noun: 'Kategori',
    images: 1,
    fields: [
      { name: 'kode_kategori', label: 'Kode Kategori', kind: 'code' },
      { name: 'warna', label: 'Warna', kind: 'color' },
    ],
    columns: [
      { field: 'kode_kategori', title: 'Kode Kategori' },
      { field: 'warna', title: 'Warna' },
    ],
  },
  ITEM: {
    noun: 'Item',
    images: 10,
    fields: [
      { name: 'kode_barang', label: 'Kode Barang', kind: 'code' },
      { name: 'nama_barang', label: 'Nama Barang', kind: 'text' },
      { name: 'deskripsi', label: 'Deskripsi', kind: 'textarea' },
      { name: 'kode_banner', label: 'Banner', kind: 'banners' },
      { name: 'kode_info', label: 'Info', kind: 'infos' },
      { name: 'hashtag_kadar', label: 'Hashtag Kadar', kind: 'text', placeholder: '#70,#75' },
      { name: 'hashtag_jenis', label: 'Hashtag Jenis', kind: 'text', placeholder: '#cincin,#kalung' },
      { name: 'hashtag_lm', label: 'Hashtag LM', kind: 'text', placeholder: '#antam' },
    ],
    columns: [
      { field: 'kode_barang', title: 'Kode Barang' },
      { field: 'nama_barang', title: 'Nama Barang' },
      { field: 'hashtag_kadar', title: 'Hashtag Kadar' },
      { field: 'hashtag_jenis', title: 'Hashtag Jenis' },
    ],
  },
  HARGA: {
    noun: 'Harga',
    images: 0,
    fields: [
      { name: 'kode_harga_app', label: 'Kode Harga', kind: 'code' },
      { name: 'detail_group', label: 'List Group', kind: 'groups' },
    ],
    columns: [
      { field: 'kode_harga_app', title: 'Kode Harga' },
      { field: 'detail_group', title: 'List Group' },
    ],
  },
  HADIAH: {
    noun: 'Hadiah',
    images: 1,
    fields: [
      { name: 'kode_hadiah', label: 'Kode Hadiah', kind: 'code' },
      { name: 'nama_hadiah', label: 'Nama Hadiah', kind: 'text' },
      { name: 'info', label: 'Info', kind: 'text' },
      { name: 'sub_info', label: 'Sub Info', kind: 'text' },
      { name: 'point', label: 'Point', kind: 'number' },
      { name: 'deskripsi', label: 'Deskripsi', kind: 'textarea' },
    ],
    columns: [
      { field: 'kode_hadiah', title: 'Kode Hadiah' },
      { field: 'nama_hadiah', title: 'Nama Hadiah' },
      { field: 'point', title: 'Point' },
    ],
  },
  ADMIN: {
    noun: 'Kontak Admin',
    images: 0,
    fields: [
      { name: 'nama_admin', label: 'Nama Admin', kind: 'text' },
      { name: 'no_hp', label: 'Nomor Handphone', kind: 'phone' },
    ],
    columns: [
      { field: 'kode_admin', title: 'Kode Admin' },
      { field: 'nama_admin', title: 'Nama Admin' },
      { field: 'no_hp', title: 'No HP' },
    ],
  },
  GROUP_DESCRIPTION: {
    noun: 'Deskripsi Group',
    images: 0,
    fields: [
      { name: 'kode_group', label: 'Kode Group', kind: 'code' },
      { name: 'nama_group', label: 'Nama Group', kind: 'text' },
      { name: 'deskripsi', label: 'Deskripsi', kind: 'textarea' },
    ],
    columns: [
      { field: 'kode_group', title: 'Kode Group' },
      { field: 'nama_group', title: 'Nama Group' },
      { field: 'deskripsi', title: 'Deskripsi' },
    ],
  },
};
