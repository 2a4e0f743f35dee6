import { type api, formatGram, formatTanggal } from '@emas/contract';
import { A4_PORTRAIT, openPdfFrame } from '../laporan/pdf-frame.ts';

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
  const frame = openPdfFrame({
    size: A4_PORTRAIT,
    margin: MARGIN,
    title: `Surat Jalan ${k.no_kirim}`,
    footSize: 7.5,
  });
  const { doc, width } = frame;
  const bottom = frame.footY - 16;
  let y = frame.header(header, 'SURAT JALAN', {
    name: [13, 16],
    address: [8.5, 11],
    titleGap: 8,
    title: [16, 24],
  });
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
  frame.signatures(
    y,
    [
      ['Pengirim', MARGIN + 20],
      ['Pembawa', MARGIN + (width - boxW) / 2],
      ['Penerima', MARGIN + width - boxW - 20],
    ],
    { boxW, lineAt: 70, fontSize: 10 },
  );
  return frame.finish(userId);
}
