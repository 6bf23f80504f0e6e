// The combat panel's arithmetic (components/combat-panel.tsx): the viewer's units in the combat (ships
// in a space combat; ground forces on the planet in a ground combat or a bombardment), a first
// assignment of the hits owed (Sustain Damage first, then the cheapest units, as most players would),
// the intent it sends, and the odds in words. The engine checks the assignment (LRR 78.4, 42.2).

import {
  isGroundForce,
  techAbilities,
  unitProfile,
  type GameView,
  type Intent,
  type UnitCounts,
  type UnitType,
} from '@initiative/rules';

/** Units lost first when none sustains: fighters and infantry, then the cheapest (a player may change it). */
const LOSS_ORDER: readonly UnitType[] = [
  'fighter',
  'infantry',
  'mech',
  'destroyer',
  'cruiser',
  'carrier',
  'dreadnought',
  'flagship',
  'war-sun',
];

export interface ShipLine {
  readonly unit: UnitType;
  readonly count: number;
  /** Of them, ships that may still use Sustain Damage in this combat. */
  readonly canSustain: number;
}

export interface Assignment {
  readonly losses: Partial<Record<UnitType, number>>;
  readonly sustain: Partial<Record<UnitType, number>>;
}

type Combat = NonNullable<NonNullable<GameView['tactical']>['combat']>;

/** The seat's units in the combat, with how many may still sustain damage. */
export function shipLines(view: GameView, combat: Combat, seat: number): ShipLine[] {
  const system = view.galaxy.systems.find((s) => s.systemId === view.tactical?.system);
  const ground = combat.planet === undefined ? null : view.galaxy.planets[combat.planet];
  const all: UnitCounts = (ground ? ground.units[String(seat)] : system?.space[String(seat)]) ?? {};
  // On a planet only ground forces fight (structures sit it out); in space, only ships.
  const space: UnitCounts = Object.fromEntries(
    Object.entries(all).filter(([t]) =>
      ground ? isGroundForce(t as UnitType) : !isGroundForce(t as UnitType),
    ),
  );
  const player = view.players[seat];
  const owner = { faction: player?.faction, upgrades: player ? techAbilities(player) : [] };
  const damaged: UnitCounts = combat.damaged[String(seat)] ?? {};
  return LOSS_ORDER.flatMap((unit) => {
    const count = space[unit] ?? 0;
    if (count === 0) return [];
    const canSustain = unitProfile(unit, owner).sustainDamage ? Math.max(0, count - (damaged[unit] ?? 0)) : 0;
    return [{ unit, count, canSustain }];
  });
}

/**
 * The lines the seat may assign the hits owed to: all of them, but while it destroys ships for an effect
 * at the start of a space combat (`combat.opening.destroy`, Assault Cannon), only its non-fighter ships
 * and none of them sustaining damage (the engine refuses the rest).
 */
export function assignableLines(view: GameView, combat: Combat, seat: number): ShipLine[] {
  const lines = shipLines(view, combat, seat);
  if (!combat.opening?.destroy) return lines;
  return lines.filter((l) => l.unit !== 'fighter').map((l) => ({ ...l, canSustain: 0 }));
}

/**
 * The most of `hits` that may go to fighters when the hits must go to non-fighter ships first
 * (Graviton Laser System): those the other ships cannot take, one each and one per Sustain Damage.
 */
export function fightersAllowed(lines: readonly ShipLine[], hits: number): number {
  const others = lines.filter((l) => l.unit !== 'fighter').reduce((a, l) => a + l.count + l.canSustain, 0);
  return Math.max(0, hits - others);
}

/**
 * A first assignment of `hits`: Sustain Damage where a ship can, then ships lost cheapest first, at most
 * `fighters` of them fighters (the engine's constraint, when there is one).
 */
export function firstAssignment(lines: readonly ShipLine[], hits: number, fighters = hits): Assignment {
  let left = hits;
  const sustain: Partial<Record<UnitType, number>> = {};
  const losses: Partial<Record<UnitType, number>> = {};
  for (const line of [...lines].reverse()) {
    const n = Math.min(left, line.canSustain);
    if (n > 0) sustain[line.unit] = n;
    left -= n;
  }
  for (const line of lines) {
    // A ship that sustained may still be destroyed by another hit (LRR 87.2).
    const n = Math.min(left, line.count, line.unit === 'fighter' ? fighters : line.count);
    if (n > 0) losses[line.unit] = n;
    left -= n;
  }
  return { losses, sustain };
}

/** Hits the assignment takes: one per ship lost, one per ship that sustains. */
export function assigned(a: Assignment): number {
  const sum = (r: Partial<Record<UnitType, number>>) => Object.values(r).reduce((x, n) => x + (n ?? 0), 0);
  return sum(a.losses) + sum(a.sustain);
}

/** The `assign-hits` intent of an assignment (empty entries left out). */
export function assignIntent(a: Assignment): Intent {
  const clean = (r: Partial<Record<UnitType, number>>) =>
    Object.fromEntries(Object.entries(r).filter(([, n]) => (n ?? 0) > 0));
  const sustain = clean(a.sustain);
  return {
    type: 'assign-hits',
    losses: clean(a.losses),
    ...(Object.keys(sustain).length > 0 ? { sustain } : {}),
  } as Intent;
}

/** "62 %" for a probability. */
/** A share as a percentage; a no-break space keeps the sign with its number. */
export const percent = (p: number): string => `${Math.round(p * 1000) / 10}\u00a0%`;

/** A share as a CSS width ("43.8%": no space, which CSS would refuse). */
export const barWidth = (p: number): string => `${Math.round(p * 1000) / 10}%`;
