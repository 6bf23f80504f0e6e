// One system on the map: its tile (coloured by kind, each anomaly its own fill), planets and stations
// with resources/influence, traits, specialties and control, wormholes, command tokens and units.

import { memo, useMemo, type KeyboardEvent } from 'react';
import { useStore } from 'zustand';
import { sameTile, type TileView } from './tile-compare.ts';
import {
  MECATOL_SYSTEM_ID,
  SYSTEMS_BY_ID,
  hexCorners,
  type SystemData,
  type SystemState,
} from '@initiative/rules';
import { selectSystem, setHover } from '../../selection.ts';
import { systemHintStore } from '../../map-hints.ts';
import { AnomalyArt } from './defs.tsx';
import type { Detail } from './detail.ts';
import { UnitMark } from './glyphs.tsx';
import { homeOwnerOf } from './home.ts';
import { FONT, HEX, HEX_DRAWN, layoutTile, WORMHOLE_R, type TileLayout, type UnitCounts } from './layout.ts';
import { WORMHOLE_LETTERS, WORMHOLE_NAMES } from './labels.ts';
import { Planet, Station } from './planet-mark.tsx';
import { systemSummary } from './summary.ts';
import { tileInput } from './tile-input.ts';
import { tileLook } from './tile-look.ts';

const CORNERS = hexCorners(HEX_DRAWN)
  .map((p) => `${p.x},${p.y}`)
  .join(' ');
/** The whole cell, gap included: a click between two tiles still lands on one. */
const CELL = hexCorners(HEX)
  .map((p) => `${p.x},${p.y}`)
  .join(' ');

export interface TileProps {
  readonly system: SystemState;
  readonly view: TileView;
  readonly selected: boolean;
  readonly x: number;
  readonly y: number;
  /** What the zoom lets the tile draw (detail.ts). */
  readonly detail: Detail;
  /** The tactical action's active system, or the one where a combat is being fought. */
  readonly activity?: 'active' | 'combat' | undefined;
}

const ACTIVITY_TEXT = {
  active: 'Active system of the tactical action',
  combat: 'Combat under way here',
} as const;

