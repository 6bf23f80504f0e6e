// Vortex (the Vuil'raith Cabal's technology): a component action capturing a unit from another
// player's reinforcements, of a type that player has in a system next to one of the Cabal's docks.

import { describe, expect, it } from 'vitest';
import { refused, setSpace } from '../../test-support/build-fixtures.ts';
import { inReinforcements } from '../board/forces.ts';
import type { Intent } from '../wire/intents.ts';
import { legalIntents } from '../engine/legal.ts';
import { adjacency } from '../board/neighbours.ts';
import type { GameState, Seat } from '../state/state.ts';
import { inActionPhase, newGame, notes, run } from '../../test-support/test-helpers.ts';
import { updatePlayer } from '../state/update.ts';
import { vortexChoices } from './amalgamation.ts';
import { expectOffersApply, viewOffers } from '../../test-support/offer-fixtures.ts';

const CABAL: Seat = 0;
const SOL: Seat = 1;
const FACTIONS = ['vuilraith-cabal', 'federation-of-sol', 'emirates-of-hacan', 'clan-of-saar'];
const CABAL_HOME = '54';

/** The Cabal's turn, Vortex owned; a Sol carrier in a system next to the Cabal's home (its dock). */
function cabalTurn(): { state: GameState; next: string } {
  let s = inActionPhase(newGame(4, 'vortex', FACTIONS), 'leadership', CABAL);
  s = updatePlayer(s, CABAL, (p) => ({ ...p, technologies: [...p.technologies, 'vortex'] }));
  const home = s.galaxy.systems.find((x) => x.systemId === CABAL_HOME);
  const near = adjacency(s.galaxy).get(home?.position ?? -1) ?? new Set<number>();
  const next = s.galaxy.systems.find((x) => near.has(x.position) && x.systemId !== CABAL_HOME)
    ?.systemId as string;
  s = setSpace(s, next, SOL, { carrier: 1 });
  return { state: s, next };
}

const vortex = (player: Seat, unit: string): Intent =>
  ({ type: 'component-action', ability: { id: 'vortex', player, unit } }) as Intent;

describe('Vortex', () => {
  it('captures a carrier of Sol’s from their reinforcements: the technology exhausted, the turn over', () => {
    const { state } = cabalTurn();
    expect(vortexChoices(state, CABAL)).toContainEqual({ player: SOL, unit: 'carrier' });
    expect(
      legalIntents(state, { kind: 'seat', seat: CABAL }).some(
        (i) => i.type === 'component-action' && i.ability?.id === 'vortex',
      ),
    ).toBe(true);
    const left = inReinforcements(state, SOL, 'carrier') as number;
    const out = run(state, CABAL, vortex(SOL, 'carrier'));
    if (!out.ok) throw new Error(out.message);
    expect(out.state.players[CABAL]?.capturedUnits).toEqual({ [String(SOL)]: { carrier: 1 } });
    expect(inReinforcements(out.state, SOL, 'carrier')).toBe(left - 1);
    expect(out.state.players[CABAL]?.exhaustedCards).toContain('vortex');
    expect(out.state.active).not.toBe(CABAL);
    expect(notes(out)[0]).toBe(
      "P1 takes a component action with Vortex (exhausted): captures 1 Carrier from P2's reinforcements.",
    );
  });

  it('refuses a type that player has nowhere next to the Cabal’s docks, and a player without the technology', () => {
    const { state } = cabalTurn();
    expect(refused(state, CABAL, vortex(SOL, 'war-sun')).message).toMatch(
      /^Vortex captures a unit of a type P2 has/,
    );
    const without = updatePlayer(state, CABAL, (p) => ({
      ...p,
      technologies: p.technologies.filter((t) => t !== 'vortex'),
    }));
    expect(refused(without, CABAL, vortex(SOL, 'carrier')).message).toBe('You do not own Vortex.');
  });

  it('a unit in the dock’s own system is not next to it (LRR 6)', () => {
    const { state, next } = cabalTurn();
    const moved = setSpace(setSpace(state, next, SOL, {}), CABAL_HOME, SOL, { carrier: 1 });
    expect(vortexChoices(moved, CABAL).some((c) => c.player === SOL && c.unit === 'carrier')).toBe(false);
  });
});

describe('Vortex offer', () => {
  it('lists exactly the units Vortex may capture, each applying; a unit outside it is refused', () => {
    const { state } = cabalTurn();
    const intents = expectOffersApply(state, CABAL, 'vortex');
    expect(intents.map((i) => i.ability)).toEqual(
      vortexChoices(state, CABAL).map((c) => ({ id: 'vortex', ...c })),
    );
    expect(intents).toContainEqual(vortex(SOL, 'carrier'));
    expect(run(state, CABAL, vortex(SOL, 'war-sun')).ok).toBe(false);
    expect(viewOffers(state, SOL, 'vortex')).toEqual([]);
  });
});
