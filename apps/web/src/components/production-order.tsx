// A production order builder (LRR 67–68; shared/rules/002): units per destination with steppers, and
// a running line of units against the production limit, the cost and the payment, with a warning
// when resources would be lost. Missing pieces are taken back from systems without the player's
// command token (chosen by the player). The checks are the rules package's own; the engine decides.

import { useState } from 'react';
import {
  PLANETS_BY_ID,
  UNIT_NAMES,
  UNIT_TYPES,
  cannotProduceType,
  inReinforcements,
  isShip,
  otherShipOwners,
  planetsOf,
  productionLimit,
  pullSources,
  quoteOrder,
  rowlPlaces,
  aiDevelopmentDiscount,
  harrughProblem,
  BEREKAR_BEREKON,
  TRILLOSSA_AUN_MIRIK,
  agentGranted,
  agentReady,
  trillossaPlanets,
  discountText,
  hegemonicReady,
  selfAssemblyPlanets,
  systemName,
  yinSpinnerPlaces,
  type GameView,
  type ProductionChoices,
  type ProductionLine,
  type ProductionOrder,
  type ProductionSite,
  type Pull,
  plural,
  amalgamationChoices,
  amalgamationProblem,
} from '@initiative/rules';
import { AmalgamationPicker, PullsPicker } from './production-extras.tsx';
import { OrderTable } from './production-table.tsx';
import { FormError, PlacePicker, Stepper, Totals, Warnings } from '../cards/pickers.tsx';
import { tradeGoodsLabel } from '../format/goods.ts';
import { orderKey, orderWarnings, placeLabel } from '../format/production.ts';
import { allocate, chosenAmalgamation } from './production-choices.ts';
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
  const [mechOn, setMechOn] = useState('');
  const [swapped, setSwapped] = useState('');
  // AI Development Algorithm: 1 off per unit upgrade owned, offered only when it would take something off.
  const aiOffer = plain ? 0 : aiDevelopmentDiscount(view, seat);
  const [aiUsed, setAiUsed] = useState(false);
  // Harrugh Gefhara (Hacan hero, once unlocked): purged, and the units cost 0.
  const harrughOffered = !plain && harrughProblem(view, seat) === null;
  const [harrughUsed, setHarrughUsed] = useState(false);
  const harrugh = harrughUsed && harrughOffered;
  const aiDevelopment = aiUsed && aiOffer > 0 && !harrugh;
  // Berekar Berekon: the Winnu's own agent on their production, or granted by the Winnu this turn.
  const granted = !plain && agentGranted(view, seat, BEREKAR_BEREKON);
  const berekarOffered = !plain && !granted && agentReady(view, seat, BEREKAR_BEREKON);
  // Trillossa Aun Mirik: the Argent's own agent, or granted by them; ground forces go next door too.
  const trillossaGranted = !plain && agentGranted(view, seat, TRILLOSSA_AUN_MIRIK);
  const trillossaOffered =
    !plain && !shipsOnly && !single && !trillossaGranted && agentReady(view, seat, TRILLOSSA_AUN_MIRIK);
  const [trillossaUsed, setTrillossaUsed] = useState(false);
  const trillossa = trillossaGranted || (trillossaUsed && trillossaOffered);
  const nextDoor = trillossa ? trillossaPlanets(view, seat, site.system) : [];
  const [berekarUsed, setBerekarUsed] = useState(false);
  const berekar = granted || (berekarUsed && berekarOffered);
  const assembly = shipsOnly || plain ? [] : selfAssemblyPlanets(view, seat, site.system);
  // Yin Spinner Ω: up to two infantry placed afterwards, each on a planet of theirs or with their ships.
  const [infantry, setInfantry] = useState<readonly [string, string]>(['', '']);
  const spinner = plain ? { planets: [], systems: [] } : yinSpinnerPlaces(view, seat);
  const spinnerPlaces = [
    ...spinner.planets.map((id) => ({ id, label: `on ${PLANETS_BY_ID.get(id)?.name ?? id}` })),
    ...spinner.systems.map((id) => ({ id, label: `in space at ${systemName(id)}` })),
  ];
  const spun = infantry.filter((id) => spinnerPlaces.some((p) => p.id === id));
  const me = view.players[seat];
  const limit = plain ? Infinity : productionLimit(view, seat, site);
  const blockers = otherShipOwners(view, site.system, seat);
  // Rowl Sarrig (Saar commander): fighters and infantry may go to another dock of theirs.
  const elsewhere = shipsOnly || single || plain ? [] : rowlPlaces(view, seat, site.system);
  const places = plain?.planet
    ? ['space', plain.planet]
    : [
        'space',
        ...(shipsOnly
          ? []
          : planetsOf(site.system).filter((id) => view.galaxy.planets[id]?.controller === seat)),
        ...elsewhere.map((p) => p.place),
        ...nextDoor.filter((id) => !elsewhere.some((p) => p.place === id)),
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
  // Amalgamation (the Cabal): captured units returned pay for units of their type.
  const captured = plain ? [] : amalgamationChoices(view, seat);
  const [returned, setReturned] = useState<Record<string, number>>({});
  const amalgamation = chosenAmalgamation(captured, returned, lines);
  const payable = placesOf(view, seat, false).filter((p) => p.resources > 0);
  // Hegemonic Trade Policy: one paying planet counts its influence instead of its resources.
  const hegemonic = !plain && hegemonicReady(view, seat);
  const swap = hegemonic && planets.includes(swapped) ? payable.find((p) => p.id === swapped) : undefined;
  // The order's named parts, as sent; the quote adds what was granted this turn (Berekar Berekon).
  const choices: ProductionChoices = {
    ...(mechOn && assembly.includes(mechOn) ? { selfAssembly: mechOn } : {}),
    ...(swap ? { hegemonic: swap.id } : {}),
    ...(spun.length > 0 ? { yinSpinner: spun } : {}),
    ...(aiDevelopment ? { aiDevelopment: true as const } : {}),
    ...(harrugh ? { harrugh: true as const } : {}),
    ...(berekar && !granted ? { berekar: true as const } : {}),
    ...(trillossa && !trillossaGranted ? { trillossa: true as const } : {}),
    ...(amalgamation.length > 0 ? { amalgamation } : {}),
  };
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
  const amalgamationWrong =
    amalgamation.length > 0 ? amalgamationProblem(view, seat, lines, amalgamation) : null;
  if (amalgamationWrong) errors.push(amalgamationWrong.message);
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
        placeName={(place) => placeLabel(place, elsewhere, nextDoor)}
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
      <AmalgamationPicker
        view={view}
        choices={captured}
        lines={quote.lines}
        returned={returned}
        onChange={setReturned}
        testid={testid}
      />
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
      {hegemonic && planets.length > 0 && (
        <div className="follow-agent" data-testid={`${testid}-hegemonic`}>
          <p>Hegemonic Trade Policy (exhausts it): a paying planet counts its influence instead.</p>
          <select
            aria-label="Planet whose influence counts"
            value={swapped}
            onChange={(e) => setSwapped(e.target.value)}
          >
            <option value="">No planet</option>
            {payable
              .filter((p) => planets.includes(p.id) && !p.station)
              .map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}: {p.influence} instead of {p.resources}
                </option>
              ))}
          </select>
        </div>
      )}
      {harrughOffered && (
        <label className="inline" data-testid={`${testid}-harrugh`}>
          <input type="checkbox" checked={harrughUsed} onChange={(e) => setHarrughUsed(e.target.checked)} />
          Harrugh Gefhara (your hero, purged for the game): every unit of this production costs 0
        </label>
      )}
      {berekarOffered && !harrugh && (
        <label className="inline" data-testid={`${testid}-berekar`}>
          <input type="checkbox" checked={berekarUsed} onChange={(e) => setBerekarUsed(e.target.checked)} />
          Berekar Berekon (your agent, exhausted): −2 to the cost
        </label>
      )}
      {trillossaOffered && (
        <label className="inline" data-testid={`${testid}-trillossa`}>
          <input
            type="checkbox"
            checked={trillossaUsed}
            onChange={(e) => setTrillossaUsed(e.target.checked)}
          />
          Trillossa Aun Mirik (your agent, exhausted): ground forces may go on your planets next door
        </label>
      )}
      {trillossaGranted && (
        <p className="hint" data-testid={`${testid}-trillossa-granted`}>
          The Argent exhausted Trillossa Aun Mirik for you: ground forces may go on your planets next door.
        </p>
      )}
      {granted && (
        <p className="hint" data-testid={`${testid}-berekar-granted`}>
          The Winnu exhausted Berekar Berekon for you: this production costs 2 less.
        </p>
      )}
      {aiOffer > 0 && !harrugh && (
        <label className="inline" data-testid={`${testid}-ai-development`}>
          <input type="checkbox" checked={aiUsed} onChange={(e) => setAiUsed(e.target.checked)} />
          AI Development Algorithm (exhausts it): −{aiOffer} to the cost, one per unit upgrade you own
        </label>
      )}
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
      {assembly.length > 0 && (
        <div className="follow-agent" data-testid={`${testid}-self-assembly`}>
          <p>Self-Assembly Routines (exhausts it): place 1 mech after producing.</p>
          <select aria-label="Planet for the mech" value={mechOn} onChange={(e) => setMechOn(e.target.value)}>
            <option value="">No mech</option>
            {assembly.map((id) => (
              <option key={id} value={id}>
                1 mech on {PLANETS_BY_ID.get(id)?.name ?? id}
              </option>
            ))}
          </select>
        </div>
      )}
      {spinnerPlaces.length > 0 && (
        <div className="follow-agent" data-testid={`${testid}-yin-spinner`}>
          <p>Yin Spinner Ω: place up to 2 infantry from reinforcements after producing (free).</p>
          {([0, 1] as const).map((i) => (
            <select
              key={i}
              aria-label={i === 0 ? 'First infantry' : 'Second infantry'}
              value={infantry[i]}
              onChange={(e) =>
                setInfantry(i === 0 ? [e.target.value, infantry[1]] : [infantry[0], e.target.value])
              }
            >
              <option value="">No infantry</option>
              {spinnerPlaces.map((p) => (
                <option key={p.id} value={p.id}>
                  1 infantry {p.label}
                </option>
              ))}
            </select>
          ))}
        </div>
      )}
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
