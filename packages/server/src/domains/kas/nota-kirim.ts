import { formatRupiah, formatTanggal, formatWaktuJakarta, printedBy, splitAddress } from '@emas/contract';
import type { KirimUang } from '@emas/contract/api/kas';
import PDFDocument from 'pdfkit';
import { reportFonts } from '../laporan/pdf-fonts.ts';

/** 297 x 210 mm in PDF points. */
const A4_LANDSCAPE: [number, number] = [841.89, 595.28];
const MARGIN = 42;

/**
 * The nota of a transfer to head office (nota_kirim): A4 landscape (297x210 mm), the sending shop's
 * name and address, the transfer's fields, signature boxes for sender and receiver, and the house
 * footer 'Printed By {user} / {date}'. One page, laid out on this thread (a few milliseconds).
 */
export function buildNotaKirim(
  k: KirimUang,
  header: { nama_toko: string; alamat_toko: string },
  userId: string,
): Promise<Buffer> {
  const fonts = reportFonts();
  const doc = new PDFDocument({
    size: A4_LANDSCAPE,
    margin: MARGIN,
    info: { Title: `Nota Kirim Uang ${k.no_reff}`, Producer: 'Back Office Toko Emas' },
  });
  doc.registerFont('R', fonts.regular);
  doc.registerFont('B', fonts.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = A4_LANDSCAPE[0] - MARGIN * 2;
  let y = MARGIN;
  doc.font('B').fontSize(14).text(header.nama_toko, MARGIN, y, { width, lineBreak: false });
  y += 18;
  doc.font('R').fontSize(9.5);
  for (const line of splitAddress(header.alamat_toko)) {
    doc.text(line, MARGIN, y, { width, lineBreak: false });
    y += 12;
  }
  y += 14;
  doc.font('B').fontSize(18).text('NOTA KIRIM UANG PUSAT', MARGIN, y, { width, align: 'center' });
  y += 30;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + width, y)
    .lineWidth(0.8)
    .stroke('#333');
  y += 16;

  const fields: [string, string][] = [
    ['No Referensi', k.no_reff],
    ['Tanggal', formatTanggal(k.tgl_system)],
    ['Dari Toko', k.ip_cabang],
    ['Tujuan', k.tujuan],
    ['Jumlah', formatRupiah(k.jumlah_rp)],
    ['Keterangan', k.keterangan],
    ['Input By', k.input_by],
    [
      'Status',
      k.status === 'DONE'
        ? `DITERIMA ${k.received_by ?? ''} ${formatWaktuJakarta(k.received_at)}`
        : 'BELUM DITERIMA',
    ],
  ];
  for (const [label, value] of fields) {
    doc
      .font('R')
      .fontSize(12)
      .text(label, MARGIN + 20, y, { width: 150, lineBreak: false });
    doc.text(':', MARGIN + 170, y, { lineBreak: false });
    doc
      .font(label === 'Jumlah' || label === 'No Referensi' ? 'B' : 'R')
      .fontSize(label === 'Jumlah' ? 15 : 12)
      .text(value, MARGIN + 185, y, { width: width - 205, lineBreak: false, ellipsis: true });
    y += label === 'Jumlah' ? 26 : 22;
  }

  y += 24;
  const boxW = 200;
  const boxes: [string, number][] = [
    ['Pengirim', MARGIN + 40],
    ['Penerima', MARGIN + width - boxW - 40],
  ];
  for (const [label, x] of boxes) {
    doc.font('R').fontSize(11).text(label, x, y, { width: boxW, align: 'center' });
    doc
      .moveTo(x + 20, y + 80)
      .lineTo(x + boxW - 20, y + 80)
      .lineWidth(0.5)
      .stroke('#555');
  }

  const footY = A4_LANDSCAPE[1] - MARGIN - 10;
  doc
    .font('R')
    .fontSize(8)
    .fillColor('#444')
    .text(printedBy(userId), MARGIN, footY, { width, lineBreak: false });
  doc.text('1 of 1', MARGIN, footY, { width, align: 'center', lineBreak: false });
  doc.end();
  return done;
}
