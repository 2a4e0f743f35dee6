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

/** The values Drizzle asks to keep as text (timestamps, intervals, dates and their arrays). */
const keepAsText = (v) => v;
const DRIZZLE_TEXT_PARSERS = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map(
    (oid) => [oid, keepAsText],
  ),
);

/** Open transactions by id: each waits inside PGlite's `transaction` until the server ends it. */
const transactions = new Map();
let nextTransaction = 1;

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

function query(msg) {
  const target = msg.tx ? transactions.get(msg.tx)?.tx : db;
  if (!target) throw new Error(`transaction ${msg.tx} is not open`);
  return target.query(msg.sql, msg.params, {
    rowMode: msg.rowMode,
    parsers: msg.textParsers ? DRIZZLE_TEXT_PARSERS : undefined,
  });
}

function begin(id) {
  const tx = nextTransaction++;
  db.transaction(
    (handle) =>
      new Promise((commit, rollback) => {
        transactions.set(tx, { tx: handle, commit, rollback, endId: 0 });
        reply(id, { tx });
      }),
  ).then(
    () => {
      const open = transactions.get(tx);
      transactions.delete(tx);
      if (open) reply(open.endId, null);
    },
    (err) => {
      const open = transactions.get(tx);
      transactions.delete(tx);
      if (!open) return replyError(id, err);
      if (open.rolledBack) reply(open.endId, null);
      else replyError(open.endId, err);
    },
  );
}

function end(msg) {
  const open = transactions.get(msg.tx);
  if (!open) throw new Error(`transaction ${msg.tx} is not open`);
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
      case 'begin':
        return begin(msg.id);
      case 'end':
        return end(msg);
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
