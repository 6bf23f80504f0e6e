// Heroes whose action changes the board or a player's technologies (Prophecy of Kings, LRR 51; each
// unlocked with three scored objectives, used as the turn's action, then purged): Jace X (Sol) takes
// every Sol command token off the board; Rin (Jol-Nar) replaces technologies with others of their
// colour; Letani Miasmiala (Arborec) produces wherever their ground forces are, without a limit;
// UNIT.DSGN.FLAYESH (Nekro) takes a specialty planet for trade goods and a technology. heroes.ts checks
// who may use them and dispatches.

import { endTurn } from './action-phase.ts';
import { PLANETS_BY_ID, TECHNOLOGIES, TECHNOLOGIES_BY_ID } from '../content/index.ts';

import type { GameEvent } from '../state/events.ts';
import { countOf, planetsOf, type BoardView } from '../board/forces.ts';
import type { Intent } from '../wire/intents.ts';
import type { Outcome } from '../state/outcome.ts';
import { plural } from '../kernel/plural.ts';
import { produce, type ProductionOrder } from './production.ts';
import { fail, type RuleError } from '../kernel/result.ts';
import type { GameState, PlanetState, Seat } from '../state/state.ts';
import type { StrategyHero } from '../wire/turn-intents.ts';
import { updatePlayer } from '../state/update.ts';
import { after } from '../hooks/mechanisms.ts';

const nameOf = (state: GameState, seat: Seat) => state.players[seat]?.name ?? `Seat ${seat + 1}`;

/** The hero is used: on the player's list of purged leaders, for good. */
export const purge = (state: GameState, seat: Seat, hero: StrategyHero) =>
  updatePlayer(state, seat, (p) => ({ ...p, purged: [...(p.purged ?? []), hero] }));

/** Jace X: every token of `seat` on the board goes back to reinforcements. */
export function jaceX(state: GameState, seat: Seat): Outcome {
  const freed = state.galaxy.systems.filter((s) => s.tokens.includes(seat)).map((s) => s.systemId);
  const systems = state.galaxy.systems.map((s) =>
    s.tokens.includes(seat) ? { ...s, tokens: s.tokens.filter((t) => t !== seat) } : s,
  );
  const next = purge({ ...state, galaxy: { ...state.galaxy, systems } }, seat, 'jace-x');
  const where =
    freed.length === 0
      ? 'none was on the board'
      : `${plural(freed.length, 'token')} from ${freed.length === 1 ? 'system' : 'systems'} ${freed.join(', ')}`;
  return endTurn(next, seat, [
    {
      type: 'note',
      seat,
      text: `${nameOf(state, seat)} uses Jace X, 4th Air Legion (hero, now purged): their command tokens return to reinforcements — ${where}.`,
    },
  ]);
}

/** Why `take` cannot replace `give` for `seat` (given what they will own), or null. */
function rinProblem(owned: ReadonlySet<string>, give: string, take: string): RuleError | null {
  const from = TECHNOLOGIES_BY_ID.get(give);
  const to = TECHNOLOGIES_BY_ID.get(take);
  if (!from || !owned.has(give))
    return fail(
      'rule/illegal-choice',
      `Rin replaces technologies you own; ${from?.name ?? give} is not one.`,
    );
  if (from.upgrades !== undefined || !from.color)
    return fail('rule/illegal-choice', `Rin does not replace unit upgrades (${from.name}).`);
  if (!to || to.faction !== undefined || to.upgrades !== undefined || to.color !== from.color)
    return fail(
      'rule/illegal-choice',
      `Rin replaces ${from.name} with a ${from.color} technology from the deck; ${to?.name ?? take} is not one.`,
    );
  if (owned.has(take)) return fail('rule/illegal-choice', `You already own ${to.name}.`);
  return null;
}

/** Rin: each swap gives up one technology for another of its colour. */
export function rin(state: GameState, seat: Seat, swaps: readonly { give: string; take: string }[]): Outcome {
  const owned = new Set(state.players[seat]?.technologies ?? []);
  const gives = swaps.map((s) => s.give);
  if (new Set(gives).size !== gives.length || gives.some((g) => swaps.some((s) => s.take === g)))
    return fail(
      'rule/illegal-choice',
      'Rin replaces each technology you own once, with a technology you do not own.',
    );
  for (const s of swaps) {
    const wrong = rinProblem(owned, s.give, s.take);
    if (wrong) return wrong;
    owned.delete(s.give);
    owned.add(s.take);
  }
  const next = purge(
    updatePlayer(state, seat, (p) => ({
      ...p,
      technologies: p.technologies.map((t) => swaps.find((s) => s.give === t)?.take ?? t),
      ...(p.exhaustedCards
        ? { exhaustedCards: p.exhaustedCards.filter((c) => !swaps.some((s) => s.give === c)) }
        : {}),
    })),
    seat,
    'rin',
  );
  const name = (id: string) => TECHNOLOGIES_BY_ID.get(id)?.name ?? id;
  const what =
    swaps.length === 0
      ? 'no technology replaced'
      : swaps.map((s) => `${name(s.give)} becomes ${name(s.take)}`).join(', ');
  return endTurn(next, seat, [
    {
      type: 'note',
      seat,
      text: `${nameOf(state, seat)} uses Rin, the Master's Legacy (hero, now purged): ${what}.`,
    },
  ]);
}

