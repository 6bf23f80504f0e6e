// The heroes that resolve strategy cards, on the player's turn once unlocked (rules heroes.ts):
// Mathis Mathinus (Winnu) — a card whose primary to resolve and the players who may follow it;
// Hesh and Prit (Naaz-Rokha) — up to two cards that are not exhausted, each with its secondary's own
// form, paid from reinforcements; Jace X (Sol) — a button, its tokens come off the board. Offered only
// when the engine offers `hero-action`.

import { useState } from 'react';
import {
  STRATEGY_CARD_IDS,
  TECHNOLOGIES,
  TECHNOLOGIES_BY_ID,
  PLANETS_BY_ID,
  UNIT_NAMES,
  flayeshPlanets,
  letaniSystems,
  plural,
  systemName,
  strategyCardData,
  type GameView,
  type Intent,
  type ProductionOrder,
  type StrategyCardId,
} from '@initiative/rules';
import { cardUi } from '../cards/index.ts';
import { send } from '../connection.ts';
import { ProductionOrderBuilder } from './production-order.tsx';

type HeroIntent = Extract<Intent, { type: 'hero-action' }>;

export function HeroAction({ view }: { view: GameView }) {
  const offered = view.legal.filter((i): i is HeroIntent => i.type === 'hero-action');
  const seat = view.viewer.kind === 'seat' ? view.viewer.seat : -1;
  if (offered.length === 0 || seat < 0) return null;
  return (
    <div className="turn-choice" data-testid="hero-action">
      <h3>Your hero</h3>
      {offered.some((i) => i.hero === 'mathis-mathinus') && <MathisMathinus view={view} seat={seat} />}
      {offered.some((i) => i.hero === 'hesh-and-prit') && <HeshAndPrit view={view} seat={seat} />}
      {offered.some((i) => i.hero === 'jace-x') && <JaceX view={view} seat={seat} />}
      {offered.some((i) => i.hero === 'rin') && <Rin view={view} seat={seat} />}
      {offered.some((i) => i.hero === 'letani-miasmiala') && <LetaniMiasmiala view={view} seat={seat} />}
      {offered.some((i) => i.hero === 'unit-dsgn-flayesh') && <Flayesh view={view} seat={seat} />}
    </div>
  );
}

