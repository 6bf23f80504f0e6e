// Checks an objective requirement against simple facts about one player (LRR 61).
// Spending requirements only test that the player could pay; the engine charges separately.

import type { ObjectiveRequirement } from './objective-types.ts';
import {
  HOME_POSITION_TILE_IDS,
  MECATOL_REX_PLANET_ID,
  SYSTEMS,
  SYSTEMS_BY_ID,
  planetTraits,
  systemOfPlanet,
} from './systems.ts';
import { TECHNOLOGIES_BY_ID } from './technologies.ts';
import type { PlanetData, StationData, TechColor, Trait, UnitType } from './types.ts';
import { UNITS_BY_TYPE } from './units.ts';

/**
 * A planet the player controls. `data` may be an adjusted copy when attachments change its values or
 * give it a specialty; `attachments` lists attachment ids (only their number matters here).
 */
export interface ScoringPlanet {
  readonly data: PlanetData;
  readonly systemId: string;
  readonly exhausted: boolean;
  /** True when the planet is in this player's own home system. */
  readonly inHomeSystem: boolean;
  readonly attachments: readonly string[];
}

export interface ScoringStructure {
  readonly type: 'pds' | 'space-dock';
  /** null for a structure in a space area (the Clan of Saar's floating factories). */
  readonly planetId: string | null;
}

export interface ScoringUnitsInSpace {
  readonly systemId: string;
  readonly type: UnitType;
  readonly count: number;
}

export interface ScoringGroundForces {
  readonly planetId: string;
  readonly type: 'infantry' | 'mech';
  readonly count: number;
}

/** What one player has, as the engine can easily compute it. */
export interface ScoringContext {
  /** Planets the player controls (never space stations). */
  readonly planets: readonly ScoringPlanet[];
  /** Ids of owned technologies. */
  readonly technologies: readonly string[];
  readonly tradeGoods: number;
  readonly structures: readonly ScoringStructure[];
  readonly unitsInSpace: readonly ScoringUnitsInSpace[];
  readonly controlsMecatolRex: boolean;
  readonly homeSystemId: string;
  /** Ground forces on planets; without them, ground-force requirements are not met. */
  readonly groundForces?: readonly ScoringGroundForces[];
  /** Space stations the player controls: they can pay for 'spend' requirements and nothing else. */
  readonly stations?: readonly { readonly data: StationData; readonly exhausted: boolean }[];
  /** Command tokens in the tactic and strategy pools. */
  readonly tacticTokens?: number;
  readonly strategyTokens?: number;
  /** Action cards in hand. */
  readonly actionCards?: number;
  /** Other players' home systems; when absent, every other home tile in the content tables counts. */
  readonly otherHomeSystemIds?: readonly string[];
}

const MECATOL_SYSTEM_ID = systemOfPlanet(MECATOL_REX_PLANET_ID);
const DEFAULT_HOME_SYSTEM_IDS = SYSTEMS.filter(
  (s) => s.kind === 'home' && !HOME_POSITION_TILE_IDS.includes(s.id),
).map((s) => s.id);

function otherHomeSystems(ctx: ScoringContext): ReadonlySet<string> {
  const ids = ctx.otherHomeSystemIds ?? DEFAULT_HOME_SYSTEM_IDS.filter((id) => id !== ctx.homeSystemId);
  return new Set(ids);
}

function isShip(type: UnitType): boolean {
  return UNITS_BY_TYPE.get(type)?.ship === true;
}

function shipsBySystem(ctx: ScoringContext, excludeFighters: boolean): Map<string, number> {
  const bySystem = new Map<string, number>();
  for (const u of ctx.unitsInSpace) {
    if (u.count <= 0 || !isShip(u.type) || (excludeFighters && u.type === 'fighter')) continue;
    bySystem.set(u.systemId, (bySystem.get(u.systemId) ?? 0) + u.count);
  }
  return bySystem;
}

