// Imperial (LRR 45): choose one revealed public objective to score (the
// engine says which ones are met, must be claimed, or cost a payment), pay for
// it if asked, then a point for Mecatol Rex or (optionally) a secret objective.

import { useState, type ReactNode } from 'react';
import { OBJECTIVES_BY_ID, type ObjectiveStatus, plural } from '@initiative/rules';
import type { CardFormProps } from './types.ts';
import { FormError, PlacePicker, Stepper, Totals } from './pickers.tsx';
import { placesOf, sumOf } from './places.ts';

interface Option {
  readonly id: string;
  readonly status: ObjectiveStatus;
}

const STATUS_TEXT: Record<ObjectiveStatus, string> = {
  met: 'you meet it',
  'not-met': 'not met',
  claim: 'the app cannot check it: claim it if the table agrees',
  pay: 'you can pay for it',
  scored: 'already scored',
};

function optionsOf(data: Readonly<Record<string, unknown>> | undefined): Option[] {
  const raw = data?.['options'];
  if (!Array.isArray(raw)) return [];
  return raw.filter((o): o is Option => typeof o === 'object' && o !== null && 'id' in o && 'status' in o);
}

/** The payment (if the objective asks one), the rest of the card, and the button. Keyed by objective. */
function Resolve(
  props: CardFormProps & { objective: string | null; paying: boolean; then: ReactNode; drawSecret: boolean },
) {
  const { view, seat, submit, objective, paying, drawSecret } = props;
  const me = view.players[seat];
  const req = objective ? OBJECTIVES_BY_ID.get(objective)?.requirement : undefined;
  const places = placesOf(view, seat, false);
  const [res, setRes] = useState<string[]>([]);
  const [resTg, setResTg] = useState(0);
  const [inf, setInf] = useState<string[]>([]);
  const [infTg, setInfTg] = useState(0);
  const pools = me?.pools ?? { tactic: 0, fleet: 0, strategy: 0 };
  const tokensNeeded = req?.kind === 'spend-command-tokens' ? req.count : 0;
  const [tactic, setTactic] = useState(Math.min(tokensNeeded, pools.tactic));
  const [strategy, setStrategy] = useState(
    Math.min(tokensNeeded - Math.min(tokensNeeded, pools.tactic), pools.strategy),
  );

  let pay: Record<string, unknown> | null = null;
  let error: string | null = null;
  let payForm: ReactNode = null;
  if (paying && req?.kind === 'spend') {
    const needR = req.resources ?? 0;
    const needI = req.influence ?? 0;
    const needTg = req.tradeGoods ?? 0;
    const gotR = sumOf(places, res, 'resources') + resTg;
    const gotI = sumOf(places, inf, 'influence') + infTg;
    const have = me?.tradeGoods ?? 0;
    if (gotR < needR) error = `Choose ${plural(needR, 'resource')} (${gotR} so far).`;
    else if (gotI < needI) error = `Choose ${needI} influence (${gotI} so far).`;
    else if (resTg + infTg + needTg > have)
      error = `That takes ${plural(resTg + infTg + needTg, 'trade good')}; you have ${have}.`;
    pay = { tradeGoods: needTg };
    if (needR > 0) pay['resources'] = { planets: res, tradeGoods: resTg };
    if (needI > 0) pay['influence'] = { planets: inf, tradeGoods: infTg };
    payForm = (
      <div data-testid="imperial-pay">
        {needR > 0 && (
          <>
            <h4>
              Resources: {gotR} / {needR}
            </h4>
            <PlacePicker
              places={places.filter((p) => !inf.includes(p.id))}
              chosen={res}
              onChange={setRes}
              show="resources"
              testid="imperial-resources"
              empty="No ready planet."
            />
            <Stepper
              label="trade goods as resources"
              value={resTg}
              max={have}
              onChange={setResTg}
              testid="imperial-res-tg"
            />
          </>
        )}
        {needI > 0 && (
          <>
            <h4>
              Influence: {gotI} / {needI}
            </h4>
            <PlacePicker
              places={places.filter((p) => !res.includes(p.id))}
              chosen={inf}
              onChange={setInf}
              show="influence"
              testid="imperial-influence"
              empty="No ready planet."
              mapPick={needR === 0}
            />
            <Stepper
              label="trade goods as influence"
              value={infTg}
              max={have}
              onChange={setInfTg}
              testid="imperial-inf-tg"
            />
          </>
        )}
        {needTg > 0 && (
          <p>
            Trade goods: {needTg} (you have {have}).
          </p>
        )}
      </div>
    );
  } else if (paying && req?.kind === 'spend-command-tokens') {
    if (tactic + strategy !== tokensNeeded)
      error = `Choose ${plural(tokensNeeded, 'token')} (${tactic + strategy} so far).`;
    pay = { tokens: { tactic, strategy } };
    payForm = (
      <div data-testid="imperial-tokens">
        <Stepper
          label="from tactic pool"
          value={tactic}
          max={pools.tactic}
          onChange={setTactic}
          testid="imperial-tactic"
        />
        <Stepper
          label="from strategy pool"
          value={strategy}
          max={pools.strategy}
          onChange={setStrategy}
          testid="imperial-strategy"
        />
      </div>
    );
  }
  const choices: Record<string, unknown> = { objective, drawSecret };
  if (pay) choices['pay'] = pay;
  return (
    <>
      {payForm}
      {props.then}
      <FormError text={error} testid="imperial-error" />
      <button
        type="button"
        data-testid="imperial-submit"
        disabled={error !== null}
        onClick={() => submit(choices)}
      >
        Resolve Imperial
      </button>
    </>
  );
}

