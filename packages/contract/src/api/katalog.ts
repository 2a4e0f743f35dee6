import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { MSG } from '../messages.ts';
import { PHONE_MIN_LENGTH } from '../phone.ts';

/**
 * Member-catalogue content (foundation document sections 2 to 9): banners, info cards, categories,
 * items, prices per group, gifts, admin contacts, member group descriptions and splash screens, each in
 * a regular and a diamond variant; the image store behind them; and the published catalogue that the
 * companion member app reads. Paths, payload fields and messages are the specification's.
 */

// ---------------------------------------------------------------------------------------------
// Constants

export const KATALOG_VARIAN = ['REGULER', 'DIAMOND'] as const;
export type KatalogVarian = (typeof KATALOG_VARIAN)[number];

/** Image store folders under the shop's folder (section 7). Product photos use PRODUCT_PHOTO_FOLDER. */
export const IMAGE_FOLDERS = [
  'BANNER_ICON',
  'KATEGORI_ICON',
  'INFO_ICON',
  'ITEM',
  'HADIAH',
  'SPLASHSCREEN',
  'SPLASHSCREEN_DIAMOND',
] as const;
export type ImageFolder = (typeof IMAGE_FOLDERS)[number];
export const PRODUCT_PHOTO_FOLDER = 'foto_produk';
/** Photos of pawned pieces (api/hutang HUTANG_PHOTO_FOLDER). */
export const HUTANG_PHOTO_FOLDER = 'foto_hutang';
export type StoreFolder = ImageFolder | typeof PRODUCT_PHOTO_FOLDER | typeof HUTANG_PHOTO_FOLDER;

/**
 * Folders whose images are not public: served by GET image/... only to a token of the shop whose
 * folder it is, of a user with one of these screens (401 without a valid token, 403 without a screen,
 * 404 for another shop's folder), and never linked to a public bucket. Pawned pieces belong to
 * customers; the catalogue and product photos are public by design (the member app shows them).
 */
export const PRIVATE_IMAGE_FOLDERS: Readonly<Record<string, readonly string[]>> = {
  [HUTANG_PHOTO_FOLDER]: [
    '/transaksi-hutang',
    '/lihat-hutang',
    '/penebusan-hutang',
    '/batal-hutang',
    '/batal-lunas-hutang',
    '/lelang-hutang',
    '/validasi-hutang',
  ],
};
/** The screens that may see a private image of `key` ({kode_toko}/{FOLDER}/{name}), or undefined. */
export const privateImageScreens = (key: string): readonly string[] | undefined =>
  PRIVATE_IMAGE_FOLDERS[key.split('/')[1] ?? ''];

/** Section 9: images are resized to 720x1366 JPEG quality 50, splash screens to 1241x2348. */
export const IMAGE_SIZE = { width: 720, height: 1366, quality: 50 } as const;
export const SPLASH_IMAGE_SIZE = { width: 1241, height: 2348, quality: 50 } as const;
export const imageSizeFor = (folder: StoreFolder) =>
  folder === 'SPLASHSCREEN' || folder === 'SPLASHSCREEN_DIAMOND' ? SPLASH_IMAGE_SIZE : IMAGE_SIZE;
/** Largest accepted upload (chosen). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Widths a resized download may ask for (chosen; keeps the variants few and cacheable). */
export const IMAGE_DOWNLOAD_WIDTHS = [120, 240, 360, 720, 1241] as const;

export const SPLASH_SLOTS = ['MEMBER', 'GUEST-1', 'GUEST-2', 'GUEST-3'] as const;
export type SplashSlot = (typeof SPLASH_SLOTS)[number];
export const SPLASH_POSITIONS = ['TOP', 'CENTER', 'BOTTOM'] as const;
export const SPLASH_TYPES = ['IMAGE', 'TEXT'] as const;

/** The kinds of catalogue content and what each one is called in messages. */
export const KATALOG_KINDS = [
  'BANNER',
  'INFO',
  'KATEGORI',
  'ITEM',
  'HARGA',
  'HADIAH',
  'ADMIN',
  'GROUP_DESCRIPTION',
  'SPLASH',
] as const;
export type KatalogKind = (typeof KATALOG_KINDS)[number];

