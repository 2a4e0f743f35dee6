/**
 * CPU time spent by the PostgreSQL processes of this machine while something runs, read from
 * /proc/<pid>/stat (user + system time of every process named postgres). It tells what one sale
 * costs the database itself, beside what one pgbench -N transaction costs it: with the machine's
 * cores that bounds the sales per second any server could reach on this PostgreSQL.
 * Linux with a local PostgreSQL only; elsewhere it answers null.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

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