function Flayesh({ view, seat }: { view: GameView; seat: number }) {
  const planets = flayeshPlanets(view, seat);
  const [planet, setPlanet] = useState(planets[0] ?? '');
  const data = PLANETS_BY_ID.get(planet);
  const owned = view.players[seat]?.technologies ?? [];
  const techs = TECHNOLOGIES.filter(
    (t) =>
      t.color !== undefined &&
      t.color === data?.specialty &&
      t.faction === undefined &&
      !owned.includes(t.id),
  );
  const [technology, setTechnology] = useState('');
  const tech = techs.some((t) => t.id === technology) ? technology : (techs[0]?.id ?? '');
  return (
    <fieldset data-testid="hero-flayesh">
      <legend>UNIT.DSGN.FLAYESH: a specialty planet beside your units (then purged)</legend>
      <label className="inline-field">
        Planet{' '}
        <select value={planet} onChange={(e) => setPlanet(e.target.value)} data-testid="hero-flayesh-planet">
          {planets.map((id) => (
            <option key={id} value={id}>
              {PLANETS_BY_ID.get(id)?.name ?? id} ({PLANETS_BY_ID.get(id)?.specialty})
            </option>
          ))}
        </select>
      </label>
      <label className="inline-field">
        Technology gained{' '}
        <select
          value={tech}
          onChange={(e) => setTechnology(e.target.value)}
          data-testid="hero-flayesh-technology"
        >
          {techs.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </select>
      </label>
      <p className="hint">
        Other players&apos; units on {data?.name ?? 'it'} are destroyed; you gain{' '}
        {plural((data?.resources ?? 0) + (data?.influence ?? 0), 'trade good')}. It ends your turn.
      </p>
      <button
        type="button"
        data-testid="hero-flayesh-submit"
        disabled={!planet || !tech}
        onClick={() => send({ type: 'hero-action', hero: 'unit-dsgn-flayesh', planet, technology: tech })}
      >
        Use UNIT.DSGN.FLAYESH
      </button>
    </fieldset>
  );
}

function LetaniMiasmiala({ view, seat }: { view: GameView; seat: number }) {
  const systems = letaniSystems(view, seat);
  const [system, setSystem] = useState(systems[0] ?? '');
  const [productions, setProductions] = useState<{ system: string; order: ProductionOrder }[]>([]);
  const free = systems.filter((id) => !productions.some((p) => p.system === id));
  const at = free.includes(system) ? system : (free[0] ?? '');
  return (
    <fieldset data-testid="hero-letani">
      <legend>Letani Miasmiala: produce in systems holding your ground forces, no limit (then purged)</legend>
      {productions.length > 0 && (
        <ul className="plain" data-testid="hero-letani-list">
          {productions.map((p) => (
            <li key={p.system}>
              {systemName(p.system)}:{' '}
              {p.order.units.map((l) => `${l.count} ${UNIT_NAMES[l.unit]}`).join(', ')}{' '}
              <button
                type="button"
                className="small secondary-button"
                onClick={() => setProductions(productions.filter((q) => q.system !== p.system))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      {at && (
        <>
          <label className="inline-field">
            System{' '}
            <select value={at} onChange={(e) => setSystem(e.target.value)} data-testid="hero-letani-system">
              {free.map((id) => (
                <option key={id} value={id}>
                  {systemName(id)}
                </option>
              ))}
            </select>
          </label>
          <ProductionOrderBuilder
            key={at}
            view={view}
            seat={seat}
            site={{ system: at }}
            testid="hero-letani-order"
            submitLabel="Add this production"
            plain={{}}
            onSubmit={(order) => setProductions([...productions, { system: at, order }])}
          />
        </>
      )}
      <button
        type="button"
        data-testid="hero-letani-submit"
        onClick={() => send({ type: 'hero-action', hero: 'letani-miasmiala', productions })}
      >
        Use Letani Miasmiala ({plural(productions.length, 'production')})
      </button>
    </fieldset>
  );
}

function Rin({ view, seat }: { view: GameView; seat: number }) {
  const [swaps, setSwaps] = useState<Record<string, string>>({});
  const owned = view.players[seat]?.technologies ?? [];
  const mine = owned.flatMap((id) => {
    const t = TECHNOLOGIES_BY_ID.get(id);
    return t && t.color && t.upgrades === undefined ? [t] : [];
  });
  const chosen = Object.entries(swaps).filter(([, take]) => take !== '');
  return (
    <fieldset data-testid="hero-rin">
      <legend>
        Rin, the Master&apos;s Legacy: replace technologies with others of their colour (then purged)
      </legend>
      {mine.map((t) => {
        const taken = new Set(Object.entries(swaps).flatMap(([g, take]) => (g === t.id ? [] : [take])));
        const options = TECHNOLOGIES.filter(
          (o) =>
            o.color === t.color &&
            o.faction === undefined &&
            o.upgrades === undefined &&
            !owned.includes(o.id) &&
            !taken.has(o.id),
        );
        return (
          <label className="inline-field" key={t.id}>
            {t.name}{' '}
            <select
              value={swaps[t.id] ?? ''}
              onChange={(e) => setSwaps({ ...swaps, [t.id]: e.target.value })}
              data-testid={`hero-rin-${t.id}`}
            >
              <option value="">keep it</option>
              {options.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                </option>
              ))}
            </select>
          </label>
        );
      })}
      <button
        type="button"
        data-testid="hero-rin-submit"
        onClick={() =>
          send({
            type: 'hero-action',
            hero: 'rin',
            swaps: chosen.map(([give, take]) => ({ give, take })),
          })
        }
      >
        Use Rin{chosen.length > 0 ? ` (${plural(chosen.length, 'technology', 'technologies')} replaced)` : ''}
      </button>
    </fieldset>
  );
}

function JaceX({ view, seat }: { view: GameView; seat: number }) {
  const onBoard = view.galaxy.systems.filter((s) => s.tokens.includes(seat)).length;
  return (
    <fieldset data-testid="hero-jace-x">
      <legend>Jace X, 4th Air Legion: your command tokens come off the board (then purged)</legend>
      <p className="hint">
        {onBoard === 0
          ? 'You have no command token on the board.'
          : `${plural(onBoard, 'token')} ${onBoard === 1 ? 'goes' : 'go'} back to your reinforcements; those systems can be activated again. It ends your turn.`}
      </p>
      <button
        type="button"
        data-testid="hero-jace-x-submit"
        onClick={() => send({ type: 'hero-action', hero: 'jace-x' })}
      >
        Use Jace X
      </button>
    </fieldset>
  );
}

const cardLabel = (view: GameView, id: StrategyCardId) => {
  const c = view.cards[id];
  const holder = c.holder === null ? 'unpicked' : (view.players[c.holder]?.name ?? '');
  return `${strategyCardData(id, view.thundersEdge).name} (${holder}${c.exhausted ? ', used' : ''})`;
};

function MathisMathinus({ view, seat }: { view: GameView; seat: number }) {
  const [card, setCard] = useState<StrategyCardId>('leadership');
  const [followers, setFollowers] = useState<number[]>([]);
  const others = view.players.filter((p) => p.seat !== seat);
  return (
    <fieldset data-testid="hero-mathis">
      <legend>Mathis Mathinus: resolve any card&apos;s primary (then purged)</legend>
      <label className="inline-field">
        Strategy card{' '}
        <select
          value={card}
          onChange={(e) => setCard(e.target.value as StrategyCardId)}
          data-testid="hero-mathis-card"
        >
          {STRATEGY_CARD_IDS.map((id) => (
            <option key={id} value={id}>
              {cardLabel(view, id)}
            </option>
          ))}
        </select>
      </label>
      <p className="hint">Who may follow its secondary:</p>
      {others.map((p) => (
        <label className="inline" key={p.seat}>
          <input
            type="checkbox"
            checked={followers.includes(p.seat)}
            onChange={(e) =>
              setFollowers(e.target.checked ? [...followers, p.seat] : followers.filter((f) => f !== p.seat))
            }
            data-testid={`hero-mathis-follower-${p.seat}`}
          />{' '}
          {p.name}{' '}
        </label>
      ))}
      <button
        type="button"
        data-testid="hero-mathis-submit"
        onClick={() => send({ type: 'hero-action', hero: 'mathis-mathinus', card, followers })}
      >
        Use Mathis Mathinus on {strategyCardData(card, view.thundersEdge).name}
      </button>
    </fieldset>
  );
}

function HeshAndPrit({ view, seat }: { view: GameView; seat: number }) {
  const [chosen, setChosen] = useState<StrategyCardId[]>([]);
  const [choices, setChoices] = useState<Partial<Record<StrategyCardId, unknown>>>({});
  const ready = STRATEGY_CARD_IDS.filter((id) => !view.cards[id].exhausted);
  const missing = chosen.filter((c) => !(c in choices));
  const toggle = (id: StrategyCardId, on: boolean) => {
    setChosen(on ? [...chosen, id].slice(-2) : chosen.filter((c) => c !== id));
    if (!on) setChoices(Object.fromEntries(Object.entries(choices).filter(([k]) => k !== id)));
  };
  return (
    <fieldset data-testid="hero-hesh">
      <legend>
        Hesh and Prit: a relic and up to two secondaries, tokens from reinforcements (then purged)
      </legend>
      <ul className="plain">
        {ready.map((id) => (
          <li key={id}>
            <label className="inline">
              <input
                type="checkbox"
                checked={chosen.includes(id)}
                onChange={(e) => toggle(id, e.target.checked)}
                data-testid={`hero-hesh-card-${id}`}
              />{' '}
              {cardLabel(view, id)}
            </label>
          </li>
        ))}
      </ul>
      {chosen.map((id) => {
        const ui = cardUi(id, view.thundersEdge);
        const Secondary = ui.secondary;
        const name = strategyCardData(id, view.thundersEdge).name;
        return (
          <div key={id} className="card-form" data-testid={`hero-hesh-form-${id}`}>
            <h4>
              {name}: {ui.secondaryHint} (The token comes from your reinforcements.)
            </h4>
            {id in choices ? (
              <p className="hint">
                Set.{' '}
                <button
                  type="button"
                  className="small link"
                  onClick={() =>
                    setChoices(Object.fromEntries(Object.entries(choices).filter(([k]) => k !== id)))
                  }
                >
                  change
                </button>
              </p>
            ) : Secondary ? (
              <Secondary
                view={view}
                seat={seat}
                example={null}
                submit={(c) => setChoices({ ...choices, [id]: c })}
              />
            ) : (
              <button
                type="button"
                className="small"
                data-testid={`hero-hesh-set-${id}`}
                onClick={() => setChoices({ ...choices, [id]: {} })}
              >
                Take {name}&apos;s secondary
              </button>
            )}
          </div>
        );
      })}
      {missing.length > 0 && (
        <p className="hint">
          Set the choices of {missing.map((c) => strategyCardData(c, view.thundersEdge).name).join(' and ')}{' '}
          first.
        </p>
      )}
      <button
        type="button"
        data-testid="hero-hesh-submit"
        disabled={missing.length > 0}
        onClick={() =>
          send({
            type: 'hero-action',
            hero: 'hesh-and-prit',
            secondaries: chosen.map((card) => ({ card, choices: choices[card] ?? {} })),
          })
        }
      >
        Use Hesh and Prit{chosen.length === 0 ? ' (a relic only)' : ''}
      </button>
    </fieldset>
  );
}