/** The image folder of each kind, per variant (splash screens have a diamond folder of their own). */
export const KIND_FOLDER: Partial<Record<KatalogKind, ImageFolder>> = {
  BANNER: 'BANNER_ICON',
  INFO: 'INFO_ICON',
  KATEGORI: 'KATEGORI_ICON',
  ITEM: 'ITEM',
  HADIAH: 'HADIAH',
  SPLASH: 'SPLASHSCREEN',
};
export const folderOf = (kind: KatalogKind, varian: KatalogVarian): ImageFolder | undefined =>
  kind === 'SPLASH' && varian === 'DIAMOND' ? 'SPLASHSCREEN_DIAMOND' : KIND_FOLDER[kind];

/** The key field of each kind. */
export const KIND_KEY = {
  BANNER: 'kode_banner',
  INFO: 'kode_info',
  KATEGORI: 'kode_kategori',
  ITEM: 'kode_barang',
  HARGA: 'kode_harga_app',
  HADIAH: 'kode_hadiah',
  ADMIN: 'kode_admin',
  GROUP_DESCRIPTION: 'kode_group',
  SPLASH: 'kode',
} as const satisfies Record<KatalogKind, string>;

/** The screen of each kind (route table: /{page} and /diamond/{page}). */
export const KIND_PAGE = {
  BANNER: 'banner-katalog',
  INFO: 'info-katalog',
  KATEGORI: 'kategori-katalog',
  ITEM: 'item-katalog',
  HARGA: 'harga-katalog',
  HADIAH: 'hadiah-katalog',
  ADMIN: 'kontak-admin-katalog',
  GROUP_DESCRIPTION: 'group-description-katalog',
  SPLASH: 'splashscreen-katalog',
} as const satisfies Record<KatalogKind, string>;
export const pagePath = (kind: KatalogKind, varian: KatalogVarian) =>
  varian === 'DIAMOND' ? `/diamond/${KIND_PAGE[kind]}` : `/${KIND_PAGE[kind]}`;

/** Generated codes (the others are typed by the user). */
export const KIND_CODE_PREFIX: Partial<Record<KatalogKind, string>> = {
  BANNER: 'BNR',
  INFO: 'INF',
  ADMIN: 'ADM',
};

/** Names used in the failure texts of section 8. */
const FAIL_NAME: Record<KatalogKind, string> = {
  BANNER: 'Banner',
  INFO: 'Info',
  KATEGORI: 'Kategori',
  ITEM: 'Barang',
  HARGA: 'Harga',
  HADIAH: 'Hadiah',
  ADMIN: 'KontakAdmin',
  GROUP_DESCRIPTION: 'Deskripsi Group',
  SPLASH: 'Splash Screen',
};

