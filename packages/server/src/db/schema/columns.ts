import { bigint, numeric } from 'drizzle-orm/pg-core';

/** Column kinds of the documents: grams 3 decimals, percent 2, rates 4, whole Rupiah. */
export const gram = (name: string) => numeric(name, { precision: 12, scale: 3 });
export const percent = (name: string) => numeric(name, { precision: 6, scale: 2 });
/** Interest in percent per day (parameter-bunga-hutang keeps 3 decimals; one more for safety). */
export const rate = (name: string) => numeric(name, { precision: 9, scale: 4 });
export const rupiah = (name: string) => bigint(name, { mode: 'number' });
