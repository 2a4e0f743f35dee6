import { api, quoteTitip, sumRupiah } from '@emas/contract';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { badRequest, conflict } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/session.ts';
import { paymentsOr, writeCashRows, writeMirrorRows } from '../hutang/hutang-moves.ts';
import { guardDrawerOut } from '../kas/drawer.service.ts';
import { cashRowsOfTrx } from '../kas/kas.api.ts';
import { consumeOtorisasi } from '../otorisasi/otorisasi.service.ts';
import { checkPayments, ensureSales } from '../pembelian/pembelian.service.ts';
import { findBusinessDay } from '../system/business-day.ts';
import {
  insertTitipBayar,
  type StoredTitip,
  titipBayarOf,
  titipPiecesOf,
  updateTitip,
  updateTitipBayar,
} from './titip-simpan.queries.ts';
import { moveTitipPieces, titipKit } from './titip-simpan.service.ts';
import { titipTermsOf, toTitip } from './titip-simpan-rows.ts';

const { TITIP_MSG: MSG, KATEGORI_KAS_TITIP: KAS, BARANG_STATUS_TITIP: ITEM, OTORISASI } = api;

const toPelunasan = (r: StoredTitip, tanggal: string): api.TitipPelunasan => {
  const q = quoteTitip(titipTermsOf(r), tanggal);
  return {
    no_faktur_titip_simpan: r.no_faktur_titip_simpan,
    nama_customer: r.nama_customer,
    tanggal,
    tgl_bunga: r.tgl_bunga,
    tgl_tempo: r.tgl_tempo,
    jumlah_titip_simpan: r.jumlah_titip_simpan,
    lama_pinjam: q.lama_pinjam,
    bunga: Number(r.bunga),
    bunga_pinjam: q.bunga_pinjam,
    hari_terlambat: q.hari_terlambat,
    denda_keterlambatan: q.denda_keterlambatan,
    surat_pantes: r.surat_pantes,
    biaya_admin: r.biaya_admin,
    asuransi: r.asuransi,
    sewa_brankas: r.sewa_brankas,
    biaya_jasa_pencarian: r.biaya_jasa_pencarian,
    biaya: q.biaya,
    total_peremajaan: q.total_peremajaan,
    total_pelunasan: q.total_pelunasan,
    status_titip_simpan: r.status as api.StatusTitipSimpan,
  };
};

/** What settling the deposit on the business day costs (reads only). */
export async function quotePelunasan(shop: ShopContext, no: string): Promise<api.TitipPelunasan> {
  const row = await titipKit.row(shop, no);
  const tanggal = await findBusinessDay(shop);
  if (row.status !== 'AKTIF') throw conflict(MSG.notAktif(row.status));
  // A business day before the term's start (never in practice) quotes its first day.
  return toPelunasan(row, [tanggal, row.tgl_bunga].sort()[1] as string);
}

const nextBayar = async (shop: ShopContext, tx: Db, no: string) => {
  const urut = (await titipBayarOf(shop, [no], tx)).reduce((m, b) => Math.max(m, b.urut), 0) + 1;
  return { urut, no_bayar: `${no}/${urut}` };
};

/**
 * Settles an AKTIF deposit on the business day in one transaction (the deposit row locked: of two
 * settlements at once the second sees the first and refuses). PELUNASAN: principal + fees + interest
 * + late fee come in as TITIP SIMPAN LUNAS, the pieces leave TITIP, the deposit is LUNAS. PEREMAJAAN:
 * fees + interest + late fee come in ('PEREMAJAAN TITIP SIMPAN {no}'), a new term starts on the
 * business day with the new tgl_tempo (after the business day), the pieces stay.
 */