export const KATALOG_MSG = {
  added: MSG.added,
  edited: MSG.edited,
  deleted: MSG.deleted,
  imageRequired: 'Gambar Wajib Dimasukan',
  kategoriImageRequired: 'Gambar wajib dimasukan, Mohon masukan gambar dan coba lagi',
  warnaRequired: 'Warna wajib dipilih, Mohon pilih warna dan coba lagi',
  groupMin1: 'Mohon Pilih List Group Minimal 1',
  namaAdminRequired: 'Mohon Masukan Nama Admin',
  noHpRequired: 'Mohon Masukan Nomor Handphone',
  noHpInvalid: 'Mohn Masukan Nomor Handphone Yang Valid',
  textRequired: 'Text Tidak Boleh Kosong',
  splashSaveFailed: 'Simpan Data Gagal, Silahkan Ulangi Beberapa Saat Lagi',
  /** Section 8: 'Gagal Menambahkan {Banner|Info|Kategori|Harga|KontakAdmin} Katalog, ...'. */
  addFailed: (kind: KatalogKind) =>
    kind === 'ITEM' || kind === 'HADIAH'
      ? 'Gagal Mengirim Barang Katalog, Coba Beberapa Saat Lagi'
      : kind === 'SPLASH'
        ? 'Simpan Data Gagal, Silahkan Ulangi Beberapa Saat Lagi'
        : `Gagal Menambahkan ${FAIL_NAME[kind]} Katalog, Coba Beberapa Saat Lagi`,
  editFailed: (kind: KatalogKind) =>
    kind === 'SPLASH'
      ? 'Simpan Data Gagal, Silahkan Ulangi Beberapa Saat Lagi'
      : `Gagal Merubah ${FAIL_NAME[kind]} Katalog, Coba Beberapa Saat Lagi`,
  deleteFailed: (kind: KatalogKind) => `Gagal Menghapus ${FAIL_NAME[kind]} Katalog, Coba Beberapa Saat Lagi`,
  deleteConfirm: (kode: string) => `Apakah Anda Yakin Ingin Menghapus Kode ${kode}?`,
  // Chosen (the specification does not show them):
  codeExists: (label: string, kode: string) => `${label} ${kode} Sudah Terdaftar`,
  notFound: (label: string, kode: string) => `${label} ${kode} Tidak Ditemukan`,
  imageMissing: 'Gambar Tidak Ditemukan, Silahkan Upload Ulang Gambar',
  imageWrongFolder: 'Gambar Tidak Sesuai Dengan Katalog Ini, Silahkan Upload Ulang Gambar',
  imageNotImage: 'File Harus Berupa Gambar JPG Atau PNG',
  imageTooLarge: `Ukuran Gambar Maksimal ${IMAGE_MAX_BYTES / 1024 / 1024} MB`,
  imageNoFile: 'Gambar Belum Dipilih',
  imageUnreadable: 'Gambar Rusak Atau Tidak Bisa Dibaca',
  imageStoreFailed: 'Gambar Gagal Disimpan, Coba Beberapa Saat Lagi',
  folderInvalid: `Folder Gambar Harus Salah Satu Dari ${IMAGE_FOLDERS.join(', ')}`,
  unknownGroup: (kode: string) => `Group ${kode} Tidak Ditemukan`,
  unknownBanner: (kode: string) => `Banner ${kode} Tidak Ditemukan`,
  unknownInfo: (kode: string) => `Info ${kode} Tidak Ditemukan`,
  imagesMismatch: 'Jumlah Nama Gambar Harus Sama Dengan Jumlah Gambar',
} as const;

// ---------------------------------------------------------------------------------------------
// Field builders

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Absent, null or blank: `missing`; otherwise a trimmed string of at most `max`. */
const requiredText = (label: string, missing: string, max = 255) =>
  z.preprocess(
    (v) => (blank(v) ? undefined : v),
    z
      .string({ error: (i) => (i.input === undefined ? missing : `${label} Harus Berupa Teks`) })
      .trim()
      .max(max, { error: `${label} Maksimal ${max} Karakter` }),
  );

/** Blank becomes a single space (section 5: banner and info sub_title and deskripsi). */
const spaceIfBlank = (label: string, max = 2000) =>
  z.preprocess(
    (v) => (blank(v) ? ' ' : v),
    z
      .string({ error: `${label} Harus Berupa Teks` })
      .max(max, { error: `${label} Maksimal ${max} Karakter` }),
  );

const optionalText = (label: string, max = 255) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z
      .string({ error: `${label} Harus Berupa Teks` })
      .trim()
      .max(max, { error: `${label} Maksimal ${max} Karakter` }),
  );

/** A code typed by the user: upper-cased, letters, digits, dot, dash, underscore, space. */
const userCode = (label: string, max = 30) =>
  requiredText(label, `${label} Tidak Boleh Kosong`, max).pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_.\- ]+$/, {
        error: `${label} Hanya Boleh Huruf, Angka, Spasi, Titik, Strip Atau Garis Bawah`,
      })
      .transform((v) => v.toUpperCase()),
  );

