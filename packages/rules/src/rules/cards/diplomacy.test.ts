import { describe, expect, it } from 'vitest';
import { applyIntent } from '../../engine/engine.ts';
import { legalIntents } from '../../engine/legal.ts';
import type { CommandPools, GameState, Seat } from '../../state/state.ts';
import { reinforcementTokens, tokensOnBoard } from '../../board/tokens.ts';
import { viewFor } from '../../view/view.ts';
import { waitingText } from '../../view/prompt.ts';
import {
  HACAN,
  LETNEV,
  SOL,
  YSSARIL,
  expectApplied,
  expectRefusal,
  game,
  must,
  notes,
  pools,
  run,
  started,
  tableWith,
  withPlanets,
  withPools,
  withReinforcements,
  withStation,
  withoutPlaces,
} from '../../../test-support/card-fixtures.ts';
import { diplomacySystems } from './diplomacy.ts';

const P = (tactic: number, fleet: number, strategy: number): CommandPools => ({ tactic, fleet, strategy });
const JORD_SYSTEM = '1';
const MECATOL_SYSTEM = '18';

/** Sol (seat 0) holds Diplomacy and controls only Jord (home, system 1); everyone has pools 3/3/2. */
function table(edit: (s: GameState) => GameState = (s) => s): GameState {
  let s = tableWith('diplomacy', SOL);
  for (const seat of [0, 1, 2, 3]) s = withPools(s, seat, P(3, 3, 2));
  s = withPlanets(withoutPlaces(s, SOL), SOL, ['jord']);
  return edit(s);
}

const tokensIn = (s: GameState, systemId: string): readonly Seat[] =>
  s.galaxy.systems.find((x) => x.systemId === systemId)?.tokens ?? [];

function withTokenIn(s: GameState, systemId: string, seat: Seat): GameState {
  const systems = s.galaxy.systems.map((x) =>
    x.systemId === systemId ? { ...x, tokens: [...x.tokens, seat] } : x,
  );
  return { ...s, galaxy: { ...s.galaxy, systems } };
}

function withSystem(s: GameState, systemId: string): GameState {
  const systems = [...s.galaxy.systems, { position: 99, systemId, tokens: [], space: {}, frontier: false }];
  return { ...s, galaxy: { ...s.galaxy, systems } };
}

interface Row {
  readonly name: string;
  readonly edit?: (s: GameState) => GameState;
  readonly system: string | null;
  readonly ready?: string[];
  /** Seats with a token in the system afterwards, or the refusal message. */
  readonly expect: readonly Seat[] | string;
  readonly readied?: readonly string[];
  /** Seats the primary then waits for. */
  readonly awaiting?: readonly Seat[];
}

