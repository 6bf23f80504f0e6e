// Instinct Training (Xxcha): an action card played through the engine waits while the Xxcha, with the
// technology ready and a strategy token, decide; cancelled, it is discarded without effect and a
// component action does not use the turn; let go, it resolves exactly as played.

import { describe, expect, it } from 'vitest';
import { applyIntent } from '../engine/engine.ts';
import { waitingFor, legalIntents } from '../engine/legal.ts';
import type { Intent } from '../wire/intents.ts';
import type { GameState, Seat } from '../state/state.ts';
import { currentPicker } from '../rules/strategy-phase.ts';
import { inActionPhase, newGame, notes, run } from '../../test-support/test-helpers.ts';
import { updatePlayer } from '../state/update.ts';
import { viewFor } from '../view/view.ts';
import { agendaTable } from '../../test-support/agenda-fixtures.ts';
import { expectOffersApply } from '../../test-support/offer-fixtures.ts';

const SOL: Seat = 0;
const XXCHA: Seat = 1;
const FACTIONS = ['federation-of-sol', 'xxcha-kingdom', 'emirates-of-hacan', 'clan-of-saar'];
const SUMMIT = {
  type: 'play-action-card',
  card: 'summit-1',
  pools: { tactic: 0, fleet: 2, strategy: 0 },
} as Intent;
const answer = (cancel: boolean): Intent => ({ type: 'instinct-training', cancel });

/** The strategy phase; Sol hold Summit and Plague, the Xxcha own Instinct Training (ready) and `strategy` tokens. */
function table(options: { strategy?: number; exhausted?: boolean } = {}): GameState {
  let s = newGame(4, 'instinct', FACTIONS);
  s = updatePlayer(s, SOL, (p) => ({ ...p, actionCards: ['summit-1', 'plague-1'] }));
  return updatePlayer(s, XXCHA, (p) => ({
    ...p,
    technologies: [...p.technologies, 'instinct-training'],
    pools: { ...p.pools, strategy: options.strategy ?? 2 },
    ...(options.exhausted ? { exhaustedCards: ['instinct-training'] } : {}),
  }));
}

function must(state: GameState, seat: Seat | 'host', intent: Intent): { state: GameState; log: string[] } {
  const out = applyIntent(state, seat === 'host' ? { kind: 'host' } : { kind: 'seat', seat }, intent);
  if (!out.ok) throw new Error(`${out.code}: ${out.message}`);
  return { state: out.state, log: notes(out) };
}