export async function lunasTitipSimpan(
  shop: ShopContext,
  user: SessionUser,
  body: api.LunasTitipBody,
): Promise<api.TitipSimpan> {
  const input = api.lunasTitipBody.parse(body);
  const action = input.jenis_pelunasan === 'PELUNASAN' ? 'pelunasan' : 'peremajaan';
  return titipKit.move(
    shop,
    user,
    action,
    input.no_faktur_titip_simpan,
    (r) => MSG.notAktif(r.status),
    async ({ tx, tanggal, row }) => {
      const no = row.no_faktur_titip_simpan;
      const kode_sales = input.kode_sales || row.kode_sales;
      if (input.kode_sales) await ensureSales(shop, tx, kode_sales);
      const renew = input.jenis_pelunasan === 'PEREMAJAAN';
      const tgl_tempo_baru = renew ? (input.tgl_tempo as string) : row.tgl_tempo;
      if (renew && tgl_tempo_baru <= tanggal) throw badRequest(MSG.newTempoNotAfter);
      const q = quoteTitip(titipTermsOf(row), tanggal);
      const total = renew ? q.total_peremajaan : q.total_pelunasan;
      const payments = paymentsOr(input.pembayaran, total);
      checkPayments(payments, total);
      const { urut, no_bayar } = await nextBayar(shop, tx, no);
      await insertTitipBayar(shop, tx, {
        no_bayar,
        no_faktur_titip_simpan: no,
        urut,
        tanggal,
        jenis: input.jenis_pelunasan,
        tgl_dari: row.tgl_bunga,
        lama_pinjam: q.lama_pinjam,
        bunga: row.bunga,
        bunga_pinjam: q.bunga_pinjam,
        hari_terlambat: q.hari_terlambat,
        denda_keterlambatan: q.denda_keterlambatan,
        biaya: q.biaya,
        pokok: renew ? 0 : row.jumlah_titip_simpan,
        total_bayar: total,
        tgl_tempo_lama: row.tgl_tempo,
        tgl_tempo_baru,
        kode_sales,
        keterangan: input.keterangan ?? '',
        input_by: user.user_id,
      });
      if (!renew)
        await moveTitipPieces(
          shop,
          tx,
          no,
          { from: ITEM.disimpan, to: ITEM.kembali, sign: -1, tanggal, jenis: 'TITIP SIMPAN LUNAS' },
          user,
        );
      const done = await updateTitip(
        shop,
        tx,
        no,
        renew
          ? { tgl_bunga: tanggal, tgl_tempo: tgl_tempo_baru, jumlah_peremajaan: row.jumlah_peremajaan + 1 }
          : {
              status: 'LUNAS',
              tgl_lunas: tanggal,
              total_bayar: total,
              denda_keterlambatan: q.denda_keterlambatan,
              lunas_by: user.user_id,
            },
      );
      await writeCashRows(shop, tx, payments, {
        tanggal,
        kategori: KAS.lunas,
        deskripsi: renew ? api.deskripsiPeremajaan(no) : no,
        idTrx: no_bayar,
        user,
        out: false,
      });
      return toTitip(done, await titipPiecesOf(shop, [no], tx));
    },
  );
}

/**
 * /batal-titipan-lunas: reverses the deposit's last settlement that stands, always with BATAL TITIPAN
 * LUNAS (consumed), in one transaction: its cash rows mirrored as TITIP SIMPAN BATAL (the cash out
 * through the drawer guard), the settlement marked BATAL with who, when, why. A PELUNASAN: the pieces
 * back in TITIP and the deposit AKTIF again. A PEREMAJAAN: the term it replaced restored.
 */
export async function batalLunasTitipSimpan(
  shop: ShopContext,
  user: SessionUser,
  body: api.BatalLunasTitipBody,
): Promise<api.TitipSimpan> {
  const input = api.batalLunasTitipBody.parse(body);
  return titipKit.move(
    shop,
    user,
    'batal-lunas',
    input.no_faktur_titip_simpan,
    (r) => (r.status === 'AKTIF' ? MSG.noSettlement : MSG.notAktif(r.status)),
    async ({ tx, tanggal, row }) => {
      const no = row.no_faktur_titip_simpan;
      const last = (await titipBayarOf(shop, [no], tx)).filter((b) => b.status === 'OK').at(-1);
      if (!last || (row.status === 'LUNAS') !== (last.jenis === 'PELUNASAN'))
        throw conflict(MSG.noSettlement);
      const no_batal = `${last.no_bayar}/BATAL`;
      const id_otorisasi = await consumeOtorisasi(
        shop,
        tx,
        input.id_otorisasi,
        OTORISASI.BATAL_LUNAS_TITIP_SIMPAN,
        no_batal,
        tanggal,
        { user: user.user_id, no_faktur: no },
      );
      const paid = (await cashRowsOfTrx(shop, tx, last.no_bayar)).filter((c) => c.kategori === KAS.lunas);
      await guardDrawerOut(shop, tx, {
        tanggal,
        input_by: user.user_id,
        jumlah: sumRupiah(paid.filter((c) => c.jenis === 'CASH').map((c) => c.jumlah_in)),
        id_otorisasi: input.id_otorisasi_kas,
        usedFor: no_batal,
      });
      if (last.jenis === 'PELUNASAN')
        await moveTitipPieces(
          shop,
          tx,
          no,
          {
            from: ITEM.kembali,
            to: ITEM.disimpan,
            sign: 1,
            tanggal,
            jenis: 'BATAL TITIP SIMPAN LUNAS',
            keterangan: input.alasan,
          },
          user,
        );
      await updateTitipBayar(shop, tx, last.no_bayar, {
        status: 'BATAL',
        tgl_batal: tanggal,
        batal_by: user.user_id,
        batal_alasan: input.alasan,
        batal_otorisasi: id_otorisasi,
        no_batal,
      });
      await writeMirrorRows(shop, tx, paid, {
        tanggal,
        kategori: KAS.batal,
        deskripsi: no,
        keterangan: `BATAL ${last.jenis}`,
        idTrx: no_batal,
        user,
      });
      const done = await updateTitip(
        shop,
        tx,
        no,
        last.jenis === 'PELUNASAN'
          ? { status: 'AKTIF', tgl_lunas: null, total_bayar: null, denda_keterlambatan: null, lunas_by: null }
          : {
              tgl_bunga: last.tgl_dari,
              tgl_tempo: last.tgl_tempo_lama,
              jumlah_peremajaan: row.jumlah_peremajaan - 1,
            },
      );
      return toTitip(done, await titipPiecesOf(shop, [no], tx));
    },
  );
}
