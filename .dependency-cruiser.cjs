/**
 * The server's boundaries (issue #44), checked by `npm run lint`:
 * a domain reads another domain through that domain's service or api file, never its queries;
 * platform knows no domain (main/ wires them together); no import cycle, type-only imports included.
 * Tests may reach into any file.
 */
const SRC = '^packages/server/src/';
const TEST = '\\.test\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-other-domain-queries',
      comment: "A domain uses another domain's queries through that domain's <name>.service.ts or <name>.api.ts.",
      severity: 'error',
      from: { path: `${SRC}domains/([^/]+)/`, pathNot: TEST },
      to: { path: `${SRC}domains/[^/]+/[^/]+\\.queries\\.ts$`, pathNot: `${SRC}domains/$1/` },
    },
    {
      name: 'no-platform-to-domains',
      comment: 'platform/ is shared by every domain and knows none of them: main/ wires the domains in.',
      severity: 'error',
      from: { path: `${SRC}platform/`, pathNot: TEST },
      to: { path: [`${SRC}domains/`, `${SRC}main/`] },
    },
    {
      name: 'drizzle-only-in-queries',
      comment: 'Drizzle is used in .queries.ts files (and db/); services, routes and report sources call them.',
      severity: 'error',
      from: {
        path: `${SRC}(domains|platform|main)/`,
        pathNot: [
          TEST,
          '\\.queries\\.ts$',
          '\\.fixtures\\.ts$',
        ],
      },
      to: { path: '(^|/)node_modules/drizzle-orm/' },
    },
    {
      name: 'no-circular',
      comment: 'No import cycle, type-only imports included.',
      severity: 'error',
      from: { path: SRC },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.mjs', '.json'] },
  },
};
