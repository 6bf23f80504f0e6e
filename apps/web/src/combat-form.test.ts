import { describe, expect, it } from 'vitest';
import type { GameView } from '@initiative/rules';
import {
  assignableLines,
  assigned,
  assignIntent,
  fightersAllowed,
  firstAssignment,
  percent,
  barWidth,
  type ShipLine,
} from './combat-form.ts';

/** A percentage as CSS reads it: digits, an optional fraction, then % at once. */
const CSS_LENGTH = /^\d+(\.\d+)?%$/;

const lines: ShipLine[] = [
  { unit: 'fighter', count: 2, canSustain: 0 },
  { unit: 'cruiser', count: 1, canSustain: 0 },
  { unit: 'dreadnought', count: 2, canSustain: 1 },
];

describe('the combat form', () => {
  it('sustains damage first, then loses the cheapest ships', () => {
    const a = firstAssignment(lines, 3);
    expect(a).toEqual({ sustain: { dreadnought: 1 }, losses: { fighter: 2 } });
    expect(assigned(a)).toBe(3);
    expect(firstAssignment(lines, 5)).toEqual({
      sustain: { dreadnought: 1 },
      losses: { fighter: 2, cruiser: 1, dreadnought: 1 },
    });
  });

  it('with hits kept off fighters (Graviton Laser System), the other ships take them first', () => {
    // Cruiser 1 + dreadnoughts 2 + one Sustain Damage: 4 hits before a fighter may be lost.
    expect(fightersAllowed(lines, 3)).toBe(0);
    expect(firstAssignment(lines, 3, fightersAllowed(lines, 3))).toEqual({
      sustain: { dreadnought: 1 },
      losses: { cruiser: 1, dreadnought: 1 },
    });
    expect(fightersAllowed(lines, 5)).toBe(1);
    expect(firstAssignment(lines, 5, 1)).toEqual({
      sustain: { dreadnought: 1 },
      losses: { fighter: 1, cruiser: 1, dreadnought: 2 },
    });
  });

  it('never assigns more than the ships can take', () => {
    expect(assigned(firstAssignment(lines, 40))).toBe(6);
  });

  it('builds the assign-hits intent without empty entries', () => {
    expect(assignIntent({ losses: { fighter: 1, cruiser: 0 }, sustain: {} })).toEqual({
      type: 'assign-hits',
      losses: { fighter: 1 },
    });
    expect(percent(0.43794)).toBe('43.8\u00a0%');
    // The odds bar's widths: a valid CSS length (a space inside would be refused, leaving the bar empty).
    expect(barWidth(0.43794)).toBe('43.8%');
    expect(CSS_LENGTH.test(barWidth(0.137))).toBe(true);
  });
});

describe('hits owed at the start of a space combat', () => {
  const view = {
    players: [
      { seat: 0, faction: 'mentak-coalition', technologies: ['assault-cannon'] },
      { seat: 1, faction: 'emirates-of-hacan', technologies: [] },
    ],
    galaxy: {
      systems: [{ systemId: '20', space: { '1': { carrier: 1, dreadnought: 1, fighter: 2 } } }],
      planets: {},
    },
    tactical: { system: '20' },
  } as unknown as GameView;
  const combat = (opening: object) =>
    ({ attacker: 0, defender: 1, round: 0, rolls: [], owed: { '1': 1 }, damaged: {}, opening }) as never;

  it('ships to destroy: only non-fighter ships, none sustaining, so the first pick is a legal one', () => {
    const lines = assignableLines(
      view,
      combat({ name: 'Assault Cannon', seat: 0, destroy: true, next: [] }),
      1,
    );
    expect(lines).toEqual([
      { unit: 'carrier', count: 1, canSustain: 0 },
      { unit: 'dreadnought', count: 1, canSustain: 0 },
    ]);
    expect(firstAssignment(lines, 1)).toEqual({ sustain: {}, losses: { carrier: 1 } });
  });

  it('hits (Ambush): every ship, Sustain Damage first', () => {
    const lines = assignableLines(view, combat({ name: 'Ambush', seat: 0, next: [] }), 1);
    expect(lines.map((l) => l.unit)).toEqual(['fighter', 'carrier', 'dreadnought']);
    expect(firstAssignment(lines, 1)).toEqual({ sustain: { dreadnought: 1 }, losses: {} });
  });
});
