/** The answer envelope every API route returns (DESIGN.md section 4). */
export type SuccessEnvelope<T> = { status: 'success'; message?: string; data: T; count?: number };
export type ErrorEnvelope = { status: 'error'; message: string };
export type Envelope<T> = SuccessEnvelope<T> | ErrorEnvelope;

/**
 * Head office answered a shop from its replica of it (PostgreSQL logical replication): the last change
 * received from the branch (`label` 'data s/d 20:15:03', Jakarta time), `stale` past head office's limit.
 */
export type ShopFreshness = {
  kode_toko: string;
  nama_toko: string;
  received_at: string | null;
  label: string;
  stale: boolean;
};

/** One shop's part of a head-office fan-out answer (`replica`: answered from head office's replica). */
export type ShopResult<T> =
  | {
      kode_toko: string;
      nama_toko: string;
      status: 'success';
      data: T;
      count?: number;
      replica?: ShopFreshness;
    }
  | { kode_toko: string; nama_toko: string; status: 'error'; message: string };

export const API_PREFIX = '/api/v1';
