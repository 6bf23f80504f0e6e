// Salvage Operations (the Mentak Coalition; rules abilities/salvage-operations.ts), offered when the
// engine's `legal` has it: after the space combat of the tactical action under way (fought at the
// table), a trade good; after a win, one ship of a destroyed type produced there, paid as usual.

import { useState } from 'react';
import { salvageSystem, type GameView } from '@initiative/rules';
import { send } from '../connection.ts';
import { useClient } from '../use-client.ts';
import { ProductionOrderBuilder } from './production-order.tsx';

export function SalvagePanel() {
  const view = useClient((s) => s.view);
  const offered = (view?.legal ?? []).some((i) => i.type === 'salvage-operations');
  if (!view || !offered || view.viewer.kind !== 'seat') return null;
  const system = salvageSystem(view, view.viewer.seat);
  if (system === null) return null;
  return <SalvageForm view={view} seat={view.viewer.seat} system={system} />;
}

function SalvageForm({ view, seat, system }: { view: GameView; seat: number; system: string }) {
  const [won, setWon] = useState(false);
  return (
    <section className="card window-cards" aria-label="Salvage Operations" data-testid="salvage-panel">
      <h2>Salvage Operations</h2>
      <details>
        <summary>After the space combat in system {system}</summary>
        <p className="hint">
          Won or lost, you gain 1 trade good. If you won, you may also produce 1 ship of a type destroyed in
          the combat, in that system (no unit with production needed).
        </p>
        <button
          type="button"
          className="small"
          data-testid="salvage-lost"
          onClick={() => send({ type: 'salvage-operations', system, won: false })}
        >
          Take 1 trade good
        </button>{' '}
        <label className="inline">
          <input
            type="checkbox"
            checked={won}
            onChange={(e) => setWon(e.target.checked)}
            data-testid="salvage-won"
          />{' '}
          I won: produce a ship too
        </label>
        {won && (
          <ProductionOrderBuilder
            view={view}
            seat={seat}
            site={{ system, unlimited: true }}
            testid="salvage"
            submitLabel="Take 1 trade good and produce it"
            shipsOnly
            single="Salvage Operations"
            plain={{}}
            gainedFirst={1}
            onSubmit={(order) => send({ type: 'salvage-operations', system, won: true, order })}
          />
        )}
      </details>
    </section>
  );
}
