import { api, type OtorisasiKind } from '@emas/contract';

/** The SPV/OWN authorisation a shop that allows it asks for money out beyond a cashier's drawer. */
export const OVERDRAW_AUTH: { kind: OtorisasiKind; title: string } = {
  kind: api.OTORISASI.KAS_MELEBIHI_SALDO,
  title: 'Otorisasi Kas Keluar Melebihi Saldo',
};
