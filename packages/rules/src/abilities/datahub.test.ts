// Quantum Datahub Node (the Hacan): at the end of the strategy phase, a strategy-pool token and 3 trade
// goods given to another player swap one of the Hacan's strategy cards for one of that player's.

import { describe, expect, it } from 'vitest';
import type { StrategyCardId } from '../content/strategy-cards.ts';
import { legalIntents } from '../engine/legal.ts';
import type { GameState, Seat } from '../state/state.ts';
import { currentPicker, unpickedCards } from '../rules/strategy-phase.ts';
import {
  HACAN,
  SOL,
  attempt,
  notesOf,
  play,
  strategyTable,
  withPlayer,
} from '../../test-support/turn-fixtures.ts';
import { initiativeOrder } from '../board/turn-order.ts';
import { viewFor } from '../view/view.ts';
import { applyIntent } from '../engine/engine.ts';
import { expectOffersApply, viewOffers } from '../../test-support/offer-fixtures.ts';
import { QUANTUM_DATAHUB_NODE } from './datahub.ts';

/** The strategy table with the Hacan owning the technology, holding `tradeGoods` and `strategy` tokens. */
function withDatahub(tradeGoods = 5, strategy = 2): GameState {
  return withPlayer(strategyTable(), HACAN, (p) => ({
    ...p,
    technologies: [...p.technologies, QUANTUM_DATAHUB_NODE],
    tradeGoods,
    pools: { ...p.pools, strategy },
  }));
}

/** Every pick made, each picker taking the card named for them in `wanted`, else the lowest left. */
function pickAll(s: GameState, wanted: Partial<Record<Seat, StrategyCardId>> = {}): GameState {
  let state = s;
  while (currentPicker(state) !== null) {
    const seat = currentPicker(state) as Seat;
    const want = wanted[seat];
    const card =
      want && state.cards[want].holder === null ? want : (unpickedCards(state)[0] as StrategyCardId);
    state = play(state, seat, { type: 'pick-strategy-card', card });
  }
  return state;
}

const holderOf = (s: GameState, card: StrategyCardId) => s.cards[card].holder;
const cardsOf = (s: GameState, seat: Seat) =>
  (Object.keys(s.cards) as StrategyCardId[]).filter((c) => holderOf(s, c) === seat);
/** Every pick made; the Hacan's first card and Sol's first card (lowest initiative first). */
function picked(): { s: GameState; give: StrategyCardId; take: StrategyCardId } {
  const s = pickAll(withDatahub());
  return { s, give: cardsOf(s, HACAN)[0] as StrategyCardId, take: cardsOf(s, SOL)[0] as StrategyCardId };
}

