import { summarise } from './stats.ts';

async function timed(fn: () => Promise<Response>, n: number) {
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const res = await fn();
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    samples.push(performance.now() - t);
  }
  return summarise(samples);
}

/** Latency of the foundation's hot calls on one shop, one request at a time. */
export async function benchApi(baseUrl: string) {
  const api = `${baseUrl}/api/v1`;
  const login = () =>
    fetch(`${api}/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_id: 'owner1', password: 'demo1234' }),
    });
  const token = ((await (await login()).json()) as { data: { token: string } }).data.token;
  const get = (path: string) => () => fetch(`${api}/${path}`, { headers: { token } });
  return {
    loginMs: await timed(login, 20),
    usersMeMs: await timed(get('users/me'), 300),
    modulesMs: await timed(get('system-setting/modules'), 300),
  };
}

/** Head-office fan-out to both branches, run by PUSAT. */
export async function benchFanOut(pstUrl: string) {
  const res = await fetch(`${pstUrl}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: 'PUSAT', password: 'demo1234' }),
  });
  const token = ((await res.json()) as { data: { token: string } }).data.token;
  return timed(
    () =>
      fetch(`${pstUrl}/api/v1/pusat/fan-out`, {
        method: 'POST',
        headers: { token, 'content-type': 'application/json' },
        body: JSON.stringify({ path: 'users/me', method: 'GET' }),
      }),
    50,
  );
}