/** A stored image key (`{kode_toko}/{FOLDER}/{name}`), required with the screen's message. */
const imageKey = (missing: string) => requiredText('Gambar', missing, 300);
const imageName = (missing: string) => requiredText('Nama Gambar', missing, 100);

/** 'a, #b,,c' -> 'A,B,C': a comma-separated list with '#' removed (section 3). */
export const normaliseHashtags = (v: string): string =>
  v
    .split(',')
    .map((s) => s.replace(/#/g, '').trim())
    .filter(Boolean)
    .join(',');
const hashtags = (label: string) => optionalText(label, 1000).transform(normaliseHashtags);

const codeList = (label: string, max = 50) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? [] : v),
    z
      .array(
        z
          .string({ error: `${label} Harus Berupa Teks` })
          .trim()
          .min(1, { error: `${label} Tidak Boleh Kosong` })
          .max(50, { error: `${label} Maksimal 50 Karakter` })
          .transform((s) => s.toUpperCase()),
        { error: `${label} Harus Berupa Daftar` },
      )
      .max(max, { error: `${label} Maksimal ${max}` })
      .transform((l) => [...new Set(l)]),
  );

const varianQuery = z.object({
  varian: z.preprocess(
    (v) => (blank(v) ? undefined : typeof v === 'string' ? v.toUpperCase() : v),
    z.enum(KATALOG_VARIAN, { error: `Varian Harus Salah Satu Dari ${KATALOG_VARIAN.join(', ')}` }).optional(),
  ),
});
export type VarianQuery = z.infer<typeof varianQuery>;

// ---------------------------------------------------------------------------------------------
// Payloads (one per kind; the key is generated for banner, info and admin, typed for the others)

export const bannerBody = z.object({
  title: requiredText('Title', 'Title Tidak Boleh Kosong', 150),
  sub_title: spaceIfBlank('Sub Title', 300),
  deskripsi: spaceIfBlank('Deskripsi'),
  gambar_path: imageKey(KATALOG_MSG.imageRequired),
  gambar_name: imageName(KATALOG_MSG.imageRequired),
});
export type BannerBody = z.infer<typeof bannerBody>;
export const infoBody = bannerBody;
export type InfoBody = BannerBody;

export const kategoriBody = z.object({
  kode_kategori: userCode('Kode Kategori'),
  gambar_path: imageKey(KATALOG_MSG.kategoriImageRequired),
  gambar_name: imageName(KATALOG_MSG.kategoriImageRequired),
  warna: requiredText('Warna', KATALOG_MSG.warnaRequired, 30).pipe(
    z.string().regex(/^#[0-9A-Fa-f]{6}$|^[A-Za-z ]+$/, { error: 'Warna Tidak Valid' }),
  ),
});
export type KategoriBody = z.infer<typeof kategoriBody>;

export const itemBody = z
  .object({
    kode_barang: userCode('Kode Barang'),
    nama_barang: optionalText('Nama Barang', 150),
    deskripsi: optionalText('Deskripsi', 2000),
    gambar_path: z.preprocess(
      (v) => (v === null || v === undefined ? [] : v),
      z
        .array(
          z.string({ error: KATALOG_MSG.imageRequired }).trim().min(1, { error: KATALOG_MSG.imageRequired }),
          {
            error: KATALOG_MSG.imageRequired,
          },
        )
        .min(1, { error: KATALOG_MSG.imageRequired })
        .max(10, { error: 'Gambar Maksimal 10' }),
    ),
    gambar_name: z.preprocess(
      (v) => (v === null || v === undefined ? [] : v),
      z.array(z.string({ error: 'Nama Gambar Harus Berupa Teks' }).trim().max(100), {
        error: 'Nama Gambar Harus Berupa Daftar',
      }),
    ),
    kode_banner: codeList('Kode Banner'),
    kode_info: codeList('Kode Info'),
    hashtag_kadar: hashtags('Hashtag Kadar'),
    hashtag_jenis: hashtags('Hashtag Jenis'),
    hashtag_lm: hashtags('Hashtag LM'),
    /** Client-only: accepted and dropped on save (section 3). */
    harga_jual_str: z.unknown().optional(),
  })
  .refine((b) => b.gambar_name.length === b.gambar_path.length, {
    error: KATALOG_MSG.imagesMismatch,
    path: ['gambar_name'],
  })
  .transform(({ harga_jual_str: _dropped, ...rest }) => rest);
export type ItemBody = z.infer<typeof itemBody>;

export const hargaBody = z.object({
  kode_harga_app: userCode('Kode Harga'),
  detail_group: z.preprocess(
    (v) => (v === null || v === undefined ? [] : v),
    z
      .array(z.string({ error: KATALOG_MSG.groupMin1 }).trim().min(1, { error: KATALOG_MSG.groupMin1 }), {
        error: KATALOG_MSG.groupMin1,
      })
      .min(1, { error: KATALOG_MSG.groupMin1 })
      .max(50, { error: 'List Group Maksimal 50' })
      .transform((l) => [...new Set(l.map((s) => s.toUpperCase()))]),
  ),
});
export type HargaBody = z.infer<typeof hargaBody>;
/** PUT app/harga/{kode}: the code comes from the path. */
export const hargaEditBody = hargaBody.omit({ kode_harga_app: true }).extend({
  kode_harga_app: z.unknown().optional(),
});

const point = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : blank(v) ? undefined : v),
  z
    .number({
      error: (i) => (i.input === undefined ? 'Point Tidak Boleh Kosong' : 'Point Harus Berupa Angka'),
    })
    .int({ error: 'Point Harus Bilangan Bulat' })
    .min(0, { error: 'Point Tidak Boleh Kurang Dari 0' })
    .max(100_000_000, { error: 'Point Terlalu Besar' }),
);

