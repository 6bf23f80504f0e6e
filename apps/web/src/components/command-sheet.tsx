import { NotesOnSheet } from './promissory-notes.tsx';
import { useState } from 'react';
import {
  commodityValue,
  reinforcementTokens,
  explorationCardOf,
  planetValues,
  EXPLORATION_CARDS_BY_ID,
  FACTIONS_BY_ID,
  OBJECTIVES_BY_ID,
  PLANETS_BY_ID,
  STATIONS_BY_ID,
  TECHNOLOGIES_BY_ID,
  plural,
  unitCount,
  type UnitType,
  type GameView,
  type PlayerView,
} from '@initiative/rules';
import { useClient } from '../use-client.ts';
import { TechnologyChip } from './info-tip.tsx';
import { CardChip } from './card-tip.tsx';
import { actionCardTip } from '../format/cards.ts';
import { StationActions } from './station-actions.tsx';
import './info.css';

/**
 * The player's side panel: command sheet, economy, planets, technologies and hand. It reads only the
 * parts of the view it shows (players, planets, stations, a reinforcement count), so an update that
 * changes none of them does not render it.
 */
export function CommandSheet() {
  const players = useClient((s) => s.view?.players);
  const you = useClient((s) => s.you);
  const [seat, setSeat] = useState<number | null>(null);
  if (!players) return null;
  const shown = seat ?? (you?.kind === 'seat' ? you.seat : 0);
  const p = players[shown];
  if (!p) return null;
  return (
    <section className="card command-sheet" aria-label="Command sheet" data-testid="command-sheet">
      <div className="details-head">
        <h2>Command sheet</h2>
        <select
          aria-label="Show the sheet of"
          value={shown}
          onChange={(e) => setSeat(Number(e.target.value))}
        >
          {players.map((x) => (
            <option key={x.seat} value={x.seat}>
              {x.name}
            </option>
          ))}
        </select>
      </div>
      <Sheet players={players} p={p} />
    </section>
  );
}

const NO_PLANETS: GameView['galaxy']['planets'] = {};
const NO_STATIONS: GameView['galaxy']['stations'] = {};

