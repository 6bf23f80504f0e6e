import { useClient } from '../use-client.ts';
import { UndoButton } from './undo-button.tsx';

export function PromptBar() {
  const waiting = useClient((s) => s.view?.waiting);
  const mine = useClient(
    (s) => s.you?.kind === 'seat' && (s.view?.waiting.seats.includes(s.you.seat) ?? false),
  );
  const archived = useClient((s) => s.summary?.archived ?? false);
  const paused = useClient((s) => s.summary?.paused ?? false);
  if (!waiting) return null;
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
        {waiting.text}
      </span>
      <UndoButton />
    </div>
  );
}
