import { type api, formatGram, formatMoney, formatTanggal } from '@emas/contract';
import { A4_LANDSCAPE, openPdfFrame } from '../laporan/pdf-frame.ts';

const MARGIN = 36;
const ROW = 15;

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
  const frame = openPdfFrame({
    size: A4_LANDSCAPE,
    margin: MARGIN,
    title: `Jadwal Cicilan ${list[0]?.no_cicilan ?? ''}`,
    autoFirstPage: false,
  });
  const { doc, width } = frame;
  const BODY_BOTTOM = frame.bodyBottom;
  list.forEach((c) => {
    doc.addPage();
    let y = frame.header(header, 'JADWAL ANGSURAN CICILAN', {
      name: [13, 16],
      address: [9, 11],
      titleGap: 6,
      title: [15, 24],
    });
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
    frame.signatures(
      y,
      [
        ['Customer', MARGIN + 40],
        ['Kasir', MARGIN + width - boxW - 40],
      ],
      { boxW, lineAt: 60, fontSize: 10 },
    );
  });
  return frame.finish(userId);
}
