// Abilities the engine resolves as a component action (rules abilities/pool-abilities.ts), each ending
// the turn: Orbital Drop (Sol) — a planet of theirs for 2 infantry; Star Forge (Muaat) — a system with
// one of their war suns, and 2 fighters or 1 destroyer; Production Biomes (Hacan technology) — the
// player who gets 2 trade goods (these spend a strategy-pool token); Sling Relay (technology) — a
// production order of 1 ship at a space dock, no token; Umbat (Muaat agent) for yourself or another
// player; Vortex (Cabal technology) — a unit captured. And Chaos Mapping (Saar technology), before the
// turn's action: 1 unit where their units have production. Offered only when the engine offers it in
// `legal`; the choices come from the public board.

import { useState } from 'react';
import {
  BIOMES_GAIN,
  BIOMES_GIFT,
  PLANETS_BY_ID,
  chaosMappingSystems,
  orbitalDropPlanets,
  slingRelaySystems,
  umbatSystems,
  vortexChoices,
  UNIT_NAMES,
  starForgeSystems,
  type ComponentAbility,
  type GameView,
  type Intent,
  type ProductionOrder,
} from '@initiative/rules';
import { send } from '../connection.ts';
import { ProductionOrderBuilder } from './production-order.tsx';
import { systemLabel } from '../format/systems.ts';

type AbilityIntent = Extract<Intent, { type: 'component-action' }> & { ability: ComponentAbility };

export function FactionAbilities({ view }: { view: GameView }) {
  const offered = view.legal.filter(
    (i): i is AbilityIntent => i.type === 'component-action' && i.ability !== undefined,
  );
  const seat = view.viewer.kind === 'seat' ? view.viewer.seat : -1;
  if (offered.length === 0 || seat < 0) return null;
  const tokens = view.players[seat]?.pools.strategy ?? 0;
  return (
    <div className="turn-choice" data-testid="faction-abilities">
      <h3>Abilities and technologies</h3>
      {offered.some((i) => !['sling-relay', 'umbat', 'umbat-for', 'vortex'].includes(i.ability.id)) && (
        <p className="hint">
          Each of these spends 1 of your {tokens} strategy-pool tokens and ends your turn.
        </p>
      )}
      {offered.some((i) => i.ability.id === 'orbital-drop') && <OrbitalDrop view={view} seat={seat} />}
      {offered.some((i) => i.ability.id === 'star-forge') && <StarForge view={view} seat={seat} />}
      {offered.some((i) => i.ability.id === 'production-biomes') && (
        <ProductionBiomes view={view} seat={seat} />
      )}
      {offered.some((i) => i.ability.id === 'sling-relay') && <SlingRelay view={view} seat={seat} />}
      {offered.some((i) => i.ability.id === 'umbat') && (
        <SingleUnitProduction
          view={view}
          seat={seat}
          systems={umbatSystems(view, seat)}
          name="Umbat"
          testid="umbat"
          text="Umbat (your agent, exhausted; no token): produce up to 2 units costing 4 or less at your war sun or flagship. It ends your turn."
          systemLabelText="System of your war sun or flagship"
          upTo={2}
          onSubmit={(system, order) =>
            send({ type: 'component-action', ability: { id: 'umbat', system, order } })
          }
        />
      )}
      <UmbatFor view={view} offered={offered} />
      {offered.some((i) => i.ability.id === 'vortex') && <Vortex view={view} seat={seat} />}
    </div>
  );
}

