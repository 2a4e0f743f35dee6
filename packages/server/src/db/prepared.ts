import { PgTransaction } from 'drizzle-orm/pg-core';
import { perShop, preparedName, type ShopContext } from '../platform/context.ts';
import type { Db } from './database.ts';

type Preparable<R> = {
  prepare(name: string): { execute(placeholders?: Record<string, unknown>): Promise<R> };
};

/**
 * A read sent as a prepared statement named per shop (its schema is in its text: platform/context.ts
 * preparedName), its values as `sql.placeholder`s. On the shop's pool it is built once per shop; inside
 * a transaction it is built on the transaction (its connection) under the same name and text, so
 * PostgreSQL parses and plans it once per connection either way. On PGlite the name is unused: the
 * statement built once still saves drizzle's query building.
 */
export function preparedRead<R>(what: string, build: (shop: ShopContext, db: Db) => Preparable<R>) {
  const onPool = perShop((shop) => build(shop, shop.db).prepare(preparedName(shop, what)));
  return (shop: ShopContext, db: Db, placeholders: Record<string, unknown> = {}): Promise<R> =>
    (db instanceof PgTransaction ? build(shop, db).prepare(preparedName(shop, what)) : onPool(shop)).execute(
      placeholders,
    );
}
