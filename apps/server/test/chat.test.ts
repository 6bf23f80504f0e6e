// Chat through the protocol: who reads what (players, host, spectators, the host's option), messages
// stored before they are acknowledged and read back after a restart, a retry stored once, the text
// kept as text with its @mentions, and bad, oversized or too many messages refused with a reason.

import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { CHAT_MAX_LENGTH, type ChatAck, type ChatHistoryAnswer, type ChatMessage } from '@initiative/rules';
import { CHAT_KEPT_PER_CHANNEL } from '../src/chat.ts';
import { connect, newClientId, openTable, useRestarts, withTimeout, type TestClient } from './helpers.ts';

const { boot, stop, clients } = useRestarts();
const DAY = 86_400_000;

/** Every chat message the client receives from now on. */
function inbox(c: TestClient): ChatMessage[] {
  const got: ChatMessage[] = [];
  c.socket.on('chat', (m) => got.push(m));
  return got;
}

function say(c: TestClient, payload: unknown): Promise<ChatAck> {
  return withTimeout(
    new Promise<ChatAck>((resolve) => c.socket.emit('chat', payload, resolve)),
    5_000,
    'no chat ack',
  );
}

const text = (c: TestClient, t: string, clientId = newClientId()) => say(c, { clientId, text: t });

async function history(c: TestClient): Promise<ChatMessage[]> {
  const answer = await withTimeout(
    new Promise<ChatHistoryAnswer>((resolve) => c.socket.emit('chat-history', resolve)),
    5_000,
    'no chat history',
  );
  if (!answer.ok) throw new Error(answer.message);
  return [...answer.messages];
}

/** Lets messages in flight arrive (the server sends after it acknowledges). */
const settle = () => new Promise((r) => setTimeout(r, 150));

it('the table chat reaches the players and the host, never the spectators; theirs stays among them', async () => {
  const server = await boot();
  const { seats, spectator, host, all } = await openTable(server.url, 3, { host: true });
  clients.push(...all);
  const other = await connect(server.url, seats[0]?.sync.summary.id as string);
  clients.push(other);
  const boxes = new Map([...all, other].map((c) => [c, inbox(c)]));
  const names = seats[0]?.sync.summary.seats.map((s) => s.name) as string[];

  const ack = await text(seats[1] as TestClient, `hi @${names[0]?.toUpperCase()}, <b>gg</b> & @nobody`);
  expect(ack.ok).toBe(true);
  const sent = (ack as Extract<ChatAck, { ok: true }>).message;
  // Stored as text, under the seat's own name, with the mention worked out by the server.
  expect(sent).toMatchObject({
    channel: 'table',
    from: { kind: 'seat', seat: 1, name: names[1] },
    text: `hi @${names[0]?.toUpperCase()}, <b>gg</b> & @nobody`,
    mentions: [0],
  });
  const fromSpectator = await say(spectator, { clientId: newClientId(), text: 'go go', name: 'Kit' });
  expect(fromSpectator).toMatchObject({
    ok: true,
    message: { channel: 'spectators', from: { kind: 'spectator', name: 'Kit' } },
  });
  const fromHost = await text(host, 'Five minutes break?');
  expect(fromHost).toMatchObject({ ok: true, message: { channel: 'table', from: { kind: 'host' } } });
  await settle();

  const texts = (c: TestClient) => (boxes.get(c) ?? []).map((m) => m.text);
  for (const seat of seats) expect(texts(seat)).toEqual([sent.text, 'Five minutes break?']);
  expect(texts(host)).toEqual([sent.text, 'go go', 'Five minutes break?']);
  for (const watcher of [spectator, other]) expect(texts(watcher)).toEqual(['go go']);
  // The history says the same to each.
  expect((await history(seats[2] as TestClient)).map((m) => m.text)).toEqual(texts(seats[2] as TestClient));
  expect((await history(other)).map((m) => m.text)).toEqual(['go go']);
  expect((await history(host)).map((m) => m.text)).toEqual(texts(host));
});

it("with the host's option, spectators also read the table chat (and still write only to their own)", async () => {
  const server = await boot();
  const { seats, spectator, all } = await openTable(server.url, 3, {
    game: { options: { spectatorsSeeTableChat: true } },
  });
  clients.push(...all);
  expect(spectator.sync.summary.spectatorsSeeTableChat).toBe(true);
  const box = inbox(spectator);
  const seatBox = inbox(seats[0] as TestClient);
  await text(seats[0] as TestClient, 'good luck all');
  await say(spectator, { clientId: newClientId(), text: 'watching!' });
  await settle();
  expect(box.map((m) => [m.channel, m.text])).toEqual([
    ['table', 'good luck all'],
    ['spectators', 'watching!'],
  ]);
  expect(seatBox.map((m) => m.text)).toEqual(['good luck all']);
});