/** Systems with any of the player's units: ships or other units in space, ground forces, structures. */
function systemsWithUnits(ctx: ScoringContext): Set<string> {
  const systems = new Set<string>();
  for (const u of ctx.unitsInSpace) if (u.count > 0) systems.add(u.systemId);
  for (const g of ctx.groundForces ?? []) {
    const id = g.count > 0 ? systemOfPlanet(g.planetId) : undefined;
    if (id !== undefined) systems.add(id);
  }
  for (const s of ctx.structures) {
    const id = s.planetId === null ? undefined : systemOfPlanet(s.planetId);
    if (id !== undefined) systems.add(id);
  }
  return systems;
}

function isHomePlanet(ctx: ScoringContext, planetId: string): boolean {
  const held = ctx.planets.find((p) => p.data.id === planetId);
  return held ? held.inHomeSystem : systemOfPlanet(planetId) === ctx.homeSystemId;
}

function hasLegendaryMecatolOrAnomaly(systemId: string): boolean {
  const system = SYSTEMS_BY_ID.get(systemId);
  if (system === undefined) return false;
  return (
    system.anomalies.length > 0 ||
    system.planets.some((p) => p.legendary === true || p.id === MECATOL_REX_PLANET_ID)
  );
}

/**
 * Whether the ready planets, ready stations and trade goods can pay these amounts. Each planet pays either
 * resources or influence, never both; trade goods pay their own part first, then may cover either.
 */
export function canAfford(
  ctx: ScoringContext,
  cost: { readonly resources?: number; readonly influence?: number; readonly tradeGoods?: number },
): boolean {
  const needR = cost.resources ?? 0;
  const needI = cost.influence ?? 0;
  const spareGoods = ctx.tradeGoods - (cost.tradeGoods ?? 0);
  if (spareGoods < 0) return false;
  const payers = [
    ...ctx.planets.filter((p) => !p.exhausted).map((p) => p.data),
    ...(ctx.stations ?? []).filter((s) => !s.exhausted).map((s) => s.data),
  ];
  // Reachable (resources, influence) totals, each capped at what is needed.
  let reachable = new Set<number>([0]);
  const key = (r: number, i: number) => r * (needI + 1) + i;
  for (const payer of payers) {
    const next = new Set(reachable);
    for (const k of reachable) {
      const r = Math.floor(k / (needI + 1));
      const i = k % (needI + 1);
      next.add(key(Math.min(needR, r + payer.resources), i));
      next.add(key(r, Math.min(needI, i + payer.influence)));
    }
    reachable = next;
  }
  for (const k of reachable) {
    const r = Math.floor(k / (needI + 1));
    const i = k % (needI + 1);
    if (needR - r + (needI - i) <= spareGoods) return true;
  }
  return false;
}

function countByColor(ctx: ScoringContext): Map<TechColor, number> {
  const counts = new Map<TechColor, number>();
  for (const id of ctx.technologies) {
    const color = TECHNOLOGIES_BY_ID.get(id)?.color;
    if (color !== undefined) counts.set(color, (counts.get(color) ?? 0) + 1);
  }
  return counts;
}

function countByTrait(ctx: ScoringContext): Map<Trait, number> {
  const counts = new Map<Trait, number>();
  for (const p of ctx.planets) {
    for (const t of planetTraits(p.data)) counts.set(t, (counts.get(t) ?? 0) + 1);
  }
  return counts;
}

