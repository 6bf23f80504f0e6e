// Researching technology (LRR 90, 91): prerequisites are counted by colour among the technologies the
// player owns; exhausting a planet with a technology specialty skips one prerequisite of its colour.
// Faction technologies only for their faction; no technology twice; a faction with its own upgrade of
// a unit does not research the generic one. Unit upgrades change the unit's stats from then on
// (forces.ts unitStats reads the owned technologies).

import {
  PLANETS_BY_ID,
  TECH_COLORS,
  TECHNOLOGIES,
  TECHNOLOGIES_BY_ID,
  type TechColor,
  type TechnologyData,
} from '../content/index.ts';
import { enqueueTechnology, isTimed } from '../board/construction-queue.ts';
import type { GameEvent } from '../state/events.ts';
import { planetName, type BoardView } from '../board/forces.ts';
import { planetValues } from '../board/planet-values.ts';

import { afterResearch } from './notes/research-agreement.ts';
import { fail, type RuleError } from '../kernel/result.ts';
import type { GameState, Seat } from '../state/state.ts';
import { updatePlayer } from '../state/update.ts';
import { exhaustCard } from '../board/exhaust.ts';

export { researchPickSchema, type ResearchPick } from '../wire/research-pick.ts';
import type { ResearchPick } from '../wire/research-pick.ts';

export {
  INHERITANCE_COST,
  PSYCHOARCHAEOLOGY,
  ownedColors,
  readyIgnores,
  skipPlanets,
  techStatus,
  type ColorCounts,
  type ResearchIgnore,
  type SkipUse,
  type TechStatus,
} from './research-prerequisites.ts';
import {
  analytical,
  describeNeeds,
  IGNORE_NAMES,
  INHERITANCE_COST,
  ownedColors,
  readyIgnores,
  skipPlanets,
  techStatus,
  unavailable,
  type ColorCounts,
  type TechStatus,
} from './research-prerequisites.ts';
import { after } from '../hooks/mechanisms.ts';

/** Checks the chosen skips against what is missing. */
function checkSkips(
  state: GameState,
  seat: Seat,
  tech: TechnologyData,
  pick: ResearchPick,
  status: TechStatus,
): RuleError | null {
  if (new Set(pick.skips).size !== pick.skips.length) {
    return fail('rule/illegal-choice', 'Each planet can be exhausted only once.');
  }
  // With Analytical the ignored prerequisite may be any one colour: the player's skips decide which.
  const missing: Partial<Record<TechColor, number>> = { ...status.missing };
  if (status.ignored) missing[status.ignored] = (missing[status.ignored] ?? 0) + 1;
  const used: Partial<Record<TechColor, number>> = {};
  for (const id of pick.skips) {
    const planet = state.galaxy.planets[id];
    const data = PLANETS_BY_ID.get(id);
    const icons = data ? planetValues(data, planet?.attachments ?? []).specialties : [];
    if (!planet || icons.length === 0)
      return fail('rule/illegal-choice', `${planetName(id)} has no technology specialty.`);
    if (planet.controller !== seat)
      return fail('rule/not-controlled', `You do not control ${planetName(id)}.`);
    if (planet.exhausted) return fail('rule/illegal-choice', `${planetName(id)} is already exhausted.`);
    // Each icon skips one prerequisite of its colour that is still missing; a planet none of whose
    // icons is needed stays ready.
    let helps = false;
    for (const color of icons) {
      if ((used[color] ?? 0) >= (missing[color] ?? 0)) continue;
      used[color] = (used[color] ?? 0) + 1;
      helps = true;
    }
    if (!helps) {
      return fail(
        'rule/illegal-choice',
        `${tech.name} does not need ${planetName(id)}'s ${[...new Set(icons)].join(' or ')} skip: keep the planet ready.`,
      );
    }
  }
  let allowance = status.ignored ? 1 : 0;
  for (const c of TECH_COLORS) {
    let short = (missing[c] ?? 0) - (used[c] ?? 0);
    const ignoredHere = Math.min(short, allowance);
    short -= ignoredHere;
    allowance -= ignoredHere;
    if (short > 0) {
      return fail(
        'rule/illegal-choice',
        `${tech.name} needs ${describeNeeds(tech.prerequisites)}: you are short of ${short} ${c}. Exhaust a planet with a ${c} specialty to skip it, or research something else.`,
      );
    }
  }
  if (status.ignored && allowance === 1 && pick.skips.length > 0) {
    return fail(
      'rule/illegal-choice',
      `Analytical already covers what ${tech.name} is missing: keep your specialty planets ready.`,
    );
  }
  return null;
}

