// The galaxy as an SVG hex map that fills its container: fits the galaxy on mount and on resize,
// zooms with the buttons, the wheel or two fingers, pans with a drag or one finger. Systems are
// buttons (Tab, Enter); hovering or selecting one opens its card (system-card.tsx).

import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import { flushSync } from 'react-dom';
import { useStore } from 'zustand';
import { SYSTEMS_BY_ID, hexCenter } from '@initiative/rules';
import { useClient } from '../../use-client.ts';
import { clearSelection, selectSystem, selectionStore, setHover } from '../../selection.ts';
import { notify } from '../../store.ts';
import { MapDefs } from './defs.tsx';
import { DETAILS, detailFor } from './detail.ts';
import { paintedColor, saveMapImage } from './export-png.ts';
import { legendPlayers } from './export-legend.ts';
import { HomeLabelLayer } from './home-label-layer.tsx';
import { homeLabels, homeSpots, labelRooms } from './home-labels.ts';
import { HEX } from './layout.ts';
import { MapKey } from './map-key.tsx';
import { MapTools } from './map-tools.tsx';
import { mapViewStore } from './map-view.ts';
import { SystemTile } from './system-tile.tsx';
import { fitAvoiding, panBy, pinch, viewBoxOf, zoomAt, type Box, type Camera } from './zoom.ts';
import { galaxyBounds } from './galaxy-bounds.ts';
import '../map.css';
import './map-players.css';

interface Gesture {
  /** Pointers down on the map, by id, in px from the map's top left. */
  readonly points: Map<number, { x: number; y: number }>;
  start: Camera;
  startPoints: Map<number, { x: number; y: number }>;
  moved: boolean;
}

