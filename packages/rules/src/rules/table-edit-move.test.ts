import { describe, expect, it } from 'vitest';
import type { Actor, Intent } from '../wire/intents.ts';
import type { GameState, Seat } from '../state/state.ts';
import type { TableEdit } from '../wire/table-edit-schema.ts';
import {
  ground,
  space,
  withSpace,
  withStationSystem,
  withToken,
} from '../../test-support/table-edit-fixtures.ts';
import {
  HACAN,
  MECATOL,
  SOL,
  SOL_HOME,
  actionTable,
  attempt,
  notesOf,
  play,
  withPlanet,
} from '../../test-support/turn-fixtures.ts';

// Sol (seat 0) starts with 2 Carriers (capacity 6 each: Sol's own carrier), 1 Destroyer and 3 Fighters in system 1, and
// 5 Infantry and a Space Dock on Jord. Their tactical action activates system 19 (Wellon) unless a
// test says otherwise.

type Move = Extract<TableEdit, { kind: 'move' }>;
const move = (m: Omit<Move, 'kind'>): Intent => ({ type: 'table-edit', edit: { kind: 'move', ...m } });
/** Sol's tactical action under way in `system` (activated through the engine), after `prep`. */
function tactical(system = '19', prep: (s: GameState) => GameState = (s) => s): GameState {
  const s = prep({ ...actionTable(), active: SOL });
  return play(s, SOL, { type: 'activate-system', system });
}

const FROM_HOME = { system: SOL_HOME, units: { carrier: 2, fighter: 2 } };
const FROM_JORD = { planet: 'jord', units: { infantry: 4 } };

