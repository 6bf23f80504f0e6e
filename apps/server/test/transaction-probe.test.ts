// A hostile player probing another's hand through transaction offers (issue 26): Sol, trading with the
// Hacan (who may trade action cards, Arbiters), asks for every action card of the game one by one. Every
// offer is made alike, whether the Hacan hold the card or not, so nothing is learnt; the Hacan, answering,
// are told what is missing from their own hand, and a refused answer changes nothing.

import { expect, it } from 'vitest';
import { draftedThree, eventually, useTestServer } from './helpers.ts';

const server = useTestServer({ RATE_LIMIT_PER_SECOND: '1000', RATE_LIMIT_BURST: '1000' });

it("asking for each action card in turn tells the asker nothing of the Hacan's hand", async () => {
  const { game, seats, version } = await draftedThree(server, [
    'federation-of-sol',
    'emirates-of-hacan',
    'l1z1x-mindnet',
  ]);
  const [sol, hacan] = seats;
  await eventually(() => sol.legal.some((i) => i.type === 'activate-system'));
  expect(
    await hacan.send({ type: 'table-edit', edit: { kind: 'draw-action-cards', count: 3 } }),
  ).toMatchObject({ ok: true });
  await eventually(() => (hacan.view.players[1]?.actionCards?.length ?? 0) >= 3);
  const held = new Set(hacan.view.players[1]?.actionCards);
  const state = server.hub.get(game.gameId)?.state;
  const own = new Set(state?.players[0]?.actionCards);
  const everyCard = [
    ...(state?.decks.action ?? []),
    ...(state?.decks.actionDiscard ?? []),
    ...(state?.players.flatMap((p) => p.actionCards) ?? []),
  ].filter((c) => !own.has(c));
  expect(everyCard.length).toBeGreaterThan(50);

  // One offer per card (each replaces the last): the answer never depends on the Hacan's hand.
  const answers = new Map<boolean, Set<string>>([
    [true, new Set()],
    [false, new Set()],
  ]);
  for (const card of everyCard) {
    const ack = await sol.send({
      type: 'transaction',
      action: 'offer',
      with: 1,
      give: { tradeGoods: 0, commodities: 0 },
      get: { actionCards: [card] },
    });
    answers.get(held.has(card))?.add(ack.ok ? 'made' : `${ack.code}: ${ack.message}`);
  }
  expect([...(answers.get(true) ?? [])]).toEqual(['made']);
  expect([...(answers.get(false) ?? [])]).toEqual(['made']);

  // An offer for a card still in the deck: the Hacan's acceptance is refused, to them, and changes nothing.
  const inDeck = state?.decks.action[0] as string;
  const ask = { type: 'transaction', action: 'offer', with: 1, get: { actionCards: [inDeck] } };
  expect(await sol.send(ask)).toMatchObject({ ok: true });
  await eventually(() => hacan.legal.some((i) => i.type === 'transaction' && i.action === 'accept'));
  const before = version();
  const accept = await hacan.send({ type: 'transaction', action: 'accept', with: 0 });
  expect(accept).toMatchObject({ ok: false, code: 'rule/illegal-choice' });
  if (!accept.ok) expect(accept.message).toMatch(/does not hold those action cards/);
  expect(version()).toBe(before);
});
