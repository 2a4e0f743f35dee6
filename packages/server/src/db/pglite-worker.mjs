// The embedded database in its own thread (issue 21: a year-long report must not stop the shop's
// HTTP thread). One PGlite per worker; the server's side is pglite-thread.ts, which speaks to it in
// messages: { id, op, ... } in, { id, result } or { id, error } out. Plain JavaScript so that Node
// runs it as it is under tsx, vitest and the bench alike.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const port = parentPort;
if (!port) throw new Error('pglite-worker.mjs runs only as a worker thread');

// Money is bigint in the database and fits in 2^53 as a number; dates stay 'YYYY-MM-DD' strings and
// numeric stays an exact string (DESIGN.md section 2). The same parsers as the PostgreSQL driver's.
const db = await PGlite.create({
  dataDir: workerData.dataDir,
  extensions: { pg_trgm },
  parsers: {
    [types.INT8]: (v) => Number(v),
    [types.DATE]: (v) => v,
    [types.NUMERIC]: (v) => v,
  },
});

/** The types Drizzle asks every query of its to keep as text (timestamps, intervals, dates and their arrays). */
const DRIZZLE_TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
];
/**
 * Kept as text by the database's own parsers, not per query: PGlite copies all its ~300 parsers into a
 * new object for every query that brings parsers of its own (~150 us a statement, issue 21). A query
 * that does not ask for text gets the usual parsers of these types back.
 */
const USUAL_PARSERS = Object.fromEntries(
  DRIZZLE_TEXT_TYPES.map((oid) => [oid, db.parsers[oid] ?? ((v) => v)]),
);
for (const oid of DRIZZLE_TEXT_TYPES) db.parsers[oid] = (v) => v;

/**
 * Open transactions by the server's id. A transaction begins with its first statement (`begin` on
 * it); its entry exists at once, and its statements wait until PGlite has opened it (it may wait for
 * another transaction to end).
 */
const transactions = new Map();

const reply = (id, result, transfer) => port.postMessage({ id, result }, transfer);
/**
 * A database error crosses the thread with its plain fields (code, detail, constraint, ...); the rest
 * (the query's options, holding parsers) cannot be copied to the other thread and stays here.
 */
function replyError(id, err) {
  const plain = Object.entries(err ?? {}).filter(
    ([, v]) => v === null || ['string', 'number', 'boolean'].includes(typeof v),
  );
  port.postMessage({
    id,
    error: { ...Object.fromEntries(plain), message: String(err?.message ?? err), name: err?.name },
  });
}

async function query(msg) {
  if (msg.begin) begin(msg.tx);
  const open = msg.tx ? transactions.get(msg.tx) : null;
  if (msg.tx && !open) throw new Error(`transaction ${msg.tx} is not open`);
  const target = open ? await open.handle : db;
  return target.query(msg.sql, msg.params, {
    rowMode: msg.rowMode,
    parsers: msg.textParsers ? undefined : USUAL_PARSERS,
  });
}

/** Opens PGlite's transaction `tx`; it stays open until the server's `end` for it. */
function begin(tx) {
  const open = { endId: 0 };
  open.handle = new Promise((opened, failed) => {
    db.transaction(
      (handle) =>
        new Promise((commit, rollback) => {
          Object.assign(open, { commit, rollback });
          opened(handle);
        }),
    ).then(
      () => {
        transactions.delete(tx);
        reply(open.endId, null);
      },
      (err) => {
        transactions.delete(tx);
        failed(err);
        if (!open.endId) return;
        if (open.rolledBack) reply(open.endId, null);
        else replyError(open.endId, err);
      },
    );
  });
  // A begin that fails is answered through the statement that carried it.
  open.handle.catch(() => {});
  transactions.set(tx, open);
}

/** Commits or rolls back `msg.tx`; a rollback of one that never opened has nothing to undo. */
async function end(msg) {
  const open = transactions.get(msg.tx);
  const opened = open?.handle.then(
    () => true,
    () => false,
  );
  if (!open || !(await opened)) {
    if (msg.commit) throw new Error(`transaction ${msg.tx} is not open`);
    return reply(msg.id, null);
  }
  open.endId = msg.id;
  if (msg.commit) open.commit();
  else {
    open.rolledBack = true;
    open.rollback(new Error('rollback'));
  }
}

async function dump(id) {
  const blob = await db.dumpDataDir('gzip');
  const bytes = await blob.arrayBuffer();
  reply(id, bytes, [bytes]);
}

port.on('message', (msg) => {
  try {
    switch (msg.op) {
      case 'query':
        query(msg).then(
          (r) => reply(msg.id, r),
          (e) => replyError(msg.id, e),
        );
        return;
      case 'exec':
        db.exec(msg.sql).then(
          () => reply(msg.id, null),
          (e) => replyError(msg.id, e),
        );
        return;
      case 'end':
        end(msg).catch((e) => replyError(msg.id, e));
        return;
      case 'dump':
        dump(msg.id).catch((e) => replyError(msg.id, e));
        return;
      case 'close':
        db.close().then(
          () => reply(msg.id, null),
          (e) => replyError(msg.id, e),
        );
        return;
      default:
        replyError(msg.id, new Error(`unknown op ${msg.op}`));
    }
  } catch (e) {
    replyError(msg.id, e);
  }
});
port.postMessage({ ready: true });
