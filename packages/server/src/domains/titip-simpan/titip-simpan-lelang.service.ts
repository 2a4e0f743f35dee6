import { api, mayBeAuctioned, quoteTitip } from '@emas/contract';
import type { ShopContext } from '../../platform/context.ts';
import { conflict } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/session.ts';
import { auctionPieces } from '../hutang/lelang.service.ts';
import { consumeOtorisasi } from '../otorisasi/otorisasi.service.ts';
import { findBusinessDay } from '../system/business-day.ts';
import { overdueTitips, titipPiecesOf, updateTitip } from './titip-simpan.queries.ts';
import { titipKit } from './titip-simpan.service.ts';
import { titipTermsOf, toTitip, toTitipPiece } from './titip-simpan-rows.ts';

const { TITIP_MSG: MSG, BARANG_STATUS_TITIP: ITEM, OTORISASI } = api;

/**
 * Lelang Titip Simpan, as Lelang Hutang (contract hutang/lelang.ts): an AKTIF deposit past its due date
 * may be auctioned with the LELANG TITIP SIMPAN authorisation; its pieces become stock in
 * GUDANG_HASIL_LELANG at the principal shared by weight.
 */
export async function listLelangTitip(shop: ShopContext): Promise<api.TitipLelang[]> {
  const tanggal = await findBusinessDay(shop);
  const rows = await overdueTitips(shop, tanggal);
  const pieces = await titipPiecesOf(
    shop,
    rows.map((r) => r.no_faktur_titip_simpan),
  );
  return rows.map((r) => ({
    no_faktur_titip_simpan: r.no_faktur_titip_simpan,
    tgl_titip_simpan: r.tgl_bunga,
    tgl_tempo: r.tgl_tempo,
    kode_sales: r.kode_sales,
    kode_member: r.kode_member,
    nama_customer: r.nama_customer,
    alamat_customer: r.alamat_customer,
    jumlah_titip_simpan: r.jumlah_titip_simpan,
    berat_emas: Number(r.berat_emas),
    sisa_rp: quoteTitip(titipTermsOf(r), tanggal).total_pelunasan,
    detail_barang: pieces
      .filter((p) => p.no_faktur_titip_simpan === r.no_faktur_titip_simpan)
      .map(toTitipPiece),
  }));
}

export async function simpanLelangTitip(
  shop: ShopContext,
  user: SessionUser,
  body: unknown,
): Promise<api.TitipSimpan> {
  const input = api.simpanLelangTitipBody.parse(body);
  return titipKit.move(
    shop,
    user,
    'lelang',
    input.no_faktur_titip_simpan,
    (r) => MSG.notAktif(r.status),
    async ({ tx, tanggal, row }) => {
      if (!mayBeAuctioned(row.status, row.tgl_tempo, tanggal)) throw conflict(MSG.notOverdue(row.tgl_tempo));
      const no = row.no_faktur_titip_simpan;
      const otorisasi = await consumeOtorisasi(
        shop,
        tx,
        input.id_otorisasi,
        OTORISASI.LELANG_TITIP_SIMPAN,
        no,
        tanggal,
        { user: user.user_id, no_faktur: no },
      );
      const pieces = await titipPiecesOf(shop, [no], tx);
      await auctionPieces(shop, tx, {
        no,
        jumlah: row.jumlah_titip_simpan,
        pieces: pieces.map((p) => ({ kode_barcode: p.kode_barcode, berat: p.berat_emas })),
        status: ITEM.disimpan,
        moved: MSG.itemMoved,
        tanggal,
        user,
        keterangan: 'LELANG TITIP SIMPAN',
      });
      const done = await updateTitip(shop, tx, no, {
        status: 'LELANG',
        tgl_lelang: tanggal,
        lelang_by: user.user_id,
        lelang_otorisasi: otorisasi,
      });
      return toTitip(done, pieces);
    },
  );
}