function Sheet({ players, p }: { players: GameView['players']; p: PlayerView }) {
  const allPlanets = useClient((s) => s.view?.galaxy.planets ?? NO_PLANETS);
  const allStations = useClient((s) => s.view?.galaxy.stations ?? NO_STATIONS);
  const reinforcements = useClient((s) => (s.view ? reinforcementTokens(s.view, p.seat) : 0));
  const faction = FACTIONS_BY_ID.get(p.faction);
  const planets = Object.entries(allPlanets).filter(([, st]) => st.controller === p.seat);
  const stations = Object.entries(allStations).filter(([, st]) => st.controller === p.seat);
  // Values with attachments (exploration, LRR 35).
  const valuesOf = (id: string, attachments: readonly string[]) => {
    const data = PLANETS_BY_ID.get(id);
    return data ? planetValues(data, attachments) : null;
  };
  const ready = planets.filter(([, st]) => !st.exhausted).map(([id, st]) => valuesOf(id, st.attachments));
  const totalR = ready.reduce((a, x) => a + (x?.resources ?? 0), 0);
  const totalI = ready.reduce((a, x) => a + (x?.influence ?? 0), 0);
  const commodities = commodityValue({ players, galaxy: { stations: allStations } }, p.seat);
  return (
    <div>
      <p className="faction">
        <span className={`chip color-${p.color}`} /> {p.name} — {faction?.name ?? p.faction}
      </p>
      <div className="pools" data-testid={`pools-${p.seat}`}>
        <div>
          <strong>{p.pools.tactic}</strong>
          <span>tactic</span>
        </div>
        <div>
          <strong>{p.pools.fleet + (p.captured?.length ?? 0)}</strong>
          <span>fleet</span>
          {p.captured && p.captured.length > 0 && (
            <small data-testid={`captured-${p.seat}`}>
              {p.captured.map((s) => players[s]?.name ?? `Seat ${s + 1}`).join(', ')}’s (Edict)
            </small>
          )}
        </div>
        <div>
          <strong>{p.pools.strategy}</strong>
          <span>strategy</span>
        </div>
        <div>
          <strong>{reinforcements}</strong>
          <span>reinforcements</span>
        </div>
      </div>
      <p className="stats">
        <span>{plural(p.victoryPoints, 'victory point')}</span>
        <span>{plural(p.tradeGoods, 'trade good')}</span>
        <span>
          {p.commodities}/{commodities} {commodities === 1 ? 'commodity' : 'commodities'}
        </span>
      </p>
      <h3>
        Planets — ready {plural(totalR, 'resource')} / {totalI} influence
      </h3>
      <ul className="plain planets-list">
        {planets.map(([id, st]) => {
          const data = PLANETS_BY_ID.get(id);
          const v = valuesOf(id, st.attachments);
          return (
            <li key={id} className={st.exhausted ? 'exhausted' : 'ready'}>
              {data?.name ?? id} {v?.resources}/{v?.influence}
              {v?.specialties.length ? ` · ${v.specialties.join(', ')}` : ''}
              {st.attachments.length > 0
                ? ` · ${st.attachments.map((a) => EXPLORATION_CARDS_BY_ID.get(a)?.name ?? a).join(', ')}`
                : ''}{' '}
              {st.exhausted ? '(exhausted)' : ''}
            </li>
          );
        })}
        {stations.map(([id, st]) => (
          <li key={id} className={st.exhausted ? 'exhausted' : 'ready'}>
            {STATIONS_BY_ID.get(id)?.name ?? id} (station) {st.exhausted ? '(exhausted)' : ''}
          </li>
        ))}
      </ul>
      {p.actionCards && <StationActions seat={p.seat} />}
      <h3>Technologies</h3>
      <ul className="plain techs" data-testid={`techs-${p.seat}`}>
        {p.technologies.map((id) => (
          <TechnologyChip key={id} id={id} exhausted={p.exhaustedCards?.includes(id) ?? false} />
        ))}
      </ul>
      {p.valefar && (
        <p className="hint" data-testid={`valefar-${p.seat}`}>
          {(['x', 'y'] as const)
            .filter((t) => p.valefar?.[t])
            .map((t) => {
              const id = p.valefar?.[t] ?? '';
              return `Valefar Assimilator ${t.toUpperCase()} copies ${TECHNOLOGIES_BY_ID.get(id)?.name ?? id}`;
            })
            .join('; ')}
          .
        </p>
      )}
      {p.capturedUnits && (
        <p className="hint" data-testid={`captured-units-${p.seat}`}>
          Captured:{' '}
          {Object.entries(p.capturedUnits)
            .map(([from, units]) => {
              const list = (Object.entries(units) as [UnitType, number][])
                .map(([unit, n]) => unitCount(unit, n))
                .join(', ');
              return `${list} of ${players[Number(from)]?.name ?? `Seat ${Number(from) + 1}`}’s`;
            })
            .join('; ')}
          .
        </p>
      )}
      <RelicFragments p={p} />
      <h3>Hand</h3>
      {p.actionCards ? (
        <ul className="plain hand" data-testid="own-hand">
          {p.actionCards.map((c) => (
            <CardChip key={c} as="li" tip={actionCardTip(c)} testid={`hand-card-${c}`} />
          ))}
          {p.actionCards.length === 0 && <li className="hint">No action cards.</li>}
        </ul>
      ) : (
        <p>{plural(p.actionCardCount, 'action card')} (hidden)</p>
      )}
      <NotesOnSheet players={players} p={p} />
      <h3>Secret objectives</h3>
      {p.unscoredSecrets ? (
        <ul className="plain secret-list" data-testid="own-secrets">
          {p.unscoredSecrets.map((id) => (
            <SecretLine key={id} id={id} />
          ))}
          {p.unscoredSecrets.length === 0 && <li className="hint">No unscored secret objectives.</li>}
        </ul>
      ) : (
        <p>{p.secretObjectiveCount - p.scoredSecrets.length} unscored (hidden)</p>
      )}
      {p.scoredSecrets.length > 0 && (
        <>
          <h4 className="sub-heading">Scored</h4>
          <ul className="plain secret-list">
            {p.scoredSecrets.map((id) => (
              <SecretLine key={id} id={id} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** A secret objective with its condition and when it is scored. */
function SecretLine({ id }: { id: string }) {
  const o = OBJECTIVES_BY_ID.get(id);
  const when =
    o?.phase === 'action' ? 'action phase' : o?.phase === 'agenda' ? 'agenda phase' : 'status phase';
  return (
    <li className="secret-line">
      <strong>{o?.name ?? id}</strong> <span className="badge">{o?.points ?? 1} VP</span>{' '}
      <span className="hint">· scored in the {when}</span>
      <div className="condition">{o?.description}</div>
    </li>
  );
}

/** Relic fragments kept from exploration (public), counted by kind; three of a kind make a relic. */
function RelicFragments({ p }: { p: PlayerView }) {
  if (!p.relicFragments?.length) return null;
  const counts = new Map<string, number>();
  for (const id of p.relicFragments) {
    const name = explorationCardOf(id)?.name ?? id;
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return (
    <p className="hint" data-testid={`relic-fragments-${p.seat}`}>
      Relic fragments: {[...counts].map(([name, n]) => `${n} × ${name}`).join(', ')} (purge three of a kind
      for a relic with a table edit).
    </p>
  );
}
