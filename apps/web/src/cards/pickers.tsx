// Building blocks of the strategy-card forms: pick planets (in a list, or by
// clicking them on the map), trade goods, command-token pools, and the lines
// that show totals, warnings and errors. No rule lives here: the forms show
// arithmetic; the engine decides.

import type { ReactNode } from 'react';
import { PLANETS_BY_ID, type CommandPools, type GameView, type TokenPool, plural } from '@initiative/rules';
import { usePlanetHints } from '../map-hints.ts';
import { type Place, toggle } from './places.ts';
import { useMapPick } from '../use-map-pick.ts';
import { tradeGoodsLabel } from '../format/goods.ts';

/** A clickable list of planets/stations; chosen ones are pressed. Clicking one on the map toggles it too. */
export function PlacePicker(props: {
  readonly places: readonly Place[];
  readonly chosen: readonly string[];
  readonly onChange: (chosen: string[]) => void;
  readonly show: 'resources' | 'influence' | 'both';
  readonly max?: number;
  readonly testid: string;
  readonly empty: string;
  /** Whether clicking a planet on the map toggles it here (off when two pickers share planets). */
  readonly mapPick?: boolean;
}) {
  const { places, chosen, onChange, show, max, testid } = props;
  // Mark on the map the planets this list accepts (stations are not drawn as planets).
  usePlanetHints(
    props.mapPick === false
      ? null
      : Object.fromEntries(places.filter((p) => !p.station).map((p) => [p.id, null])),
  );
  useMapPick((planetId) => {
    if (props.mapPick === false || !planetId || !places.some((p) => p.id === planetId)) return;
    onChange(toggle(chosen, planetId, max));
  });
  if (places.length === 0) return <p className="hint">{props.empty}</p>;
  return (
    <ul className="plain place-picker" data-testid={testid}>
      {places.map((p) => {
        const on = chosen.includes(p.id);
        const value =
          show === 'both'
            ? `${p.resources}/${p.influence}`
            : show === 'resources'
              ? plural(p.resources, 'resource')
              : `${p.influence} influence`;
        return (
          <li key={p.id}>
            <button
              type="button"
              className={`pick ${on ? 'on' : ''}`}
              aria-pressed={on}
              data-testid={`${testid}-${p.id}`}
              onClick={() => onChange(toggle(chosen, p.id, max))}
            >
              {p.name}
              {p.station ? ' (station)' : ''} · {value}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

export function Stepper(props: {
  readonly label: string;
  readonly value: number;
  readonly min?: number;
  readonly max: number;
  readonly onChange: (n: number) => void;
  readonly testid: string;
}) {
  const { label, value, max, onChange, testid } = props;
  const min = props.min ?? 0;
  return (
    <span className="stepper" data-testid={testid}>
      <span className="stepper-label">{label}</span>
      <button
        type="button"
        className="small"
        aria-label={`Less ${label}`}
        disabled={value <= min}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <strong data-testid={`${testid}-value`}>{value}</strong>
      <button
        type="button"
        className="small"
        aria-label={`More ${label}`}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </span>
  );
}

const POOL_NAMES: readonly TokenPool[] = ['tactic', 'fleet', 'strategy'];

/** Where gained command tokens go: one stepper per pool, out of `total`. */
export function PoolsInput(props: {
  readonly pools: CommandPools;
  readonly total: number;
  readonly onChange: (pools: CommandPools) => void;
  readonly testid: string;
}) {
  const { pools, total, onChange, testid } = props;
  const placed = pools.tactic + pools.fleet + pools.strategy;
  return (
    <div className="pools-input" data-testid={testid}>
      {POOL_NAMES.map((pool) => (
        <Stepper
          key={pool}
          label={pool}
          value={pools[pool]}
          max={pools[pool] + Math.max(0, total - placed)}
          onChange={(n) => onChange({ ...pools, [pool]: n })}
          testid={`${testid}-${pool}`}
        />
      ))}
    </div>
  );
}

export function Totals({ children, testid }: { readonly children: ReactNode; readonly testid: string }) {
  return (
    <p className="totals" data-testid={testid}>
      {children}
    </p>
  );
}

export function Warnings({ items, testid }: { readonly items: readonly string[]; readonly testid: string }) {
  if (items.length === 0) return null;
  return (
    <ul className="plain warnings" data-testid={testid}>
      {items.map((w) => (
        <li key={w}>⚠ {w}</li>
      ))}
    </ul>
  );
}

/** Why the form cannot be sent yet (shown next to a disabled button). */
export function FormError({ text, testid }: { readonly text: string | null; readonly testid: string }) {
  if (!text) return null;
  return (
    <p className="error" aria-live="polite" data-testid={testid}>
      {text}
    </p>
  );
}

/** Which of several space docks produces (shown only when there is a choice). */
export function DockSelect(props: {
  readonly docks: readonly string[];
  readonly value: string;
  readonly onChange: (dock: string) => void;
  readonly testid: string;
}) {
  if (props.docks.length < 2) return null;
  return (
    <label className="inline">
      Space dock on{' '}
      <select value={props.value} onChange={(e) => props.onChange(e.target.value)} data-testid={props.testid}>
        {props.docks.map((d) => (
          <option key={d} value={d}>
            {PLANETS_BY_ID.get(d)?.name ?? d}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Paying a research's resources: planets to exhaust, trade goods, and the running total. */
export function ResourcePayment(props: {
  readonly view: GameView;
  readonly seat: number;
  readonly payable: readonly Place[];
  readonly planets: readonly string[];
  readonly onPlanets: (planets: string[]) => void;
  readonly tradeGoods: number;
  readonly onTradeGoods: (n: number) => void;
  readonly cost: number;
  readonly paying: number;
  readonly testid: string;
}) {
  const { view, seat, testid } = props;
  return (
    <>
      <PlacePicker
        places={props.payable}
        chosen={props.planets}
        onChange={props.onPlanets}
        show="resources"
        testid={`${testid}-pay`}
        empty="No ready planet or station with resources."
      />
      <Stepper
        label={tradeGoodsLabel(view, seat)}
        value={props.tradeGoods}
        max={view.players[seat]?.tradeGoods ?? 0}
        onChange={props.onTradeGoods}
        testid={`${testid}-tg`}
      />
      <Totals testid={`${testid}-totals`}>
        Cost {props.cost} · paying {props.paying}
      </Totals>
    </>
  );
}
