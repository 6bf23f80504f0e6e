// Production during a tactical action (LRR 68): shown to the active player while the engine offers
// `produce` in the activated system. Also the timed construction variant's list of what is under
// construction, with a cancel button on the owner's turn. And, for the Arborec with Dirzuga Rophal, 1 unit
// in the system another player has activated; for the Winnu, Berekar Berekon offered to the active player;
// for the Xxcha, Nullification Field to end that player's turn.

import { send } from '../connection.ts';
import { useState } from 'react';
import {
  PLANETS_BY_ID,
  agencySupplyOpen,
  agencySupplySystems,
  describeItem,
  integratedEconomyPlanets,
  systemOfPlanet,
  productionLimit,
  systemName,
  PRODUCTION_AGENTS,
  type GameView,
  type Intent,
  type ProductionAgent,
} from '@initiative/rules';
import { useClient } from '../use-client.ts';
import { ProductionOrderBuilder } from './production-order.tsx';

export function ProductionPanel() {
  const view = useClient((s) => s.view);
  const you = useClient((s) => s.you);
  if (!view || you?.kind !== 'seat' || !view.tactical) return null;
  if (view.active !== you.seat)
    return <OthersActivation view={view} seat={you.seat} system={view.tactical.system} />;
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

/**
 * What the other players may do about the active player's activation, each offered by `legal`: the
 * Winnu's Berekar Berekon, the Arborec's Dirzuga Rophal, the Xxcha's Nullification Field.
 */
function OthersActivation({ view, seat, system }: { view: GameView; seat: number; system: string }) {
  const grants = view.legal.filter(
    (i): i is Extract<Intent, { type: ProductionAgent }> =>
      i.type === 'berekar-berekon' || i.type === 'trillossa-aun-mirik',
  );
  const dirzuga = view.legal.some((i) => i.type === 'dirzuga-rophal');
  const nullify = view.legal.some((i) => i.type === 'nullification-field');
  const active = view.players[view.active ?? 0]?.name ?? '';
  if (grants.length === 0 && !dirzuga && !nullify) return null;
  return (
    <>
      {grants.map((grant) => {
        const { name, effect } = PRODUCTION_AGENTS[grant.type];
        const testid = grant.type === 'berekar-berekon' ? 'berekar' : 'trillossa';
        return (
          <section
            key={grant.type}
            className="card production-panel"
            aria-label={name}
            data-testid={`${testid}-panel`}
          >
            <h2>{name}</h2>
            <p className="hint">
              {view.players[grant.to]?.name} is taking a tactical action in system {system}. Exhaust your
              agent now and their production this turn {effect}.
            </p>
            <button type="button" data-testid={`${testid}-grant`} onClick={() => send(grant)}>
              Exhaust {name} for {view.players[grant.to]?.name}
            </button>
          </section>
        );
      })}
      {nullify && (
        <section
          className="card production-panel"
          aria-label="Nullification Field"
          data-testid="nullification-panel"
        >
          <h2>Nullification Field</h2>
          <p className="hint">
            {active} activated system {system}, which holds your ships. Exhaust Nullification Field and spend
            a strategy-pool token to end their turn now.
          </p>
          <button
            type="button"
            data-testid="nullification-submit"
            onClick={() => send({ type: 'nullification-field' })}
          >
            End {active}&apos;s turn
          </button>
        </section>
      )}
      {dirzuga && (
        <section className="card production-panel" aria-label="Dirzuga Rophal" data-testid="dirzuga-panel">
          <h2>Dirzuga Rophal: produce 1 unit in system {system}</h2>
          <p className="hint">{active} activated a system holding your units with production.</p>
          <ProductionOrderBuilder
            view={view}
            seat={seat}
            site={{ system }}
            testid="dirzuga"
            submitLabel="Produce it with Dirzuga Rophal"
            single="Dirzuga Rophal"
            onSubmit={(order) => send({ type: 'dirzuga-rophal', order })}
          />
        </section>
      )}
    </>
  );
}

/** Agency Supply Network (Keleres): after one of their productions, another in any system with their production. */
export function AgencySupplyPanel() {
  const view = useClient((s) => s.view);
  const you = useClient((s) => s.you);
  // Open after one of their productions (shown even when nothing is affordable: the form says why).
  if (!view || you?.kind !== 'seat' || !agencySupplyOpen(view, you.seat)) return null;
  if (agencySupplySystems(view, you.seat).length === 0) return null;
  return <AgencySupply view={view} seat={you.seat} />;
}

function AgencySupply({ view, seat }: { view: GameView; seat: number }) {
  const systems = agencySupplySystems(view, seat);
  const [system, setSystem] = useState(systems[0] ?? '');
  return (
    <section className="card production-panel" aria-label="Agency Supply Network" data-testid="agency-panel">
      <h2>Agency Supply Network: produce again</h2>
      <p className="hint">
        After your production, one more in any system where your units have production (this turn).
      </p>
      <label className="inline-field">
        System{' '}
        <select value={system} onChange={(e) => setSystem(e.target.value)} data-testid="agency-system">
          {systems.map((id) => (
            <option key={id} value={id}>
              {systemName(id)}
            </option>
          ))}
        </select>
      </label>
      {system && (
        <ProductionOrderBuilder
          key={system}
          view={view}
          seat={seat}
          site={{ system }}
          testid="agency"
          submitLabel="Produce it with Agency Supply Network"
          onSubmit={(order) => send({ type: 'agency-supply-network', system, order })}
        />
      )}
    </section>
  );
}

/** Integrated Economy: a planet just gained produces up to its resource value. */
export function IntegratedEconomyPanel() {
  const view = useClient((s) => s.view);
  const you = useClient((s) => s.you);
  if (!view || you?.kind !== 'seat') return null;
  const planets = integratedEconomyPlanets(view, you.seat);
  if (planets.length === 0) return null;
  return (
    <>
      {planets.map((planet) => {
        const data = PLANETS_BY_ID.get(planet);
        return (
          <section
            key={planet}
            className="card production-panel"
            aria-label={`Integrated Economy on ${data?.name ?? planet}`}
            data-testid="economy-panel"
          >
            <h2>Integrated Economy: produce on {data?.name ?? planet}</h2>
            <p className="hint">
              You have just gained control of it: units costing up to its {data?.resources ?? 0} resources,
              paid as usual (ships go in its system&apos;s space area).
            </p>
            <ProductionOrderBuilder
              view={view}
              seat={you.seat}
              site={{ system: systemOfPlanet(planet) ?? '' }}
              testid="economy"
              submitLabel="Produce it with Integrated Economy"
              plain={{ planet, costCap: data?.resources ?? 0 }}
              onSubmit={(order) => send({ type: 'integrated-economy', planet, order })}
            />
          </section>
        );
      })}
    </>
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
