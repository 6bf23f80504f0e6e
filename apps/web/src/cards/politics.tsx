// Politics (LRR 66): step 1 chooses the new speaker (and draws two action
// cards); step 2 places the agenda cards only this player can see, each on
// top or at the bottom, in any order.

import { useState } from 'react';
import { AGENDAS_BY_ID, type GameView } from '@initiative/rules';
import type { CardFormProps } from './types.ts';
import { Totals } from './pickers.tsx';
import { CardChip } from '../components/card-tip.tsx';
import { agendaTip } from '../format/cards.ts';

function agendaName(id: string): string {
  return AGENDAS_BY_ID.get(id)?.name ?? id;
}

function SpeakerStep({ view, seat, submit }: CardFormProps) {
  const candidates = view.players.filter((p) => p.seat !== view.speaker);
  // The speaker token cannot be handed back: a choice counts only once it is confirmed (SPEC 2.9).
  const [chosen, setChosen] = useState<number | null>(null);
  const name = chosen === null ? null : view.players[chosen]?.name;
  return (
    <div className="card-form politics-form" data-testid="politics-speaker">
      <h3>Choose the new speaker (not {view.players[view.speaker]?.name}, who has the token)</h3>
      <div className="speaker-choices">
        {candidates.map((p) => (
          <button
            key={p.seat}
            type="button"
            aria-pressed={chosen === p.seat}
            className={`pick ${chosen === p.seat ? 'on' : ''}`}
            data-testid={`politics-speaker-${p.seat}`}
            onClick={() => setChosen(p.seat)}
          >
            {p.name}
            {p.seat === seat ? ' (you)' : ''}
          </button>
        ))}
      </div>
      <p className="hint">You then draw two action cards and look at the top two agenda cards.</p>
      {chosen !== null && (
        <button
          type="button"
          data-testid="politics-speaker-confirm"
          onClick={() => submit({ speaker: chosen })}
        >
          Make {name} the speaker
        </button>
      )}
    </div>
  );
}

type Place = 'top' | 'bottom';

function AgendaStep({ submit, looked }: CardFormProps & { looked: readonly string[] }) {
  // Deck order, top first; each card is on top or at the bottom.
  const [order, setOrder] = useState<string[]>([...looked]);
  const [where, setWhere] = useState<Record<string, Place>>(() =>
    Object.fromEntries(looked.map((id) => [id, 'top' as Place])),
  );
  const top = order.filter((id) => where[id] === 'top');
  const bottom = order.filter((id) => where[id] === 'bottom');
  const move = (id: string, by: number) => {
    const i = order.indexOf(id);
    const j = i + by;
    if (i < 0 || j < 0 || j >= order.length) return;
    const next = [...order];
    next[i] = order[j] as string;
    next[j] = id;
    setOrder(next);
  };
  return (
    <div className="card-form politics-form" data-testid="politics-agendas">
      <h3>The top of the agenda deck — only you can see these</h3>
      <ol className="plain agenda-order">
        {order.map((id, i) => (
          <li key={id} data-testid={`politics-agenda-${i}`}>
            <CardChip tip={agendaTip(id)}>
              <strong className="agenda-name">{agendaName(id)}</strong>
            </CardChip>{' '}
            <label className="inline">
              <input
                type="radio"
                name={`place-${id}`}
                checked={where[id] === 'top'}
                onChange={() => setWhere({ ...where, [id]: 'top' })}
                data-testid={`politics-top-${i}`}
              />{' '}
              top
            </label>{' '}
            <label className="inline">
              <input
                type="radio"
                name={`place-${id}`}
                checked={where[id] === 'bottom'}
                onChange={() => setWhere({ ...where, [id]: 'bottom' })}
                data-testid={`politics-bottom-${i}`}
              />{' '}
              bottom
            </label>{' '}
            <button
              type="button"
              className="small"
              aria-label="Move up"
              disabled={i === 0}
              onClick={() => move(id, -1)}
            >
              ↑
            </button>
            <button
              type="button"
              className="small"
              aria-label="Move down"
              disabled={i === order.length - 1}
              onClick={() => move(id, 1)}
            >
              ↓
            </button>
          </li>
        ))}
      </ol>
      <Totals testid="politics-result">
        {top.length > 0 ? `Top of the deck: ${top.map(agendaName).join(', then ')}. ` : ''}
        {bottom.length > 0 ? `Bottom of the deck: ${bottom.map(agendaName).join(', then ')} (last).` : ''}
      </Totals>
      <button type="button" data-testid="politics-submit" onClick={() => submit({ top, bottom })}>
        Put them back
      </button>
    </div>
  );
}

export function PoliticsPrimary(props: CardFormProps) {
  const looked = props.view.strategic?.data['looked'];
  if (Array.isArray(looked)) {
    const ids = looked.filter((x): x is string => typeof x === 'string');
    return <AgendaStep {...props} looked={ids} key={ids.join(',')} />;
  }
  return <SpeakerStep {...props} />;
}

/** What everyone else sees: that the Politics player is looking, never which cards. */
export function PoliticsStatus({ view }: { view: GameView }) {
  const looking = view.strategic?.data['looking'];
  if (typeof looking !== 'number' || !view.strategic) return null;
  return (
    <p className="hint" data-testid="politics-status">
      {view.players[view.strategic.active]?.name} is secretly looking at the top {looking} agenda card
      {looking === 1 ? '' : 's'}.
    </p>
  );
}
