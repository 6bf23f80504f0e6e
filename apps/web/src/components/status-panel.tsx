// The status phase (LRR 81): the scoring turn (score-dialog.tsx; the others see the objectives),
// then arranging command tokens with +/−, and who the table is still waiting for.

import { useState } from 'react';
import {
  noteName,
  type BioplasmosisMove,
  tokensForm,
  type CommandPools,
  type GameView,
} from '@initiative/rules';
import { PoolsInput } from '../cards/pickers.tsx';
import { UnitMoves } from './unit-moves.tsx';
import { send } from '../connection.ts';
import { useClient } from '../use-client.ts';
import { isHostHere, sendAsHost } from './table-edits-host.ts';
import { playerName } from '../format/players.ts';
import './turns.css';
import { HostStopWaiting } from './host-stop-waiting.tsx';
import { ObjectivesPanel } from './objectives-panel.tsx';
import { ScoreDialog } from './score-dialog.tsx';

function TokenDialog({ view, seat, gain }: { view: GameView; seat: number; gain: number }) {
  const current = view.players[seat]?.pools ?? { tactic: 0, fleet: 0, strategy: 0 };
  const [pools, setPools] = useState<CommandPools>(current);
  // Moves abilities offer with the tokens (Bioplasmosis), by the intent's field they fill.
  const forms = tokensForm(view, seat);
  const [moves, setMoves] = useState<Readonly<Record<string, BioplasmosisMove[]>>>({});
  const total = current.tactic + current.fleet + current.strategy + gain;
  const placed = pools.tactic + pools.fleet + pools.strategy;
  return (
    <div className="token-dialog" role="dialog" aria-label="Command tokens" data-testid="token-dialog">
      <p>
        You gain {gain} command token{gain === 1 ? '' : 's'}. Arrange all {total} tokens on your command
        sheet.
      </p>
      <PoolsInput pools={pools} total={total} onChange={setPools} testid="redistribute" />
      <p className={placed === total ? 'hint' : 'error'} data-testid="redistribute-left">
        {placed === total
          ? 'All tokens placed.'
          : placed < total
            ? `Place ${total - placed} more.`
            : `Remove ${placed - total}.`}
      </p>
      {forms.map((form) => (
        <UnitMoves
          key={form.id}
          view={view}
          seat={seat}
          form={form}
          moves={moves[form.key] ?? []}
          onChange={(next) => setMoves({ ...moves, [form.key]: next })}
        />
      ))}
      <button
        type="button"
        data-testid="redistribute-submit"
        disabled={placed !== total}
        onClick={() =>
          send({
            type: 'redistribute-tokens',
            pools,
            ...Object.fromEntries(Object.entries(moves).filter(([, m]) => m.length > 0)),
          })
        }
      >
        Confirm command tokens
      </button>
    </div>
  );
}

export function StatusPanel() {
  const view = useClient((s) => s.view);
  const you = useClient((s) => s.you);
  if (!view || view.phase !== 'status' || !view.status) return null;
  const status = view.status;
  const seat = you?.kind === 'seat' ? you.seat : null;
  // Mitosis (Arborec) comes first: nobody scores until it is placed.
  const placing = (status.mitosis ?? []).length > 0;
  const scorer = status.step === 'score' && !placing ? (status.order[status.index] ?? null) : null;
  const undecided = Object.keys(status.gains).map(Number);
  const myGain = seat === null ? undefined : status.gains[String(seat)];
  const canArrange = view.legal.some((i) => i.type === 'redistribute-tokens');
  return (
    <section className="card status-panel" aria-label="Status phase" data-testid="status-panel">
      <h2>Status phase</h2>
      {status.step === 'score' ? (
        <>
          <ol className="plain scoring-order" data-testid="scoring-order">
            {status.order.map((s, i) => (
              <li key={s} className={i < status.index ? 'done' : s === scorer ? 'current' : ''}>
                {playerName(view, s)}
                {i < status.index ? ' — done' : s === scorer ? ' — scoring' : ''}
              </li>
            ))}
          </ol>
          {seat !== null && scorer === seat && view.legal.some((i) => i.type === 'score-objectives') ? (
            <ScoreDialog key={view.round} view={view} seat={seat} />
          ) : (
            // Everyone else follows the scoring with the objectives in view, who scored what.
            <ObjectivesPanel />
          )}
        </>
      ) : (
        <>
          {seat !== null && myGain !== undefined && canArrange && (
            <TokenDialog key={view.round} view={view} seat={seat} gain={myGain} />
          )}
          <p data-testid="status-waiting">
            {undecided.length > 0
              ? `Still arranging their command tokens: ${undecided.map((s) => playerName(view, s)).join(', ')}.`
              : 'Everyone has arranged their command tokens.'}
          </p>
        </>
      )}
      <OracleParts view={view} />
      {isHostHere() && (
        <HostStopWaiting
          testId="status-skip"
          consequence="A player still scoring scores nothing; the others keep their pools as they are."
          onConfirm={() => sendAsHost({ type: 'skip-undecided' })}
        />
      )}
    </section>
  );
}

/** The Oracle (Naalu hero, rules notes/oracle.ts): the Naalu's button; the note each other player gives. */
function OracleParts({ view }: { view: GameView }) {
  const use = view.legal.some((i) => i.type === 'the-oracle');
  const gives = view.legal.filter((i) => i.type === 'give-oracle-note');
  const oracle = view.status?.oracle;
  return (
    <>
      {use && (
        <div className="window-card" data-testid="oracle-use">
          <p className="hint">
            The Oracle (your hero, then purged): at the end of the status phase every other player gives you a
            promissory note of their choice.
          </p>
          <button
            type="button"
            className="small"
            data-testid="oracle-submit"
            onClick={() => send({ type: 'the-oracle' })}
          >
            Use The Oracle
          </button>
        </div>
      )}
      {oracle && gives.length > 0 && (
        <OracleGive
          view={view}
          keys={gives.flatMap((i) => (i.type === 'give-oracle-note' ? [i.note] : []))}
          to={oracle.seat}
        />
      )}
      {oracle && oracle.owed.length > 0 && (
        <p className="hint" data-testid="oracle-owed">
          The Oracle: {oracle.owed.map((s) => playerName(view, s)).join(', ')} still to give{' '}
          {playerName(view, oracle.seat)} a note.
        </p>
      )}
    </>
  );
}

function OracleGive({ view, keys, to }: { view: GameView; keys: readonly string[]; to: number }) {
  const [note, setNote] = useState(keys[0] ?? '');
  return (
    <div className="window-card" data-testid="oracle-give">
      <label>
        The Oracle: the note you give {playerName(view, to)}{' '}
        <select value={note} onChange={(e) => setNote(e.target.value)} data-testid="oracle-note">
          {keys.map((k) => (
            <option key={k} value={k}>
              {noteName(view, k)}
            </option>
          ))}
        </select>
      </label>{' '}
      <button
        type="button"
        className="small"
        data-testid="oracle-give-submit"
        onClick={() => send({ type: 'give-oracle-note', note })}
      >
        Give it
      </button>
    </div>
  );
}
