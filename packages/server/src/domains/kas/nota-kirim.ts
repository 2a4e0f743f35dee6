import { formatRupiah, formatTanggal, formatWaktuJakarta } from '@emas/contract';
import type { KirimUang } from '@emas/contract/api/kas';
import { A4_LANDSCAPE, openPdfFrame } from '../laporan/pdf-frame.ts';

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
  const frame = openPdfFrame({ size: A4_LANDSCAPE, margin: MARGIN, title: `Nota Kirim Uang ${k.no_reff}` });
  const { doc, width } = frame;
  let y = frame.header(header, 'NOTA KIRIM UANG PUSAT', {
    name: [14, 18],
    address: [9.5, 12],
    titleGap: 14,
    title: [18, 30],
  });
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
  frame.signatures(
    y,
    [
      ['Pengirim', MARGIN + 40],
      ['Penerima', MARGIN + width - boxW - 40],
    ],
    { boxW, lineAt: 80, fontSize: 11 },
  );
  return frame.finish(userId);
}
