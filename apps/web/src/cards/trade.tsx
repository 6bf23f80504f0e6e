// Trade (LRR 92): the active player chooses who replenishes for free; a
// follower sees whether following costs them a strategy token.

import { useState } from 'react';
import { FACTIONS_BY_ID, TRADE_GOODS_GAINED, type GameView } from '@initiative/rules';
import type { CardFormProps } from './types.ts';
import { Totals } from './pickers.tsx';
import { playerName } from '../format/players.ts';

/** As on the command sheet: the faction's value + 1 per space station (003 note 6). */
function commodityValueOf(view: GameView, seat: number): number {
  const faction = FACTIONS_BY_ID.get(view.players[seat]?.faction ?? '');
  const stations = Object.values(view.galaxy.stations).filter((s) => s.controller === seat).length;
  return (faction?.commodities ?? 0) + stations;
}

export function TradePrimary({ view, seat, submit }: CardFormProps) {
  const [free, setFree] = useState<number[]>([]);
  const me = view.players[seat];
  const value = commodityValueOf(view, seat);
  const others = view.players.filter((p) => p.seat !== seat);
  return (
    <div className="card-form trade-form" data-testid="trade-form">
      <Totals testid="trade-gain">
        You gain {TRADE_GOODS_GAINED} trade goods ({me?.tradeGoods ?? 0} →{' '}
        {(me?.tradeGoods ?? 0) + TRADE_GOODS_GAINED}) and replenish commodities to {value} (
        {me?.commodities ?? 0} now).
      </Totals>
      <h3>Who may replenish without spending a strategy token?</h3>
      <ul className="plain">
        {others.map((p) => (
          <li key={p.seat}>
            <label className="inline">
              <input
                type="checkbox"
                data-testid={`trade-free-${p.seat}`}
                checked={free.includes(p.seat)}
                onChange={(e) =>
                  setFree(e.target.checked ? [...free, p.seat] : free.filter((s) => s !== p.seat))
                }
              />{' '}
              {p.name} ({FACTIONS_BY_ID.get(p.faction)?.name ?? p.faction}: {p.commodities}/
              {commodityValueOf(view, p.seat)} commodities)
            </label>
          </li>
        ))}
      </ul>
      <button
        type="button"
        data-testid="trade-submit"
        onClick={() => submit({ free: [...free].sort((a, b) => a - b) })}
      >
        Resolve Trade{free.length > 0 ? ` (free for ${free.map((s) => playerName(view, s)).join(', ')})` : ''}
      </button>
    </div>
  );
}

export function TradeSecondary({ view, seat, submit }: CardFormProps) {
  const freeList = view.strategic?.data['free'];
  const chosen = Array.isArray(freeList) && freeList.includes(seat);
  const hacan = view.players[seat]?.faction === 'emirates-of-hacan';
  const me = view.players[seat];
  return (
    <div className="card-form trade-form" data-testid="trade-follow-form">
      <p data-testid="trade-cost">
        {chosen
          ? 'You were chosen: following is free for you.'
          : hacan
            ? 'As the Hacan you follow Trade without spending a strategy token.'
            : 'Following costs a command token from your strategy pool.'}{' '}
        Your commodities go from {me?.commodities ?? 0} to {commodityValueOf(view, seat)}.
      </p>
      <button type="button" data-testid="follow" onClick={() => submit({})}>
        Follow: replenish commodities
      </button>
    </div>
  );
}

/** Who follows Trade for free (chosen by the active player). */
export function TradeStatus({ view }: { view: GameView }) {
  const free = view.strategic?.data['free'];
  if (!Array.isArray(free) || free.length === 0) return null;
  const names = free.filter((s): s is number => typeof s === 'number').map((s) => playerName(view, s));
  return (
    <p className="hint" data-testid="trade-status">
      Free for: {names.join(', ')}.
    </p>
  );
}
