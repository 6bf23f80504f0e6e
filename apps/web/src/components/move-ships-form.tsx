// The movement step of the player's own tactical action (LRR 58), while the engine offers `move-ships`:
// every system holding ships that can reach the active system, with steppers for the ships and the
// fighters and ground forces they take along, and those that cannot, greyed, with the engine's reason.
// A click on a system of the map chooses all its ships that can reach (again: none). The summary says
// what moves; Move sends one intent; a refusal shows in the form's error line (FormFrame).

import { useMemo, useState } from 'react';
import {
  arrivalOdds,
  shipReach,
  systemName,
  unitCount,
  type GameView,
  type UnitType,
} from '@initiative/rules';
import { percent } from '../combat-form.ts';
import { Stepper } from '../cards/pickers.tsx';
import { send } from '../connection.ts';
import { useSystemHints } from '../map-hints.ts';
import {
  arriving,
  capacityFor,
  cargoIn,
  cargoKey,
  chosen,
  distanceText,
  moveIntent,
  moveSources,
  moveSummary,
  reasonText,
  sourceHints,
  type MoveChoice,
  type MoveSource,
  type SourceChoice,
} from '../move-ships.ts';
import { unitName } from '../units.ts';
import { useClient } from '../use-client.ts';
import { useMapPick } from '../use-map-pick.ts';
import './turns.css';
import './edits/edits.css';
import './move-ships.css';

export function MoveShipsForm() {
  const view = useClient((s) => s.view);
  const you = useClient((s) => s.you);
  if (!view?.tactical || you?.kind !== 'seat' || view.active !== you.seat) return null;
  if (!view.legal.some((i) => i.type === 'move-ships')) return null;
  const active = view.tactical.system;
  return <MoveShips key={`${view.round}-${active}`} view={view} seat={you.seat} active={active} />;
}

