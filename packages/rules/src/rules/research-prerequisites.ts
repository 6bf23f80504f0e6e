// Whether a technology can be researched (LRR 90): prerequisites counted by colour among the
// technologies owned, planets with a technology specialty that skip one, and the technologies
// exhausted to ignore them. research.ts researches.

import {
  PLANETS_BY_ID,
  TECH_COLORS,
  TECHNOLOGIES,
  TECHNOLOGIES_BY_ID,
  type TechColor,
  type TechnologyData,
} from '../content/index.ts';
import { factionHas } from '../content/factions.ts';
import { planetName, type BoardView } from '../board/forces.ts';
import { planetValues } from '../board/planet-values.ts';
import { extraColors } from '../hooks/mechanisms.ts';
import type { PlayerState, Seat } from '../state/state.ts';

import type { ResearchPick } from '../wire/research-pick.ts';

/**
 * Technologies exhausted when researching to ignore prerequisites: Inheritance Systems (L1Z1X) ignores
 * all of them for 2 resources more; AI Development Algorithm ignores one of a unit upgrade's.
 */
export type ResearchIgnore = NonNullable<ResearchPick['ignore']>;
export const INHERITANCE_COST = 2;
export const IGNORE_NAMES: Readonly<Record<ResearchIgnore, string>> = {
  'inheritance-systems': 'Inheritance Systems',
  'ai-development-algorithm': 'AI Development Algorithm',
};

/** The prerequisite-ignoring technologies `seat` owns and has ready. */
export function readyIgnores(
  state: { readonly players: readonly Pick<PlayerState, 'technologies' | 'exhaustedCards'>[] },
  seat: Seat,
): ResearchIgnore[] {
  const me = state.players[seat];
  return (['inheritance-systems', 'ai-development-algorithm'] as const).filter(
    (t) => me?.technologies.includes(t) && !me.exhaustedCards?.includes(t),
  );
}

export type ColorCounts = Record<TechColor, number>;

export interface SkipUse {
  readonly planet: string;
  readonly color: TechColor;
}

export interface TechStatus {
  /** met: prerequisites owned; met-with-skips: planets can make up the rest; missing: not enough. */
  readonly kind: 'met' | 'met-with-skips' | 'missing' | 'unavailable';
  /** A sentence for the player. */
  readonly reason: string;
  /** Prerequisites by colour not covered by owned technologies. */
  readonly missing: Partial<Record<TechColor, number>>;
  /** The prerequisite colour Analytical (Jol-Nar) ignores, already left out of `missing`. */
  readonly ignored?: TechColor;
  /** For met-with-skips: one way to cover the missing prerequisites with ready specialty planets. */
  readonly skips: readonly SkipUse[];
}

const colorName = (c: TechColor) => c;

/** "1 blue technology", "2 blue, 1 yellow technologies": the noun agrees with the total. */
export function describeNeeds(counts: Partial<Record<TechColor, number>>): string {
  const total = TECH_COLORS.reduce((n, c) => n + (counts[c] ?? 0), 0);
  return `${describeCounts(counts)} ${total === 1 ? 'technology' : 'technologies'}`;
}

function describeCounts(counts: Partial<Record<TechColor, number>>): string {
  return TECH_COLORS.filter((c) => (counts[c] ?? 0) > 0)
    .map((c) => `${counts[c]} ${colorName(c)}`)
    .join(', ');
}

/** Psychoarchaeology: technology specialties of planets one controls count without exhausting them. */
export const PSYCHOARCHAEOLOGY = 'psychoarchaeology';

const owns = (state: BoardView, seat: Seat, id: string, also: readonly string[]) =>
  (state.players[seat]?.technologies.includes(id) ?? false) || also.includes(id);

/**
 * Owned technologies by colour (unit upgrades have none), plus any in `also`; with Psychoarchaeology,
 * plus the specialty of every planet the player controls, ready or exhausted (its wording in our
 * words: the specialties are used without exhausting, even on exhausted planets); plus what abilities
 * add (Brother Omar, the Yin's commander: one green).
 */
