// Fleets facing each other for the server's combat tests: seat 0's units at its home and seat 1's in a
// plain system beside it (no anomaly, no home, no hyperlane, empty space), placed on a live game's state.

import { expect } from 'vitest';
import { adjacency, SYSTEMS_BY_ID, type GameState, type UnitType } from '@initiative/rules';
import { eventually, type SharedServer, type TestClient } from './helpers.ts';

type Units = Partial<Record<UnitType, number>>;

/** The state with `home` (seat 0's, at its home) and `next` (seat 1's, in a plain system next door). */
export function facingFleets(
  s: GameState,
  home: Units,
  next: Units,
): { state: GameState; dest: string; home: string } {
  const homeId = s.players[0]?.homeSystem as string;
  const at = s.galaxy.systems.find((x) => x.systemId === homeId)?.position ?? -1;
  const beside = s.galaxy.systems.find((x) => {
    const data = SYSTEMS_BY_ID.get(x.systemId);
    return (
      adjacency(s.galaxy).get(at)?.has(x.position) &&
      data?.kind !== 'home' &&
      data?.kind !== 'hyperlane' &&
      data?.anomalies.length === 0 &&
      Object.keys(x.space).length === 0
    );
  });
  if (!beside) throw new Error('no plain system beside the home of seat 0');
  const systems = s.galaxy.systems.map((x) =>
    x.systemId === homeId
      ? { ...x, space: { '0': home } }
      : x === beside
        ? { ...x, space: { '1': next } }
        : x,
  );
  return { state: { ...s, galaxy: { ...s.galaxy, systems } }, dest: beside.systemId, home: homeId };
}

/**
 * Once seat 0 may act: `place` puts the fleets on the live game, every client is shown the new board
 * (a harmless edit by seat 1), and seat 0's tactical action is begun in the system between them.
 */
export async function fleetsFacing(
  server: SharedServer,
  gameId: string,
  active: TestClient,
  other: TestClient,
  place: (s: GameState) => { state: GameState; dest: string; home: string },
): Promise<{ dest: string; home: string }> {
  await eventually(() => active.legal.some((i) => i.type === 'activate-system'));
  const live = server.hub.get(gameId);
  if (!live?.state) throw new Error('no game');
  const { state, dest, home } = place(live.state);
  live.state = state;
  expect((await other.send({ type: 'table-edit', edit: { kind: 'adjust-trade-goods', delta: 1 } })).ok).toBe(
    true,
  );
  expect((await active.send({ type: 'activate-system', system: dest })).ok).toBe(true);
  await eventually(() => active.legal.some((i) => i.type === 'move-ships'));
  return { dest, home };
}
