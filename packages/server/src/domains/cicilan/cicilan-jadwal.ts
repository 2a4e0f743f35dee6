import { type api, formatGram, formatMoney, formatTanggal, printedBy, splitAddress } from '@emas/contract';
import PDFDocument from 'pdfkit';
import { reportFonts } from '../laporan/pdf-fonts.ts';

/** 297 x 210 mm in PDF points (house rule: A4 landscape). */
const A4_LANDSCAPE: [number, number] = [841.89, 595.28];
const MARGIN = 36;
const ROW = 15;
/** The footer's line, in the bottom margin. */
const FOOT_Y = A4_LANDSCAPE[1] - MARGIN - 8;
/** Content (table, signatures) ends above this. */
const BODY_BOTTOM = FOOT_Y - 6;

type Header = { nama_toko: string; alamat_toko: string };

/**
 * The printed schedule of instalment contracts (Jadwal Angsuran Cicilan), one contract per page: the
 * shop's name and address, the contract's item, price, down payment, interest and total, the schedule
 * (due date, amount, paid or open, late fee), signature boxes, and the house footer 'Printed By' and
 * 'n of N' (pages). Two columns of instalments; a contract of many (at most 60) continues on a second
 * page.
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
    // The footers ('Printed By', 'n of N') are written last, on every page, once the count is known.
    bufferPages: true,
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
  list.forEach((c) => {
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
    const tableHead = (x0: number, yy: number) => {
      let x = x0;
      doc.font('B').fontSize(9).fillColor('#000');
      for (const [caption, w, align] of cols) {
        doc.text(caption, x + 2, yy, { width: w - 4, align, lineBreak: false });
        x += w;
      }
      doc
        .moveTo(x0, yy + ROW - 3)
        .lineTo(x0 + tableW, yy + ROW - 3)
        .lineWidth(0.5)
        .stroke('#333');
    };
    // Two columns of instalments a page, as many rows as fit above the footer; a long contract (up to
    // 60) continues on the next page rather than running into the bottom margin (issue 43).
    let rest = c.jadwal;
    let top = y;
    while (rest.length) {
      const fit = Math.max(1, Math.floor((BODY_BOTTOM - top) / ROW) - 1);
      const perBlock = Math.min(fit, Math.max(15, Math.ceil(rest.length / 2)));
      const blocks = [rest.slice(0, perBlock), rest.slice(perBlock, perBlock * 2)].filter((b) => b.length);
      rest = rest.slice(perBlock * 2);
      blocks.forEach((rows, b) => {
        const x0 = MARGIN + b * (tableW + 40);
        tableHead(x0, top);
        let yy = top + ROW;
        doc.font('R');
        for (const a of rows) {
          const cells = [
            String(a.ke),
            formatTanggal(a.tgl_tempo),
            formatMoney(a.jumlah),
            a.status,
            a.denda ? formatMoney(a.denda) : '-',
          ];
          let x = x0;
          cols.forEach(([, w, align], i) => {
            doc.text(cells[i] ?? '', x + 2, yy, { width: w - 4, align, lineBreak: false });
            x += w;
          });
          yy += ROW;
        }
        y = Math.max(y, yy);
      });
      if (rest.length) {
        doc.addPage();
        doc
          .font('B')
          .fontSize(11)
          .text(`JADWAL ANGSURAN CICILAN ${c.no_cicilan} (lanjutan)`, MARGIN, MARGIN, {
            width,
            lineBreak: false,
          });
        top = MARGIN + 22;
        y = top;
      }
    }
    // The signature boxes need 76 pt: on the next page when the table left less.
    if (y + 16 + 76 > BODY_BOTTOM) {
      doc.addPage();
      y = MARGIN;
    }
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
  });
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // The footer sits in the bottom margin: without this pdfkit starts a new page for each of its two
    // texts (issue 43: two extra pages holding only a footer).
    doc.page.margins.bottom = 0;
    doc.font('R').fontSize(8).fillColor('#444').text(footer, MARGIN, FOOT_Y, { width, lineBreak: false });
    doc.text(`${i - start + 1} of ${count}`, MARGIN, FOOT_Y, { width, align: 'center', lineBreak: false });
  }
  doc.end();
  return done;
}
