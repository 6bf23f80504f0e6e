import { expect, it } from 'vitest';
import { STRATEGY_CARD_IDS, type Intent, type StrategyCardId } from '@initiative/rules';
import { hasMove, useTestServer, waitedMoves, whoseMove, type TestClient } from './helpers.ts';

const server = useTestServer();

const seatOf = (c: TestClient) => (c.view.viewer.kind === 'seat' ? c.view.viewer.seat : -1);

/** Plays one legal intent chosen by `choose` and checks every client got the update. */
async function move(
  seats: TestClient[],
  all: TestClient[],
  choose: (legal: readonly Intent[]) => Intent,
  anyMover = false,
): Promise<{ seat: number; intent: Intent; version: number }> {
  // While followers decide on a secondary, several seats may move at once.
  const mover = anyMover ? (seats.find(hasMove) as TestClient) : whoseMove(seats);
  const intent = choose(waitedMoves(mover));
  const ack = await mover.send(intent);
  if (!ack.ok) throw new Error(`legal intent refused: ${ack.code} ${ack.message}`);
  const updates = await Promise.all(all.map((c) => c.nextUpdate()));
  expect(updates.map((u) => u.version)).toEqual(all.map(() => ack.version));
  return { seat: seatOf(mover), intent, version: ack.version };
}

it('plays a whole 4-player strategy phase over sockets: eight cards picked over two laps from the speaker, then the action phase', async () => {
  const { seats, spectator, all, base } = await server.table(4);
  const speaker = spectator.view.speaker;
  const lap = [0, 1, 2, 3].map((i) => (speaker + i) % 4);
  expect(spectator.view.draft?.order).toEqual([...lap, ...lap]);

  const picks: { seat: number; card: StrategyCardId }[] = [];
  let version = base;
  while (spectator.view.phase === 'strategy') {
    const view = spectator.view;
    const picker = view.draft?.order[view.draft.index];
    const mover = whoseMove(seats);
    expect(seatOf(mover)).toBe(picker);
    expect(view.waiting.seats).toEqual([picker]);
    // The picker is offered exactly the cards still in the common area.
    const unpicked = STRATEGY_CARD_IDS.filter((id) => view.cards[id].holder === null);
    expect(waitedMoves(mover)).toEqual(unpicked.map((card) => ({ type: 'pick-strategy-card', card })));

    // Vary the choice: alternately the last and the first card on offer.
    const played = await move(
      seats,
      all,
      (legal) => legal[picks.length % 2 ? 0 : legal.length - 1] as Intent,
    );
    expect(played.version).toBe(++version);
    if (played.intent.type !== 'pick-strategy-card') throw new Error('expected a pick');
    picks.push({ seat: played.seat, card: played.intent.card });
    expect(spectator.view.cards[played.intent.card].holder).toBe(played.seat);
  }

  // Seven picks were sent; the last card went to the last picker without a choice.
  expect(version).toBe(base + 7);
  const view = spectator.view;
  const forced = STRATEGY_CARD_IDS.find((id) => !picks.some((p) => p.card === id)) as StrategyCardId;
  expect(view.cards[forced].holder).toBe(lap[3]);
  expect(picks.map((p) => p.seat)).toEqual([...lap, ...lap].slice(0, 7));
  expect(spectator.latest.log.some((e) => e.text.includes('is left with'))).toBe(true);

  expect(view.phase).toBe('action');
  expect(view.draft).toBeNull();
  expect(STRATEGY_CARD_IDS.every((id) => view.cards[id].holder !== null)).toBe(true);
  for (let seat = 0; seat < 4; seat++) {
    expect(STRATEGY_CARD_IDS.filter((id) => view.cards[id].holder === seat)).toHaveLength(2);
  }

  // Turn order follows initiative; the first player may play either of its two cards.
  const initiatives = view.turnOrder.map((s) => view.players[s]?.initiative ?? 99);
  expect(initiatives).toEqual([...initiatives].sort((a, b) => a - b));
  expect(view.active).toBe(view.turnOrder[0]);
  const active = whoseMove(seats);
  expect(seatOf(active)).toBe(view.active);
  // (…or take a tactical or component action, but not pass while holding an unused card.)
  expect(active.legal.filter((i) => i.type === 'strategic-action')).toHaveLength(2);
  expect(active.legal.map((i) => i.type)).not.toContain('pass');
  expect(spectator.view.legal).toEqual([]);
});

it('plays a 3-player round to the next strategy phase: unpicked cards gain a trade good and a picker takes them', async () => {
  const { seats, spectator, all, base } = await server.table(3);
  while (spectator.view.phase === 'strategy') await move(seats, all, (legal) => legal[0] as Intent);
  expect(spectator.latest.version).toBe(base + 6);
  const unpicked = STRATEGY_CARD_IDS.filter((id) => spectator.view.cards[id].holder === null);
  expect(unpicked).toHaveLength(2);
  for (const id of unpicked) expect(spectator.view.cards[id].tradeGoods).toBe(1);

  // Action phase: every player plays both cards (start, primary, two followers decide), then passes.
  // (A faction's extra draw may add a discard: each intent counts once.)
  let guard = 0;
  let sent = 0;
  while (spectator.view.phase === 'action' && guard++ < 60) {
    await move(seats, all, (legal) => legal[0] as Intent, true);
    sent++;
  }
  expect(sent).toBeGreaterThanOrEqual(6 * 4 + 3);
  // Status phase: each scores nothing in turn, then all three arrange their command tokens.
  expect(spectator.view.phase).toBe('status');
  while (spectator.view.phase === 'status' && guard++ < 80) {
    await move(seats, all, (legal) => legal[0] as Intent, true);
    sent++;
  }
  expect(spectator.view.phase).toBe('strategy');
  expect(spectator.view.round).toBe(2);
  expect(spectator.latest.version).toBe(base + 6 + sent);

  // Round 2: the card that waited a round still carries its trade good; whoever picks it gets it.
  const richCard = unpicked[0] as StrategyCardId;
  expect(spectator.view.cards[richCard].tradeGoods).toBe(1);
  const before = spectator.view.players.map((p) => p.tradeGoods); // round 1 may have brought some
  const played = await move(seats, all, () => ({ type: 'pick-strategy-card', card: richCard }));
  expect(spectator.view.players[played.seat]?.tradeGoods).toBe((before[played.seat] ?? 0) + 1);
  expect(spectator.view.cards[richCard]).toMatchObject({ holder: played.seat, tradeGoods: 0 });
});
