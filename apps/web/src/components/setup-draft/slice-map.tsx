// One Milty slice as a small hex map, in the shape it takes on the board: the home at the bottom, the
// two systems beside it, the one in front, the equidistant (not in a Milty-EQ slice) and the one
// nearest Mecatol Rex at the top. Each tile shows its number, its planets' resources/influence,
// wormholes, legendary planets and its anomaly's colour.

import { MILTY_SEAT_SLOTS, SYSTEMS_BY_ID, hexCenter, hexCorners, sliceSlots } from '@initiative/rules';
import { tileLook } from '../map/tile-look.ts';
import { WORMHOLE_LETTERS } from '../map/labels.ts';

/** Hex circumradius in the drawing's units. */
const R = 40;
/** The 6-player layout's first seat: its home and its slice's slots, the shape every slice takes. */
const HOME_POSITION = 19;
const SEAT = MILTY_SEAT_SLOTS[6][0] ?? [20, 7, 36, 8, 1];
const CORNERS = hexCorners(R * 0.94)
  .map((p) => `${p.x.toFixed(2)},${p.y.toFixed(2)}`)
  .join(' ');

/** Turned half a circle: the home at the bottom, Mecatol Rex's side at the top. */
function at(position: number): { x: number; y: number } {
  const c = hexCenter(position, R);
  return { x: -c.x, y: -c.y };
}

const HOME = at(HOME_POSITION);
const ALL = [HOME, ...SEAT.map(at)];
const MIN_X = Math.min(...ALL.map((p) => p.x)) - R;
const MAX_X = Math.max(...ALL.map((p) => p.x)) + R;
const MIN_Y = Math.min(...ALL.map((p) => p.y)) - R;
const MAX_Y = Math.max(...ALL.map((p) => p.y)) + R;
const VIEW_BOX = `${MIN_X} ${MIN_Y} ${MAX_X - MIN_X} ${MAX_Y - MIN_Y}`;

function Tile({ systemId, x, y }: { readonly systemId: string; readonly x: number; readonly y: number }) {
  const data = SYSTEMS_BY_ID.get(systemId);
  const planets = data?.planets ?? [];
  const stations = data?.stations ?? [];
  const lines = [
    ...planets.map((p) => `${p.resources}/${p.influence}${p.legendary ? '★' : ''}`),
    ...stations.map((s) => `${s.resources}/${s.influence}`),
  ];
  const wormholes = (data?.wormholes ?? []).map((w) => WORMHOLE_LETTERS[w]).join('');
  const top = -((lines.length - 1) * 13) / 2 + 4;
  return (
    <g className={`slice-tile ${tileLook(data)}`} transform={`translate(${x} ${y})`}>
      <polygon points={CORNERS} className="slice-hex" />
      <text className="slice-tile-number" y={-R * 0.6}>
        {systemId}
      </text>
      {lines.map((line, i) => (
        <text key={i} className="slice-ri" y={top + i * 13}>
          {line}
        </text>
      ))}
      {wormholes && (
        <text className="slice-wormhole" y={R * 0.68}>
          {wormholes}
        </text>
      )}
    </g>
  );
}

export function SliceMap({
  systems,
  eq,
  homeColor,
}: {
  readonly systems: readonly string[];
  /** A Milty-EQ slice: four systems, the equidistant slot left empty. */
  readonly eq: boolean;
  /** The colour of the player who took it (their home tile), if any. */
  readonly homeColor: string | null;
}) {
  const slots = sliceSlots(eq);
  return (
    <svg className="slice-map" viewBox={VIEW_BOX} aria-hidden="true">
      <g
        className={`slice-tile slice-home color-${homeColor ?? 'none'}`}
        transform={`translate(${HOME.x} ${HOME.y})`}
      >
        <polygon points={CORNERS} className="slice-hex" />
        <text className="slice-ri" y={4}>
          Home
        </text>
      </g>
      {systems.map((id, i) => {
        const position = SEAT[slots[i] ?? -1];
        if (position === undefined) return null;
        const p = at(position);
        return <Tile key={`${i}-${id}`} systemId={id} x={p.x} y={p.y} />;
      })}
    </svg>
  );
}
