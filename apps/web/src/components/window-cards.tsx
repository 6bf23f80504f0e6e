// Action cards a player may play outside their turn (rules action-card-windows.ts): during the
// strategy phase Summit (two command tokens into the pools) and Manipulate Investments (five trade
// goods on at least three cards still free), under the cards; Coup d'Etat in the strategic action's
// panel, while its primary is not resolved. Shown only to the holder, from their own `legal`; the
// table learns of the card when it is played.

import { useState } from 'react';
import {
  ACTION_CARDS_BY_ID,
  actionCardIdOf,
  INVESTMENT_MIN_CARDS,
  INVESTMENT_TRADE_GOODS,
  PLANETS_BY_ID,
  PROTOTYPE_COST,
  STRATEGY_CARDS_BY_ID,
  cheapestPayment,
  researchable,
  techStatus,
  type CommandPools,
  type GameView,
  type Intent,
  type StrategyCardId,
} from '@initiative/rules';
import { send } from '../connection.ts';
import { FormError, PoolsInput, Stepper } from '../cards/pickers.tsx';
import { useClient } from '../use-client.ts';
import { actionCardTip } from '../format/cards.ts';
import { CardChip } from './card-tip.tsx';

type Play = Extract<Intent, { type: 'play-action-card' }>;
const COUP = 'coup-detat';

/** Coup d'Etat, offered in the strategic action's panel to its holders while the primary waits. */
export function CoupCard({ view }: { view: GameView }) {
  const offer = view.legal.find(
    (i): i is Play => i.type === 'play-action-card' && actionCardIdOf(i.card) === COUP,
  );
  const s = view.strategic;
  if (!offer || !s) return null;
  const name = ACTION_CARDS_BY_ID.get(COUP)?.name ?? COUP;
  const who = view.players[s.active]?.name ?? 'the active player';
  return (
    <p className="hint" data-testid="coup-card">
      You hold <CardChip tip={actionCardTip(COUP)} />.{' '}
      <button
        type="button"
        className="small secondary-button"
        data-testid={`play-${offer.card}`}
        onClick={() => send(offer)}
      >
        Play {name}: end {who}&apos;s turn, the card stays ready
      </button>
    </p>
  );
}

export function WindowCards() {
  const view = useClient((s) => s.view);
  const offers = (view?.legal ?? []).filter(
    (i): i is Play => i.type === 'play-action-card' && actionCardIdOf(i.card) !== COUP,
  );
  if (!view || offers.length === 0) return null;
  return (
    <section className="card window-cards" aria-label="Action cards to play now" data-testid="window-cards">
      <h2>Action cards to play now</h2>
      <p className="hint">
        At the start of the strategy phase; nobody else sees you hold them until you play one.
      </p>
      {offers.map((offer) => (
        <WindowCard key={offer.card} offer={offer} view={view} />
      ))}
    </section>
  );
}

