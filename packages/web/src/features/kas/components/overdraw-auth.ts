import { api, type OtorisasiKind } from '@emas/contract';

/** The SPV/OWN authorisation a shop that allows it asks for money out beyond a cashier's drawer. */
export const OVERDRAW_AUTH: { kind: OtorisasiKind; title: string } = {
  kind: api.OTORISASI.KAS_MELEBIHI_SALDO,
  title: 'Otorisasi Kas Keluar Melebihi Saldo',
};

/** The cash a payout takes from the drawer (the amount an overdraw authorisation allows). */
export const cashOut = (payments: readonly { jenis: string; jumlah: number }[] | undefined, total: number) =>
  payments ? payments.filter((p) => p.jenis === 'CASH').reduce((s, p) => s + p.jumlah, 0) : total;
