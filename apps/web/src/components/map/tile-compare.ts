// Whether a system tile on the map would draw the same as before an update (the map's tiles render
// again only then): its system, place and selection, and the parts of the view it reads. The client
// keeps unchanged parts of the view as the same objects from one update to the next, so identity is
// enough for planets and stations; players are compared by what a tile shows of them.

import { SYSTEMS_BY_ID, type GameView, type SystemState } from '@initiative/rules';
import type { Detail } from './detail.ts';

/**
 * What a tile reads of the view: the players (names, colours, homes), the planets' and stations'
 * states, and whether the custodians token is on Mecatol Rex. The tile renders again only when one
 * of those that concern it changed (`sameTile`): the client keeps unchanged parts of the view as the
 * same objects from one update to the next.
 */
export type TileView = Pick<GameView, 'players' | 'galaxy' | 'custodians'>;

export interface TileCompared {
  readonly system: SystemState;
  readonly view: TileView;
  readonly selected: boolean;
  readonly x: number;
  readonly y: number;
  readonly detail: Detail;
  readonly activity?: 'active' | 'combat' | undefined;
}

const sameSeating = (a: TileView['players'], b: TileView['players']) =>
  a === b ||
  (a.length === b.length &&
    a.every((p, i) => {
      const q = b[i];
      return (
        q !== undefined &&
        p.name === q.name &&
        p.color === q.color &&
        p.faction === q.faction &&
        p.homeSystem === q.homeSystem
      );
    }));

/** Whether a tile would draw the same: its system, place, selection and the view parts it reads. */
export function sameTile(a: TileCompared, b: TileCompared): boolean {
  if (a.system !== b.system || a.selected !== b.selected || a.x !== b.x || a.y !== b.y) return false;
  if (a.detail !== b.detail || a.activity !== b.activity) return false;
  if (a.view.custodians !== b.view.custodians || !sameSeating(a.view.players, b.view.players)) return false;
  const data = SYSTEMS_BY_ID.get(a.system.systemId);
  for (const p of data?.planets ?? [])
    if (a.view.galaxy.planets[p.id] !== b.view.galaxy.planets[p.id]) return false;
  for (const st of data?.stations ?? [])
    if (a.view.galaxy.stations[st.id] !== b.view.galaxy.stations[st.id]) return false;
  return true;
}
