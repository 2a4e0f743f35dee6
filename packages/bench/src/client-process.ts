import { fork } from 'node:child_process';

/**
 * Runs a bench client (a plain-JS file of this folder) as a process of its own and answers what it
 * sends back: its CPU is its own (not the server's process's), as a counter is another machine.
 * Plain Node, none of the bench's flags (no TypeScript loader).
 */
export async function inClientProcess<T>(file: string, data: unknown): Promise<T> {
  const child = fork(new URL(file, import.meta.url), { execArgv: [], stdio: 'inherit' });
  try {
    const answer = await new Promise<T & { error?: string }>((resolve, reject) => {
      child.once('message', (m) => resolve(m as T & { error?: string }));
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`bench client exited ${code}`)));
      child.send(data as object);
    });
    if (answer.error !== undefined) throw new Error(answer.error);
    return answer;
  } finally {
    child.kill();
  }
}