const PRIMARY: readonly Row[] = [
  {
    name: 'LRR 32.2: each other player places a command token from reinforcements in the chosen system',
    system: JORD_SYSTEM,
    expect: [HACAN, YSSARIL, LETNEV],
  },
  {
    name: 'LRR 32.2: the active player places no token of their own',
    system: JORD_SYSTEM,
    expect: [HACAN, YSSARIL, LETNEV],
  },
  {
    name: 'LRR 32.2: a player who already has a command token in the system places none',
    edit: (s) => withTokenIn(s, JORD_SYSTEM, YSSARIL),
    system: JORD_SYSTEM,
    expect: [YSSARIL, HACAN, LETNEV],
  },
  {
    name: 'LRR 32.2: the Mecatol Rex system cannot be chosen, even by its controller',
    edit: (s) => withPlanets(s, SOL, ['mecatol-rex']),
    system: MECATOL_SYSTEM,
    expect: 'Diplomacy cannot be used on the Mecatol Rex system.',
  },
  {
    name: 'LRR 32.2: a system without a planet the player controls is refused',
    system: '2',
    expect: 'Choose a system that contains a planet you control; the Moll Primus system does not.',
  },
  {
    name: 'LRR 32.2 / 003 note 5: a space station is not a planet: its system cannot be chosen for it',
    edit: (s) => withStation(withSystem(s, '117'), SOL, 'the-watchtower'),
    system: '117',
    expect: 'Choose a system that contains a planet you control; the Watchtower system does not.',
  },
  {
    name: 'LRR 32.2: choosing no system is refused while the player controls a planet outside Mecatol Rex',
    system: null,
    expect: 'Choose a system that contains a planet you control.',
  },
  {
    name: 'LRR 32.2: a player controlling no planet but Mecatol Rex resolves the rest with no system',
    edit: (s) => withPlanets(withoutPlaces(s, SOL), SOL, ['mecatol-rex']),
    system: null,
    expect: [],
  },
  {
    name: 'LRR 32.2 (first bullet): with empty reinforcements and several pools, the primary waits for that player',
    edit: (s) => withReinforcements(s, YSSARIL, 0),
    system: JORD_SYSTEM,
    expect: [HACAN, LETNEV],
    awaiting: [YSSARIL],
  },
  {
    name: 'LRR 32.2 (first bullet): with empty reinforcements and one pool holding tokens, the token comes from it',
    edit: (s) => withReinforcements(withPools(s, YSSARIL, P(0, 2, 0)), YSSARIL, 0),
    system: JORD_SYSTEM,
    expect: [HACAN, YSSARIL, LETNEV],
  },
  {
    name: 'LRR 32.2 (first bullet): a player with no command token anywhere off the board places none',
    edit: (s) => withReinforcements(withPools(s, YSSARIL, P(0, 0, 0)), YSSARIL, 0),
    system: JORD_SYSTEM,
    expect: [HACAN, LETNEV],
  },
  {
    name: 'LRR 32.2: then the active player readies two exhausted planets',
    edit: (s) => withPlanets(s, SOL, ['rarron', 'torkan', 'mellon'], true),
    system: JORD_SYSTEM,
    ready: ['rarron', 'torkan'],
    expect: [HACAN, YSSARIL, LETNEV],
    readied: ['rarron', 'torkan'],
  },
  {
    name: 'LRR 32.2 / 003 note 3: a space station readies like a planet',
    edit: (s) => withStation(s, SOL, 'revelation', true),
    system: JORD_SYSTEM,
    ready: ['revelation'],
    expect: [HACAN, YSSARIL, LETNEV],
    readied: ['revelation'],
  },
  {
    name: 'LRR 32.2: readying three planets is refused',
    edit: (s) => withPlanets(s, SOL, ['rarron', 'torkan', 'mellon'], true),
    system: JORD_SYSTEM,
    ready: ['rarron', 'torkan', 'mellon'],
    expect: 'You can ready at most 2 planets.',
  },
  {
    name: 'LRR 32.2: readying a planet that is not exhausted is refused',
    edit: (s) => withPlanets(s, SOL, ['rarron']),
    system: JORD_SYSTEM,
    ready: ['rarron'],
    expect: 'Rarron is already ready: choose an exhausted planet.',
  },
  {
    name: "LRR 32.2: readying another player's planet is refused",
    edit: (s) => withPlanets(s, HACAN, ['rarron'], true),
    system: JORD_SYSTEM,
    ready: ['rarron'],
    expect: 'You do not control Rarron.',
  },
];

describe('Diplomacy primary (LRR 32.2)', () => {
  for (const row of PRIMARY) {
    it(row.name, () => {
      const before = started(table(row.edit), 'diplomacy');
      const out = run(before, SOL, {
        type: 'resolve-primary',
        choices: { system: row.system, ready: row.ready ?? [] },
      });
      if (typeof row.expect === 'string') return expectRefusal(out, row.expect);
      expectApplied(out);
      if (row.system) expect(tokensIn(out.state, row.system)).toEqual(row.expect);
      for (const id of row.readied ?? []) {
        const place = out.state.galaxy.planets[id] ?? out.state.galaxy.stations[id];
        expect(place?.exhausted).toBe(false);
      }
      for (const seat of [0, 1, 2, 3]) {
        // Tokens are conserved: every token placed left reinforcements or a pool.
        const total = (s: GameState) =>
          reinforcementTokens(s, seat) +
          tokensOnBoard(s, seat) +
          Object.values(pools(s, seat)).reduce((a, b) => a + b);
        expect(total(out.state)).toBe(16);
      }
      const awaiting = row.awaiting ?? [];
      expect(out.state.strategic?.step).toBe(awaiting.length > 0 ? 'primary' : 'secondary');
    });
  }
});

