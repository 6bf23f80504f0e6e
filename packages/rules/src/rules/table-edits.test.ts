import { describe, expect, it } from 'vitest';
import { legalIntents } from '../engine/legal.ts';
import type { GameState, Seat } from '../state/state.ts';
import type { TableEdit } from '../wire/table-edit-schema.ts';
import { edit, ground, space, withStationSystem } from '../../test-support/table-edit-fixtures.ts';
import {
  HACAN,
  MUAAT,
  SOL,
  SOL_HOME,
  actionTable,
  attempt,
  notesOf,
  play,
  strategyTable,
  withPlanet,
  withPlayer,
} from '../../test-support/turn-fixtures.ts';

/** Sol (seat 0) starts with 2 Carriers, 1 Destroyer and 3 Fighters in system 1, and 5 Infantry and a Space Dock on Jord. */
const APPLIED: {
  name: string;
  edit: TableEdit;
  by?: Seat;
  prep?: (s: GameState) => GameState;
  check: (s: GameState) => void;
  log: string;
}[] = [
  {
    name: 'move ships from one space area to another',
    edit: {
      kind: 'move-units',
      from: { system: SOL_HOME },
      to: { system: '19' },
      units: { carrier: 1, fighter: 2 },
    },
    check: (s) => {
      expect(space(s, SOL_HOME, SOL)).toEqual({ carrier: 1, destroyer: 1, fighter: 1 });
      expect(space(s, '19', SOL)).toEqual({ carrier: 1, fighter: 2 });
    },
    log: 'Table edit: P1 moves 1 Carrier and 2 Fighters from the space area of system 1 to the space area of system 19.',
  },
  {
    name: 'land ground forces on a planet (invasion)',
    edit: { kind: 'move-units', from: { planet: 'jord' }, to: { planet: 'wellon' }, units: { infantry: 2 } },
    check: (s) => {
      expect(ground(s, 'jord', SOL)).toEqual({ infantry: 3, 'space-dock': 1 });
      expect(ground(s, 'wellon', SOL)).toEqual({ infantry: 2 });
    },
    log: 'Table edit: P1 moves 2 Infantry from Jord to Wellon.',
  },
  {
    name: 'add units from reinforcements',
    edit: { kind: 'add-units', to: { system: SOL_HOME }, units: { dreadnought: 2 } },
    check: (s) => expect(space(s, SOL_HOME, SOL).dreadnought).toBe(2),
    log: 'Table edit: P1 adds 2 Dreadnoughts to the space area of system 1.',
  },
  {
    name: 'add a PDS on a controlled planet',
    edit: { kind: 'add-units', to: { planet: 'jord' }, units: { pds: 2 } },
    check: (s) => expect(ground(s, 'jord', SOL).pds).toBe(2),
    log: 'Table edit: P1 adds 2 PDS to Jord.',
  },
  {
    name: 'remove another player’s units (combat losses)',
    edit: { kind: 'remove-units', owner: HACAN, from: { system: '16' }, units: { fighter: 1 } },
    check: (s) => expect(space(s, '16', HACAN).fighter).toBe(1),
    log: "Table edit: P1 removes 1 Fighter from the space area of system 16 (on P2's units).",
  },
  {
    name: 'take control of a planet (its card comes exhausted, LRR 25)',
    edit: { kind: 'set-planet-control', planet: 'wellon', controller: SOL },
    check: (s) => expect(s.galaxy.planets['wellon']).toMatchObject({ controller: SOL, exhausted: true }),
    log: 'Table edit: P1 takes control of Wellon (its card comes exhausted).',
  },
  {
    name: 'give control of a planet to another player',
    edit: { kind: 'set-planet-control', planet: 'jord', controller: HACAN },
    check: (s) => expect(s.galaxy.planets['jord']?.controller).toBe(HACAN),
    log: 'Table edit: P1 gives control of Jord to P2 (its card comes exhausted).',
  },
  {
    name: 'exhaust another player’s planet (marked as acting on their belongings)',
    edit: { kind: 'set-planet-exhausted', planet: 'arretze', exhausted: true },
    check: (s) => expect(s.galaxy.planets['arretze']?.exhausted).toBe(true),
    log: "Table edit: P1 exhausts Arretze (on P2's planet).",
  },
  {
    name: 'take another player’s planet (after a ground combat)',
    edit: { kind: 'set-planet-control', planet: 'arretze', controller: SOL },
    check: (s) => expect(s.galaxy.planets['arretze']?.controller).toBe(SOL),
    log: "Table edit: P1 takes control of Arretze (its card comes exhausted; on P2's planet).",
  },
  {
    name: 'add units for another player',
    edit: { kind: 'add-units', owner: HACAN, to: { system: '16' }, units: { fighter: 1 } },
    check: (s) => expect(space(s, '16', HACAN).fighter).toBe(3),
    log: "Table edit: P1 adds 1 Fighter to the space area of system 16 (on P2's units).",
  },
  {
    name: 'adjust another player’s victory points',
    edit: { kind: 'adjust-victory-points', seat: HACAN, delta: 1 },
    check: (s) => expect(s.players[HACAN]?.victoryPoints).toBe(1),
    log: "Table edit: P1 changes victory points by +1 (on P2's victory points).",
  },
  {
    name: 'exhaust a planet',
    edit: { kind: 'set-planet-exhausted', planet: 'jord', exhausted: true },
    check: (s) => expect(s.galaxy.planets['jord']?.exhausted).toBe(true),
    log: 'Table edit: P1 exhausts Jord.',
  },
  {
    name: 'take control of a space station',
    edit: { kind: 'set-station-control', station: 'tsion-station', controller: SOL },
    prep: withStationSystem,
    check: (s) => expect(s.galaxy.stations['tsion-station']?.controller).toBe(SOL),
    log: 'Table edit: P1 takes control of Tsion Station.',
  },
  {
    name: 'attach the Demilitarized Zone to a planet',
    edit: { kind: 'attach', planet: 'wellon', attachment: 'demilitarized-zone' },
    check: (s) => expect(s.galaxy.planets['wellon']?.attachments).toEqual(['demilitarized-zone']),
    log: 'Table edit: P1 attaches Demilitarized Zone to Wellon.',
  },
  {
    name: 'detach an attachment',
    edit: { kind: 'detach', planet: 'jord', attachment: 'lazax-survivors' },
    prep: (s) => withPlanet(s, 'jord', (p) => ({ ...p, attachments: ['lazax-survivors'] })),
    check: (s) => expect(s.galaxy.planets['jord']?.attachments).toEqual([]),
    log: 'Table edit: P1 removes Lazax Survivors from Jord.',
  },
  {
    name: 'adjust their own trade goods',
    edit: { kind: 'adjust-trade-goods', delta: 3 },
    check: (s) => expect(s.players[SOL]?.tradeGoods).toBe(3),
    log: 'Table edit: P1 changes their trade goods by +3 (now 3).',
  },
  {
    name: 'adjust another player’s commodities',
    edit: { kind: 'adjust-commodities', seat: HACAN, delta: 2 },
    check: (s) => expect(s.players[HACAN]?.commodities).toBe(2),
    log: "Table edit: P1 changes commodities by +2 (now 2; on P2's commodities).",
  },
  {
    name: 'adjust victory points',
    edit: { kind: 'adjust-victory-points', delta: 2 },
    check: (s) => expect(s.players[SOL]?.victoryPoints).toBe(2),
    log: 'Table edit: P1 changes their victory points by +2.',
  },
  {
    name: 'discard an action card from their hand',
    edit: { kind: 'discard-action-card', card: 'sabotage-1' },
    prep: (s) => withPlayer(s, SOL, (p) => ({ ...p, actionCards: ['sabotage-1'] })),
    check: (s) => {
      expect(s.players[SOL]?.actionCards).toEqual([]);
      expect(s.decks.actionDiscard.at(-1)).toBe('sabotage-1');
    },
    log: 'Table edit: P1 discards the action card Sabotage.',
  },
  {
    name: 'give an action card to another player (not named in the log)',
    edit: { kind: 'give-action-card', card: 'sabotage-1', to: MUAAT },
    prep: (s) => withPlayer(s, SOL, (p) => ({ ...p, actionCards: ['sabotage-1'] })),
    check: (s) => {
      expect(s.players[SOL]?.actionCards).toEqual([]);
      expect(s.players[MUAAT]?.actionCards.at(-1)).toBe('sabotage-1');
    },
    log: 'Table edit: P1 gives an action card to P4.',
  },
];

