// The invasion step of the player's own tactical action (LRR 49), while the engine offers `invade`: the
// active system's planets with who holds them, steppers for the infantry and mechs to commit from the
// space area (any split), an optional bombardment of one planet first (LRR 15; a Planetary Shield stops
// it), and the exact odds of each landing as the numbers change. Invade sends one intent; the dice and
// hits then show in the combat panel.

import { useMemo, useState } from 'react';
import { planetName, unitCount, type GameView, type UnitType } from '@initiative/rules';
import { Stepper } from '../cards/pickers.tsx';
import { send } from '../connection.ts';
import { playerName } from '../format/players.ts';
import { systemLabel } from '../format/systems.ts';
import { percent } from '../combat-form.ts';
import {
  bombardUnits,
  committed,
  groundInSpace,
  invadeIntent,
  landingPlanets,
  oddsFor,
  type InvadeChoice,
  type LandingPlanet,
} from '../invade-form.ts';
import { useClient } from '../use-client.ts';
import './turns.css';
import './invade-form.css';

export function InvadeForm() {
  const view = useClient((s) => s.view);
  const you = useClient((s) => s.you);
  if (!view?.tactical || you?.kind !== 'seat' || view.active !== you.seat) return null;
  if (!view.legal.some((i) => i.type === 'invade')) return null;
  return <Invade key={`${view.round}-${view.tactical.system}`} view={view} seat={you.seat} />;
}

type Part = 'infantry' | 'mechs' | 'fighters';

const unitsText = (u: Partial<Record<UnitType, number>>) =>
  (Object.entries(u) as [UnitType, number][])
    .filter(([, n]) => n > 0)
    .map(([t, n]) => unitCount(t, n))
    .join(', ');

function Invade({ view, seat }: { view: GameView; seat: number }) {
  const [choice, setChoice] = useState<InvadeChoice>({ landings: {}, bombard: null });
  const planets = useMemo(() => landingPlanets(view, seat), [view, seat]);
  const space = groundInSpace(view, seat);
  const used = committed(choice);
  const bombarders = bombardUnits(view, seat);
  const canBombard = Object.keys(bombarders).length > 0 && !view.tactical?.invasion?.bombarded;
  const targets = planets.filter((p) => p.defender !== null);
  const intent = invadeIntent(view, seat, choice);
  const set = (planet: string, part: Part, n: number) => {
    const current = choice.landings[planet] ?? { infantry: 0, mechs: 0 };
    setChoice({ ...choice, landings: { ...choice.landings, [planet]: { ...current, [part]: n } } });
  };
  return (
    <section className="card invade-form" aria-label="Invade" data-testid="invade-form">
      <h2>Invade in {systemLabel(view.tactical?.system ?? '')}</h2>
      <p className="hint">
        Commit infantry and mechs from the space area onto planets (any split); a planet with another player’s
        ground forces is fought over in a ground combat, rolled at once (a PDS there fires first: Space Cannon
        Defense). You take each planet where your ground forces are left (its card exhausted). In space:{' '}
        {space.infantry} infantry, {space.mechs} mech
        {space.mechs === 1 ? '' : 's'}
        {space.fighters !== undefined &&
          `, ${space.fighters} fighter${space.fighters === 1 ? '' : 's'} (committed as ground forces with your flagship; those left go back to space after the ground combat)`}
        .
      </p>
      <ul className="plain invade-planets">
        {planets.map((p) => (
          <PlanetRow
            key={p.id}
            view={view}
            seat={seat}
            planet={p}
            choice={choice}
            maxInfantry={space.infantry - used.infantry + (choice.landings[p.id]?.infantry ?? 0)}
            maxMechs={space.mechs - used.mechs + (choice.landings[p.id]?.mechs ?? 0)}
            maxFighters={
              space.fighters === undefined
                ? null
                : space.fighters - (used.fighters ?? 0) + (choice.landings[p.id]?.fighters ?? 0)
            }
            onChange={(part, n) => set(p.id, part, n)}
          />
        ))}
      </ul>
      {canBombard && targets.length > 0 && (
        <label className="inline-field">
          Bombard first with {unitsText(bombarders)}{' '}
          <select
            data-testid="invade-bombard"
            value={choice.bombard ?? ''}
            onChange={(e) => setChoice({ ...choice, bombard: e.target.value || null })}
          >
            <option value="">no bombardment</option>
            {targets.map((p) => (
              <option key={p.id} value={p.id} disabled={p.shielded}>
                {p.name}
                {p.shielded ? ' (Planetary Shield)' : ''}
              </option>
            ))}
          </select>
        </label>
      )}
      <button
        type="button"
        data-testid="invade-submit"
        disabled={intent === null}
        onClick={() => intent && send(intent)}
      >
        Invade
      </button>
    </section>
  );
}

function PlanetRow(props: {
  readonly view: GameView;
  readonly seat: number;
  readonly planet: LandingPlanet;
  readonly choice: InvadeChoice;
  readonly maxInfantry: number;
  readonly maxMechs: number;
  /** Null: fighters may not be committed here. */
  readonly maxFighters: number | null;
  readonly onChange: (part: Part, n: number) => void;
}) {
  const { view, seat, planet: p, choice } = props;
  const landing = choice.landings[p.id] ?? { infantry: 0, mechs: 0 };
  const odds = oddsFor(view, seat, p.id, choice);
  const holder =
    p.defender !== null
      ? `${playerName(view, p.defender)} defends with ${unitsText(p.defenders)}`
      : p.controller === seat
        ? 'yours'
        : p.controller !== null
          ? `${playerName(view, p.controller)}’s, undefended`
          : 'uncontrolled';
  return (
    <li data-testid={`invade-planet-${p.id}`}>
      <strong>{planetName(p.id)}</strong> <span className="hint">({holder})</span>
      <div className="row">
        <Stepper
          label="infantry"
          value={landing.infantry}
          max={Math.max(0, props.maxInfantry)}
          onChange={(n) => props.onChange('infantry', n)}
          testid={`invade-infantry-${p.id}`}
        />
        <Stepper
          label="mechs"
          value={landing.mechs}
          max={Math.max(0, props.maxMechs)}
          onChange={(n) => props.onChange('mechs', n)}
          testid={`invade-mechs-${p.id}`}
        />
        {props.maxFighters !== null && (
          <Stepper
            label="fighters"
            value={landing.fighters ?? 0}
            max={Math.max(0, props.maxFighters)}
            onChange={(n) => props.onChange('fighters', n)}
            testid={`invade-fighters-${p.id}`}
          />
        )}
      </div>
      {odds && (
        <p className="small-text" data-testid={`invade-odds-${p.id}`}>
          Exact odds: you take it {percent(odds.attackerWins)}, {playerName(view, p.defender ?? 0)} holds{' '}
          {percent(odds.defenderWins)}, both wiped out {percent(odds.draw)}.
        </p>
      )}
      {!odds && landing.infantry + landing.mechs + (landing.fighters ?? 0) > 0 && (
        <p className="small-text" data-testid={`invade-odds-${p.id}`}>
          No ground forces defend it: you take it.
        </p>
      )}
    </li>
  );
}
