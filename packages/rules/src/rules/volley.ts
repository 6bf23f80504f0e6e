// The dice of combat: one player's roll of one kind (combat rolls, LRR 18; Space Cannon, LRR 77;
// Anti-Fighter Barrage, LRR 10; Bombardment, LRR 15) for some of their units, from the game's generator.
// Each unit type's value and dice come from its profile (the owner's faction and unit upgrades, LRR
// 96-97); abilities change them through the combat hooks (hooks/mechanisms.ts): a modifier to each die's
// result (LRR 18.1: +1 hits on one less) and extra dice for one unit. Every roll is logged with its faces.

import { countOf, unitCount, type BoardView } from '../board/forces.ts';
import { techAbilities } from '../board/tech-abilities.ts';
import { unitProfile, type DiceRoll, type UnitProfile, type UnitType } from '../content/index.ts';
import type { RollKind } from '../hooks/contract.ts';
import { extraDice, rollModifier } from '../hooks/mechanisms.ts';
import { rollDice } from '../kernel/dice.ts';
import { rerollingOption } from './round-options.ts';
import { isNebula } from './movement.ts';
import type { CombatDice, CombatRoll, GameState, Seat, UnitCounts } from '../state/state.ts';

const FIELD = {
  combat: 'combat',
  'space-cannon': 'spaceCannon',
  'anti-fighter-barrage': 'antiFighterBarrage',
  bombardment: 'bombardment',
  opening: 'combat',
} as const satisfies Record<RollKind, keyof UnitProfile>;

/** The kinds with a value of their own on the profile (an opening roll uses the combat value). */
const PROFILE_KINDS = ['combat', 'space-cannon', 'anti-fighter-barrage', 'bombardment'] as const;

/**
 * The unit's roll of this kind as printed (its profile), or undefined when it has none; an opening
 * roll is one die at the combat value.
 */
export function printedRoll(profile: UnitProfile, kind: RollKind): DiceRoll | undefined {
  const r = profile[FIELD[kind]];
  return kind === 'opening' && r ? { hitsOn: r.hitsOn, dice: 1 } : r;
}

/**
 * The defender's +1 to combat rolls in a space combat in a nebula (LRR 59.3): 1 for `seat` defending
 * in `system` in space (no `planet`), else 0.
 */
export function nebulaDefence(system: string | undefined, defending: boolean, planet?: string): number {
  return defending && planet === undefined && system !== undefined && isNebula(system) ? 1 : 0;
}

/**
 * `seat`'s units of `type` as they roll against `target`'s units: the printed profile with each roll's
 * value moved by the abilities' modifiers (a modifier of +1 hits on one less, LRR 18.1); `terrain`: a
 * modifier to combat rolls from the system itself (the nebula's, `nebulaDefence`).
 */
export function armedProfile(
  state: BoardView,
  seat: Seat,
  type: UnitType,
  target: Seat,
  planet?: string,
  terrain = 0,
): UnitProfile {
  const player = state.players.find((p) => p.seat === seat);
  const base = unitProfile(type, { faction: player?.faction, upgrades: player ? techAbilities(player) : [] });
  let out = base;
  for (const kind of PROFILE_KINDS) {
    const printed = printedRoll(base, kind);
    if (!printed) continue;
    const m =
      rollModifier(state, { kind, seat, target, unit: type, ...(planet ? { planet } : {}) }) +
      (kind === 'combat' ? terrain : 0);
    if (m !== 0) out = { ...out, [FIELD[kind]]: { ...printed, hitsOn: printed.hitsOn - m } };
  }
  return out;
}

/**
 * `seat`'s roll of `kind` for one unit of `type`: the armed profile's (with `terrain`, see
 * `armedProfile`); an opening roll is not a combat roll, so it takes the printed combat value
 * (upgrades included) moved only by `opening` modifiers, not the nebula's.
 */
export function rollOf(
  state: BoardView,
  kind: RollKind,
  seat: Seat,
  type: UnitType,
  target: Seat,
  planet?: string,
  terrain = 0,
): DiceRoll | undefined {
  if (kind !== 'opening') return printedRoll(armedProfile(state, seat, type, target, planet, terrain), kind);
  const player = state.players.find((p) => p.seat === seat);
  const base = unitProfile(type, { faction: player?.faction, upgrades: player ? techAbilities(player) : [] });
  const printed = printedRoll(base, kind);
  if (!printed) return undefined;
  return { ...printed, hitsOn: printed.hitsOn - rollModifier(state, { kind, seat, target, unit: type }) };
}

/** What a roll was for: the units by type, as the log names them. */
export function rollText(roll: CombatRoll, counts: UnitCounts): string {
  const parts = roll.dice.map(
    (d) =>
      `${d.faces.join(', ')} for ${unitCount(d.unit as UnitType, countOf(counts, d.unit as UnitType))} (hits on ${d.hitsOn}+${d.rerolled ? `; ${d.rerolled.join(', ')} rolled again` : ''})`,
  );
  return parts.length > 0 ? `rolls ${parts.join('; ')}` : 'has no dice to roll';
}

/**
 * `seat` rolls `kind` for its `units` (by type) against `target`'s: each type's dice at its value, the
 * abilities' extra dice with the unit that hits most easily. `dice` overrides a type's number of dice
 * per unit (the Winnu flagship counts the opponent's ships); `planet`: the planet of a ground combat.
 */
export function rollVolley(
  state: GameState,
  kind: RollKind,
  seat: Seat,
  target: Seat,
  units: readonly (readonly [UnitType, number])[],
  dice: (type: UnitType, printed: DiceRoll) => number = (_, p) => p.dice,
  planet?: string,
): { roll: CombatRoll; state: GameState } {
  const t = state.tactical;
  const terrain = nebulaDefence(t?.system, t?.combat?.defender === seat, planet);
  const armed = units.flatMap(([type, n]) => {
    const r = rollOf(state, kind, seat, type, target, planet, terrain);
    const count = r ? dice(type, r) * n : 0;
    return r && count > 0 ? [{ type, hitsOn: r.hitsOn, count }] : [];
  });
  const extra = armed.length > 0 ? extraDice(state, { kind, seat, target }) : 0;
  if (extra > 0) {
    const best = armed.reduce((a, b) => (b.hitsOn < a.hitsOn ? b : a));
    best.count += extra;
  }
  // An option taken at the start of the round re-rolls the combat dice that missed (LRR 74: once each).
  const rerolls = kind === 'combat' && rerollingOption(state, seat) !== null;
  let rng = state.rng;
  const out: CombatDice[] = [];
  for (const a of armed) {
    const r = rollDice(rng, a.count, a.hitsOn);
    rng = r.rng;
    const missed = r.faces.filter((f) => f < a.hitsOn);
    if (!rerolls || missed.length === 0) {
      out.push({ unit: a.type, hitsOn: a.hitsOn, faces: r.faces, hits: r.hits });
      continue;
    }
    const again = rollDice(rng, missed.length, a.hitsOn);
    rng = again.rng;
    const faces = [...r.faces.filter((f) => f >= a.hitsOn), ...again.faces];
    out.push({ unit: a.type, hitsOn: a.hitsOn, faces, hits: r.hits + again.hits, rerolled: missed });
  }
  const hits = out.reduce((a, d) => a + d.hits, 0);
  return { roll: { seat, dice: out, hits }, state: { ...state, rng } };
}
