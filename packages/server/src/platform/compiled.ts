declare const __EMAS_COMPILED__: boolean | undefined;

/**
 * Whether this code runs as the compiled server (scripts/build.mjs defines __EMAS_COMPILED__): every
 * module then shares one file's `import.meta.url` in dist/, beside the files it ships (drizzle/, web/,
 * workers/, pglite-worker.mjs), instead of its place under src/.
 */
export const compiled = typeof __EMAS_COMPILED__ === 'boolean' && __EMAS_COMPILED__;
