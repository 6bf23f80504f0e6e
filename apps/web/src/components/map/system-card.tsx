// The system card: everything in one system (planets with resources/influence, traits, specialties,
// control, units per owner, command tokens, anomalies, wormholes). Hovering a system peeks at it;
// selecting one (click, tap, Enter) pins it. It pops up beside the system on the map, and as a sheet
// at the bottom of a phone's screen.

import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from 'zustand';
import {
  EXPLORATION_CARDS_BY_ID,
  FACTIONS_BY_ID,
  SYSTEMS_BY_ID,
  hexCenter,
  planetTraits,
  planetValues,
  type GameView,
  type SystemData,
  type SystemState,
  type UnitType,
} from '@initiative/rules';
import { clearSelection, selectPlanet, selectionStore, type Selection } from '../../selection.ts';
import { useClient } from '../../use-client.ts';
import { UnitIcon } from './glyphs.tsx';
import { HEX, type UnitCounts } from './layout.ts';
import {
  ANOMALY_NAMES,
  SPECIALTY_NAMES,
  systemKindLabel,
  TRAIT_NAMES,
  UNIT_ORDER,
  unitCountLabel,
  WORMHOLE_LETTERS,
  WORMHOLE_NAMES,
} from './labels.ts';
import { mapViewStore } from './map-view.ts';
import '../map.css';

const CARD_WIDTH = 300;
const GAP = 10;

/** The card of the hovered system, else of the selected one; inside the map when one is mounted. */
export function SystemDetails() {
  const selection = useStore(selectionStore, (s) => s.selection);
  const hover = useStore(selectionStore, (s) => s.hover);
  const host = useStore(mapViewStore, (s) => s.host);
  const view = useClient((s) => s.view);
  const selectedId = selection.kind === 'none' ? null : selection.systemId;
  const systemId = hover ?? selectedId;
  if (!view || systemId === null) return null;
  const data = SYSTEMS_BY_ID.get(systemId);
  const system = view.galaxy.systems.find((s) => s.systemId === systemId);
  if (!data || !system) return null;
  const card = (
    <FloatingCard system={system} pinned={systemId === selectedId} floating={host !== null}>
      <CardBody
        data={data}
        system={system}
        view={view}
        selection={selection}
        pinned={systemId === selectedId}
      />
    </FloatingCard>
  );
  return host ? createPortal(card, host) : card;
}

function FloatingCard({
  system,
  pinned,
  floating,
  children,
}: {
  system: SystemState;
  pinned: boolean;
  floating: boolean;
  children: ReactNode;
}) {
  const viewBox = useStore(mapViewStore, (s) => s.viewBox);
  const width = useStore(mapViewStore, (s) => s.width);
  const height = useStore(mapViewStore, (s) => s.height);
  const ref = useRef<HTMLElement>(null);
  const [cardHeight, setCardHeight] = useState(200);
  useLayoutEffect(() => {
    const h = ref.current?.offsetHeight ?? 0;
    if (h > 0 && Math.abs(h - cardHeight) > 1) setCardHeight(h);
  });
  let style: Record<string, string> = {};
  if (floating && viewBox && width > 0) {
    const scale = width / viewBox.w;
    const c = system.position >= 0 ? hexCenter(system.position, HEX) : null;
    const sx = c ? (c.x - viewBox.x) * scale : 0;
    const sy = c ? (c.y - viewBox.y) * scale : 0;
    const half = HEX * scale;
    let left = sx + half + GAP;
    if (left + CARD_WIDTH > width - 8) left = sx - half - GAP - CARD_WIDTH;
    if (left < 8 || !c) left = Math.max(8, Math.min(width - CARD_WIDTH - 8, sx - CARD_WIDTH / 2));
    const top = Math.max(8, Math.min(height - cardHeight - 8, sy - cardHeight / 2));
    style = { '--card-x': `${Math.round(left)}px`, '--card-y': `${Math.round(top)}px` };
  }
  return (
    <section
      ref={ref}
      className={`system-card ${floating ? 'floating' : ''} ${pinned ? 'pinned' : 'peek'}`}
      data-testid="system-details"
      aria-label={`System ${system.systemId}`}
      style={style}
    >
      {children}
    </section>
  );
}

