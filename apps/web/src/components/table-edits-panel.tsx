// Table edits (SPEC 2.6): typed forms for what the app does not simulate — moving units, combat
// losses, control of planets and stations, attachments, trade goods, commodities, victory points,
// action cards — and the edits waiting for the host's approval. The engine checks every edit and
// answers with the reason when one does not fit the table.

import { useState } from 'react';
import {
  ACTION_CARDS_BY_ID,
  DEMILITARIZED_ZONE,
  PLANETS_BY_ID,
  STATIONS_BY_ID,
  SYSTEMS_BY_ID,
  UNITS_BY_TYPE,
  UNIT_TYPES,
  actionCardIdOf,
  type Area,
  type GameView,
  type TableEdit,
  type TableEditKind,
  type UnitCounts,
  type UnitType,
} from '@initiative/rules';
import { Stepper, playerName, useMapPick } from '../cards/pickers.tsx';
import { send } from '../connection.ts';
import { useClient } from '../use-client.ts';
import { isHostHere, sendAsHost } from './table-edits-host.ts';
import './turns.css';

const KIND_LABEL: Readonly<Record<TableEditKind, string>> = {
  'move-units': 'Move units',
  'add-units': 'Add units (from reinforcements)',
  'remove-units': 'Remove units (destroyed, returned)',
  'set-planet-control': 'Set planet control',
  'set-planet-exhausted': 'Exhaust or ready a planet',
  'set-station-control': 'Set space-station control',
  attach: 'Attach to a planet',
  detach: 'Remove an attachment',
  'adjust-trade-goods': 'Adjust trade goods',
  'adjust-commodities': 'Adjust commodities',
  'adjust-victory-points': 'Adjust victory points',
  'discard-action-card': 'Discard an action card',
  'give-action-card': 'Give an action card',
};
const KINDS = Object.keys(KIND_LABEL) as TableEditKind[];

/** Attachments players commonly need (any kebab-case id is accepted). */
const KNOWN_ATTACHMENTS = [
  DEMILITARIZED_ZONE,
  'tomb-of-emphidia',
  'lazax-survivors',
  'dyson-sphere',
  'paradise-world',
  'rich-world',
  'biotic-research-facility',
  'cybernetic-research-facility',
  'propulsion-research-facility',
  'warfare-research-facility',
  'mining-world',
  'core-mining',
  'senate-sanctuary',
  'terraforming-initiative',
  'holy-planet-of-ixth',
  'nano-forge',
  'stellar-converter',
];

interface AreaOption {
  readonly key: string;
  readonly label: string;
  readonly area: Area;
}

function areaKey(area: Area): string {
  return 'system' in area ? `s:${area.system}` : `p:${area.planet}`;
}

function allAreas(view: GameView): AreaOption[] {
  const out: AreaOption[] = [];
  for (const s of view.galaxy.systems) {
    const data = SYSTEMS_BY_ID.get(s.systemId);
    if (data?.kind === 'hyperlane') continue;
    out.push({ key: `s:${s.systemId}`, label: `System ${s.systemId} — space`, area: { system: s.systemId } });
    for (const p of data?.planets ?? []) {
      if (!view.galaxy.planets[p.id]) continue;
      out.push({ key: `p:${p.id}`, label: `${p.name} (system ${s.systemId})`, area: { planet: p.id } });
    }
  }
  return out;
}

function unitsAt(view: GameView, area: Area | null, owner: number): UnitCounts {
  if (!area) return {};
  if ('system' in area)
    return view.galaxy.systems.find((s) => s.systemId === area.system)?.space[String(owner)] ?? {};
  return view.galaxy.planets[area.planet]?.units[String(owner)] ?? {};
}

function hasUnits(units: UnitCounts): boolean {
  return Object.values(units).some((n) => (n ?? 0) > 0);
}

function unitName(type: UnitType): string {
  return UNITS_BY_TYPE.get(type)?.name ?? type;
}