const APPLIED: {
  name: string;
  rule: string;
  system?: string;
  prep?: (s: GameState) => GameState;
  edit: Omit<Move, 'kind'>;
  check: (s: GameState) => void;
  log: string[];
}[] = [
  {
    name: 'ships, fighters and ground forces move in together and land on an empty planet, taking it',
    rule: 'LRR 58, 95, 49, 25',
    edit: { to: '19', from: [FROM_HOME, FROM_JORD], land: [{ planet: 'wellon', units: { infantry: 2 } }] },
    check: (s) => {
      expect(space(s, SOL_HOME, SOL)).toEqual({ destroyer: 1, fighter: 1 });
      expect(ground(s, 'jord', SOL)).toEqual({ infantry: 1, 'space-dock': 1 });
      expect(space(s, '19', SOL)).toEqual({ carrier: 2, fighter: 2, infantry: 2 });
      expect(ground(s, 'wellon', SOL)).toEqual({ infantry: 2 });
      // LRR 25: a planet gained comes exhausted.
      expect(s.galaxy.planets['wellon']).toMatchObject({ controller: SOL, exhausted: true });
    },
    log: [
      'Table edit: P1 moves 2 Carriers, 2 Fighters, 4 Infantry from Jord to Wellon; lands 2 Infantry on Wellon and takes control.',
    ],
  },
  {
    name: 'ships come from two systems at once',
    rule: 'LRR 58.3: any number of ships from any number of systems',
    prep: (s) => withSpace(s, MECATOL, SOL, { cruiser: 1 }),
    edit: {
      to: '19',
      from: [
        { system: SOL_HOME, units: { destroyer: 1 } },
        { system: MECATOL, units: { cruiser: 1 } },
      ],
    },
    check: (s) => {
      expect(space(s, '19', SOL)).toEqual({ cruiser: 1, destroyer: 1 });
      expect(space(s, MECATOL, SOL)).toEqual({});
    },
    log: ['Table edit: P1 moves 1 Destroyer from Jord and 1 Cruiser from Mecatol Rex to Wellon.'],
  },
  {
    name: 'ground forces stay aboard in space when none land',
    rule: 'LRR 95: transported units stay in the space area',
    edit: {
      to: '19',
      from: [
        { system: SOL_HOME, units: { carrier: 1 } },
        { planet: 'jord', units: { infantry: 2 } },
      ],
    },
    check: (s) => {
      expect(space(s, '19', SOL)).toEqual({ carrier: 1, infantry: 2 });
      expect(s.galaxy.planets['wellon']?.controller).toBeNull();
    },
    log: ['Table edit: P1 moves 1 Carrier, 2 Infantry from Jord to Wellon.'],
  },
  {
    name: 'a move that only lands commits ground forces already in the active system (after a space combat)',
    rule: 'LRR 49.2',
    prep: (s) => withSpace(s, '19', SOL, { carrier: 1, infantry: 2 }),
    edit: { to: '19', from: [], land: [{ planet: 'wellon', units: { infantry: 2 } }] },
    check: (s) => {
      expect(space(s, '19', SOL)).toEqual({ carrier: 1 });
      expect(s.galaxy.planets['wellon']?.controller).toBe(SOL);
    },
    log: ['Table edit: P1 lands 2 Infantry on Wellon and takes control.'],
  },
  {
    name: 'landing on a planet another player holds does not take it: ground combat is a separate edit',
    rule: 'LRR 49.4–49.6 (the app rolls no dice)',
    prep: (s) =>
      withPlanet(s, 'wellon', (p) => ({
        ...p,
        controller: HACAN,
        units: { [String(HACAN)]: { infantry: 1 } },
      })),
    edit: { to: '19', from: [FROM_HOME, FROM_JORD], land: [{ planet: 'wellon', units: { infantry: 3 } }] },
    check: (s) => {
      expect(s.galaxy.planets['wellon']?.controller).toBe(HACAN);
      expect(ground(s, 'wellon', SOL)).toEqual({ infantry: 3 });
      expect(ground(s, 'wellon', HACAN)).toEqual({ infantry: 1 });
    },
    log: [
      'Table edit: P1 moves 2 Carriers, 2 Fighters, 4 Infantry from Jord to Wellon; lands 3 Infantry on Wellon (P2 holds it: record the ground combat and any change of control with table edits).',
    ],
  },
  {
    name: 'landing on their own planet changes nothing about its control',
    rule: 'LRR 25',
    prep: (s) => withPlanet(s, 'wellon', (p) => ({ ...p, controller: SOL, exhausted: false })),
    edit: { to: '19', from: [FROM_HOME, FROM_JORD], land: [{ planet: 'wellon', units: { infantry: 1 } }] },
    check: (s) => expect(s.galaxy.planets['wellon']).toMatchObject({ controller: SOL, exhausted: false }),
    log: [
      'Table edit: P1 moves 2 Carriers, 2 Fighters, 4 Infantry from Jord to Wellon; lands 1 Infantry on Wellon.',
    ],
  },
  {
    name: 'ships arriving alone take the system’s space station',
    rule: 'Thunder’s Edge space stations, note 2',
    system: '109',
    prep: withStationSystem,
    edit: { to: '109', from: [{ system: SOL_HOME, units: { destroyer: 1 } }] },
    check: (s) => expect(s.galaxy.stations['tsion-station']?.controller).toBe(SOL),
    log: ['Table edit: P1 moves 1 Destroyer from Jord to Bellatrix.', 'P1 takes control of Tsion Station.'],
  },
  {
    name: 'ships arriving where the station owner has ships do not take it (combat first)',
    rule: 'Thunder’s Edge space stations, note 2.1',
    system: '109',
    prep: (s) => {
      const t = withSpace(withStationSystem(s), '109', HACAN, { cruiser: 1 });
      return {
        ...t,
        galaxy: { ...t.galaxy, stations: { 'tsion-station': { controller: HACAN, exhausted: false } } },
      };
    },
    edit: { to: '109', from: [{ system: SOL_HOME, units: { destroyer: 1 } }] },
    check: (s) => expect(s.galaxy.stations['tsion-station']?.controller).toBe(HACAN),
    log: ['Table edit: P1 moves 1 Destroyer from Jord to Bellatrix.'],
  },
];

describe('the move edit: movement and invasion in one step (SPEC 2.6)', () => {
  it.each(APPLIED)('$name ($rule)', ({ system, prep, edit, check, log }) => {
    const out = attempt(tactical(system, prep), SOL, move(edit));
    expect(out.ok, out.ok ? '' : out.message).toBe(true);
    if (!out.ok) return;
    check(out.state);
    expect(notesOf(out)).toEqual(log);
  });
});

