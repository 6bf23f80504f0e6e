// Standing orders (server: apps/server/src/standing.ts), in one panel under the strategy cards.
// Draft pre-picks: the player ranks the strategy cards they want for this round's draft (the next
// round's once this one's is over); when their pick comes the server takes the best-ranked card still
// free. The ranking is secret: it is read and saved over HTTP with the seat's token, never sent to
// anyone else, and changing it tells the table nothing. Secondaries: per card, ask me (the default),
// always skip, or always follow when I can — for the cards whose secondary asks a choice, with its
// settings given here (follow-settings.tsx; rules cards/standing-choices.ts).

import { Fragment, useEffect, useState } from 'react';
import {
  FOLLOW_ORDER_CARDS,
  SETTINGS_FOLLOW_CARDS,
  STRATEGY_CARD_IDS,
  STRATEGY_CARDS_BY_ID,
  type FollowSettings,
  type SettingsFollowCard,
  type StrategyCardId,
} from '@initiative/rules';
import { ApiError, api, type SecondaryOrdersBody } from '../api.ts';
import { CombatOrders, StatusOrders } from './phase-orders.tsx';
import { FollowSettingsForm } from './follow-settings.tsx';
import { loadCredentials } from '../credentials.ts';
import { notify } from '../store.ts';
import { useClient } from '../use-client.ts';
import { defaultSettings } from './follow-defaults.ts';

const nameOf = (id: StrategyCardId) => STRATEGY_CARDS_BY_ID.get(id)?.name ?? id;

export function StandingOrders({ gameId }: { gameId: string }) {
  const isSeat = useClient((s) => s.you?.kind === 'seat');
  const phase = useClient((s) => s.view?.phase);
  const { seatToken } = loadCredentials(gameId);
  if (!seatToken || !isSeat || phase === 'ended') return null;
  return (
    <section className="card standing-orders" aria-label="Standing orders" data-testid="standing-orders">
      <h2>Standing orders</h2>
      <PrePicks gameId={gameId} seatToken={seatToken} />
      <SecondaryOrders gameId={gameId} seatToken={seatToken} />
      <StatusOrders gameId={gameId} seatToken={seatToken} />
      <CombatOrders gameId={gameId} seatToken={seatToken} />
    </section>
  );
}

