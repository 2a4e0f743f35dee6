import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { MODULE, type ModuleKey } from '../modules.ts';

/**
 * The note (invoice, nota) layout designer: the member-card labels of document 2 (name, isi, jenis,
 * width, height, position_x, position_y, rotate, font_size, status, type, is_mobile, is_deletable,
 * font_family) per shop and note type, and the calls `member-card/get/new`, `member-card/duplicate`,
 * `member-card/deletion`, `member-card/add`. Positions and sizes are canvas pixels of a 210 x 105 mm
 * invoice (1 px = 0.2646 mm); font sizes are points. Imported as `@emas/contract/api/nota`.
 */

/**
 * Note types (document 2 section 7, issue 8): PENJUALAN BERLIAN and PENJUALAN_MANUAL only with their
 * module. HUTANG (the pawn loan's nota) is not in the designer list of document 2; added for issue 15.
 * PELUNASAN HUTANG and PERPANJANGAN HUTANG (the notes of a loan's redemption and extension) for issue 43.
 */
export const NOTA_TYPES = [
  'PENJUALAN',
  'PENJUALAN TUA',
  'PEMBELIAN',
  'PESANAN',
  'SERVICE',
  'TITIPAN',
  'HUTANG',
  'PENJUALAN BERLIAN',
  'PENJUALAN_MANUAL',
  'PELUNASAN HUTANG',
  'PERPANJANGAN HUTANG',
] as const;
export type NotaType = (typeof NOTA_TYPES)[number];

/** The module a note type needs (absent: always there). */
export const NOTA_TYPE_MODULE: Partial<Record<NotaType, ModuleKey>> = {
  'PENJUALAN BERLIAN': MODULE.BERLIAN,
  PENJUALAN_MANUAL: MODULE.MANUAL_ITEMS_TRANSACTION,
};

/** The note types a shop with these active modules may design and print. */
export const notaTypesFor = (active: ReadonlySet<string>): NotaType[] =>
  NOTA_TYPES.filter((t) => {
    const m = NOTA_TYPE_MODULE[t];
    return !m || active.has(m);
  });

/** The duplicate-print module of a note type (document 1 section 6); none for the sales notes. */
export const NOTA_DUPLICATE_MODULE: Partial<Record<NotaType, ModuleKey>> = {
  PEMBELIAN: MODULE.DUPLIKAT_NOTA_PEMBELIAN,
  PESANAN: MODULE.DUPLIKAT_NOTA_PESANAN,
  SERVICE: MODULE.DUPLIKAT_NOTA_SERVICE,
  TITIPAN: MODULE.DUPLIKAT_NOTA_TITIPAN,
  HUTANG: MODULE.DUPLIKAT_NOTA_HUTANG,
  'PELUNASAN HUTANG': MODULE.DUPLIKAT_NOTA_HUTANG,
  'PERPANJANGAN HUTANG': MODULE.DUPLIKAT_NOTA_HUTANG,
};

export const NOTA_JENIS = ['text', 'line', 'gambar', 'barcode', 'qrcode'] as const;
export type NotaJenis = (typeof NOTA_JENIS)[number];

/** The designer's font styles (the stored font_family, verbatim). */
export const NOTA_FONTS = ['Tahoma Bold', 'Tahoma Reguler', 'Times New Roman', 'Candara'] as const;
export type NotaFont = (typeof NOTA_FONTS)[number];
/** Document 2 section 9: the member card's default font is times_new_roman. */
export const NOTA_DEFAULT_FONT: NotaFont = 'Times New Roman';
/** A font named by its key (times_new_roman, tahoma_bold, ...) is the style of that name. */
export const notaFontOf = (v: unknown): unknown =>
  typeof v === 'string'
    ? (NOTA_FONTS.find((f) => f.toLowerCase().replaceAll(' ', '_') === v.trim().toLowerCase()) ?? v)
    : v;

