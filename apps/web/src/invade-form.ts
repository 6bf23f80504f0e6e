// The invasion form's arithmetic (components/invade-form.tsx): the planets of the active system with
// who holds them, the ground forces in its space area to commit, the units that can bombard, the odds
// of a landing as the numbers change (the engine's landingOdds), and the `invade` intent it sends. The
// engine checks everything (LRR 15, 42, 49); this only fills the form.

import {
  fightersAsGroundForces,
  landingOdds,
  planetDefender,
  planetName,
  planetsOf,
  techAbilities,
  unitProfile,
  type CombatOddsView,
  type GameView,
  type Intent,
  type UnitCounts,
  type UnitType,
} from '@initiative/rules';

export interface LandingPlanet {
  readonly id: string;
  readonly name: string;
  /** The other player with ground forces there, or null (the planet is simply taken). */
  readonly defender: number | null;
  /** Their ground forces there. */
  readonly defenders: UnitCounts;
  readonly controller: number | null;
  /** A unit with Planetary Shield there (a PDS) stops bombardment unless you have a war sun in the system. */
  readonly shielded: boolean;
}

/** Ground forces committed to one planet; fighters only where an ability allows (the Naalu flagship). */
export interface Landing {
  readonly infantry: number;
  readonly mechs: number;
  readonly fighters?: number;
}

const sizeOf = (l: Landing) => l.infantry + l.mechs + (l.fighters ?? 0);

export interface InvadeChoice {
  readonly landings: Readonly<Record<string, Landing>>;
  /** The planet the units with Bombardment aim at, or null. */
  readonly bombard: string | null;
}

function owner(view: GameView, seat: number) {
  const p = view.players[seat];
  return { faction: p?.faction, upgrades: p ? techAbilities(p) : [] };
}

function spaceOf(view: GameView, seat: number): UnitCounts {
  const system = view.galaxy.systems.find((s) => s.systemId === view.tactical?.system);
  return system?.space[String(seat)] ?? {};
}

/**
 * The infantry and mechs the seat has in the active system's space area, and its fighters there when an
 * ability lets them be committed as ground forces (the engine's answer).
 */
export function groundInSpace(view: GameView, seat: number): Landing {
  const space = spaceOf(view, seat);
  const fighters = fightersAsGroundForces(view, seat, view.tactical?.system ?? '') ? (space.fighter ?? 0) : 0;
  return { infantry: space.infantry ?? 0, mechs: space.mech ?? 0, ...(fighters > 0 ? { fighters } : {}) };
}

/** The seat's units in the space area with Bombardment, by type. */
export function bombardUnits(view: GameView, seat: number): UnitCounts {
  const out: Record<string, number> = {};
  for (const [t, n] of Object.entries(spaceOf(view, seat)) as [UnitType, number][])
    if (n > 0 && unitProfile(t, owner(view, seat)).bombardment) out[t] = n;
  return out;
}

/** The active system's planets, with who holds them. */
export function landingPlanets(view: GameView, seat: number): LandingPlanet[] {
  const system = view.tactical?.system ?? '';
  const space = spaceOf(view, seat);
  const strips = (Object.keys(space) as UnitType[]).some(
    (t) => unitProfile(t, owner(view, seat)).disablesPlanetaryShield,
  );
  return planetsOf(system).flatMap((id) => {
    const planet = view.galaxy.planets[id];
    if (!planet) return [];
    const defender = planetDefender(view, id, seat);
    const held = defender === null ? {} : (planet.units[String(defender)] ?? {});
    const defenders = Object.fromEntries(
      Object.entries(held).filter(([t]) => t === 'infantry' || t === 'mech'),
    ) as UnitCounts;
    const shield = Object.entries(planet.units).some(
      ([o, u]) =>
        Number(o) !== seat &&
        (Object.entries(u) as [UnitType, number][]).some(
          ([t, n]) => n > 0 && unitProfile(t, owner(view, Number(o))).planetaryShield,
        ),
    );
    return [
      {
        id,
        name: planetName(id),
        defender,
        defenders,
        controller: planet.controller,
        shielded: shield && !strips,
      },
    ];
  });
}

/** The odds of this landing (bombarded first when chosen), or undefined when no one defends. */
export function oddsFor(
  view: GameView,
  seat: number,
  planet: string,
  choice: InvadeChoice,
): CombatOddsView | undefined {
  const l = choice.landings[planet];
  if (!l || sizeOf(l) === 0) return undefined;
  const commit = {
    ...(l.infantry > 0 ? { infantry: l.infantry } : {}),
    ...(l.mechs > 0 ? { mech: l.mechs } : {}),
    ...((l.fighters ?? 0) > 0 ? { fighter: l.fighters } : {}),
  };
  const bombard = choice.bombard === planet ? bombardUnits(view, seat) : undefined;
  return landingOdds(view, seat, view.tactical?.system ?? '', planet, commit, bombard);
}

/** Ground forces chosen in all, to check against those in space. */
export function committed(choice: InvadeChoice): Landing {
  const all = Object.values(choice.landings);
  const sum = (pick: (l: Landing) => number) => all.reduce((a, l) => a + pick(l), 0);
  const fighters = sum((l) => l.fighters ?? 0);
  return {
    infantry: sum((l) => l.infantry),
    mechs: sum((l) => l.mechs),
    ...(fighters > 0 ? { fighters } : {}),
  };
}

/** The `invade` intent of a choice, or null when nothing is chosen. */
export function invadeIntent(view: GameView, seat: number, choice: InvadeChoice): Intent | null {
  const commits = Object.entries(choice.landings)
    .filter(([, l]) => sizeOf(l) > 0)
    .map(([planet, l]) => ({
      planet,
      ...(l.infantry > 0 ? { infantry: l.infantry } : {}),
      ...(l.mechs > 0 ? { mechs: l.mechs } : {}),
      ...((l.fighters ?? 0) > 0 ? { fighters: l.fighters } : {}),
    }));
  const units = bombardUnits(view, seat);
  const bombard =
    choice.bombard !== null && Object.keys(units).length > 0 ? [{ planet: choice.bombard, units }] : [];
  if (commits.length === 0 && bombard.length === 0) return null;
  return { type: 'invade', commits, ...(bombard.length > 0 ? { bombard } : {}) };
}