function PrePicks({ gameId, seatToken }: { gameId: string; seatToken: string }) {
  const phase = useClient((s) => s.view?.phase);
  const round = useClient((s) => s.view?.round ?? 0);
  const [saved, setSaved] = useState<StrategyCardId[] | null>(null);
  const [draft, setDraft] = useState<StrategyCardId[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const target = phase === 'setup' || phase === 'strategy' ? round : round + 1;

  useEffect(() => {
    let live = true;
    api
      .draftRanking(gameId, seatToken)
      .then(({ ranking }) => {
        if (!live) return;
        const cards = ranking ? [...ranking.cards] : [];
        setSaved(cards);
        setDraft(cards);
      })
      .catch(() => live && setSaved([]));
    return () => {
      live = false;
    };
  }, [gameId, seatToken, target]);

  if (saved === null) return null;
  const changed = draft.join() !== saved.join();
  const save = async (cards: StrategyCardId[]) => {
    setBusy(true);
    setError(null);
    try {
      const { ranking } = await api.setDraftRanking(gameId, seatToken, cards);
      setSaved([...ranking.cards]);
      setDraft([...ranking.cards]);
      notify(
        'info',
        cards.length ? 'Your pre-picks are saved (no one else can see them).' : 'Pre-picks cleared.',
      );
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Your pre-picks could not be saved.');
    } finally {
      setBusy(false);
    }
  };
  const move = (i: number, by: -1 | 1) => {
    const next = [...draft];
    const [card] = next.splice(i, 1);
    if (card) next.splice(i + by, 0, card);
    setDraft(next);
  };
  return (
    <section aria-label="Draft pre-picks" data-testid="pre-picks">
      <h3>Draft pre-picks {target > round ? `for round ${target}` : ''}</h3>
      <p className="hint">
        Rank the cards you want; when your pick comes, the best one still free is taken for you at once.
        Secret: nobody else sees this list. Without a free card here you are asked as usual.
      </p>
      <ol className="pre-pick-list" data-testid="pre-pick-list">
        {draft.map((card, i) => (
          <li key={card}>
            <span>{nameOf(card)}</span>{' '}
            <button
              type="button"
              className="small secondary-button"
              aria-label={`Move ${nameOf(card)} up`}
              disabled={i === 0}
              onClick={() => move(i, -1)}
            >
              ↑
            </button>{' '}
            <button
              type="button"
              className="small secondary-button"
              aria-label={`Remove ${nameOf(card)}`}
              onClick={() => setDraft(draft.filter((c) => c !== card))}
            >
              ✕
            </button>
          </li>
        ))}
      </ol>
      <div className="pre-pick-add">
        {STRATEGY_CARD_IDS.filter((c) => !draft.includes(c)).map((card) => (
          <button
            key={card}
            type="button"
            className="small secondary-button"
            data-testid={`pre-pick-add-${card}`}
            onClick={() => setDraft([...draft, card])}
          >
            + {nameOf(card)}
          </button>
        ))}
      </div>
      <button
        type="button"
        disabled={busy || !changed}
        onClick={() => void save(draft)}
        data-testid="pre-pick-save"
      >
        Save pre-picks
      </button>{' '}
      {saved.length > 0 && (
        <button
          type="button"
          className="secondary-button"
          disabled={busy}
          onClick={() => void save([])}
          data-testid="pre-pick-clear"
        >
          Clear
        </button>
      )}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

type Order = 'ask' | 'skip' | 'follow';

const needsSettings = (card: StrategyCardId): card is SettingsFollowCard =>
  (SETTINGS_FOLLOW_CARDS as readonly string[]).includes(card);

const FOLLOW_TEXT: Partial<Record<StrategyCardId, string>> = {
  diplomacy: 'Always follow when I can (readies my two best exhausted planets)',
  leadership: 'Always follow, spending up to…',
  construction: 'Always follow, placing…',
  technology: 'Always follow, researching…',
  warfare: 'Always follow, building…',
};

function SecondaryOrders({ gameId, seatToken }: { gameId: string; seatToken: string }) {
  const [set, setSet] = useState<SecondaryOrdersBody | null>(null);
  /** What the server holds: a follow order still lacking its settings keeps this card's saved order. */
  const [saved, setSaved] = useState<SecondaryOrdersBody['orders']>({});
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    api
      .secondaryOrders(gameId, seatToken)
      .then((r) => {
        if (!live) return;
        setSet({ orders: r.orders, settings: r.settings ?? {} });
        setSaved(r.orders);
      })
      .catch(() => live && setSet({ orders: {}, settings: {} }));
    return () => {
      live = false;
    };
  }, [gameId, seatToken]);
  if (set === null) return null;
  const unsettled = (next: SecondaryOrdersBody) =>
    SETTINGS_FOLLOW_CARDS.filter((c) => next.orders[c] === 'follow' && !next.settings[c]);
  const save = async (next: SecondaryOrdersBody) => {
    setSet(next);
    setError(null);
    const orders = { ...next.orders };
    for (const card of unsettled(next)) {
      const before = saved[card];
      if (before) orders[card] = before;
      else delete orders[card];
    }
    try {
      const stored = await api.setSecondaryOrders(gameId, seatToken, { orders, settings: next.settings });
      setSaved(stored.orders);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Your order could not be saved.');
    }
  };
  const choose = (card: StrategyCardId, order: Order) => {
    const orders = { ...set.orders };
    if (order === 'ask') delete orders[card];
    else orders[card] = order;
    const settings =
      order === 'follow' && needsSettings(card) && !set.settings[card]
        ? { ...set.settings, ...defaultSettings(card) }
        : set.settings;
    void save({ orders, settings });
  };
  const waiting = unsettled(set);
  return (
    <section aria-label="Secondary orders" data-testid="secondary-orders">
      <h3>Secondaries</h3>
      <p className="hint">
        When another player plays a card, decide for you at once. An order that cannot be carried out when the
        card is played (nothing to pay with, no room to build) asks you as usual.
      </p>
      <table className="orders-table">
        <tbody>
          {STRATEGY_CARD_IDS.map((card) => (
            <Fragment key={card}>
              <tr>
                <th scope="row">{nameOf(card)}</th>
                <td>
                  <select
                    aria-label={`${nameOf(card)} secondary`}
                    value={set.orders[card] ?? 'ask'}
                    onChange={(e) => choose(card, e.target.value as Order)}
                    data-testid={`order-${card}`}
                  >
                    <option value="ask">Ask me</option>
                    <option value="skip">Always skip</option>
                    {FOLLOW_ORDER_CARDS.includes(card) && (
                      <option value="follow">{FOLLOW_TEXT[card] ?? 'Always follow when I can'}</option>
                    )}
                  </select>
                </td>
              </tr>
              {needsSettings(card) && set.orders[card] === 'follow' && (
                <tr className="follow-settings-row">
                  <td colSpan={2}>
                    <FollowSettingsForm
                      card={card}
                      settings={set.settings}
                      onChange={(part) => {
                        const settings: FollowSettings = { ...set.settings };
                        delete settings[card];
                        void save({ orders: set.orders, settings: { ...settings, ...part } });
                      }}
                    />
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
      {waiting.length > 0 && (
        <p className="hint" role="status">
          Not saved yet: choose what {waiting.map((c) => nameOf(c)).join(' and ')} should do when followed.
        </p>
      )}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
