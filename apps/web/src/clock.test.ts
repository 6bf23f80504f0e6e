import { describe, expect, it } from 'vitest';
import type { Chronicle } from '@initiative/rules';
import { seatClock } from './clock.ts';

const MIN = 60_000;
const chronicle: Chronicle = {
  spent: [4 * MIN, 9 * MIN, 0],
  waitingSince: [null, 100 * MIN, null],
  at: 110 * MIN,
  rounds: [],
};

describe('a seat’s clock', () => {
  it('adds the running move to the player the game waits for', () => {
    expect(seatClock(chronicle, 1, 112 * MIN, null)).toEqual({
      total: 11 * MIN,
      move: 12 * MIN,
      over: false,
    });
    expect(seatClock(chronicle, 0, 112 * MIN, null)).toEqual({ total: 4 * MIN, move: null, over: false });
  });

  it('says when the move is past the host’s limit, and only then', () => {
    expect(seatClock(chronicle, 1, 110 * MIN, 10).over).toBe(false);
    expect(seatClock(chronicle, 1, 111 * MIN, 10).over).toBe(true);
    expect(seatClock(chronicle, 0, 500 * MIN, 10).over).toBe(false);
  });

  it('never runs backwards when the browser’s clock is behind the server’s', () => {
    const behind = seatClock(chronicle, 1, 90 * MIN, 10);
    expect(behind.total).toBe(9 * MIN);
    expect(behind.move).toBe(0);
  });
});
