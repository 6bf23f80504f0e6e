// The form for one kind of table edit (everything but "move", which has its own form): the fields
// that kind needs, whose belongings it touches (yours unless you choose otherwise, with a warning), and
// one button. Clicking the map fills in a place or a planet.

import { useState } from 'react';
import {
  ACTION_CARDS_BY_ID,
  DEMILITARIZED_ZONE,
  STATIONS_BY_ID,
  actionCardIdOf,
  type Area,
  type GameView,
  type TableEdit,
  type UnitCounts,
} from '@initiative/rules';
import { Stepper } from '../../cards/pickers.tsx';
import {
  AreaSelect,
  EditSubmit,
  OtherWarning,
  PlanetSelect,
  SeatSelect,
  UnitsInput,
  WhoseSelect,
} from './fields.tsx';
import { playerName } from '../../format/players.ts';
import type { EditKind } from './kinds.ts';
import { allAreas, hasUnits, unitsAt } from './board.ts';
import { useMapPick } from '../../use-map-pick.ts';

const AMOUNT_LABEL: Readonly<Partial<Record<EditKind, string>>> = {
  'adjust-trade-goods': 'trade goods',
  'adjust-commodities': 'commodities',
  'adjust-victory-points': 'victory points',
  'adjust-combat-hits': 'hits to assign in the combat',
};

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

/** The form for one kind of edit; `build` is null while the form is incomplete (with the reason). */
export function EditForm({ view, seat, kind }: { view: GameView; seat: number; kind: EditKind }) {
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
    case 'adjust-combat-hits':
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
          <WhoseSelect
            view={view}
            seat={seat}
            label="Whose units"
            value={owner}
            onChange={setOwner}
            what="units"
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
        <>
          <PlanetSelect
            view={view}
            value={planet}
            onChange={setPlanet}
            withStations={kind === 'set-planet-exhausted'}
            testid="edit-planet"
          />
          <OtherWarning
            view={view}
            seat={seat}
            owner={(view.galaxy.planets[planet] ?? view.galaxy.stations[planet])?.controller ?? null}
            what={view.galaxy.stations[planet] ? 'space station' : 'planet'}
            testid="edit-planet-warning"
          />
        </>
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
      {kind === 'set-station-control' && (
        <OtherWarning
          view={view}
          seat={seat}
          owner={view.galaxy.stations[station]?.controller ?? null}
          what="space station"
          testid="edit-station-warning"
        />
      )}
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
        kind === 'adjust-victory-points' ||
        kind === 'adjust-combat-hits') && (
        <>
          <WhoseSelect
            view={view}
            seat={seat}
            label="Whose"
            value={target}
            onChange={setTarget}
            what={AMOUNT_LABEL[kind] ?? 'amounts'}
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
      <EditSubmit view={view} edit={edit} missing={missing} onSent={() => setUnits({})} />
    </div>
  );
}
