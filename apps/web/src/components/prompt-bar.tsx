import { useClient } from '../use-client.ts';

export function PromptBar() {
  const waiting = useClient((s) => s.view?.waiting);
  const mine = useClient(
    (s) => s.you?.kind === 'seat' && (s.view?.waiting.seats.includes(s.you.seat) ?? false),
  );
  if (!waiting) return null;
  return (
    <div className={`prompt-bar ${mine ? 'mine' : ''}`} data-testid="prompt" role="status" aria-live="polite">
      {mine ? <strong>Your move. </strong> : null}
      {waiting.text}
    </div>
  );
}
