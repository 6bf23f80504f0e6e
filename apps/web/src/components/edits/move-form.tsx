// The move edit, begun from the map during your tactical action: click the systems your units come
// from (each is added as a source; click again to drop it), choose how many of each unit with the
// steppers, choose ground forces to land on the active system's planets, press Move. The capacity
// line is the engine's own arithmetic (moveCapacity); the engine checks the whole move.

import { useState } from 'react';
import {
  SYSTEMS_BY_ID,
  UNIT_TYPES,
  isGroundForce,
  moveCapacity,
  otherShipOwners,
  systemName,
  type GameView,
  type Landing,
  type MoveSource,
  type UnitCounts,
} from '@initiative/rules';
import { usePlanetHints } from '../../map-hints.ts';
import { useMoveHints } from '../../move-hints.ts';
import { send } from '../../connection.ts';
import { LandingRow, SourceBlock } from './move-parts.tsx';
import { playerName } from '../../format/players.ts';
import { hasUnits, positive, unitsInSystem, type Picks } from './board.ts';
import { useMapPick } from '../../use-map-pick.ts';
import './edits.css';

function add(a: UnitCounts, b: UnitCounts | undefined): UnitCounts {
  const out: Record<string, number> = { ...a };
  for (const [t, n] of Object.entries(b ?? {})) out[t] = (out[t] ?? 0) + (n ?? 0);
  return out;
}

export function MoveForm(props: {
  readonly view: GameView;
  readonly seat: number;
  readonly active: string;
  /** Off while another edit's form is open, so that a map click goes to that form alone. */
  readonly mapPick: boolean;
}) {
  const { view, seat, active, mapPick } = props;
  const [sources, setSources] = useState<string[]>([]);
  const [picks, setPicks] = useState<Picks>({});
  const [landing, setLanding] = useState<Readonly<Record<string, UnitCounts>>>({});
  const [note, setNote] = useState<string | null>(null);
  const planets = (SYSTEMS_BY_ID.get(active)?.planets ?? []).filter((p) => view.galaxy.planets[p.id]);
  const activeName = systemName(active);

  // The map: the active system's planets are where ground forces land; the sources are marked.
  usePlanetHints(Object.fromEntries(planets.map((p) => [p.id, null])));
  useMoveHints({ sources, destination: active });

  const toggleSource = (systemId: string) => {
    setNote(null);
    if (sources.includes(systemId)) {
      setSources(sources.filter((s) => s !== systemId));
      setPicks(Object.fromEntries(Object.entries(picks).filter(([k]) => !inSystem(k, systemId))));
      return;
    }
    if (unitsInSystem(view, seat, systemId).length === 0) {
      setNote(`You have no units in ${systemName(systemId)} (system ${systemId}).`);
      return;
    }
    setSources([...sources, systemId]);
  };
  useMapPick((_planet, systemId) => {
    if (!mapPick) return;
    if (systemId === active) {
      setNote(`${activeName} is the active system: units move into it. Click the systems they come from.`);
      return;
    }
    toggleSource(systemId);
  });

  const from: MoveSource[] = [];
  let moved: UnitCounts = {};
  for (const [key, units] of Object.entries(picks)) {
    const counts = positive(units);
    if (!hasUnits(counts)) continue;
    from.push(
      key.startsWith('s:')
        ? { system: key.slice(2), units: counts }
        : { planet: key.slice(2), units: counts },
    );
    moved = add(moved, counts);
  }
  const land: Landing[] = Object.entries(landing).flatMap(([planet, units]) => {
    const counts = positive(units);
    return hasUnits(counts) ? [{ planet, units: counts }] : [];
  });
  const room = moveCapacity(view, seat, moved);
  const inSpace = add(
    view.galaxy.systems.find((s) => s.systemId === active)?.space[String(seat)] ?? {},
    moved,
  );
  const others = otherShipOwners(view, active, seat);
  const candidates = view.galaxy.systems
    .filter((s) => s.systemId !== active && unitsInSystem(view, seat, s.systemId).length > 0)
    .map((s) => s.systemId)
    .filter((id) => !sources.includes(id));
  const nothing = from.length === 0 && land.length === 0;

  return (
    <div className="move-form" data-testid="move-form">
      <h3>Move into {activeName}</h3>
      <p className="hint">
        Click on the map each system your ships and ground forces come from (click again to drop it), choose
        how many with + and −, land ground forces below, then press Move. One edit, one line in the log.
      </p>
      {note && (
        <p className="hint" aria-live="polite" data-testid="move-note">
          {note}
        </p>
      )}
      {candidates.length > 0 && (
        <label>
          Or add a system{' '}
          <select
            data-testid="move-add-source"
            value=""
            onChange={(e) => e.target.value && toggleSource(e.target.value)}
          >
            <option value="">choose…</option>
            {candidates.map((id) => (
              <option key={id} value={id}>
                {systemName(id)} (system {id})
              </option>
            ))}
          </select>
        </label>
      )}
      {sources.map((id) => (
        <SourceBlock
          key={id}
          view={view}
          seat={seat}
          systemId={id}
          picks={picks}
          onChange={(key, units) => setPicks({ ...picks, [key]: units })}
          onRemove={() => toggleSource(id)}
        />
      ))}
      {from.length > 0 && (
        <p className={`totals ${room.used > room.capacity ? 'over' : ''}`} data-testid="move-capacity">
          Capacity: {room.used} of {room.capacity} used (fighters and ground forces ride on the ships that
          move)
        </p>
      )}
      {planets.length > 0 && (
        <fieldset className="move-lands" data-testid="move-lands">
          <legend>Land ground forces on {activeName}</legend>
          {others.length > 0 ? (
            <p className="edit-warning" role="note">
              ⚠ {others.map((s) => playerName(view, s)).join(' and ')} {others.length === 1 ? 'has' : 'have'}{' '}
              ships here: space combat comes first. Move in now, record the combat with table edits, then land
              with another move.
            </p>
          ) : (
            planets.map((p) => {
              const mine = landing[p.id] ?? {};
              const elsewhere = Object.entries(landing)
                .filter(([id]) => id !== p.id)
                .reduce((a, [, u]) => add(a, u), {} as UnitCounts);
              const roomHere: Record<string, number> = {};
              for (const t of UNIT_TYPES.filter(isGroundForce))
                roomHere[t] = Math.max(0, (inSpace[t] ?? 0) - (elsewhere[t] ?? 0) - (mine[t] ?? 0));
              return (
                <LandingRow
                  key={p.id}
                  view={view}
                  seat={seat}
                  planetId={p.id}
                  room={roomHere}
                  value={mine}
                  onChange={(units) => setLanding({ ...landing, [p.id]: units })}
                />
              );
            })
          )}
        </fieldset>
      )}
      <button
        type="button"
        data-testid="move-submit"
        disabled={nothing}
        onClick={() => {
          send({ type: 'table-edit', edit: { kind: 'move', to: active, from, land } });
          setPicks({});
          setLanding({});
          setSources([]);
        }}
      >
        {view.editsNeedApproval ? 'Move (ask the host)' : 'Move'}
      </button>
      {nothing && <p className="hint">Choose units to move in or ground forces to land.</p>}
    </div>
  );
}

function inSystem(key: string, systemId: string): boolean {
  if (key === `s:${systemId}`) return true;
  const planet = key.slice(2);
  return key.startsWith('p:') && (SYSTEMS_BY_ID.get(systemId)?.planets ?? []).some((p) => p.id === planet);
}
