// A production order builder (LRR 67–68; shared/rules/002): units per destination with steppers, and
// a running line of units against the production limit, the cost and the payment, with a warning
// when resources would be lost. Missing pieces are taken back from systems without the player's
// command token (chosen by the player). The checks are the rules package's own; the engine decides.

import { useState } from 'react';
import {
  UNIT_NAMES,
  UNIT_TYPES,
  cannotProduceType,
  inReinforcements,
  isShip,
  otherShipOwners,
  placesElsewhere,
  planetsOf,
  productionForm,
  productionLimit,
  pullSources,
  quoteOrder,
  discountText,
  type GameView,
  type PlaceElsewhere,
  type ProductionChoices,
  type ProductionFormItem,
  type ProductionLine,
  type ProductionOrder,
  type ProductionSite,
  type Pull,
  plural,
} from '@initiative/rules';
import {
  AbilityPlaces,
  AbilityToggles,
  PayingPlanetPicker,
  PullsPicker,
  ReturnsPicker,
} from './production-extras.tsx';
import { OrderTable } from './production-table.tsx';
import { FormError, PlacePicker, Stepper, Totals, Warnings } from '../cards/pickers.tsx';
import { tradeGoodsLabel } from '../format/goods.ts';
import { orderKey, orderWarnings, placeLabel } from '../format/production.ts';
import { abilityChoices, allocate, mergedPlaces, type Toggle } from './production-choices.ts';
import { placesOf, paidWith } from '../cards/places.ts';
import './build.css';

export interface ProductionOrderProps {
  readonly view: GameView;
  readonly seat: number;
  readonly site: ProductionSite;
  readonly testid: string;
  readonly submitLabel: string;
  readonly onSubmit: (order: ProductionOrder) => void;
  /** Ships in the space area only (Sling Relay). */
  readonly shipsOnly?: boolean;
  /** The ability that produces exactly 1 unit (Sling Relay, Chaos Mapping), named in the error. */
  readonly single?: string;
  /**
   * Not a production ability (Integrated Economy, Letani Miasmiala): no production limit and no
   * technology or leader that works on production; with `planet`, ground forces go only there, and with
   * `costCap` the units cost at most that.
   */
  readonly plain?: { readonly planet?: string; readonly costCap?: number };
  /** An ability that produces at most this many units (Umbat), named in the error. */
  readonly most?: { readonly count: number; readonly by: string };
  /** Trade goods the ability gives before the payment (Salvage Operations), spendable in it. */
  readonly gainedFirst?: number;
}

