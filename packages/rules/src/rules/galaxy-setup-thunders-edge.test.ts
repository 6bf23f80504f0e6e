// Setting up a game with the Thunder's Edge option: its factions at the table (only then), their home
// systems (the Crimson Rebellion's beside the board, the Sorrow in its place) and its tiles in the
// generated galaxy.

import { describe, expect, it } from 'vitest';
import { FACTIONS_BY_ID, SYSTEMS_BY_ID } from '../content/index.ts';
import { THUNDERS_EDGE_POOL } from '../content/systems-thunders-edge.ts';
import { createGame } from './setup.ts';
import { newGameInSetup, setupFor } from '../../test-support/test-helpers.ts';
import type { GameSetup } from '../state/state.ts';

const TE_FACTIONS = [
  'last-bastion',
  'ral-nel-consortium',
  'crimson-rebellion',
  'deepwrought-scholarate',
  'firmament',
];

const withThundersEdge = (on: boolean): Partial<GameSetup> => ({
  options: { ...setupFor(3).options, thundersEdge: on },
});

describe("Thunder's Edge at setup", () => {
  it('seats its five factions at their homes, with their units and first starting-technology choices', () => {
    const s = newGameInSetup(5, 'te-five', TE_FACTIONS, withThundersEdge(true));
    expect(s.players.map((p) => p.faction)).toEqual(TE_FACTIONS);
    expect(s.players.map((p) => p.homeSystem)).toEqual(['92', '93', '118', '95', '96a']);
    for (const p of s.players) {
      const faction = FACTIONS_BY_ID.get(p.faction);
      const home = SYSTEMS_BY_ID.get(p.homeSystem);
      for (const planet of home?.planets ?? [])
        expect(s.galaxy.planets[planet.id]).toMatchObject({ controller: p.seat, exhausted: false });
      const placed =
        Object.values(s.galaxy.systems.find((x) => x.systemId === p.homeSystem)?.space[p.seat] ?? {}).reduce(
          (a, b) => a + b,
          0,
        ) +
        Object.values(s.galaxy.planets[home?.planets[0]?.id ?? '']?.units[p.seat] ?? {}).reduce(
          (a, b) => a + b,
          0,
        );
      const total = Object.values(faction?.startingUnits ?? {}).reduce((a, b) => a + b, 0);
      expect(placed, p.faction).toBe(total);
    }
    // The Last Bastion's home station is theirs from the start.
    expect(s.galaxy.stations['revelation']).toMatchObject({ controller: 0, exhausted: false });
    // The Last Bastion choose from Antimass Deflectors, Dark Energy Tap, Sarween Tools, Scanlink: the first.
    expect(s.players[0]?.technologies).toEqual(['antimass-deflectors']);
    expect(s.players[3]?.technologies).toHaveLength(2);
  });

  it('puts the Sorrow in the Crimson Rebellion’s home position and Ahk Creuxx beside the board', () => {
    const s = newGameInSetup(3, 'te-crimson', ['crimson-rebellion'], withThundersEdge(true));
    const sorrow = s.galaxy.systems.find((x) => x.systemId === '94');
    expect(sorrow?.position).toBeGreaterThan(0);
    expect(s.galaxy.systems.find((x) => x.systemId === '118')?.position).toBe(-1);
    expect(s.galaxy.planets['ahk-creuxx']).toMatchObject({ controller: 0 });
    expect(s.galaxy.planets['ahk-creuxx']?.units[0]).toMatchObject({ infantry: 4, pds: 1, 'space-dock': 1 });
  });

  it('refuses its factions in a game without the option, naming the reason', () => {
    const out = createGame({ ...setupFor(3, ['firmament']), ...withThundersEdge(false) }, 'x');
    expect(out).toMatchObject({ ok: false, code: 'rule/illegal-choice' });
    if (!out.ok) expect(out.message).toMatch(/The Firmament, a Thunder's Edge faction/);
  });

  it('deals its factions at random only with the option', () => {
    const dealt = (on: boolean) =>
      Array.from({ length: 12 }, (_, i) => newGameInSetup(8, `deal-${i}`, [], withThundersEdge(on)))
        .flatMap((s) => s.players.map((p) => FACTIONS_BY_ID.get(p.faction)?.expansion))
        .filter((e) => e === 'te').length;
    expect(dealt(false)).toBe(0);
    expect(dealt(true)).toBeGreaterThan(0);
  });

  it('draws its blue and red tiles into a generated galaxy only with the option', () => {
    const drawn = (on: boolean) =>
      Array.from({ length: 6 }, (_, i) => newGameInSetup(6, `tiles-${i}`, [], withThundersEdge(on)))
        .flatMap((s) => s.galaxy.systems.map((x) => x.systemId))
        .filter((id) => THUNDERS_EDGE_POOL.includes(id));
    expect(drawn(false)).toEqual([]);
    expect(drawn(true).length).toBeGreaterThan(0);
  });
});
