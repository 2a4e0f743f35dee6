import type { AksesNode } from '@emas/contract/api/auth';
import { index, integer, jsonb, type PgTableFn, text, timestamp } from 'drizzle-orm/pg-core';

/** Users of the shop, their server-side sessions, and the audit trail of who changed what. */
export const defineUserTables = <S extends string | undefined>(table: PgTableFn<S>) => ({
  users: table('users', {
    user_id: text('user_id').primaryKey(),
    user_name: text('user_name').notNull(),
    level: text('level').notNull(),
    password_hash: text('password_hash').notNull(),
    no_hp: text('no_hp').notNull().default(''),
    status: text('status').notNull().default('ACTIVE'),
    akses: jsonb('akses').$type<AksesNode[]>().notNull().default([]),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  }),
  sessions: table(
    'sessions',
    {
      token_hash: text('token_hash').primaryKey(),
      user_id: text('user_id').notNull(),
      kind: text('kind').notNull().default('USER'),
      created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
      expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
      revoked_at: timestamp('revoked_at', { withTimezone: true }),
    },
    (t) => [index('sessions_user_idx').on(t.user_id)],
  ),
  /**
   * Login attempts counted per key (a user id, an address) within a window, shared by every process
   * of the shop and kept across restarts (the login throttle).
   */
  loginAttempts: table(
    'login_attempts',
    {
      key: text('key').primaryKey(),
      count: integer('count').notNull(),
      window_until: timestamp('window_until', { withTimezone: true }).notNull(),
    },
    (t) => [index('login_attempts_until_idx').on(t.window_until)],
  ),
  auditLog: table(
    'audit_log',
    {
      id: text('id').primaryKey(),
      at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
      user_id: text('user_id').notNull(),
      action: text('action').notNull(),
      entity: text('entity').notNull(),
      entity_key: text('entity_key').notNull(),
      old_value: jsonb('old_value'),
      new_value: jsonb('new_value'),
    },
    (t) => [index('audit_entity_idx').on(t.entity, t.entity_key), index('audit_at_idx').on(t.at, t.id)],
  ),
});
