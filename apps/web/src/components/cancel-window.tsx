// An action card played and held for Instinct Training (abilities/instinct-training.ts in the rules):
// everyone sees which card waits and for whom; the player who owns the technology cancels it or lets
// it resolve. The game waits for nothing else meanwhile.

import { ACTION_CARDS_BY_ID, type GameView } from '@initiative/rules';
import { send } from '../connection.ts';
import { useClient } from '../use-client.ts';

const nameOf = (view: GameView, seat: number) => view.players[seat]?.name ?? `Seat ${seat + 1}`;

export function CancelWindowPanel() {
  const view = useClient((s) => s.view);
  const w = view?.cancelWindow;
  if (!view || !w) return null;
  const card = ACTION_CARDS_BY_ID.get(w.card)?.name ?? w.card;
  const mine = view.legal.some((i) => i.type === 'instinct-training');
  const tokens = view.viewer.kind === 'seat' ? (view.players[view.viewer.seat]?.pools.strategy ?? 0) : 0;
  return (
    <section className="card cancel-window" aria-label="An action card waits" data-testid="cancel-window">
      <h2>
        {nameOf(view, w.seat)} plays {card}
      </h2>
      {mine ? (
        <>
          <p>
            Cancel it with Instinct Training? The technology is exhausted and a token leaves your strategy
            pool ({tokens} there now); the card is discarded without effect.
          </p>
          <button
            type="button"
            data-testid="instinct-cancel"
            onClick={() => send({ type: 'instinct-training', cancel: true })}
          >
            Cancel {card}
          </button>{' '}
          <button
            type="button"
            className="secondary-button"
            data-testid="instinct-let-go"
            onClick={() => send({ type: 'instinct-training', cancel: false })}
          >
            Let it resolve
          </button>
        </>
      ) : (
        <p>
          Waiting for {w.waiting.map((s) => nameOf(view, s)).join(' and ')} to decide whether to cancel it
          with Instinct Training.
        </p>
      )}
    </section>
  );
}
