// Warfare (LRR 99): pick the command token to take back (in a list or on the map), then arrange the
// pools. A follower builds a production order at a space dock in their home system.

import { useState } from 'react';
import { PLANETS_BY_ID, homeDocks, planetsOf, type CommandPools } from '@initiative/rules';
import { ProductionOrderBuilder } from '../components/production-order.tsx';
import { DockSelect, FormError, PoolsInput, Totals } from './pickers.tsx';
import type { CardFormProps } from './types.ts';
import { useMapPick } from '../use-map-pick.ts';

function systemName(id: string): string {
  const names = planetsOf(id).map((p) => PLANETS_BY_ID.get(p)?.name ?? p);
  return names.length > 0 ? `${id} (${names.join(', ')})` : `system ${id}`;
}

export function WarfarePrimary({ view, seat, submit }: CardFormProps) {
  const me = view.players[seat];
  const withToken = view.galaxy.systems.filter((s) => s.tokens.includes(seat)).map((s) => s.systemId);
  const [system, setSystem] = useState<string | null>(withToken[0] ?? null);
  const start = me?.pools ?? { tactic: 0, fleet: 0, strategy: 0 };
  const [pools, setPools] = useState<CommandPools>({
    ...start,
    tactic: start.tactic + (withToken.length > 0 ? 1 : 0),
  });
  useMapPick((_planet, systemId) => {
    if (withToken.includes(systemId)) setSystem(systemId);
  });
  const total = start.tactic + start.fleet + start.strategy + (system === null ? 0 : 1);
  const placed = pools.tactic + pools.fleet + pools.strategy;
  const error =
    system === null && withToken.length > 0
      ? 'Choose the command token to take back.'
      : placed !== total
        ? `Place all ${total} tokens (${placed} placed).`
        : null;
  return (
    <div className="card-form warfare-form" data-testid="warfare-form">
      <h3>Take back one of your command tokens</h3>
      {withToken.length === 0 ? (
        <p className="hint">You have no command token on the board: only redistribute.</p>
      ) : (
        <ul className="plain place-picker" data-testid="warfare-tokens">
          {withToken.map((id) => (
            <li key={id}>
              <button
                type="button"
                className={`pick ${system === id ? 'on' : ''}`}
                aria-pressed={system === id}
                data-testid={`warfare-token-${id}`}
                onClick={() => setSystem(id)}
              >
                {systemName(id)}
              </button>
            </li>
          ))}
        </ul>
      )}
      <h3>Arrange your pools</h3>
      <PoolsInput pools={pools} total={total} onChange={setPools} testid="warfare-pools" />
      <Totals testid="warfare-totals">
        {placed} of {total} tokens placed (tactic {pools.tactic}, fleet {pools.fleet}, strategy{' '}
        {pools.strategy})
      </Totals>
      <FormError text={error} testid="warfare-error" />
      <button
        type="button"
        data-testid="warfare-submit"
        disabled={error !== null}
        onClick={() => submit({ system, pools })}
      >
        Resolve Warfare
      </button>
    </div>
  );
}

export function WarfareSecondary({ view, seat, submit }: CardFormProps) {
  const docks = homeDocks(view, seat);
  const [dock, setDock] = useState(docks[0] ?? '');
  const home = view.players[seat]?.homeSystem ?? '';
  if (docks.length === 0) return <p className="hint">You have no space dock in your home system.</p>;
  return (
    <div data-testid="warfare-follow-form">
      <DockSelect docks={docks} value={dock} onChange={setDock} testid="warfare-dock" />
      <ProductionOrderBuilder
        key={dock}
        view={view}
        seat={seat}
        site={{ system: home, dock }}
        testid="warfare-order"
        submitLabel="Follow: produce"
        onSubmit={(order) => submit({ ...order, dock })}
      />
      <FormError text={null} testid="warfare-follow-error" />
    </div>
  );
}