/** Invoice geometry (document 1 section 9): 210 x 105 mm; pixel-to-mm factor 0.2646 (96 dpi). */
export const PX_TO_MM = 0.2646;
export const NOTA_MM = { width: 210, height: 105 } as const;
/** The designer canvas in pixels: 794 x 397. */
export const NOTA_PX = {
  width: Math.round(NOTA_MM.width / PX_TO_MM),
  height: Math.round(NOTA_MM.height / PX_TO_MM),
} as const;
/** The stored rotation: always 90 (document 2 section 3), meaning upright on the invoice. */
export const NOTA_ROTATE = 90;
export const NOTA_DEFAULT_FONT_SIZE = 10;
/** A service note with NOTA_SERVICE_RANGKAP_MODULE repeats its layout at these vertical offsets (px). */
export const SERVICE_RANGKAP_OFFSETS = [0, 360, 720] as const;
/** Item lines per invoice; a note with more continues on a further invoice. */
export const NOTA_ITEM_ROWS = 5;
/** More invoices than this at once are saved as a file instead of printed (document 1 section 9). */
export const NOTA_SAVE_AS_FILE_OVER = 10;

export const NOTA_MSG = {
  empty: 'Data Tidak Tersedia',
  saveFailed: 'Nota Gagal Disimpan',
  saved: 'Nota Berhasil Disimpan',
  copied: 'Data Berhasil Di Copy',
  deleted: 'Label berhasil di hapus',
  confirmDelete: (name: string) => `Apakah anda yakin ingin menghapus label ( ${name} ) ini ?`,
  // Named here: the specification shows no text for these refusals.
  typeRequired: 'Tipe Nota Wajib Dipilih',
  typeInvalid: 'Tipe Nota Tidak Valid',
  nameRequired: 'Nama Label Wajib Diisi',
  nameTooLong: 'Nama Label Maksimal 50 Karakter',
  nameChars: 'Nama Label Hanya Boleh Huruf, Angka, Spasi, Titik, Strip Atau Garis Bawah',
  isiTooLong: 'Isi Label Terlalu Panjang',
  jenisInvalid: 'Jenis Label Tidak Valid',
  fontInvalid: 'Font Tidak Valid',
  sizeInvalid: 'Ukuran Label Tidak Valid',
  positionOutside: 'Posisi Label Di Luar Nota',
  fontSizeInvalid: 'Ukuran Font Harus Antara 4 Dan 72',
  labelsRequired: 'Label Nota Tidak Boleh Kosong',
  labelsTooMany: 'Label Nota Maksimal 200',
  nameTwice: (name: string) => `Nama Label ( ${name} ) Lebih Dari Satu`,
  notFound: 'Label Tidak Ditemukan',
  notDeletable: (name: string) => `Label ( ${name} ) Tidak Dapat Dihapus`,
  tooManyDocuments: 'Nota Maksimal 500 Sekaligus',
} as const;

export type NotaLabel = {
  name: string;
  isi: string;
  jenis: NotaJenis;
  width: number;
  height: number;
  position_x: number;
  position_y: number;
  rotate: number;
  font_size: number;
  status: boolean;
  type: NotaType;
  is_mobile: boolean;
  is_deletable: boolean;
  font_family: NotaFont;
};

const notaType = z.enum(NOTA_TYPES, {
  error: (iss) =>
    iss.input === undefined || iss.input === '' ? NOTA_MSG.typeRequired : NOTA_MSG.typeInvalid,
});
export const labelName = z
  .string({ error: NOTA_MSG.nameRequired })
  .trim()
  .min(1, { error: NOTA_MSG.nameRequired })
  .max(50, { error: NOTA_MSG.nameTooLong })
  .regex(/^[A-Za-z0-9_.\- ]+$/, { error: NOTA_MSG.nameChars });
/** Text or a placeholder template; a gambar holds its image as a data URL (up to ~200 kB). */
const isi = z.string({ error: NOTA_MSG.isiTooLong }).max(200_000, { error: NOTA_MSG.isiTooLong });
const jenis = z.enum(NOTA_JENIS, { error: NOTA_MSG.jenisInvalid });
const font = z.preprocess(notaFontOf, z.enum(NOTA_FONTS, { error: NOTA_MSG.fontInvalid }));
const size = (max: number) =>
  z.coerce
    .number({ error: NOTA_MSG.sizeInvalid })
    .min(0.5, { error: NOTA_MSG.sizeInvalid })
    .max(max, { error: NOTA_MSG.sizeInvalid })
    .transform((v) => Math.round(v * 10) / 10);
const position = (max: number) =>
  z.coerce
    .number({ error: NOTA_MSG.positionOutside })
    .min(0, { error: NOTA_MSG.positionOutside })
    .max(max, { error: NOTA_MSG.positionOutside })
    .transform((v) => Math.round(v * 10) / 10);
