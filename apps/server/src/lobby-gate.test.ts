import { describe, expect, it } from 'vitest';
import type { GameSummary } from '@initiative/rules';
import { LobbyGate } from './lobby-gate.ts';

const summary = (paused: boolean) => ({ id: 'g', paused }) as unknown as GameSummary;

describe('lobby gate', () => {
  it('sends a summary once, again only when it changed, and the next one after a socket joined', () => {
    const gate = new LobbyGate();
    const game = {};
    expect(gate.admit(game, summary(false))).toBe(true);
    expect(gate.admit(game, summary(false))).toBe(false);
    expect(gate.admit(game, summary(true))).toBe(true);
    expect(gate.admit({}, summary(true))).toBe(true); // another game (or the game loaded again)
    gate.joined(game);
    expect(gate.admit(game, summary(true))).toBe(true);
    expect(gate.admit(game, summary(true))).toBe(false);
  });
});
