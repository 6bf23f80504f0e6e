// Leadership (LRR 52): spend influence (planets and trade goods) for command
// tokens, 1 per 3; the primary adds 3 free tokens. Shows the running totals
// and warns about wasted influence and planets exhausted for nothing.

import { useEffect, useState } from 'react';
import {
  INFLUENCE_PER_TOKEN,
  LEADERSHIP_FREE_TOKENS,
  spreadTokens,
  tokensGained,
  techAbilities,
  tradeGoodWorth,
  type CommandPools,
} from '@initiative/rules';
import type { CardFormProps } from './types.ts';
import { FormError, PlacePicker, PoolsInput, Stepper, Totals, Warnings } from './pickers.tsx';
import { reinforcementsOf } from '../format/players.ts';
import { tradeGoodsLabel } from '../format/goods.ts';
import { placesOf, sumOf, type Place } from './places.ts';

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** Chosen places that could stay ready without buying fewer tokens. */
function unneeded(places: readonly Place[], chosen: readonly string[], goodsWorth: number): Place[] {
  const total = sumOf(places, chosen, 'influence') + goodsWorth;
  const bought = Math.floor(total / INFLUENCE_PER_TOKEN);
  return places.filter(
    (p) => chosen.includes(p.id) && Math.floor((total - p.influence) / INFLUENCE_PER_TOKEN) === bought,
  );
}

function LeadershipForm({ view, seat, submit, free, verb }: CardFormProps & { free: number; verb: string }) {
  const me = view.players[seat];
  const places = placesOf(view, seat, false).filter((p) => p.influence > 0);
  const reinforcements = reinforcementsOf(view, seat);
  const [chosen, setChosen] = useState<string[]>([]);
  const [tradeGoods, setTradeGoods] = useState(0);
  const goodsWorth = tradeGoods * tradeGoodWorth(techAbilities(me));
  const influence = sumOf(places, chosen, 'influence') + goodsWorth;
  const { wanted, gained } = tokensGained(free, influence, reinforcements);
  const bought = wanted - free;
  const [pools, setPools] = useState<CommandPools>(() => spreadTokens(gained));
  useEffect(() => setPools(spreadTokens(gained)), [gained]);
  const placed = pools.tactic + pools.fleet + pools.strategy;

  const warnings: string[] = [];
  const wasted = influence % INFLUENCE_PER_TOKEN;
  if (influence > 0 && wasted > 0)
    warnings.push(
      `${plural(wasted, 'influence point')} will be wasted: ${influence} influence buys ${plural(bought, 'token')} (${INFLUENCE_PER_TOKEN} each).`,
    );
  for (const p of unneeded(places, chosen, goodsWorth))
    warnings.push(`You could leave ${p.name} ready: without it you still buy ${plural(bought, 'token')}.`);
  if (wanted > gained)
    warnings.push(
      `Your reinforcements hold ${plural(reinforcements, 'token')}: ${plural(wanted - gained, 'token')} would be lost.`,
    );
  let error: string | null = null;
  if (influence > 0 && bought === 0)
    error = `You need ${INFLUENCE_PER_TOKEN} influence for one token; you chose ${influence}.`;
  else if (influence > 0 && gained <= free)
    error = 'Your reinforcements are empty: spending influence would buy nothing.';
  else if (placed !== gained)
    error = `Place all ${plural(gained, 'token')} in your pools (${placed} placed).`;

  return (
    <div className="card-form leadership-form" data-testid="leadership-form">
      <h3>Spend influence (1 token per {INFLUENCE_PER_TOKEN})</h3>
      <PlacePicker
        places={places}
        chosen={chosen}
        onChange={setChosen}
        show="influence"
        testid="leadership-planets"
        empty="You have no ready planet with influence."
      />
      <Stepper
        label={tradeGoodsLabel(view, seat)}
        value={tradeGoods}
        max={me?.tradeGoods ?? 0}
        onChange={setTradeGoods}
        testid="leadership-tg"
      />
      <Totals testid="leadership-totals">
        Influence chosen: <strong>{influence}</strong> · tokens bought: <strong>{bought}</strong>
        {free > 0 ? ` · free tokens: ${free}` : ''} · tokens gained: <strong>{gained}</strong>{' '}
        (reinforcements: {reinforcements})
      </Totals>
      <Warnings items={warnings} testid="leadership-warnings" />
      {gained > 0 && (
        <>
          <h3>Place {plural(gained, 'token')}</h3>
          <PoolsInput pools={pools} total={gained} onChange={setPools} testid="leadership-pools" />
        </>
      )}
      <FormError text={error} testid="leadership-error" />
      <button
        type="button"
        data-testid="leadership-submit"
        disabled={error !== null}
        onClick={() => submit({ payment: { planets: chosen, tradeGoods }, pools })}
      >
        {verb}
        {free === 0
          ? gained === 0
            ? ' without buying a token (choose planets above to buy some)'
            : `: buy ${plural(gained, 'token')}`
          : ''}
      </button>
    </div>
  );
}

export function LeadershipPrimary(props: CardFormProps) {
  return <LeadershipForm {...props} free={LEADERSHIP_FREE_TOKENS} verb="Resolve Leadership" />;
}

export function LeadershipSecondary(props: CardFormProps) {
  return <LeadershipForm {...props} free={0} verb="Follow" />;
}
