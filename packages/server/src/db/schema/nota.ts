import type { PgTableFn } from 'drizzle-orm/pg-core';
import { boolean, integer, numeric, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const px = (name: string) => numeric(name, { precision: 8, scale: 1 });

/**
 * The note (invoice) layouts of a shop: the member-card labels of document 2, one row per label of a
 * note type, for the invoice (is_mobile false) or the POS slip (is_mobile true). Positions and sizes
 * are canvas pixels of the 210 x 105 mm invoice; `seq` keeps the drawing order.
 */
export const defineNotaTables = <S extends string | undefined>(table: PgTableFn<S>) => ({
  notaLabel: table(
    'nota_label',
    {
      id: serial('id').primaryKey(),
      type: text('type').notNull(),
      is_mobile: boolean('is_mobile').notNull().default(false),
      name: text('name').notNull(),
      isi: text('isi').notNull().default(''),
      jenis: text('jenis').notNull(),
      width: px('width').notNull(),
      height: px('height').notNull(),
      position_x: px('position_x').notNull(),
      position_y: px('position_y').notNull(),
      rotate: integer('rotate').notNull().default(90),
      font_size: integer('font_size').notNull().default(10),
      status: boolean('status').notNull().default(true),
      is_deletable: boolean('is_deletable').notNull().default(true),
      font_family: text('font_family').notNull(),
      seq: integer('seq').notNull().default(0),
      updated_by: text('updated_by').notNull(),
      updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [uniqueIndex('nota_label_name_idx').on(t.type, t.is_mobile, t.name)],
  ),
});