/** Researches one technology: exhausts the skip planets, then grants it (or starts it, timed variant). */
export function research(
  state: GameState,
  seat: Seat,
  pick: ResearchPick,
  paid: number,
  also: readonly string[] = [],
): { state: GameState; events: GameEvent[]; extraCost: number } | RuleError {
  const tech = TECHNOLOGIES_BY_ID.get(pick.technology);
  if (pick.ignore) {
    const name = IGNORE_NAMES[pick.ignore];
    if (!state.players[seat]?.technologies.includes(pick.ignore))
      return fail('rule/illegal-choice', `You do not own ${name}.`);
    if (!readyIgnores(state, seat).includes(pick.ignore))
      return fail('rule/illegal-choice', `${name} is exhausted until the status phase.`);
    if (pick.ignore === 'ai-development-algorithm' && tech && tech.upgrades === undefined)
      return fail(
        'rule/illegal-choice',
        'AI Development Algorithm ignores a prerequisite of a unit upgrade only.',
      );
  }
  const status = techStatus(state, seat, pick.technology, {
    also,
    ...(pick.ignore ? { ignore: pick.ignore } : {}),
  });
  if (status.kind === 'unavailable' || !tech) return fail('rule/illegal-choice', status.reason);
  const bad = checkSkips(state, seat, tech, pick, status);
  if (bad) return bad;
  let next = state;
  if (pick.skips.length > 0) {
    const planets = { ...next.galaxy.planets };
    for (const id of pick.skips)
      planets[id] = { ...(planets[id] as (typeof planets)[string]), exhausted: true };
    next = { ...next, galaxy: { ...next.galaxy, planets } };
  }
  const ignore = pick.ignore;
  if (ignore) next = exhaustCard(next, seat, ignore);
  const extraCost = ignore === 'inheritance-systems' ? INHERITANCE_COST : 0;
  const who = state.players[seat]?.name ?? `Seat ${seat + 1}`;
  const skipping =
    pick.skips.length > 0 ? ` (skipping with ${pick.skips.map(planetName).join(' and ')})` : '';
  const by = ignore
    ? ` (${IGNORE_NAMES[ignore]}, exhausted: ${ignore === 'inheritance-systems' ? `every prerequisite ignored for ${INHERITANCE_COST} resources more` : 'one prerequisite ignored'})`
    : '';
  const via = `${skipping}${by}`;
  if (isTimed(state)) {
    next = enqueueTechnology(next, seat, tech.id, paid + extraCost);
    return {
      state: next,
      events: [{ type: 'note', seat, text: `${who} starts researching ${tech.name}${via}.` }],
      extraCost,
    };
  }
  next = updatePlayer(next, seat, (p) => ({ ...p, technologies: [...p.technologies, tech.id] }));
  const acidos = after('technologyGained', next, seat);
  return {
    state: afterResearch(acidos.state, seat, tech.id),
    events: [{ type: 'note', seat, text: `${who} researches ${tech.name}${via}.` }, ...acidos.events],
    extraCost,
  };
}

/**
 * Technologies this player could research now (met or met with skips), in table order: the same
 * answer as asking techStatus for each, without writing its sentences (this runs for every follow
 * of Technology and every example the bots and the UI are offered).
 */
export function researchable(
  state: BoardView,
  seat: Seat,
  also: readonly string[] = [],
): readonly TechnologyData[] {
  const player = state.players[seat];
  if (also.length > 0 || !player) return findResearchable(state, seat, also);
  // The answer depends on the player, the planets and what is under construction only: while the
  // three are the same objects (every follower of Technology waits through many versions), it is too.
  const hit = researchableCache.get(player);
  if (hit?.planets === state.galaxy.planets && hit.construction === state.construction) return hit.techs;
  const techs = findResearchable(state, seat, also);
  researchableCache.set(player, { planets: state.galaxy.planets, construction: state.construction, techs });
  return techs;
}

const researchableCache = new WeakMap<
  BoardView['players'][number],
  {
    readonly planets: BoardView['galaxy']['planets'];
    readonly construction: BoardView['construction'];
    readonly techs: readonly TechnologyData[];
  }
>();

function findResearchable(state: BoardView, seat: Seat, also: readonly string[]): TechnologyData[] {
  const owned = ownedColors(state, seat, also);
  let ready: ColorCounts | null = null; // ready specialty planets by colour, counted when first needed
  return TECHNOLOGIES.filter((t) => {
    if (unavailable(state, seat, t, also) !== null) return false;
    let short = false;
    for (const c of TECH_COLORS) if ((t.prerequisites[c] ?? 0) > owned[c]) short = true;
    if (!short) return true;
    ready ??= readyColors(state, seat, also);
    let shortfall = 0;
    for (const c of TECH_COLORS) shortfall += Math.max(0, (t.prerequisites[c] ?? 0) - owned[c] - ready[c]);
    // Analytical (Jol-Nar) covers one missing prerequisite of a technology that is not a unit upgrade.
    return shortfall === 0 || (shortfall === 1 && t.upgrades === undefined && analytical(state, seat));
  });
}

function readyColors(state: BoardView, seat: Seat, also: readonly string[]): ColorCounts {
  const counts: ColorCounts = { blue: 0, green: 0, red: 0, yellow: 0 };
  for (const s of skipPlanets(state, seat, [], also)) counts[s.color] += 1;
  return counts;
}
