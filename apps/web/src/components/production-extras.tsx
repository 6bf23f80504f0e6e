// Parts of the production order builder: the pieces taken back from the board when reinforcements run
// short (LRR 67; the player chooses where from), and what abilities add to the order, rendered from the
// rule set's form items by kind (a toggle, a note, places, a paying planet, units returned) without
// naming one.

import {
  PLANETS_BY_ID,
  UNIT_NAMES,
  pullSources,
  unitCount,
  type GameView,
  type ProductionFormItem,
  type Pull,
  type QuoteLine,
  type UnitType,
} from '@initiative/rules';
import { Stepper } from '../cards/pickers.tsx';
import { type Ordered, type Returns, type Toggle, choiceKey } from './production-choices.ts';
import type { Place } from '../cards/places.ts';

function sourceLabel(p: Pull): string {
  return p.planet
    ? `${PLANETS_BY_ID.get(p.planet)?.name ?? p.planet} (system ${p.system})`
    : `system ${p.system}, space`;
}

export function PullsPicker({
  view,
  seat,
  lines,
  pulls,
  preferred,
  onPrefer,
  testid,
}: {
  view: GameView;
  seat: number;
  lines: readonly QuoteLine[];
  pulls: readonly Pull[];
  preferred: Readonly<Record<string, number>>;
  onPrefer: (unit: UnitType, index: number) => void;
  testid: string;
}) {
  if (pulls.length === 0) return null;
  return (
    <div className="pulls" data-testid={`${testid}-pulls`}>
      <p>
        Not enough pieces in reinforcements: these come back from the board (systems without your command
        token).
      </p>
      {lines
        .filter((l) => pulls.some((p) => p.unit === l.unit))
        .map((l) => {
          const sources = pullSources(view, seat, l.unit);
          return (
            <label key={l.unit} className="inline">
              {UNIT_NAMES[l.unit]} from{' '}
              <select
                data-testid={`${testid}-pull-${l.unit}`}
                value={preferred[l.unit] ?? 0}
                onChange={(e) => onPrefer(l.unit, Number(e.target.value))}
              >
                {sources.map((s, i) => (
                  <option key={sourceLabel(s)} value={i}>
                    {sourceLabel(s)} ({s.count})
                  </option>
                ))}
              </select>
            </label>
          );
        })}
    </div>
  );
}

/** Units held on the sheet, returned by owner and type, each paying for one unit of its type ordered. */
export function ReturnsPicker({
  view,
  item,
  lines,
  returned,
  onChange,
  testid,
}: {
  view: GameView;
  item: Returns;
  lines: Ordered;
  returned: Readonly<Record<string, number>>;
  onChange: (next: Record<string, number>) => void;
  testid: string;
}) {
  const offered = item.held.filter((c) => lines.some((l) => l.unit === c.unit));
  if (offered.length === 0) return null;
  return (
    <div className="follow-agent" data-testid={`${testid}-${item.id}`}>
      <p>{item.text}</p>
      {offered.map((c) => {
        const ordered = lines.find((l) => l.unit === c.unit)?.count ?? 0;
        const owner = view.players[c.from]?.name ?? `Seat ${c.from + 1}`;
        return (
          <Stepper
            key={choiceKey(c)}
            label={`${owner}’s ${unitCount(c.unit, 2).replace(/^2 /, '')} (you hold ${c.held})`}
            value={Math.min(returned[choiceKey(c)] ?? 0, c.held)}
            max={Math.min(c.held, ordered)}
            onChange={(n) => onChange({ ...returned, [choiceKey(c)]: n })}
            testid={`${testid}-${item.id}-${c.from}-${c.unit}`}
          />
        );
      })}
    </div>
  );
}

/** A paying planet an ability changes (its influence counts instead of its resources), or none. */
export function PayingPlanetPicker({
  items,
  payable,
  planets,
  picked,
  onPick,
  testid,
}: {
  items: readonly ProductionFormItem[];
  payable: readonly Place[];
  planets: readonly string[];
  picked: Readonly<Record<string, readonly string[]>>;
  onPick: (key: string, value: string) => void;
  testid: string;
}) {
  if (planets.length === 0) return null;
  return items.map((item) =>
    item.kind === 'paying-planet' ? (
      <div key={item.id} className="follow-agent" data-testid={`${testid}-${item.id}`}>
        <p>{item.text}</p>
        <select
          aria-label={item.label}
          value={picked[item.key]?.[0] ?? ''}
          onChange={(e) => onPick(item.key, e.target.value)}
        >
          <option value="">{item.none}</option>
          {payable
            .filter((p) => planets.includes(p.id) && !p.station)
            .map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}: {p.influence} instead of {p.resources}
              </option>
            ))}
        </select>
      </div>
    ) : null,
  );
}

/** The abilities used on this production or not, and what others granted for it. */
export function AbilityToggles({
  items,
  used,
  hidden,
  onToggle,
  testid,
}: {
  items: readonly ProductionFormItem[];
  used: Readonly<Record<string, boolean>>;
  hidden: (toggle: Toggle) => boolean;
  onToggle: (key: string, value: boolean) => void;
  testid: string;
}) {
  return items.map((item) =>
    item.kind === 'toggle' ? (
      hidden(item) ? null : (
        <label key={item.id} className="inline" data-testid={`${testid}-${item.id}`}>
          <input
            type="checkbox"
            checked={used[item.key] === true}
            onChange={(e) => onToggle(item.key, e.target.checked)}
          />
          {item.label}
        </label>
      )
    ) : item.kind === 'note' ? (
      <p key={item.id} className="hint" data-testid={`${testid}-${item.id}`}>
        {item.text}
      </p>
    ) : null,
  );
}

/** Places where abilities put units after the production (a mech, infantry): one select each. */
export function AbilityPlaces({
  items,
  picked,
  onPick,
  testid,
}: {
  items: readonly ProductionFormItem[];
  picked: Readonly<Record<string, readonly string[]>>;
  onPick: (key: string, values: readonly string[]) => void;
  testid: string;
}) {
  return items.map((item) =>
    item.kind === 'places' ? (
      <div key={item.id} className="follow-agent" data-testid={`${testid}-${item.id}`}>
        <p>{item.text}</p>
        {item.labels.map((label, i) => {
          const values = picked[item.key] ?? [];
          return (
            <select
              key={label}
              aria-label={label}
              value={values[i] ?? ''}
              onChange={(e) => {
                const next = [...values];
                next[i] = e.target.value;
                onPick(item.key, next);
              }}
            >
              <option value="">{item.none}</option>
              {item.choices.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
          );
        })}
      </div>
    ) : null,
  );
}
