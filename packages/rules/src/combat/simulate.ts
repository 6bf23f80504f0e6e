// One combat played out with the seeded dice, by the same steps, rolls and loss orders as the exact
// odds (battle.ts, rolls.ts, fleet.ts): the Monte Carlo check of odds.ts, and a way to resolve a
// combat in one go. The attacker rolls before the defender (LRR 78.3); hits land together.

import type { DiceRoll } from '../content/unit-stats.ts';
import { rollDice } from '../kernel/dice.ts';
import type { RngState } from '../kernel/rng.ts';
import type { Battle, Position } from './battle.ts';
import { assignHits, unitsLeft } from './fleet.ts';
import { combatRolls } from './rolls.ts';

export type CombatWinner = 'attacker' | 'defender' | 'draw' | 'stalemate';

export interface SimulatedCombat {
  readonly winner: CombatWinner;
  /** The units each side has left at the end. */
  readonly position: Position;
  /** Combat rounds fought after the opening steps. */
  readonly rounds: number;
  readonly rng: RngState;
}

/**
 * Plays `battle` to its end. A combat in which neither side has a die to roll ends as a stalemate, and
 * so does one still going after `maxRounds` rounds (only possible with dice that can hardly hit).
 */
export function simulateBattle(battle: Battle, rng: RngState, maxRounds = 10_000): SimulatedCombat {
  let state = rng;
  let position = battle.start;
  const roll = (rolls: readonly DiceRoll[]): number => {
    let hits = 0;
    for (const r of rolls) {
      const result = rollDice(state, r.dice, r.hitsOn);
      state = result.rng;
      hits += result.hits;
    }
    return hits;
  };

  for (const step of battle.opening) {
    const onDefender = step.attacker ? roll(step.attacker.rolls(position.attacker)) : 0;
    const onAttacker = step.defender ? roll(step.defender.rolls(position.defender)) : 0;
    position = {
      attacker: assignHits(
        battle.attacker.fleet,
        position.attacker,
        onAttacker,
        battle.attacker.order,
        step.defender?.target,
      ),
      defender: assignHits(
        battle.defender.fleet,
        position.defender,
        onDefender,
        battle.defender.order,
        step.attacker?.target,
      ),
    };
  }

  let rounds = 0;
  while (unitsLeft(position.attacker) > 0 && unitsLeft(position.defender) > 0) {
    const attackerRolls = combatRolls(
      battle.attacker.fleet,
      position.attacker,
      battle.defender.fleet,
      position.defender,
    );
    const defenderRolls = combatRolls(
      battle.defender.fleet,
      position.defender,
      battle.attacker.fleet,
      position.attacker,
    );
    if (rounds >= maxRounds || (attackerRolls.length === 0 && defenderRolls.length === 0))
      return { winner: 'stalemate', position, rounds, rng: state };
    const onDefender = roll(attackerRolls);
    const onAttacker = roll(defenderRolls);
    position = {
      attacker: assignHits(battle.attacker.fleet, position.attacker, onAttacker, battle.attacker.order),
      defender: assignHits(battle.defender.fleet, position.defender, onDefender, battle.defender.order),
    };
    rounds++;
  }
  const attackerLeft = unitsLeft(position.attacker) > 0;
  const defenderLeft = unitsLeft(position.defender) > 0;
  const winner = attackerLeft ? 'attacker' : defenderLeft ? 'defender' : 'draw';
  return { winner, position, rounds, rng: state };
}
