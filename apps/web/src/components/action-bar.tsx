import { useEffect, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { send } from '../connection.ts';
import { useClient } from '../use-client.ts';

export function ActionBar() {
  const legal = useClient(useShallow((s) => s.view?.legal ?? []));
  const phase = useClient((s) => s.view?.phase);
  const tactical = useClient((s) => s.view?.tactical ?? null);
  const round = useClient((s) => s.view?.round ?? 0);
  // Passing ends the player's round: it takes a second click to count (SPEC 2.9, confirmations).
  const [confirming, setConfirming] = useState(false);
  // A new turn (or a take-back) starts without the question open.
  const turn = legal.some((i) =>
    ['pass', 'strategic-action', 'activate-system', 'component-action'].includes(i.type),
  );
  useEffect(() => {
    setConfirming(false);
  }, [turn, round]);
  // During a tactical action the tactical panel says what is left to do.
  if (phase !== 'action' || !turn || tactical) return null;
  const canPass = legal.some((i) => i.type === 'pass');
  const plays = legal.filter((i) => i.type === 'strategic-action');
  return (
    <div className="action-bar card">
      <p>
        {plays.length > 0
          ? 'Your turn: play a strategy card (in Cards), or take a tactical or component action (below). You can pass once your cards are used.'
          : 'Your turn. Your strategy cards are used: take a tactical or component action (below), or pass.'}
      </p>
      {canPass && !confirming && (
        <button type="button" data-testid="pass" onClick={() => setConfirming(true)}>
          Pass…
        </button>
      )}
      {canPass && confirming && (
        <div className="confirm" role="group" aria-label="Confirm passing" data-testid="pass-question">
          <p>
            <strong>Pass for the rest of this round?</strong> You take no more actions until the status phase;
            the others go on without you.
          </p>
          <button type="button" data-testid="pass-confirm" onClick={() => send({ type: 'pass' })}>
            Yes, pass
          </button>{' '}
          <button
            type="button"
            className="secondary-button"
            data-testid="pass-cancel"
            onClick={() => setConfirming(false)}
          >
            Keep playing
          </button>
        </div>
      )}
    </div>
  );
}
