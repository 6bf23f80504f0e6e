import { OBJECTIVES_BY_ID } from '@initiative/rules';
import { useClient } from '../use-client.ts';
import './info.css';

export function ObjectivesPanel() {
  const objectives = useClient((s) => s.view?.objectives);
  const players = useClient((s) => s.view?.players);
  const target = useClient((s) => s.view?.victoryTarget);
  if (!objectives || !players) return null;
  return (
    <section className="card objectives" aria-label="Public objectives">
      <h2>Public objectives · {target} VP to win</h2>
      {objectives.revealed.length === 0 && <p className="hint">No public objective is revealed yet.</p>}
      <ul className="plain">
        {objectives.revealed.map((id) => {
          const o = OBJECTIVES_BY_ID.get(id);
          const scorers = objectives.scored[id] ?? [];
          return (
            <li key={id} className={`objective stage-${o?.stage ?? 1}`} data-testid={`objective-${id}`}>
              <strong>{o?.name ?? id}</strong>{' '}
              <span className="badge">
                Stage {o?.stage === 2 ? 'II' : 'I'} · {o?.points ?? 1} VP
              </span>
              <div className="condition">
                <span className="visually-hidden">Condition: </span>
                {o?.description}
              </div>
              <div className="scorers small-text">
                {scorers.length > 0 ? (
                  <>
                    Scored by{' '}
                    {scorers.map((s) => (
                      <span key={s} className="scorer">
                        <span className={`chip color-${players[s]?.color ?? 'none'}`} /> {players[s]?.name}
                      </span>
                    ))}
                  </>
                ) : (
                  <span className="hint">Not scored yet</span>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