/** Umbat chosen for another player: they produce at their own war sun or flagship while your turn waits. */
function UmbatFor({ view, offered }: { view: GameView; offered: readonly AbilityIntent[] }) {
  const players = offered.flatMap((i) => (i.ability.id === 'umbat-for' ? [i.ability.player] : []));
  const [player, setPlayer] = useState<number | null>(null);
  if (players.length === 0) return null;
  const chosen = player !== null && players.includes(player) ? player : (players[0] as number);
  return (
    <div className="row" data-testid="umbat-for">
      <label className="inline-field">
        Umbat (your agent, exhausted) for{' '}
        <select
          value={chosen}
          onChange={(e) => setPlayer(Number(e.target.value))}
          data-testid="umbat-for-player"
        >
          {players.map((p) => (
            <option key={p} value={p}>
              {view.players[p]?.name ?? `Seat ${p + 1}`}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="small"
        data-testid="umbat-for-submit"
        onClick={() => send({ type: 'component-action', ability: { id: 'umbat-for', player: chosen } })}
      >
        Let them produce up to 2 units
      </button>
    </div>
  );
}

function OrbitalDrop({ view, seat }: { view: GameView; seat: number }) {
  const planets = orbitalDropPlanets(view.galaxy, seat);
  const [planet, setPlanet] = useState(planets[0] ?? '');
  return (
    <div className="row" data-testid="orbital-drop">
      <label className="inline-field">
        Orbital Drop: 2 infantry on{' '}
        <select value={planet} onChange={(e) => setPlanet(e.target.value)} data-testid="orbital-drop-planet">
          {planets.map((id) => (
            <option key={id} value={id}>
              {PLANETS_BY_ID.get(id)?.name ?? id}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="small"
        data-testid="orbital-drop-submit"
        onClick={() => send({ type: 'component-action', ability: { id: 'orbital-drop', planet } })}
      >
        Drop 2 infantry
      </button>
    </div>
  );
}

function StarForge({ view, seat }: { view: GameView; seat: number }) {
  const systems = starForgeSystems(view.galaxy, seat);
  const [system, setSystem] = useState(systems[0] ?? '');
  const [unit, setUnit] = useState<'fighter' | 'destroyer'>('fighter');
  return (
    <div className="row" data-testid="star-forge">
      <label className="inline-field">
        Star Forge in{' '}
        <select value={system} onChange={(e) => setSystem(e.target.value)} data-testid="star-forge-system">
          {systems.map((id) => (
            <option key={id} value={id}>
              {systemLabel(id)}
            </option>
          ))}
        </select>
      </label>
      <label className="inline-field">
        Place{' '}
        <select
          value={unit}
          onChange={(e) => setUnit(e.target.value === 'destroyer' ? 'destroyer' : 'fighter')}
          data-testid="star-forge-unit"
        >
          <option value="fighter">2 fighters</option>
          <option value="destroyer">1 destroyer</option>
        </select>
      </label>
      <button
        type="button"
        className="small"
        data-testid="star-forge-submit"
        onClick={() => send({ type: 'component-action', ability: { id: 'star-forge', system, unit } })}
      >
        Forge
      </button>
    </div>
  );
}

function ProductionBiomes({ view, seat }: { view: GameView; seat: number }) {
  const others = view.players.filter((p) => p.seat !== seat);
  const [to, setTo] = useState(others[0]?.seat ?? 0);
  return (
    <div className="follow-agent" data-testid="production-biomes">
      <p>
        Production Biomes (exhausts it): {BIOMES_GAIN} trade goods for you, and {BIOMES_GIFT} for another
        player.
      </p>
      <select
        aria-label="Player who gets the trade goods"
        value={to}
        onChange={(e) => setTo(Number(e.target.value))}
        data-testid="production-biomes-player"
      >
        {others.map((p) => (
          <option key={p.seat} value={p.seat}>
            {BIOMES_GIFT} trade goods for {p.name}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="small"
        data-testid="production-biomes-submit"
        onClick={() => send({ type: 'component-action', ability: { id: 'production-biomes', player: to } })}
      >
        Exhaust it
      </button>
    </div>
  );
}

function SlingRelay({ view, seat }: { view: GameView; seat: number }) {
  return (
    <SingleUnitProduction
      view={view}
      seat={seat}
      systems={slingRelaySystems(view.galaxy, seat)}
      name="Sling Relay"
      testid="sling-relay"
      text="Sling Relay (exhausts it, no strategy token): produce 1 ship at one of your space docks."
      systemLabelText="System of the space dock"
      shipsOnly
      onSubmit={(system, order) =>
        send({ type: 'component-action', ability: { id: 'sling-relay', system, order } })
      }
    />
  );
}

/** Chaos Mapping (Clan of Saar): at the start of the turn, 1 unit where a unit of theirs has production. */
export function ChaosMapping({ view }: { view: GameView }) {
  if (view.viewer.kind !== 'seat' || !view.legal.some((i) => i.type === 'chaos-mapping')) return null;
  const seat = view.viewer.seat;
  return (
    <div className="turn-choice">
      <h3>Start of your turn</h3>
      <SingleUnitProduction
        view={view}
        seat={seat}
        systems={chaosMappingSystems(view, seat)}
        name="Chaos Mapping"
        testid="chaos-mapping"
        text="Chaos Mapping (no token, no activation): produce 1 unit in a system where your units have production. Then take your action."
        systemLabelText="System with your production"
        onSubmit={(system, order) => send({ type: 'chaos-mapping', system, order })}
      />
    </div>
  );
}

/** A system picker, then a production order of exactly 1 unit there. */
export function SingleUnitProduction({
  view,
  seat,
  systems,
  name,
  testid,
  text,
  systemLabelText,
  shipsOnly = false,
  upTo,
  onSubmit,
}: {
  view: GameView;
  seat: number;
  systems: readonly string[];
  name: string;
  testid: string;
  text: string;
  systemLabelText: string;
  shipsOnly?: boolean;
  /** Up to this many units, not a production ability (Umbat); otherwise exactly 1. */
  upTo?: number;
  onSubmit: (system: string, order: ProductionOrder) => void;
}) {
  const [system, setSystem] = useState(systems[0] ?? '');
  const [open, setOpen] = useState(false);
  return (
    <div data-testid={testid} className="follow-agent">
      <p>{text}</p>
      <select
        aria-label={systemLabelText}
        value={system}
        onChange={(e) => setSystem(e.target.value)}
        data-testid={`${testid}-system`}
      >
        {systems.map((id) => (
          <option key={id} value={id}>
            {systemLabel(id)}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="small secondary-button"
        aria-expanded={open}
        data-testid={`${testid}-open`}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Close' : shipsOnly ? 'Choose the ship' : 'Choose the unit'}
      </button>
      {open && system && (
        <ProductionOrderBuilder
          key={system}
          view={view}
          seat={seat}
          site={{ system }}
          testid={`${testid}-order`}
          submitLabel={`Produce it with ${name}`}
          shipsOnly={shipsOnly}
          {...(upTo === undefined ? { single: name } : { plain: {}, most: { count: upTo, by: name } })}
          onSubmit={(order) => onSubmit(system, order)}
        />
      )}
    </div>
  );
}

/** Vortex (Cabal technology): a unit of another player's, of a type they have next to your docks, captured. */
function Vortex({ view, seat }: { view: GameView; seat: number }) {
  const choices = vortexChoices(view, seat);
  const [picked, setPicked] = useState(0);
  const choice = choices[picked] ?? choices[0];
  if (!choice) return null;
  return (
    <div className="follow-agent" data-testid="vortex">
      <p>
        Vortex (exhausted; no token): capture a unit from another player’s reinforcements, of a type they have
        next to one of your space docks. It ends your turn.
      </p>
      <select
        aria-label="Unit to capture"
        value={picked}
        onChange={(e) => setPicked(Number(e.target.value))}
        data-testid="vortex-choice"
      >
        {choices.map((c, i) => (
          <option key={`${c.player}|${c.unit}`} value={i}>
            1 {UNIT_NAMES[c.unit]} of {view.players[c.player]?.name ?? `Seat ${c.player + 1}`}’s
          </option>
        ))}
      </select>{' '}
      <button
        type="button"
        className="small"
        data-testid="vortex-submit"
        onClick={() =>
          send({
            type: 'component-action',
            ability: { id: 'vortex', player: choice.player, unit: choice.unit },
          })
        }
      >
        Capture it
      </button>
    </div>
  );
}
