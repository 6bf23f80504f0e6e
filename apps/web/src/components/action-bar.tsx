import { useShallow } from 'zustand/react/shallow';
import { send } from '../connection.ts';
import { useClient } from '../use-client.ts';

export function ActionBar() {
  const legal = useClient(useShallow((s) => s.view?.legal ?? []));
  const phase = useClient((s) => s.view?.phase);
  if (phase !== 'action' || legal.length === 0) return null;
  const canPass = legal.some((i) => i.type === 'pass');
  const plays = legal.filter((i) => i.type === 'strategic-action');
  return (
    <div className="action-bar card">
      <p>
        {plays.length > 0
          ? 'Your turn: play a strategy card (click it above). You can pass once your cards are used.'
          : 'Your turn. Your strategy cards are used: you may pass.'}
      </p>
      {canPass && (
        <button type="button" data-testid="pass" onClick={() => send({ type: 'pass' })}>
          Pass
        </button>
      )}
    </div>
  );
}
