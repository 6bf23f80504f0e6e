import { describe, expect, it } from 'vitest';
import { budgetKey, clientAddress, isBacklogged, SocketLimits, trustProxyFrom } from './socket-limits.ts';

const settings = { perSeat: 2, perAddress: 3, burst: 4, perSecond: 0.0001 };
const seat0 = budgetKey('g1', { kind: 'seat', seat: 0 }, '10.0.0.1');

describe('socket limits', () => {
  it('keys the budget by seat (or host link) whatever the address, and by address for spectators', () => {
    expect(budgetKey('g1', { kind: 'seat', seat: 0 }, '10.0.0.2')).toEqual(seat0);
    expect(seat0.capped).toBe(true);
    expect(budgetKey('g1', { kind: 'seat', seat: 1 }, '10.0.0.1').key).not.toBe(seat0.key);
    expect(budgetKey('g2', { kind: 'seat', seat: 0 }, '10.0.0.1').key).not.toBe(seat0.key);
    expect(budgetKey('g1', { kind: 'host' }, '10.0.0.1')).toMatchObject({ capped: true });
    const watcher1 = budgetKey('g1', { kind: 'spectator' }, '10.0.0.3');
    expect(watcher1.capped).toBe(false);
    expect(budgetKey('g2', { kind: 'spectator' }, '10.0.0.3')).toEqual(watcher1);
    expect(budgetKey('g1', { kind: 'spectator' }, '10.0.0.4').key).not.toBe(watcher1.key);
    expect(budgetKey('g1', null, '10.0.0.3')).toEqual(watcher1);
  });

  it('refuses a third socket on a seat of two and a fourth from an address of three; released places are free again', () => {
    const limits = new SocketLimits(settings);
    const first = limits.admit(seat0.key, true, '10.0.0.1');
    limits.admit(seat0.key, true, '10.0.0.2');
    expect(limits.admit(seat0.key, true, '10.0.0.3')).toMatchObject({ ok: false });
    if (!first.ok) throw new Error('refused');
    first.release();
    first.release(); // twice is once
    expect(limits.admit(seat0.key, true, '10.0.0.3').ok).toBe(true);
    const host = budgetKey('g1', { kind: 'host' }, '10.0.0.9');
    limits.admit(host.key, true, '10.0.0.9');
    limits.admit(budgetKey('g1', { kind: 'spectator' }, '10.0.0.9').key, false, '10.0.0.9');
    limits.admit(budgetKey('g1', { kind: 'spectator' }, '10.0.0.9').key, false, '10.0.0.9');
    expect(limits.addressRefusal('10.0.0.9')).toMatch(/Too many connections from your network/);
    expect(limits.admit(budgetKey('g1', { kind: 'spectator' }, '10.0.0.9').key, false, '10.0.0.9').ok).toBe(
      false,
    );
  });

  it('keeps a seat’s intent budget when its sockets close (a reconnect gets no fresh burst), but not their places', () => {
    const limits = new SocketLimits(settings);
    const a = limits.admit(seat0.key, true, '10.0.0.1');
    const b = limits.admit(seat0.key, true, '10.0.0.1');
    if (!a.ok || !b.ok) throw new Error('refused');
    const now = Date.now();
    for (let i = 0; i < 4; i++) expect(limits.takeIntent(seat0.key, now)).toBe(true);
    expect(limits.takeIntent(seat0.key, now)).toBe(false);
    a.release();
    expect(limits.counts).toEqual({ roles: 1, addresses: 1, budgets: 1 });
    b.release();
    expect(limits.counts).toEqual({ roles: 0, addresses: 0, budgets: 1 });
    const again = limits.admit(seat0.key, true, '10.0.0.5');
    expect(again.ok).toBe(true);
    expect(limits.takeIntent(seat0.key, now)).toBe(false);
  });

  it.each([
    ['a direct client', '203.0.113.5', undefined, '203.0.113.5'],
    ['a direct client claiming another address', '203.0.113.5', '198.51.100.1', '203.0.113.5'],
    ['a client through a loopback proxy', '127.0.0.1', '198.51.100.1', '198.51.100.1'],
    ['a client through an IPv6 loopback proxy', '::1', '198.51.100.1', '198.51.100.1'],
    ['a forged first hop behind the proxy', '127.0.0.1', '10.9.9.9, 198.51.100.1', '198.51.100.1'],
    ['a loopback proxy with no header', '::ffff:127.0.0.1', undefined, '::ffff:127.0.0.1'],
    ['a header that is not an address', '127.0.0.1', 'nonsense', '127.0.0.1'],
  ])('takes the client address of %s as express does with trust proxy loopback', (_l, remote, xff, want) => {
    expect(clientAddress(remote, xff)).toBe(want);
  });

  it.each([
    ['loopback', '10.0.0.5', '10.0.0.5'],
    ['loopback, uniquelocal', '10.0.0.5', '198.51.100.1'],
    ['loopback,uniquelocal', '203.0.113.9', '203.0.113.9'],
  ])('with TRUST_PROXY=%s, a client behind a proxy at %s is taken to be %s', (setting, proxy, want) => {
    const trust = trustProxyFrom({ TRUST_PROXY: setting });
    expect(clientAddress(proxy, '198.51.100.1', trust)).toBe(want);
  });

  it('counts a connection as not reading once more messages wait than the limit', () => {
    expect(isBacklogged({ writeBuffer: [] }, 2)).toBe(false);
    expect(isBacklogged({ writeBuffer: [1, 2] }, 2)).toBe(false);
    expect(isBacklogged({ writeBuffer: [1, 2, 3] }, 2)).toBe(true);
  });
});