/** Systems holding `seat`'s ground forces (in space or on planets): where Letani Miasmiala produces. */
export function letaniSystems(state: BoardView, seat: Seat): string[] {
  const key = String(seat);
  const ground = (units: Readonly<Record<string, number>> | undefined) =>
    countOf(units, 'infantry') + countOf(units, 'mech') > 0;
  return state.galaxy.systems
    .filter(
      (s) =>
        s.position >= 0 &&
        (ground(s.space[key]) ||
          planetsOf(s.systemId).some((id) => ground(state.galaxy.planets[id]?.units[key]))),
    )
    .map((s) => s.systemId);
}

/** Letani Miasmiala: each production in a system holding their ground forces, no limit, paid as usual. */
export function letaniMiasmiala(
  state: GameState,
  seat: Seat,
  productions: readonly { system: string; order: ProductionOrder }[],
): Outcome {
  const systems = productions.map((p) => p.system);
  if (new Set(systems).size !== systems.length)
    return fail(
      'rule/illegal-choice',
      'Letani Miasmiala: one production per system (put all its units in one order).',
    );
  const allowed = letaniSystems(state, seat);
  let next = purge(state, seat, 'letani-miasmiala');
  const events: GameEvent[] = [
    {
      type: 'note',
      seat,
      text: `${nameOf(state, seat)} uses Letani Miasmiala (hero, now purged): production in ${productions.length === 0 ? 'no system' : `${plural(productions.length, 'system')} holding their ground forces`}.`,
    },
  ];
  for (const p of productions) {
    if (!allowed.includes(p.system))
      return fail(
        'rule/illegal-choice',
        `Letani Miasmiala produces in systems holding your ground forces; system ${p.system} holds none.`,
      );
    const made = produce(next, seat, { system: p.system, unlimited: true }, p.order);
    if ('ok' in made) return fail(made.code, `System ${p.system}: ${made.message}`);
    next = made.state;
    events.push(...made.events);
  }
  return endTurn(next, seat, events);
}

/** Planets UNIT.DSGN.FLAYESH may choose: a technology specialty, in a system holding `seat`'s units. */
export function flayeshPlanets(state: BoardView, seat: Seat): string[] {
  const key = String(seat);
  const any = (units: Readonly<Record<string, number>> | undefined) =>
    Object.values(units ?? {}).some((n) => (n ?? 0) > 0);
  return state.galaxy.systems
    .filter(
      (s) =>
        any(s.space[key]) || planetsOf(s.systemId).some((id) => any(state.galaxy.planets[id]?.units[key])),
    )
    .flatMap((s) => planetsOf(s.systemId))
    .filter((id) => PLANETS_BY_ID.get(id)?.specialty !== undefined);
}

/** UNIT.DSGN.FLAYESH: other players' units on the planet destroyed, its values in trade goods, a technology. */
export function flayesh(
  state: GameState,
  seat: Seat,
  planet: string | undefined,
  technology: string | undefined,
): Outcome {
  const data = planet === undefined ? undefined : PLANETS_BY_ID.get(planet);
  if (!planet || !data?.specialty || !flayeshPlanets(state, seat).includes(planet))
    return fail(
      'rule/illegal-choice',
      'UNIT.DSGN.FLAYESH chooses a planet with a technology specialty in a system holding your units.',
    );
  const tech = technology === undefined ? undefined : TECHNOLOGIES_BY_ID.get(technology);
  const owned = state.players[seat]?.technologies ?? [];
  if (!tech || tech.color !== data.specialty || tech.faction !== undefined || owned.includes(tech.id))
    return fail(
      'rule/illegal-choice',
      `UNIT.DSGN.FLAYESH gains a ${data.specialty} technology you do not own (the specialty of ${data.name}).`,
    );
  const current = state.galaxy.planets[planet];
  const destroyed = Object.keys(current?.units ?? {}).filter((owner) => owner !== String(seat));
  const units = Object.fromEntries(
    Object.entries(current?.units ?? {}).filter(([owner]) => owner === String(seat)),
  );
  const value = data.resources + data.influence;
  let next: GameState = {
    ...state,
    galaxy: {
      ...state.galaxy,
      planets: { ...state.galaxy.planets, [planet]: { ...(current as PlanetState), units } },
    },
  };
  next = updatePlayer(next, seat, (p) => ({
    ...p,
    tradeGoods: p.tradeGoods + value,
    technologies: [...p.technologies, tech.id],
  }));
  next = purge(next, seat, 'unit-dsgn-flayesh');
  const gained = after('technologyGained', next, seat);
  const wiped =
    destroyed.length === 0
      ? 'no other units there'
      : `${destroyed.map((o) => nameOf(state, Number(o))).join(' and ')}'s units there destroyed`;
  return endTurn(gained.state, seat, [
    {
      type: 'note',
      seat,
      text: `${nameOf(state, seat)} uses UNIT.DSGN.FLAYESH (hero, now purged) on ${data.name}: ${wiped}; gains ${plural(value, 'trade good')} and ${tech.name}.`,
    },
    ...gained.events,
  ]);
}

/** A legal UNIT.DSGN.FLAYESH: the first planet open and the first technology of its colour not owned. */
export function flayeshExample(state: GameState, seat: Seat): Intent | null {
  const owned = state.players[seat]?.technologies ?? [];
  for (const planet of flayeshPlanets(state, seat)) {
    const color = PLANETS_BY_ID.get(planet)?.specialty;
    const tech = TECHNOLOGIES.find(
      (t) => t.color === color && t.faction === undefined && !owned.includes(t.id),
    );
    if (tech) return { type: 'hero-action', hero: 'unit-dsgn-flayesh', planet, technology: tech.id };
  }
  return null;
}
