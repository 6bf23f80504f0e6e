// Mitosis (Arborec), at the start of the status phase: 1 infantry from reinforcements on a planet they
// control, before anyone scores; the host's stop-waiting places it for them.

import { describe, expect, it } from 'vitest';
import { applyIntent } from '../engine/engine.ts';
import type { Intent } from '../wire/intents.ts';
import { legalIntents, waitingFor } from '../engine/legal.ts';
import type { GameState, Seat } from '../state/state.ts';
import { currentScorer } from '../rules/status-phase.ts';
import { newGame, notes } from '../../test-support/test-helpers.ts';
import { actionTableOf, toStatusPhase } from '../../test-support/turn-fixtures.ts';
import { expectOffersApply, viewOffers } from '../../test-support/offer-fixtures.ts';

const ARBOREC: Seat = 0;
const SOL: Seat = 1;
const FACTIONS = ['arborec', 'federation-of-sol', 'emirates-of-hacan', 'clan-of-saar'];

function statusTable(): GameState {
  return toStatusPhase(actionTableOf(newGame(4, 'mitosis', FACTIONS)));
}

const infantryOn = (s: GameState, planet: string) =>
  s.galaxy.planets[planet]?.units[String(ARBOREC)]?.infantry ?? 0;

describe('Mitosis: the Arborec place 1 infantry as the status phase begins', () => {
  it('waits for the Arborec before scoring, offering each planet they control', () => {
    const s = statusTable();
    expect(s.status?.mitosis).toEqual([ARBOREC]);
    expect(currentScorer(s)).toBeNull();
    expect(waitingFor(s)).toMatchObject({
      seats: [ARBOREC],
      text: 'Status phase: waiting for P1 to place 1 infantry on a planet they control (Mitosis).',
    });
    const offers = legalIntents(s, { kind: 'seat', seat: ARBOREC });
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.every((i) => i.type === 'mitosis')).toBe(true);
    expect(legalIntents(s, { kind: 'seat', seat: SOL }).some((i) => i.type === 'score-objectives')).toBe(
      false,
    );
  });

  it('places the infantry, then scoring begins', () => {
    const s = statusTable();
    const planet = (
      legalIntents(s, { kind: 'seat', seat: ARBOREC })[0] as Extract<Intent, { type: 'mitosis' }>
    ).planet;
    const out = applyIntent(s, { kind: 'seat', seat: ARBOREC }, { type: 'mitosis', planet });
    if (!out.ok) throw new Error(out.message);
    expect(infantryOn(out.state, planet)).toBe(infantryOn(s, planet) + 1);
    expect(notes(out)[0]).toMatch(/^P1 places 1 infantry on .+ \(Mitosis\)\.$/);
    expect(out.state.status?.mitosis).toBeUndefined();
    expect(currentScorer(out.state)).toBe(out.state.status?.order[0]);
    // A misclick is taken back like any move: the choice is open again.
    const back = applyIntent(out.state, { kind: 'seat', seat: ARBOREC }, { type: 'undo' });
    expect(back.ok && notes(back)[0]).toBe('P1 takes back placing their Mitosis infantry.');
    expect(back.ok && back.state.status?.mitosis).toEqual([ARBOREC]);
  });

  it('refuses a planet they do not control, another player, and a second placement', () => {
    const s = statusTable();
    const solPlanet = Object.entries(s.galaxy.planets).find(([, p]) => p.controller === SOL)?.[0] as string;
    expect(
      applyIntent(s, { kind: 'seat', seat: ARBOREC }, { type: 'mitosis', planet: solPlanet }),
    ).toMatchObject({
      ok: false,
      code: 'rule/not-controlled',
    });
    expect(applyIntent(s, { kind: 'seat', seat: SOL }, { type: 'mitosis', planet: solPlanet })).toMatchObject(
      {
        ok: false,
        code: 'intent/not-your-turn',
      },
    );
  });

  it('the host may move on: the infantry goes on their home planet', () => {
    const s = statusTable();
    const out = applyIntent(s, { kind: 'host' }, { type: 'skip-undecided' });
    if (!out.ok) throw new Error(out.message);
    expect(notes(out)[0]).toBe("The host places P1's Mitosis infantry.");
    expect(out.state.status?.mitosis).toBeUndefined();
    expect(
      applyIntent(out.state, { kind: 'seat', seat: ARBOREC }, { type: 'mitosis', planet: 'nestphar' }),
    ).toMatchObject({
      ok: false,
      code: 'intent/wrong-phase',
    });
  });

  it('without an Arborec at the table, scoring starts at once', () => {
    const s = toStatusPhase(actionTableOf(newGame(4, 'mitosis', ['nekro-virus', ...FACTIONS.slice(1)])));
    expect(s.status?.mitosis).toBeUndefined();
    expect(currentScorer(s)).not.toBeNull();
  });
});

describe('Mitosis offer', () => {
  it('lists exactly the planets the Arborec control, each placing the infantry; others have none', () => {
    const s = statusTable();
    const intents = expectOffersApply(s, ARBOREC, 'mitosis');
    const controlled = Object.entries(s.galaxy.planets)
      .filter(([, p]) => p.controller === ARBOREC)
      .map(([id]) => id);
    expect(intents.map((i) => i.planet).sort()).toEqual(controlled.sort());
    expect(viewOffers(s, SOL, 'mitosis')).toEqual([]);
    const elsewhere = Object.keys(s.galaxy.planets).find((id) => !controlled.includes(id)) as string;
    expect(applyIntent(s, { kind: 'seat', seat: ARBOREC }, { type: 'mitosis', planet: elsewhere }).ok).toBe(
      false,
    );
  });
});
