// Thunder's Edge Warfare (lobby option): choose a system (list or map) and arrange the pools; the
// tactical action then runs as any other (production below, movement by table edits) without a
// command token; arrange the pools again to finish. A follower produces with every unit at home.

import { useState } from 'react';
import { PLANETS_BY_ID, SYSTEMS_BY_ID, planetsOf, type CommandPools } from '@initiative/rules';
import { ProductionOrderBuilder } from '../components/production-order.tsx';
import { FormError, PoolsInput, Totals } from './pickers.tsx';
import type { CardFormProps } from './types.ts';
import { useMapPick } from '../use-map-pick.ts';

function systemName(id: string): string {
  const names = planetsOf(id).map((p) => PLANETS_BY_ID.get(p)?.name ?? p);
  return names.length > 0 ? `${id} (${names.join(', ')})` : `system ${id}`;
}

function ArrangePools(props: {
  readonly start: CommandPools;
  readonly pools: CommandPools;
  readonly onChange: (pools: CommandPools) => void;
}) {
  const total = props.start.tactic + props.start.fleet + props.start.strategy;
  const { pools } = props;
  return (
    <>
      <PoolsInput pools={pools} total={total} onChange={props.onChange} testid="te-warfare-pools" />
      <Totals testid="te-warfare-totals">
        {pools.tactic + pools.fleet + pools.strategy} of {total} tokens placed (tactic {pools.tactic}, fleet{' '}
        {pools.fleet}, strategy {pools.strategy})
      </Totals>
    </>
  );
}

export function WarfareTePrimary({ view, seat, submit }: CardFormProps) {
  const start = view.players[seat]?.pools ?? { tactic: 0, fleet: 0, strategy: 0 };
  const [pools, setPools] = useState<CommandPools>(start);
  // A hyperlane is not a system: it cannot be activated.
  const systems = view.galaxy.systems
    .map((s) => s.systemId)
    .filter((id) => SYSTEMS_BY_ID.get(id)?.kind !== 'hyperlane');
  const home = view.players[seat]?.homeSystem ?? '';
  const [system, setSystem] = useState(systems.includes(home) ? home : (systems[0] ?? ''));
  useMapPick((_planet, systemId) => {
    if (!view.tactical && systems.includes(systemId)) setSystem(systemId);
  });
  const total = start.tactic + start.fleet + start.strategy;
  const placed = pools.tactic + pools.fleet + pools.strategy;
  const error = placed !== total ? `Place all ${total} tokens (${placed} placed).` : null;
  if (view.tactical) {
    return (
      <div className="card-form warfare-form" data-testid="te-warfare-finish-form">
        <p>
          Warfare’s tactical action in {systemName(view.tactical.system)} is under way: produce there (below),
          move ships and invade with table edits. Then arrange your pools again to finish; the others may
          follow after.
        </p>
        <ArrangePools start={start} pools={pools} onChange={setPools} />
        <FormError text={error} testid="te-warfare-error" />
        <button
          type="button"
          data-testid="te-warfare-finish"
          disabled={error !== null}
          onClick={() => submit({ pools })}
        >
          Finish Warfare’s tactical action
        </button>
      </div>
    );
  }
  return (
    <div className="card-form warfare-form" data-testid="te-warfare-form">
      <label className="inline-field">
        System (here or on the map){' '}
        <select value={system} onChange={(e) => setSystem(e.target.value)} data-testid="te-warfare-system">
          {systems.map((id) => (
            <option key={id} value={id}>
              {systemName(id)}
              {view.galaxy.systems.find((s) => s.systemId === id)?.tokens.includes(seat)
                ? ' · your token'
                : ''}
            </option>
          ))}
        </select>
      </label>
      <p className="hint">No command token is placed, and a system that holds yours may be chosen.</p>
      <h3>Arrange your pools first</h3>
      <ArrangePools start={start} pools={pools} onChange={setPools} />
      <FormError text={error} testid="te-warfare-error" />
      <button
        type="button"
        data-testid="te-warfare-submit"
        disabled={error !== null || system === ''}
        onClick={() => submit({ system, pools })}
      >
        Take the tactical action in {systemName(system)}
      </button>
    </div>
  );
}

export function WarfareTeSecondary({ view, seat, submit }: CardFormProps) {
  const home = view.players[seat]?.homeSystem ?? '';
  return (
    <div data-testid="te-warfare-follow-form">
      <ProductionOrderBuilder
        view={view}
        seat={seat}
        site={{ system: home }}
        testid="te-warfare-order"
        submitLabel="Follow: produce at home"
        onSubmit={(order) => submit(order)}
      />
    </div>
  );
}
