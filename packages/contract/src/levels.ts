/** User levels seen in the specification (foundation document section 6). */
export const USER_LEVELS = ['KASIR', 'SPV', 'OWN', 'SU', 'MU', 'DEV'] as const;
export type UserLevel = (typeof USER_LEVELS)[number];

/** Levels that always see every menu entry. */
export const SEE_ALL_LEVELS: readonly UserLevel[] = ['SU', 'OWN'];
/** Levels that can grant an authorisation (override). */
export const AUTHORISER_LEVELS: readonly UserLevel[] = ['SPV', 'OWN'];

/** The head-office user id and app type. */
export const PUSAT_USER_ID = 'PUSAT';
export const HEAD_OFFICE_KODE_TOKO = 'PST';
export type AppType = 'PUSAT' | 'TOKO';
