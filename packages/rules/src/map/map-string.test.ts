import { describe, expect, it } from 'vitest';

import { SYSTEMS_BY_ID } from '../content/systems.ts';
import { RngCursor, seedRng } from '../kernel/rng.ts';
import type { GalaxyMap } from './galaxy-map.ts';
import { tileAt } from './galaxy-map.ts';
import { generateStandardMap } from './generate.ts';
import { PLAYER_COUNTS, standardLayout } from './layouts.ts';
import { makeMapString, parseMapString, type MapErrorCode, type ParseMapResult } from './map-string.ts';
import { FIXTURE_TILES } from '../../test-support/test-tiles.ts';

const SIX_PLAYER_HOMES = new Set([19, 22, 25, 28, 31, 34]);

/** The 36 ring tokens of a 6-player map: home slots at the homes, tiles 19, 20, ... elsewhere. */
function sixPlayerTokens(): string[] {
  let next = 19;
  return Array.from({ length: 36 }, (_, i) => (SIX_PLAYER_HOMES.has(i + 1) ? '0' : String(next++)));
}

/** Tokens with some positions (1-based, as in the map) replaced. */
function withTokens(tokens: readonly string[], changes: Record<number, string>): string {
  return tokens.map((t, i) => changes[i + 1] ?? t).join(' ');
}

function parsed(text: string, tiles = FIXTURE_TILES): GalaxyMap {
  const out = parseMapString(text, tiles);
  if (!out.ok) throw new Error(`${out.code}: ${out.message}`);
  return out.map;
}

function failure(out: ParseMapResult): { code: MapErrorCode; message: string } {
  if (out.ok) throw new Error('expected the map string to be rejected');
  return { code: out.code, message: out.message };
}

describe('reading a map string', () => {
  it('reads a 6-player string ring by ring with Mecatol Rex implied', () => {
    const map = parsed(sixPlayerTokens().join(' '));
    expect(map.rings).toBe(3);
    expect(map.tiles).toHaveLength(37);
    expect(tileAt(map, 0)).toEqual({ position: 0, systemId: '18' });
    expect(tileAt(map, 1)).toEqual({ position: 1, systemId: '19' });
    expect(tileAt(map, 19)).toEqual({ position: 19, systemId: null });
    expect(map.homes).toEqual([19, 22, 25, 28, 31, 34]);
  });

  it.each([
    ['an explicit 18 first', (s: string) => `18 ${s}`],
    ['an explicit {18} first', (s: string) => `{18} ${s}`],
    ['commas between tiles', (s: string) => s.replaceAll(' ', ', ')],
    ['bare commas', (s: string) => s.replaceAll(' ', ',')],
    ['newlines, tabs and extra spaces', (s: string) => `  ${s.replaceAll(' ', ' \n\t ')}  `],
  ])('accepts %s and reads the same map', (_, change) => {
    const plain = sixPlayerTokens().join(' ');
    expect(parsed(change(plain))).toEqual(parsed(plain));
  });

  it('treats -1 as empty space', () => {
    const map = parsed(withTokens(sixPlayerTokens(), { 5: '-1' }));
    expect(tileAt(map, 5)).toBeUndefined();
    expect(map.tiles).toHaveLength(36);
  });

  it('reads a replaced or empty centre written in braces', () => {
    expect(tileAt(parsed(`{-1} ${sixPlayerTokens().join(' ')}`), 0)).toBeUndefined();
    expect(tileAt(parsed(`{60} ${sixPlayerTokens().join(' ')}`), 0)).toEqual({ position: 0, systemId: '60' });
  });

  it.each([
    ['83A', { systemId: '83A' }],
    ['83a', { systemId: '83A' }],
    ['86B3', { systemId: '86B', rotation: 3 }],
    ['85a0', { systemId: '85A', rotation: 0 }],
  ])('reads hyperlane %s with its side and rotation', (token, expected) => {
    expect(tileAt(parsed(withTokens(sixPlayerTokens(), { 2: token })), 2)).toEqual({
      position: 2,
      ...expected,
    });
  });

  it('lets a hyperlane tile repeat, as the 3- and 4-player layouts do', () => {
    const map = parsed(withTokens(sixPlayerTokens(), { 2: '86A4', 4: '86A0', 6: '86A2' }));
    expect([2, 4, 6].map((p) => tileAt(map, p)?.systemId)).toEqual(['86A', '86A', '86A']);
  });

  it('reads a 4-ring string and leaves omitted trailing positions empty', () => {
    const tokens = [...sixPlayerTokens(), '0', '57', '58'];
    const map = parsed(tokens.join(' '));
    expect(map.rings).toBe(4);
    expect(tileAt(map, 39)?.systemId).toBe('58');
    expect(tileAt(map, 40)).toBeUndefined();
    expect(map.homes).toEqual([19, 37, 22, 25, 28, 31, 34]);
  });

  it('counts a placed home system as a home position', () => {
    const map = parsed(withTokens(sixPlayerTokens(), { 19: '1', 28: '17' }));
    expect(tileAt(map, 19)?.systemId).toBe('1');
    expect(map.homes).toEqual([19, 22, 25, 28, 31, 34]);
  });

  it('checks ring count and home count against a player count when asked', () => {
    const text = sixPlayerTokens().join(' ');
    expect(parseMapString(text, FIXTURE_TILES, { playerCount: 6 }).ok).toBe(true);
    expect(failure(parseMapString(text, FIXTURE_TILES, { playerCount: 5 }))).toEqual({
      code: 'map/wrong-home-count',
      message: 'This map has 6 home positions (0 or a home system) but the game has 5 players.',
    });
    expect(failure(parseMapString(text, FIXTURE_TILES, { playerCount: 8 }))).toEqual({
      code: 'map/wrong-length',
      message: 'An 8-player map has 4 rings: up to 60 positions after Mecatol Rex; this string lists 36.',
    });
  });
});

