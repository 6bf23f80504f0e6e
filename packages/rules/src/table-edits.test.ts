import { describe, expect, it } from 'vitest';
import type { Intent } from './intents.ts';
import { legalIntents } from './legal.ts';
import type { GameState, Seat } from './state.ts';
import type { TableEdit } from './table-edit-schema.ts';
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
} from './turn-fixtures.ts';
import { viewFor } from './view.ts';

const edit = (e: TableEdit): Intent => ({ type: 'table-edit', edit: e });
const space = (s: GameState, system: string, seat: Seat) =>
  s.galaxy.systems.find((x) => x.systemId === system)?.space[String(seat)] ?? {};
const ground = (s: GameState, planet: string, seat: Seat) =>
  s.galaxy.planets[planet]?.units[String(seat)] ?? {};

/** System 19 (Wellon) swapped for Thunder's Edge tile 109 (Bellatrix and Tsion Station) in the same place. */
function withStationSystem(state: GameState): GameState {
  return {
    ...state,
    galaxy: {
      ...state.galaxy,
      systems: state.galaxy.systems.map((x) => (x.systemId === '19' ? { ...x, systemId: '109' } : x)),
      planets: {
        ...state.galaxy.planets,
        bellatrix: { controller: null, exhausted: false, attachments: [], units: {} },
      },
      stations: { ...state.galaxy.stations, 'tsion-station': { controller: null, exhausted: false } },
    },
  };
}

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
    says: /at most 1 Space Dock/,
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

describe('with editsNeedApproval, edits wait for the host', () => {
  const table = () => actionTable({ approval: true });

  it('an edit is queued, visible to every viewer, and changes nothing until approved', () => {
    const s = table();
    const out = attempt(s, SOL, edit({ kind: 'adjust-trade-goods', delta: 2 }));
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.state.players[SOL]?.tradeGoods).toBe(0);
    expect(notesOf(out)).toEqual([
      "Edit #1, waiting for the host's approval: P1 changes their trade goods by +2 (now 2).",
    ]);
    for (const viewer of [{ kind: 'spectator' } as const, { kind: 'seat', seat: MUAAT } as const]) {
      expect(viewFor(out.state, viewer).pendingEdits).toEqual([
        { id: 1, seat: SOL, text: 'P1 changes their trade goods by +2 (now 2)' },
      ]);
    }
    expect(legalIntents(out.state, { kind: 'host' })).toEqual(
      expect.arrayContaining([
        { type: 'approve-edit', id: 1 },
        { type: 'reject-edit', id: 1 },
      ]),
    );
  });

  it('the host approves: the edit applies, leaves the queue and the log says so', () => {
    const s = play(table(), SOL, edit({ kind: 'adjust-trade-goods', delta: 2 }));
    const out = attempt(s, { kind: 'host' }, { type: 'approve-edit', id: 1 });
    expect(out.ok && out.state.players[SOL]?.tradeGoods).toBe(2);
    expect(out.ok && out.state.edits.pending).toEqual([]);
    expect(notesOf(out)[0]).toBe('The host approves edit #1: P1 changes their trade goods by +2 (now 2).');
  });

  it('the host rejects: nothing changes but the queue', () => {
    const s = play(table(), SOL, edit({ kind: 'adjust-trade-goods', delta: 2 }));
    const next = play(s, { kind: 'host' }, { type: 'reject-edit', id: 1 });
    expect(next.players[SOL]?.tradeGoods).toBe(0);
    expect(next.edits.pending).toEqual([]);
  });

  it('an edit that no longer fits the table cannot be approved (it is checked again)', () => {
    let s = withPlayer(table(), SOL, (p) => ({ ...p, tradeGoods: 1 }));
    s = play(s, SOL, edit({ kind: 'adjust-trade-goods', delta: -1 }));
    s = play(s, SOL, edit({ kind: 'adjust-trade-goods', delta: -1 }));
    s = play(s, { kind: 'host' }, { type: 'approve-edit', id: 1 });
    const out = attempt(s, { kind: 'host' }, { type: 'approve-edit', id: 2 });
    expect(out).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Edit #2 no longer fits the table: .* Reject it instead\.$/),
    });
  });

  it('an invalid edit is refused at once, not queued', () => {
    const s = table();
    expect(attempt(s, SOL, edit({ kind: 'adjust-trade-goods', delta: -1 }))).toMatchObject({ ok: false });
  });

  it('only the host approves or rejects, and only edits that are waiting', () => {
    const s = play(table(), SOL, edit({ kind: 'adjust-trade-goods', delta: 2 }));
    expect(attempt(s, SOL, { type: 'approve-edit', id: 1 })).toMatchObject({
      ok: false,
      code: 'intent/not-host',
    });
    expect(attempt(s, { kind: 'spectator' }, { type: 'reject-edit', id: 1 })).toMatchObject({
      ok: false,
      code: 'intent/spectator',
    });
    expect(attempt(s, { kind: 'host' }, { type: 'approve-edit', id: 7 })).toMatchObject({
      ok: false,
      message: 'There is no table edit #7 waiting for approval.',
    });
  });

  it('a queued card edit never names the card to anyone (the view and the log)', () => {
    const s = withPlayer(table(), SOL, (p) => ({ ...p, actionCards: ['sabotage-1'] }));
    const out = attempt(s, SOL, edit({ kind: 'give-action-card', card: 'sabotage-1', to: HACAN }));
    expect(notesOf(out)).toEqual([
      "Edit #1, waiting for the host's approval: P1 gives an action card to P2.",
    ]);
    if (!out.ok) return;
    for (const viewer of [
      { kind: 'host' } as const,
      { kind: 'seat', seat: HACAN } as const,
      { kind: 'spectator' } as const,
    ]) {
      expect(JSON.stringify(viewFor(out.state, viewer))).not.toMatch(/sabotage/i);
    }
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
