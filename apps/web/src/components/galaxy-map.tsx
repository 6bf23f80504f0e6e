// The galaxy as an SVG hex map: systems, planets (resources/influence, trait,
// specialty, controller, exhausted), units, structures, command tokens,
// stations, wormholes and anomalies. Zoom with the wheel or buttons, pan by dragging.

import { useMemo, useRef, useState, type PointerEvent, type WheelEvent } from 'react';
import { useStore } from 'zustand';
import {
  SYSTEMS_BY_ID,
  hexCenter,
  hexCorners,
  type GameView,
  type PlanetData,
  type SystemState,
} from '@initiative/rules';
import { useClient } from '../use-client.ts';
import { selectPlanet, selectSystem, selectionStore, setHover } from '../selection.ts';
import { unitList } from '../units.ts';
import { mapHintStore } from '../map-hints.ts';

const SIZE = 60;
const CORNERS = hexCorners(SIZE)
  .map((p) => `${p.x},${p.y}`)
  .join(' ');
const WORMHOLE_SIGN = { alpha: 'α', beta: 'β', gamma: 'γ', delta: 'δ' } as const;

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

function boundsOf(systems: readonly SystemState[]): Box {
  let minX = 0;
  let minY = 0;
  let maxX = 0;
  let maxY = 0;
  for (const s of systems) {
    if (s.position < 0) continue;
    const c = hexCenter(s.position, SIZE);
    minX = Math.min(minX, c.x);
    maxX = Math.max(maxX, c.x);
    minY = Math.min(minY, c.y);
    maxY = Math.max(maxY, c.y);
  }
  const pad = SIZE * 1.2;
  return { x: minX - pad, y: minY - pad, w: maxX - minX + 2 * pad, h: maxY - minY + 2 * pad };
}

export function GalaxyMap() {
  const view = useClient((s) => s.view);
  const selection = useStore(selectionStore, (s) => s.selection);
  const home = useMemo(() => (view ? boundsOf(view.galaxy.systems) : { x: 0, y: 0, w: 1, h: 1 }), [view]);
  const [box, setBox] = useState<Box | null>(null);
  const drag = useRef<{ x: number; y: number; box: Box } | null>(null);
  const svg = useRef<SVGSVGElement>(null);
  if (!view) return null;
  const vb = box ?? home;

  const zoom = (factor: number) => {
    const w = Math.min(home.w * 2, Math.max(home.w / 6, vb.w * factor));
    const h = (w / vb.w) * vb.h;
    setBox({ x: vb.x + (vb.w - w) / 2, y: vb.y + (vb.h - h) / 2, w, h });
  };
  const onWheel = (e: WheelEvent) => zoom(e.deltaY > 0 ? 1.15 : 1 / 1.15);
  const onPointerDown = (e: PointerEvent) => {
    drag.current = { x: e.clientX, y: e.clientY, box: vb };
  };
  const onPointerMove = (e: PointerEvent) => {
    const d = drag.current;
    const el = svg.current;
    if (!d || !el || e.buttons === 0) return;
    const scale = d.box.w / el.clientWidth;
    const dx = (e.clientX - d.x) * scale;
    const dy = (e.clientY - d.y) * scale;
    if (Math.abs(dx) + Math.abs(dy) > 2) setBox({ ...d.box, x: d.box.x - dx, y: d.box.y - dy });
  };
  const selectedSystem = selection.kind === 'none' ? null : selection.systemId;
  const offBoard = view.galaxy.systems.filter((s) => s.position < 0);

  return (
    <section className="galaxy card" aria-label="Galaxy map">
      <div className="map-tools">
        <button type="button" className="small" onClick={() => zoom(1 / 1.3)} aria-label="Zoom in">
          +
        </button>
        <button type="button" className="small" onClick={() => zoom(1.3)} aria-label="Zoom out">
          −
        </button>
        <button type="button" className="small" onClick={() => setBox(null)}>
          Fit
        </button>
      </div>
      <svg
        ref={svg}
        className="galaxy-svg"
        viewBox={`${vb.x} ${vb.y} ${vb.w} ${vb.h}`}
        data-testid="galaxy"
        onWheel={onWheel}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = null)}
        role="img"
        aria-label={`Galaxy with ${view.galaxy.systems.filter((s) => s.position >= 0).length} systems`}
      >
        {view.galaxy.systems
          .filter((s) => s.position >= 0)
          .map((s) => (
            <SystemTile key={s.position} system={s} view={view} selected={selectedSystem === s.systemId} />
          ))}
      </svg>
      {offBoard.length > 0 && (
        <p className="hint">
          Off the board:{' '}
          {offBoard.map((s) => (
            <button
              key={s.systemId}
              type="button"
              className="small link"
              onClick={() => selectSystem(s.systemId)}
            >
              system {s.systemId}
            </button>
          ))}
        </p>
      )}
    </section>
  );
}