describe('rejecting a bad map string', () => {
  const tokens = sixPlayerTokens();
  it.each<{ name: string; text: string; code: MapErrorCode; message: string }>([
    {
      name: 'an unknown tile',
      text: withTokens(tokens, { 14: '199' }),
      code: 'map/unknown-tile',
      message: "Tile 199 is not a base, Prophecy of Kings or Thunder's Edge system (position 14)",
    },
    {
      name: 'a hyperlane without its side',
      text: withTokens(tokens, { 3: '83' }),
      code: 'map/unknown-tile',
      message: 'Tile 83 is a hyperlane: write 83A or 83B for the side that is up (position 3)',
    },
    {
      name: 'an unknown centre',
      text: `{199} ${tokens.join(' ')}`,
      code: 'map/unknown-tile',
      message: "Tile 199 is not a base, Prophecy of Kings or Thunder's Edge system (the centre)",
    },
    {
      name: 'a tile used twice',
      text: withTokens(tokens, { 3: '60', 8: '60' }),
      code: 'map/duplicate-tile',
      message: 'Tile 60 appears twice (positions 3 and 8); there is one of each system tile',
    },
    {
      name: 'Mecatol Rex in a ring as well as the centre',
      text: withTokens(tokens, { 5: '18' }),
      code: 'map/duplicate-tile',
      message: 'Tile 18 appears twice (the centre and position 5); there is one of each system tile',
    },
    {
      name: 'too few positions',
      text: tokens.slice(0, 35).join(' '),
      code: 'map/wrong-length',
      message:
        'A map string lists the 36 positions of a 3-ring map, or up to 60 for a 4-ring map (Mecatol Rex is implied); this one lists 35.',
    },
    {
      name: 'too many positions',
      text: [...tokens, ...Array.from({ length: 25 }, () => '-1')].join(' '),
      code: 'map/wrong-length',
      message:
        'A map string lists the 36 positions of a 3-ring map, or up to 60 for a 4-ring map (Mecatol Rex is implied); this one lists 61.',
    },
    {
      name: 'an empty string',
      text: '   ',
      code: 'map/wrong-length',
      message:
        'A map string lists the 36 positions of a 3-ring map, or up to 60 for a 4-ring map (Mecatol Rex is implied); this one lists 0.',
    },
    {
      name: 'a word that is not a tile',
      text: withTokens(tokens, { 7: 'abc' }),
      code: 'map/bad-token',
      message:
        '"abc" is not a tile number (position 7); use tile numbers, 0 for a home slot or -1 for empty space',
    },
    {
      name: 'a centre in braces later in the string',
      text: withTokens(tokens, { 7: '{18}' }),
      code: 'map/bad-token',
      message:
        '"{18}" is not a tile number (position 7); use tile numbers, 0 for a home slot or -1 for empty space',
    },
    {
      name: 'a hyperlane turned more than five steps',
      text: withTokens(tokens, { 2: '83A7' }),
      code: 'map/bad-token',
      message: '"83A7" has rotation 7; a hyperlane turns 0 to 5 steps (position 2)',
    },
    {
      name: 'the Wormhole Nexus in a ring',
      text: withTokens(tokens, { 9: '82' }),
      code: 'map/off-board-tile',
      message: 'Tile 82 sits beside the board, not in its rings (position 9)',
    },
    {
      name: 'the Creuss home system in a home position',
      text: withTokens(tokens, { 22: '51' }),
      code: 'map/off-board-tile',
      message:
        'Tile 51 sits beside the board, not in its rings (position 22); its home position takes tile 17 instead',
    },
  ])('rejects $name with $code', ({ text, code, message }) => {
    expect(failure(parseMapString(text, FIXTURE_TILES))).toEqual({ code, message });
  });

  it('rejects a rotation on a tile that is not a hyperlane', () => {
    const tiles = new Map(FIXTURE_TILES);
    tiles.set('70A', { id: '70A', kind: 'blue', planets: [], stations: [], wormholes: [], anomalies: [] });
    expect(failure(parseMapString(withTokens(tokens, { 2: '70A1' }), tiles))).toEqual({
      code: 'map/bad-token',
      message: '"70A1": only hyperlane tiles take a rotation (position 2)',
    });
  });

  it('reports the first problem in string order', () => {
    const out = parseMapString(withTokens(tokens, { 4: '99', 9: 'abc' }), FIXTURE_TILES);
    expect(failure(out).code).toBe('map/unknown-tile');
  });
});

