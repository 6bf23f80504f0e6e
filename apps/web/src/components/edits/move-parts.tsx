// Pieces of the move form: one source system (its units in space and the ground forces on its
// planets, each with a stepper up to what is there) and the landing on one planet of the active system.

import {
  PLANETS_BY_ID,
  UNIT_TYPES,
  heldByOther,
  isGroundForce,
  systemName,
  type GameView,
  type UnitCounts,
} from '@initiative/rules';
import { Stepper } from '../../cards/pickers.tsx';
import { playerName } from '../../format/players.ts';
import { unitName } from '../../units.ts';
import { type Picks, unitsInSystem } from './board.ts';

export function SourceBlock(props: {
  readonly view: GameView;
  readonly seat: number;
  readonly systemId: string;
  readonly picks: Picks;
  readonly onChange: (key: string, units: UnitCounts) => void;
  readonly onRemove: () => void;
}) {
  const { view, seat, systemId, picks, onChange, onRemove } = props;
  const groups = unitsInSystem(view, seat, systemId);
  const token = view.galaxy.systems.find((s) => s.systemId === systemId)?.tokens.includes(seat);
  const name = systemName(systemId);
  return (
    <fieldset className="move-source" data-testid={`move-source-${systemId}`}>
      <legend>
        From {name} <span className="hint">(system {systemId})</span>{' '}
        <button
          type="button"
          className="small link"
          aria-label={`Remove ${name} from the move`}
          data-testid={`move-source-remove-${systemId}`}
          onClick={onRemove}
        >
          Remove
        </button>
      </legend>
      {token && (
        <p className="edit-warning" role="note">
          ⚠ Your command token is in this system: its units cannot move out (LRR 58).
        </p>
      )}
      {groups.length === 0 && <p className="hint">You have no units here.</p>}
      {groups.map((g) => (
        <div key={g.key} className="move-group">
          <span className="move-group-label">{g.label}</span>
          <div className="units-input">
            {g.units.map(([t, n]) => (
              <span key={t} className="move-unit">
                <Stepper
                  label={unitName(t)}
                  value={picks[g.key]?.[t] ?? 0}
                  max={n}
                  onChange={(v) => onChange(g.key, { ...picks[g.key], [t]: v })}
                  testid={`move-${g.key.slice(2)}-${t}`}
                />
                <span className="move-avail">of {n}</span>
              </span>
            ))}
          </div>
        </div>
      ))}
    </fieldset>
  );
}

export function LandingRow(props: {
  readonly view: GameView;
  readonly seat: number;
  readonly planetId: string;
  /** Ground forces of each type that could land here (in space after the move, less those landing elsewhere). */
  readonly room: UnitCounts;
  readonly value: UnitCounts;
  readonly onChange: (units: UnitCounts) => void;
}) {
  const { view, seat, planetId, room, value, onChange } = props;
  const planet = view.galaxy.planets[planetId];
  const name = PLANETS_BY_ID.get(planetId)?.name ?? planetId;
  const holder = heldByOther(planet, seat);
  const status =
    holder !== null
      ? `${playerName(view, holder)} holds it: landing does not take it. Record the ground combat and any change of control with table edits.`
      : planet?.controller === seat
        ? 'Yours.'
        : 'No one holds it: landing takes control (its card comes exhausted).';
  const types = UNIT_TYPES.filter((t) => isGroundForce(t) && ((room[t] ?? 0) > 0 || (value[t] ?? 0) > 0));
  return (
    <div className="move-landing" data-testid={`land-${planetId}`}>
      <strong>{name}</strong> <span className="hint">{status}</span>
      {types.length === 0 ? (
        <p className="hint">No ground forces to land.</p>
      ) : (
        <div className="units-input">
          {types.map((t) => (
            <Stepper
              key={t}
              label={unitName(t)}
              value={value[t] ?? 0}
              max={(value[t] ?? 0) + (room[t] ?? 0)}
              onChange={(v) => onChange({ ...value, [t]: v })}
              testid={`land-${planetId}-${t}`}
            />
          ))}
        </div>
      )}
    </div>
  );
}
