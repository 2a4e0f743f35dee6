import type { api } from '@emas/contract';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { badRequest, forbidden } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/session.ts';
import { guardDrawerOut } from '../kas/drawer.service.ts';
import { consumeOtorisasi } from '../otorisasi/otorisasi.service.ts';

// What taking a pledge (a pawn loan, a deposit) asks alike: its customer and its payout.

type PartyInput = { kode_member?: string; nama_customer?: string; alamat_customer?: string; no_hp?: string };
type MemberFound = {
  status: string;
  kode_member: string;
  nama_customer: string;
  alamat_customer: string;
  no_hp: string;
};
export type PledgeParty = Required<PartyInput>;

/**
 * The customer of a pledge: the member named (`member`, looked up by the caller; it must be active, and
 * the fields left empty are the member's) or, without a member code, a walk-in who gives a name.
 */
export function pledgeParty(
  input: PartyInput,
  member: MemberFound | undefined,
  msg: { memberNotFound: string; namaRequired: string },
): PledgeParty {
  if (input.kode_member) {
    if (member?.status !== 'ACTIVE') throw badRequest(msg.memberNotFound);
    return {
      kode_member: member.kode_member,
      nama_customer: input.nama_customer || member.nama_customer,
      alamat_customer: input.alamat_customer || member.alamat_customer,
      no_hp: input.no_hp || member.no_hp,
    };
  }
  if (!input.nama_customer) throw badRequest(msg.namaRequired);
  return {
    kode_member: '',
    nama_customer: input.nama_customer,
    alamat_customer: input.alamat_customer ?? '',
    no_hp: input.no_hp ?? '',
  };
}

/**
 * The money a pledge pays out: an amount above the plafond needs an SPV/OWN authorisation of `kind`
 * (refused with `overPlafond` without one; bound to the amount), and its cash part must be in the
 * cashier's drawer (or KAS KELUAR MELEBIHI SALDO authorised). Returns the plafond authorisation used.
 */
export async function guardPayout(
  shop: ShopContext,
  tx: Db,
  p: {
    no: string;
    tanggal: string;
    user: SessionUser;
    jumlah: number;
    cash: number;
    plafond: number;
    kind: (typeof api.OTORISASI)[keyof typeof api.OTORISASI];
    overPlafond: string;
    id_otorisasi?: string;
    id_otorisasi_kas?: string;
  },
): Promise<string | null> {
  let id_otorisasi: string | null = null;
  if (p.jumlah > p.plafond) {
    if (!p.id_otorisasi) throw forbidden(p.overPlafond);
    id_otorisasi = await consumeOtorisasi(shop, tx, p.id_otorisasi, p.kind, p.no, p.tanggal, {
      user: p.user.user_id,
      no_faktur: null,
      jumlah: p.jumlah,
    });
  }
  await guardDrawerOut(shop, tx, {
    tanggal: p.tanggal,
    input_by: p.user.user_id,
    jumlah: p.cash,
    id_otorisasi: p.id_otorisasi_kas,
    usedFor: p.no,
  });
  return id_otorisasi;
}
