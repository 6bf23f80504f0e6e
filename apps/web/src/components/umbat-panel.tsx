// Umbat chosen for this player by the Muaat (abilities/umbat.ts in the rules): the Muaat's turn waits
// while they produce up to 2 units costing 4 or less at a war sun or flagship of theirs, or nothing.

import { umbatSystems } from '@initiative/rules';
import { send } from '../connection.ts';
import { useClient } from '../use-client.ts';
import { SingleUnitProduction } from './faction-abilities.tsx';

export function UmbatPanel() {
  const view = useClient((s) => s.view);
  if (!view || view.viewer.kind !== 'seat' || !view.legal.some((i) => i.type === 'umbat-production'))
    return null;
  const seat = view.viewer.seat;
  const muaat = view.active === null ? 'The Muaat' : (view.players[view.active]?.name ?? 'The Muaat');
  return (
    <section className="card production-panel" aria-label="Umbat" data-testid="umbat-panel">
      <h2>Umbat: {muaat} lets you produce</h2>
      <SingleUnitProduction
        view={view}
        seat={seat}
        systems={umbatSystems(view, seat)}
        name="Umbat"
        testid="umbat-production"
        text={`Produce up to 2 units costing 4 or less at your war sun or flagship, paid as usual. ${muaat}'s turn ends when you are done.`}
        systemLabelText="System of your war sun or flagship"
        upTo={2}
        onSubmit={(system, order) => send({ type: 'umbat-production', system, order })}
      />
      <button
        type="button"
        className="secondary-button"
        data-testid="umbat-production-none"
        onClick={() => send({ type: 'umbat-production' })}
      >
        Produce nothing
      </button>
    </section>
  );
}
