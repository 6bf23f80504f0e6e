// Agents used outside one's turn, offered only when the engine's `legal` has them:
// - The Stillness of Stars (the Vuil'raith Cabal's; rules abilities/stillness-of-stars.ts): after another
//   player replenishes commodities this turn, the Cabal may exhaust it to turn them into that player's
//   trade goods, and capture a unit of theirs (chosen here).
// - Xander Alexin Victori III (the Council Keleres'; rules abilities/xander.ts): at any time, a player
//   spends some of their commodities as trade goods.
// - Doctor Sucaban (the Jol-Nar's; rules abilities/doctor-sucaban.ts): during Technology, a player about
//   to research may pay with infantry removed from the board.

import { useState } from 'react';
import { UNIT_NAMES, commodityValue, stillnessCaptures, type GameView, type Intent } from '@initiative/rules';
import { Stepper } from '../cards/pickers.tsx';
import { send } from '../connection.ts';
import { useClient } from '../use-client.ts';
import { offersOf, type Offer } from '../offers.ts';

type Stillness = Offer<'the-stillness-of-stars'>;

export function StillnessPanel() {
  const view = useClient((s) => s.view);
  const offers = offersOf(view, 'the-stillness-of-stars');
  if (!view || offers.length === 0) return null;
  return (
    <section className="card window-cards" aria-label="The Stillness of Stars" data-testid="stillness-panel">
      <h2>The Stillness of Stars</h2>
      {offers.map((offer) => (
        <Offer key={offer.to} view={view} offer={offer} />
      ))}
    </section>
  );
}

function Offer({ view, offer }: { view: GameView; offer: Stillness }) {
  const who = view.players[offer.to];
  const units = stillnessCaptures(view, offer.to);
  const [unit, setUnit] = useState(offer.capture);
  if (!who) return null;
  const capture = unit !== undefined && units.includes(unit) ? unit : units[0];
  return (
    <div className="window-card">
      <p className="hint">
        {who.name} replenished: their {who.commodities} commodities become trade goods, and you capture a unit
        from their reinforcements costing at most {commodityValue(view, offer.to)}.
      </p>
      {capture !== undefined && (
        <label>
          Capture{' '}
          <select
            data-testid={`stillness-capture-${offer.to}`}
            value={capture}
            onChange={(e) => setUnit(units.find((u) => u === e.target.value))}
          >
            {units.map((u) => (
              <option key={u} value={u}>
                1 {UNIT_NAMES[u]}
              </option>
            ))}
          </select>
        </label>
      )}
      <button
        type="button"
        className="small"
        data-testid={`stillness-${offer.to}`}
        onClick={() =>
          send({ type: 'the-stillness-of-stars', to: offer.to, ...(capture ? { capture } : {}) })
        }
      >
        Exhaust The Stillness of Stars for {who.name}
      </button>
    </div>
  );
}

type Xander = Offer<'xander-alexin-victori-iii'>;

export function XanderPanel() {
  const view = useClient((s) => s.view);
  const offers = offersOf(view, 'xander-alexin-victori-iii');
  if (!view || offers.length === 0) return null;
  return <XanderForm view={view} offers={offers} />;
}

function XanderForm({ view, offers }: { view: GameView; offers: readonly Xander[] }) {
  const [to, setTo] = useState<number>(offers[0]?.to ?? 0);
  const held = view.players[to]?.commodities ?? 0;
  const [count, setCount] = useState(1);
  const n = Math.min(Math.max(count, 1), held);
  return (
    <section className="card window-cards" aria-label="Xander Alexin Victori III" data-testid="xander-panel">
      <details>
        <summary>Xander Alexin Victori III: a player spends commodities as trade goods</summary>
        <p className="hint">
          At any time: exhaust your agent; the commodities they are about to spend become trade goods of
          theirs now.
        </p>
        <label className="inline">
          Player{' '}
          <select value={to} onChange={(e) => setTo(Number(e.target.value))} data-testid="xander-to">
            {offers.map((o) => (
              <option key={o.to} value={o.to}>
                {view.players[o.to]?.name} ({view.players[o.to]?.commodities} commodities)
              </option>
            ))}
          </select>
        </label>
        <Stepper label="commodities" value={n} min={1} max={held} onChange={setCount} testid="xander-count" />
        <button
          type="button"
          className="small"
          data-testid="xander-submit"
          onClick={() => send({ type: 'xander-alexin-victori-iii', to, commodities: n })}
        >
          Exhaust Xander Alexin Victori III
        </button>
      </details>
    </section>
  );
}

export function SucabanPanel() {
  const view = useClient((s) => s.view);
  const offers = offersOf(view, 'doctor-sucaban');
  if (!view || offers.length === 0) return null;
  return (
    <section className="card window-cards" aria-label="Doctor Sucaban" data-testid="sucaban-panel">
      <h2>Doctor Sucaban</h2>
      <p className="hint">
        Exhaust your agent for a player about to research: each infantry they remove from the board pays 1
        resource.
      </p>
      <SeatOffers
        view={view}
        offers={offers.map((o) => [o.to, o])}
        testid="sucaban"
        label={(name) => `Exhaust Doctor Sucaban for ${name}`}
      />
    </section>
  );
}

/** One button per offer naming a player (`[seat, intent]` pairs): a click sends that offer. */
export function SeatOffers({
  view,
  offers,
  testid,
  label,
}: {
  view: GameView;
  offers: readonly (readonly [number, Intent])[];
  testid: string;
  label: (name: string) => string;
}) {
  return offers.map(([seat, offer]) => (
    <button
      key={seat}
      type="button"
      className="small"
      data-testid={`${testid}-${seat}`}
      onClick={() => send(offer)}
    >
      {label(view.players[seat]?.name ?? `Seat ${seat + 1}`)}
    </button>
  ));
}