export const hadiahBody = z.object({
  kode_hadiah: userCode('Kode Hadiah'),
  nama_hadiah: requiredText('Nama Hadiah', 'Nama Hadiah Tidak Boleh Kosong', 150),
  info: optionalText('Info', 300),
  sub_info: optionalText('Sub Info', 300),
  point,
  /** Section 5: an empty deskripsi becomes a space on add. */
  deskripsi: spaceIfBlank('Deskripsi'),
  gambar_path: imageKey(KATALOG_MSG.imageRequired),
  gambar_name: imageName(KATALOG_MSG.imageRequired),
});
export type HadiahBody = z.infer<typeof hadiahBody>;

export const adminChatBody = z.object({
  nama_admin: requiredText('Nama Admin', KATALOG_MSG.namaAdminRequired, 100),
  no_hp: requiredText('Nomor Handphone', KATALOG_MSG.noHpRequired, 20).pipe(
    z
      .string()
      .min(PHONE_MIN_LENGTH, { error: KATALOG_MSG.noHpInvalid })
      .regex(/^\+?[0-9][0-9 -]*$/, { error: KATALOG_MSG.noHpInvalid }),
  ),
});
export type AdminChatBody = z.infer<typeof adminChatBody>;

export const groupDescriptionBody = z.object({
  kode_group: userCode('Kode Group'),
  nama_group: optionalText('Nama Group', 100),
  deskripsi: requiredText('Deskripsi', 'Deskripsi Tidak Boleh Kosong', 2000),
});
export type GroupDescriptionBody = z.infer<typeof groupDescriptionBody>;

export const splashBody = z.object({
  text: requiredText('Text', KATALOG_MSG.textRequired, 500),
  position: z.preprocess(
    (v) => (blank(v) ? 'CENTER' : typeof v === 'string' ? v.toUpperCase() : v),
    z.enum(SPLASH_POSITIONS, { error: `Posisi Harus Salah Satu Dari ${SPLASH_POSITIONS.join(', ')}` }),
  ),
  image_path: optionalText('Gambar', 300),
  type_splash: z.preprocess(
    (v) => (blank(v) ? 'IMAGE' : typeof v === 'string' ? v.toUpperCase() : v),
    z.enum(SPLASH_TYPES, { error: `Tipe Splash Harus Salah Satu Dari ${SPLASH_TYPES.join(', ')}` }),
  ),
});
export type SplashBody = z.infer<typeof splashBody>;
const splashSlot = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
  z.enum(SPLASH_SLOTS, { error: `Kode Splash Harus Salah Satu Dari ${SPLASH_SLOTS.join(', ')}` }),
);
export const diamondSplashBody = splashBody.extend({ kode: splashSlot });

