import { useShallow } from 'zustand/react/shallow';
import { send } from '../connection.ts';
import { useClient } from '../use-client.ts';

export function ActionBar() {
  const legal = useClient(useShallow((s) => s.view?.legal ?? []));
  const phase = useClient((s) => s.view?.phase);
  const tactical = useClient((s) => s.view?.tactical ?? null);
  // During a tactical action the tactical panel says what is left to do.
  const turn = legal.some((i) =>
    ['pass', 'strategic-action', 'activate-system', 'component-action'].includes(i.type),
  );
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
      {canPass && (
        <button type="button" data-testid="pass" onClick={() => send({ type: 'pass' })}>
          Pass
        </button>
      )}
    </div>
  );
}
