// Choices a player owes at once (the engine refuses anything else from them
// until they make it): discarding action cards down after a draw (hand limit
// 7, Yssaril's extra card) and returning a secret objective over three.

import { useState } from 'react';
import { ACTION_CARDS_BY_ID, OBJECTIVES_BY_ID, actionCardIdOf } from '@initiative/rules';
import { send } from '../connection.ts';
import { useClient } from '../use-client.ts';

function cardName(instance: string): string {
  return ACTION_CARDS_BY_ID.get(actionCardIdOf(instance))?.name ?? instance;
}

function DiscardDialog({ hand, owed }: { hand: readonly string[]; owed: number }) {
  const [chosen, setChosen] = useState<string[]>([]);
  const flip = (id: string) =>
    setChosen(chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id]);
  const left = owed - chosen.length;
  return (
    <section
      className="card owed-dialog"
      role="dialog"
      aria-label="Discard action cards"
      data-testid="discard-dialog"
    >
      <h2>
        Discard {owed} action card{owed === 1 ? '' : 's'}
      </h2>
      <p className="hint">
        You must discard before you do anything else (hand limit 7; the Yssaril discard one of every extra
        draw).
      </p>
      <ul className="plain place-picker">
        {hand.map((id) => (
          <li key={id}>
            <button
              type="button"
              className={`pick ${chosen.includes(id) ? 'on' : ''}`}
              aria-pressed={chosen.includes(id)}
              data-testid={`discard-${id}`}
              onClick={() => flip(id)}
            >
              {cardName(id)}
            </button>
          </li>
        ))}
      </ul>
      <p className={left === 0 ? 'hint' : 'error'} data-testid="discard-count">
        {left === 0
          ? `Discarding ${chosen.map(cardName).join(', ')}.`
          : left > 0
            ? `Choose ${left} more.`
            : `Choose only ${owed}: unselect ${-left}.`}
      </p>
      <button
        type="button"
        data-testid="discard-submit"
        disabled={left !== 0}
        onClick={() => send({ type: 'discard-action-cards', cards: chosen })}
      >
        Discard
      </button>
    </section>
  );
}

function ReturnSecretDialog({ unscored, held }: { unscored: readonly string[]; held: number }) {
  return (
    <section
      className="card owed-dialog"
      role="dialog"
      aria-label="Return a secret objective"
      data-testid="return-secret-dialog"
    >
      <h2>Return a secret objective</h2>
      <p className="hint">
        You hold {held} secret objectives (scored ones count); the most is 3. Choose an unscored one to put
        back: the deck is then shuffled.
      </p>
      <div className="choices">
        {unscored.map((id) => (
          <button
            type="button"
            key={id}
            className="choice"
            data-testid={`return-${id}`}
            onClick={() => send({ type: 'return-secret-objective', objective: id })}
          >
            <strong>{OBJECTIVES_BY_ID.get(id)?.name ?? id}</strong>
            <span>{OBJECTIVES_BY_ID.get(id)?.description}</span>
            <span className="verb">Return</span>
          </button>
        ))}
      </div>
    </section>
  );
}

export function OwedDialogs() {
  const view = useClient((s) => s.view);
  const you = useClient((s) => s.you);
  if (!view || you?.kind !== 'seat') return null;
  const me = view.players[you.seat];
  if (!me) return null;
  const owed = view.pendingDiscards[String(you.seat)] ?? 0;
  const mustReturn = view.legal.some((i) => i.type === 'return-secret-objective');
  return (
    <>
      {owed > 0 && me.actionCards && (
        <DiscardDialog key={me.actionCards.join(',')} hand={me.actionCards} owed={owed} />
      )}
      {mustReturn && me.unscoredSecrets && (
        <ReturnSecretDialog unscored={me.unscoredSecrets} held={me.secretObjectiveCount} />
      )}
    </>
  );
}
