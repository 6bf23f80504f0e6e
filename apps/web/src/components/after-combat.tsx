// Faction abilities used after a combat fought at the table, each offered when the engine's `legal` has it:
// - Technological Singularity (the Nekro Virus; rules abilities/singularity.ts): take a technology the
//   opponent owns, or put a Valefar Assimilator token on their faction technology and have its ability.
// - Edict (the Mahact; rules abilities/edict.ts): after a win, a token of the loser into the fleet pool.
// Salvage Operations (a production form) has its own panel, salvage-panel.tsx.

import { useState } from 'react';
import { singularityChoices, TECHNOLOGIES_BY_ID, type GameView } from '@initiative/rules';
import { send } from '../connection.ts';
import { useClient } from '../use-client.ts';
import { offersOf } from '../offers.ts';
import { SeatOffers } from './agent-windows.tsx';

export function SingularityPanel() {
  const view = useClient((s) => s.view);
  const offered = offersOf(view, 'technological-singularity').length > 0;
  if (!view || !offered || view.viewer.kind !== 'seat') return null;
  return <SingularityForm view={view} seat={view.viewer.seat} />;
}

const techName = (id: string) => TECHNOLOGIES_BY_ID.get(id)?.name ?? id;

function SingularityForm({ view, seat }: { view: GameView; seat: number }) {
  const choices = singularityChoices(view, seat);
  const opponents = [...new Set(choices.map((c) => c.from))];
  const [from, setFrom] = useState<number>(opponents[0] ?? 0);
  const mine = choices.filter((c) => c.from === from);
  const technologies = [...new Set(mine.map((c) => c.technology))];
  const [picked, setPicked] = useState('');
  const technology = technologies.includes(picked) ? picked : (technologies[0] ?? '');
  const tokens = mine
    .filter((c) => c.technology === technology)
    .flatMap((c) => (c.assimilator ? [c.assimilator] : []));
  const [token, setToken] = useState<'x' | 'y'>('x');
  const assimilator = tokens.length === 0 ? undefined : tokens.includes(token) ? token : tokens[0];
  const mark = (t: 'x' | 'y') => {
    const on = view.players[seat]?.valefar?.[t];
    return on ? `${t.toUpperCase()} (now on ${techName(on)})` : t.toUpperCase();
  };
  return (
    <section
      className="card window-cards"
      aria-label="Technological Singularity"
      data-testid="singularity-panel"
    >
      <details>
        <summary>Technological Singularity: after a combat, take a technology of your opponent</summary>
        <p className="hint">
          Once per combat, after one of your opponent&apos;s units is destroyed. A faction technology is
          copied by placing a Valefar Assimilator token on it.
        </p>
        <label className="inline">
          Opponent{' '}
          <select
            value={from}
            onChange={(e) => setFrom(Number(e.target.value))}
            data-testid="singularity-from"
          >
            {opponents.map((s) => (
              <option key={s} value={s}>
                {view.players[s]?.name}
              </option>
            ))}
          </select>
        </label>{' '}
        <label className="inline">
          Technology{' '}
          <select
            value={technology}
            onChange={(e) => setPicked(e.target.value)}
            data-testid="singularity-technology"
          >
            {technologies.map((id) => (
              <option key={id} value={id}>
                {techName(id)}
                {TECHNOLOGIES_BY_ID.get(id)?.faction ? ' (faction technology)' : ''}
              </option>
            ))}
          </select>
        </label>{' '}
        {assimilator && (
          <label className="inline">
            Assimilator{' '}
            <select
              value={assimilator}
              onChange={(e) => setToken(e.target.value === 'y' ? 'y' : 'x')}
              data-testid="singularity-assimilator"
            >
              {tokens.map((t) => (
                <option key={t} value={t}>
                  {mark(t)}
                </option>
              ))}
            </select>
          </label>
        )}
        <button
          type="button"
          className="small"
          data-testid="singularity-submit"
          disabled={!technology}
          onClick={() =>
            send({
              type: 'technological-singularity',
              from,
              technology,
              ...(assimilator ? { assimilator } : {}),
            })
          }
        >
          {assimilator
            ? `Place the ${assimilator.toUpperCase()} token on ${techName(technology)}`
            : `Take ${techName(technology)}`}
        </button>
      </details>
    </section>
  );
}

export function EdictPanel() {
  const view = useClient((s) => s.view);
  const offers = offersOf(view, 'edict');
  if (!view || offers.length === 0) return null;
  return (
    <section className="card window-cards" aria-label="Edict" data-testid="edict-panel">
      <details>
        <summary>Edict: after winning a combat, a command token of the loser</summary>
        <p className="hint">
          It comes from their reinforcements into your fleet pool; one of each player&apos;s at most.
        </p>
        <SeatOffers
          view={view}
          offers={offers.map((o) => [o.from, o])}
          testid="edict"
          label={(name) => `I won against ${name}`}
        />
      </details>
    </section>
  );
}
