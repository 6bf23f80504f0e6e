// Two faction abilities that move every combat roll (LRR 18.1): the Sardakk N'orr's Unrelenting adds 1
// to each of their units' combat rolls, the Universities of Jol-Nar's Fragile takes 1 off each of theirs.
// Combat rolls are those of space and ground combat (LRR 18), not Space Cannon, Anti-Fighter Barrage or
// Bombardment rolls. The Jol-Nar's infantry on a planet with their mech (Shield Paling) ignore Fragile.

import type { AbilityRules, RollContext } from '../hooks/contract.ts';
import { countOf } from '../board/forces.ts';
import type { BoardView } from '../board/forces.ts';
import type { Seat } from '../state/state.ts';

const factionOf = (state: BoardView, seat: Seat) => state.players.find((p) => p.seat === seat)?.faction;

function combatModifier(
  id: string,
  faction: string,
  by: number,
  except: (state: BoardView, roll: RollContext) => boolean = () => false,
): AbilityRules {
  return {
    id,
    holder: { kind: 'faction', faction },
    combat: {
      modifier: (state, roll) =>
        roll.kind === 'combat' && factionOf(state, roll.seat) === faction && !except(state, roll) ? by : 0,
    },
  };
}

/** Shield Paling (the Jol-Nar mech): their infantry on its planet are not hit by Fragile. */
const shieldPaling = (state: BoardView, roll: RollContext) =>
  roll.unit === 'infantry' &&
  roll.planet !== undefined &&
  countOf(state.galaxy.planets[roll.planet]?.units[String(roll.seat)], 'mech') > 0;

/** Unrelenting (Sardakk N'orr): +1 to each combat roll. */
export const unrelentingRules = combatModifier('unrelenting', 'sardakk-norr', 1);
/** Fragile (Universities of Jol-Nar): −1 to each combat roll. */
export const fragileRules = combatModifier('fragile', 'universities-of-jol-nar', -1, shieldPaling);
