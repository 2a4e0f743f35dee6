import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { getTableColumns, is, SQL, Table } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import ts from 'typescript';
import type { Database, Db } from '../db/database.ts';
import { tablesFor } from '../db/tables.ts';
import { SERVICE_TABLE } from '../domains/service/service.queries.ts';
import { createShopContext, type ShopContext } from '../platform/context.ts';

/*
 * The SQL of every `*.queries.ts`, written beside it as `*.queries.sql` (DESIGN.md section 8), so a
 * query change shows as a SQL diff in review. No database and no test run is needed: each exported
 * function is called with sample arguments made from its parameters' declared types (TypeScript's
 * parser, syntax only), on a Drizzle PGlite database whose client only records the text Drizzle sends
 * and answers rows made up on the spot. Every function runs in four passes (optional values given or
 * not, the database answering one row or none), so both sides of an `if` on an argument or a result
 * are usually reached; each distinct statement is kept once, in the order first sent. The shop's
 * schema is `toko_<kode>`, parameters are `$1`.., nothing depends on the clock or on the order tests
 * run in. A function that sends nothing in any pass is listed as such in its file.
 * It shows each query's shape, not every variant callers make: a value whose type the parser cannot
 * follow (a row type from `typeof ...$inferInsert`) is ANY, which has every column, so an insert or
 * update of it names every column of its table; statements a service composes from several
 * functions' fragments (db/write-together.ts) appear as their fragments.
 * Rewrite: `npm run sql:write -w @emas/server`; checked by queries-sql.test.ts.
 */

export const SQL_WRITE_COMMAND = 'npm run sql:write -w @emas/server';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Statements one call may send before it is stopped (a loop that waits for an empty answer). */
const STATEMENT_LIMIT = 100;
/**
 * How long one call may take (each takes milliseconds: the client answers at once). A call still
 * running then fails the capture: cutting it short would make its SQL depend on the machine's speed.
 */
const CALL_TIMEOUT_MS = 30_000;

/** Every file under src/ whose name ends in `ending` (`.queries.ts`, `.queries.sql`), relative to src/, sorted. */
export function listSourceFiles(ending: string, dir = SRC): string[] {
  const found: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory() && e.name !== 'node_modules') walk(join(d, e.name));
      else if (e.isFile() && e.name.endsWith(ending)) found.push(relative(SRC, join(d, e.name)));
    }
  };
  walk(dir);
  return found.sort();
}

export const srcPath = (file: string) => join(SRC, file);
export const sqlFileOf = (queriesFile: string) => queriesFile.replace(/\.ts$/, '.sql');

// ---------------------------------------------------------------------------------------------
// Sample values

let keys: string[] | undefined;
/** The keys of every column of a shop's tables, sorted. */
const columnKeys = () => {
  keys ??= [
    ...new Set(
      Object.values(tablesFor('toko_keys')).flatMap((t) =>
        is(t, Table) ? Object.keys(getTableColumns(t)) : [],
      ),
    ),
  ].sort();
  return keys;
};

/**
 * A value of any shape: each property is again such a value, calling it answers one, it counts as 2
 * and reads as '2', and it iterates as one such value. It stands for arguments and answered columns
 * whose type the parser cannot tell (a named type, a row type).
 */
const ANY: unknown = new Proxy(() => undefined, {
  get(_target, key) {
    if (key === Symbol.toPrimitive) return (hint: string) => (hint === 'number' ? 2 : '2');
    if (key === Symbol.iterator)
      return function* () {
        yield ANY;
      };
    if (typeof key === 'symbol') return undefined;
    // Not a promise, not Drizzle SQL, no JSON form of its own.
    if (key === 'then' || key === 'getSQL' || key === 'toJSON' || key === 'constructor') return undefined;
    if (key === 'length') return 1;
    return ANY;
  },
  apply: () => ANY,
  // As a row it has every column of every table (an insert or update of ANY names them all).
  ownKeys: () => columnKeys(),
  getOwnPropertyDescriptor: (_target, key) =>
    typeof key === 'string' && columnKeys().includes(key)
      ? { value: ANY, enumerable: true, configurable: true, writable: true }
      : undefined,
  has: () => false,
});

type Pass = { optional: boolean; rows: boolean };
const PASSES: Pass[] = [
  { optional: true, rows: true },
  { optional: true, rows: false },
  { optional: false, rows: true },
  { optional: false, rows: false },
];

/** The declared type of a name a file uses (its own type aliases and those of files it imports). */
type Resolve = (name: string) => ts.TypeNode | undefined;

