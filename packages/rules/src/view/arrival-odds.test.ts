// The odds the movement form shows before ships move (issue 28): counted from the view every seat
// sees, with the chosen ships and their fighters against the one defender in the active system.

import { describe, expect, it } from 'vitest';
import { HACAN, SOL, combatTable } from '../../test-support/combat-fixtures.ts';
import { MUAAT, setSpace, withTechnologies } from '../../test-support/move-fixtures.ts';
import { arrivalOdds } from './arrival-odds.ts';
import { viewFor } from './view.ts';

const solView = (s: Parameters<typeof viewFor>[0]) => viewFor(s, { kind: 'seat', seat: SOL });

describe('odds before moving', () => {
  it('two dreadnoughts against a lone fighter almost always win; the defender is named', () => {
    const view = solView(combatTable({ dreadnought: 2 }, { fighter: 1 }));
    const odds = arrivalOdds(view, SOL, '20', { dreadnought: 2 });
    expect(odds?.defender).toBe(HACAN);
    // The fighter hits on a 9 or 10 only once before it dies: Sol loses only if it never dies.
    expect(odds?.odds.attackerWins).toBeGreaterThan(0.99);
    expect(
      (odds?.odds.attackerWins ?? 0) + (odds?.odds.defenderWins ?? 0) + (odds?.odds.draw ?? 0),
    ).toBeCloseTo(1, 6);
  });

  it('carried fighters fight: more ships chosen, better odds', () => {
    const view = solView(combatTable({ cruiser: 2 }, { cruiser: 2 }));
    const alone = arrivalOdds(view, SOL, '20', { cruiser: 2 });
    const withFighters = arrivalOdds(view, SOL, '20', { cruiser: 2, fighter: 2 });
    expect(alone?.odds.attackerWins).toBeCloseTo(alone?.odds.defenderWins ?? 0, 6); // mirror fleets
    expect(withFighters!.odds.attackerWins).toBeGreaterThan(alone!.odds.attackerWins + 0.1);
  });

  it('the owner’s unit upgrades set the profiles (Cruiser II hits on 6)', () => {
    const base = combatTable({ cruiser: 2 }, { cruiser: 2 });
    const plain = arrivalOdds(solView(base), SOL, '20', { cruiser: 2 });
    const upgraded = arrivalOdds(solView(withTechnologies(base, SOL, ['cruiser-ii'])), SOL, '20', {
      cruiser: 2,
    });
    expect(upgraded!.odds.attackerWins).toBeGreaterThan(plain!.odds.attackerWins + 0.05);
    expect(upgraded!.odds.attackerWins).toBeGreaterThan(upgraded!.odds.defenderWins);
  });

  it('no odds with no one to fight, or with two other players’ ships (one opponent per combat)', () => {
    expect(arrivalOdds(solView(combatTable({ cruiser: 1 }, {})), SOL, '20', { cruiser: 1 })).toBeNull();
    const two = setSpace(combatTable({ cruiser: 1 }, { cruiser: 1 }), '20', MUAAT, { destroyer: 1 });
    expect(arrivalOdds(solView(two), SOL, '20', { cruiser: 1 })).toBeNull();
    expect(arrivalOdds(solView(combatTable({}, { cruiser: 1 })), SOL, '20', {})).toBeNull();
  });
});
