import { describe, expect, it } from 'vitest';
import type { GameState } from '../state/state.ts';
import type { TableEdit } from '../wire/table-edit-schema.ts';
import { edit, withStationSystem } from '../../test-support/table-edit-fixtures.ts';
import {
  HACAN,
  SOL,
  SOL_HOME,
  actionTable,
  attempt,
  notesOf,
  play,
  withPlanet,
  withPlayer,
} from '../../test-support/turn-fixtures.ts';

const REFUSED: {
  name: string;
  edit: TableEdit;
  prep?: (s: GameState) => GameState;
  code: string;
  says: RegExp;
}[] = [
  {
    name: 'move more units than are there',
    edit: { kind: 'move-units', from: { system: SOL_HOME }, to: { system: '19' }, units: { carrier: 3 } },
    code: 'rule/illegal-choice',
    says: /You have 2 Carriers in system 1, not 3/,
  },
  {
    name: 'move ships onto a planet',
    edit: { kind: 'move-units', from: { system: SOL_HOME }, to: { planet: 'jord' }, units: { carrier: 1 } },
    code: 'rule/illegal-choice',
    says: /Ships stay in space/,
  },
  {
    name: 'move a structure',
    edit: {
      kind: 'move-units',
      from: { planet: 'jord' },
      to: { planet: 'wellon' },
      units: { 'space-dock': 1 },
    },
    code: 'rule/illegal-choice',
    says: /Space Docks do not move/,
  },
  {
    name: 'move units to where they already are',
    edit: { kind: 'move-units', from: { system: SOL_HOME }, to: { system: SOL_HOME }, units: { carrier: 1 } },
    code: 'rule/illegal-choice',
    says: /the two places are the same/,
  },
  {
    name: 'move units to a system not on the board',
    edit: { kind: 'move-units', from: { system: SOL_HOME }, to: { system: '50' }, units: { carrier: 1 } },
    code: 'rule/illegal-choice',
    says: /System 50 is not on the board/,
  },
  {
    name: 'add units beyond the reinforcement limit (LRR 70: 2 war suns)',
    edit: { kind: 'add-units', to: { system: SOL_HOME }, units: { 'war-sun': 3 } },
    code: 'rule/limit-reached',
    says: /You have only 2 War Suns left in reinforcements/,
  },
  {
    name: 'add a unit none of which is left in reinforcements',
    edit: { kind: 'add-units', to: { system: SOL_HOME }, units: { dreadnought: 1 } },
    prep: (s) => ({
      ...s,
      galaxy: {
        ...s.galaxy,
        systems: s.galaxy.systems.map((x) =>
          x.systemId === '19' ? { ...x, space: { [String(SOL)]: { dreadnought: 5 } } } : x,
        ),
      },
    }),
    code: 'rule/limit-reached',
    says: /You have no Dreadnoughts left in reinforcements/,
  },
  {
    name: 'add a structure in space',
    edit: { kind: 'add-units', to: { system: SOL_HOME }, units: { pds: 1 } },
    code: 'rule/illegal-choice',
    says: /Structures stand on planets/,
  },
  {
    name: 'add a second space dock to a planet',
    edit: { kind: 'add-units', to: { planet: 'jord' }, units: { 'space-dock': 1 } },
    code: 'rule/limit-reached',
    says: /already has a space dock \(at most 1 space dock per planet\)/,
  },
  {
    name: 'add units on a planet they do not control',
    edit: { kind: 'add-units', to: { planet: 'wellon' }, units: { infantry: 1 } },
    code: 'rule/not-controlled',
    says: /only on planets you control; Wellon is not one/,
  },
  {
    name: 'put ground forces on a planet with the Demilitarized Zone',
    edit: { kind: 'move-units', from: { planet: 'jord' }, to: { planet: 'wellon' }, units: { infantry: 1 } },
    prep: (s) => withPlanet(s, 'wellon', (p) => ({ ...p, attachments: ['demilitarized-zone'] })),
    code: 'rule/illegal-choice',
    says: /Demilitarized Zone/,
  },
  {
    name: 'remove units that are not there',
    edit: { kind: 'remove-units', from: { planet: 'jord' }, units: { mech: 1 } },
    code: 'rule/illegal-choice',
    says: /You have 0 Mechs on Jord, not 1/,
  },
  {
    name: 'give a planet to the player who already controls it',
    edit: { kind: 'set-planet-control', planet: 'jord', controller: SOL },
    code: 'rule/illegal-choice',
    says: /P1 already controls Jord/,
  },
  {
    name: 'name a planet that is not on the board',
    edit: { kind: 'set-planet-control', planet: 'bellatrix', controller: SOL },
    code: 'rule/illegal-choice',
    says: /Bellatrix is not on the board/,
  },
  {
    name: 'attach the same attachment twice',
    edit: { kind: 'attach', planet: 'jord', attachment: 'lazax-survivors' },
    prep: (s) => withPlanet(s, 'jord', (p) => ({ ...p, attachments: ['lazax-survivors'] })),
    code: 'rule/illegal-choice',
    says: /already attached/,
  },
  {
    name: 'take trade goods below zero',
    edit: { kind: 'adjust-trade-goods', delta: -1 },
    code: 'rule/illegal-choice',
    says: /P1 has 0 trade goods: removing 1 would go below zero/,
  },
  {
    name: 'hold commodities above the commodity value (LRR 21)',
    edit: { kind: 'adjust-commodities', delta: 9 },
    code: 'rule/limit-reached',
    says: /commodity value is 4/,
  },
  {
    name: 'take victory points below zero',
    edit: { kind: 'adjust-victory-points', seat: HACAN, delta: -1 },
    code: 'rule/illegal-choice',
    says: /P2 has 0 victory points/,
  },
  {
    name: 'discard a card that is not in their hand',
    edit: { kind: 'discard-action-card', card: 'sabotage-2' },
    code: 'rule/illegal-choice',
    says: /not in your hand/,
  },
  {
    name: 'give a card to themselves',
    edit: { kind: 'give-action-card', card: 'sabotage-1', to: SOL },
    prep: (s) => withPlayer(s, SOL, (p) => ({ ...p, actionCards: ['sabotage-1'] })),
    code: 'rule/illegal-choice',
    says: /another player/,
  },
  {
    name: 'name a seat that is not in the game',
    edit: { kind: 'adjust-trade-goods', seat: 6, delta: 1 },
    code: 'rule/illegal-choice',
    says: /no seat 7/,
  },
];

