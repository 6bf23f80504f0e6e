// Table edits on command tokens and space stations (issue: a third-party client's requests): a token
// put on or taken off the board, a command sheet set as a whole, a station exhausted or readied.
// Tokens come from and go back to reinforcements: 16 per player (LRR 20).

import { describe, expect, it } from 'vitest';
import { edit, withStationSystem, withToken } from '../../test-support/table-edit-fixtures.ts';
import type { GameState } from '../state/state.ts';
import { reinforcementTokens, tokensOnBoard } from '../board/tokens.ts';
import { viewFor } from '../view/view.ts';
import {
  HACAN,
  SOL,
  actionTable,
  attempt,
  notesOf,
  play,
  withPlayer,
} from '../../test-support/turn-fixtures.ts';

const tokensIn = (s: ReturnType<typeof actionTable>, system: string) =>
  s.galaxy.systems.find((x) => x.systemId === system)?.tokens ?? [];

describe('a command token on the board', () => {
  it('placing one takes it from reinforcements and the log names the system', () => {
    const s = actionTable();
    const before = reinforcementTokens(s, SOL);
    const out = attempt(s, SOL, edit({ kind: 'set-command-token', system: '18', present: true }));
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(tokensIn(out.state, '18')).toContain(SOL);
    expect(reinforcementTokens(out.state, SOL)).toBe(before - 1);
    expect(notesOf(out).join(' ')).toMatch(/places a command token in Mecatol Rex \(system 18\)/);
  });

  it('taking another player’s off returns it to their reinforcements and is marked in the log', () => {
    const s = withToken(actionTable(), '18', HACAN);
    const out = attempt(
      s,
      SOL,
      edit({ kind: 'set-command-token', system: '18', seat: HACAN, present: false }),
    );
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(tokensIn(out.state, '18')).not.toContain(HACAN);
    const brin = out.state.players[HACAN]?.name;
    expect(notesOf(out).join(' ')).toContain(`(on ${brin}'s command tokens)`);
  });

  it.each([
    [
      'a second token in the same system',
      (s: ReturnType<typeof actionTable>) => withToken(s, '18', SOL),
      true,
      /already/,
    ],
    [
      'taking off a token that is not there',
      (s: ReturnType<typeof actionTable>) => s,
      false,
      /no command token in Mecatol Rex/,
    ],
    [
      'a token with none left in reinforcements',
      (s: ReturnType<typeof actionTable>) =>
        withPlayer(s, SOL, (p) => ({ ...p, pools: { tactic: 8, fleet: 4, strategy: 4 } })),
      true,
      /no command token left in reinforcements/,
    ],
  ] as const)('refused: %s, and nothing changes', (_name, prep, present, says) => {
    const s = prep(actionTable());
    const before = JSON.stringify(s);
    const out = attempt(s, SOL, edit({ kind: 'set-command-token', system: '18', present }));
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.message).toMatch(says);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('a system that is not on the board is refused', () => {
    const out = attempt(
      actionTable(),
      SOL,
      edit({ kind: 'set-command-token', system: '999', present: true }),
    );
    expect(out).toMatchObject({ ok: false, code: 'rule/illegal-choice' });
  });
});

describe('a command sheet set as a whole', () => {
  it('moves tokens between pools and reinforcements, and the log gives before and after', () => {
    const s = actionTable();
    const p = s.players[SOL]?.pools ?? { tactic: 0, fleet: 0, strategy: 0 };
    const spare = reinforcementTokens(s, SOL);
    const out = attempt(
      s,
      SOL,
      edit({ kind: 'set-command-pools', tactic: p.tactic + 1, fleet: p.fleet, strategy: 0 }),
    );
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.state.players[SOL]?.pools).toEqual({ tactic: p.tactic + 1, fleet: p.fleet, strategy: 0 });
    expect(reinforcementTokens(out.state, SOL)).toBe(spare - 1 + p.strategy);
    expect(notesOf(out).join(' ')).toContain(
      `sets their command sheet to ${p.tactic + 1} tactic, ${p.fleet} fleet, 0 strategy (was ${p.tactic} tactic, ${p.fleet} fleet, ${p.strategy} strategy)`,
    );
  });

  it('refused when reinforcements cannot cover it, or when nothing changes', () => {
    const s = actionTable();
    const over = attempt(s, SOL, edit({ kind: 'set-command-pools', tactic: 16, fleet: 16, strategy: 16 }));
    expect(over).toMatchObject({ ok: false, code: 'rule/limit-reached' });
    const p = s.players[SOL]?.pools ?? { tactic: 0, fleet: 0, strategy: 0 };
    const same = attempt(s, SOL, edit({ kind: 'set-command-pools', ...p }));
    expect(same).toMatchObject({ ok: false, code: 'rule/illegal-choice' });
  });

  it('a malformed sheet is refused before the rules see it', () => {
    const out = attempt(actionTable(), SOL, {
      type: 'table-edit',
      edit: { kind: 'set-command-pools', tactic: -1, fleet: 3, strategy: 2 },
    });
    expect(out).toMatchObject({ ok: false, code: 'intent/malformed' });
  });
});