const REFUSED: {
  name: string;
  prep?: (s: GameState) => GameState;
  by?: Seat | Actor;
  edit: Omit<Move, 'kind'>;
  code: string;
  says: RegExp;
}[] = [
  {
    name: 'move units that are not there',
    edit: { to: '19', from: [{ system: SOL_HOME, units: { carrier: 3 } }] },
    code: 'rule/illegal-choice',
    says: /^You have 2 Carriers in system 1, not 3\.$/,
  },
  {
    name: 'move another player’s units (they are not the mover’s)',
    edit: { to: '19', from: [{ system: '16', units: { carrier: 1 } }] },
    code: 'rule/illegal-choice',
    says: /You have 0 Carriers in system 16, not 1/,
  },
  {
    name: 'move more fighters and ground forces than the moving ships carry (LRR 16; Sol’s carrier has capacity 6)',
    edit: {
      to: '19',
      from: [
        { system: SOL_HOME, units: { carrier: 1, fighter: 2 } },
        { planet: 'jord', units: { infantry: 5 } },
      ],
    },
    code: 'rule/limit-reached',
    says: /have room for 6 fighters and ground forces .* 7 would move with them/,
  },
  {
    name: 'move ground forces with no ship to carry them (LRR 95)',
    edit: { to: '19', from: [{ planet: 'jord', units: { infantry: 1 } }] },
    code: 'rule/limit-reached',
    says: /room for 0 fighters and ground forces/,
  },
  {
    name: 'move out of a system holding their command token (LRR 58.3c)',
    prep: (s) => withToken(s, SOL_HOME, SOL),
    edit: { to: '19', from: [{ system: SOL_HOME, units: { destroyer: 1 } }] },
    code: 'rule/illegal-choice',
    says: /Jord \(system 1\) holds your command token: nothing moves out of it/,
  },
  {
    name: 'move into a system other than the active one',
    edit: { to: MECATOL, from: [{ system: SOL_HOME, units: { destroyer: 1 } }] },
    code: 'rule/illegal-choice',
    says: /Units move into the active system, Wellon \(system 19\); system 18 is not it/,
  },
  {
    name: 'move a structure',
    edit: { to: '19', from: [{ planet: 'jord', units: { 'space-dock': 1 } }] },
    code: 'rule/illegal-choice',
    says: /Space Docks never move/,
  },
  {
    name: 'land on a planet outside the active system',
    edit: {
      to: '19',
      from: [FROM_HOME, FROM_JORD],
      land: [{ planet: 'mecatol-rex', units: { infantry: 1 } }],
    },
    code: 'rule/illegal-choice',
    says: /Mecatol Rex is not a planet of the active system \(Wellon\)/,
  },
  {
    name: 'land ships on a planet',
    edit: { to: '19', from: [FROM_HOME], land: [{ planet: 'wellon', units: { carrier: 1 } }] },
    code: 'rule/illegal-choice',
    says: /Only ground forces land on planets/,
  },
  {
    name: 'land more ground forces than are in the active system',
    edit: {
      to: '19',
      from: [FROM_HOME, { planet: 'jord', units: { infantry: 2 } }],
      land: [{ planet: 'wellon', units: { infantry: 3 } }],
    },
    code: 'rule/illegal-choice',
    says: /2 Infantry would be in the space area of Wellon to land, not 3/,
  },
  {
    name: 'land while another player’s ships are in the active system (space combat first, LRR 49)',
    prep: (s) => withSpace(s, '19', HACAN, { destroyer: 1 }),
    edit: { to: '19', from: [FROM_HOME, FROM_JORD], land: [{ planet: 'wellon', units: { infantry: 1 } }] },
    code: 'rule/illegal-choice',
    says: /P2 has ships in Wellon: space combat comes before landing/,
  },
  {
    name: 'land on a planet with the Demilitarized Zone',
    prep: (s) => withPlanet(s, 'wellon', (p) => ({ ...p, attachments: ['demilitarized-zone'] })),
    edit: { to: '19', from: [FROM_HOME, FROM_JORD], land: [{ planet: 'wellon', units: { infantry: 1 } }] },
    code: 'rule/illegal-choice',
    says: /Demilitarized Zone/,
  },
  {
    name: 'move in when it is not their tactical action (another seat)',
    by: HACAN,
    edit: { to: '19', from: [{ system: '16', units: { carrier: 1 } }] },
    code: 'intent/not-your-turn',
    says: /^Only P1 moves units now: it is their tactical action/,
  },
  {
    name: 'move as a spectator',
    by: { kind: 'spectator' },
    edit: { to: '19', from: [FROM_HOME] },
    code: 'intent/spectator',
    says: /Spectators can watch but not act/,
  },
  {
    name: 'move as a seat that is not in the game',
    by: 6,
    edit: { to: '19', from: [FROM_HOME] },
    code: 'intent/not-your-turn',
    says: /That seat is not in this game/,
  },
];

