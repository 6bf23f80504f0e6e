import { OBJECTIVES_BY_ID } from '@initiative/rules';
import { useClient } from '../use-client.ts';

export function ObjectivesPanel() {
  const objectives = useClient((s) => s.view?.objectives);
  const players = useClient((s) => s.view?.players);
  const target = useClient((s) => s.view?.victoryTarget);
  if (!objectives || !players) return null;
  return (
    <section className="card objectives" aria-label="Public objectives">
      <h2>Public objectives · {target} VP to win</h2>
      <ul className="plain">
        {objectives.revealed.map((id) => {
          const o = OBJECTIVES_BY_ID.get(id);
          const scorers = objectives.scored[id] ?? [];
          return (
            <li key={id} className={`objective stage-${o?.stage ?? 1}`}>
              <strong>{o?.name ?? id}</strong> <span className="badge">{o?.points ?? 1} VP</span>
              <div className="hint">{o?.description}</div>
              {scorers.length > 0 && <div>Scored by {scorers.map((s) => players[s]?.name).join(', ')}</div>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
