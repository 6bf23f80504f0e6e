// Game setup on the board (LRR 81 "Setup"): factions, the map, home systems,
// starting units and technologies, decks, objectives and frontier tokens.

import {
  FACTIONS_BY_ID,
  KELERES_HOME_SYSTEM_OPTIONS,
  KELERES_ID,
  SECRET_OBJECTIVES,
  STAGE_1_OBJECTIVES,
  STAGE_2_OBJECTIVES,
  SYSTEMS_BY_ID,
  buildActionDeck,
  buildAgendaDeck,
  factionsInPlay,
} from '../content/index.ts';
import type { FactionData, SystemData, UnitType } from '../content/types.ts';
import { generateStandardMap, isPlayerCount, parseMapString, type GalaxyMap } from '../map/index.ts';
import { fail, type RuleError } from '../kernel/result.ts';
import type { RngCursor } from '../kernel/rng.ts';
import type {
  Decks,
  GalaxyState,
  GameSetup,
  PlanetState,
  StationState,
  SystemState,
  UnitsByOwner,
} from '../state/state.ts';

const SHIPS: ReadonlySet<UnitType> = new Set([
  'war-sun',
  'dreadnought',
  'cruiser',
  'carrier',
  'destroyer',
  'fighter',
  'flagship',
]);

export interface BoardSetup {
  readonly factions: readonly string[];
  readonly homeSystems: readonly string[];
  readonly technologies: readonly (readonly string[])[];
  readonly galaxy: GalaxyState;
  readonly decks: Decks;
  readonly revealed: readonly string[];
  readonly secretOffers: readonly (readonly string[])[];
}

/**
 * Random factions for seats without one, never repeating a faction already at the table; Thunder's
 * Edge's factions only in a game with that option.
 */
function assignFactions(setup: GameSetup, rng: RngCursor): string[] | RuleError {
  const chosen = setup.seats.map((s) => s.faction);
  const thundersEdge = setup.options.thundersEdge ?? false;
  for (const [i, f] of chosen.entries()) {
    if (f === null) continue;
    const faction = FACTIONS_BY_ID.get(f);
    if (!faction) return fail('rule/illegal-choice', `Seat ${i + 1} chose "${f}", which is not a faction.`);
    if (faction.expansion === 'te' && !thundersEdge)
      return fail(
        'rule/illegal-choice',
        `Seat ${i + 1} chose ${faction.name}, a Thunder's Edge faction; this game is played without Thunder's Edge.`,
      );
    if (chosen.indexOf(f) !== i)
      return fail(
        'rule/illegal-choice',
        `Two seats chose the same faction (${FACTIONS_BY_ID.get(f)?.name ?? f}).`,
      );
  }
  const pool = rng.shuffle(
    factionsInPlay(thundersEdge)
      .map((f) => f.id)
      .filter((id) => !chosen.includes(id)),
  );
  return chosen.map((f) => f ?? (pool.shift() as string));
}

/** The Keleres borrow the home of the Mentak, Xxcha or Argent, whichever is not at the table (first free). */
function homeSystemOf(faction: FactionData, factions: readonly string[], taken: Set<string>): string {
  if (faction.id !== KELERES_ID) return faction.homeSystem;
  const used = new Set(factions.map((f) => FACTIONS_BY_ID.get(f)?.homeSystem));
  const home =
    KELERES_HOME_SYSTEM_OPTIONS.find((t) => !used.has(t) && !taken.has(t)) ??
    (KELERES_HOME_SYSTEM_OPTIONS[0] as string);
  taken.add(home);
  return home;
}

function emptySystem(position: number, systemId: string, rotation?: number, pok = false): SystemState {
  const data = SYSTEMS_BY_ID.get(systemId);
  // Thunder's Edge: a station with no planets gets a frontier token at setup (003 note 9). With the
  // exploration decks (Prophecy of Kings, LRR 38), so does every other system on the board without
  // planets (not a home system, a hyperlane or a tile beside the board).
  const empty = !!data && data.planets.length === 0;
  const open = data?.kind === 'blue' || data?.kind === 'red';
  const frontier = empty && ((data?.stations.length ?? 0) > 0 || (pok && open && position >= 0));
  return rotation === undefined
    ? { position, systemId, tokens: [], space: {}, frontier }
    : { position, systemId, rotation, tokens: [], space: {}, frontier };
}

/** Ships go in the home system's space area; ground forces and structures on its first planet. */
function placeStartingUnits(
  seat: number,
  faction: FactionData,
  home: SystemData,
  systems: SystemState[],
  planets: Record<string, PlanetState>,
): void {
  const space: Partial<Record<UnitType, number>> = {};
  const ground: Partial<Record<UnitType, number>> = {};
  for (const [type, count] of Object.entries(faction.startingUnits) as [UnitType, number][]) {
    if (SHIPS.has(type)) space[type] = count;
    else ground[type] = count;
  }
  const index = systems.findIndex((s) => s.systemId === home.id);
  const sys = systems[index];
  if (sys) systems[index] = { ...sys, space: { ...sys.space, [seat]: space } };
  const first = home.planets[0];
  if (first && Object.keys(ground).length > 0) {
    const planet = planets[first.id] as PlanetState;
    planets[first.id] = { ...planet, units: { ...planet.units, [seat]: ground } satisfies UnitsByOwner };
  }
}

