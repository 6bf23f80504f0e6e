// The Oracle (Naalu hero): used during the status phase, it makes every other player with a note give
// the Naalu one at its end; the phase waits for them; the log never names the notes.

import { describe, expect, it } from 'vitest';
import { legalIntents, waitingFor } from '../../engine/legal.ts';
import type { GameState, Seat } from '../../state/state.ts';
import { currentScorer } from '../status-phase.ts';
import { expectRefusal } from '../../../test-support/test-helpers.ts';
import {
  actionTable,
  attempt,
  play,
  toStatusPhase,
  withPlayer,
} from '../../../test-support/turn-fixtures.ts';

const NAALU: Seat = 1;

/** The status phase; seat 1 plays the Naalu with three objectives scored (the hero unlocked). */
function oracleTable(scored = 3): GameState {
  let s = toStatusPhase(actionTable());
  s = withPlayer(s, NAALU, (p) => ({ ...p, faction: 'naalu-collective' }));
  const ids = ['a', 'b', 'c'].slice(0, scored);
  return {
    ...s,
    objectives: { ...s.objectives, scored: Object.fromEntries(ids.map((id) => [id, [NAALU]])) },
  };
}

const offered = (s: GameState, seat: Seat, type: string) =>
  legalIntents(s, { kind: 'seat', seat }).filter((i) => i.type === type);

/** Every player scores nothing and keeps their sheet. */
function throughTokens(state: GameState): GameState {
  let s = state;
  while (currentScorer(s) !== null) s = play(s, currentScorer(s) as Seat, { type: 'score-objectives' });
  for (const p of s.players) {
    const [redistribute] = offered(s, p.seat, 'redistribute-tokens');
    if (redistribute) s = play(s, p.seat, redistribute);
  }
  return s;
}

describe('The Oracle', () => {
  it('the others each give the Naalu a note of their choice before the status phase ends', () => {
    let s = oracleTable();
    expect(offered(s, NAALU, 'the-oracle')).toHaveLength(1);
    expect(offered(s, 0, 'the-oracle')).toHaveLength(0);
    s = play(s, NAALU, { type: 'the-oracle' });
    expect(s.players[NAALU]?.purged).toContain('the-oracle');
    s = throughTokens(s);
    expect(s.phase).toBe('status');
    expect(waitingFor(s).seats).toEqual([0, 2, 3]);
    const before = s.players[NAALU]?.promissoryNotes?.length ?? 0;
    expectRefusal(
      attempt(s, 0, { type: 'give-oracle-note', note: 'ceasefire:2' }),
      'P1 does not hold Ceasefire (P3).',
    );
    expectRefusal(
      attempt(s, NAALU, { type: 'give-oracle-note', note: 'ceasefire:1' }),
      'You owe no one a promissory note.',
    );
    for (const seat of [0, 2, 3]) {
      const [give] = offered(s, seat, 'give-oracle-note');
      const out = attempt(s, seat, give as never);
      expect(out.ok).toBe(true);
      if (!out.ok) return;
      expect(JSON.stringify(out.events)).not.toMatch(/ceasefire|Ceasefire/);
      s = out.state;
    }
    expect(s.players[NAALU]?.promissoryNotes?.length).toBe(before + 3);
    expect(s.phase).not.toBe('status');
  });

  it('locked below three objectives, and once only', () => {
    expectRefusal(
      attempt(oracleTable(2), NAALU, { type: 'the-oracle' }),
      'The Oracle is unlocked once you have scored 3 objectives.',
    );
    const used = play(oracleTable(), NAALU, { type: 'the-oracle' });
    expectRefusal(attempt(used, NAALU, { type: 'the-oracle' }), 'The Oracle has been used and purged.');
  });

  it('the host may stop waiting: the first note of each owing hand goes to the Naalu', () => {
    const s = throughTokens(play(oracleTable(), NAALU, { type: 'the-oracle' }));
    const before = s.players[NAALU]?.promissoryNotes?.length ?? 0;
    const out = attempt(s, { kind: 'host' }, { type: 'skip-undecided' });
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.state.players[NAALU]?.promissoryNotes?.length).toBe(before + 3);
    expect(out.state.phase).not.toBe('status');
  });
});
