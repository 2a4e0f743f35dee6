import {
  NOTA_DEFAULT_FONT,
  NOTA_ROTATE,
  type NotaJenis,
  type NotaLabel,
  type NotaType,
} from '@emas/contract/api/nota';
import {
  NOTA_CUSTOMER_ROWS as CUSTOMER,
  cellTemplate,
  NOTA_HEAD_ROWS as HEAD,
  NOTA_SIGN_NAMES,
  NOTA_SPECS,
  NOTA_THANKS,
  type NotaTypeSpec,
  NOTA_SHOP_HEAD as SHOP,
} from '@emas/contract/nota-specs';

/**
 * The layout every shop starts with, per note type: a 210 x 105 mm Indonesian gold-shop invoice
 * (794 x 397 px). Shop header top left, title, invoice number, date, sales and cashier top right
 * with a QR code of the invoice number; the customer; the item table (5 rows); totals and payment;
 * the terms with the 3-month clause; signatures and a Code 128 barcode of the invoice number.
 * Field names are those of README.md in this folder. What each type says is
 * `@emas/contract/nota-specs` (shared with the receipt printer); this file places it.
 */

/** Labels that a shop may not delete (the invoice is not an invoice without them). */
const CORE = /^(judul|no_faktur|tanggal|kolom_|baris_|total)/;

type Draft = Omit<NotaLabel, 'type' | 'is_mobile' | 'is_deletable' | 'font_family' | 'rotate' | 'status'>;

function draft(
  name: string,
  jenis: NotaJenis,
  isi: string,
  x: number,
  y: number,
  width: number,
  height: number,
  font_size = 8,
): Draft {
  return { name, jenis, isi, position_x: x, position_y: y, width, height, font_size };
}

/** Item table: first row's top and the row height (px). */
export const TABLE_TOP = 138;
/** The totals' captions start here (clear of the terms, which end at 494). */
export const TOTAL_X = 500;
/** The captions of the invoice block (No. Faktur ... Jatuh Tempo): wide enough in the bold face. */
const CAPTION_X = 460;
const CAPTION_W = 70;
/** The signature captions: below the payment text's three lines. */
export const SIGN_Y = 334;
export const ROW_H = 24;

/** The title's size: one line in the widest face (a serif bold) within its 270 px. */
export const titleSize = (title: string): number => (title.length > 22 ? 10 : title.length > 18 ? 11 : 13);

