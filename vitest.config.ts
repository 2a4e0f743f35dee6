import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Test files run side by side, one per core, at most four: each server file starts its own chain
    // in schemas of its own (test/harness.ts), so files never share rows. On this 2-core machine the
    // unit lane went from about 23 to 12 minutes.
    maxWorkers: Math.min(4, availableParallelism()),
    projects: [
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      // The web app's pure logic (keys, input text, report table shape): Node is enough, no DOM.
      { test: { name: 'web', root: 'packages/web', include: ['src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          root: 'packages/server',
          include: ['src/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