function SeatSelect(props: {
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

function AreaSelect(props: {
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

function UnitsInput(props: {
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

function PlanetSelect(props: {
  readonly view: GameView;
  readonly value: string;
  readonly onChange: (id: string) => void;
  readonly testid: string;
}) {
  const planets = Object.keys(props.view.galaxy.planets)
    .map((id) => ({ id, name: PLANETS_BY_ID.get(id)?.name ?? id }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return (
    <label>
      Planet{' '}
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

/** The form for one kind of edit; `build` is null while the form is incomplete (with the reason). */
function EditForm({ view, seat, kind }: { view: GameView; seat: number; kind: TableEditKind }) {
  const [owner, setOwner] = useState<number>(seat);
  const [from, setFrom] = useState<Area | null>(null);
  const [to, setTo] = useState<Area | null>(null);
  const [units, setUnits] = useState<UnitCounts>({});
  const [planet, setPlanet] = useState('');
  const [station, setStation] = useState('');
  const [controller, setController] = useState<number | null>(seat);
  const [exhausted, setExhausted] = useState(true);
  const [attachment, setAttachment] = useState<string>(DEMILITARIZED_ZONE);
  const [target, setTarget] = useState<number>(seat);
  const [delta, setDelta] = useState(1);
  const [card, setCard] = useState('');
  const [to2, setTo2] = useState<number>((seat + 1) % view.players.length);

  // Clicking the map fills in the place: a planet or a system's space area.
  useMapPick((planetId, systemId) => {
    const area: Area =
      planetId && view.galaxy.planets[planetId] ? { planet: planetId } : { system: systemId };
    if (kind === 'move-units' && from && !to) setTo(area);
    else if (kind === 'move-units' || kind === 'remove-units') setFrom(area);
    else if (kind === 'add-units') setTo(area);
    if (planetId && view.galaxy.planets[planetId]) setPlanet(planetId);
  });

  const areas = allAreas(view);
  const withUnits = areas.filter((o) => hasUnits(unitsAt(view, o.area, owner)));
  const hand = view.players[seat]?.actionCards ?? [];
  const counts = Object.fromEntries(Object.entries(units).filter(([, n]) => (n ?? 0) > 0)) as UnitCounts;
  const ownerField = owner === seat ? {} : { owner };
  const seatField = target === seat ? {} : { seat: target };

  let edit: TableEdit | null = null;
  let missing = '';
  switch (kind) {
    case 'move-units':
      if (!from || !to) missing = 'Choose where the units come from and where they go (or click the map).';
      else if (!hasUnits(counts)) missing = 'Choose at least one unit.';
      else edit = { kind, ...ownerField, from, to, units: counts };
      break;
    case 'add-units':
      if (!to) missing = 'Choose where the units go (or click the map).';
      else if (!hasUnits(counts)) missing = 'Choose at least one unit.';
      else edit = { kind, ...ownerField, to, units: counts };
      break;
    case 'remove-units':
      if (!from) missing = 'Choose where the units are (or click the map).';
      else if (!hasUnits(counts)) missing = 'Choose at least one unit.';
      else edit = { kind, ...ownerField, from, units: counts };
      break;
    case 'set-planet-control':
      if (!planet) missing = 'Choose a planet (or click it on the map).';
      else edit = { kind, planet, controller };
      break;
    case 'set-planet-exhausted':
      if (!planet) missing = 'Choose a planet (or click it on the map).';
      else edit = { kind, planet, exhausted };
      break;
    case 'set-station-control':
      if (!station) missing = 'Choose a space station.';
      else edit = { kind, station, controller };
      break;
    case 'attach':
    case 'detach':
      if (!planet) missing = 'Choose a planet (or click it on the map).';
      else if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(attachment))
        missing = 'Name the attachment in lower case with dashes, e.g. demilitarized-zone.';
      else edit = { kind, planet, attachment };
      break;
    case 'adjust-trade-goods':
    case 'adjust-commodities':
    case 'adjust-victory-points':
      if (delta === 0) missing = 'A change of 0 changes nothing.';
      else edit = { kind, ...seatField, delta };
      break;
    case 'discard-action-card':
      if (!card) missing = 'Choose a card from your hand.';
      else edit = { kind, card };
      break;
    case 'give-action-card':
      if (!card) missing = 'Choose a card from your hand.';
      else edit = { kind, card, to: to2 };
      break;
  }

  const stations = Object.keys(view.galaxy.stations);
  return (
    <div className="edit-form" data-testid={`edit-form-${kind}`}>
      {(kind === 'move-units' || kind === 'add-units' || kind === 'remove-units') && (
        <>
          <SeatSelect
            view={view}
            label="Whose units"
            value={owner}
            onChange={(s) => setOwner(s ?? seat)}
            testid="edit-owner"
          />
          {kind !== 'add-units' && (
            <AreaSelect
              label="From"
              options={withUnits}
              value={from}
              onChange={(a) => {
                setFrom(a);
                setUnits({});
              }}
              testid="edit-from"
              empty={`${playerName(view, owner)} has no units on the board.`}
            />
          )}
          {kind !== 'remove-units' && (
            <AreaSelect label="To" options={areas} value={to} onChange={setTo} testid="edit-to" empty="" />
          )}
          <UnitsInput
            units={units}
            onChange={setUnits}
            limits={kind === 'add-units' ? null : from ? unitsAt(view, from, owner) : {}}
            testid="edit-units"
          />
        </>
      )}
      {(kind === 'set-planet-control' ||
        kind === 'set-planet-exhausted' ||
        kind === 'attach' ||
        kind === 'detach') && (
        <PlanetSelect view={view} value={planet} onChange={setPlanet} testid="edit-planet" />
      )}
      {kind === 'set-station-control' &&
        (stations.length === 0 ? (
          <p className="hint">There is no space station on this map.</p>
        ) : (
          <label>
            Space station{' '}
            <select data-testid="edit-station" value={station} onChange={(e) => setStation(e.target.value)}>
              <option value="">choose…</option>
              {stations.map((id) => (
                <option key={id} value={id}>
                  {STATIONS_BY_ID.get(id)?.name ?? id}
                </option>
              ))}
            </select>
          </label>
        ))}
      {(kind === 'set-planet-control' || kind === 'set-station-control') && (
        <SeatSelect
          view={view}
          label="Controlled by"
          value={controller}
          onChange={setController}
          allowNone
          testid="edit-controller"
        />
      )}
      {kind === 'set-planet-exhausted' && (
        <label className="inline">
          <input type="checkbox" checked={exhausted} onChange={(e) => setExhausted(e.target.checked)} />{' '}
          Exhausted (untick to ready it)
        </label>
      )}
      {(kind === 'attach' || kind === 'detach') && (
        <label>
          Attachment{' '}
          <input
            data-testid="edit-attachment"
            list="known-attachments"
            value={attachment}
            maxLength={48}
            onChange={(e) => setAttachment(e.target.value.trim())}
          />
          <datalist id="known-attachments">
            {KNOWN_ATTACHMENTS.map((a) => (
              <option key={a} value={a} />
            ))}
          </datalist>
        </label>
      )}
      {(kind === 'adjust-trade-goods' ||
        kind === 'adjust-commodities' ||
        kind === 'adjust-victory-points') && (
        <>
          <SeatSelect
            view={view}
            label="Player"
            value={target}
            onChange={(s) => setTarget(s ?? seat)}
            testid="edit-seat"
          />
          <Stepper label="change" value={delta} min={-20} max={20} onChange={setDelta} testid="edit-delta" />
        </>
      )}
      {(kind === 'discard-action-card' || kind === 'give-action-card') &&
        (hand.length === 0 ? (
          <p className="hint">You have no action cards.</p>
        ) : (
          <label>
            Card{' '}
            <select data-testid="edit-card" value={card} onChange={(e) => setCard(e.target.value)}>
              <option value="">choose…</option>
              {hand.map((c) => (
                <option key={c} value={c}>
                  {ACTION_CARDS_BY_ID.get(actionCardIdOf(c))?.name ?? c}
                </option>
              ))}
            </select>
          </label>
        ))}
      {kind === 'give-action-card' && (
        <SeatSelect
          view={view}
          label="To"
          value={to2}
          onChange={(s) => setTo2(s ?? to2)}
          testid="edit-to-seat"
        />
      )}
      {missing && <p className="hint">{missing}</p>}
      <button
        type="button"
        data-testid="edit-submit"
        disabled={!edit}
        onClick={() => {
          if (!edit) return;
          send({ type: 'table-edit', edit });
          setUnits({});
        }}
      >
        {view.editsNeedApproval ? 'Ask the host' : 'Make the edit'}
      </button>
    </div>
  );
}

function PendingEdits({ view }: { view: GameView }) {
  const host = isHostHere();
  if (view.pendingEdits.length === 0) return null;
  return (
    <div className="pending-edits" data-testid="pending-edits">
      <h3>Waiting for the host&apos;s approval</h3>
      <ul className="plain">
        {view.pendingEdits.map((e) => (
          <li key={e.id} data-testid={`pending-edit-${e.id}`}>
            #{e.id} {e.text}
            {host && (
              <>
                {' '}
                <button
                  type="button"
                  className="small"
                  data-testid={`approve-edit-${e.id}`}
                  onClick={() => sendAsHost({ type: 'approve-edit', id: e.id })}
                >
                  Approve
                </button>{' '}
                <button
                  type="button"
                  className="small secondary-button"
                  data-testid={`reject-edit-${e.id}`}
                  onClick={() => sendAsHost({ type: 'reject-edit', id: e.id })}
                >
                  Reject
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function TableEditsPanel() {
  const view = useClient((s) => s.view);
  const you = useClient((s) => s.you);
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<TableEditKind>('move-units');
  if (!view) return null;
  const seat = you?.kind === 'seat' ? you.seat : null;
  const live = view.phase !== 'setup' && view.phase !== 'ended';
  return (
    <section className="card table-edits" aria-label="Table edits" data-testid="table-edits">
      <div className="details-head">
        <h2>Table edits</h2>
        {seat !== null && live && (
          <button type="button" className="small" data-testid="edits-toggle" onClick={() => setOpen(!open)}>
            {open ? 'Close' : 'Make an edit'}
          </button>
        )}
      </div>
      <p className="hint">
        {!live
          ? view.phase === 'setup'
            ? 'Table edits open once setup is over.'
            : 'The game is over: no more edits.'
          : seat === null
            ? 'Players record here what the app does not simulate; every edit is in the log.'
            : `Movement, combat, invasion, exploration and card effects are recorded here; every edit is in the log${view.editsNeedApproval ? ' and waits for the host’s approval' : ''}.`}
      </p>
      {open && seat !== null && live && (
        <>
          <label>
            Edit{' '}
            <select
              data-testid="edit-kind"
              value={kind}
              onChange={(e) => setKind(e.target.value as TableEditKind)}
            >
              {KINDS.map((k) => (
                <option key={k} value={k}>
                  {KIND_LABEL[k]}
                </option>
              ))}
            </select>
          </label>
          <EditForm key={kind} view={view} seat={seat} kind={kind} />
        </>
      )}
      <PendingEdits view={view} />
    </section>
  );
}
