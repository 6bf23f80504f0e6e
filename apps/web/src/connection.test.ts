// send(): the promise of the acknowledgement, the refusal shown by the form that sent the intent (or
// as a global notice outside any form), and the outbox's retry after a restart.

import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Ack, ChatMessage } from '@initiative/rules';

interface Emitted {
  readonly payload: { clientId: string; intent: unknown };
  readonly ack: (ack: Ack) => void;
}

const fake = vi.hoisted(() => {
  const handlers = new Map<string, (...args: unknown[]) => void>();
  const emitted: Emitted[] = [];
  const chats: { payload: { clientId: string; text: string }; ack: (ack: unknown) => void }[] = [];
  const socket = {
    connected: true,
    on: (event: string, fn: (...args: unknown[]) => void) => handlers.set(event, fn),
    emit: (event: string, payload: Emitted['payload'], ack: Emitted['ack']) => {
      if (event === 'intent') emitted.push({ payload, ack });
      if (event === 'chat') chats.push({ payload: payload as never, ack: ack as never });
    },
    removeAllListeners: () => handlers.clear(),
    disconnect: () => undefined,
    connect: () => undefined,
  };
  return { handlers, emitted, chats, socket };
});
vi.mock('socket.io-client', () => ({ io: () => fake.socket }));

const { connect, mergeChat, send, sendChat } = await import('./connection.ts');
const { store } = await import('./store.ts');
const { enterFormScope } = await import('./form-scope.ts');

const refused: Ack = { ok: false, code: 'intent/illegal', message: 'Not your turn.' };

beforeEach(() => {
  fake.emitted.length = 0;
  connect('game', 'token');
  fake.handlers.get('connect')?.();
});

describe('send', () => {
  it('a refusal of an intent sent from a form goes to that form, not to the notices', async () => {
    const failed = vi.fn();
    const accepted = vi.fn();
    enterFormScope({ failed, accepted });
    const acked = send({ type: 'pass' });
    fake.emitted[0]?.ack(refused);
    expect(await acked).toEqual(refused);
    expect(failed).toHaveBeenCalledWith('Not your turn.');
    expect(accepted).not.toHaveBeenCalled();
    expect(store.getState().notices).toEqual([]);
    expect(store.getState().pending).toBe(0);
  });

  it('outside any form the refusal is a notice; an accepted intent clears the form’s error', async () => {
    await new Promise((r) => setTimeout(r, 0)); // the earlier form scope has ended
    const acked = send({ type: 'pass' });
    fake.emitted[0]?.ack(refused);
    await acked;
    expect(store.getState().notices.map((n) => n.text)).toEqual(['Not your turn.']);

    const accepted = vi.fn();
    const ok = send({ type: 'pass' }, { failed: vi.fn(), accepted });
    fake.emitted[1]?.ack({ ok: true, version: 0 } as Ack);
    expect((await ok).ok).toBe(true);
    expect(accepted).toHaveBeenCalledOnce();
  });

  it('refused only because the server restarts: resent with the same id after the reconnect, answered once', async () => {
    const failed = vi.fn();
    const acked = send({ type: 'pass' }, { failed, accepted: vi.fn() });
    const first = fake.emitted[0] as Emitted;
    first.ack({ ok: false, code: 'server/shutting-down', message: 'Restarting.' } as Ack);
    expect(store.getState().pending).toBe(1);
    fake.handlers.get('connect')?.(); // reconnected: the outbox is flushed
    const retry = fake.emitted[1] as Emitted;
    expect(retry.payload.clientId).toBe(first.payload.clientId);
    retry.ack(refused);
    retry.ack(refused); // a duplicate answer changes nothing
    expect(await acked).toEqual(refused);
    expect(failed).toHaveBeenCalledOnce();
    expect(store.getState().pending).toBe(0);
  });
});

describe('chat', () => {
  const message = (id: number, text = `m${id}`): ChatMessage => ({
    id,
    channel: 'table',
    from: { kind: 'seat', seat: 0, name: 'Ada' },
    text,
    at: 1_800_000_000_000,
    mentions: [],
  });

  it('keeps one copy of each message, in id order', () => {
    expect(
      mergeChat([message(1), message(3)], [message(2), message(3), message(1)]).map((m) => m.id),
    ).toEqual([1, 2, 3]);
  });

  it('a message written offline is sent once back online, with the same id if it must be sent again', async () => {
    fake.chats.length = 0;
    fake.socket.connected = false;
    const acked = sendChat('brb');
    expect(fake.chats).toHaveLength(0);
    fake.socket.connected = true;
    fake.handlers.get('connect')?.();
    expect(fake.chats.map((c) => c.payload.text)).toEqual(['brb']);
    fake.handlers.get('connect')?.(); // reconnected before the ack: sent again, same client id
    expect(fake.chats[1]?.payload.clientId).toBe(fake.chats[0]?.payload.clientId);
    const stored = message(7, 'brb');
    fake.chats[0]?.ack({ ok: true, message: stored });
    fake.chats[1]?.ack({ ok: true, message: stored });
    expect(await acked).toEqual({ ok: true, message: stored });
    fake.handlers.get('chat')?.(stored); // the broadcast of the same message
    expect(store.getState().chat.filter((m) => m.id === 7)).toHaveLength(1);
  });
});
