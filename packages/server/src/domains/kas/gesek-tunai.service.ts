import { createHash } from 'node:crypto';
import { DOC_PREFIX } from '@emas/contract';
import {
  type CardCustomer,
  type GesekBody,
  type GesekHistoryRow,
  type GesekResult,
  gesekTunai,
  KAS_KATEGORI,
  KAS_MSG,
} from '@emas/contract/api/kas';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/session.ts';
import { findMasterRowByKode } from '../master/master.api.ts';
import { openBusinessDay } from '../system/business-day.ts';
import { guardDrawerOut } from './drawer.service.ts';
import { insertCashRows } from './kas.queries.ts';
import { findKartu, insertGesek, kasRowsOfKategoriInRange, upsertKartu } from './kas-extra.queries.ts';
import { nextDocumentNumber } from './nomor-dokumen.ts';

/**
 * Gesek Tunai: the customer's credit card is charged `gesek`, the shop keeps the fee and hands out the
 * rest in cash. Two cash rows: the card's non-cash in (CREDIT, OPEN until validated) and the cash out
 * of the cashier's drawer. The card number itself is never stored: a hash finds the card holder again,
 * the rows show it masked.
 */
export const cardHash = (no: string) => createHash('sha256').update(`kartu:${no}`).digest('hex');
export const maskCard = (no: string) => `${'*'.repeat(Math.max(0, no.length - 4))}${no.slice(-4)}`;

export async function addGesek(shop: ShopContext, user: SessionUser, body: GesekBody): Promise<GesekResult> {
  const card = body.credit_card[0];
  if (!card) throw badRequest(KAS_MSG.cardEmpty);
  const { fee_rp, cash } = gesekTunai(body.gesek, body.fee);
  return shop.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const bank = await findMasterRowByKode(shop, tx, 'bank', body.kode_bank);
    if (bank?.status !== 'ACTIVE') throw badRequest(KAS_MSG.unknownBank(body.kode_bank));
    const tanggal = await openBusinessDay(shop, tx, user);
    const no = await nextDocumentNumber(shop, tx, DOC_PREFIX.GESEK_TUNAI, tanggal);
    await guardDrawerOut(shop, tx, {
      tanggal,
      input_by: user.user_id,
      jumlah: cash,
      id_otorisasi: body.id_otorisasi,
      usedFor: no,
    });
    const hash = cardHash(card.no_credit_card);
    const masked = maskCard(card.no_credit_card);
    await upsertKartu(shop, tx, {
      card_hash: hash,
      no_credit_card: masked,
      valid_until: card.valid_until,
      nama_customer: card.nama_customer,
      no_ktp: card.no_ktp,
      alamat_customer: card.alamat_customer,
      no_hp: card.no_hp,
    });
    await insertGesek(shop, tx, {
      no_gesek: no,
      tanggal,
      kode_bank: body.kode_bank,
      no_credit_card: masked,
      card_hash: hash,
      nama_customer: card.nama_customer,
      gesek: body.gesek,
      fee: body.fee.toFixed(2),
      fee_rp,
      cash,
      input_by: user.user_id,
    });
    const base = {
      tanggal,
      kategori: KAS_KATEGORI.GESEK_TUNAI,
      deskripsi: no,
      input_by: user.user_id,
      id_trx: no,
    };
    await insertCashRows(shop, tx, [
      {
        ...base,
        jenis: 'CREDIT',
        jumlah_in: body.gesek,
        kode_bank: body.kode_bank,
        keterangan: `${masked} ${card.nama_customer}`,
      },
      { ...base, jenis: 'CASH', jumlah_out: cash, keterangan: `FEE ${body.fee}% = ${fee_rp}` },
    ]);
    return {
      no_gesek: no,
      tanggal,
      kode_bank: body.kode_bank,
      no_credit_card: masked,
      nama_customer: card.nama_customer,
      gesek: body.gesek,
      fee: body.fee,
      fee_rp,
      cash,
      input_by: user.user_id,
    };
  });
}

/** The cash rows of the card cash-outs in a period. */
export async function gesekHistories(
  shop: ShopContext,
  q: { tgl_from: string; tgl_to: string },
): Promise<GesekHistoryRow[]> {
  const rows = await kasRowsOfKategoriInRange(shop, KAS_KATEGORI.GESEK_TUNAI, q.tgl_from, q.tgl_to);
  return rows.map((r) => ({
    _id: r.id,
    tanggal: r.tanggal,
    kategori: r.kategori,
    deskripsi: r.deskripsi,
    keterangan: r.keterangan,
    jenis: r.jenis,
    jumlah_in: r.jumlah_in,
    jumlah_out: r.jumlah_out,
    input_by: r.input_by,
  }));
}

export async function findCardCustomer(shop: ShopContext, noCard: string): Promise<CardCustomer> {
  const k = await findKartu(shop, cardHash(noCard));
  if (!k) throw notFound(KAS_MSG.dataNotFound);
  return {
    valid_until: k.valid_until,
    nama_customer: k.nama_customer,
    no_ktp: k.no_ktp,
    no_hp: k.no_hp,
    alamat_customer: k.alamat_customer,
  };
}
