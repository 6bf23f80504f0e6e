// Space stations on one's command sheet (shared/rules/003): each station ready or exhausted, a button
// to exhaust one and convert all commodities into trade goods (note 8), and transactions with other
// station owners, neighbours or not (note 7: one per pair per turn, with the active player).

import { useState } from 'react';
import { STATIONS_BY_ID, type GameView, type Goods, plural } from '@initiative/rules';
import { send } from '../connection.ts';
import { Stepper } from '../cards/pickers.tsx';

function goods(g: Goods): string {
  const parts: string[] = [];
  if (g.tradeGoods > 0) parts.push(`${g.tradeGoods} TG`);
  if (g.commodities > 0) parts.push(plural(g.commodities, 'commodity'));
  return parts.length === 0 ? 'nothing' : parts.join(' + ');
}

export function StationActions({ view, seat }: { readonly view: GameView; readonly seat: number }) {
  const own = Object.entries(view.galaxy.stations).filter(([, s]) => s.controller === seat);
  const me = view.players[seat];
  if (own.length === 0 || !me) return null;
  const converts = new Set(view.legal.flatMap((i) => (i.type === 'convert-commodities' ? [i.station] : [])));
  const name = (s: number) => view.players[s]?.name ?? `Seat ${s + 1}`;
  const offers = view.stationTrades.offers;
  const canAnswer = (action: string, other: number) =>
    view.legal.some((i) => i.type === 'station-trade' && i.action === action && i.with === other);
  return (
    <div className="station-actions" data-testid="station-actions">
      <h3>Space stations</h3>
      <ul className="plain">
        {own.map(([id, st]) => (
          <li key={id} className={st.exhausted ? 'exhausted' : 'ready'}>
            {STATIONS_BY_ID.get(id)?.name ?? id}{' '}
            {st.exhausted ? '(exhausted)' : '(ready: pays like a planet)'}{' '}
            {converts.has(id) && (
              <button
                type="button"
                className="small"
                data-testid={`convert-${id}`}
                onClick={() => send({ type: 'convert-commodities', station: id })}
              >
                Exhaust: {plural(me.commodities, 'commodity')} → trade goods
              </button>
            )}
          </li>
        ))}
      </ul>
      {offers
        .filter((o) => o.to === seat || o.from === seat)
        .map((o) => (
          <p key={`${o.from}-${o.to}`} data-testid={`station-offer-${o.from}-${o.to}`}>
            {o.from === seat ? `You offer ${name(o.to)}` : `${name(o.from)} offers you`} {goods(o.give)} for{' '}
            {goods(o.get)}.{' '}
            {o.to === seat && canAnswer('accept', o.from) && (
              <button
                type="button"
                className="small"
                data-testid={`station-accept-${o.from}`}
                onClick={() =>
                  send({ type: 'station-trade', action: 'accept', with: o.from, give: zero, get: zero })
                }
              >
                Accept
              </button>
            )}{' '}
            {o.to === seat && (
              <button
                type="button"
                className="small secondary-button"
                onClick={() =>
                  send({ type: 'station-trade', action: 'decline', with: o.from, give: zero, get: zero })
                }
              >
                Decline
              </button>
            )}
            {o.from === seat && (
              <button
                type="button"
                className="small secondary-button"
                onClick={() =>
                  send({ type: 'station-trade', action: 'withdraw', with: o.to, give: zero, get: zero })
                }
              >
                Withdraw
              </button>
            )}
          </p>
        ))}
      <OfferForm view={view} seat={seat} />
    </div>
  );
}

const zero: Goods = { tradeGoods: 0, commodities: 0 };

function OfferForm({ view, seat }: { readonly view: GameView; readonly seat: number }) {
  const me = view.players[seat];
  const partners = view.players.filter(
    (p) => p.seat !== seat && Object.values(view.galaxy.stations).some((s) => s.controller === p.seat),
  );
  const [to, setTo] = useState<number | null>(null);
  const [give, setGive] = useState<Goods>(zero);
  const [get, setGet] = useState<Goods>(zero);
  if (!me || partners.length === 0 || view.phase !== 'action') return null;
  const target = to ?? partners[0]?.seat ?? 0;
  const them = view.players[target];
  const involvesActive = view.active === seat || view.active === target;
  return (
    <div className="station-offer" data-testid="station-offer-form">
      <label className="inline">
        Trade with{' '}
        <select value={target} onChange={(e) => setTo(Number(e.target.value))} data-testid="station-offer-to">
          {partners.map((p) => (
            <option key={p.seat} value={p.seat}>
              {p.name}
            </option>
          ))}
        </select>
      </label>
      <div>
        Give:{' '}
        <Stepper
          label="TG"
          value={give.tradeGoods}
          max={me.tradeGoods}
          onChange={(n) => setGive({ ...give, tradeGoods: n })}
          testid="offer-give-tg"
        />
        <Stepper
          label="commodities"
          value={give.commodities}
          max={me.commodities}
          onChange={(n) => setGive({ ...give, commodities: n })}
          testid="offer-give-c"
        />
      </div>
      <div>
        Ask:{' '}
        <Stepper
          label="TG"
          value={get.tradeGoods}
          max={them?.tradeGoods ?? 0}
          onChange={(n) => setGet({ ...get, tradeGoods: n })}
          testid="offer-get-tg"
        />
        <Stepper
          label="commodities"
          value={get.commodities}
          max={them?.commodities ?? 0}
          onChange={(n) => setGet({ ...get, commodities: n })}
          testid="offer-get-c"
        />
      </div>
      {!involvesActive && <p className="hint">A transaction needs the active player on one side.</p>}
      <button
        type="button"
        className="small"
        data-testid="station-offer-send"
        disabled={!involvesActive}
        onClick={() => send({ type: 'station-trade', action: 'offer', with: target, give, get })}
      >
        Offer
      </button>
    </div>
  );
}