describe('writing a map string', () => {
  it('writes every ring position, -1 for empty space, with Mecatol Rex implied', () => {
    const text = withTokens(sixPlayerTokens(), { 5: '-1', 2: '83a2' });
    const made = makeMapString(parsed(text));
    expect(made.split(' ')).toHaveLength(36);
    expect(made).toBe(withTokens(sixPlayerTokens(), { 5: '-1', 2: '83A2' }));
  });

  it('writes a centre other than Mecatol Rex in braces', () => {
    expect(makeMapString(parsed(`{-1} ${sixPlayerTokens().join(' ')}`)).startsWith('{-1} 19 ')).toBe(true);
  });

  it('writes all 60 positions of a 4-ring map', () => {
    const made = makeMapString(parsed([...sixPlayerTokens(), '0'].join(' ')));
    const words = made.split(' ');
    expect(words).toHaveLength(60);
    expect(words[36]).toBe('0');
    expect(words.slice(37).every((w) => w === '-1')).toBe(true);
  });

  it.each([
    ['implied centre', sixPlayerTokens().join(' ')],
    [
      'explicit centre, commas, lower case',
      `{18}, ${withTokens(sixPlayerTokens(), { 2: '86b5', 3: '84a' })}`,
    ],
    ['empty centre and gaps', `{-1} ${withTokens(sixPlayerTokens(), { 1: '-1', 36: '-1' })}`],
    ['placed home systems', withTokens(sixPlayerTokens(), { 19: '1', 22: '2', 25: '3' })],
    ['a 4-ring map with trailing positions omitted', [...sixPlayerTokens(), '0', '57'].join(' ')],
  ])('round-trips parse → make → parse (%s)', (_, text) => {
    const first = parsed(text);
    const made = makeMapString(first);
    expect(parsed(made)).toEqual(first);
    expect(makeMapString(parsed(made))).toBe(made);
  });
});

describe('map strings with the real tile table', () => {
  it.each(PLAYER_COUNTS)('round-trips a generated %i-player standard map', (players) => {
    const cursor = new RngCursor(seedRng(`round trip ${players}`));
    const map = generateStandardMap(players, () => cursor.float(), SYSTEMS_BY_ID);
    const made = makeMapString(map);
    const again = parseMapString(made, SYSTEMS_BY_ID, { playerCount: players });
    expect(again).toEqual({ ok: true, map });
    if (again.ok) expect(makeMapString(again.map)).toBe(made);
  });

  it.each(PLAYER_COUNTS)('reads the %i-player layout back with its homes in seating order', (players) => {
    const cursor = new RngCursor(seedRng('homes'));
    const made = makeMapString(generateStandardMap(players, () => cursor.float(), SYSTEMS_BY_ID));
    const again = parsed(made, SYSTEMS_BY_ID);
    expect(again.homes).toEqual(standardLayout(players).homes);
  });

  it('reads the community 5-player hyperlane wedge', () => {
    const layout = standardLayout(5);
    const tokens = Array.from({ length: 36 }, (_, i) => {
      const pos = i + 1;
      if (layout.homes.includes(pos)) return '0';
      const lane = layout.hyperlanes.find((h) => h.position === pos);
      return lane === undefined ? '-1' : `${lane.systemId.toLowerCase()}${lane.rotation}`;
    });
    const map = parsed(tokens.join(' '), SYSTEMS_BY_ID);
    expect(map.tiles.filter((t) => t.systemId?.endsWith('A'))).toHaveLength(6);
    expect(map.homes).toEqual(layout.homes);
  });

  it('rejects an unknown tile against the real table', () => {
    const out = parseMapString(withTokens(sixPlayerTokens(), { 14: '199' }), SYSTEMS_BY_ID);
    expect(failure(out)).toEqual({
      code: 'map/unknown-tile',
      message: "Tile 199 is not a base, Prophecy of Kings or Thunder's Edge system (position 14)",
    });
  });
});