// ---------------------------------------------------------------------------------------------
// Rows as listed

type Stamp = { varian: KatalogVarian; created_by: string; created_at: string; updated_at: string };
/** `gambar_url`: where the stored image is served (added to every row that has an image). */
export type BannerRow = Stamp & {
  kode_banner: string;
  title: string;
  sub_title: string;
  deskripsi: string;
  gambar_path: string;
  gambar_name: string;
  gambar_url: string;
};
export type InfoRow = Omit<BannerRow, 'kode_banner'> & { kode_info: string };
export type KategoriRow = Stamp & KategoriBody & { gambar_url: string };
export type ItemRow = Stamp & ItemBody & { gambar_url: string[] };
export type HargaRow = Stamp & HargaBody;
export type HadiahRow = Stamp & HadiahBody & { gambar_url: string };
export type AdminChatRow = Stamp & AdminChatBody & { kode_admin: string; no_whatsapp: string };
export type GroupDescriptionRow = Stamp & GroupDescriptionBody;
export type SplashRow = Stamp & SplashBody & { kode: SplashSlot; image_url: string | null; saved: boolean };

export type KatalogRowOf = {
  BANNER: BannerRow;
  INFO: InfoRow;
  KATEGORI: KategoriRow;
  ITEM: ItemRow;
  HARGA: HargaRow;
  HADIAH: HadiahRow;
  ADMIN: AdminChatRow;
  GROUP_DESCRIPTION: GroupDescriptionRow;
  SPLASH: SplashRow;
};
export type KatalogBodyOf = {
  BANNER: BannerBody;
  INFO: InfoBody;
  KATEGORI: KategoriBody;
  ITEM: ItemBody;
  HARGA: HargaBody;
  HADIAH: HadiahBody;
  ADMIN: AdminChatBody;
  GROUP_DESCRIPTION: GroupDescriptionBody;
  SPLASH: SplashBody;
};

/** The payload schema of each kind (add; edit uses the same, the key coming from the path). */
export const KIND_BODY = {
  BANNER: bannerBody,
  INFO: infoBody,
  KATEGORI: kategoriBody,
  ITEM: itemBody,
  HARGA: hargaBody,
  HADIAH: hadiahBody,
  ADMIN: adminChatBody,
  GROUP_DESCRIPTION: groupDescriptionBody,
  SPLASH: splashBody,
} as const;

// ---------------------------------------------------------------------------------------------
// Endpoints (section 7, "Catalogue calls")

/** The list/add/edit/delete calls of one kind; diamond variants list and add on their own paths. */
export type KindEndpoints<K extends KatalogKind> = {
  kind: K;
  list: ReturnType<typeof listEndpoint<K>>;
  listDiamond: ReturnType<typeof listEndpoint<K>>;
  add: ReturnType<typeof addEndpoint<K>> | null;
  addDiamond: ReturnType<typeof addEndpoint<K>> | null;
  edit: ReturnType<typeof editEndpoint<K>>;
  remove: ReturnType<typeof removeEndpoint<K>> | null;
};

const listEndpoint = <K extends KatalogKind>(_kind: K, path: string) =>
  endpoint<undefined, undefined, undefined, KatalogRowOf[K][]>({ method: 'GET', path });
const addEndpoint = <K extends KatalogKind>(kind: K, path: string) =>
  endpoint<KatalogBodyOf[K], undefined, undefined, KatalogRowOf[K]>({
    method: 'POST',
    path,
    body: KIND_BODY[kind] as unknown as z.ZodType<KatalogBodyOf[K]>,
  });
