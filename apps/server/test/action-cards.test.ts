// Action cards played out of turn, through the protocol (issue 14): a seat holding Summit sees it
// offered during the draft while nobody else's messages mention it; a bad choice is refused with the
// reason and changes nothing; played, every viewer reads the same tokens and log. Public Disgrace
// sends the last pick back and its player picks again.

import { expect, it } from 'vitest';
import { currentPicker, type GameState, type Intent } from '@initiative/rules';
import { eventually, startedGame, useTestServer, type TestClient } from './helpers.ts';

const server = useTestServer({ RATE_LIMIT_PER_SECOND: '1000', RATE_LIMIT_BURST: '1000' });

/** A started three-player game in its first draft; `holder` is dealt `cards` (in memory, before anyone connects). */
async function dealt(cards: string[]) {
  const game = await startedGame(server.url, 3);
  const live = server.hub.get(game.gameId);
  if (!live?.state) throw new Error('the game has not started');
  const s: GameState = live.state;
  const holder = ((currentPicker(s) ?? 0) + 1) % 3;
  live.state = {
    ...s,
    decks: { ...s.decks, action: s.decks.action.filter((c) => !cards.includes(c)) },
    players: s.players.map((p) => ({ ...p, actionCards: p.seat === holder ? cards : [] })),
  };
  const seats = await Promise.all(game.seatTokens.map((t) => server.connect(game.gameId, t)));
  const spectator = await server.connect(game.gameId);
  return { game, holder, seats, spectator, picker: currentPicker(s) as number };
}

it('Summit is offered only to its holder, refused with the reason when mis-placed, and seen alike when played', async () => {
  const { game, holder, seats, spectator, picker } = await dealt(['summit-1']);
  const others = [...seats.filter((_, i) => i !== holder), spectator];
  const seen: string[] = [];
  for (const c of others) c.socket.onAny((_e: string, ...args: unknown[]) => seen.push(JSON.stringify(args)));
  // The first pick's update carries the dealt hand to its holder (projections are kept per version).
  expect(
    (await (seats[picker] as TestClient).send({ type: 'pick-strategy-card', card: 'leadership' })).ok,
  ).toBe(true);
  const me = seats[holder] as TestClient;
  await eventually(() => me.legal.some((i) => i.type === 'play-action-card'));
  const offer = me.legal.find((i) => i.type === 'play-action-card');
  expect(offer).toMatchObject({ type: 'play-action-card', card: 'summit-1', pools: expect.any(Object) });
  const version = server.hub.get(game.gameId)?.version;
  expect(
    await me.send({
      type: 'play-action-card',
      card: 'summit-1',
      pools: { tactic: 3, fleet: 0, strategy: 0 },
    }),
  ).toMatchObject({
    ok: false,
    code: 'rule/illegal-choice',
    message: expect.stringMatching(/place exactly 2/),
  });
  expect(server.hub.get(game.gameId)?.version).toBe(version);
  expect(seen.length).toBeGreaterThan(0); // the others did receive the pick's update
  expect(seen.join('')).not.toContain('summit');
  const before = spectator.view.players[holder]?.pools.strategy ?? 0;
  expect(
    (
      await me.send({
        type: 'play-action-card',
        card: 'summit-1',
        pools: { tactic: 0, fleet: 0, strategy: 2 },
      })
    ).ok,
  ).toBe(true);
  await eventually(() =>
    [...seats, spectator].every((c) => c.latest.view?.players[holder]?.pools.strategy === before + 2),
  );
  const log = spectator.updates.all.flatMap((u) => u.log.map((l) => l.text)).join('\n');
  expect(log).toContain(`plays the action card Summit.`);
  expect(me.latest.view?.players[holder]?.actionCards).toEqual([]);
}, 60_000);

it('Public Disgrace sends the last pick back; its player must pick another card', async () => {
  const { holder, seats, spectator, picker } = await dealt(['public-disgrace-1']);
  const first = seats[picker] as TestClient;
  // Holding the card before anyone picked: nothing to play yet.
  expect((seats[holder] as TestClient).legal.some((i) => i.type === 'play-action-card')).toBe(false);
  expect((await first.send({ type: 'pick-strategy-card', card: 'leadership' })).ok).toBe(true);
  const me = seats[holder] as TestClient;
  await eventually(() => me.legal.some((i) => i.type === 'play-action-card'));
  expect((await me.send(me.legal.find((i) => i.type === 'play-action-card') as Intent)).ok).toBe(true);
  await eventually(() => spectator.latest.view?.cards.leadership.holder === null);
  await eventually(() => first.legal.some((i) => i.type === 'pick-strategy-card'));
  expect(await first.send({ type: 'pick-strategy-card', card: 'leadership' })).toMatchObject({
    ok: false,
    code: 'rule/illegal-choice',
    message: 'Public Disgrace: choose a strategy card other than Leadership this time.',
  });
  expect((await first.send({ type: 'pick-strategy-card', card: 'diplomacy' })).ok).toBe(true);
  await eventually(() => spectator.latest.view?.cards.diplomacy.holder === picker);
}, 60_000);
