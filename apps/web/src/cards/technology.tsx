// Technology (LRR 90–91): a technology picker that shows, for each technology, whether its
// prerequisites are met, met by exhausting a specialty planet (and which), or missing (and why),
// then the payment for a second technology (6 resources) or a follow (4), with running totals.
// The Nekro Virus never research (Propagation): their form places the three command tokens each
// research becomes (propagation.tsx). The Universities of Jol-Nar may follow with the primary's form
// instead (Brilliant). The picker itself is tech-picker.tsx.

import { useState } from 'react';
import {
  factionHas,
  FOLLOW_TECH_COST,
  PLANETS_BY_ID,
  SECOND_TECH_COST,
  techStatus,
  readyIgnores,
  researchForm,
  INHERITANCE_COST,
  type GameView,
  type ResearchIgnore,
  type TechStatus,
  TECHNOLOGIES_BY_ID,
} from '@initiative/rules';
import { FormError, ResourcePayment, Stepper, Warnings } from './pickers.tsx';
import type { CardFormProps } from './types.ts';
import { placesOf, paidWith } from './places.ts';
import { PropagationForm } from './propagation.tsx';
import { TechPicker } from './tech-picker.tsx';

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
  // Abilities that pay part of the research with units removed (Doctor Sucaban, once granted): from
  // the rule set, as data; each unit removed takes 1 off.
  const [removing, setRemoving] = useState<Record<string, number>>({});
  const removers = researchForm(view, seat);
  const taken = (item: (typeof removers)[number]) =>
    item.places
      .map((x) => ({ planet: x.planet, count: Math.min(removing[`${item.key}|${x.planet}`] ?? 0, x.held) }))
      .filter((x) => x.count > 0);
  const removed = removers.reduce((n, item) => n + taken(item).reduce((a, x) => a + x.count, 0), 0);
  const removals = Object.fromEntries(
    removers.flatMap((item) => (taken(item).length > 0 ? [[item.key, taken(item)]] : [])),
  );
  const ignores = readyIgnores(view, seat);
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
      {fullCost > 0 &&
        removers.map((item) => (
          <div key={item.id} className="row" data-testid={`technology-${item.id}`}>
            <h3>{item.text}</h3>
            {item.places.map((x) => (
              <Stepper
                key={x.planet}
                label={x.label}
                value={Math.min(removing[`${item.key}|${x.planet}`] ?? 0, x.held)}
                max={x.held}
                onChange={(n) => setRemoving({ ...removing, [`${item.key}|${x.planet}`]: n })}
                testid={`technology-${item.id}-${x.planet}`}
              />
            ))}
          </div>
        ))}
      {cost > 0 && (
        <>
          <h3>
            Pay {cost} resources
            {follow ? '' : picks.length > 1 ? ' for the second technology' : ''}
            {inheriting ? ` (${INHERITANCE_COST} for Inheritance Systems)` : ''}
          </h3>
          <ResourcePayment
            view={view}
            seat={seat}
            payable={payable}
            planets={planets}
            onPlanets={setPlanets}
            tradeGoods={tradeGoods}
            onTradeGoods={setTradeGoods}
            cost={cost}
            paying={paying}
            testid="technology"
          />
          <Warnings items={warnings} testid="technology-warnings" />
        </>
      )}
      <div className="sticky-submit">
        <FormError text={error} testid="technology-error" />
        <button
          type="button"
          data-testid={follow ? 'technology-follow' : 'technology-submit'}
          disabled={error !== null}
          onClick={() => {
            const extra = fullCost > 0 ? removals : {};
            submit(
              follow ? { ...research[0], payment: paid, ...extra } : { research, payment: paid, ...extra },
            );
          }}
        >
          {picks.length === 0
            ? 'Research nothing'
            : `Research ${picks.map((p) => TECHNOLOGIES_BY_ID.get(p.technology)?.name ?? p.technology).join(' and ')}`}
        </button>
      </div>
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