const parsed = new Map<string, ts.SourceFile>();
const parse = (path: string) => {
  let source = parsed.get(path);
  if (!source) {
    source = ts.createSourceFile(
      path,
      readFileSync(path, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
      ts.ScriptKind.TS,
    );
    parsed.set(path, source);
  }
  return source;
};

/**
 * Resolves a type name in a file: a type alias (or interface, as a type literal) it declares, else
 * one it imports by a relative path, followed there (syntax only; `typeof` types stay unresolved).
 */
function resolverOf(path: string, hops = 0): Resolve {
  return (name) => {
    const source = parse(path);
    for (const st of source.statements) {
      if (ts.isTypeAliasDeclaration(st) && st.name.text === name && !st.typeParameters) return st.type;
      if (ts.isInterfaceDeclaration(st) && st.name.text === name && !st.typeParameters && !st.heritageClauses)
        return ts.factory.createTypeLiteralNode(st.members.filter(ts.isPropertySignature));
    }
    if (hops > 3) return undefined;
    for (const st of source.statements) {
      if (!ts.isImportDeclaration(st) || !ts.isStringLiteral(st.moduleSpecifier)) continue;
      const from = st.moduleSpecifier.text;
      const named = st.importClause?.namedBindings;
      if (!from.startsWith('.') || !named || !ts.isNamedImports(named)) continue;
      const spec = named.elements.find((e) => e.name.text === name);
      if (spec) return resolverOf(join(dirname(path), from), hops + 1)((spec.propertyName ?? spec.name).text);
    }
    return undefined;
  };
}

type Sample = (ctx: { shop: ShopContext; tx: Db; pass: Pass }) => unknown;

/** A sample of a declared type (syntax only: named types other than a few become ANY). */
function sampleOfType(node: ts.TypeNode | undefined, r: Resolve, depth = 0): Sample {
  if (depth > 8) return () => ANY;
  if (!node) return () => ANY;
  switch (node.kind) {
    case ts.SyntaxKind.StringKeyword:
      return () => 'x';
    case ts.SyntaxKind.NumberKeyword:
      return () => 2;
    case ts.SyntaxKind.BigIntKeyword:
      return () => 2n;
    case ts.SyntaxKind.BooleanKeyword:
      return ({ pass }) => pass.optional;
    case ts.SyntaxKind.UndefinedKeyword:
    case ts.SyntaxKind.VoidKeyword:
      return () => undefined;
  }
  if (ts.isLiteralTypeNode(node)) {
    const lit = node.literal;
    if (ts.isStringLiteral(lit)) return () => lit.text;
    if (ts.isNumericLiteral(lit)) return () => Number(lit.text);
    if (lit.kind === ts.SyntaxKind.TrueKeyword) return () => true;
    if (lit.kind === ts.SyntaxKind.FalseKeyword) return () => false;
    if (lit.kind === ts.SyntaxKind.NullKeyword) return () => null;
  }
  if (ts.isParenthesizedTypeNode(node)) return sampleOfType(node.type, r, depth + 1);
  if (ts.isTypeOperatorNode(node)) return sampleOfType(node.type, r, depth + 1); // readonly T[]
  if (ts.isArrayTypeNode(node)) {
    const item = sampleOfType(node.elementType, r, depth + 1);
    return (ctx) => [item(ctx)];
  }
  if (ts.isTupleTypeNode(node)) {
    const items = node.elements.map((e) => sampleOfType(ts.isNamedTupleMember(e) ? e.type : e, r, depth + 1));
    return (ctx) => items.map((s) => s(ctx));
  }
  if (ts.isUnionTypeNode(node)) {
    // The first member that is a value; an optional union (`T | undefined`) is left out when the
    // pass leaves optional values out.
    const members = node.types.filter(
      (t) =>
        t.kind !== ts.SyntaxKind.UndefinedKeyword &&
        !(ts.isLiteralTypeNode(t) && t.literal.kind === ts.SyntaxKind.NullKeyword),
    );
    const first = sampleOfType(members[0], r, depth + 1);
    const optional = members.length < node.types.length;
    return (ctx) => (optional && !ctx.pass.optional ? undefined : first(ctx));
  }
  if (ts.isTypeLiteralNode(node)) {
    const props = node.members.filter(ts.isPropertySignature).map((m) => ({
      name: m.name.getText(),
      optional: m.questionToken !== undefined,
      sample: sampleOfType(m.type, r, depth + 1),
    }));
    return (ctx) =>
      Object.fromEntries(
        props.filter((p) => !p.optional || ctx.pass.optional).map((p) => [p.name, p.sample(ctx)]),
      );
  }
  if (ts.isTypeReferenceNode(node)) {
    const name = node.typeName.getText();
    if (name === 'ShopContext') return ({ shop }) => shop;
    if (name === 'Db' || name === 'Tx' || name === 'Exec') return ({ tx }) => tx;
    if (['Partial', 'Readonly', 'Required', 'NonNullable'].includes(name) && node.typeArguments?.[0])
      return sampleOfType(node.typeArguments[0], r, depth + 1);
    // A document kind's table (dokumen.queries.ts): the service orders', which has every column kind.
    if (name === 'DocumentTable') return ({ shop }) => SERVICE_TABLE(shop);
    if (name === 'Date') return () => new Date(Date.UTC(2024, 0, 2));
    if ((name === 'Array' || name === 'ReadonlyArray' || name === 'Set') && node.typeArguments?.[0]) {
      const item = sampleOfType(node.typeArguments[0], r, depth + 1);
      return (ctx) => (name === 'Set' ? new Set([item(ctx)]) : [item(ctx)]);
    }
    const declared = r(name);
    if (declared) return sampleOfType(declared, r, depth + 1);
  }
  if (ts.isIntersectionTypeNode(node)) {
    const parts = node.types.map((t) => sampleOfType(t, r, depth + 1));
    return (ctx) => {
      const values = parts.map((s) => s(ctx));
      return values.every((v) => v && typeof v === 'object' && !Array.isArray(v))
        ? Object.assign({}, ...values)
        : ANY;
    };
  }
  return () => ANY;
}

/** A sample of one parameter: by its type, else by its name (shop, tx), else its default or ANY. */
function sampleOfParameter(p: ts.ParameterDeclaration, r: Resolve): Sample {
  const name = p.name.getText();
  if (name === 'shop') return ({ shop }) => shop;
  if (name === 'tx' || name === 'db') return ({ tx }) => tx;
  const typed = sampleOfType(p.type, r);
  if (p.questionToken || p.initializer)
    // The default (or nothing) when the pass leaves optional values out.
    return (ctx) => (ctx.pass.optional ? (p.type || !p.initializer ? typed(ctx) : ANY) : undefined);
  return typed;
}

type ExportedFunction = { name: string; params: Sample[] };

/** The functions a queries file exports, in source order, with a sample of each parameter. */
export function exportedFunctions(file: string) {
  const source = parse(join(SRC, file));
  const r = resolverOf(join(SRC, file));
  const isExported = (n: ts.Node) =>
    ts.canHaveModifiers(n) && (ts.getModifiers(n) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  const fnOf = (e: ts.Expression | undefined): ts.SignatureDeclaration | undefined => {
    if (!e) return undefined;
    if (ts.isArrowFunction(e) || ts.isFunctionExpression(e)) return e;
    if (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e))
      return fnOf(e.expression);
    return undefined;
  };
  // Every function of the file by name (a rest parameter `...args: Parameters<typeof f>` takes f's).
  const declared = new Map<string, { exported: boolean; fn?: ts.SignatureDeclaration }>();
  for (const st of source.statements) {
    if (ts.isFunctionDeclaration(st) && st.name && st.body)
      declared.set(st.name.text, { exported: isExported(st), fn: st });
    else if (ts.isVariableStatement(st))
      for (const d of st.declarationList.declarations)
        if (
          ts.isIdentifier(d.name) &&
          d.initializer &&
          (fnOf(d.initializer) || ts.isCallExpression(d.initializer))
        )
          // A call's answer (`perShop(...)`): taken as a function of the shop.
          declared.set(d.name.text, { exported: isExported(st), fn: fnOf(d.initializer) });
  }
  const paramsOf = (fn: ts.SignatureDeclaration | undefined, depth = 0): Sample[] => {
    if (!fn) return [({ shop }) => shop];
    return fn.parameters.flatMap((p) => {
      const t = p.type;
      if (
        p.dotDotDotToken &&
        depth < 3 &&
        t &&
        ts.isTypeReferenceNode(t) &&
        t.typeName.getText() === 'Parameters' &&
        t.typeArguments?.[0] &&
        ts.isTypeQueryNode(t.typeArguments[0])
      )
        return paramsOf(declared.get(t.typeArguments[0].exprName.getText())?.fn, depth + 1);
      return [sampleOfParameter(p, r)];
    });
  };
  return [...declared]
    .filter(([, d]) => d.exported)
    .map(([name, d]): ExportedFunction => ({ name, params: paramsOf(d.fn) }));
}

// ---------------------------------------------------------------------------------------------
// Capture

/** A Drizzle database whose client records each statement's text and answers `rows` made-up rows. */
function recordingDatabase(sent: string[], rows: boolean): Database {
  const answer = (text: string, opts?: { rowMode?: string }) => {
    sent.push(text);
    if (sent.length > STATEMENT_LIMIT) throw new Error('statement limit');
    const row = opts?.rowMode === 'array' ? new Array(200).fill(ANY) : ANY;
    return Promise.resolve({ rows: rows ? [row] : [], fields: [], affectedRows: rows ? 1 : 0 });
  };
  const client = {
    query: answer,
    exec: async (text: string) => [await answer(text)],
    transaction: async <T>(cb: (c: unknown) => Promise<T>) => cb(client),
  };
  // biome-ignore lint/suspicious/noExplicitAny: the recording client offers the calls Drizzle's PGlite driver makes.
  const db = drizzle({ client: client as any }) as unknown as Db;
  return { kind: 'pglite', db, close: async () => undefined };
}

/**
 * Awaiting a function's answer runs a query builder it answers; a SQL fragment it answers (a
 * condition other queries embed) is rendered here, as a statement of its own.
 */
const renderFragment = (value: unknown, sent: string[]) => {
  if (value && typeof value === 'object' && value !== ANY && is(value, SQL))
    sent.push(new PgDialect().sqlToQuery(value).sql);
};

const withTimeout = <T>(p: Promise<T>, what: string) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${what} still runs after ${CALL_TIMEOUT_MS} ms`)),
      CALL_TIMEOUT_MS,
    );
    // A call that throws (a made-up row its code does not expect) has sent what it sent.
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    p.then(done, done);
  });

/**
 * Normalised text: the shop's schema (and one named after an argument, `"toko_x"`) as `toko_<kode>`,
 * runs of white space as one space.
 */
export const normaliseSql = (text: string) =>
  text
    .replaceAll(SHOP_SCHEMA, 'toko_<kode>')
    .replace(/"toko_[a-z0-9_]+"/g, '"toko_<kode>"')
    .replace(/\s+/g, ' ')
    .trim();

const SHOP_SCHEMA = 'toko_tk1';

/** Clauses that start a line of their own when outside parentheses and quotes. */
const CLAUSES =
  /^ (from|where|group by|having|order by|limit|offset|returning|on conflict|left join|inner join|right join|full join|cross join|join|set|values|union all|union|except|intersect|for update|for share|for no key update) /i;

/** A statement laid out one clause a line (a changed condition is then a one-line diff). */
export function layoutSql(text: string): string {
  let out = '';
  let depth = 0;
  let quote: string | undefined;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (quote) {
      if (c === quote) quote = undefined;
    } else if (c === "'" || c === '"') quote = c;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (
      c === ' ' &&
      depth === 0 &&
      CLAUSES.test(text.slice(i, i + 24) + (i + 24 >= text.length ? ' ' : ''))
    ) {
      out += '\n';
      continue;
    }
    out += c;
  }
  return out;
}

/** One shop's context (its tables are built once: every call gets a copy with its own database). */
let base: ShopContext | undefined;
const baseShop = () => {
  base ??= createShopContext({
    kode_toko: 'TK1',
    schema: SHOP_SCHEMA,
    appType: 'TOKO',
    database: recordingDatabase([], false),
  });
  return base;
};

/** The distinct statements each exported function of a queries module sends, in source order. */
export async function captureFile(file: string): Promise<{ name: string; statements: string[] }[]> {
  const mod = (await import(pathToFileURL(join(SRC, file)).href)) as Record<string, unknown>;
  const out: { name: string; statements: string[] }[] = [];
  for (const fn of exportedFunctions(file)) {
    const f = mod[fn.name];
    if (typeof f !== 'function') continue;
    const statements: string[] = [];
    for (const pass of PASSES) {
      const sent: string[] = [];
      const database = recordingDatabase(sent, pass.rows);
      const shop: ShopContext = { ...baseShop(), database, db: database.db };
      await withTimeout(
        (async () => {
          await database.db.transaction(async (tx) => {
            const args = fn.params.map((s) => s({ shop, tx: tx as unknown as Db, pass }));
            renderFragment(await f(...args), sent);
          });
        })(),
        `${file} ${fn.name}`,
      );
      for (const text of sent.slice(0, STATEMENT_LIMIT)) {
        const n = normaliseSql(text);
        if (!statements.includes(n)) statements.push(n);
      }
    }
    out.push({ name: fn.name, statements });
  }
  return out;
}

/** The text of a queries file's SQL file. */
export async function renderSqlFile(file: string): Promise<string> {
  const fns = await captureFile(file);
  const lines = [
    `-- The SQL of ${basename(file)}, written by \`${SQL_WRITE_COMMAND}\` (src/test/queries-sql.ts): do not edit.`,
  ];
  const silent = fns.filter((f) => f.statements.length === 0).map((f) => f.name);
  if (silent.length) lines.push(`-- Sends no statement: ${silent.join(', ')}`);
  for (const f of fns) {
    if (!f.statements.length) continue;
    lines.push('', `-- ${f.name}`);
    for (const s of f.statements) lines.push(`${layoutSql(s)};`);
  }
  return `${lines.join('\n')}\n`;
}