export const SystemTile = memo(function SystemTile({
  system,
  view,
  selected,
  x,
  y,
  detail,
  activity,
}: TileProps) {
  const data = SYSTEMS_BY_ID.get(system.systemId);
  const homeOwner = homeOwnerOf(system.systemId, view.players);
  const layout = useTileLayout(system, view, data, detail);
  const font = layout.font;
  const colorOf = (seat: number) => view.players[seat]?.color ?? 'none';
  const nameOf = (seat: number) => view.players[seat]?.name ?? `Seat ${seat + 1}`;
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      selectSystem(system.systemId);
    }
  };
  // A form may be asking for systems (the move form: where ships can come from): mark them, say why not.
  const hint = useStore(systemHintStore, (h) => h.systems?.[system.systemId]);
  const pick = hint === undefined ? '' : hint === null ? 'pick-ok' : 'pick-no';
  const planets = new Map((data?.planets ?? []).map((p) => [p.id, p]));
  const stations = new Map((data?.stations ?? []).map((s) => [s.id, s]));
  return (
    <g
      className={`system ${tileLook(data)} ${selected ? 'selected' : ''} ${pick} ${activity ? `activity-${activity}` : ''}`}
      transform={`translate(${x} ${y})`}
      data-testid={`system-${system.systemId}`}
      data-pick={pick || undefined}
      data-activity={activity}
      onClick={() => selectSystem(system.systemId)}
      onPointerEnter={(e) => e.pointerType === 'mouse' && setHover(system.systemId)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && setHover(null)}
    >
      {/* The focusable button is the hex itself, with no text inside: its name is the summary, and the
          labels drawn over it (which repeat parts of it) stay pictures. */}
      <polygon
        points={CELL}
        className="cell"
        role="button"
        tabIndex={0}
        aria-label={`${systemSummary(system, view)}${activity ? `. ${ACTIVITY_TEXT[activity]}` : ''}${hint === null ? '. Your ships here can reach the active system' : hint ? `. ${hint}` : ''}`}
        aria-pressed={selected}
        onKeyDown={onKey}
        onFocus={(e) => e.currentTarget.matches(':focus-visible') && setHover(system.systemId)}
        onBlur={() => setHover(null)}
      />
      <polygon points={CORNERS} className={`tile ${homeOwner ? `home color-${homeOwner.color}` : ''}`} />
      {data?.anomalies.includes('nebula') && <AnomalyArt kind="nebula" />}
      {data?.anomalies.includes('gravity-rift') && <AnomalyArt kind="gravity-rift" />}
      {data?.kind === 'hyperlane' && <HyperlaneLanes data={data} rotation={system.rotation ?? 0} />}
      {font !== null && (
        <text
          className="tile-number"
          x={layout.tileNumber.x}
          y={layout.tileNumber.y}
          style={{ fontSize: font }}
        >
          {system.systemId}
        </text>
      )}
      {layout.centreLabel && (
        <text className="centre-label" x={layout.centreLabel.x} y={layout.centreLabel.y} fontSize={FONT}>
          {layout.centreLabel.text}
        </text>
      )}
      {data?.wormholes.map((w, i) => {
        const p = layout.wormholes[i];
        if (!p) return null;
        return (
          <g
            key={w}
            className={`wormhole wormhole-${w}`}
            transform={`translate(${p.x} ${p.y})`}
            data-wormhole={w}
          >
            <title>{WORMHOLE_NAMES[w]}</title>
            <circle r={WORMHOLE_R} />
            {detail.fine && (
              <text y={4.5} fontSize={FONT + 1}>
                {WORMHOLE_LETTERS[w]}
              </text>
            )}
          </g>
        );
      })}
      {layout.bodies.map((b) => {
        const planet = planets.get(b.id);
        if (planet)
          return (
            <Planet
              key={b.id}
              planet={planet}
              spot={b}
              view={view}
              systemId={system.systemId}
              values={detail.fine}
            />
          );
        const station = stations.get(b.id);
        return station ? (
          <Station key={b.id} station={station} spot={b} view={view} values={detail.fine} />
        ) : null;
      })}
      {layout.names.map((n) => (
        <text key={n.id} className="planet-name" x={n.x} y={n.y} fontSize={FONT}>
          {n.text}
        </text>
      ))}
      {layout.tokens.map((t) => (
        <rect
          key={t.seat}
          className={`token color-${colorOf(t.seat)}`}
          x={t.x}
          y={t.y}
          width={t.w}
          height={t.h}
          rx={2}
          data-testid={`token-${system.systemId}-${t.seat}`}
        >
          <title>{`Command token: ${nameOf(t.seat)}`}</title>
        </rect>
      ))}
      {layout.frontier && system.frontier && (
        <g className="frontier" transform={`translate(${layout.frontier.x} ${layout.frontier.y})`}>
          <title>Frontier token</title>
          <path d="M0 -7 L7 0 L0 7 L-7 0 Z" />
        </g>
      )}
      {layout.frontier && !system.frontier && (
        <g
          className="custodians"
          transform={`translate(${layout.frontier.x} ${layout.frontier.y})`}
          data-testid="custodians-token"
        >
          <title>Custodians token: 6 influence removes it (1 victory point); then agenda phases begin</title>
          <circle r={8} />
          <path d="M-4 -1 L0 -5 L4 -1 L4 4 L-4 4 Z" />
        </g>
      )}
      {layout.units.map((u) => (
        <UnitMark
          key={u.key}
          type={u.type}
          count={u.count}
          color={colorOf(u.owner)}
          ownerName={nameOf(u.owner)}
          box={u.box}
          glyph={u.glyph}
          countFont={u.countFont}
          testId={`units-${system.systemId}-${u.body ?? 'space'}-${u.owner}-${u.type}`}
        />
      ))}
      {layout.overflow && (
        <g className="overflow" transform={`translate(${layout.overflow.box.x} ${layout.overflow.box.y})`}>
          <title>{`${layout.overflow.groups.length} more unit groups: open the system to see them`}</title>
          <rect width={layout.overflow.box.w} height={layout.overflow.box.h} rx={5} />
          {font !== null && (
            <text x={layout.overflow.box.w / 2} y={layout.overflow.box.h - 3.5} style={{ fontSize: font }}>
              {`+${layout.overflow.groups.length}`}
            </text>
          )}
        </g>
      )}
      <polygon points={CORNERS} className="tile-outline" />
      {activity && (
        <g className="activity-mark" transform={`translate(0 ${-HEX_DRAWN * 0.62})`}>
          <title>{ACTIVITY_TEXT[activity]}</title>
          <rect x={-34} y={-11} width={68} height={20} rx={10} />
          <text y={4} fontSize={FONT}>
            {activity === 'combat' ? '⚔ Combat' : 'Active'}
          </text>
        </g>
      )}
    </g>
  );
}, sameTile);

function useTileLayout(
  system: SystemState,
  view: TileView,
  data: SystemData | undefined,
  detail: Detail,
): TileLayout {
  const planets = view.galaxy.planets;
  // The custodians token sits where a frontier token would (Mecatol Rex never has one).
  const marker = system.frontier || (view.custodians && system.systemId === MECATOL_SYSTEM_ID);
  return useMemo(() => {
    if (!data) {
      return layoutTile({
        systemId: system.systemId,
        bodies: [],
        wormholes: 0,
        centreLabel: null,
        tokens: system.tokens,
        frontier: system.frontier,
        space: system.space,
        ground: {},
        font: detail.font,
      });
    }
    const ground: Record<string, Readonly<Record<string, UnitCounts>>> = {};
    for (const p of data.planets) ground[p.id] = planets[p.id]?.units ?? {};
    return layoutTile(
      tileInput(data, {
        tokens: system.tokens,
        frontier: marker,
        space: system.space,
        ground,
        font: detail.font,
        names: detail.fine,
      }),
    );
  }, [system, data, planets, marker, detail]);
}

/** Lanes of a hyperlane tile: curves between the midpoints of the sides they join. */
function HyperlaneLanes({ data, rotation }: { data: SystemData; rotation: number }) {
  const mid = (side: number) => {
    const angle = ((-90 + 60 * ((side + rotation) % 6)) * Math.PI) / 180;
    const d = (HEX_DRAWN * Math.sqrt(3)) / 2;
    return { x: d * Math.cos(angle), y: d * Math.sin(angle) };
  };
  return (
    <g className="lanes" aria-hidden="true">
      {(data.hyperlanes ?? []).map(([a, b]) => {
        const p = mid(a);
        const q = mid(b);
        return <path key={`${a}-${b}`} d={`M${p.x} ${p.y} Q0 0 ${q.x} ${q.y}`} />;
      })}
    </g>
  );
}