const keyParam = (key: string) =>
  z.object({
    [key]: z
      .string({ error: 'Kode Tidak Valid' })
      .trim()
      .min(1, { error: 'Kode Tidak Boleh Kosong' })
      .max(50, { error: 'Kode Maksimal 50 Karakter' })
      .transform((v) => v.toUpperCase()),
  }) as unknown as z.ZodType<Record<string, string>>;
const editEndpoint = <K extends KatalogKind>(
  kind: K,
  path: string,
  body: z.ZodType<unknown> = KIND_BODY[kind],
) =>
  endpoint<KatalogBodyOf[K], VarianQuery, Record<string, string>, KatalogRowOf[K]>({
    method: 'PUT',
    path,
    body: body as z.ZodType<KatalogBodyOf[K]>,
    query: varianQuery,
    params: keyParam(KIND_KEY[kind]),
  });
const removeEndpoint = <K extends KatalogKind>(kind: K, path: string) =>
  endpoint<undefined, VarianQuery, Record<string, string>, { [k: string]: string }>({
    method: 'DELETE',
    path,
    query: varianQuery,
    params: keyParam(KIND_KEY[kind]),
  });

/** The usual pattern: GET, POST base; PUT base/edit/{key}; DELETE base/delete/{key}. */
function crud<K extends KatalogKind>(
  kind: K,
  base: string,
  diamondBase: string,
  opts: { diamondAdd?: boolean } = {},
) {
  const key = KIND_KEY[kind];
  return {
    kind,
    list: listEndpoint(kind, base),
    listDiamond: listEndpoint(kind, diamondBase),
    add: addEndpoint(kind, base),
    addDiamond: opts.diamondAdd === false ? null : addEndpoint(kind, diamondBase),
    edit: editEndpoint(kind, `${base}/edit/:${key}`),
    remove: removeEndpoint(kind, `${base}/delete/:${key}`),
  } satisfies KindEndpoints<K>;
}

export const KATALOG_ENDPOINTS = {
  BANNER: crud('BANNER', 'app/banner-katalog', 'app/diamond/banner-katalog'),
  INFO: crud('INFO', 'app/info-katalog', 'app/diamond/info-katalog'),
  KATEGORI: crud('KATEGORI', 'app/kategori-katalog', 'app/diamond/kategori-katalog'),
  ITEM: crud('ITEM', 'app/item-katalog', 'app/diamond/item-katalog'),
  // Diamond group descriptions: the specification shows only GET; POST on the diamond path is chosen.
  GROUP_DESCRIPTION: crud(
    'GROUP_DESCRIPTION',
    'app/member/group-description',
    'app/diamond/member/group-description',
  ),
  HADIAH: crud('HADIAH', 'app/member/list-gift', 'app/diamond/member/list-gift'),
  ADMIN: crud('ADMIN', 'app/member/admin-chat', 'app/diamond/member/admin-chat'),
  HARGA: {
    kind: 'HARGA' as const,
    list: listEndpoint('HARGA', 'app/harga'),
    listDiamond: listEndpoint('HARGA', 'app/diamond/harga'),
    add: addEndpoint('HARGA', 'app/harga'),
    addDiamond: addEndpoint('HARGA', 'app/diamond/harga'),
    edit: editEndpoint('HARGA', 'app/harga/:kode_harga_app', hargaEditBody),
    remove: removeEndpoint('HARGA', 'app/harga/:kode_harga_app'),
  },
  SPLASH: {
    kind: 'SPLASH' as const,
    list: listEndpoint('SPLASH', 'app/splash-screen'),
    listDiamond: listEndpoint('SPLASH', 'app/diamond/splash-screen'),
    add: null,
    addDiamond: null,
    edit: {
      ...editEndpoint('SPLASH', 'app/splash-screen/:kode'),
      params: z.object({ kode: splashSlot }) as unknown as z.ZodType<Record<string, string>>,
    },
    remove: null,
  },
} as const satisfies { [K in KatalogKind]: KindEndpoints<K> };

/** POST app/diamond/splash-screen: saves one diamond slot (kode in the body). */
export const saveDiamondSplash = endpoint<z.infer<typeof diamondSplashBody>, undefined, undefined, SplashRow>(
  {
    method: 'POST',
    path: 'app/diamond/splash-screen',
    body: diamondSplashBody,
  },
);

