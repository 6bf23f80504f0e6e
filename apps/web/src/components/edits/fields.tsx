// Fields shared by the table-edit forms: whose belongings, a place (space area or planet), unit
// counts, a planet, and the submit button. Plain inputs over the view; the engine checks every edit.

import {
  PLANETS_BY_ID,
  STATIONS_BY_ID,
  UNIT_TYPES,
  type Area,
  type GameView,
  type TableEdit,
  type UnitCounts,
} from '@initiative/rules';
import { Stepper } from '../../cards/pickers.tsx';
import { send } from '../../connection.ts';
import { playerName } from '../../format/players.ts';
import { type AreaOption, areaKey } from './board.ts';
import { unitName } from '../../units.ts';

/**
 * Whose units or amounts an edit touches: yourself by default; choosing another player shows a warning
 * (the log marks such edits "on Brin's units").
 */
export function WhoseSelect(props: {
  readonly view: GameView;
  readonly seat: number;
  readonly label: string;
  readonly value: number;
  readonly onChange: (seat: number) => void;
  readonly what: string;
  readonly testid: string;
}) {
  const { view, seat, label, value, onChange, what, testid } = props;
  return (
    <>
      <label>
        {label}{' '}
        <select data-testid={testid} value={String(value)} onChange={(e) => onChange(Number(e.target.value))}>
          {view.players.map((p) => (
            <option key={p.seat} value={p.seat}>
              {p.seat === seat ? `${p.name} (you)` : p.name}
            </option>
          ))}
        </select>
      </label>
      <OtherWarning view={view} seat={seat} owner={value} what={what} testid={`${testid}-warning`} />
    </>
  );
}

/** The visible warning when an edit acts on another player's belongings. */
export function OtherWarning(props: {
  readonly view: GameView;
  readonly seat: number;
  readonly owner: number | null;
  readonly what: string;
  readonly testid: string;
}) {
  const { view, seat, owner, what, testid } = props;
  if (owner === null || owner === seat) return null;
  const name = playerName(view, owner);
  return (
    <p className="edit-warning" role="note" data-testid={testid}>
      ⚠ This edit changes {name}&apos;s {what}, not yours. The log will say &ldquo;on {name}&apos;s {what}
      &rdquo;.
    </p>
  );
}

/** Any seat or nobody (a controller). */
export function SeatSelect(props: {
  readonly view: GameView;
  readonly label: string;
  readonly value: number | null;
  readonly onChange: (seat: number | null) => void;
  readonly allowNone?: boolean;
  readonly testid: string;
}) {
  const { view, label, value, onChange, allowNone, testid } = props;
  return (
    <label>
      {label}{' '}
      <select
        data-testid={testid}
        value={value === null ? '' : String(value)}
        onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      >
        {allowNone && <option value="">nobody</option>}
        {view.players.map((p) => (
          <option key={p.seat} value={p.seat}>
            {p.name}
          </option>
        ))}
      </select>
    </label>
  );
}

export function AreaSelect(props: {
  readonly label: string;
  readonly options: readonly AreaOption[];
  readonly value: Area | null;
  readonly onChange: (area: Area | null) => void;
  readonly testid: string;
  readonly empty: string;
}) {
  const { label, options, value, onChange, testid, empty } = props;
  if (options.length === 0) return <p className="hint">{empty}</p>;
  return (
    <label>
      {label}{' '}
      <select
        data-testid={testid}
        value={value ? areaKey(value) : ''}
        onChange={(e) => onChange(options.find((o) => o.key === e.target.value)?.area ?? null)}
      >
        <option value="">choose…</option>
        {options.map((o) => (
          <option key={o.key} value={o.key}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export function UnitsInput(props: {
  readonly units: UnitCounts;
  readonly onChange: (u: UnitCounts) => void;
  /** Most of each type that may be named (what is there, for a move or removal). */
  readonly limits: UnitCounts | null;
  readonly testid: string;
}) {
  const { units, onChange, limits, testid } = props;
  const types = limits ? UNIT_TYPES.filter((t) => (limits[t] ?? 0) > 0) : UNIT_TYPES;
  if (types.length === 0) return <p className="hint">No units there.</p>;
  return (
    <div className="units-input" data-testid={testid}>
      {types.map((t) => (
        <Stepper
          key={t}
          label={unitName(t)}
          value={units[t] ?? 0}
          max={limits ? (limits[t] ?? 0) : 12}
          onChange={(n) => onChange({ ...units, [t]: n })}
          testid={`${testid}-${t}`}
        />
      ))}
    </div>
  );
}

export function PlanetSelect(props: {
  readonly view: GameView;
  readonly value: string;
  readonly onChange: (id: string) => void;
  /** Space stations too (exhausted and readied like planets). */
  readonly withStations?: boolean;
  readonly testid: string;
}) {
  const stations = props.withStations ? Object.keys(props.view.galaxy.stations) : [];
  const planets = [
    ...Object.keys(props.view.galaxy.planets).map((id) => ({ id, name: PLANETS_BY_ID.get(id)?.name ?? id })),
    ...stations.map((id) => ({ id, name: STATIONS_BY_ID.get(id)?.name ?? id })),
  ].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <label>
      {stations.length > 0 ? 'Planet or space station' : 'Planet'}{' '}
      <select data-testid={props.testid} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        <option value="">choose…</option>
        {planets.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The end of every edit form: what is still missing, and the button that sends the edit (asking the
 * host when edits need approval). `label` names the edit when it goes through at once.
 */
export function EditSubmit(props: {
  readonly view: GameView;
  readonly edit: TableEdit | null;
  readonly missing: string;
  readonly label?: string | undefined;
  readonly onSent?: () => void;
}) {
  const { view, edit, missing, label = 'Make the edit', onSent } = props;
  return (
    <>
      {missing && <p className="hint">{missing}</p>}
      <button
        type="button"
        data-testid="edit-submit"
        disabled={!edit}
        onClick={() => {
          if (!edit) return;
          send({ type: 'table-edit', edit });
          onSent?.();
        }}
      >
        {view.editsNeedApproval ? 'Ask the host' : label}
      </button>
    </>
  );
}
