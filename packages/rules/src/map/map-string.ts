// Map strings in the community's format (TTS, TTPG, AsyncTI4, milty draft sites): tile ids ring by ring,
// each ring clockwise from its top hex, Mecatol Rex implied. `0` is a home slot, `-1` empty space.
// Hyperlanes may carry a side and a rotation ('83A', '86a3'). Details and choices: docs/maps.md.

import { HOME_POSITION_TILE_OF, MECATOL_REX_SYSTEM_ID, OFF_MAP_SYSTEM_IDS } from '../content/systems.ts';
import type { SystemData } from '../content/types.ts';
import type { GalaxyMap, MapTile } from './galaxy-map.ts';
import { positionCount } from './hex.ts';
import { seatingOrder, type PlayerCount } from './layouts.ts';

export type MapErrorCode =
  | 'map/bad-token'
  | 'map/wrong-length'
  | 'map/unknown-tile'
  | 'map/off-board-tile'
  | 'map/duplicate-tile'
  | 'map/wrong-home-count';

export interface MapError {
  readonly ok: false;
  readonly code: MapErrorCode;
  /** Written for a player: what is wrong and where. */
  readonly message: string;
}

export type ParseMapResult = { readonly ok: true; readonly map: GalaxyMap } | MapError;

export interface ParseMapOptions {
  /** When given, the map must suit this many players: ring count and number of home positions. */
  readonly playerCount?: PlayerCount;
}

const HOME_SLOT = '0';
const EMPTY = '-1';
/** Positions after the centre in a full 3-ring and 4-ring map. */
const THREE_RINGS = positionCount(3) - 1;
const FOUR_RINGS = positionCount(4) - 1;

type Token =
  | { readonly kind: 'empty' }
  | { readonly kind: 'home' }
  | { readonly kind: 'tile'; readonly systemId: string; readonly rotation?: number };

function fail(code: MapErrorCode, message: string): MapError {
  return { ok: false, code, message };
}

function where(position: number): string {
  return position === 0 ? 'the centre' : `position ${position}`;
}

function readToken(text: string, position: number): Token | MapError {
  if (text === EMPTY) return { kind: 'empty' };
  if (text === HOME_SLOT) return { kind: 'home' };
  if (/^\d+$/.test(text)) return { kind: 'tile', systemId: String(Number(text)) };
  const lettered = /^(\d+)([abAB])(\d)?$/.exec(text);
  if (lettered === null) {
    return fail(
      'map/bad-token',
      `"${text}" is not a tile number (${where(position)}); use tile numbers, 0 for a home slot or -1 for empty space`,
    );
  }
  const [, digits = '', side = '', turn] = lettered;
  const systemId = `${Number(digits)}${side.toUpperCase()}`;
  if (turn === undefined) return { kind: 'tile', systemId };
  const rotation = Number(turn);
  if (rotation > 5) {
    return fail(
      'map/bad-token',
      `"${text}" has rotation ${rotation}; a hyperlane turns 0 to 5 steps (${where(position)})`,
    );
  }
  return { kind: 'tile', systemId, rotation };
}

/** Splits the string into the centre token and the ring tokens. */
function split(text: string): { centre: string; explicitCentre: boolean; rings: string[] } {
  const words = text
    .trim()
    .split(/[\s,]+/)
    .filter((w) => w !== '');
  const first = words[0];
  const braced = first === undefined ? null : /^\{(.*)\}$/.exec(first);
  if (braced !== null) return { centre: braced[1] ?? '', explicitCentre: true, rings: words.slice(1) };
  if (first === MECATOL_REX_SYSTEM_ID) return { centre: first, explicitCentre: true, rings: words.slice(1) };
  return { centre: MECATOL_REX_SYSTEM_ID, explicitCentre: false, rings: words };
}

function ringsFor(count: number, playerCount: PlayerCount | undefined): number | MapError {
  const rule =
    'A map string lists the 36 positions of a 3-ring map, or up to 60 for a 4-ring map (Mecatol Rex is implied)';
  if (count > FOUR_RINGS || count < THREE_RINGS) {
    return fail('map/wrong-length', `${rule}; this one lists ${count}.`);
  }
  const rings = count === THREE_RINGS ? 3 : 4;
  if (playerCount !== undefined && playerCount >= 7 && rings === 3) {
    return fail(
      'map/wrong-length',
      `${playerCount === 8 ? 'An' : 'A'} ${playerCount}-player map has 4 rings: up to ${FOUR_RINGS} positions after Mecatol Rex; this string lists ${count}.`,
    );
  }
  return rings;
}

