import { createHash } from 'node:crypto';
import { API_PREFIX, api } from '@emas/contract';

/**
 * A simulated fingerprint reader for the demo and the tests. A finger is a user id and a finger name:
 * the same finger always gives the same template (512 bytes, base64), another finger another one.
 */
export function simulatedTemplate(userId: string, finger = 'TELUNJUK KANAN'): string {
  const blocks = Array.from({ length: 16 }, (_, i) =>
    createHash('sha256').update(`${userId}\u0000${finger}\u0000${i}`).digest(),
  );
  return Buffer.concat(blocks).toString('base64');
}

export type SimulatedScan = {
  /** The shop's base URL, e.g. http://localhost:3001. */
  baseUrl: string;
  /** The counter's session token (the reader answers the scans its user asked for). */
  token: string;
  /** The user whose finger is put on the reader. */
  userId: string;
  finger?: string;
  /** How long to wait for a request of that user to appear. */
  timeoutMs?: number;
  pollMs?: number;
};

/**
 * Waits until the counter has a scan request for `userId`, then posts that finger's template. The
 * answer is the server's: 200 'Fingerprint Berhasil Di Scan', or 400 'Silahkan Coba Lagi'.
 */
export async function simulateScan(o: SimulatedScan): Promise<{ status: number; message: string }> {
  const url = (path: string) => `${o.baseUrl.replace(/\/+$/, '')}${API_PREFIX}/${path}`;
  const headers = { token: o.token, 'content-type': 'application/json' };
  const until = Date.now() + (o.timeoutMs ?? 60_000);
  for (;;) {
    const res = await fetch(url(api.readerRequests.path), { headers });
    const body = (await res.json()) as { message?: string; data?: api.ScanRequest[] };
    if (!res.ok) return { status: res.status, message: body.message ?? '' };
    const request = body.data?.find((r) => r.user_id === o.userId);
    if (request) {
      const scan = await fetch(url(api.readerScan.path), {
        method: 'POST',
        headers,
        body: JSON.stringify({ id: request.id, template: simulatedTemplate(o.userId, o.finger) }),
      });
      const answer = (await scan.json()) as { message?: string };
      return { status: scan.status, message: answer.message ?? '' };
    }
    if (Date.now() > until) return { status: 408, message: 'Tidak Ada Permintaan Scan' };
    await new Promise((r) => setTimeout(r, o.pollMs ?? 500));
  }
}