describe('a space station exhausted or readied like a planet (003 note 3)', () => {
  it('set-planet-exhausted accepts a station and the log names it', () => {
    let s = withStationSystem(actionTable());
    s = play(s, SOL, edit({ kind: 'set-station-control', station: 'tsion-station', controller: SOL }));
    const out = attempt(
      s,
      SOL,
      edit({ kind: 'set-planet-exhausted', planet: 'tsion-station', exhausted: true }),
    );
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.state.galaxy.stations['tsion-station']?.exhausted).toBe(true);
    expect(notesOf(out).join(' ')).toContain('exhausts Tsion Station');
    const again = attempt(
      out.state,
      SOL,
      edit({ kind: 'set-planet-exhausted', planet: 'tsion-station', exhausted: true }),
    );
    expect(again).toMatchObject({ ok: false, message: 'Tsion Station is already exhausted.' });
    const ready = play(
      out.state,
      SOL,
      edit({ kind: 'set-planet-exhausted', planet: 'tsion-station', exhausted: false }),
    );
    expect(ready.galaxy.stations['tsion-station']?.exhausted).toBe(false);
  });
});

describe('Edict: another player’s command token in a fleet pool (capture-token)', () => {
  const capture = (from: number, captured = true, to?: number) =>
    edit({ kind: 'capture-token', from, ...(to === undefined ? {} : { to }), captured });

  it('takes it from its owner’s reinforcements into the fleet pool, seen by every viewer, and gives it back', () => {
    const s = actionTable();
    const before = reinforcementTokens(s, HACAN);
    const out = attempt(s, SOL, capture(HACAN));
    if (!out.ok) throw new Error(out.message);
    expect(out.state.players[SOL]?.captured).toEqual([HACAN]);
    expect(reinforcementTokens(out.state, HACAN)).toBe(before - 1);
    expect(out.state.players[SOL]?.pools).toEqual(s.players[SOL]?.pools); // not a redistributable token
    expect(viewFor(out.state, { kind: 'spectator' }).players[SOL]?.captured).toEqual([HACAN]);
    expect(notesOf(out).join(' ')).toMatch(/puts a command token of \w+.* in their fleet pool \(Edict\)/);
    const back = attempt(out.state, HACAN, capture(HACAN, false, SOL));
    if (!back.ok) throw new Error(back.message);
    expect(back.state.players[SOL]?.captured).toEqual([]);
    expect(reinforcementTokens(back.state, HACAN)).toBe(before);
  });

  it.each([
    [
      'a second token of the same player',
      (s: GameState) => must(s, capture(HACAN)),
      capture(HACAN),
      /already a command token/,
    ],
    ['one’s own token', (s: GameState) => s, capture(SOL), /other players’ tokens only/],
    [
      'giving back a token that is not there',
      (s: GameState) => s,
      capture(HACAN, false),
      /no command token of/,
    ],
    [
      'a token the owner does not have',
      (s: GameState) =>
        withPlayer(s, HACAN, (p) => ({
          ...p,
          pools: { tactic: 16 - tokensOnBoard(s, HACAN), fleet: 0, strategy: 0 },
        })),
      capture(HACAN),
      /no command token left in reinforcements/,
    ],
  ])('refuses %s, and nothing changes', (_n, prep, intent, says) => {
    const s = prep(actionTable());
    const before = JSON.stringify(s);
    expect(attempt(s, SOL, intent)).toMatchObject({ ok: false, message: expect.stringMatching(says) });
    expect(JSON.stringify(s)).toBe(before);
  });
});

function must(s: GameState, intent: unknown): GameState {
  const out = attempt(s, SOL, intent);
  if (!out.ok) throw new Error(out.message);
  return out.state;
}