function labelsOf(spec: NotaTypeSpec): Draft[] {
  const out: Draft[] = [
    // Shop header.
    draft('nama_toko', 'text', `[b]${SHOP.nama}`, 24, 14, 440, 24, 15),
    draft('alamat_toko', 'text', SHOP.alamat, 24, 38, 340, 22, 7),
    draft('telp_toko', 'text', SHOP.telp, 24, 60, 340, 12, 7),
    // Title and invoice block.
    // A long title (NOTA PENJUALAN BERLIAN) a size smaller, so that it stays on one line in the widest
    // face (a serif bold) and clear of the shop's name.
    draft('judul', 'text', `[br]${spec.title}`, 420, 12, 270, 22, titleSize(spec.title)),
    draft('qrcode_faktur', 'qrcode', '{no_faktur:full}', 704, 12, 66, 66),
    draft('label_no_faktur', 'text', HEAD.noFaktur.caption, CAPTION_X, 40, CAPTION_W, 12, 7),
    draft('no_faktur', 'text', `[b]: ${HEAD.noFaktur.isi}`, 530, 40, 170, 12, 8),
    draft('label_tanggal', 'text', HEAD.tanggal.caption, CAPTION_X, 53, CAPTION_W, 12, 7),
    draft('tanggal', 'text', `: ${HEAD.tanggal.isi}`, 530, 53, 170, 12, 7),
    draft('label_sales', 'text', HEAD.sales.caption, CAPTION_X, 66, CAPTION_W, 12, 7),
    draft('sales', 'text', `: ${HEAD.sales.isi}`, 530, 66, 170, 12, 7),
    // Customer.
    draft('label_customer', 'text', spec.customerCaption, 24, 78, 60, 12, 7),
    draft('nama_customer', 'text', `[b]: ${CUSTOMER.nama}`, 84, 78, 190, 12, 8),
    draft('label_alamat', 'text', CUSTOMER.alamat.caption, 24, 91, 60, 12, 7),
    // The address wraps at spaces over the label's width (two lines), not in 20-character slices.
    draft('alamat_customer', 'text', `: ${CUSTOMER.alamat.isi}`, 84, 91, 192, 24, 7),
    draft('label_hp', 'text', CUSTOMER.hp.caption, 280, 78, 50, 12, 7),
    draft('no_hp', 'text', `: ${CUSTOMER.hp.isi}`, 318, 78, 140, 12, 7),
    draft('label_member', 'text', CUSTOMER.member.caption, 280, 91, 50, 12, 7),
    draft('kode_member', 'text', `: ${CUSTOMER.member.isi}`, 318, 91, 140, 12, 7),
    // Table frame.
    draft('garis_atas', 'line', '', 24, 116, 746, 1.5),
    draft('garis_tengah', 'line', '', 24, 134, 746, 0.8),
    draft('garis_bawah', 'line', '', 24, 259, 746, 1.5),
  ];
  spec.info?.slice(0, 3).forEach((r, i) => {
    out.push(draft(`label_info_${i + 1}`, 'text', r.caption, CAPTION_X, 79 + i * 13, CAPTION_W, 12, 7));
    out.push(draft(`info_${i + 1}`, 'text', r.isi, 530, 79 + i * 13, 170, 12, 7));
  });
  for (const c of spec.cols) {
    const flag = c.align === 'r' ? '[br]' : c.align === 'c' ? '[bc]' : '[b]';
    out.push(draft(`kolom_${c.key}`, 'text', `${flag}${c.header}`, c.x, 120, c.w, 12, 7));
    const cell = cellTemplate(c);
    const align = c.align === 'r' ? '[r]' : c.align === 'c' ? '[c]' : '';
    out.push(draft(`baris_${c.key}`, 'text', `${align}${cell}`, c.x, TABLE_TOP, c.w, ROW_H, 8));
  }
  // Totals: five rows closer together than three or four; captions wide enough for JUMLAH HUTANG.
  const gap = spec.totals.length > 4 ? 13 : 16;
  spec.totals.forEach((t, i) => {
    const y = 265 + i * gap;
    const caption = t.bold ? `[b]${t.caption}` : t.caption;
    if (t.wide) {
      // The payment text (with TUNAI ... KEMBALI ...) wraps at spaces over up to three lines.
      out.push(draft(`label_total_${i + 1}`, 'text', caption, TOTAL_X, y, 72, 14, 7));
      out.push(draft(`total_${i + 1}`, 'text', t.isi, 574, y, 196, 34, 6));
      return;
    }
    out.push(draft(`label_total_${i + 1}`, 'text', caption, TOTAL_X, y, 110, 14, 8));
    const last = i === spec.totals.length - 1;
    out.push(
      draft(`total_${i + 1}`, 'text', t.isi, 610, y - (t.bold ? 1 : 0), 160, last ? 24 : 16, t.bold ? 10 : 8),
    );
  });
  out.push(
    draft('syarat_ketentuan', 'text', spec.terms, 24, 265, 470, spec.stamp ? 34 : 70, 6),
    draft('barcode_faktur', 'barcode', '{no_faktur:full}', 24, 340, 190, 40),
    draft('ttd_kiri', 'text', `[c]${spec.signLeft}`, 480, SIGN_Y, 130, 12, 7),
    draft('ttd_kanan', 'text', `[c]${spec.signRight}`, 640, SIGN_Y, 130, 12, 7),
    draft('ttd_kiri_nama', 'text', `[c]${NOTA_SIGN_NAMES.left}`, 480, 372, 130, 12, 7),
    draft('ttd_kanan_nama', 'text', `[c]${NOTA_SIGN_NAMES.right}`, 640, 372, 130, 12, 7),
    draft('catatan', 'text', `[c]${NOTA_THANKS}`, 240, 372, 220, 12, 6),
  );
  if (spec.stamp)
    out.push(draft('cap_status', 'text', `[bc]${spec.stamp.isi}`, 224, 302, 250, 30, spec.stamp.size));
  return out;
}

/** The default labels of a note type: the invoice's and the same set for the POS slip. */
export function defaultLabels(type: NotaType): NotaLabel[] {
  const drafts = labelsOf(NOTA_SPECS[type]);
  return [false, true].flatMap((is_mobile) =>
    drafts.map((d) => ({
      ...d,
      type,
      is_mobile,
      rotate: NOTA_ROTATE,
      status: true,
      is_deletable: !CORE.test(d.name),
      font_family: NOTA_DEFAULT_FONT,
    })),
  );
}

/** The invoice title of a note type (the renderer's PDF title). */
export const notaTitle = (type: NotaType): string => NOTA_SPECS[type].title;