describe('Diplomacy: the pool choice of a player with empty reinforcements (LRR 32.2 first bullet)', () => {
  function waiting(): GameState {
    const s = started(
      table((x) => withReinforcements(x, YSSARIL, 0)),
      'diplomacy',
    );
    return must(s, SOL, { type: 'resolve-primary', choices: { system: JORD_SYSTEM, ready: [] } });
  }

  it('LRR 32.2: the prompt says the game waits for that player to choose a pool, and only they may act', () => {
    const s = waiting();
    const view = viewFor(s, { kind: 'spectator' });
    expect(view.waiting.seats).toEqual([YSSARIL]);
    expect(waitingText(view)).toContain('Waiting for P3 to choose which pool to take a command token from');
    expect(game(legalIntents(s, { kind: 'seat', seat: YSSARIL }))).toEqual([
      { type: 'card-choice', choices: { pool: 'tactic' } },
    ]);
    expect(game(legalIntents(s, { kind: 'seat', seat: SOL }))).toEqual([]);
    const early = run(s, SOL, { type: 'resolve-primary', choices: { system: JORD_SYSTEM, ready: [] } });
    expect(early.ok).toBe(false);
    if (!early.ok) expect(early.message).toBe('Diplomacy is waiting for P3 to choose.');
  });

  it('LRR 32.2: the chosen pool gives the token; then the others may follow', () => {
    const s = must(waiting(), YSSARIL, { type: 'card-choice', choices: { pool: 'strategy' } });
    expect(pools(s, YSSARIL)).toEqual(P(3, 3, 1));
    expect(tokensIn(s, JORD_SYSTEM)).toEqual([HACAN, LETNEV, YSSARIL]);
    expect(s.strategic?.step).toBe('secondary');
  });

  it('LRR 32.2: a choice from an empty pool is refused', () => {
    const s = withPools(waiting(), YSSARIL, P(0, 3, 2));
    const out = run(s, YSSARIL, { type: 'card-choice', choices: { pool: 'tactic' } });
    expectRefusal(out, 'Your tactic pool is empty: choose a pool that has a command token.');
  });

  it('LRR 32.2: a player the card is not waiting for cannot choose', () => {
    const out = run(waiting(), HACAN, { type: 'card-choice', choices: { pool: 'tactic' } });
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.code).toBe('intent/not-your-turn');
  });

  it("LRR 32.2: the host can stop waiting: the absent player's token comes from their first non-empty pool", () => {
    const s = waiting();
    expect(legalIntents(s, { kind: 'host' })).toEqual([{ type: 'skip-undecided' }]);
    const out = applyIntent(s, { kind: 'host' }, { type: 'skip-undecided' });
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(pools(out.state, YSSARIL)).toEqual(P(2, 3, 2));
    expect(tokensIn(out.state, JORD_SYSTEM)).toContain(YSSARIL);
    expect(out.state.strategic?.step).toBe('secondary');
    expect(notes(out)).toContain('The host stops waiting and chooses for P3.');
  });

  it('LRR 32.2: the log says who placed a token from which pool', () => {
    const out = run(waiting(), YSSARIL, { type: 'card-choice', choices: { pool: 'fleet' } });
    expect(notes(out)).toContain('P3 places a command token from the fleet pool in the Jord system.');
  });
});

interface FollowRow {
  readonly name: string;
  readonly edit?: (s: GameState) => GameState;
  readonly ready: string[];
  readonly expect: 'ok' | string;
}

const SECONDARY: readonly FollowRow[] = [
  {
    name: 'LRR 32.3: a follower spends a strategy token to ready two exhausted planets',
    edit: (s) => withPlanets(s, HACAN, ['rarron', 'torkan'], true),
    ready: ['rarron', 'torkan'],
    expect: 'ok',
  },
  {
    name: 'LRR 32.3: a follower may ready fewer than two (up to two)',
    edit: (s) => withPlanets(s, HACAN, ['rarron', 'torkan'], true),
    ready: ['rarron'],
    expect: 'ok',
  },
  {
    name: 'LRR 32.3 / 003 note 3: a follower may ready a space station',
    edit: (s) => withStation(s, HACAN, 'oluz-station', true),
    ready: ['oluz-station'],
    expect: 'ok',
  },
  {
    name: 'LRR 32.3: a follower with an empty strategy pool cannot follow',
    edit: (s) => withPools(withPlanets(s, HACAN, ['rarron'], true), HACAN, P(3, 3, 0)),
    ready: ['rarron'],
    expect: 'Following Diplomacy costs a command token from your strategy pool, and yours is empty.',
  },
  {
    name: 'LRR 32.3: readying a planet the follower does not control is refused',
    edit: (s) => withPlanets(s, YSSARIL, ['rarron'], true),
    ready: ['rarron'],
    expect: 'You do not control Rarron.',
  },
  {
    name: 'LRR 32.3: choosing the same planet twice is refused',
    edit: (s) => withPlanets(s, HACAN, ['rarron'], true),
    ready: ['rarron', 'rarron'],
    expect: 'Choose each planet to ready only once.',
  },
];

describe('Diplomacy secondary (LRR 32.3)', () => {
  for (const row of SECONDARY) {
    it(row.name, () => {
      let s = started(table(row.edit), 'diplomacy');
      s = must(s, SOL, { type: 'resolve-primary', choices: { system: JORD_SYSTEM, ready: [] } });
      const before = pools(s, HACAN);
      const out = run(s, HACAN, { type: 'follow', choices: { ready: row.ready } });
      if (row.expect !== 'ok') return expectRefusal(out, row.expect);
      expectApplied(out);
      expect(pools(out.state, HACAN)).toEqual({ ...before, strategy: before.strategy - 1 });
      for (const id of row.ready) {
        expect((out.state.galaxy.planets[id] ?? out.state.galaxy.stations[id])?.exhausted).toBe(false);
      }
    });
  }

  it('LRR 32.2: the systems offered are those with a planet the player controls, never Mecatol Rex', () => {
    const s = table((x) => withPlanets(x, SOL, ['mecatol-rex']));
    expect(diplomacySystems(s, SOL)).toEqual([JORD_SYSTEM]);
  });
});
