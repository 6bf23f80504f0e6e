// The facts an objective requirement is checked against (LRR 61), built from
// the game state for one player. Space stations are not planets for objectives
// (003 note 5): they only appear as a way to pay for 'spend' requirements.

import {
  MECATOL_REX_PLANET_ID,
  PLANETS_BY_ID,
  STATIONS_BY_ID,
  systemOfPlanet,
  type UnitType,
} from '../content/index.ts';
import type {
  ScoringContext,
  ScoringGroundForces,
  ScoringPlanet,
  ScoringStructure,
  ScoringUnitsInSpace,
} from '../content/objective-check.ts';
import type { GameState, Seat } from '../state/state.ts';
import { withAttachments } from './planet-values.ts';

const STRUCTURES = ['pds', 'space-dock'] as const;
const GROUND_FORCES = ['infantry', 'mech'] as const;

function isStructure(type: string): type is (typeof STRUCTURES)[number] {
  return (STRUCTURES as readonly string[]).includes(type);
}
function isGroundForce(type: string): type is (typeof GROUND_FORCES)[number] {
  return (GROUND_FORCES as readonly string[]).includes(type);
}

/** What `seat` has on the table, for meetsRequirement (content/objective-check.ts). */
export function scoringContext(state: GameState, seat: Seat): ScoringContext {
  const player = state.players[seat];
  const homeSystemId = player?.homeSystem ?? '';
  const key = String(seat);
  const planets: ScoringPlanet[] = [];
  const structures: ScoringStructure[] = [];
  const groundForces: ScoringGroundForces[] = [];
  for (const [id, planet] of Object.entries(state.galaxy.planets)) {
    for (const [type, count] of Object.entries(planet.units[key] ?? {})) {
      if (!count || count <= 0) continue;
      if (isStructure(type)) for (let i = 0; i < count; i++) structures.push({ type, planetId: id });
      else if (isGroundForce(type)) groundForces.push({ planetId: id, type, count });
    }
    const data = PLANETS_BY_ID.get(id);
    const systemId = systemOfPlanet(id);
    if (planet.controller !== seat || !data || systemId === undefined) continue;
    planets.push({
      // LRR 35: attachments change the planet's values for objectives too.
      data: withAttachments(data, planet.attachments),
      systemId,
      exhausted: planet.exhausted,
      inHomeSystem: systemId === homeSystemId,
      attachments: planet.attachments,
    });
  }
  const unitsInSpace: ScoringUnitsInSpace[] = [];
  for (const system of state.galaxy.systems) {
    for (const [type, count] of Object.entries(system.space[key] ?? {}) as [UnitType, number][]) {
      if (!count || count <= 0) continue;
      // A structure in a space area (the Clan of Saar's floating factories) counts as a structure.
      if (isStructure(type)) for (let i = 0; i < count; i++) structures.push({ type, planetId: null });
      else unitsInSpace.push({ systemId: system.systemId, type, count });
    }
  }
  const stations = Object.entries(state.galaxy.stations).flatMap(([id, st]) => {
    const data = STATIONS_BY_ID.get(id);
    return st.controller === seat && data ? [{ data, exhausted: st.exhausted }] : [];
  });
  return {
    planets,
    technologies: player?.technologies ?? [],
    tradeGoods: player?.tradeGoods ?? 0,
    structures,
    unitsInSpace,
    controlsMecatolRex: state.galaxy.planets[MECATOL_REX_PLANET_ID]?.controller === seat,
    homeSystemId,
    groundForces,
    stations,
    tacticTokens: player?.pools.tactic ?? 0,
    strategyTokens: player?.pools.strategy ?? 0,
    actionCards: player?.actionCards.length ?? 0,
    otherHomeSystemIds: state.players.filter((p) => p.seat !== seat).map((p) => p.homeSystem),
  };
}