export function meetsRequirement(req: ObjectiveRequirement, ctx: ScoringContext): boolean {
  switch (req.kind) {
    case 'planets-with-trait':
      return (countByTrait(ctx).get(req.trait) ?? 0) >= req.count;
    case 'planets-same-trait':
      return Math.max(0, ...countByTrait(ctx).values()) >= req.count;
    case 'planets-with-specialty':
      return ctx.planets.filter((p) => p.data.specialty !== undefined).length >= req.count;
    case 'planets-with-attachments':
      return ctx.planets.filter((p) => p.attachments.length > 0).length >= req.count;
    case 'non-home-planets':
      return ctx.planets.filter((p) => !p.inHomeSystem).length >= req.count;
    case 'legendary-planets':
      return ctx.planets.filter((p) => p.data.legendary === true).length >= req.count;
    case 'planet-value-total':
      return ctx.planets.reduce((sum, p) => sum + p.data[req.value], 0) >= req.total;
    case 'planets-in-other-home-systems': {
      const homes = otherHomeSystems(ctx);
      return ctx.planets.filter((p) => homes.has(p.systemId)).length >= req.count;
    }
    case 'technologies-by-color':
      return [...countByColor(ctx).values()].filter((n) => n >= req.perColor).length >= req.colorsNeeded;
    case 'unit-upgrades':
      return (
        ctx.technologies.filter((id) => TECHNOLOGIES_BY_ID.get(id)?.upgrades !== undefined).length >=
        req.count
      );
    case 'faction-technologies':
      return (
        ctx.technologies.filter(
          (id) => TECHNOLOGIES_BY_ID.get(id)?.faction !== undefined && !req.excluding.includes(id),
        ).length >= req.count
      );
    case 'spend':
      return canAfford(ctx, req);
    case 'spend-command-tokens':
      return (ctx.tacticTokens ?? 0) + (ctx.strategyTokens ?? 0) >= req.count;
    case 'discard-action-cards':
      return (ctx.actionCards ?? 0) >= req.count;
    case 'structures':
      return ctx.structures.filter((s) => req.type === undefined || s.type === req.type).length >= req.count;
    case 'structures-outside-home': {
      const planets = new Set<string>();
      for (const s of ctx.structures) {
        if (s.planetId !== null && !isHomePlanet(ctx, s.planetId)) planets.add(s.planetId);
      }
      return planets.size >= req.planets;
    }
    case 'units-on-board': {
      let total = 0;
      for (const u of ctx.unitsInSpace) if (u.type === req.type) total += u.count;
      for (const g of ctx.groundForces ?? []) if (g.type === req.type) total += g.count;
      for (const s of ctx.structures) if (s.type === req.type) total += 1;
      return total >= req.count;
    }
    case 'flagship-or-war-sun': {
      const homes = otherHomeSystems(ctx);
      return ctx.unitsInSpace.some(
        (u) =>
          (u.type === 'flagship' || u.type === 'war-sun') &&
          u.count > 0 &&
          (req.where === 'anywhere' || homes.has(u.systemId) || u.systemId === MECATOL_SYSTEM_ID),
      );
    }
    case 'ships-in-one-system':
      return Math.max(0, ...shipsBySystem(ctx, req.excludeFighters).values()) >= req.count;
    case 'ships-in-systems':
      return shipsBySystem(ctx, false).size >= req.count;
    case 'units-in-systems-without-planets':
      return (
        [...systemsWithUnits(ctx)].filter((id) => SYSTEMS_BY_ID.get(id)?.planets.length === 0).length >=
        req.count
      );
    case 'units-in-legendary-mecatol-or-anomaly-systems':
      return [...systemsWithUnits(ctx)].filter(hasLegendaryMecatolOrAnomaly).length >= req.count;
    case 'units-in-system':
      return systemsWithUnits(ctx).has(req.systemId);
    case 'mecatol-with-ships':
      return (
        ctx.controlsMecatolRex &&
        MECATOL_SYSTEM_ID !== undefined &&
        (shipsBySystem(ctx, false).get(MECATOL_SYSTEM_ID) ?? 0) >= req.ships
      );
    case 'planets-with-unit': {
      const planets = new Set<string>();
      for (const g of ctx.groundForces ?? []) if (g.type === req.type && g.count > 0) planets.add(g.planetId);
      return planets.size >= req.count;
    }
    case 'ground-forces-without-dock': {
      const docks = new Set(ctx.structures.filter((s) => s.type === 'space-dock').map((s) => s.planetId));
      const byPlanet = new Map<string, number>();
      for (const g of ctx.groundForces ?? [])
        byPlanet.set(g.planetId, (byPlanet.get(g.planetId) ?? 0) + g.count);
      return [...byPlanet].some(([planetId, n]) => n >= req.count && !docks.has(planetId));
    }
    case 'claimed':
      return false;
  }
}

/** True when the app can check the requirement; 'claimed' requirements need the player's word. */
export function isCheckable(req: ObjectiveRequirement): boolean {
  return req.kind !== 'claimed';
}