function checkTile(
  systemId: string,
  position: number,
  tiles: ReadonlyMap<string, SystemData>,
): SystemData | MapError {
  const system = tiles.get(systemId);
  if (system === undefined) {
    if (tiles.get(`${systemId}A`)?.kind === 'hyperlane') {
      return fail(
        'map/unknown-tile',
        `Tile ${systemId} is a hyperlane: write ${systemId}A or ${systemId}B for the side that is up (${where(position)})`,
      );
    }
    return fail(
      'map/unknown-tile',
      `Tile ${systemId} is not a base, Prophecy of Kings or Thunder's Edge system (${where(position)})`,
    );
  }
  if (system.kind === 'offboard' || OFF_MAP_SYSTEM_IDS.includes(systemId)) {
    const hint =
      system.kind === 'home'
        ? `; its home position takes tile ${HOME_POSITION_TILE_OF.get(systemId) ?? ''} instead`
        : '';
    return fail(
      'map/off-board-tile',
      `Tile ${systemId} sits beside the board, not in its rings (${where(position)})${hint}`,
    );
  }
  return system;
}

/**
 * Reads a map string against a tile table (normally SYSTEMS_BY_ID). Hyperlane tiles may repeat, as
 * community layouts for 3 and 4 players do; every other tile may appear once.
 */
export function parseMapString(
  text: string,
  tiles: ReadonlyMap<string, SystemData>,
  options: ParseMapOptions = {},
): ParseMapResult {
  const parts = split(text);
  const rings = ringsFor(parts.rings.length, options.playerCount);
  if (typeof rings !== 'number') return rings;

  const words = [parts.centre, ...parts.rings];
  const out: MapTile[] = [];
  const homes: number[] = [];
  const firstSeen = new Map<string, number>();
  for (const [position, word] of words.entries()) {
    const token = readToken(word, position);
    if ('ok' in token) return token;
    if (token.kind === 'empty') continue;
    if (token.kind === 'home') {
      out.push({ position, systemId: null });
      homes.push(position);
      continue;
    }
    const system = checkTile(token.systemId, position, tiles);
    if ('ok' in system) return system;
    if (token.rotation !== undefined && system.kind !== 'hyperlane') {
      return fail('map/bad-token', `"${word}": only hyperlane tiles take a rotation (${where(position)})`);
    }
    if (system.kind !== 'hyperlane') {
      const earlier = firstSeen.get(token.systemId);
      if (earlier !== undefined) {
        return fail(
          'map/duplicate-tile',
          `Tile ${token.systemId} appears twice (${earlier === 0 ? 'the centre and position' : `positions ${earlier} and`} ${position}); there is one of each system tile`,
        );
      }
      firstSeen.set(token.systemId, position);
    }
    if (system.kind === 'home') homes.push(position);
    out.push(
      token.rotation === undefined
        ? { position, systemId: token.systemId }
        : { position, systemId: token.systemId, rotation: token.rotation },
    );
  }

  if (options.playerCount !== undefined && homes.length !== options.playerCount) {
    return fail(
      'map/wrong-home-count',
      `This map has ${homes.length} home positions (0 or a home system) but the game has ${options.playerCount} players.`,
    );
  }
  return { ok: true, map: { rings, tiles: out, homes: seatingOrder(homes) } };
}

function tokenOf(tile: MapTile | undefined): string {
  if (tile === undefined) return EMPTY;
  if (tile.systemId === null) return HOME_SLOT;
  return `${tile.systemId}${tile.rotation ?? ''}`;
}

/**
 * Writes a map as a map string: every position of its rings in order, -1 for empty space, Mecatol Rex
 * left implied when it is in the centre (any other centre is written first in braces, e.g. `{-1}`).
 */
export function makeMapString(map: GalaxyMap): string {
  const byPosition = new Map(map.tiles.map((t) => [t.position, t]));
  const words: string[] = [];
  for (let position = 1; position < positionCount(map.rings); position++) {
    words.push(tokenOf(byPosition.get(position)));
  }
  const centre = tokenOf(byPosition.get(0));
  return centre === MECATOL_REX_SYSTEM_ID ? words.join(' ') : [`{${centre}}`, ...words].join(' ');
}