const flag = (fallback: boolean) =>
  z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean().default(fallback));

/** One label as the designer sends it in `member-card/add` (type and font come from the call). */
export const notaLabelInput = z.object({
  name: labelName,
  isi: isi.default(''),
  jenis,
  width: size(NOTA_PX.width),
  height: size(NOTA_PX.height),
  position_x: position(NOTA_PX.width),
  position_y: position(NOTA_PX.height),
  rotate: z.coerce.number().default(NOTA_ROTATE),
  font_size: z.coerce
    .number({ error: NOTA_MSG.fontSizeInvalid })
    .int({ error: NOTA_MSG.fontSizeInvalid })
    .min(4, { error: NOTA_MSG.fontSizeInvalid })
    .max(72, { error: NOTA_MSG.fontSizeInvalid })
    .default(NOTA_DEFAULT_FONT_SIZE),
  status: flag(true),
  is_mobile: flag(false),
  font_family: font.optional(),
});
export type NotaLabelInput = z.infer<typeof notaLabelInput>;

export const getNotaLabelsQuery = z.object({ type: notaType });

/** The shop's labels of one note type (mobile and non-mobile), in drawing order. */
export const getNotaLabels = endpoint<undefined, z.infer<typeof getNotaLabelsQuery>, undefined, NotaLabel[]>({
  method: 'GET',
  path: 'member-card/get/new',
  query: getNotaLabelsQuery,
});

/**
 * Copies a label: {name, isi, jenis, is_mobile} as the specification sends it; `type` (added here)
 * names the note type, else every note type holding a label of that name is copied.
 */
export const duplicateNotaLabelBody = z.object({
  name: labelName,
  isi: isi.default(''),
  jenis,
  is_mobile: flag(false),
  type: notaType.optional(),
});
export const duplicateNotaLabel = endpoint<
  z.infer<typeof duplicateNotaLabelBody>,
  undefined,
  undefined,
  NotaLabel[]
>({
  method: 'POST',
  path: 'member-card/duplicate',
  body: duplicateNotaLabelBody,
});

/** Removes a label: {name, type}; `is_mobile` (added here) picks the slip label, default the invoice's. */
export const deleteNotaLabelBody = z.object({ name: labelName, type: notaType, is_mobile: flag(false) });
export const deleteNotaLabel = endpoint<z.infer<typeof deleteNotaLabelBody>, undefined, undefined, null>({
  method: 'DELETE',
  path: 'member-card/deletion',
  body: deleteNotaLabelBody,
});

/** Saves the layout of one note type: each label by name is updated (or added); font for all labels. */
export const saveNotaLayoutBody = z
  .object({
    font,
    type: notaType,
    nota: z
      .array(notaLabelInput, { error: NOTA_MSG.labelsRequired })
      .min(1, { error: NOTA_MSG.labelsRequired })
      .max(200, { error: NOTA_MSG.labelsTooMany }),
  })
  .superRefine((b, ctx) => {
    const seen = new Set<string>();
    for (const l of b.nota) {
      const key = `${l.is_mobile}|${l.name.toLowerCase()}`;
      if (seen.has(key)) {
        ctx.addIssue({ code: 'custom', message: NOTA_MSG.nameTwice(l.name), path: ['nota'] });
        return;
      }
      seen.add(key);
    }
  });
export type SaveNotaLayoutBody = z.infer<typeof saveNotaLayoutBody>;
export const saveNotaLayout = endpoint<SaveNotaLayoutBody, undefined, undefined, NotaLabel[]>({
  method: 'POST',
  path: 'member-card/add',
  body: saveNotaLayoutBody,
});

/**
 * A sample invoice of the stored layout (or of the unsaved `nota` sent along) as a PDF, filled with
 * example data: the designer's 'Cetak Contoh'. Answers application/pdf.
 */
export const previewNotaBody = z.object({
  type: notaType,
  is_mobile: flag(false),
  reprint: flag(false),
  font: font.optional(),
  nota: z.array(notaLabelInput).max(200, { error: NOTA_MSG.labelsTooMany }).optional(),
});
export const previewNota = endpoint<z.infer<typeof previewNotaBody>, undefined, undefined, Blob>({
  method: 'POST',
  path: 'member-card/preview',
  body: previewNotaBody,
});