export function ownedColors(state: BoardView, seat: Seat, also: readonly string[] = []): ColorCounts {
  const counts: ColorCounts = { blue: 0, green: 0, red: 0, yellow: 0 };
  for (const id of [...(state.players[seat]?.technologies ?? []), ...also]) {
    const color = TECHNOLOGIES_BY_ID.get(id)?.color;
    if (color) counts[color] += 1;
  }
  // Abilities that count as technologies of a colour (Brother Omar: one green).
  for (const [color, n] of Object.entries(extraColors(state, seat)))
    counts[color as keyof ColorCounts] += n ?? 0;
  if (owns(state, seat, PSYCHOARCHAEOLOGY, also)) {
    for (const [id, p] of Object.entries(state.galaxy.planets)) {
      const data = p.controller === seat ? PLANETS_BY_ID.get(id) : undefined;
      for (const color of data ? planetValues(data, p.attachments).specialties : []) counts[color] += 1;
    }
  }
  return counts;
}

/**
 * Ready planets this player controls that have a technology specialty, with its colour: the skips
 * they may exhaust. None with Psychoarchaeology, whose specialties already count as owned.
 */
export function skipPlanets(
  state: BoardView,
  seat: Seat,
  exclude: readonly string[] = [],
  also: readonly string[] = [],
): SkipUse[] {
  const out: SkipUse[] = [];
  if (owns(state, seat, PSYCHOARCHAEOLOGY, also)) return out;
  for (const [id, p] of Object.entries(state.galaxy.planets)) {
    if (p.controller !== seat || p.exhausted || exclude.includes(id)) continue;
    // A planet with two specialty icons offers both (a Thunder's Edge planet; one exhaust covers them).
    const data = PLANETS_BY_ID.get(id);
    for (const color of data ? planetValues(data, p.attachments).specialties : [])
      out.push({ planet: id, color });
  }
  return out;
}

/** Faction unit upgrades by `faction|unit`: the generic upgrade of that unit is not theirs to research. */
const FACTION_UPGRADES: ReadonlyMap<string, TechnologyData> = new Map(
  [...TECHNOLOGIES]
    .reverse() // the first in table order wins, as a find() over the table would
    .filter((t) => t.faction !== undefined && t.upgrades !== undefined)
    .map((t) => [`${t.faction}|${t.upgrades}`, t]),
);

/** Why this player may not research this technology at all, or null. */
export function unavailable(
  state: BoardView,
  seat: Seat,
  tech: TechnologyData | undefined,
  also: readonly string[],
): string | null {
  const player = state.players[seat];
  if (!tech || !player) return 'There is no such technology.';
  if (factionHas(player.faction, 'nekro-propagation'))
    return 'The Nekro Virus never research technology (Propagation): each research is three command tokens instead.';
  if (player.technologies.includes(tech.id) || also.includes(tech.id)) return `You already own ${tech.name}.`;
  if (
    state.construction.items.some(
      (i) => i.kind === 'technology' && i.seat === seat && i.technology === tech.id,
    )
  ) {
    return `You are already researching ${tech.name}.`;
  }
  if (tech.faction !== undefined && tech.faction !== player.faction) {
    return `${tech.name} is a faction technology of another faction.`;
  }
  if (tech.faction === undefined && tech.upgrades !== undefined) {
    const own = FACTION_UPGRADES.get(`${player.faction}|${tech.upgrades}`);
    if (own) return `Your faction researches its own upgrade of this unit instead: ${own.name}.`;
  }
  return null;
}

export const analytical = (state: BoardView, seat: Seat) =>
  factionHas(state.players[seat]?.faction ?? '', 'jol-nar-analytical');

/**
 * The Universities of Jol-Nar (Analytical) ignore one prerequisite of a technology that is not a unit
 * upgrade: the colour the specialty planets cover least, so the rest is most likely met. Null otherwise.
 */
