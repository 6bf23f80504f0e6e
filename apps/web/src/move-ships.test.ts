import { describe, expect, it } from 'vitest';
import { createGame, viewFor, type GameView, type ShipReach } from '@initiative/rules';
import {
  capacityFor,
  cargoIn,
  cargoKey,
  distanceText,
  moveIntent,
  moveSources,
  moveSummary,
  reasonText,
  sourceHints,
} from './move-ships.ts';

function solView(): GameView {
  const created = createGame(
    {
      name: 'Move',
      seats: [
        { name: 'Ada', color: 'red', faction: 'federation-of-sol' },
        { name: 'Brin', color: 'blue', faction: 'emirates-of-hacan' },
        { name: 'Cyd', color: 'green', faction: 'xxcha-kingdom' },
      ],
      victoryPoints: 10,
      mapString: null,
      options: { editsNeedApproval: false, timedConstruction: false },
    } as Parameters<typeof createGame>[0],
    'move-ships',
  );
  if (!created.ok) throw new Error(created.message);
  return viewFor(created.state, { kind: 'seat', seat: 0 });
}

const route = (through: string[]) => ({ route: { through, rifts: [], needs: through.length + 1 } });
const REACH: ShipReach[] = [
  { from: '40', unit: 'dreadnought', count: 1, move: 1, reach: { problem: 'too far: move 1, distance 2' } },
  { from: '26', unit: 'carrier', count: 1, move: 1, reach: route([]) },
  { from: '26', unit: 'cruiser', count: 2, move: 2, reach: route([]) },
  { from: '26', unit: 'dreadnought', count: 1, move: 1, reach: route([]) },
  { from: '41', unit: 'destroyer', count: 1, move: 2, reach: route(['25']) },
  {
    from: '41',
    unit: 'carrier',
    count: 1,
    move: 1,
    reach: { problem: "blocked by Brin's 1 destroyer in 46" },
  },
];

describe('the sources of a move, from the engine’s reach', () => {
  it('groups ship types by system, systems whose ships can reach first', () => {
    const sources = moveSources(REACH);
    expect(sources.map((s) => s.from)).toEqual(['26', '41', '40']);
    expect(sources[0]?.movable.map((m) => m.unit)).toEqual(['dreadnought', 'cruiser', 'carrier']);
    expect(sources[1]).toMatchObject({
      movable: [{ unit: 'destroyer', count: 1 }],
      stuck: [{ unit: 'carrier', problem: "blocked by Brin's 1 destroyer in 46" }],
      distance: 2,
    });
    expect(sources[2]).toMatchObject({ movable: [], distance: null });
  });

  it('marks on the map the systems whose ships can reach, and why the others cannot', () => {
    expect(sourceHints(moveSources(REACH))).toEqual({
      '26': null,
      '41': null,
      '40': 'Too far: move 1, distance 2.',
    });
  });

  it('words the engine’s reasons as sentences', () => {
    expect(reasonText('too far: move 1, distance 2')).toBe('Too far: move 1, distance 2.');
    expect(reasonText("blocked by Brin's 1 destroyer in 46")).toBe("Blocked by Brin's 1 destroyer in 46.");
    expect(reasonText('your command token in 26 holds them there (LRR 58)')).toBe(
      'Your command token in 26 holds them there (LRR 58).',
    );
    expect(reasonText('Already a sentence.')).toBe('Already a sentence.');
    expect(distanceText(1)).toBe('1 system away');
    expect(distanceText(2)).toBe('2 systems away');
  });
});

describe('what the ships carry', () => {
  it('offers the fighters in space and the ground forces on the planets of the source', () => {
    const view = solView();
    const cargo = cargoIn(view, 0, '1');
    expect(cargo).toContainEqual({ from: '1', unit: 'fighter', count: 3, place: 'In space' });
    expect(cargo).toContainEqual({ from: 'jord', unit: 'infantry', count: 5, place: 'On Jord' });
    // Units that move by themselves are ships, not cargo.
    expect(cargoIn(view, 0, '1', ['fighter']).some((c) => c.unit === 'fighter')).toBe(false);
  });

  it('sums the chosen ships’ capacity from the unit profiles against the cargo', () => {
    const view = solView();
    const choice = { ships: { carrier: 2, destroyer: 1 }, cargo: { 'jord|infantry': 3, '1|fighter': 2 } };
    // Sol's Advanced Carrier (its faction carrier) carries 6; a destroyer carries nothing.
    expect(capacityFor(view, 0, choice)).toEqual({ capacity: 12, used: 5 });
    expect(capacityFor(view, 0, undefined)).toEqual({ capacity: 0, used: 0 });
  });
});

describe('the intent and its summary', () => {
  it('sends one group per system with ships, with what it carries', () => {
    const choice = {
      '26': {
        ships: { cruiser: 2, carrier: 1, dreadnought: 0 },
        cargo: { 'lodor|infantry': 2, '26|fighter': 0 },
      },
      '41': { ships: {}, cargo: { '41|fighter': 1 } },
    };
    expect(moveIntent(choice)).toEqual({
      type: 'move-ships',
      moves: [
        {
          from: '26',
          ships: { cruiser: 2, carrier: 1 },
          transport: [{ from: 'lodor', unit: 'infantry', count: 2 }],
        },
      ],
    });
    expect(moveSummary(choice, '18')).toBe('2 cruisers and 1 carrier (2 infantry) from 26 → 18');
  });

  it('says nothing is chosen, and lists several systems and unit kinds', () => {
    expect(moveIntent({})).toBeNull();
    expect(moveSummary({ '26': { ships: { cruiser: 0 }, cargo: {} } }, '18')).toBeNull();
    expect(
      moveSummary(
        {
          '26': {
            ships: { destroyer: 1, cruiser: 1, carrier: 1 },
            cargo: { '26|fighter': 1, 'lodor|mech': 1 },
          },
          '41': { ships: { destroyer: 2 }, cargo: {} },
        },
        '18',
      ),
    ).toBe('1 cruiser, 1 carrier and 1 destroyer (1 fighter and 1 mech) from 26; 2 destroyers from 41 → 18');
  });

  it('keys cargo by place and unit', () => {
    expect(cargoKey({ from: 'mecatol-rex', unit: 'infantry' })).toBe('mecatol-rex|infantry');
  });
});
