// A map tile renders again only when what it shows changed (tile-compare.ts): checked against views
// changed the way the client changes them (structural sharing: only the changed parts are new).

import { describe, expect, it } from 'vitest';
import { createGame, SYSTEMS_BY_ID, viewFor, type GameView } from '@initiative/rules';
import { DETAILS } from './detail.ts';
import { sameTile, type TileCompared } from './tile-compare.ts';

function view(): GameView {
  const created = createGame(
    {
      name: 'Tiles',
      seats: ['red', 'blue', 'green'].map((color, i) => ({ name: `P${i + 1}`, color, faction: null })),
      victoryPoints: 10,
      mapString: null,
      options: { editsNeedApproval: false, timedConstruction: false },
    } as Parameters<typeof createGame>[0],
    'tiles',
  );
  if (!created.ok) throw new Error(created.message);
  return viewFor(created.state, { kind: 'spectator' });
}

const tileOf = (v: GameView, systemId: string): TileCompared => {
  const system = v.galaxy.systems.find((s) => s.systemId === systemId);
  if (!system) throw new Error(`no system ${systemId}`);
  return { system, view: v, selected: false, x: 0, y: 0, detail: DETAILS.near };
};

describe('whether a map tile draws the same after an update', () => {
  const before = view();
  const home = before.players[0]?.homeSystem as string;
  const planet = SYSTEMS_BY_ID.get(home)?.planets[0]?.id as string;
  const other = before.players[1]?.homeSystem as string;

  it('a planet exhausted: its own tile draws again, another tile does not', () => {
    const p = before.galaxy.planets;
    const after: GameView = {
      ...before,
      galaxy: { ...before.galaxy, planets: { ...p, [planet]: { ...p[planet]!, exhausted: true } } },
    };
    expect(sameTile(tileOf(before, home), tileOf(after, home))).toBe(false);
    expect(sameTile(tileOf(before, other), tileOf(after, other))).toBe(true);
  });

  it('trade goods change a player but not what a tile shows; a colour does', () => {
    const richer: GameView = {
      ...before,
      players: before.players.map((x, i) => (i === 0 ? { ...x, tradeGoods: x.tradeGoods + 3 } : x)),
    };
    expect(sameTile(tileOf(before, home), tileOf(richer, home))).toBe(true);
    const recoloured: GameView = {
      ...before,
      players: before.players.map((x, i) => (i === 0 ? { ...x, color: 'purple' as const } : x)),
    };
    expect(sameTile(tileOf(before, home), tileOf(recoloured, home))).toBe(false);
  });

  it('units moved into a system, the custodians token or the selection draw again', () => {
    const moved: GameView = {
      ...before,
      galaxy: {
        ...before.galaxy,
        systems: before.galaxy.systems.map((s) =>
          s.systemId === other ? { ...s, space: { ...s.space, '0': { carrier: 1 } } } : s,
        ),
      },
    };
    expect(sameTile(tileOf(before, other), tileOf(moved, other))).toBe(false);
    expect(sameTile(tileOf(before, home), tileOf(moved, home))).toBe(true);
    const noCustodians: GameView = { ...before, custodians: !before.custodians };
    expect(sameTile(tileOf(before, '18'), tileOf(noCustodians, '18'))).toBe(false);
    expect(sameTile(tileOf(before, home), { ...tileOf(before, home), selected: true })).toBe(false);
  });
});
