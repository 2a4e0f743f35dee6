import { type api, formatGram, formatMoney, formatTanggal, printedBy, splitAddress } from '@emas/contract';
import PDFDocument from 'pdfkit';
import { reportFonts } from '../laporan/pdf-fonts.ts';

/** 297 x 210 mm in PDF points (house rule: A4 landscape). */
const A4_LANDSCAPE: [number, number] = [841.89, 595.28];
const MARGIN = 36;
const ROW = 15;

type Header = { nama_toko: string; alamat_toko: string };

/**
 * The printed schedule of instalment contracts (Jadwal Angsuran Cicilan), one contract per page: the
 * shop's name and address, the contract's item, price, down payment, interest and total, the schedule
 * (due date, amount, paid or open, late fee), signature boxes, and the house footer 'Printed By' and
 * 'n of N'. Laid out on this thread (a contract has at most 60 instalments: two columns of 30).
 */
export function buildJadwalPdf(
  list: readonly api.CicilanDetail[],
  header: Header,
  userId: string,
): Promise<Buffer> {
  const fonts = reportFonts();
  const doc = new PDFDocument({
    size: A4_LANDSCAPE,
    margin: MARGIN,
    autoFirstPage: false,
    info: { Title: `Jadwal Cicilan ${list[0]?.no_cicilan ?? ''}`, Producer: 'Back Office Toko Emas' },
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
  const footer = printedBy(userId);
  list.forEach((c, page) => {
    doc.addPage();
    let y = MARGIN;
    doc
      .font('B')
      .fontSize(13)
      .fillColor('#000')
      .text(header.nama_toko, MARGIN, y, { width, lineBreak: false });
    y += 16;
    doc.font('R').fontSize(9);
    for (const line of splitAddress(header.alamat_toko)) {
      doc.text(line, MARGIN, y, { width, lineBreak: false });
      y += 11;
    }
    y += 6;
    doc.font('B').fontSize(15).text('JADWAL ANGSURAN CICILAN', MARGIN, y, { width, align: 'center' });
    y += 24;
    const fields: [string, string][] = [
      ['No Cicilan', c.no_cicilan],
      ['Tanggal', formatTanggal(c.tanggal)],
      ['Customer', [c.nama_customer, c.kode_member].filter(Boolean).join(' / ')],
      ['No HP', c.no_hp || '-'],
      ['Barang', `${c.kode_barcode} ${c.nama_barang} (${c.kode_group}, ${formatGram(c.berat)} gr)`],
      ['Harga Barang', formatMoney(c.harga)],
      ['DP', formatMoney(c.dp_rp)],
      ['Bunga', `${c.bunga}% / bulan x ${c.tenor} bulan = ${formatMoney(c.bunga_rp)}`],
      ['Total Kontrak', formatMoney(c.total_kontrak)],
      ['Denda / Hari', formatMoney(c.denda_per_hari)],
      ['Status', `${c.status}  (Dibayar ${formatMoney(c.jumlah_bayar)}, Sisa ${formatMoney(c.sisa_rp)})`],
    ];
    doc.fontSize(9.5);
    fields.forEach(([label, value], i) => {
      const x = MARGIN + (i % 2) * (width / 2);
      const yy = y + Math.floor(i / 2) * 14;
      doc.font('R').text(label, x, yy, { width: 90, lineBreak: false });
      doc.text(':', x + 90, yy, { lineBreak: false });
      doc.font('B').text(value, x + 100, yy, { width: width / 2 - 110, lineBreak: false, ellipsis: true });
    });
    y += Math.ceil(fields.length / 2) * 14 + 10;

    const cols: [string, number, 'left' | 'right'][] = [
      ['Ke', 28, 'right'],
      ['Jatuh Tempo', 78, 'left'],
      ['Angsuran', 90, 'right'],
      ['Status', 60, 'left'],
      ['Denda', 70, 'right'],
    ];
    const tableW = cols.reduce((s, [, w]) => s + w, 0);
    const half = Math.ceil(c.jadwal.length / 2) > 30 ? 30 : Math.max(15, Math.ceil(c.jadwal.length / 2));
    const blocks = [c.jadwal.slice(0, half), c.jadwal.slice(half)].filter((b) => b.length);
    const top = y;
    blocks.forEach((rows, b) => {
      const x0 = MARGIN + b * (tableW + 40);
      let yy = top;
      let x = x0;
      doc.font('B').fontSize(9);
      for (const [caption, w, align] of cols) {
        doc.text(caption, x + 2, yy, { width: w - 4, align, lineBreak: false });
        x += w;
      }
      yy += ROW;
      doc
        .moveTo(x0, yy - 3)
        .lineTo(x0 + tableW, yy - 3)
        .lineWidth(0.5)
        .stroke('#333');
      doc.font('R');
      for (const a of rows) {
        const cells = [
          String(a.ke),
          formatTanggal(a.tgl_tempo),
          formatMoney(a.jumlah),
          a.status,
          a.denda ? formatMoney(a.denda) : '-',
        ];
        x = x0;
        cols.forEach(([, w, align], i) => {
          doc.text(cells[i] ?? '', x + 2, yy, { width: w - 4, align, lineBreak: false });
          x += w;
        });
        yy += ROW;
      }
      y = Math.max(y, yy);
    });
    y += 16;
    const boxW = 180;
    for (const [label, x] of [
      ['Customer', MARGIN + 40],
      ['Kasir', MARGIN + width - boxW - 40],
    ] as const) {
      doc.font('R').fontSize(10).text(label, x, y, { width: boxW, align: 'center' });
      doc
        .moveTo(x + 20, y + 60)
        .lineTo(x + boxW - 20, y + 60)
        .lineWidth(0.5)
        .stroke('#555');
    }
    const footY = A4_LANDSCAPE[1] - MARGIN - 8;
    doc.font('R').fontSize(8).fillColor('#444').text(footer, MARGIN, footY, { width, lineBreak: false });
    doc.text(`${page + 1} of ${list.length}`, MARGIN, footY, { width, align: 'center', lineBreak: false });
  });
  doc.end();
  return done;
}
