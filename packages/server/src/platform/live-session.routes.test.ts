import type { AddressInfo } from 'node:net';
import { LIVE_EVENTS } from '@emas/contract';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Chain, call, login, sqlOf, startChain } from '../test/harness.ts';
import { hashToken } from './tokens.ts';

/** A logged-out, revoked or expired session's sockets are closed, and its token cannot open one. */

const PROBE = 'test-probe';
let chain: Chain;
beforeAll(async () => {
  // The periodic check of every socket's session is left to its default (a minute): the logout and the
  // revocations must close their sockets by themselves; the last test runs the check itself.
  chain = await startChain({ listen: true });
}, 120_000);
afterAll(() => chain.close());

type Listener = { socket: Socket; heard: string[]; closed: Promise<string> };

async function listen(token: string): Promise<Listener> {
  const port = (chain.tk1.app.server.address() as AddressInfo).port;
  const socket = connect(`http://127.0.0.1:${port}`, {
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  const heard: string[] = [];
  socket.on(PROBE, (p: { n: number }) => heard.push(`probe ${p.n}`));
  socket.on(LIVE_EVENTS.sessionEnded, () => heard.push('session ended'));
  const closed = new Promise<string>((resolve) => socket.on('disconnect', (reason) => resolve(reason)));
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', () => resolve());
    socket.on('connect_error', reject);
  });
  return { socket, heard, closed };
}

/** 'ok' when a socket opens with the token, else the refusal. */
async function attempt(token: string): Promise<string> {
  try {
    const l = await listen(token);
    l.socket.close();
    return 'ok';
  } catch (e) {
    return `refused: ${(e as Error).message}`;
  }
}

/** Sends a shop event and waits until every socket still open among `witnesses` heard it. */
async function shopEvent(witnesses: Listener[], n: number): Promise<void> {
  const heard = witnesses.map((w) => new Promise<void>((resolve) => w.socket.once(PROBE, () => resolve())));
  chain.tk1.live.toShop(PROBE, { n });
  await Promise.all(heard);
}

describe('sockets of ended sessions', () => {
  it("logging out closes that token's sockets at once; the shop's events stop reaching them", async () => {
    const [a, b] = [await login(chain.tk1, 'kasir1'), await login(chain.tk1, 'kasir1')];
    const [la, lb] = [await listen(a), await listen(b)];
    await shopEvent([la, lb], 1);
    expect(la.heard).toEqual(['probe 1']);
    const out = await call(chain.tk1, 'POST', 'users/logout', { token: a });
    expect(out.status).toBe(200);
    expect(await la.closed).toBe('io server disconnect');
    await shopEvent([lb], 2);
    expect(la.heard).toEqual(['probe 1']);
    expect(lb.socket.connected).toBe(true);
    expect(await attempt(a)).toBe('refused: Invalid Token');
    expect(await attempt(b)).toBe('ok');
    lb.socket.close();
  });

  it('a reset password or a deactivated user closes every socket of that user, told why', async () => {
    const owner = await login(chain.tk1, 'owner1');
    const kasir = await login(chain.tk1, 'kasir1');
    const spv = await login(chain.tk1, 'spv1');
    const [lk, ls, lo] = [await listen(kasir), await listen(spv), await listen(owner)];
    const reset = await call(chain.tk1, 'PUT', 'users/kasir1/reset-password', {
      token: owner,
      body: { password: 'demo1234' },
    });
    expect(reset.status, reset.body.message).toBe(200);
    expect(await lk.closed).toBe('io server disconnect');
    expect(lk.heard).toContain('session ended');
    const off = await call(chain.tk1, 'PUT', 'users/spv1/status', {
      token: owner,
      body: { status: 'INACTIVE' },
    });
    expect(off.status, off.body.message).toBe(200);
    expect(await ls.closed).toBe('io server disconnect');
    await shopEvent([lo], 3);
    expect(lk.heard).not.toContain('probe 3');
    expect(ls.heard).not.toContain('probe 3');
    expect(await attempt(kasir)).toBe('refused: Invalid Token');
    await call(chain.tk1, 'PUT', 'users/spv1/status', { token: owner, body: { status: 'ACTIVE' } });
    lo.socket.close();
  });

  it('a session that expires (or is ended in the database by another process) loses its sockets', async () => {
    const token = await login(chain.tk1, 'kasir1');
    const l = await listen(token);
    await sqlOf(chain.tk1)(
      `update "$s".sessions set expires_at = now() - interval '1 second' where token_hash = '${hashToken(token)}'`,
    );
    await chain.tk1.live.checkSessions();
    expect(await l.closed).toBe('io server disconnect');
    expect(l.heard).toContain('session ended');
    expect(await attempt(token)).toBe('refused: Invalid Token');
  });
});