describe('Quantum Datahub Node (Hacan)', () => {
  it('once every pick is made the game waits for the Hacan, who may swap cards: a token and 3 trade goods to the other player', () => {
    const { s, give, take } = picked();
    expect(s.phase).toBe('strategy');
    expect(viewFor(s, { kind: 'spectator' }).waiting.seats).toEqual([HACAN]);
    const offers = legalIntents(s, { kind: 'seat', seat: HACAN });
    expect(offers).toContainEqual({ type: 'datahub-swap', swap: null });
    expect(offers).toContainEqual({ type: 'datahub-swap', swap: { with: SOL, give, take } });
    expect(legalIntents(s, { kind: 'seat', seat: SOL })).toEqual([]);

    const hacan = s.players[HACAN];
    const sol = s.players[SOL];
    const out = attempt(s, HACAN, { type: 'datahub-swap', swap: { with: SOL, give, take } });
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    const next = out.state;
    expect(holderOf(next, take)).toBe(HACAN);
    expect(holderOf(next, give)).toBe(SOL);
    expect(next.players[HACAN]?.pools.strategy).toBe((hacan?.pools.strategy ?? 0) - 1);
    expect(next.players[HACAN]?.tradeGoods).toBe((hacan?.tradeGoods ?? 0) - 3);
    expect(next.players[SOL]?.tradeGoods).toBe((sol?.tradeGoods ?? 0) + 3);
    // The action phase starts with the cards where the swap left them.
    expect(next.phase).toBe('action');
    expect(next.active).toBe(initiativeOrder(next)[0]);
    const name = (c: StrategyCardId) => c.charAt(0).toUpperCase() + c.slice(1);
    expect(notesOf(out)[0]).toBe(
      `${hacan?.name} uses Quantum Datahub Node: a strategy-pool token spent and 3 trade goods to ${sol?.name}, who takes ${name(give)} and gives ${name(take)}.`,
    );
  });

  it('declining starts the action phase with the cards as picked, and nothing paid', () => {
    const s = pickAll(withDatahub());
    const out = attempt(s, HACAN, { type: 'datahub-swap', swap: null });
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.state.phase).toBe('action');
    expect(out.state.cards).toEqual(s.cards);
    expect(out.state.players[HACAN]?.tradeGoods).toBe(s.players[HACAN]?.tradeGoods);
    expect(out.state.players[HACAN]?.pools).toEqual(s.players[HACAN]?.pools);
  });

  it('is not offered without a strategy-pool token, or with fewer than 3 trade goods, or to others: the phase just ends', () => {
    expect(pickAll(withDatahub(5, 0)).phase).toBe('action');
    expect(pickAll(withDatahub(2, 2)).phase).toBe('action');
    expect(pickAll(strategyTable()).phase).toBe('action'); // nobody owns it
  });

  it('refuses what the rule does not allow, and changes nothing', () => {
    const { s, give, take } = picked();
    const notSols = (Object.keys(s.cards) as StrategyCardId[]).find(
      (c) => holderOf(s, c) !== SOL,
    ) as StrategyCardId;
    const refusal = (seat: Seat, swap: unknown) => {
      const out = attempt(s, seat, { type: 'datahub-swap', swap });
      return out.ok ? 'applied' : `${out.code}: ${out.message}`;
    };
    expect(refusal(SOL, null)).toMatch(/^intent\/not-your-turn: .*Quantum Datahub Node is theirs/);
    expect(refusal(HACAN, { with: SOL, give: take, take: give })).toMatch(
      /^rule\/illegal-choice: \w+ is not yours to give/,
    );
    expect(refusal(HACAN, { with: SOL, give, take: notSols })).toMatch(
      /^rule\/illegal-choice: .* does not hold /,
    );
    expect(refusal(HACAN, { with: HACAN, give, take: give })).toMatch(/^rule\/illegal-choice/);
    expect(s.cards).toEqual(picked().s.cards); // nothing changed
    // Before the last pick there is no such choice.
    const early = withDatahub();
    const first = currentPicker(early) as Seat;
    const out = attempt(early, first, { type: 'datahub-swap', swap: null });
    expect(out.ok ? '' : out.code).toMatch(/^intent\/(wrong-phase|not-your-turn)$/);
  });

  it('can be taken back (it reveals nothing): the question is asked again', () => {
    const { s, give, take } = picked();
    const swapped = play(s, HACAN, { type: 'datahub-swap', swap: { with: SOL, give, take } });
    const back = play(swapped, HACAN, { type: 'undo' });
    expect(back.phase).toBe('strategy');
    expect(back.cards).toEqual(s.cards);
    expect(legalIntents(back, { kind: 'seat', seat: HACAN })).toContainEqual({
      type: 'datahub-swap',
      swap: null,
    });
  });
});

describe('Quantum Datahub Node offers', () => {
  it('every swap of one of the Hacan’s cards for another player’s, and keeping them; each applies', () => {
    const { s, give, take } = picked();
    const intents = expectOffersApply(s, HACAN, 'datahub');
    const others = s.players.filter((p) => p.seat !== HACAN);
    const swaps = others.reduce((n, p) => n + cardsOf(s, p.seat).length, 0) * cardsOf(s, HACAN).length;
    expect(intents).toHaveLength(swaps + 1);
    expect(intents).toContainEqual({ type: 'datahub-swap', swap: { with: SOL, give, take } });
    expect(intents).toContainEqual({ type: 'datahub-swap', swap: null });
    expect(viewOffers(s, SOL, 'datahub')).toEqual([]);
    expect(
      applyIntent(
        s,
        { kind: 'seat', seat: HACAN },
        { type: 'datahub-swap', swap: { with: SOL, give: take, take: give } },
      ).ok,
    ).toBe(false);
  });
});