export function ProductionOrderBuilder({
  view,
  seat,
  site,
  testid,
  submitLabel,
  onSubmit,
  shipsOnly = false,
  single,
  plain,
  most,
  gainedFirst = 0,
}: ProductionOrderProps) {
  const [counts, setCounts] = useState<Record<string, number>>({});
  const [planets, setPlanets] = useState<string[]>([]);
  const [tradeGoods, setTradeGoods] = useState(0);
  const [preferred, setPreferred] = useState<Record<string, number>>({});
  // What abilities offer on this production, as data from the rule set (toggles, places, notes).
  const items: readonly ProductionFormItem[] = plain
    ? []
    : productionForm(view, seat, site, { shipsOnly, single: single !== undefined });
  const [used, setUsed] = useState<Readonly<Record<string, boolean>>>({});
  const [picked, setPicked] = useState<Readonly<Record<string, readonly string[]>>>({});
  const toggles = items.filter((i): i is Toggle => i.kind === 'toggle');
  const on = (key: string) => used[key] === true && toggles.some((t) => t.key === key);
  const active = toggles.filter((t) => on(t.key) && !(t.hiddenWith ?? []).some(on));
  const me = view.players[seat];
  const limit = plain ? Infinity : productionLimit(view, seat, site);
  const blockers = otherShipOwners(view, site.system, seat);
  // Places an ability opens outside the system (another dock, planets next door).
  const toggled: ProductionChoices = Object.fromEntries(active.map((t) => [t.key, true]));
  const elsewhere: PlaceElsewhere[] =
    shipsOnly || single || plain
      ? []
      : mergedPlaces(placesElsewhere(view, seat, site.system, { choices: toggled, unlimited: false }));
  const places = plain?.planet
    ? ['space', plain.planet]
    : [
        'space',
        ...(shipsOnly
          ? []
          : planetsOf(site.system).filter((id) => view.galaxy.planets[id]?.controller === seat)),
        ...elsewhere.map((p) => p.place),
      ];
  const types = UNIT_TYPES.filter(
    (t) => cannotProduceType(view, seat, t) === null && (!shipsOnly || isShip(t)),
  );

  const lines: ProductionLine[] = [];
  for (const unit of types) {
    for (const place of places) {
      const n = counts[orderKey(unit, place)] ?? 0;
      if (n > 0) lines.push({ unit, count: n, place });
    }
  }
  // Units held on the sheet returned to pay for units of their type (Amalgamation).
  const [returned, setReturned] = useState<Readonly<Record<string, number>>>({});
  const payable = placesOf(view, seat, false).filter((p) => p.resources > 0);
  const choices = abilityChoices(items, active, picked, returned, lines, planets);
  const swapId = items.find((i) => i.kind === 'paying-planet')?.key;
  const swap = swapId ? payable.find((p) => p.id === choices[swapId]) : undefined;
  const quote = quoteOrder(view, seat, lines, plain ? { noDiscounts: true } : { choices });
  const pulls: Pull[] = [];
  const errors: string[] = [];
  for (const line of quote.lines) {
    const left = inReinforcements(view, seat, line.unit);
    const short = left === null ? 0 : Math.max(0, line.count - left);
    if (short === 0) continue;
    const sources = pullSources(view, seat, line.unit);
    const available = sources.reduce((a, s) => a + s.count, 0);
    if (available < short)
      errors.push(`Only ${left} ${UNIT_NAMES[line.unit]} left, and not enough to take back.`);
    pulls.push(...allocate(sources, short, preferred[line.unit] ?? 0));
  }
  const paying =
    paidWith(view, seat, payable, planets, 'resources', tradeGoods) +
    (swap ? swap.influence - swap.resources : 0);
  for (const item of items) {
    if (item.kind !== 'returns') continue;
    const wrong = choices.amalgamation ? item.problem(lines, choices.amalgamation) : null;
    if (wrong) errors.push(wrong);
  }
  if (quote.units === 0) errors.push(single ? 'Add the unit.' : 'Add at least one unit.');
  if (single && quote.units > 1) errors.push(`${single} produces exactly 1 unit.`);
  if (most && quote.units > most.count) errors.push(`${most.by} produces up to ${most.count} units.`);
  if (quote.units - quote.outsideLimit > limit)
    errors.push(
      `${plural(quote.units - quote.outsideLimit, 'unit')} ${quote.outsideLimit > 0 ? 'counted ' : ''}is over your production limit of ${limit}.`,
    );
  if (plain?.costCap !== undefined && quote.cost > plain.costCap)
    errors.push(`These cost ${quote.cost}: at most ${plural(plain.costCap, 'resource')} here.`);
  if (paying < quote.cost)
    errors.push(`Pay ${plural(quote.cost - paying, 'more resource', 'more resources')}.`);
  if (blockers.length > 0 && lines.some((l) => isShip(l.unit))) {
    errors.push('Another player has ships here: no ships can be produced (ground forces can).');
  }
  const warnings = orderWarnings(view, seat, quote, paying);

  return (
    <div className="card-form production-order" data-testid={testid}>
      {blockers.length > 0 && (
        <p className="hint" data-testid={`${testid}-blockade`}>
          {blockers.map((s) => view.players[s]?.name).join(', ')} {blockers.length === 1 ? 'has' : 'have'}{' '}
          ships in system {site.system}: only ground forces can be produced here.
        </p>
      )}
      <OrderTable
        view={view}
        seat={seat}
        types={types}
        places={places}
        elsewhere={elsewhere}
        blockaded={blockers.length > 0}
        counts={counts}
        onCount={(unit, place, n) => setCounts({ ...counts, [orderKey(unit, place)]: n })}
        placeName={(place) => placeLabel(place, elsewhere)}
        testid={testid}
      />
      <PullsPicker
        view={view}
        seat={seat}
        lines={quote.lines}
        pulls={pulls}
        preferred={preferred}
        onPrefer={(unit, i) => setPreferred({ ...preferred, [unit]: i })}
        testid={testid}
      />
      {items.map((item) =>
        item.kind === 'returns' ? (
          <ReturnsPicker
            key={item.id}
            view={view}
            item={item}
            lines={quote.lines}
            returned={returned}
            onChange={setReturned}
            testid={testid}
          />
        ) : null,
      )}
      <h3>Pay with resources</h3>
      <PlacePicker
        places={payable}
        chosen={planets}
        onChange={setPlanets}
        show="resources"
        testid={`${testid}-pay`}
        empty="No ready planet or station with resources."
      />
      <Stepper
        label={tradeGoodsLabel(view, seat)}
        value={tradeGoods}
        max={(me?.tradeGoods ?? 0) + gainedFirst}
        onChange={setTradeGoods}
        testid={`${testid}-tg`}
      />
      <PayingPlanetPicker
        items={items}
        payable={payable}
        planets={planets}
        picked={picked}
        onPick={(key, value) => setPicked({ ...picked, [key]: value ? [value] : [] })}
        testid={testid}
      />
      <AbilityToggles
        items={items}
        used={used}
        hidden={(t) => (t.hiddenWith ?? []).some(on)}
        onToggle={(key, value) => setUsed({ ...used, [key]: value })}
        testid={testid}
      />
      <Totals testid={`${testid}-totals`}>
        Units {quote.units}
        {!plain
          ? ` / limit ${limit}`
          : plain.costCap !== undefined
            ? ` · at most ${plural(plain.costCap, 'resource')} in cost`
            : ' · no production limit'}
        {quote.outsideLimit > 0 && ` (+${quote.outsideLimit} past it: your commander)`} · cost {quote.cost}
        {discountText(quote)} · paying {paying}
      </Totals>
      <AbilityPlaces
        items={items}
        picked={picked}
        onPick={(key, values) => setPicked({ ...picked, [key]: values })}
        testid={testid}
      />
      <Warnings items={warnings} testid={`${testid}-warnings`} />
      <FormError text={errors[0] ?? null} testid={`${testid}-error`} />
      <button
        type="button"
        data-testid={`${testid}-submit`}
        disabled={errors.length > 0}
        onClick={() =>
          onSubmit({
            units: lines,
            pull: pulls,
            payment: { planets, tradeGoods },
            ...choices,
          })
        }
      >
        {submitLabel}
      </button>
    </div>
  );
}
