import { parseArgs } from 'node:util';
import { simulateScan } from '../domains/fingerprint/fingerprint-simulator.ts';

/**
 * The simulated fingerprint reader of a counter (demo and e2e):
 *   npm run fingerprint:scan -w @emas/server -- --url http://localhost:3001 --login kasir1 --finger-of spv1
 * signs in as the counter's user (--login, --password, default the demo password), waits for a scan
 * request for --finger-of and posts that user's finger (--finger, a wrong one to see a failed scan).
 */
const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:3001' },
    login: { type: 'string', default: 'kasir1' },
    password: { type: 'string', default: process.env.DEMO_PASSWORD ?? 'demo1234' },
    'finger-of': { type: 'string' },
    finger: { type: 'string' },
    timeout: { type: 'string', default: '60000' },
  },
});
const fingerOf = values['finger-of'];
if (!fingerOf) {
  console.error('--finger-of <user_id> is required');
  process.exit(2);
}
const base = values.url.replace(/\/+$/, '');
const login = await fetch(`${base}/api/v1/users/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ user_id: values.login, password: values.password }),
});
const session = (await login.json()) as { message?: string; data?: { token: string } };
if (!login.ok || !session.data) {
  console.error(`login ${values.login}: ${session.message}`);
  process.exit(1);
}
const out = await simulateScan({
  baseUrl: base,
  token: session.data.token,
  userId: fingerOf,
  finger: values.finger,
  timeoutMs: Number(values.timeout),
});
console.log(`${out.status} ${out.message}`);
process.exit(out.status === 200 ? 0 : 1);
