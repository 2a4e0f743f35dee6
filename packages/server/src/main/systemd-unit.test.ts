import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasProgram, repoRoot, run } from '../test/processes.ts';

const UNIT = join(repoRoot, 'deploy/systemd/emas@.service');

describe('deploy/systemd/emas@.service', () => {
  it('runs the compiled server with plain node, restarts always, stops with SIGTERM, reads its settings file', () => {
    const unit = readFileSync(UNIT, 'utf8');
    expect(unit).toMatch(/^ExecStart=\/usr\/bin\/node \/opt\/emas\/packages\/server\/dist\/serve\.js$/m);
    const settings = unit.split('\n').filter((l) => !l.startsWith('#'));
    expect(settings.filter((l) => /tsx|vite/.test(l))).toEqual([]);
    expect(unit).toMatch(/^EnvironmentFile=\/etc\/emas\/%i\.env$/m);
    expect(unit).toMatch(/^Restart=always$/m);
    expect(unit).toMatch(/^KillSignal=SIGTERM$/m);
  });

  it.skipIf(!hasProgram('systemd-analyze') || !hasProgram('/usr/bin/node'))(
    'is a unit systemd accepts (systemd-analyze verify)',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'emas-unit-'));
      try {
        copyFileSync(UNIT, join(dir, 'emas@.service'));
        const { stderr } = await run('systemd-analyze', ['verify', join(dir, 'emas@tk1-a.service')]);
        expect(stderr.trim()).toBe('');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
