import { Worker } from 'node:worker_threads';

/**
 * Runs a bench client (a plain-JS file of this folder) in a thread of its own and answers what it
 * posts: the clients' HTTP work never runs on the server's event loop, as the shop's counters and
 * browsers are other machines (pgbench, an anchor, is a process of its own too).
 */
export async function inClientThread<T>(file: string, workerData: unknown): Promise<T> {
  const worker = new Worker(new URL(file, import.meta.url), { workerData });
  try {
    const answer = await new Promise<T & { error?: string }>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    if (answer.error !== undefined) throw new Error(answer.error);
    return answer;
  } finally {
    await worker.terminate();
  }
}