// ---------------------------------------------------------------------------------------------
// Image store calls (chosen paths; the specification's cloud store is this server)

/** Answer of an upload: the key to save as gambar_path / image_path and the name as gambar_name. */
export type UploadedImage = {
  gambar_path: string;
  gambar_name: string;
  url: string;
  width: number;
  height: number;
};

/** POST image/upload, multipart: fields `folder` (one of IMAGE_FOLDERS) and `image` (the file). */
export const uploadImage = endpoint<undefined, undefined, undefined, UploadedImage>({
  method: 'POST',
  path: 'image/upload',
});
/** POST foto-produk, multipart: fields `kode_barcode` and `image`; stored as foto_produk/{kode_barcode}. */
export const uploadFotoProduk = endpoint<undefined, undefined, undefined, UploadedImage>({
  method: 'POST',
  path: 'foto-produk',
});

export const imageQuery = z.object({
  w: z.preprocess(
    (v) => (blank(v) ? undefined : Number(v)),
    z
      .number({ error: 'Lebar Gambar Harus Berupa Angka' })
      .refine((n) => (IMAGE_DOWNLOAD_WIDTHS as readonly number[]).includes(n), {
        error: `Lebar Gambar Harus Salah Satu Dari ${IMAGE_DOWNLOAD_WIDTHS.join(', ')}`,
      })
      .optional(),
  ),
});
const storePart = (label: string) =>
  z
    .string({ error: `${label} Tidak Valid` })
    .regex(/^[A-Za-z0-9_.-]{1,100}$/, { error: `${label} Tidak Valid` })
    .refine((s) => s !== '.' && s !== '..', { error: `${label} Tidak Valid` });
export const imageParams = z.object({
  kode_toko: storePart('Kode Toko'),
  // Pawned pieces' photos too: the loan and auction screens show them (random names, like the catalogue's).
  folder: z.enum([...IMAGE_FOLDERS, PRODUCT_PHOTO_FOLDER, HUTANG_PHOTO_FOLDER], {
    error: KATALOG_MSG.folderInvalid,
  }),
  name: storePart('Nama Gambar'),
});
/** GET image/{kode_toko}/{folder}/{name}[?w=]: the stored JPEG, or a smaller copy (public). */
export const getImage = endpoint<undefined, z.infer<typeof imageQuery>, z.infer<typeof imageParams>, never>({
  method: 'GET',
  path: 'image/:kode_toko/:folder/:name',
  query: imageQuery,
  params: imageParams,
});

// ---------------------------------------------------------------------------------------------
// The published catalogue (companion member app; public, ETag + If-None-Match)

export type PublishedHargaGroup = {
  kode_group: string;
  nama_group: string;
  kadar: number;
  harga_jual: number;
  harga_beli: number;
};
export type PublishedKatalog = {
  kode_toko: string;
  nama_toko: string;
  varian: KatalogVarian;
  /** The business day the prices are for. */
  tanggal: string;
  banner: Omit<BannerRow, keyof Stamp>[];
  info: Omit<InfoRow, keyof Stamp>[];
  kategori: Omit<KategoriRow, keyof Stamp>[];
  item: Omit<ItemRow, keyof Stamp>[];
  harga: { kode_harga_app: string; groups: PublishedHargaGroup[] }[];
  hadiah: Omit<HadiahRow, keyof Stamp>[];
  kontak_admin: Omit<AdminChatRow, keyof Stamp>[];
  group_description: Omit<GroupDescriptionRow, keyof Stamp>[];
  splash: Omit<SplashRow, keyof Stamp | 'saved'>[];
};
export const getPublishedKatalog = endpoint<undefined, undefined, undefined, PublishedKatalog>({
  method: 'GET',
  path: 'app/public/katalog',
});
export const getPublishedKatalogDiamond = endpoint<undefined, undefined, undefined, PublishedKatalog>({
  method: 'GET',
  path: 'app/public/diamond/katalog',
});