describe('Instinct Training: a card played waits for the Xxcha', () => {
  it('holds Summit: nothing resolves, the draft waits, and only the Xxcha may answer', () => {
    const s = table();
    const { state, log } = must(s, SOL, SUMMIT);
    expect(log).toEqual([
      'P1 plays Summit: waiting for P2 to decide whether to cancel it with Instinct Training.',
    ]);
    expect(state.players[SOL]?.pools).toEqual(s.players[SOL]?.pools);
    expect(state.players[SOL]?.actionCards).toContain('summit-1');
    expect(waitingFor(state).seats).toEqual([XXCHA]);
    expect(legalIntents(state, { kind: 'seat', seat: XXCHA })).toEqual([answer(false), answer(true)]);
    expect(legalIntents(state, { kind: 'seat', seat: 2 })).toEqual([]);
    const picker = currentPicker(state) as Seat;
    const pick = run(state, picker, { type: 'pick-strategy-card', card: 'warfare' });
    expect(pick).toMatchObject({ ok: false, code: 'intent/cancel-pending' });
    expect(run(state, SOL, answer(false))).toMatchObject({
      ok: false,
      message: 'The game is not waiting for your answer about this card.',
    });
    // Everyone sees which card waits (its id, not the instance in the hand).
    expect(viewFor(state, { kind: 'spectator' }).cancelWindow).toEqual({
      seat: SOL,
      card: 'summit',
      waiting: [XXCHA],
    });
  });

  it('let go, the card resolves exactly as it was played', () => {
    const held = must(table(), SOL, SUMMIT).state;
    const { state, log } = must(held, XXCHA, answer(false));
    expect(log).toEqual([
      'P2 lets Summit resolve.',
      'P1 plays the action card Summit.',
      'P1 gains 2 command tokens: tactic 0, fleet 2, strategy 0.',
    ]);
    expect(state.players[SOL]?.pools.fleet).toBe((held.players[SOL]?.pools.fleet ?? 0) + 2);
    expect(state.cancelWindow).toBeUndefined();
    expect(state.players[XXCHA]?.exhaustedCards ?? []).not.toContain('instinct-training');
  });

  it('cancelled, the card is discarded without effect, for the technology and a strategy token', () => {
    const held = must(table(), SOL, SUMMIT).state;
    const { state, log } = must(held, XXCHA, answer(true));
    expect(log).toEqual([
      "P2 exhausts Instinct Training and spends a strategy token: P1's Summit is cancelled and discarded.",
    ]);
    expect(state.players[SOL]?.pools).toEqual(held.players[SOL]?.pools);
    expect(state.players[SOL]?.actionCards).toEqual(['plague-1']);
    expect(state.decks.actionDiscard.at(-1)).toBe('summit-1');
    expect(state.players[XXCHA]?.pools.strategy).toBe(1);
    expect(state.players[XXCHA]?.exhaustedCards).toContain('instinct-training');
    expect(currentPicker(state)).toBe(currentPicker(held)); // the draft goes on
  });

  it('opens no window when the technology is exhausted, without a strategy token, or for the Xxcha’s own card', () => {
    expect(must(table({ exhausted: true }), SOL, SUMMIT).state.cancelWindow).toBeUndefined();
    expect(must(table({ strategy: 0 }), SOL, SUMMIT).state.cancelWindow).toBeUndefined();
    const own = updatePlayer(table(), XXCHA, (p) => ({ ...p, actionCards: ['summit-2'] }));
    const played = { ...SUMMIT, card: 'summit-2' } as Intent;
    expect(must(own, XXCHA, played).state.cancelWindow).toBeUndefined();
  });

  it('a play that is refused opens no window and changes nothing', () => {
    const s = table();
    const wrong = { ...SUMMIT, pools: { tactic: 3, fleet: 0, strategy: 0 } } as Intent;
    expect(run(s, SOL, wrong)).toMatchObject({ ok: false, message: expect.stringMatching(/exactly 2/) });
  });

  it('the host may stop waiting: nobody cancels and the card resolves', () => {
    const held = must(table(), SOL, SUMMIT).state;
    expect(legalIntents(held, { kind: 'host' })).toEqual([{ type: 'skip-undecided' }]);
    const { state, log } = must(held, 'host', { type: 'skip-undecided' });
    expect(log[0]).toBe('The host stops waiting: Summit is not cancelled.');
    expect(state.players[SOL]?.pools.fleet).toBe((held.players[SOL]?.pools.fleet ?? 0) + 2);
  });

  it('the player may take the card back while it waits', () => {
    const s = table();
    const held = must(s, SOL, SUMMIT).state;
    const back = must(held, SOL, { type: 'undo' }).state;
    expect(back.cancelWindow).toBeUndefined();
    expect(back.players[SOL]?.actionCards).toEqual(s.players[SOL]?.actionCards);
  });

  it('a component action card cancelled does not use the turn (LRR 22.4)', () => {
    const s = inActionPhase(table(), 'leadership', SOL);
    const plague: Intent = { type: 'component-action', actionCard: 'plague-1' };
    const held = must(s, SOL, plague).state;
    expect(held.cancelWindow?.card).toBe('plague-1');
    const { state, log } = must(held, XXCHA, answer(true));
    expect(log[0]).toMatch(/Plague is cancelled and discarded\. Their action is not used\.$/);
    expect(state.active).toBe(SOL);
    expect(legalIntents(state, { kind: 'seat', seat: SOL }).some((i) => i.type === 'activate-system')).toBe(
      true,
    );
    // Let go instead, the component action ends the turn as usual.
    const resolved = must(held, XXCHA, answer(false)).state;
    expect(resolved.active).not.toBe(SOL);
  });

  it('holds an agenda-phase card too: a Veto cancelled leaves the agenda to the vote', () => {
    const HACAN: Seat = 1;
    const SAAR: Seat = 2;
    let s = agendaTable(['fleet-regulations', 'mutiny']);
    s = updatePlayer(s, HACAN, (p) => ({ ...p, actionCards: ['veto-1'] }));
    s = updatePlayer(s, SAAR, (p) => ({
      ...p,
      technologies: [...p.technologies, 'instinct-training'],
      pools: { ...p.pools, strategy: 1 },
    }));
    const held = must(s, HACAN, { type: 'agenda-respond', card: 'veto-1' }).state;
    expect(held.cancelWindow?.waiting).toEqual([SAAR]);
    expect(held.agenda?.agenda).toBe('fleet-regulations');
    const out = must(held, SAAR, answer(true)).state;
    expect(out.agenda?.agenda).toBe('fleet-regulations');
    expect(out.decks.actionDiscard.at(-1)).toBe('veto-1');
    const vetoed = must(held, SAAR, answer(false)).state;
    expect(vetoed.agenda?.agenda).toBe('mutiny');
  });
});

describe('Instinct Training offers', () => {
  it('the Xxcha alone are offered to cancel or let go, both applying; the offer names the card, never its instance', () => {
    const { state } = must(table(), SOL, SUMMIT);
    const intents = expectOffersApply(state, XXCHA, 'instinct-training');
    expect(intents).toEqual([answer(true), answer(false)]);
    for (const seat of [SOL, 2]) expect(viewFor(state, { kind: 'seat', seat }).offers).toEqual([]);
    const text = JSON.stringify(viewFor(state, { kind: 'seat', seat: XXCHA }).offers);
    expect(text).toContain('Summit');
    expect(text).not.toContain('summit-1');
  });
});
