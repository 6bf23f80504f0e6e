// The Stillness of Stars (the Vuil'raith Cabal's agent; rules abilities/stillness-of-stars.ts): after
// another player replenishes commodities this turn, the Cabal may exhaust it to turn them into that
// player's trade goods. Offered only when the engine's `legal` has it.

import { commodityValue, type GameView, type Intent } from '@initiative/rules';
import { send } from '../connection.ts';
import { useClient } from '../use-client.ts';

type Stillness = Extract<Intent, { type: 'the-stillness-of-stars' }>;

export function StillnessPanel() {
  const view = useClient((s) => s.view);
  const offers = (view?.legal ?? []).filter((i): i is Stillness => i.type === 'the-stillness-of-stars');
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
  if (!who) return null;
  return (
    <div className="window-card">
      <p className="hint">
        {who.name} replenished: their {who.commodities} commodities become trade goods, and you capture a unit
        from their reinforcements costing at most {commodityValue(view, offer.to)} (kept at the table).
      </p>
      <button
        type="button"
        className="small"
        data-testid={`stillness-${offer.to}`}
        onClick={() => send(offer)}
      >
        Exhaust The Stillness of Stars for {who.name}
      </button>
    </div>
  );
}