it('a message is stored before its ack: a retry is stored once, and a restart reads the chat back', async () => {
  const first = await boot();
  const { game, seats, all } = await openTable(first.url, 3);
  clients.push(...all);
  const brin = seats[1] as TestClient;
  const a = await text(brin, 'my move soon', 'retry-1');
  const b = await text(brin, 'my move soon', 'retry-1');
  expect(b).toEqual(a);
  await text(brin, 'done');
  expect((await history(brin)).map((m) => m.text)).toEqual(['my move soon', 'done']);
  await stop(first);

  const second = await boot(first.dataDir);
  const again = await connect(second.url, game.gameId, game.seatTokens[0]);
  clients.push(again);
  const read = await history(again);
  expect(read.map((m) => m.text)).toEqual(['my move soon', 'done']);
  expect(read[0]).toEqual((a as Extract<ChatAck, { ok: true }>).message);
});

it('refuses empty, oversized, malformed and forged messages with a reason, and stores none of them', async () => {
  const server = await boot(undefined, { CHAT_BURST: '1000' });
  const { seats, all } = await openTable(server.url, 3);
  clients.push(...all);
  const ada = seats[0] as TestClient;
  const box = inbox(seats[1] as TestClient);
  const cases: [unknown, RegExp][] = [
    [{ clientId: newClientId(), text: '   ' }, /Type a message first/],
    [{ clientId: newClientId(), text: '\u202E\u200B' }, /Type a message first/],
    [{ clientId: newClientId(), text: 'x'.repeat(CHAT_MAX_LENGTH + 1) }, /at most 500 characters/],
    [{ clientId: newClientId(), text: 'x'.repeat(10_000) }, /at most 500 characters/],
    [{ clientId: newClientId(), text: 'a\nb\nc\nd\ne\nf\ng\nh\ni' }, /at most 8 lines/],
    [{ clientId: newClientId(), text: 'hi', from: { kind: 'host' } }, /not understood/],
    [{ clientId: 'no spaces allowed', text: 'hi' }, /client id/],
    [{ text: 'hi' }, /not understood/],
    ['hi', /not understood/],
    [null, /not understood/],
  ];
  for (const [payload, reason] of cases) {
    const ack = await say(ada, payload);
    expect(ack, JSON.stringify(payload).slice(0, 80)).toMatchObject({ ok: false, code: 'chat/invalid' });
    if (!ack.ok) expect(ack.message).toMatch(reason);
  }
  // Two payloads in one event, and none: refused too.
  const two = await withTimeout(
    new Promise<ChatAck>((resolve) =>
      (ada.socket as unknown as { emit: (...a: unknown[]) => void }).emit(
        'chat',
        { text: 'a' },
        { text: 'b' },
        resolve,
      ),
    ),
    5_000,
    'no ack',
  );
  expect(two).toMatchObject({ ok: false, code: 'chat/invalid' });
  // Hidden characters are dropped from a message that has something left.
  const clean = await text(ada, '\u202Egood\u200B game\r\n');
  expect(clean).toMatchObject({ ok: true, message: { text: 'good game' } });
  await settle();
  expect(box.map((m) => m.text)).toEqual(['good game']);
  expect((await history(ada)).map((m) => m.text)).toEqual(['good game']);
});

it('rate-limits a flood: five at once, then one every few seconds; refused messages are not stored', async () => {
  const server = await boot();
  const { seats, all } = await openTable(server.url, 3);
  clients.push(...all);
  const ada = seats[0] as TestClient;
  const acks = await Promise.all(Array.from({ length: 8 }, (_, i) => text(ada, `spam ${i}`)));
  expect(acks.filter((a) => a.ok)).toHaveLength(5);
  for (const refused of acks.filter((a) => !a.ok))
    expect(refused).toMatchObject({
      ok: false,
      code: 'rate/limited',
      message: expect.stringMatching(/too fast/),
    });
  expect(await history(ada)).toHaveLength(5);
});

it('an archived game keeps its chat readable and takes no new message', async () => {
  const server = await boot();
  const { game, seats, all } = await openTable(server.url, 3);
  clients.push(...all);
  await text(seats[0] as TestClient, 'see you next week');
  await server.hub.sweep(Date.now() + 200 * DAY, {
    lobbyTtlMs: 7 * DAY,
    idleMs: 400 * DAY,
    archiveMs: 90 * DAY,
  });
  const later = await connect(server.url, game.gameId, game.seatTokens[1]);
  clients.push(later);
  expect((await history(later)).map((m) => m.text)).toEqual(['see you next week']);
  expect(await text(later, 'anyone?')).toMatchObject({ ok: false, code: 'game/archived' });
});

