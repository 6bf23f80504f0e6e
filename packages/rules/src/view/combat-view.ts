// The exact odds of the combat under way (space or ground), for the forces as they stand
// (combat/odds.ts), shown to everyone beside the combat's public state (`tactical.combat`). Computed once per combat state and
// board: viewFor is called per socket, and a state without a combat costs nothing.

import { groundCombatOdds, spaceCombatOdds } from '../combat/odds.ts';
import type { CombatUnit } from '../combat/fleet.ts';
import { countOf, shipOwners } from '../board/forces.ts';
import { forcesOf } from '../rules/combat-sides.ts';
import { retreatAsked, retreatDestinations } from '../rules/retreat.ts';
import { optionAsked } from '../rules/round-options.ts';
import { armedProfile, nebulaDefence } from '../rules/volley.ts';
import type { GameState, Seat, SpaceCombatState } from '../state/state.ts';

export interface CombatOddsView {
  readonly attackerWins: number;
  readonly defenderWins: number;
  /** Both fleets destroyed in the same round. */
  readonly draw: number;
  /** Neither side can hit. */
  readonly stalemate: number;
  /** Ships expected to be left on each side at the end. */
  readonly expectedSurvivors: { readonly attacker: number; readonly defender: number };
}

const cache = new WeakMap<SpaceCombatState, WeakMap<GameState['galaxy'], CombatOddsView>>();

function unitsOf(state: GameState, combat: SpaceCombatState, seat: Seat, opponent: Seat): CombatUnit[] {
  const out: CombatUnit[] = [];
  for (const [t, n] of forcesOf(state, seat, combat)) {
    const terrain = nebulaDefence(state.tactical?.system, seat === combat.defender, combat.planet);
    const profile = armedProfile(state, seat, t, opponent, combat.planet, terrain);
    const damaged = Math.min(n, countOf(combat.damaged[String(seat)], t));
    for (let i = 0; i < n; i++) out.push(i < damaged ? { profile, damaged: true } : profile);
  }
  return out;
}

/** The odds of the combat in `state`, or undefined when none is under way. */
export function combatOddsView(state: GameState): CombatOddsView | undefined {
  const combat = state.tactical?.combat;
  if (!combat) return undefined;
  const byBoard = cache.get(combat) ?? new WeakMap<GameState['galaxy'], CombatOddsView>();
  cache.set(combat, byBoard);
  const hit = byBoard.get(state.galaxy);
  if (hit) return hit;
  // Space Cannon Offense's hits being assigned: the odds of the space combat that may follow, against the
  // one other player with ships there (the player firing may be someone else, or have none).
  const other = combat.offense
    ? shipOwners(state, state.tactical?.system ?? '').filter((s) => s !== combat.attacker)
    : [combat.defender];
  const [opponent] = other;
  if (opponent === undefined || other.length > 1) return undefined;
  const attacker = unitsOf(state, combat, combat.attacker, opponent);
  const defender = unitsOf(state, combat, opponent, combat.attacker);
  // A bombardment's hits being assigned: the odds of the ground combat that may follow on the planet.
  const odds =
    combat.planet === undefined
      ? spaceCombatOdds(attacker, defender, { antiFighterBarrage: false })
      : groundCombatOdds(attacker, defender);
  const view: CombatOddsView = {
    attackerWins: odds.attackerWins,
    defenderWins: odds.defenderWins,
    draw: odds.draw,
    stalemate: odds.stalemate,
    expectedSurvivors: odds.expectedSurvivors,
  };
  byBoard.set(state.galaxy, view);
  return view;
}

/** A space combat's Announce Retreats step (LRR 78.4): the seat asked and where it could retreat to. */
export interface RetreatChoiceView {
  readonly seat: Seat;
  /** The eligible adjacent systems (LRR 78.7b-c), in the board's order; never empty. */
  readonly destinations: readonly string[];
}

/** An option offered at the start of a space combat round: to whom, which, and its price. */
export interface RoundOptionView {
  readonly seat: number;
  readonly option: string;
  readonly name: string;
  readonly tradeGoods: number;
}

/** The view's combat part. */
export interface CombatViewPart {
  /** The seat the Announce Retreats step waits for and its eligible systems; absent: none asked. */
  readonly retreatChoice?: RetreatChoiceView;
  /** The seat asked at the start of a round whether to pay for an ability's option (rules/round-options.ts). */
  readonly roundOption?: RoundOptionView;
  /**
   * The exact odds of the combat in `tactical.combat` (space, or ground on `combat.planet`), for the
   * forces as they stand; absent: none.
   */
  readonly combatOdds?: CombatOddsView;
}

export function combatPart(state: GameState): CombatViewPart {
  const odds = combatOddsView(state);
  // Public: the board and the combat are open to all (LRR 78.4's choice is the asked player's).
  const seat = retreatAsked(state);
  const asked = optionAsked(state);
  return {
    ...(odds ? { combatOdds: odds } : {}),
    ...(asked
      ? {
          roundOption: {
            seat: asked.seat,
            option: asked.option.id,
            name: asked.option.name,
            tradeGoods: asked.option.tradeGoods,
          },
        }
      : {}),
    ...(seat === null ? {} : { retreatChoice: { seat, destinations: retreatDestinations(state, seat) } }),
  };
}
