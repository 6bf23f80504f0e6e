// Which dice a side rolls at each step of a combat, and the exact chance of each number of hits.
// Both the exact odds and the simulation read their dice from here, so they play the same game.

import type { DiceRoll, UnitProfile } from '../content/unit-stats.ts';
import { hitChance } from '../kernel/dice.ts';
import { countUnits, isShip, type Fleet, type FleetState } from './fleet.ts';

/** The side's combat rolls this round (LRR 78.3, 42.1): every unit left rolls its combat dice. */
export function combatRolls(
  fleet: Fleet,
  state: FleetState,
  opponent: Fleet,
  opponentState: FleetState,
): DiceRoll[] {
  const rolls: DiceRoll[] = [];
  fleet.groups.forEach((unit, i) => {
    const count = (state.intact[i] ?? 0) + (state.damaged[i] ?? 0);
    if (count === 0 || unit.combat === undefined) return;
    const perUnit =
      unit.combatDicePerOpposing === 'non-fighter-ship'
        ? countUnits(opponent, opponentState, (u) => isShip(u) && u.type !== 'fighter')
        : unit.combat.dice;
    if (perUnit > 0) rolls.push({ hitsOn: unit.combat.hitsOn, dice: count * perUnit });
  });
  return rolls;
}

/** The side's Anti-Fighter Barrage rolls, in the first round of space combat only (LRR 10.1, 78.1). */
export function barrageRolls(fleet: Fleet, state: FleetState): DiceRoll[] {
  const rolls: DiceRoll[] = [];
  fleet.groups.forEach((unit, i) => {
    const count = (state.intact[i] ?? 0) + (state.damaged[i] ?? 0);
    if (count > 0 && unit.antiFighterBarrage !== undefined)
      rolls.push({ hitsOn: unit.antiFighterBarrage.hitsOn, dice: count * unit.antiFighterBarrage.dice });
  });
  return rolls;
}

/** The Space Cannon rolls of these units (PDS on planets, ships with the ability; LRR 77.3). */
export function spaceCannonRolls(units: readonly UnitProfile[]): DiceRoll[] {
  return units.flatMap((u) =>
    u.spaceCannon ? [{ hitsOn: u.spaceCannon.hitsOn, dice: u.spaceCannon.dice }] : [],
  );
}

/**
 * The Bombardment rolls `ships` may make against a planet holding `planetUnits` (LRR 15): none when a unit
 * there has Planetary Shield (LRR 65) and no ship in the system strips it.
 */
export function bombardmentRolls(
  ships: readonly UnitProfile[],
  planetUnits: readonly UnitProfile[],
): DiceRoll[] {
  const shielded =
    planetUnits.some((u) => u.planetaryShield) && !ships.some((s) => s.disablesPlanetaryShield);
  if (shielded) return [];
  return ships.flatMap((s) =>
    s.bombardment ? [{ hitsOn: s.bombardment.hitsOn, dice: s.bombardment.dice }] : [],
  );
}

/** P(k hits) for k = 0 … total dice: the convolution of each die's hit-or-miss. */
export function hitDistribution(rolls: readonly DiceRoll[]): number[] {
  let dist = [1];
  for (const r of rolls) {
    const p = hitChance(r.hitsOn);
    for (let die = 0; die < r.dice; die++) {
      const next = new Array<number>(dist.length + 1).fill(0);
      dist.forEach((q, k) => {
        next[k] = (next[k] ?? 0) + q * (1 - p);
        next[k + 1] = (next[k + 1] ?? 0) + q * p;
      });
      dist = next;
    }
  }
  return dist;
}

/** A key naming a set of rolls, for memoising their distribution. */
export function rollsKey(rolls: readonly DiceRoll[]): string {
  return rolls.map((r) => `${r.hitsOn}x${r.dice}`).join(' ');
}