describe('table edits are checked against the table', () => {
  it.each(REFUSED)('a player cannot $name, and nothing changes', ({ edit: e, prep, code, says }) => {
    const s = prep ? prep(actionTable()) : actionTable();
    const before = JSON.stringify(s);
    const out = attempt(s, SOL, edit(e));
    expect(out).toMatchObject({ ok: false, code });
    if (!out.ok) expect(out.message).toMatch(says);
    expect(JSON.stringify(s)).toBe(before);
  });

  it.each([
    ['a negative count', { kind: 'add-units', to: { system: '1' }, units: { carrier: -1 } }],
    ['no units at all', { kind: 'add-units', to: { system: '1' }, units: { carrier: 0 } }],
    ['a change of zero', { kind: 'adjust-trade-goods', delta: 0 }],
    ['an unknown kind', { kind: 'teleport' }],
    ['an attachment with spaces', { kind: 'attach', planet: 'jord', attachment: 'Lazax Survivors' }],
  ])('a malformed edit (%s) is refused as malformed', (_, e) => {
    expect(attempt(actionTable(), SOL, { type: 'table-edit', edit: e })).toMatchObject({
      ok: false,
      code: 'intent/malformed',
    });
  });

  it('no edit can be made during setup', () => {
    const s = { ...actionTable(), phase: 'setup' as const };
    expect(attempt(s, SOL, edit({ kind: 'adjust-trade-goods', delta: 1 }))).toMatchObject({
      ok: false,
      code: 'intent/wrong-phase',
    });
  });

  it('giving a card to a player at the hand limit makes them discard (LRR 2)', () => {
    let s = withPlayer(actionTable(), SOL, (p) => ({ ...p, actionCards: ['sabotage-1'] }));
    s = withPlayer(s, HACAN, (p) => ({
      ...p,
      actionCards: ['a-1', 'b-1', 'c-1', 'd-1', 'e-1', 'f-1', 'g-1'],
    }));
    const next = play(s, SOL, edit({ kind: 'give-action-card', card: 'sabotage-1', to: HACAN }));
    expect(next.pendingDiscards[String(HACAN)]).toBe(1);
  });

  it('victory points from an edit go through the victory check: reaching the target ends the game (LRR 98)', () => {
    const s = withPlayer(actionTable(), HACAN, (p) => ({ ...p, victoryPoints: 8 }));
    const out = attempt(s, SOL, edit({ kind: 'adjust-victory-points', seat: HACAN, delta: 2 }));
    expect(out.ok && out.state.phase).toBe('ended');
    expect(out.ok && out.state.winner).toBe(HACAN);
    expect(notesOf(out)).toContain('P2 reaches 10 victory points and wins the game.');
  });

  it('moving ships changes space-station control (Thunder’s Edge note 2)', () => {
    const s = withStationSystem(actionTable());
    const out = attempt(
      s,
      SOL,
      edit({
        kind: 'move-units',
        from: { system: SOL_HOME },
        to: { system: '109' },
        units: { destroyer: 1 },
      }),
    );
    expect(out.ok && out.state.galaxy.stations['tsion-station']?.controller).toBe(SOL);
    expect(notesOf(out)[1]).toBe('P1 takes control of Tsion Station.');
  });

  it('losing a space station returns commodities above the new commodity value (Thunder’s Edge note 6.2)', () => {
    let s = withStationSystem(actionTable());
    s = {
      ...s,
      galaxy: { ...s.galaxy, stations: { 'tsion-station': { controller: SOL, exhausted: false } } },
    };
    s = withPlayer(s, SOL, (p) => ({ ...p, commodities: 5 }));
    const next = play(
      s,
      HACAN,
      edit({ kind: 'set-station-control', station: 'tsion-station', controller: HACAN }),
    );
    expect(next.players[SOL]?.commodities).toBe(4);
  });
});
