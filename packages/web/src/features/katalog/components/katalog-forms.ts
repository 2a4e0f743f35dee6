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

const field = (name: string, label: string, kind: FieldKind = 'text', placeholder?: string): FormField =>
  placeholder === undefined ? { name, label, kind } : { name, label, kind, placeholder };
const column = (field: string, title: string): ListColumn => ({ field, title });
const DESKRIPSI = field('deskripsi', 'Deskripsi', 'textarea');

/** Banner and Info: a title, a sub title and a description, with one image. */
const titled = (noun: string, kode: string): KindForm => ({
  noun,
  images: 1,
  fields: [field('title', 'Title'), field('sub_title', 'Sub Title'), DESKRIPSI],
  columns: [column(kode, `Kode ${noun}`), column('title', 'Title'), column('sub_title', 'Sub Title')],
});

/** The add/edit form and the list of each kind (foundation document sections 2 and 3). */
export const KIND_FORMS: Record<Exclude<KatalogKind, 'SPLASH'>, KindForm> = {
  BANNER: titled('Banner', 'kode_banner'),
  INFO: titled('Info', 'kode_info'),
  KATEGORI: {
    noun: 'Kategori',
    images: 1,
    fields: [field('kode_kategori', 'Kode Kategori', 'code'), field('warna', 'Warna', 'color')],
    columns: [column('kode_kategori', 'Kode Kategori'), column('warna', 'Warna')],
  },
  ITEM: {
    noun: 'Item',
    images: 10,
    fields: [
      field('kode_barang', 'Kode Barang', 'code'),
      field('nama_barang', 'Nama Barang'),
      DESKRIPSI,
      field('kode_banner', 'Banner', 'banners'),
      field('kode_info', 'Info', 'infos'),
      field('hashtag_kadar', 'Hashtag Kadar', 'text', '#70,#75'),
      field('hashtag_jenis', 'Hashtag Jenis', 'text', '#cincin,#kalung'),
      field('hashtag_lm', 'Hashtag LM', 'text', '#antam'),
    ],
    columns: [
      column('kode_barang', 'Kode Barang'),
      column('nama_barang', 'Nama Barang'),
      column('hashtag_kadar', 'Hashtag Kadar'),
      column('hashtag_jenis', 'Hashtag Jenis'),
    ],
  },
  HARGA: {
    noun: 'Harga',
    images: 0,
    fields: [field('kode_harga_app', 'Kode Harga', 'code'), field('detail_group', 'List Group', 'groups')],
    columns: [column('kode_harga_app', 'Kode Harga'), column('detail_group', 'List Group')],
  },
  HADIAH: {
    noun: 'Hadiah',
    images: 1,
    fields: [
      field('kode_hadiah', 'Kode Hadiah', 'code'),
      field('nama_hadiah', 'Nama Hadiah'),
      field('info', 'Info'),
      field('sub_info', 'Sub Info'),
      field('point', 'Point', 'number'),
      DESKRIPSI,
    ],
    columns: [
      column('kode_hadiah', 'Kode Hadiah'),
      column('nama_hadiah', 'Nama Hadiah'),
      column('point', 'Point'),
    ],
  },
  ADMIN: {
    noun: 'Kontak Admin',
    images: 0,
    fields: [field('nama_admin', 'Nama Admin'), field('no_hp', 'Nomor Handphone', 'phone')],
    columns: [
      column('kode_admin', 'Kode Admin'),
      column('nama_admin', 'Nama Admin'),
      column('no_hp', 'No HP'),
    ],
  },
  GROUP_DESCRIPTION: {
    noun: 'Deskripsi Group',
    images: 0,
    fields: [field('kode_group', 'Kode Group', 'code'), field('nama_group', 'Nama Group'), DESKRIPSI],
    columns: [
      column('kode_group', 'Kode Group'),
      column('nama_group', 'Nama Group'),
      column('deskripsi', 'Deskripsi'),
    ],
  },
};
