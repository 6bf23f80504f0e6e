import { OBJECTIVES_BY_ID } from '@initiative/rules';
import { send } from '../connection.ts';
import { useClient } from '../use-client.ts';

const NONE: readonly string[] = [];

/** Setup: choose which of the two dealt secret objectives to keep. Only the owner ever sees them. */
export function SecretChoice() {
  const offer = useClient((s) => {
    const you = s.you;
    return you?.kind === 'seat' ? (s.view?.players[you.seat]?.secretOffer ?? NONE) : NONE;
  });
  if (offer.length === 0) return null;
  return (
    <section className="card secret-choice" aria-label="Choose a secret objective">
      <h2>Keep one secret objective</h2>
      <p className="hint">Only you can see these. The other goes back into the deck.</p>
      <div className="choices">
        {offer.map((id) => {
          const o = OBJECTIVES_BY_ID.get(id);
          return (
            <button
              type="button"
              key={id}
              className="choice"
              data-testid={`keep-${id}`}
              onClick={() => send({ type: 'keep-secret-objective', objective: id })}
            >
              <strong>{o?.name ?? id}</strong>
              <span>{o?.description}</span>
              <span className="verb">Keep</span>
            </button>
          );
        })}
      </div>
    </section>
  );
}