function analyticalIgnores(
  state: BoardView,
  seat: Seat,
  tech: TechnologyData,
  missing: Partial<Record<TechColor, number>>,
  available: readonly SkipUse[],
  /** AI Development Algorithm: one prerequisite of a unit upgrade instead. */
  algorithm = false,
): TechColor | null {
  if (algorithm ? tech.upgrades === undefined : tech.upgrades !== undefined || !analytical(state, seat))
    return null;
  let best: TechColor | null = null;
  let worst = -Infinity;
  for (const c of TECH_COLORS) {
    const need = missing[c] ?? 0;
    if (need === 0) continue;
    const short = need - available.filter((a) => a.color === c).length;
    if (short > worst) [best, worst] = [c, short];
  }
  return best;
}

/**
 * Whether `seat` could research `techId` now: prerequisites met by owned technologies, met with the
 * skips of ready specialty planets (not those in `excludePlanets`), or missing. `also` counts extra
 * technologies as owned (the first of two researched with the Technology card).
 */
export function techStatus(
  state: BoardView,
  seat: Seat,
  techId: string,
  options: {
    readonly also?: readonly string[];
    readonly excludePlanets?: readonly string[];
    /** Prerequisites ignored by an exhausted technology (ResearchIgnore). */
    readonly ignore?: ResearchIgnore;
  } = {},
): TechStatus {
  const also = options.also ?? [];
  const tech = TECHNOLOGIES_BY_ID.get(techId);
  const why = unavailable(state, seat, tech, also);
  if (why || !tech)
    return { kind: 'unavailable', reason: why ?? 'There is no such technology.', missing: {}, skips: [] };
  const owned = ownedColors(state, seat, also);
  const missing: Partial<Record<TechColor, number>> = {};
  for (const c of TECH_COLORS) {
    const need = (tech.prerequisites[c] ?? 0) - owned[c];
    if (need > 0) missing[c] = need;
  }
  if (options.ignore === 'inheritance-systems')
    return { kind: 'met', reason: 'Prerequisites ignored (Inheritance Systems).', missing: {}, skips: [] };
  const available = skipPlanets(state, seat, options.excludePlanets, also);
  const ignored = analyticalIgnores(
    state,
    seat,
    tech,
    missing,
    available,
    options.ignore === 'ai-development-algorithm',
  );
  if (ignored) {
    const left = (missing[ignored] ?? 0) - 1;
    if (left > 0) missing[ignored] = left;
    else delete missing[ignored];
  }
  if (Object.keys(missing).length === 0) {
    const by = options.ignore === 'ai-development-algorithm' ? 'AI Development Algorithm' : 'Analytical';
    const reason = ignored ? `Prerequisites met (${by} ignores one).` : 'Prerequisites met.';
    return { kind: 'met', reason, missing, skips: [], ...(ignored ? { ignored } : {}) };
  }
  const chosen: SkipUse[] = [];
  const still: Partial<Record<TechColor, number>> = {};
  for (const c of TECH_COLORS) {
    const need = missing[c] ?? 0;
    const planets = available.filter((s) => s.color === c).slice(0, need);
    chosen.push(...planets);
    if (planets.length < need) still[c] = need - planets.length;
  }
  // One exhaust per planet, even where two of its icons are used.
  const skips = chosen.filter((s, i) => chosen.findIndex((o) => o.planet === s.planet) === i);
  if (Object.keys(still).length === 0) {
    return {
      kind: 'met-with-skips',
      reason: `Missing ${describeCounts(missing)}${ignored ? ' after Analytical ignores one' : ''}: exhaust ${skips.map((s) => planetName(s.planet)).join(' and ')} to skip ${skips.length === 1 ? 'it' : 'them'}.`,
      missing,
      skips,
      ...(ignored ? { ignored } : {}),
    };
  }
  return {
    kind: 'missing',
    reason: `Needs ${describeNeeds(tech.prerequisites)}; you are short of ${describeCounts(still)}${skips.length > 0 ? ' even with your specialty planets' : ''}${ignored ? ' and Analytical ignoring one' : ''}.`,
    missing,
    skips: [],
    ...(ignored ? { ignored } : {}),
  };
}