function MoveShips({ view, seat, active }: { view: GameView; seat: number; active: string }) {
  const [choice, setChoice] = useState<MoveChoice>({});
  const [note, setNote] = useState<string | null>(null);
  const sources = useMemo(() => moveSources(shipReach(view, seat, active)), [view, seat, active]);
  useSystemHints(useMemo(() => sourceHints(sources), [sources]));

  const setSource = (from: string, next: SourceChoice) => setChoice({ ...choice, [from]: next });
  // A click on the map: a system whose ships can reach is chosen whole, or dropped.
  useMapPick((_planet, systemId) => {
    if (systemId === active) {
      setNote(`${systemName(active)} is the active system: ships move into it. Click where they come from.`);
      return;
    }
    const source = sources.find((s) => s.from === systemId);
    if (!source) {
      setNote(`You have no ships in ${systemName(systemId)} (system ${systemId}).`);
      return;
    }
    if (source.movable.length === 0) {
      setNote(`${systemName(systemId)}: ${reasonText(source.stuck[0]?.problem ?? '')}`);
      return;
    }
    setNote(null);
    const all = Object.fromEntries(source.movable.map((m) => [m.unit, m.count]));
    setSource(systemId, chosen(choice[systemId]) ? { ships: {}, cargo: {} } : { ships: all, cargo: {} });
  });

  const reachable = sources.filter((s) => s.movable.length > 0);
  const stuck = sources.filter((s) => s.movable.length === 0);
  const intent = moveIntent(choice);
  const summary = moveSummary(choice, active);
  // Exact odds of the space combat this move would start (unit profiles only), for the ships chosen.
  const odds = useMemo(
    () => (intent ? arrivalOdds(view, seat, active, arriving(choice)) : null),
    [view, seat, active, choice, intent],
  );
  const defenderName = odds ? (view.players.find((p) => p.seat === odds.defender)?.name ?? 'them') : '';
  const over = reachable.filter((s) => {
    const room = capacityFor(view, seat, choice[s.from]);
    return room.used > room.capacity;
  });

  return (
    <section className="card move-ships" aria-label="Move ships" data-testid="move-ships-form">
      <h2>Move ships into {systemName(active)}</h2>
      <p className="hint">
        Choose the ships that move in (or click their system on the map), and the fighters and ground forces
        they take along; then press Move. Ships move once per tactical action, before production.
      </p>
      {note && (
        <p className="hint" aria-live="polite" data-testid="move-ships-note">
          {note}
        </p>
      )}
      {reachable.length === 0 && <p className="hint">None of your ships can reach {systemName(active)}.</p>}
      <ul className="move-ships-sources">
        {reachable.map((s) => (
          <SourceRow
            key={s.from}
            view={view}
            seat={seat}
            source={s}
            choice={choice[s.from] ?? { ships: {}, cargo: {} }}
            onChange={(next) => setSource(s.from, next)}
          />
        ))}
      </ul>
      {stuck.length > 0 && (
        <>
          <h3 className="move-ships-stuck-title">Cannot reach</h3>
          <ul className="move-ships-stuck">
            {stuck.map((s) => (
              <li key={s.from} data-testid={`move-ships-stuck-${s.from}`}>
                <strong>{systemName(s.from)}</strong> <span className="hint">(system {s.from})</span>:{' '}
                {s.stuck.map((u) => `${unitCount(u.unit, u.count)}: ${reasonText(u.problem)}`).join(' ')}
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="move-ships-summary" data-testid="move-ships-summary" aria-live="polite">
        {summary ?? 'No ship chosen yet.'}
      </p>
      {odds && (
        <p className="move-ships-odds" data-testid="move-ships-odds" aria-live="polite">
          Space combat against {defenderName}: you win {percent(odds.odds.attackerWins)}, {defenderName} wins{' '}
          {percent(odds.odds.defenderWins)}
          {odds.odds.draw > 0.0005 ? `, both fleets destroyed ${percent(odds.odds.draw)}` : ''}.{' '}
          <span className="hint">
            Exact odds from the unit cards, upgrades and abilities that change the dice (barrage included);
            action cards and choices made in the combat are not counted.
          </span>
        </p>
      )}
      {over.length > 0 && (
        <p className="edit-warning" role="note" data-testid="move-ships-over">
          ⚠ More fighters and ground forces than the ships from{' '}
          {over.map((s) => systemName(s.from)).join(', ')} have room for (capacity, LRR 16).
        </p>
      )}
      <button
        type="button"
        data-testid="move-ships-submit"
        disabled={intent === null || over.length > 0}
        onClick={() => intent && send(intent)}
      >
        Move
      </button>
    </section>
  );
}

function SourceRow(props: {
  readonly view: GameView;
  readonly seat: number;
  readonly source: MoveSource;
  readonly choice: SourceChoice;
  readonly onChange: (next: SourceChoice) => void;
}) {
  const { view, seat, source, choice, onChange } = props;
  const { from } = source;
  const movers: UnitType[] = [...source.movable, ...source.stuck].map((m) => m.unit);
  const cargo = cargoIn(view, seat, from, movers);
  const room = capacityFor(view, seat, choice);
  const free = Math.max(0, room.capacity - room.used);
  return (
    <li
      className={`move-ships-source ${chosen(choice) ? 'chosen' : ''}`}
      data-testid={`move-ships-source-${from}`}
    >
      <div className="move-ships-head">
        <strong>{systemName(from)}</strong>{' '}
        <span className="hint">
          (system {from}, {distanceText(source.distance ?? 1)})
        </span>
      </div>
      <div className="units-input">
        {source.movable.map((m) => (
          <span key={m.unit} className="move-unit">
            <Stepper
              label={unitName(m.unit)}
              value={choice.ships[m.unit] ?? 0}
              max={m.count}
              onChange={(v) => onChange({ ...choice, ships: { ...choice.ships, [m.unit]: v } })}
              testid={`move-ships-${from}-${m.unit}`}
            />
            <span className="move-avail">of {m.count}</span>
          </span>
        ))}
      </div>
      {source.stuck.length > 0 && (
        <p className="hint move-ships-stuck">
          {source.stuck.map((u) => `${unitCount(u.unit, u.count)}: ${reasonText(u.problem)}`).join(' ')}
        </p>
      )}
      {cargo.length > 0 && (
        <div className="move-ships-cargo">
          <span className="hint" data-testid={`move-ships-capacity-${from}`}>
            Capacity: {room.used} of {room.capacity} used
          </span>
          <div className="units-input">
            {cargo.map((c) => {
              const key = cargoKey(c);
              const value = choice.cargo[key] ?? 0;
              return (
                <span key={key} className="move-unit">
                  <Stepper
                    label={`${unitName(c.unit)} ${c.place.charAt(0).toLowerCase()}${c.place.slice(1)}`}
                    value={value}
                    max={Math.min(c.count, value + free)}
                    onChange={(v) => onChange({ ...choice, cargo: { ...choice.cargo, [key]: v } })}
                    testid={`move-ships-cargo-${c.from}-${c.unit}`}
                  />
                  <span className="move-avail">of {c.count}</span>
                </span>
              );
            })}
          </div>
        </div>
      )}
    </li>
  );
}
