/**
 * CPU time spent by the PostgreSQL processes of this machine while something runs, read from
 * /proc/<pid>/stat (user + system time of every process named postgres). It tells what one sale
 * costs the database itself, beside what one pgbench -N transaction costs it: with the machine's
 * cores that bounds the sales per second any server could reach on this PostgreSQL.
 * Linux with a local PostgreSQL only; elsewhere it answers null.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

const clockTicks = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU milliseconds used so far by each postgres process, by pid. */
function postgresCpu(): Map<number, number> {
  const out = new Map<number, number>();
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return out;
  }
  for (const pid of pids) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
      // Fields after the command's closing parenthesis: state is the 3rd field, utime the 14th, stime the 15th.
      const f = (readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1] ?? '').split(' ');
      out.set(Number(pid), ((Number(f[11]) + Number(f[12])) * 1000) / clockTicks);
    } catch {
      // the process ended between the listing and the read
    }
  }
  return out;
}

/**
 * Starts counting the postgres processes' CPU; the function it answers stops and answers the CPU
 * milliseconds used since (null when no postgres process is visible). Processes that start and end
 * meanwhile (pgbench's connections) are sampled every 50 ms, so at most their last 50 ms are missed.
 */
export function countPostgresCpu(): () => number | null {
  const start = postgresCpu();
  const last = new Map(start);
  const sample = () => {
    for (const [pid, ms] of postgresCpu()) last.set(pid, ms);
  };
  const timer = setInterval(sample, 50);
  return () => {
    sample();
    clearInterval(timer);
    if (!last.size) return null;
    let used = 0;
    for (const [pid, ms] of last) used += ms - (start.get(pid) ?? 0);
    return used;
  };
}

/** CPU milliseconds used so far by one process, from /proc (undefined once it has ended). */
function processCpu(pid: number): number | undefined {
  try {
    const f = (readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1] ?? '').split(' ');
    return ((Number(f[11]) + Number(f[12])) * 1000) / clockTicks;
  } catch {
    return undefined;
  }
}

/**
 * Starts counting the CPU of the PostgreSQL backends whose application_name is `applicationName` (the
 * shop server's pool, or pgbench's connections): only what serves the shop's database, not the
 * server's background processes nor other clients of the same cluster. The backends are listed from
 * pg_stat_activity through a connection of its own (not counted) and their CPU read every `everyMs`:
 * a backend that ends (pgbench's, at its run's end) misses at most its last `everyMs`; one first seen
 * during the run counts from zero (it was opened during the run). The function it answers stops and
 * answers the milliseconds used (null when no backend was visible: a PostgreSQL of another machine).
 */
export async function countBackendCpu(
  url: string,
  applicationName: string,
  everyMs = 200,
): Promise<() => Promise<number | null>> {
  const admin = new pg.Client({ connectionString: url, application_name: 'bench-cpu-probe' });
  await admin.connect();
  const start = new Map<number, number>();
  const last = new Map<number, number>();
  const list = async () =>
    (
      await admin.query<{ pid: number }>('select pid from pg_stat_activity where application_name = $1', [
        applicationName,
      ])
    ).rows.map((r) => r.pid);
  for (const pid of await list()) {
    const ms = processCpu(pid);
    if (ms !== undefined) start.set(pid, ms);
  }
  const read = () => {
    for (const pid of last.keys()) {
      const ms = processCpu(pid);
      if (ms !== undefined) last.set(pid, ms);
    }
  };
  const sample = async () => {
    for (const pid of await list()) if (!last.has(pid)) last.set(pid, processCpu(pid) ?? 0);
    read();
  };
  let stopped = false;
  const loop = (async () => {
    for (let i = 0; !stopped; i++) {
      // The listing is a query: every 100 ms at most; the known backends are read every `everyMs`.
      if (i % Math.max(1, Math.round(100 / everyMs)) === 0) await sample().catch(() => undefined);
      else read();
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return async () => {
    stopped = true;
    await loop;
    await sample().catch(() => undefined);
    await admin.end();
    if (!last.size) return null;
    let used = 0;
    for (const [pid, ms] of last) used += ms - (start.get(pid) ?? 0);
    return used;
  };
}