function CardBody({
  data,
  system,
  view,
  selection,
  pinned,
}: {
  data: SystemData;
  system: SystemState;
  view: GameView;
  selection: Selection;
  pinned: boolean;
}) {
  const home = view.players.find((p) => p.homeSystem === data.id);
  // The Creuss Gate, the Sorrow: the home position of a player whose home system is beside the board.
  const standsFor = view.players.find((p) => FACTIONS_BY_ID.get(p.faction)?.homePositionTile === data.id);
  const kind = home
    ? `Home of ${home.name}`
    : standsFor
      ? `${systemKindLabel(data)}: ${standsFor.name}'s home position (their home system is beside the board)`
      : systemKindLabel(data);
  const title =
    data.planets.map((p) => p.name).join(' · ') || (data.stations[0]?.name ?? kind ?? `System ${data.id}`);
  const who = (seat: number) => <Owner seat={seat} view={view} />;
  return (
    <>
      <header className="card-head">
        <div>
          <h3>{title}</h3>
          <p className="card-sub">
            System {data.id}
            {kind && title !== kind ? ` · ${kind}` : ''}
          </p>
        </div>
        {pinned && (
          <button
            type="button"
            className="card-close"
            onClick={clearSelection}
            aria-label="Close the system card"
          >
            ×
          </button>
        )}
      </header>
      {(data.anomalies.length > 0 || data.wormholes.length > 0 || system.frontier) && (
        <ul className="card-tags">
          {data.anomalies.map((a) => (
            <li key={a} className={`tag anomaly-${a}`}>
              {ANOMALY_NAMES[a]}
            </li>
          ))}
          {data.wormholes.map((w) => (
            <li key={w} className={`tag wormhole-tag wormhole-${w}`}>
              <span aria-hidden="true">{WORMHOLE_LETTERS[w]}</span> {WORMHOLE_NAMES[w]}
            </li>
          ))}
          {system.frontier && <li className="tag">Frontier token</li>}
        </ul>
      )}
      {data.planets.length > 0 && (
        <ul className="card-planets">
          {data.planets.map((p) => {
            const st = view.galaxy.planets[p.id];
            const chosen = selection.kind === 'planet' && selection.planetId === p.id;
            // Attachments (exploration, LRR 35) change the values shown.
            const values = planetValues(p, st?.attachments ?? []);
            return (
              <li key={p.id} className={chosen ? 'chosen' : ''} data-testid={`card-planet-${p.id}`}>
                <div className="planet-line">
                  <button
                    type="button"
                    className="planet-pick"
                    onClick={() => selectPlanet(p.id, data.id)}
                    aria-pressed={chosen}
                  >
                    {p.name}
                  </button>
                  <span className="ri">
                    <span className="res">{values.resources}</span>{' '}
                    {values.resources === 1 ? 'resource' : 'resources'} ·{' '}
                    <span className="inf">{values.influence}</span> influence
                  </span>
                </div>
                <div className="planet-facts">
                  {planetTraits(p).map((t) => (
                    <span key={t} className={`fact trait-${t}`}>
                      {TRAIT_NAMES[t]}
                    </span>
                  ))}
                  {values.specialties.map((c) => (
                    <span key={c} className={`fact spec tech-${c}`}>
                      {SPECIALTY_NAMES[c]} specialty
                    </span>
                  ))}
                  {p.legendary && <span className="fact legendary">Legendary</span>}
                  <span className="fact">
                    {st?.controller === null || st?.controller === undefined ? (
                      'Uncontrolled'
                    ) : (
                      <>Controlled by {who(st.controller)}</>
                    )}
                  </span>
                  <span className="fact">{st?.exhausted ? 'Exhausted' : 'Ready'}</span>
                  {st?.explored && <span className="fact">Explored</span>}
                  {st?.attachments.map((a) => (
                    <span key={a} className="fact attachment" title={EXPLORATION_CARDS_BY_ID.get(a)?.summary}>
                      Attached: {EXPLORATION_CARDS_BY_ID.get(a)?.name ?? a}
                    </span>
                  ))}
                </div>
                <Forces byOwner={st?.units ?? {}} damaged={view.galaxy.damaged?.[p.id]} view={view} />
              </li>
            );
          })}
        </ul>
      )}
      {data.stations.map((s) => {
        const st = view.galaxy.stations[s.id];
        return (
          <p key={s.id} className="card-line">
            <strong>{s.name}</strong> (space station) · {s.resources}{' '}
            {s.resources === 1 ? 'resource' : 'resources'} · {s.influence} influence ·{' '}
            {st?.controller === null || st?.controller === undefined ? 'uncontrolled' : who(st.controller)}
            {st?.exhausted ? ' · exhausted' : ''}
          </p>
        );
      })}
      <div className="card-section">
        <h4>Space</h4>
        {Object.values(system.space).some((u) => UNIT_ORDER.some((t) => (u[t] ?? 0) > 0)) ? (
          <Forces byOwner={system.space} damaged={view.galaxy.damaged?.[system.systemId]} view={view} />
        ) : (
          <p className="card-muted">No ships.</p>
        )}
      </div>
      {system.tokens.length > 0 && (
        <div className="card-section">
          <h4>Command tokens</h4>
          <p className="card-line">
            {system.tokens.map((seat) => (
              <span key={seat} className="token-chip">
                {who(seat)}
              </span>
            ))}
          </p>
        </div>
      )}
      {!pinned && <p className="card-muted card-hint">Click the system to keep this card open.</p>}
    </>
  );
}

function Owner({ seat, view }: { seat: number; view: GameView }) {
  const p = view.players[seat];
  return (
    <span className="owner">
      <span className={`chip color-${p?.color ?? 'none'}`} aria-hidden="true" />
      {p?.name ?? `Seat ${seat + 1}`}
    </span>
  );
}

/** Each owner's units there; `damaged`: those that used Sustain Damage and await the status phase's repair (LRR 87). */
function Forces({
  byOwner,
  damaged,
  view,
}: {
  byOwner: Readonly<Record<string, UnitCounts>>;
  damaged?: Readonly<Record<string, UnitCounts>> | undefined;
  view: GameView;
}) {
  const rows = Object.entries(byOwner).filter(([, u]) => UNIT_ORDER.some((t) => (u[t] ?? 0) > 0));
  if (rows.length === 0) return null;
  return (
    <ul className="forces">
      {rows.map(([seat, units]) => {
        const color = view.players[Number(seat)]?.color ?? 'none';
        return (
          <li key={seat}>
            <Owner seat={Number(seat)} view={view} />
            <span className="force-list">
              {UNIT_ORDER.filter((t): t is UnitType => (units[t] ?? 0) > 0).map((t) => (
                <span key={t} className="force" data-unit={t}>
                  <UnitIcon type={t} color={color} />
                  {unitCountLabel(t, units[t] ?? 0)}
                  {Math.min(units[t] ?? 0, damaged?.[seat]?.[t] ?? 0) > 0 && (
                    <span className="damaged" data-testid={`damaged-${t}`}>
                      {' '}
                      ({Math.min(units[t] ?? 0, damaged?.[seat]?.[t] ?? 0)} damaged)
                    </span>
                  )}
                </span>
              ))}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