describe('table edits (SPEC 2.6) apply at once and are logged with who made them', () => {
  it.each(APPLIED)('a player can $name', ({ edit: e, by, prep, check, log }) => {
    const start = prep ? prep(actionTable()) : actionTable();
    const out = attempt(start, by ?? SOL, edit(e));
    expect(out.ok, out.ok ? '' : out.message).toBe(true);
    if (!out.ok) return;
    check(out.state);
    expect(notesOf(out)[0]).toBe(log);
  });

  it('edits can be made by any player, in the strategy phase too', () => {
    const s = strategyTable();
    const out = attempt(s, HACAN, edit({ kind: 'adjust-trade-goods', delta: 1 }));
    expect(out.ok && out.state.players[HACAN]?.tradeGoods).toBe(1);
  });
});

describe('legal intents for edits', () => {
  it('seats are offered no example edit (legal stays what the game offers); the host is offered each waiting edit', () => {
    const s = play(actionTable({ approval: true }), SOL, edit({ kind: 'adjust-trade-goods', delta: 1 }));
    for (const p of s.players) {
      expect(legalIntents(s, { kind: 'seat', seat: p.seat }).map((i) => i.type)).not.toContain('table-edit');
    }
    expect(legalIntents(s, { kind: 'host' })).toEqual([
      { type: 'approve-edit', id: 1 },
      { type: 'reject-edit', id: 1 },
    ]);
    expect(legalIntents(s, { kind: 'spectator' })).toEqual([]);
  });
});
