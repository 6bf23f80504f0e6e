// Technology (LRR 90–91): a technology picker that shows, for each technology, whether its
// prerequisites are met, met by exhausting a specialty planet (and which), or missing (and why),
// then the payment for a second technology (6 resources) or a follow (4), with running totals.
// The Nekro Virus never research (Propagation): their form places the three command tokens each
// research becomes. The Universities of Jol-Nar may follow with the primary's form instead (Brilliant).

import { useEffect, useState } from 'react';
import {
  factionHas,
  FOLLOW_TECH_COST,
  PROPAGATION_TOKENS,
  spreadTokens,
  type CommandPools,
  PLANETS_BY_ID,
  SECOND_TECH_COST,
  TECH_COLORS,
  TECHNOLOGIES,
  techStatus,
  readyIgnores,
  sucabanGranted,
  INHERITANCE_COST,
  type GameView,
  type ResearchIgnore,
  type TechnologyData,
  type TechStatus,
} from '@initiative/rules';
import { InfoTip, TechnologyInfo, TipHost } from '../components/info-tip.tsx';
import { FormError, PlacePicker, PoolsInput, Stepper, Totals, Warnings } from './pickers.tsx';
import type { CardFormProps } from './types.ts';
import { reinforcementsOf } from '../format/players.ts';
import { tradeGoodsLabel } from '../format/goods.ts';
import { placesOf, paidWith } from './places.ts';

const GROUPS: readonly { readonly label: string; readonly match: (t: TechnologyData) => boolean }[] = [
  ...TECH_COLORS.map((c) => ({
    label: c,
    match: (t: TechnologyData) => t.color === c && t.faction === undefined,
  })),
  { label: 'unit upgrades', match: (t: TechnologyData) => t.color === undefined && t.faction === undefined },
];

function badge(status: TechStatus): string {
  switch (status.kind) {
    case 'met':
      return '✓ prerequisites met';
    case 'met-with-skips':
      return `skip with ${status.skips.map((s) => PLANETS_BY_ID.get(s.planet)?.name ?? s.planet).join(', ')}`;
    case 'missing':
      return 'prerequisites missing';
    case 'unavailable':
      return status.reason;
  }
}