export function ImperialPrimary(props: CardFormProps) {
  const { view, seat } = props;
  const options = optionsOf(view.strategic?.data);
  const mecatol = view.strategic?.data['mecatolRex'] === true;
  const [objective, setObjective] = useState<string | null>(null);
  const [drawSecret, setDrawSecret] = useState(true);
  const chosen = options.find((o) => o.id === objective);
  const points = objective ? (OBJECTIVES_BY_ID.get(objective)?.points ?? 0) : 0;
  const vp = view.players[seat]?.victoryPoints ?? 0;
  const then = (
    <>
      <h3>Then</h3>
      {mecatol ? (
        <p data-testid="imperial-mecatol">You control Mecatol Rex: you gain 1 victory point.</p>
      ) : (
        <label className="inline">
          <input
            type="checkbox"
            checked={drawSecret}
            onChange={(e) => setDrawSecret(e.target.checked)}
            data-testid="imperial-draw"
          />{' '}
          Draw a secret objective (you do not control Mecatol Rex)
        </label>
      )}
      <Totals testid="imperial-totals">
        Victory points: {vp} → {vp + points + (mecatol ? 1 : 0)} (the game is won at {view.victoryTarget})
      </Totals>
    </>
  );
  return (
    <div className="card-form imperial-form" data-testid="imperial-form">
      <h3>Score a public objective</h3>
      <ul className="plain">
        <li>
          <label className="inline">
            <input
              type="radio"
              name="objective"
              checked={objective === null}
              onChange={() => setObjective(null)}
              data-testid="imperial-none"
            />{' '}
            Score none
          </label>
        </li>
        {options.map((o) => {
          const data = OBJECTIVES_BY_ID.get(o.id);
          const can = o.status !== 'not-met' && o.status !== 'scored';
          return (
            <li key={o.id} className={can ? '' : 'muted'}>
              <label className="inline">
                <input
                  type="radio"
                  name="objective"
                  disabled={!can}
                  checked={objective === o.id}
                  onChange={() => setObjective(o.id)}
                  data-testid={`imperial-objective-${o.id}`}
                />{' '}
                <strong>{data?.name ?? o.id}</strong> ({data?.points ?? 1} VP) — {data?.description}{' '}
                <em>{STATUS_TEXT[o.status]}</em>
              </label>
            </li>
          );
        })}
      </ul>
      <Resolve
        {...props}
        key={objective ?? 'none'}
        objective={objective}
        paying={chosen?.status === 'pay'}
        then={then}
        drawSecret={drawSecret}
      />
    </div>
  );
}
