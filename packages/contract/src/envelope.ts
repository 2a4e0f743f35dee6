/** The answer envelope every API route returns (DESIGN.md section 4). */
export type SuccessEnvelope<T> = { status: 'success'; message?: string; data: T; count?: number };
export type ErrorEnvelope = { status: 'error'; message: string };
export type Envelope<T> = SuccessEnvelope<T> | ErrorEnvelope;

/** One shop's part of a head-office fan-out answer. */
export type ShopResult<T> =
  | { kode_toko: string; nama_toko: string; status: 'success'; data: T; count?: number }
  | { kode_toko: string; nama_toko: string; status: 'error'; message: string };

export const API_PREFIX = '/api/v1';
