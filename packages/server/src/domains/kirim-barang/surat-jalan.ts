import { type api, formatGram, formatTanggal, printedBy, splitAddress } from '@emas/contract';
import PDFDocument from 'pdfkit';
import { reportFonts } from '../laporan/pdf-fonts.ts';

/** 210 x 297 mm in PDF points. */
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 36;
const ROW = 15;
const COLS: { key: string; caption: string; width: number; align?: 'right' }[] = [
  { key: 'no', caption: 'No', width: 28, align: 'right' },
  { key: 'kode_barcode', caption: 'Barcode', width: 62 },
  { key: 'nama_barang', caption: 'Nama Barang', width: 170 },
  { key: 'kode_group', caption: 'Group', width: 60 },
  { key: 'kadar', caption: 'Kadar', width: 50 },
  { key: 'berat', caption: 'Berat', width: 70, align: 'right' },
  { key: 'status', caption: 'Status', width: 83 },
];

/**
 * The surat jalan of a shipment: A4 portrait, the sending shop's name and address, the shipment's
 * number, date, sender and receiver, one row per item with its weight, then the totals per group and
 * overall, signature boxes, 'n of N' and 'Printed By' on every page.
 */
export function buildSuratJalan(
  k: api.KirimBarang,
  header: { nama_toko: string; alamat_toko: string },
  userId: string,
): Promise<Buffer> {
  const fonts = reportFonts();
  const doc = new PDFDocument({
    size: A4,
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `Surat Jalan ${k.no_kirim}`, Producer: 'Back Office Toko Emas' },
  });
  doc.registerFont('R', fonts.regular);
  doc.registerFont('B', fonts.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = A4[0] - MARGIN * 2;
  const bottom = A4[1] - MARGIN - 24;
  let y = MARGIN;
  doc.font('B').fontSize(13).text(header.nama_toko, MARGIN, y, { width, lineBreak: false });
  y += 16;
  doc.font('R').fontSize(8.5);
  for (const line of splitAddress(header.alamat_toko)) {
    doc.text(line, MARGIN, y, { width, lineBreak: false });
    y += 11;
  }
  y += 8;
  doc.font('B').fontSize(16).text('SURAT JALAN', MARGIN, y, { width, align: 'center' });
  y += 24;
  const fields: [string, string][] = [
    ['No Kirim', k.no_kirim],
    ['Tanggal', formatTanggal(k.tanggal)],
    ['Dari Toko', k.kode_toko_asal],
    ['Ke Toko', `${k.kode_toko_tujuan} - ${k.nama_toko_tujuan}`],
    ['Keterangan', k.keterangan || '-'],
    ['Input By', k.input_by],
  ];
  doc.font('R').fontSize(9.5);
  for (const [label, value] of fields) {
    doc.text(label, MARGIN, y, { width: 80, lineBreak: false });
    doc.text(`: ${value}`, MARGIN + 80, y, { width: width - 80, lineBreak: false, ellipsis: true });
    y += 13;
  }
  y += 6;

  const headerRow = () => {
    let x = MARGIN;
    doc.font('B').fontSize(8.5);
    for (const c of COLS) {
      doc.text(c.caption, x + 2, y + 3, { width: c.width - 4, align: c.align ?? 'left', lineBreak: false });
      x += c.width;
    }
    doc.rect(MARGIN, y, width, ROW).lineWidth(0.5).stroke('#333');
    y += ROW;
    doc.font('R');
  };
  const line = (cells: Record<string, string>, bold = false) => {
    if (y + ROW > bottom) {
      doc.addPage();
      y = MARGIN;
      headerRow();
    }
    let x = MARGIN;
    doc.font(bold ? 'B' : 'R').fontSize(8.5);
    for (const c of COLS) {
      doc.text(cells[c.key] ?? '', x + 2, y + 3, {
        width: c.width - 4,
        align: c.align ?? 'left',
        lineBreak: false,
        ellipsis: true,
      });
      x += c.width;
    }
    y += ROW;
  };
  headerRow();
  k.detail.forEach((d, i) => {
    line({
      no: String(i + 1),
      kode_barcode: d.kode_barcode,
      nama_barang: d.nama_barang,
      kode_group: d.kode_group,
      kadar: d.kadar_cetak,
      berat: formatGram(d.berat),
      status: d.status,
    });
  });
  y += 6;
  line({ nama_barang: 'TOTAL PER GROUP' }, true);
  for (const g of k.per_group)
    line({ nama_barang: `${g.qty} pcs`, kode_group: g.kode_group, berat: formatGram(g.berat) });
  line({ nama_barang: `${k.qty} pcs`, kode_group: 'TOTAL', berat: formatGram(k.berat) }, true);

  if (y + 100 > bottom) {
    doc.addPage();
    y = MARGIN;
  }
  y += 20;
  const boxW = 160;
  for (const [label, x] of [
    ['Pengirim', MARGIN + 20],
    ['Pembawa', MARGIN + (width - boxW) / 2],
    ['Penerima', MARGIN + width - boxW - 20],
  ] as const) {
    doc.font('R').fontSize(10).text(label, x, y, { width: boxW, align: 'center' });
    doc
      .moveTo(x + 20, y + 70)
      .lineTo(x + boxW - 20, y + 70)
      .lineWidth(0.5)
      .stroke('#555');
  }

  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const footY = A4[1] - MARGIN - 8;
    doc.font('R').fontSize(7.5).fillColor('#444');
    doc.text(printedBy(userId), MARGIN, footY, { width, lineBreak: false });
    doc.text(`${i + 1} of ${range.count}`, MARGIN, footY, { width, align: 'center', lineBreak: false });
    doc.fillColor('#000');
  }
  doc.end();
  return done;
}