function SystemTile({ system, view, selected }: { system: SystemState; view: GameView; selected: boolean }) {
  const data = SYSTEMS_BY_ID.get(system.systemId);
  const c = hexCenter(system.position, SIZE);
  const homeOwner = view.players.find((p) => p.homeSystem === system.systemId);
  const kind = data?.kind ?? 'blue';
  const anomaly = (data?.anomalies.length ?? 0) > 0;
  const planets = data?.planets ?? [];
  const shipsByOwner = Object.entries(system.space).filter(([, u]) => unitList(u) !== '');
  return (
    <g
      className={`system kind-${kind} ${anomaly ? 'anomaly' : ''} ${selected ? 'selected' : ''}`}
      transform={`translate(${c.x} ${c.y})`}
      data-testid={`system-${system.systemId}`}
      onClick={() => selectSystem(system.systemId)}
      onPointerEnter={() => setHover(system.systemId)}
      onPointerLeave={() => setHover(null)}
    >
      <title>{systemTitle(system, view)}</title>
      <polygon points={CORNERS} className={`hex ${homeOwner ? `color-${homeOwner.color} home` : ''}`} />
      <text className="tile-number" x={-SIZE * 0.55} y={-SIZE * 0.55}>
        {system.systemId}
      </text>
      {data?.wormholes.map((w, i) => (
        <text key={w} className="wormhole" x={SIZE * 0.45} y={-SIZE * 0.5 + i * 14}>
          {WORMHOLE_SIGN[w]}
        </text>
      ))}
      {anomaly && (
        <text className="anomaly-label" x={0} y={SIZE * 0.72}>
          {data?.anomalies.join(' ')}
        </text>
      )}
      {kind === 'hyperlane' && (
        <text className="anomaly-label" x={0} y={4}>
          hyperlane
        </text>
      )}
      {planets.map((p, i) => (
        <Planet key={p.id} planet={p} index={i} count={planets.length} system={system} view={view} />
      ))}
      {(data?.stations ?? []).map((st) => {
        const state = view.galaxy.stations[st.id];
        const owner =
          state?.controller === null || state?.controller === undefined
            ? null
            : view.players[state.controller];
        return (
          <g
            key={st.id}
            transform={`translate(${-SIZE * 0.1} ${SIZE * 0.25})`}
            className={state?.exhausted ? 'exhausted' : ''}
          >
            <rect
              x={-9}
              y={-9}
              width={18}
              height={18}
              className={`station color-${owner?.color ?? 'none'}`}
            />
            <text className="planet-ri" y={22}>
              {st.resources}/{st.influence}
            </text>
          </g>
        );
      })}
      {system.frontier && (
        <text className="frontier" x={-SIZE * 0.5} y={SIZE * 0.45}>
          ◆
        </text>
      )}
      {shipsByOwner.map(([seat, units], i) => {
        const owner = view.players[Number(seat)];
        return (
          <text
            key={seat}
            className={`units color-${owner?.color ?? 'none'}`}
            x={0}
            y={-SIZE * 0.62 + i * 12}
            textAnchor="middle"
          >
            {unitList(units)}
          </text>
        );
      })}
      {system.tokens.map((seat, i) => {
        const owner = view.players[seat];
        return (
          <rect
            key={seat}
            className={`token color-${owner?.color ?? 'none'}`}
            x={SIZE * 0.35 - i * 12}
            y={SIZE * 0.35}
            width={10}
            height={10}
            data-testid={`token-${system.systemId}-${seat}`}
          />
        );
      })}
    </g>
  );
}

