// Production during a tactical action (LRR 68): shown to the active player while the engine offers
// `produce` in the activated system. Also the timed construction variant's list of what is under
// construction, with a cancel button on the owner's turn. What the other players may do about the
// activation (their agents, Dirzuga Rophal, Nullification Field) are offers (offer-form.tsx).

import { send } from '../connection.ts';
import { describeItem, productionLimit } from '@initiative/rules';
import { useClient } from '../use-client.ts';
import { ProductionOrderBuilder } from './production-order.tsx';

export function ProductionPanel() {
  const view = useClient((s) => s.view);
  const you = useClient((s) => s.you);
  if (!view || you?.kind !== 'seat' || !view.tactical) return null;
  // A tactical action during a strategic action is Thunder's Edge Warfare's primary: it produces too.
  if (view.phase !== 'action' || view.active !== you.seat) return null;
  const system = view.tactical.system;
  // Shown whenever there is production here (even when nothing is affordable: the form says why),
  // until it has been used in this tactical action.
  const done = view.construction.producedIn;
  if (done && done.round === view.round && done.seat === you.seat && done.system === system) return null;
  if (productionLimit(view, you.seat, { system }) <= 0) return null;
  return (
    <section className="card production-panel" aria-label="Production" data-testid="production-panel">
      <h2>Produce in system {system}</h2>
      <ProductionOrderBuilder
        view={view}
        seat={you.seat}
        site={{ system }}
        testid="produce"
        submitLabel="Produce"
        onSubmit={(order) => send({ type: 'produce', ...order })}
      />
    </section>
  );
}

/** Timed construction: everything under construction, with counters; the owner may cancel on their turn. */
export function ConstructionQueue() {
  const view = useClient((s) => s.view);
  if (!view || view.construction.items.length === 0) return null;
  const cancellable = new Set(view.legal.flatMap((i) => (i.type === 'cancel-construction' ? [i.id] : [])));
  return (
    <section
      className="card construction-queue"
      aria-label="Under construction"
      data-testid="construction-queue"
    >
      <h2>Under construction</h2>
      <ul className="plain">
        {view.construction.items.map((item) => (
          <li key={item.id} data-testid={`construction-item-${item.id}`}>
            {view.players[item.seat]?.name}: {describeItem(item)} · {item.counters}{' '}
            {item.counters === 1 ? 'counter' : 'counters'} left
            {cancellable.has(item.id) && (
              <button
                type="button"
                className="small"
                data-testid={`cancel-construction-${item.id}`}
                onClick={() => send({ type: 'cancel-construction', id: item.id })}
              >
                Cancel (refund {Math.floor(item.paid / 2)})
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
