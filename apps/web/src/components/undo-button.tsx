// Taking back one's own last move (undo.ts in the rules): shown to the player who made it, while nobody
// has acted since and it revealed nothing hidden. The server decides; the button only asks.

import { moveWords } from '@initiative/rules';
import { send } from '../connection.ts';
import { useClient } from '../use-client.ts';
import { undoLabel } from '../format/undo.ts';

export function UndoButton() {
  const undo = useClient((s) => s.view?.undo ?? null);
  const seat = useClient((s) => (s.you?.kind === 'seat' ? s.you.seat : null));
  const held = useClient((s) => (s.summary?.paused || s.summary?.archived) ?? false);
  if (!undo || undo.seat !== seat || held) return null;
  const label = undoLabel(moveWords(undo.type));
  // A phone's prompt bar has room for one word; the rest stays in the button's name for screen readers.
  return (
    <button
      type="button"
      className="small undo-button"
      data-testid="undo"
      title={`${label}: nobody has acted since, and it revealed nothing, so the table goes back to just before it.`}
      onClick={() => send({ type: 'undo' })}
    >
      ↶ <span className="wide-only">{label}</span>
      <span className="phone-only">
        Undo<span className="visually-hidden">: {label}</span>
      </span>
    </button>
  );
}
