// Propagation (the Nekro Virus): they never research; the Technology card's primary and follow
// give them command tokens instead, placed in their pools, with the payment the research would need.

import { useEffect, useState } from 'react';
import {
  FOLLOW_TECH_COST,
  PROPAGATION_TOKENS,
  SECOND_TECH_COST,
  spreadTokens,
  type CommandPools,
} from '@initiative/rules';
import { FormError, PoolsInput, ResourcePayment } from './pickers.tsx';
import type { CardFormProps } from './types.ts';
import { reinforcementsOf } from '../format/players.ts';
import { placesOf, paidWith } from './places.ts';

/** Propagation: the tokens `researches` technologies become, placed in the pools, and their payment. */
export function PropagationForm({ view, seat, submit, follow }: CardFormProps & { follow: boolean }) {
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
            testid="propagation"
          />
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