function TechPicker(props: {
  readonly view: GameView;
  readonly seat: number;
  readonly chosen: readonly string[];
  readonly max: number;
  readonly statusOf: (id: string, index: number) => TechStatus;
  readonly onChange: (chosen: string[]) => void;
}) {
  const { view, seat, chosen, max, statusOf, onChange } = props;
  const faction = view.players[seat]?.faction;
  const groups = [...GROUPS, { label: 'your faction', match: (t: TechnologyData) => t.faction === faction }];
  const owned = new Set(view.players[seat]?.technologies ?? []);
  return (
    <div className="tech-picker" data-testid="tech-picker">
      {groups.map((g) => (
        <div key={g.label} className="tech-group">
          <h3 className={`tech-${g.label}`}>{g.label}</h3>
          <ul className="plain">
            {TECHNOLOGIES.filter(g.match).map((t) => {
              const on = chosen.includes(t.id);
              const index = on ? chosen.indexOf(t.id) : chosen.length;
              const status = statusOf(t.id, index);
              const pickable =
                on || ((status.kind === 'met' || status.kind === 'met-with-skips') && chosen.length < max);
              return (
                <li key={t.id}>
                  <button
                    type="button"
                    className={`pick tech tech-${t.color ?? 'unit'} status-${owned.has(t.id) ? 'owned' : status.kind} ${on ? 'on' : ''}`}
                    aria-pressed={on}
                    disabled={!pickable}
                    title={status.reason}
                    data-testid={`tech-${t.id}`}
                    data-status={owned.has(t.id) ? 'owned' : status.kind}
                    onClick={() => onChange(on ? chosen.filter((x) => x !== t.id) : [...chosen, t.id])}
                  >
                    {t.name}
                  </button>
                  <TipHost as="span" className="tech-pick-info">
                    <InfoTip label={t.name}>
                      <TechnologyInfo id={t.id} />
                    </InfoTip>
                  </TipHost>{' '}
                  <span className="hint small-text">
                    {owned.has(t.id) ? 'owned' : status.kind === 'missing' ? status.reason : badge(status)}
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}

function TechnologyForm({
  view,
  seat,
  submit,
  max,
  costFor,
  follow,
}: CardFormProps & { max: number; costFor: (n: number) => number; follow: boolean }) {
  const [chosen, setChosen] = useState<string[]>([]);
  const [planets, setPlanets] = useState<string[]>([]);
  const [tradeGoods, setTradeGoods] = useState(0);
  const [ignoreWith, setIgnoreWith] = useState<ResearchIgnore | ''>('');
  const [ignoreAt, setIgnoreAt] = useState(0);
  // Doctor Sucaban (Jol-Nar agent), when granted: infantry removed, 1 resource each.
  const [removing, setRemoving] = useState<Record<string, number>>({});
  const sucaban = sucabanGranted(view, seat)
    ? Object.entries(view.galaxy.planets)
        .map(([id, p]) => ({ id, held: p.units[String(seat)]?.infantry ?? 0 }))
        .filter((x) => x.held > 0)
    : [];
  const removed = sucaban.reduce((n, x) => n + Math.min(removing[x.id] ?? 0, x.held), 0);
  const removals = sucaban
    .map((x) => ({ planet: x.id, count: Math.min(removing[x.id] ?? 0, x.held) }))
    .filter((x) => x.count > 0);
  const ignores = readyIgnores(view, seat);
  const me = view.players[seat];
  // Each pick's skips are worked out after the picks before it (and they may build on it).
  const picks: { technology: string; skips: string[]; status: TechStatus; ignore?: ResearchIgnore }[] = [];
  const ignoreFor = (index: number) => (ignoreWith && index === ignoreAt ? ignoreWith : undefined);
  const statusOf = (id: string, index: number): TechStatus => {
    const before = picks.slice(0, index);
    const ignore = ignoreFor(index);
    return techStatus(view, seat, id, {
      also: before.map((p) => p.technology),
      excludePlanets: before.flatMap((p) => p.skips),
      ...(ignore ? { ignore } : {}),
    });
  };
  for (const [i, id] of chosen.entries()) {
    const status = statusOf(id, i);
    const ignore = ignoreFor(i);
    picks.push({
      technology: id,
      skips: status.skips.map((s) => s.planet),
      status,
      ...(ignore ? { ignore } : {}),
    });
  }
  const skipPlanets = picks.flatMap((p) => p.skips);
  const inheriting = picks.some((p) => p.ignore === 'inheritance-systems');
  const fullCost = costFor(picks.length) + (inheriting ? INHERITANCE_COST : 0);
  const cost = Math.max(0, fullCost - (fullCost > 0 ? removed : 0));
  const payable = placesOf(view, seat, false).filter((p) => p.resources > 0 && !skipPlanets.includes(p.id));
  const paying = paidWith(view, seat, payable, planets, 'resources', tradeGoods);
  const bad = picks.find((p) => p.status.kind !== 'met' && p.status.kind !== 'met-with-skips');
  const error = bad
    ? bad.status.reason
    : follow && picks.length === 0
      ? 'Choose a technology.'
      : paying < cost
        ? `Pay ${cost - paying} more resources.`
        : null;
  const warnings =
    paying > cost
      ? [`${paying - cost} of the ${paying} resources would be lost: excess is not refunded.`]
      : [];
  const paid =
    cost > 0
      ? { planets: planets.filter((p) => !skipPlanets.includes(p)), tradeGoods }
      : { planets: [], tradeGoods: 0 };
  const research = picks.map((p) => ({
    technology: p.technology,
    skips: p.skips,
    ...(p.ignore ? { ignore: p.ignore } : {}),
  }));
  return (
    <div
      className="card-form technology-form"
      data-testid={follow ? 'technology-follow-form' : 'technology-form'}
    >
      {ignores.length > 0 && (
        <div className="row" data-testid="technology-ignore">
          <label className="inline-field">
            Ignore prerequisites with{' '}
            <select
              value={ignoreWith}
              onChange={(e) => setIgnoreWith(e.target.value as ResearchIgnore | '')}
              data-testid="technology-ignore-with"
            >
              <option value="">nothing</option>
              {ignores.map((t) => (
                <option key={t} value={t}>
                  {t === 'inheritance-systems'
                    ? `Inheritance Systems (+${INHERITANCE_COST})`
                    : 'AI Development Algorithm'}
                </option>
              ))}
            </select>
          </label>
          <span className="hint small-text">
            {ignoreWith === 'inheritance-systems'
              ? `Every prerequisite, for ${INHERITANCE_COST} resources more; the card is exhausted.`
              : ignoreWith
                ? 'One prerequisite of a unit upgrade; the card is exhausted.'
                : ''}
          </span>
          {ignoreWith && max > 1 && (
            <label className="inline-field">
              for the{' '}
              <select
                value={ignoreAt}
                onChange={(e) => setIgnoreAt(Number(e.target.value))}
                data-testid="technology-ignore-at"
              >
                <option value={0}>first technology</option>
                <option value={1}>second technology</option>
              </select>
            </label>
          )}
        </div>
      )}
      <TechPicker
        view={view}
        seat={seat}
        chosen={chosen}
        max={max}
        statusOf={statusOf}
        onChange={setChosen}
      />
      {skipPlanets.length > 0 && (
        <p className="hint" data-testid="technology-skips">
          Exhausted for their specialty:{' '}
          {skipPlanets.map((id) => PLANETS_BY_ID.get(id)?.name ?? id).join(', ')}.
        </p>
      )}
      {fullCost > 0 && sucaban.length > 0 && (
        <div className="row" data-testid="technology-sucaban">
          <h3>Doctor Sucaban: remove infantry, 1 resource less each</h3>
          {sucaban.map((x) => (
            <Stepper
              key={x.id}
              label={`infantry off ${PLANETS_BY_ID.get(x.id)?.name ?? x.id}`}
              value={Math.min(removing[x.id] ?? 0, x.held)}
              max={x.held}
              onChange={(n) => setRemoving({ ...removing, [x.id]: n })}
              testid={`technology-sucaban-${x.id}`}
            />
          ))}
        </div>
      )}
      {cost > 0 && (
        <>
          <h3>
            Pay {cost} resources
            {follow ? '' : picks.length > 1 ? ' for the second technology' : ''}
            {inheriting ? ` (${INHERITANCE_COST} for Inheritance Systems)` : ''}
          </h3>
          <PlacePicker
            places={payable}
            chosen={planets}
            onChange={setPlanets}
            show="resources"
            testid="technology-pay"
            empty="No ready planet or station with resources."
          />
          <Stepper
            label={tradeGoodsLabel(view, seat)}
            value={tradeGoods}
            max={me?.tradeGoods ?? 0}
            onChange={setTradeGoods}
            testid="technology-tg"
          />
          <Totals testid="technology-totals">
            Cost {cost} · paying {paying}
          </Totals>
          <Warnings items={warnings} testid="technology-warnings" />
        </>
      )}
      <FormError text={error} testid="technology-error" />
      <button
        type="button"
        data-testid={follow ? 'technology-follow' : 'technology-submit'}
        disabled={error !== null}
        onClick={() => {
          const extra = fullCost > 0 && removals.length > 0 ? { sucaban: removals } : {};
          submit(
            follow ? { ...research[0], payment: paid, ...extra } : { research, payment: paid, ...extra },
          );
        }}
      >
        {picks.length === 0
          ? 'Research nothing'
          : `Research ${picks.map((p) => p.technology).length === 1 ? 'it' : 'both'}`}
      </button>
    </div>
  );
}

/** Propagation: the tokens `researches` technologies become, placed in the pools, and their payment. */
function PropagationForm({ view, seat, submit, follow }: CardFormProps & { follow: boolean }) {
  const me = view.players[seat];
  const [second, setSecond] = useState(false);
  const [planets, setPlanets] = useState<string[]>([]);
  const [tradeGoods, setTradeGoods] = useState(0);
  const researches = follow || !second ? 1 : 2;
  // Following spends a strategy-pool token first: it is back in reinforcements by then.
  const reinforcements = reinforcementsOf(view, seat) + (follow ? 1 : 0);
  const gained = Math.min(researches * PROPAGATION_TOKENS, Math.max(0, reinforcements));
  const [pools, setPools] = useState<CommandPools>(() => spreadTokens(gained));
  useEffect(() => setPools(spreadTokens(gained)), [gained]);
  const cost = follow ? FOLLOW_TECH_COST : second ? SECOND_TECH_COST : 0;
  const payable = placesOf(view, seat, false).filter((p) => p.resources > 0);
  const paying = paidWith(view, seat, payable, planets, 'resources', tradeGoods);
  const placed = pools.tactic + pools.fleet + pools.strategy;
  const error =
    placed !== gained
      ? `Place all ${gained} tokens in your pools (${placed} placed).`
      : paying < cost
        ? `Pay ${cost - paying} more resources.`
        : null;
  const payment = cost > 0 ? { planets, tradeGoods } : { planets: [], tradeGoods: 0 };
  return (
    <div className="card-form technology-form" data-testid="propagation-form">
      <p className="hint">
        Propagation: the Nekro Virus never research. Each technology you would research is{' '}
        {PROPAGATION_TOKENS} command tokens instead
        {gained < researches * PROPAGATION_TOKENS ? ` (your reinforcements hold ${gained})` : ''}.
      </p>
      {!follow && (
        <label className="inline">
          <input
            type="checkbox"
            checked={second}
            onChange={(e) => setSecond(e.target.checked)}
            data-testid="propagation-second"
          />{' '}
          {PROPAGATION_TOKENS} more for {SECOND_TECH_COST} resources (the second technology)
        </label>
      )}
      <PoolsInput pools={pools} total={gained} onChange={setPools} testid="propagation-pools" />
      {cost > 0 && (
        <>
          <h3>Pay {cost} resources</h3>
          <PlacePicker
            places={payable}
            chosen={planets}
            onChange={setPlanets}
            show="resources"
            testid="propagation-pay"
            empty="No ready planet or station with resources."
          />
          <Stepper
            label={tradeGoodsLabel(view, seat)}
            value={tradeGoods}
            max={me?.tradeGoods ?? 0}
            onChange={setTradeGoods}
            testid="propagation-tg"
          />
          <Totals testid="propagation-totals">
            Cost {cost} · paying {paying}
          </Totals>
        </>
      )}
      <FormError text={error} testid="propagation-error" />
      <button
        type="button"
        data-testid={follow ? 'technology-follow' : 'technology-submit'}
        disabled={error !== null}
        onClick={() => submit(follow ? { tokens: pools, payment } : { research: [], payment, tokens: pools })}
      >
        Gain {gained} command tokens
      </button>
    </div>
  );
}

const factionOf = (view: GameView, seat: number) => view.players[seat]?.faction ?? '';

export function TechnologyPrimary(props: CardFormProps) {
  if (factionHas(factionOf(props.view, props.seat), 'nekro-propagation'))
    return <PropagationForm {...props} follow={false} />;
  return (
    <TechnologyForm {...props} max={2} costFor={(n) => (n >= 2 ? SECOND_TECH_COST : 0)} follow={false} />
  );
}

export function TechnologySecondary(props: CardFormProps) {
  const faction = factionOf(props.view, props.seat);
  const [asPrimary, setAsPrimary] = useState(true);
  if (factionHas(faction, 'nekro-propagation')) return <PropagationForm {...props} follow />;
  if (!factionHas(faction, 'jol-nar-brilliant'))
    return <TechnologyForm {...props} max={1} costFor={() => FOLLOW_TECH_COST} follow />;
  return (
    <>
      <label className="inline" data-testid="brilliant">
        <input type="checkbox" checked={asPrimary} onChange={(e) => setAsPrimary(e.target.checked)} />{' '}
        Brilliant: resolve the primary instead (one technology free, a second for {SECOND_TECH_COST}{' '}
        resources)
      </label>
      {asPrimary ? (
        <TechnologyForm
          {...props}
          submit={(choices) => props.submit({ brilliant: true, ...(choices as object) })}
          max={2}
          costFor={(n) => (n >= 2 ? SECOND_TECH_COST : 0)}
          follow={false}
        />
      ) : (
        <TechnologyForm {...props} max={1} costFor={() => FOLLOW_TECH_COST} follow />
      )}
    </>
  );
}
