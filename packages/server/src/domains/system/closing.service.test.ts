import type { AddressInfo } from 'node:net';
import { addDays, LIVE_EVENTS, MSG } from '@emas/contract';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDay, type Chain, call, login, startChain } from '../../test/harness.ts';
import { closeStore } from './closing.service.ts';

let chain: Chain;
beforeAll(async () => {
  chain = await startChain({ listen: true });
});
afterAll(() => chain.close());

describe('POST system/close', () => {
  it('two concurrent closings: one closes, the other is refused; the day moves exactly once; old tokens die', async () => {
    const owner = await login(chain.tk1, 'owner1');
    const su = await login(chain.tk1, 'admin');
    const kasir = await login(chain.tk1, 'kasir1');
    const port = (chain.tk1.app.server.address() as AddressInfo).port;
    // Progress goes to the closer's own room: listen as both, check the winner's.
    const listen = async (token: string) => {
      const socket = connect(`http://127.0.0.1:${port}`, { auth: { token }, transports: ['websocket'] });
      await new Promise((r) => socket.on('connect', () => r(null)));
      const progress: { status: string; percentage: number }[] = [];
      socket.on(LIVE_EVENTS.closedStoreProgress, (p) => progress.push(p));
      const ended = new Promise((r) => socket.on(LIVE_EVENTS.sessionEnded, r));
      return { socket, progress, ended };
    };
    const heard = { owner: await listen(owner), su: await listen(su) };

    const today = await businessDay(chain.tk1);
    const [a, b] = await Promise.all([
      call(chain.tk1, 'POST', 'system/close', { token: owner, body: { PROSES: 'close', tgl_system: today } }),
      call(chain.tk1, 'POST', 'system/close', { token: su, body: { PROSES: 'close', tgl_system: today } }),
    ]);
    // The loser is refused either by the closing guard (409, still running) or, when it reaches the
    // database after the winner committed, because the closing ended its session (401).
    expect([a.status, b.status].filter((s) => s === 200)).toHaveLength(1);
    const win = a.status === 200 ? a : b;
    const lose = a.status === 200 ? b : a;
    expect([401, 409]).toContain(lose.status);
    expect(lose.body.message).toBe(lose.status === 409 ? MSG.closingBusy : MSG.invalidToken);
    expect(win.body.message).toBe(MSG.closingDone);
    expect(win.body.data).toMatchObject({ tgl_system_lama: today, tgl_system: addDays(today, 1) });

    for (const t of [owner, su, kasir])
      expect((await call(chain.tk1, 'GET', 'users/me', { token: t })).status).toBe(401);
    const fresh = await login(chain.tk1, 'kasir1');
    const me = await call(chain.tk1, 'GET', 'users/me', { token: fresh });
    expect(me.body.data.tgl_system).toBe(addDays(today, 1));

    const closer = win === a ? heard.owner : heard.su;
    await Promise.all([heard.owner.ended, heard.su.ended]);
    expect(closer.progress.at(-1)?.status).toBe('FINISH');
    expect(closer.progress.some((p) => p.status === 'PROGRESS')).toBe(true);
    heard.owner.socket.close();
    heard.su.socket.close();
  });

  it('the closing guard lets exactly one of two simultaneous closings run', async () => {
    const shop = chain.pst.shop;
    const live = chain.pst.live;
    const before = await call(chain.pst, 'GET', 'users/me', { token: await login(chain.pst, 'owner1') });
    const day = before.body.data.tgl_system as string;
    const user = {
      user_id: 'owner1',
      user_name: 'OWNER',
      level: 'OWN',
      akses: [],
      kind: 'USER',
      tokenHash: 'x',
    } as const;
    const results = await Promise.allSettled([
      closeStore(shop, live, { ...user, akses: [] }, { tgl_system: day }),
      closeStore(shop, live, { ...user, akses: [] }, { tgl_system: day }),
    ]);
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason.message).toBe(MSG.closingBusy);
    const after = await call(chain.pst, 'GET', 'users/me', { token: await login(chain.pst, 'owner1') });
    expect(after.body.data.tgl_system).toBe(addDays(day, 1));
  });

  it('refuses to close a day that is no longer the business day', async () => {
    const owner = await login(chain.tk2, 'owner1');
    const day = await businessDay(chain.tk2);
    const res = await call(chain.tk2, 'POST', 'system/close', {
      token: owner,
      body: { PROSES: 'close', tgl_system: addDays(day, -3) },
    });
    expect(res.status).toBe(409);
    const me = await call(chain.tk2, 'GET', 'users/me', { token: owner });
    expect(me.body.data.tgl_system).toBe(day);
  });

  it('is refused to a cashier', async () => {
    const kasir = await login(chain.tk2, 'kasir1');
    const res = await call(chain.tk2, 'POST', 'system/close', { token: kasir, body: { PROSES: 'close' } });
    expect(res.status).toBe(403);
  });
});