export function GalaxyMap() {
  const view = useClient((s) => s.view);
  const selection = useStore(selectionStore, (s) => s.selection);
  const rootRef = useRef<HTMLElement>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  const toolsRef = useRef<HTMLDivElement>(null);
  const offBoardRef = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ w: 0, h: 0 });
  /** What floats over the map (the tool bar, the off-board strip), in px: the opening fit keeps the
   * tiles clear of it. */
  const [floating, setFloating] = useState<readonly Box[]>([]);
  /** While a picture is being made, the map draws everything, as close up. */
  const [exporting, setExporting] = useState(false);
  const [camera, setCamera] = useState<Camera | null>(null);
  const [showKey, setShowKey] = useState(false);
  const gesture = useRef<Gesture | null>(null);
  const suppressClick = useRef(false);
  const systems = view?.galaxy.systems;
  const players = view?.players;
  const spots = useMemo(() => homeSpots(systems ?? [], players ?? []), [systems, players]);
  const rooms = useMemo(() => labelRooms(spots), [spots]);
  const bounds = useMemo(() => galaxyBounds(systems ?? [], rooms), [systems, rooms]);
  // What the tool bar must not cover at the opening zoom: every tile, and the players' labels.
  const tiles = useMemo(() => {
    const h = (HEX * Math.sqrt(3)) / 2;
    const boxes = (systems ?? [])
      .filter((s) => s.position >= 0)
      .map((s) => hexCenter(s.position, HEX))
      .map((c) => ({ x: c.x - HEX, y: c.y - h, w: 2 * HEX, h: 2 * h }));
    return [...boxes, ...rooms];
  }, [systems, rooms]);
  const fit = size.w > 0 && size.h > 0 ? fitAvoiding(bounds, tiles, size.w, size.h, floating) : null;
  const cam = camera ?? fit;
  const detail = exporting ? DETAILS.near : detailFor(cam?.scale ?? 1);
  const labels = useMemo(() => homeLabels(spots, players ?? [], detail), [spots, players, detail]);

  // Follow the container's and the tool bar's sizes; the camera refits unless the player has zoomed or
  // panned.
  useLayoutEffect(() => {
    const el = rootRef.current;
    if (!el) return;
    const measure = () => {
      setSize({ w: el.clientWidth, h: el.clientHeight });
      const over = [toolsRef.current, offBoardRef.current].flatMap((t) =>
        t ? [{ x: t.offsetLeft, y: t.offsetTop, w: t.offsetWidth, h: t.offsetHeight }] : [],
      );
      setFloating((was) => (JSON.stringify(was) === JSON.stringify(over) ? was : over));
    };
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    for (const t of [toolsRef.current, offBoardRef.current]) if (t) ro.observe(t);
    return () => ro.disconnect();
  }, [view === null]);

  useEffect(() => {
    const root = rootRef.current;
    mapViewStore.setState({
      host: root,
      viewBox: cam && size.w > 0 ? viewBoxOf(cam, size.w, size.h) : null,
      width: size.w,
      height: size.h,
    });
  }, [cam?.cx, cam?.cy, cam?.scale, size.w, size.h]);
  useEffect(() => () => mapViewStore.setState({ host: null, viewBox: null }), []);

  const zoomBy = useCallback(
    (factor: number, px?: number, py?: number) => {
      if (!cam || !fit) return;
      setCamera(zoomAt(cam, factor, px ?? size.w / 2, py ?? size.h / 2, size.w, size.h, fit.scale));
    },
    [cam, fit, size.w, size.h],
  );

  // The wheel zooms around the pointer; registered by hand so the page does not scroll meanwhile.
  const zoomRef = useRef(zoomBy);
  zoomRef.current = zoomBy;
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const onWheel = (e: globalThis.WheelEvent) => {
      e.preventDefault();
      const rect = svg.getBoundingClientRect();
      const delta = e.deltaMode === 1 ? e.deltaY * 16 : e.deltaY;
      zoomRef.current(Math.exp(-delta * 0.0018), e.clientX - rect.left, e.clientY - rect.top);
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  }, [view === null]);

  if (!view || !systems) return null;

  const local = (e: PointerEvent) => {
    const rect = (svgRef.current as SVGSVGElement).getBoundingClientRect();
    return { x: e.clientX - rect.left, y: e.clientY - rect.top };
  };
  const restart = (g: Gesture, from: Camera) => {
    g.start = from;
    g.startPoints = new Map(g.points);
  };
  const onPointerDown = (e: PointerEvent) => {
    if (!cam) return;
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    const g = gesture.current ?? { points: new Map(), start: cam, startPoints: new Map(), moved: false };
    if (!gesture.current) g.moved = false;
    g.points.set(e.pointerId, local(e));
    restart(g, cam);
    gesture.current = g;
  };
  const onPointerMove = (e: PointerEvent) => {
    const g = gesture.current;
    if (!g || !g.points.has(e.pointerId) || !fit) return;
    g.points.set(e.pointerId, local(e));
    const now = [...g.points.values()];
    const then = [...g.points.keys()].map((id) => g.startPoints.get(id) ?? { x: 0, y: 0 });
    if (now.length === 1) {
      const [p] = now;
      const [q] = then;
      if (!p || !q) return;
      const dx = p.x - q.x;
      const dy = p.y - q.y;
      if (!g.moved && Math.hypot(dx, dy) < 6) return;
      if (!g.moved) {
        try {
          svgRef.current?.setPointerCapture(e.pointerId);
        } catch {
          // A pointer the browser no longer tracks: the drag still works while it stays on the map.
        }
      }
      g.moved = true;
      setCamera(panBy(g.start, dx, dy));
    } else if (now.length >= 2) {
      const [a, b] = now;
      const [a0, b0] = then;
      if (!a || !b || !a0 || !b0) return;
      g.moved = true;
      const spread = (p: { x: number; y: number }, q: { x: number; y: number }) => ({
        mid: { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 },
        dist: Math.hypot(p.x - q.x, p.y - q.y),
      });
      setCamera(pinch(g.start, spread(a0, b0), spread(a, b), size.w, size.h, fit.scale));
    }
  };
  const onPointerEnd = (e: PointerEvent) => {
    const g = gesture.current;
    if (!g) return;
    g.points.delete(e.pointerId);
    if (g.points.size === 0) {
      suppressClick.current = g.moved;
      gesture.current = null;
    } else if (cam) {
      restart(g, cam);
    }
  };

  const selectedSystem = selection.kind === 'none' ? null : selection.systemId;
  const onBoard = systems.filter((s) => s.position >= 0);
  const offBoard = systems.filter((s) => s.position < 0);
  const vb = cam ? viewBoxOf(cam, size.w, size.h) : bounds;
  const save = () => {
    const svg = svgRef.current;
    if (!svg) return;
    const legend = {
      title: { game: view.name, round: view.round, victoryTarget: view.victoryTarget },
      players: legendPlayers(view, paintedColor),
    };
    // The picture is copied from the map as drawn: draw it close up for that moment (no paint between).
    flushSync(() => setExporting(true));
    const made = saveMapImage(svg, bounds, legend);
    flushSync(() => setExporting(false));
    made.catch(() => notify('error', 'The map picture could not be made in this browser.'));
  };

  return (
    <section
      className="map-root"
      aria-label="Galaxy map"
      ref={rootRef}
      data-testid="galaxy-map"
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        clearSelection();
        setHover(null);
      }}
    >
      <svg
        ref={svgRef}
        className="map-svg"
        data-testid="galaxy"
        width="100%"
        height="100%"
        viewBox={`${vb.x} ${vb.y} ${vb.w} ${vb.h}`}
        role="group"
        data-detail={detail.level}
        aria-label={`Galaxy with ${onBoard.length} systems. Tab to a system and press Enter to open it.`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onClickCapture={(e) => {
          if (suppressClick.current) {
            suppressClick.current = false;
            e.stopPropagation();
          }
        }}
      >
        <MapDefs />
        <rect
          className="map-space"
          x={bounds.x - 4000}
          y={bounds.y - 4000}
          width={bounds.w + 8000}
          height={bounds.h + 8000}
          onClick={clearSelection}
        />
        {onBoard.map((s) => {
          const c = hexCenter(s.position, HEX);
          return (
            <SystemTile
              key={s.position}
              system={s}
              view={view}
              x={c.x}
              y={c.y}
              selected={selectedSystem === s.systemId}
              detail={detail}
              activity={
                view.tactical?.system !== s.systemId ? undefined : view.tactical.combat ? 'combat' : 'active'
              }
            />
          );
        })}
        <HomeLabelLayer labels={labels} players={view.players} />
      </svg>
      <MapTools
        toolsRef={toolsRef}
        keyShown={showKey}
        onZoom={(f) => zoomBy(f)}
        onFit={() => setCamera(null)}
        onKey={() => setShowKey(!showKey)}
        onSave={save}
      />
      {showKey && <MapKey onClose={() => setShowKey(false)} />}
      {offBoard.length > 0 && (
        <div className="map-offboard" ref={offBoardRef}>
          Off the board:{' '}
          {offBoard.map((s) => (
            <button key={s.systemId} type="button" onClick={() => selectSystem(s.systemId)}>
              {offBoardName(s.systemId)}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}

function offBoardName(systemId: string): string {
  const data = SYSTEMS_BY_ID.get(systemId);
  const planet = data?.planets[0]?.name;
  return planet ? `${planet} (system ${systemId})` : `System ${systemId}`;
}