export function setupBoard(setup: GameSetup, rng: RngCursor): BoardSetup | RuleError {
  const playerCount = setup.seats.length;
  if (!isPlayerCount(playerCount)) return fail('rule/illegal-choice', 'A game has 3 to 8 players.');
  const factions = assignFactions(setup, rng);
  if ('ok' in factions) return factions;

  let map: GalaxyMap;
  if (setup.mapString) {
    const parsed = parseMapString(setup.mapString, SYSTEMS_BY_ID, { playerCount });
    if (!parsed.ok) return fail('rule/illegal-choice', `The map string cannot be used: ${parsed.message}.`);
    map = parsed.map;
  } else {
    map = generateStandardMap(
      playerCount,
      () => rng.float(),
      SYSTEMS_BY_ID,
      setup.options.thundersEdge ?? false,
    );
  }
  if (map.homes.length !== playerCount) {
    return fail(
      'rule/illegal-choice',
      `The map has ${map.homes.length} home positions but the game has ${playerCount} players.`,
    );
  }

  const taken = new Set<string>();
  const homeSystems = factions.map((f) =>
    homeSystemOf(FACTIONS_BY_ID.get(f) as FactionData, factions, taken),
  );
  const systems: SystemState[] = [];
  const onBoard = new Set<string>();
  for (const tile of map.tiles) {
    const seat = map.homes.indexOf(tile.position);
    let systemId = tile.systemId;
    if (seat >= 0) {
      // A home position takes its seat's home system, or the tile that stands in for a home beside the
      // board (the Creuss Gate, the Sorrow).
      systemId =
        FACTIONS_BY_ID.get(factions[seat] as string)?.homePositionTile ?? (homeSystems[seat] as string);
    }
    if (systemId === null) continue;
    if (seat < 0 && homeSystems.includes(systemId)) {
      return fail('rule/illegal-choice', `The map places home system ${systemId} away from a home position.`);
    }
    systems.push(emptySystem(tile.position, systemId, tile.rotation, setup.options.exploration === true));
    onBoard.add(systemId);
  }
  for (const [seat, f] of factions.entries()) {
    if (FACTIONS_BY_ID.get(f)?.homePositionTile) systems.push(emptySystem(-1, homeSystems[seat] as string));
  }

  const planets: Record<string, PlanetState> = {};
  const stations: Record<string, StationState> = {};
  for (const sys of systems) {
    const data = SYSTEMS_BY_ID.get(sys.systemId);
    for (const p of data?.planets ?? [])
      planets[p.id] = { controller: null, exhausted: false, attachments: [], units: {} };
    for (const st of data?.stations ?? []) stations[st.id] = { controller: null, exhausted: false };
  }
  const technologies: string[][] = [];
  for (const [seat, f] of factions.entries()) {
    const faction = FACTIONS_BY_ID.get(f) as FactionData;
    const home = SYSTEMS_BY_ID.get(homeSystems[seat] as string) as SystemData;
    for (const p of home.planets) planets[p.id] = { ...(planets[p.id] as PlanetState), controller: seat };
    // The Last Bastion's home holds a space station (Revelation): theirs from the start, like the planets.
    for (const st of home.stations)
      stations[st.id] = { ...(stations[st.id] as StationState), controller: seat };
    placeStartingUnits(seat, faction, home, systems, planets);
    // A faction that chooses its starting technologies takes the first options (see docs/rules-decisions.md).
    const choice = faction.startingTechnologyChoice;
    technologies.push([
      ...faction.startingTechnologies,
      ...(choice ? choice.from.slice(0, choice.count) : []),
    ]);
  }

  const stage1 = rng.shuffle(STAGE_1_OBJECTIVES.map((o) => o.id));
  const stage2 = rng.shuffle(STAGE_2_OBJECTIVES.map((o) => o.id));
  const secret = rng.shuffle(SECRET_OBJECTIVES.map((o) => o.id));
  // LRR 81.15: two stage I objectives are revealed at setup; each player is dealt two secrets and keeps one.
  const revealed = stage1.splice(0, 2);
  const secretOffers = factions.map(() => secret.splice(0, 2));
  return {
    factions,
    homeSystems,
    technologies,
    galaxy: { rings: map.rings, systems, planets, stations },
    decks: {
      action: rng.shuffle(buildActionDeck()),
      actionDiscard: [],
      agenda: rng.shuffle(buildAgendaDeck()),
      agendaDiscard: [],
      secret,
      stage1,
      stage2,
    },
    revealed,
    secretOffers,
  };
}
