import { describe, expect, it } from 'vitest';
import type { GameState } from '../state/state.ts';
import { newGame } from '../../test-support/test-helpers.ts';
import { updatePlayer } from '../state/update.ts';
import { gainVictoryPoints } from './victory.ts';

const at = (vp: number, seat = 0): GameState =>
  updatePlayer(newGame(3, 'vp'), seat, (p) => ({ ...p, victoryPoints: vp }));

describe('gainVictoryPoints (LRR 98)', () => {
  const ROWS: readonly [name: string, start: number, gain: number, total: number, wins: boolean][] = [
    ['a point below the target only adds the point', 5, 1, 6, false],
    ['reaching the target exactly wins the game', 9, 1, 10, true],
    ['going past the target wins the game', 9, 2, 11, true],
    ['a correction can take points away, never below zero', 1, -2, 0, false],
  ];
  for (const [name, start, gain, total, wins] of ROWS) {
    it(`LRR 98: ${name}`, () => {
      const out = gainVictoryPoints(at(start), 0, gain);
      expect(out.state.players[0]?.victoryPoints).toBe(total);
      expect(out.state.winner).toBe(wins ? 0 : null);
      expect(out.state.phase).toBe(wins ? 'ended' : 'strategy');
    });
  }

  it('LRR 98: the first player to reach the target stays the winner', () => {
    const first = gainVictoryPoints(at(9), 0, 1).state;
    const second = gainVictoryPoints(
      updatePlayer(first, 1, (p) => ({ ...p, victoryPoints: 9 })),
      1,
      1,
    );
    expect(second.state.winner).toBe(0);
  });

  it('LRR 98: the target is the game’s (14 in a long game)', () => {
    const long = { ...at(10), setup: { ...at(10).setup, victoryPoints: 14 as const } };
    expect(gainVictoryPoints(long, 0, 1).state.winner).toBeNull();
  });
});
