// Quantum Datahub Node (the Hacan's technology): once every strategy card is picked, its owner may give
// another player 3 trade goods and spend a strategy-pool token to swap one of their cards for one of
// that player's. The swaps on offer come from `legal` (abilities/datahub.ts in the rules).

import { useState } from 'react';
import { STRATEGY_CARDS_BY_ID, plural, type Intent, type StrategyCardId } from '@initiative/rules';
import { send } from '../connection.ts';
import { useClient } from '../use-client.ts';

type Swap = { readonly with: number; readonly give: StrategyCardId; readonly take: StrategyCardId };
const NONE: readonly Intent[] = [];
const cardName = (id: StrategyCardId) => STRATEGY_CARDS_BY_ID.get(id)?.name ?? id;

export function DatahubPanel() {
  const legal = useClient((s) => s.view?.legal ?? NONE);
  const players = useClient((s) => s.view?.players);
  const you = useClient((s) => (s.you?.kind === 'seat' ? s.you.seat : null));
  const swaps = legal.flatMap((i) => (i.type === 'datahub-swap' && i.swap ? [i.swap as Swap] : []));
  const offered = legal.some((i) => i.type === 'datahub-swap');
  const gives = [...new Set(swaps.map((s) => s.give))];
  const takes = [...new Map(swaps.map((s) => [`${s.with}:${s.take}`, s])).values()];
  const [give, setGive] = useState('');
  const [take, setTake] = useState('');
  if (!offered) return null;
  const chosenGive = (give || gives[0]) as StrategyCardId | undefined;
  const chosenTake = takes.find((t) => `${t.with}:${t.take}` === take) ?? takes[0];
  const mine = you === null ? undefined : players?.[you];
  const name = (seat: number) => players?.[seat]?.name ?? `Seat ${seat + 1}`;
  return (
    <section
      className="card turn-panel datahub"
      aria-label="Quantum Datahub Node"
      data-testid="datahub-panel"
    >
      <h2>Quantum Datahub Node</h2>
      <p className="hint">
        Every card is picked. You may spend a token from your strategy pool and give another player 3 of your
        trade goods to swap one of your strategy cards for one of theirs (you have{' '}
        {plural(mine?.pools.strategy ?? 0, 'strategy-pool token')} and{' '}
        {plural(mine?.tradeGoods ?? 0, 'trade good')}).
      </p>
      {chosenGive && chosenTake && (
        <div className="follow-agent">
          <label>
            Give
            <select value={chosenGive} onChange={(e) => setGive(e.target.value)} data-testid="datahub-give">
              {gives.map((c) => (
                <option key={c} value={c}>
                  {cardName(c)}
                </option>
              ))}
            </select>
          </label>
          <label>
            Take
            <select
              value={`${chosenTake.with}:${chosenTake.take}`}
              onChange={(e) => setTake(e.target.value)}
              data-testid="datahub-take"
            >
              {takes.map((t) => (
                <option key={`${t.with}:${t.take}`} value={`${t.with}:${t.take}`}>
                  {cardName(t.take)} from {name(t.with)}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      <div className="row">
        {chosenGive && chosenTake && (
          <button
            type="button"
            data-testid="datahub-swap"
            onClick={() =>
              send({
                type: 'datahub-swap',
                swap: { with: chosenTake.with, give: chosenGive, take: chosenTake.take },
              })
            }
          >
            Swap: give {cardName(chosenGive)} and 3 trade goods to {name(chosenTake.with)}
          </button>
        )}
        <button
          type="button"
          className="secondary-button"
          data-testid="datahub-keep"
          onClick={() => send({ type: 'datahub-swap', swap: null })}
        >
          Keep my cards
        </button>
      </div>
    </section>
  );
}
