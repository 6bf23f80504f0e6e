// The host's power to stop waiting (the rules' skip-undecided): set apart from the player's own
// moves, in the host's colours, and asked twice. A misclick must never skip the whole table.

import { useState } from 'react';
import { useClient } from '../use-client.ts';

export function HostStopWaiting({
  consequence,
  onConfirm,
  testId,
}: {
  /** What happens to those skipped, in a sentence: "Undecided players go to the vote." */
  readonly consequence: string;
  readonly onConfirm: () => void;
  readonly testId: string;
}) {
  const [asking, setAsking] = useState(false);
  const names = useClient((s) =>
    s.view ? s.view.waiting.seats.map((seat) => s.view?.players[seat]?.name ?? `Seat ${seat + 1}`) : [],
  );
  const who = names.length > 0 ? names.join(', ') : 'the undecided players';
  return (
    <aside className="host-power" aria-label="Host controls" data-testid={`${testId}-box`}>
      <span className="host-badge">Host</span>
      {asking ? (
        <span role="group" aria-label="Confirm stopping the wait">
          Stop waiting for {who}? {consequence}{' '}
          <button
            type="button"
            className="small host-confirm"
            data-testid={testId}
            onClick={() => {
              setAsking(false);
              onConfirm();
            }}
          >
            Yes, stop waiting
          </button>{' '}
          <button type="button" className="small secondary-button" onClick={() => setAsking(false)}>
            Keep waiting
          </button>
        </span>
      ) : (
        <button
          type="button"
          className="small host-ask"
          data-testid={`${testId}-ask`}
          onClick={() => setAsking(true)}
        >
          Stop waiting for {who}…
        </button>
      )}
    </aside>
  );
}
