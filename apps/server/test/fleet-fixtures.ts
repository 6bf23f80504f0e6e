// Fleets facing each other for the server's combat tests: seat 0's units at its home and seat 1's in a
// plain system beside it (no anomaly, no home, no hyperlane, empty space), placed on a live game's state.

import { adjacency, SYSTEMS_BY_ID, type GameState, type UnitType } from '@initiative/rules';

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
