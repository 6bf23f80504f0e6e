import { clockText, waitingText } from '@initiative/rules';
import { useClient } from '../use-client.ts';
import { seatClock, useNow } from '../clock.ts';
import { UndoButton } from './undo-button.tsx';

export function PromptBar() {
  // The sentence as a string: a turn passing to another seat with the same words renders it anew only then.
  const waiting = useClient((s) => (s.view ? waitingText(s.view) : null));
  const mine = useClient(
    (s) => s.you?.kind === 'seat' && (s.view?.waiting.seats.includes(s.you.seat) ?? false),
  );
  const archived = useClient((s) => s.summary?.archived ?? false);
  const paused = useClient((s) => s.summary?.paused ?? false);
  if (waiting === null) return null;
  // An archived or paused game takes no move, whatever the rules wait for: say so first.
  const hold = archived
    ? 'This game is archived (it ended, or no one moved for a long time): you can watch and replay it, not play it.'
    : paused
      ? 'The host has paused the game: moves wait until the host resumes it.'
      : null;
  return (
    <div className={`prompt-bar ${mine && !hold ? 'mine' : ''}`}>
      <span className="prompt-text" data-testid="prompt" role="status" aria-live="polite">
        {hold ? <strong>{hold} </strong> : mine ? <strong>Your move. </strong> : null}
        {waiting}
      </span>
      {/* Outside the live region: a ticking clock would be announced again and again. */}
      {!hold && <OverTime />}
      <UndoButton />
    </div>
  );
}

/** Past the host's per-move limit: who, and by how long (nothing is played for them). */
function OverTime() {
  const chronicle = useClient((s) => s.chronicle);
  const limit = useClient((s) => s.summary?.turnLimitMinutes ?? null);
  const players = useClient((s) => s.view?.players);
  const you = useClient((s) => (s.you?.kind === 'seat' ? s.you.seat : null));
  const now = useNow(5000);
  if (!chronicle || limit === null || !players) return null;
  const over = players
    .map((p) => ({ p, clock: seatClock(chronicle, p.seat, now, limit) }))
    .filter(({ clock }) => clock.over);
  if (over.length === 0) return null;
  return (
    <span className="over-time" data-testid="over-time">
      {' '}
      ⏱{' '}
      {over
        .map(
          ({ p, clock }) =>
            `${p.seat === you ? 'You have' : `${p.name} has`} been on this move for ${clockText(clock.move ?? 0)}`,
        )
        .join('; ')}{' '}
      (limit {clockText(limit * 60_000)}).
    </span>
  );
}