describe('the chat budget belongs to the seat, or to the address, not to the socket', () => {
  /** A budget of five that does not refill while the test runs (one message per 1,000 minutes). */
  const FIVE_NO_REFILL = { CHAT_BURST: '5', CHAT_PER_MINUTE: '0.001' };

  it('ten sockets opened in turn on one seat get one burst between them, not ten', async () => {
    const server = await boot(undefined, FIVE_NO_REFILL);
    const { game, all } = await openTable(server.url, 3);
    clients.push(...all);
    for (const c of all) c.close(); // the seat's first socket is gone too: its budget must not be
    const acks: ChatAck[] = [];
    for (let socket = 0; socket < 10; socket++) {
      const again = await connect(server.url, game.gameId, game.seatTokens[0]);
      clients.push(again);
      acks.push(
        ...(await Promise.all(Array.from({ length: 5 }, (_, i) => text(again, `spam ${socket}.${i}`)))),
      );
      again.close();
    }
    expect(acks).toHaveLength(50);
    expect(acks.filter((a) => a.ok)).toHaveLength(5);
    for (const refused of acks.filter((a) => !a.ok)) expect(refused).toMatchObject({ code: 'rate/limited' });
    // Another seat has its own budget; the flooding seat's stored messages are the five it was allowed.
    const other = await connect(server.url, game.gameId, game.seatTokens[1]);
    clients.push(other);
    expect(await text(other, 'calm down')).toMatchObject({ ok: true });
    const stored = await history(other);
    expect(stored.filter((m) => m.from.kind === 'seat' && m.from.seat === 0)).toHaveLength(5);
  });

  it('tokenless spectator sockets share their address’s budget: 10 sockets × 5 messages store 5; another address has its own', async () => {
    const server = await boot(undefined, FIVE_NO_REFILL);
    const { game, all } = await openTable(server.url, 3);
    clients.push(...all);
    const from = (ip: string) => connect(server.url, game.gameId, undefined, { 'x-forwarded-for': ip });
    const watchers = await Promise.all(Array.from({ length: 10 }, () => from('198.51.100.20')));
    clients.push(...watchers);
    const acks = await Promise.all(
      watchers.flatMap((w, n) => Array.from({ length: 5 }, (_, i) => text(w, `spam ${n}.${i}`))),
    );
    expect(acks).toHaveLength(50);
    expect(acks.filter((a) => a.ok)).toHaveLength(5);
    for (const refused of acks.filter((a) => !a.ok)) expect(refused).toMatchObject({ code: 'rate/limited' });
    // Reconnecting from the same address gives nothing back.
    const later = await from('198.51.100.20');
    clients.push(later);
    expect(await text(later, 'one more?')).toMatchObject({ ok: false, code: 'rate/limited' });
    const neighbour = await from('198.51.100.21');
    clients.push(neighbour);
    expect(await text(neighbour, 'hello')).toMatchObject({ ok: true });
    expect(await history(neighbour)).toHaveLength(6);
  });

  it(`keeps the last ${CHAT_KEPT_PER_CHANNEL} messages of each channel in the store, so a flood cannot grow it or push out the other channel`, async () => {
    const server = await boot(undefined, { CHAT_BURST: '1e9' });
    const { game, seats, spectator, all } = await openTable(server.url, 3);
    clients.push(...all);
    expect(await text(spectator, 'first from the stands')).toMatchObject({ ok: true });
    const flood = CHAT_KEPT_PER_CHANNEL + 20;
    for (let i = 0; i < flood; i++)
      expect(await text(seats[0] as TestClient, `line ${i}`)).toMatchObject({ ok: true });
    const db = new Database(path.join(server.dataDir, 'initiative.db'), { readonly: true });
    try {
      const rows = db
        .prepare<[string], { channel: string; n: number; oldest: string }>(
          `SELECT channel, COUNT(*) AS n,
                  (SELECT text FROM chat c WHERE c.game_id = chat.game_id AND c.channel = chat.channel ORDER BY id LIMIT 1) AS oldest
             FROM chat WHERE game_id = ? GROUP BY channel ORDER BY channel`,
        )
        .all(game.gameId);
      expect(rows).toEqual([
        { channel: 'spectators', n: 1, oldest: 'first from the stands' },
        { channel: 'table', n: CHAT_KEPT_PER_CHANNEL, oldest: `line ${flood - CHAT_KEPT_PER_CHANNEL}` },
      ]);
    } finally {
      db.close();
    }
    const read = await history(seats[1] as TestClient);
    expect(read).toHaveLength(CHAT_KEPT_PER_CHANNEL);
    expect(read.at(-1)?.text).toBe(`line ${flood - 1}`);
  });
});