function WindowCard({ offer, view }: { offer: Play; view: GameView }) {
  const id = actionCardIdOf(offer.card);
  const name = ACTION_CARDS_BY_ID.get(id)?.name ?? id;
  const [pools, setPools] = useState<CommandPools>(offer.pools ?? { tactic: 0, fleet: 0, strategy: 0 });
  const [goods, setGoods] = useState<Partial<Record<StrategyCardId, number>>>(offer.tradeGoods ?? {});
  if (id === 'reveal-prototype') return <PrototypeCard offer={offer} view={view} name={name} />;
  if (id === 'political-stability') {
    return (
      <div className="window-card" data-testid={`window-${offer.card}`}>
        <h3>
          <CardChip tip={actionCardTip(id)} />: keep your strategy cards into the next round
        </h3>
        <button
          type="button"
          className="small"
          data-testid={`play-${offer.card}`}
          onClick={() => send({ type: 'play-action-card', card: offer.card })}
        >
          Play {name} (you will not choose cards in the next draft)
        </button>
      </div>
    );
  }
  if (id === 'public-disgrace') {
    const last = view.draft?.lastPick;
    if (!last) return null;
    const who = view.players[last.seat]?.name ?? 'That player';
    const card = STRATEGY_CARDS_BY_ID.get(last.card)?.name ?? last.card;
    return (
      <div className="window-card" data-testid={`window-${offer.card}`}>
        <h3>
          <CardChip tip={actionCardTip(id)} />: {who} just picked {card}
        </h3>
        <button
          type="button"
          className="small"
          data-testid={`play-${offer.card}`}
          onClick={() => send({ type: 'play-action-card', card: offer.card })}
        >
          Play {name}: {who} puts {card} back and picks another
        </button>
      </div>
    );
  }
  if (id === 'summit') {
    const total = (offer.pools?.tactic ?? 0) + (offer.pools?.fleet ?? 0) + (offer.pools?.strategy ?? 0);
    const placed = pools.tactic + pools.fleet + pools.strategy;
    return (
      <div className="window-card" data-testid={`window-${offer.card}`}>
        <h3>
          <CardChip tip={actionCardTip(id)} />: gain {total} command tokens
        </h3>
        <PoolsInput pools={pools} total={total} onChange={setPools} testid="summit-pools" />
        <FormError
          text={placed === total ? null : `Place all ${total} tokens (${placed} placed).`}
          testid="summit-error"
        />
        <button
          type="button"
          className="small"
          disabled={placed !== total}
          data-testid={`play-${offer.card}`}
          onClick={() => send({ type: 'play-action-card', card: offer.card, pools })}
        >
          Play {name}
        </button>
      </div>
    );
  }
  if (id !== 'manipulate-investments') return null;
  const free = (Object.keys(view.cards) as StrategyCardId[]).filter((c) => view.cards[c].holder === null);
  const placed = free.reduce((a, c) => a + (goods[c] ?? 0), 0);
  const cards = free.filter((c) => (goods[c] ?? 0) > 0).length;
  const need = Math.min(INVESTMENT_MIN_CARDS, free.length);
  const error =
    placed !== INVESTMENT_TRADE_GOODS
      ? `Place ${INVESTMENT_TRADE_GOODS} trade goods (${placed} placed).`
      : cards < need
        ? `Spread them over at least ${need} cards (${cards} so far).`
        : null;
  return (
    <div className="window-card" data-testid={`window-${offer.card}`}>
      <h3>
        <CardChip tip={actionCardTip(id)} />: {INVESTMENT_TRADE_GOODS} trade goods on the cards
      </h3>
      <div className="investments">
        {free.map((c) => (
          <Stepper
            key={c}
            label={STRATEGY_CARDS_BY_ID.get(c)?.name ?? c}
            value={goods[c] ?? 0}
            max={(goods[c] ?? 0) + Math.max(0, INVESTMENT_TRADE_GOODS - placed)}
            onChange={(n) => setGoods({ ...goods, [c]: n })}
            testid={`invest-${c}`}
          />
        ))}
      </div>
      <FormError text={error} testid="invest-error" />
      <button
        type="button"
        className="small"
        disabled={error !== null}
        data-testid={`play-${offer.card}`}
        onClick={() =>
          send({
            type: 'play-action-card',
            card: offer.card,
            tradeGoods: Object.fromEntries(free.filter((c) => (goods[c] ?? 0) > 0).map((c) => [c, goods[c]])),
          })
        }
      >
        Play {name}
      </button>
    </div>
  );
}

/** Reveal Prototype: a unit upgrade for four resources (the cheapest ready planets, then trade goods). */
function PrototypeCard({ offer, view, name }: { offer: Play; view: GameView; name: string }) {
  const seat = view.viewer.kind === 'seat' ? view.viewer.seat : -1;
  const upgrades = researchable(view, seat).filter((t) => t.upgrades !== undefined);
  const [tech, setTech] = useState(offer.research?.technology ?? upgrades[0]?.id ?? '');
  const skips = tech ? techStatus(view, seat, tech).skips.map((s) => s.planet) : [];
  const payment = cheapestPayment(view, seat, PROTOTYPE_COST, skips);
  const propagation = offer.tokens !== undefined;
  return (
    <div className="window-card" data-testid={`window-${offer.card}`}>
      <h3>
        <CardChip tip={actionCardTip(offer.card)} />:{' '}
        {propagation ? 'three command tokens' : 'a unit upgrade'} for {PROTOTYPE_COST} resources
      </h3>
      {!propagation && (
        <label>
          Research{' '}
          <select value={tech} onChange={(e) => setTech(e.target.value)} data-testid="prototype-tech">
            {upgrades.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        </label>
      )}{' '}
      <button
        type="button"
        className="small"
        disabled={!payment || (!propagation && !tech)}
        data-testid={`play-${offer.card}`}
        onClick={() =>
          payment &&
          send(
            propagation
              ? { type: 'play-action-card', card: offer.card, tokens: offer.tokens, payment }
              : {
                  type: 'play-action-card',
                  card: offer.card,
                  research: { technology: tech, skips },
                  payment,
                },
          )
        }
      >
        Play {name}
        {payment
          ? ` (paying ${[...payment.planets.map((p) => PLANETS_BY_ID.get(p)?.name ?? p), ...(payment.tradeGoods > 0 ? [`${payment.tradeGoods} trade goods`] : [])].join(', ')})`
          : ''}
      </button>
    </div>
  );
}