function Planet({
  planet,
  index,
  count,
  system,
  view,
}: {
  planet: PlanetData;
  index: number;
  count: number;
  system: SystemState;
  view: GameView;
}) {
  const state = view.galaxy.planets[planet.id];
  const owner =
    state?.controller === null || state?.controller === undefined ? null : view.players[state.controller];
  const offsets =
    count === 1
      ? [[0, 0]]
      : count === 2
        ? [
            [-20, -8],
            [20, 12],
          ]
        : [
            [-22, -12],
            [22, -12],
            [0, 22],
          ];
  const [dx, dy] = offsets[index] ?? [0, 0];
  const r = planet.legendary ? 15 : 13;
  const ground = Object.entries(state?.units ?? {}).filter(([, u]) => unitList(u) !== '');
  // A form may be asking for a planet: mark the ones it accepts, and say why others are refused.
  const hint = useStore(mapHintStore, (h) => h.planets?.[planet.id]);
  const pick = hint === undefined ? '' : hint === null ? 'pick-ok' : 'pick-no';
  return (
    <g
      transform={`translate(${dx} ${dy})`}
      className={`planet ${state?.exhausted ? 'exhausted' : ''} ${pick}`}
      data-testid={`planet-${planet.id}`}
      data-pick={pick || undefined}
      onClick={(e) => {
        e.stopPropagation();
        selectPlanet(planet.id, system.systemId);
      }}
    >
      {typeof hint === 'string' && <title>{`${planet.name}: ${hint}`}</title>}
      <circle
        r={r}
        className={`planet-body trait-${planet.trait ?? 'none'} ${owner ? `owned color-${owner.color}` : ''}`}
      />
      <text className="planet-ri" y={4}>
        {planet.resources}/{planet.influence}
      </text>
      <text className="planet-name" y={r + 10}>
        {planet.name}
        {planet.specialty ? ` ●` : ''}
      </text>
      {planet.specialty && (
        <circle r={3.5} cx={r - 2} cy={-r + 2} className={`specialty tech-${planet.specialty}`} />
      )}
      {ground.map(([seat, units], i) => (
        <text
          key={seat}
          className={`units color-${view.players[Number(seat)]?.color ?? 'none'}`}
          y={r + 20 + i * 10}
        >
          {unitList(units)}
        </text>
      ))}
    </g>
  );
}

function systemTitle(system: SystemState, view: GameView): string {
  const data = SYSTEMS_BY_ID.get(system.systemId);
  const lines = [`System ${system.systemId}${data?.kind === 'home' ? ' (home)' : ''}`];
  for (const p of data?.planets ?? []) {
    const st = view.galaxy.planets[p.id];
    const owner =
      st?.controller === null || st?.controller === undefined
        ? 'uncontrolled'
        : view.players[st.controller]?.name;
    lines.push(
      `${p.name} ${p.resources}/${p.influence}${p.trait ? ` ${p.trait}` : ''}${p.specialty ? ` (${p.specialty} skip)` : ''} — ${owner}${st?.exhausted ? ', exhausted' : ''}`,
    );
  }
  if (data?.anomalies.length) lines.push(`Anomaly: ${data.anomalies.join(', ')}`);
  if (data?.wormholes.length) lines.push(`Wormhole: ${data.wormholes.join(', ')}`);
  return lines.join('\n');
}