describe('a move that does not fit the table is refused, and nothing changes', () => {
  it.each(REFUSED)('a player cannot $name', ({ prep, by, edit, code, says }) => {
    const s = tactical('19', prep);
    const before = JSON.stringify(s);
    const out = attempt(s, by ?? SOL, move(edit));
    expect(out).toMatchObject({ ok: false, code });
    if (!out.ok) expect(out.message).toMatch(says);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('no move is made without a tactical action under way: the board is corrected with "Move units"', () => {
    const s = { ...actionTable(), active: SOL };
    expect(attempt(s, SOL, move({ to: '19', from: [FROM_HOME] }))).toMatchObject({
      ok: false,
      code: 'intent/wrong-phase',
      message: expect.stringMatching(/no tactical action is under way/),
    });
  });

  it.each([
    ['no units at all', { to: '19', from: [] }],
    ['empty unit counts', { to: '19', from: [{ system: '1', units: { carrier: 0 } }] }],
    ['a negative count', { to: '19', from: [{ system: '1', units: { carrier: -2 } }] }],
    ['the same place twice', { to: '19', from: [FROM_HOME, FROM_HOME] }],
    [
      'the same planet landed on twice',
      {
        to: '19',
        from: [FROM_HOME],
        land: [
          { planet: 'wellon', units: { infantry: 1 } },
          { planet: 'wellon', units: { infantry: 1 } },
        ],
      },
    ],
    [
      'a source naming both a system and a planet',
      { to: '19', from: [{ system: '1', planet: 'jord', units: { infantry: 1 } }] },
    ],
    ['an owner field (a move is always the mover’s own)', { to: '19', owner: HACAN, from: [FROM_HOME] }],
    ['no destination', { from: [FROM_HOME] }],
    ['an unknown unit type', { to: '19', from: [{ system: '1', units: { 'battle-cruiser': 1 } }] }],
    ['sources that are not a list', { to: '19', from: FROM_HOME }],
  ])('a malformed move (%s) is refused as malformed', (_, m) => {
    const s = tactical();
    const before = JSON.stringify(s);
    expect(attempt(s, SOL, { type: 'table-edit', edit: { kind: 'move', ...m } })).toMatchObject({
      ok: false,
      code: 'intent/malformed',
    });
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe('a move with edits needing approval', () => {
  it('waits for the host and applies when approved during the tactical action', () => {
    const s = play({ ...actionTable({ approval: true }), active: SOL }, SOL, {
      type: 'activate-system',
      system: '19',
    });
    const out = attempt(s, SOL, move({ to: '19', from: [FROM_HOME] }));
    expect(notesOf(out)).toEqual([
      "Edit #1, waiting for the host's approval: P1 moves 2 Carriers, 2 Fighters from Jord to Wellon.",
    ]);
    if (!out.ok) return;
    expect(space(out.state, '19', SOL)).toEqual({});
    const approved = play(out.state, { kind: 'host' }, { type: 'approve-edit', id: 1 });
    expect(space(approved, '19', SOL)).toEqual({ carrier: 2, fighter: 2 });
  });

  it('no longer fits once the tactical action has ended', () => {
    let s = play({ ...actionTable({ approval: true }), active: SOL }, SOL, {
      type: 'activate-system',
      system: '19',
    });
    s = play(s, SOL, move({ to: '19', from: [FROM_HOME] }));
    s = play(s, SOL, { type: 'end-turn' });
    expect(attempt(s, { kind: 'host' }, { type: 'approve-edit', id: 1 })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Edit #1 no longer fits the table: .*no tactical action is under way/),
    });
  });
});
