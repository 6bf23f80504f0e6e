// Going back to an earlier move with the table's consent (rollback.ts in the rules). In the menu: the
// moves within reach, named by their log lines, and "Ask to go back". Above the table while a request
// is open: who asked, back to where, who has agreed, and the answers this viewer may give.

import { useState } from 'react';
import { runEnd, type GameView } from '@initiative/rules';
import { send } from '../connection.ts';
import { useClient } from '../use-client.ts';

const partyName = (view: GameView, p: number | 'host') =>
  p === 'host' ? 'the host' : (view.players[p]?.name ?? `Seat ${p + 1}`);

export function RollbackRequestPanel() {
  const view = useClient((s) => s.view);
  if (!view?.rollback.request) return null;
  const r = view.rollback.request;
  const can = (type: string) => view.legal.some((i) => i.type === type);
  return (
    <section className="card rollback-request" aria-label="Going back" data-testid="rollback-request">
      <h2>Going back?</h2>
      <p>
        <strong>{partyName(view, r.by)}</strong> asks to go back to before {r.label}. Every move since is
        erased; the game waits for the answers.
      </p>
      <ul className="plain">
        {r.needs.map((p) => (
          <li key={String(p)} data-testid={`rollback-need-${p}`}>
            {partyName(view, p)}: {r.approved.includes(p) ? 'agrees' : 'not answered yet'}
          </li>
        ))}
      </ul>
      {can('answer-rollback') && (
        <>
          <button
            type="button"
            data-testid="rollback-agree"
            onClick={() => send({ type: 'answer-rollback', approve: true })}
          >
            Agree: go back
          </button>{' '}
          <button
            type="button"
            className="secondary-button"
            data-testid="rollback-refuse"
            onClick={() => send({ type: 'answer-rollback', approve: false })}
          >
            Refuse
          </button>{' '}
        </>
      )}
      {can('cancel-rollback') && (
        <button
          type="button"
          className="secondary-button"
          data-testid="rollback-cancel"
          onClick={() => send({ type: 'cancel-rollback' })}
        >
          Cancel the request
        </button>
      )}
    </section>
  );
}

/** The menu's "go back to an earlier move": any move within reach, newest first, named by the log. */
export function RollbackAsk() {
  const view = useClient((s) => s.view);
  const log = useClient((s) => s.log);
  const version = useClient((s) => s.version);
  const [to, setTo] = useState<string>('');
  if (!view || view.viewer.kind === 'spectator' || view.rollback.request) return null;
  const moves: number[] = [];
  for (const run of view.rollback.reach) for (let v = runEnd(run, version); v >= run.from; v--) moves.push(v);
  moves.sort((a, b) => b - a);
  if (moves.length === 0) return null;
  const textOf = (v: number) => {
    const line = log.find((e) => e.seq === v)?.text ?? '';
    return line.length > 90 ? `${line.slice(0, 89)}…` : line;
  };
  const chosen = to === '' ? (moves[0] as number) : Number(to);
  return (
    <section aria-label="Go back to an earlier move" data-testid="rollback-ask">
      <h2>Go back to an earlier move</h2>
      <p className="hint">
        {view.rollback.byHost
          ? 'The host decides.'
          : 'Every player whose move it erases must agree; your own moves need nobody.'}{' '}
        Cards drawn again come out the same.
      </p>
      <label>
        Back to before
        <select value={String(chosen)} onChange={(e) => setTo(e.target.value)} data-testid="rollback-move">
          {moves.map((v) => (
            <option key={v} value={v}>
              move {v}: {textOf(v)}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        data-testid="rollback-ask-send"
        onClick={() => void send({ type: 'request-rollback', to: chosen - 1 })}
      >
        Ask to go back
      </button>
    </section>
  );
}
