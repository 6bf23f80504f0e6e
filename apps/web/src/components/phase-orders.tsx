// Standing orders for the status phase and for combat (server: apps/server/src/standing.ts and
// combat-orders.ts), in the Standing orders panel: each read and saved over HTTP with the seat's token.

import { useEffect, useState } from 'react';
import { ApiError, api, type CombatOrdersBody, type StatusOrdersBody } from '../api.ts';

/** A seat's orders of one kind: loaded once (the fallback when they cannot be read), saved on change. */
function useSeatOrders<T>(
  load: () => Promise<{ orders: T }>,
  store: (orders: T) => Promise<{ orders: T }>,
  fallback: T,
  key: string,
): { orders: T | null; error: string | null; save: (next: T) => Promise<void> } {
  const [orders, setOrders] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    load()
      .then((r) => live && setOrders(r.orders))
      .catch(() => live && setOrders(fallback));
    return () => {
      live = false;
    };
    // Loaded again only for another game or seat (`key`).
  }, [key]);
  const save = async (next: T) => {
    setError(null);
    try {
      setOrders((await store(next)).orders);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Your order could not be saved.');
    }
  };
  return { orders, error, save };
}

function OrderError({ error }: { error: string | null }) {
  return error ? (
    <p className="error" role="alert">
      {error}
    </p>
  ) : null;
}

export function StatusOrders({ gameId, seatToken }: { gameId: string; seatToken: string }) {
  const { orders, error, save } = useSeatOrders<StatusOrdersBody>(
    () => api.statusOrders(gameId, seatToken),
    (next) => api.setStatusOrders(gameId, seatToken, next),
    { scoring: 'ask', tokens: 'ask' },
    `${gameId}:${seatToken}`,
  );
  if (!orders) return null;
  return (
    <section aria-label="Status-phase orders" data-testid="status-orders">
      <h3>Status phase</h3>
      <label>
        Scoring
        <select
          value={orders.scoring}
          onChange={(e) => void save({ ...orders, scoring: e.target.value as StatusOrdersBody['scoring'] })}
          data-testid="order-scoring"
        >
          <option value="ask">Ask me</option>
          <option value="nothing">Score nothing, without asking</option>
        </select>
      </label>
      <label>
        New command tokens
        <select
          value={orders.tokens}
          onChange={(e) => void save({ ...orders, tokens: e.target.value as StatusOrdersBody['tokens'] })}
          data-testid="order-tokens"
        >
          <option value="ask">Ask me</option>
          <option value="tactic">All to tactic</option>
          <option value="fleet">All to fleet</option>
          <option value="strategy">All to strategy</option>
          <option value="last-time">As I placed them last time</option>
        </select>
      </label>
      <OrderError error={error} />
    </section>
  );
}

export function CombatOrders({ gameId, seatToken }: { gameId: string; seatToken: string }) {
  const { orders, error, save } = useSeatOrders<CombatOrdersBody>(
    () => api.combatOrders(gameId, seatToken),
    (next) => api.setCombatOrders(gameId, seatToken, next),
    { hits: 'ask', retreat: 'ask', options: 'ask' },
    `${gameId}:${seatToken}`,
  );
  if (!orders) return null;
  return (
    <section aria-label="Combat orders" data-testid="combat-orders">
      <h3>Combat</h3>
      <label>
        Hits against my units
        <select
          value={orders.hits}
          onChange={(e) => void save({ ...orders, hits: e.target.value as CombatOrdersBody['hits'] })}
          data-testid="order-hits"
        >
          <option value="ask">Ask me</option>
          <option value="auto">Assign them for me</option>
        </select>
      </label>
      <p className="hint">
        In space and ground combat, as soon as the hits are rolled: Sustain Damage first, then fighters, then
        the cheapest units.
      </p>
      <label>
        Retreats
        <select
          value={orders.retreat}
          onChange={(e) => void save({ ...orders, retreat: e.target.value as CombatOrdersBody['retreat'] })}
          data-testid="order-retreat"
        >
          <option value="ask">Ask me</option>
          <option value="never">Never retreat</option>
        </select>
      </label>
      <p className="hint">
        At the start of each space combat round where you could retreat, &ldquo;never&rdquo; fights on for you
        at once.
      </p>
      <label>
        Round options (Munitions Reserves)
        <select
          value={orders.options}
          onChange={(e) => void save({ ...orders, options: e.target.value as CombatOrdersBody['options'] })}
          data-testid="order-options"
        >
          <option value="ask">Ask me</option>
          <option value="take">Always pay for it</option>
          <option value="decline">Never</option>
        </select>
      </label>
      <p className="hint">
        When an ability lets you pay at the start of a space combat round (the Letnev&rsquo;s 2 trade goods
        for re-rolls), answer for you at once.
      </p>
      <OrderError error={error} />
    </section>
  );
}
