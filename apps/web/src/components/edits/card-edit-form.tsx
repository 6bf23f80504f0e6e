// Table edits on technologies, strategy cards and the action deck (rules table-edit-cards.ts): a
// technology gained or lost without research, a strategy card handed over or back to the common area,
// trade goods put on or taken off a strategy card, action cards drawn into your own hand, a commander
// unlocked (or locked again).

import { useState } from 'react';
import {
  STRATEGY_CARD_IDS,
  STRATEGY_CARDS_BY_ID,
  TECHNOLOGIES,
  automatedCommanderOf,
  noteName,
  tableCardsOf,
  type GameView,
  type StrategyCardId,
  type TableEdit,
} from '@initiative/rules';
import { Stepper } from '../../cards/pickers.tsx';
import { EditSubmit, SeatSelect, WhoseSelect } from './fields.tsx';
import type { CardEditKind } from './kinds.ts';

function commanderNote(faction: string): string {
  const auto = automatedCommanderOf(faction);
  return auto
    ? `The app then applies ${auto.name}: ${auto.does}.`
    : 'The app does not resolve this commander: make its effect with table edits.';
}

/** The edits made on a chosen player's cards (their own by default). */
const WHOSE_KINDS: readonly CardEditKind[] = ['set-technology', 'set-card-exhausted', 'unlock-commander'];

const cardName = (id: StrategyCardId) => STRATEGY_CARDS_BY_ID.get(id)?.name ?? id;

export function CardEditForm({ view, seat, kind }: { view: GameView; seat: number; kind: CardEditKind }) {
  const [whose, setWhose] = useState(seat);
  const [technology, setTechnology] = useState('');
  const [card, setCard] = useState<StrategyCardId>('leadership');
  const [to, setTo] = useState<number | null>(seat);
  const [delta, setDelta] = useState(1);
  const [count, setCount] = useState(1);
  const inPlay = view.players.flatMap((p) => (p.notesInPlay ?? []).map((note) => ({ note, holder: p.name })));
  const [note, setNote] = useState('');
  const forWhom = whose === seat ? {} : { seat: whose };
  const owned = view.players[whose]?.technologies ?? [];
  const exhaustedNow = view.players[whose]?.exhaustedCards ?? [];
  const agents = tableCardsOf(view, whose);
  const exhaustible = [
    ...owned,
    // Agents an ability lets the table exhaust (Jae Mir Kan).
    ...Object.keys(agents),
  ];
  let edit: TableEdit | null = null;
  let missing = '';
  switch (kind) {
    case 'set-technology':
      if (!technology) missing = 'Choose a technology.';
      else
        edit = {
          kind,
          ...forWhom,
          technology,
          owned: !owned.includes(technology),
        };
      break;
    case 'give-strategy-card':
      if (view.cards[card].holder === to) missing = 'The card is there already.';
      else edit = { kind, card, to };
      break;
    case 'adjust-card-trade-goods':
      if (delta === 0) missing = 'A change of 0 changes nothing.';
      else edit = { kind, card, delta };
      break;
    case 'draw-action-cards':
      edit = { kind, count };
      break;
    case 'give-zero-token':
      edit = { kind, to };
      break;
    case 'give-note':
      if (!note) missing = 'Choose a note from your hand.';
      else if (to === null || to === seat) missing = 'Choose another player.';
      else edit = { kind, note, to };
      break;
    case 'return-note':
      if (!note)
        missing = inPlay.length === 0 ? 'No promissory note is face up in a play area.' : 'Choose a note.';
      else edit = { kind, note };
      break;
    case 'set-card-exhausted':
      if (!technology || !exhaustible.includes(technology)) missing = 'Choose one of their technologies.';
      else
        edit = {
          kind,
          ...forWhom,
          card: technology,
          exhausted: !exhaustedNow.includes(technology),
        };
      break;
    case 'unlock-commander':
      edit = {
        kind,
        ...forWhom,
        unlocked: view.players[whose]?.commanderUnlocked !== true,
      };
      break;
  }
  return (
    <div className="edit-form" data-testid={`edit-form-${kind}`}>
      {WHOSE_KINDS.includes(kind) && (
        <WhoseSelect
          view={view}
          seat={seat}
          label="Whose"
          value={whose}
          onChange={setWhose}
          what={kind === 'unlock-commander' ? 'commander' : 'technologies'}
          testid="edit-seat"
        />
      )}
      {kind === 'set-technology' && (
        <>
          <label>
            Technology{' '}
            <select
              data-testid="edit-technology"
              value={technology}
              onChange={(e) => setTechnology(e.target.value)}
            >
              <option value="">choose…</option>
              {TECHNOLOGIES.map((t) => (
                <option key={t.id} value={t.id}>
                  {owned.includes(t.id) ? `${t.name} — owned: remove it` : t.name}
                </option>
              ))}
            </select>
          </label>
        </>
      )}
      {kind === 'set-card-exhausted' && (
        <>
          <label>
            Card{' '}
            <select
              data-testid="edit-exhaust-card"
              value={technology}
              onChange={(e) => setTechnology(e.target.value)}
            >
              <option value="">choose…</option>
              {exhaustible.map((id) => (
                <option key={id} value={id}>
                  {TECHNOLOGIES.find((t) => t.id === id)?.name ?? `${agents[id] ?? id} (agent)`}
                  {exhaustedNow.includes(id) ? ' — exhausted: ready it' : ''}
                </option>
              ))}
            </select>
          </label>
        </>
      )}
      {kind === 'unlock-commander' && (
        <>
          <p className="hint" data-testid="edit-commander-effect">
            {view.players[whose]?.commanderUnlocked
              ? 'Unlocked now: this locks it again.'
              : `Its unlock condition is met at the table: this unlocks it. ${commanderNote(view.players[whose]?.faction ?? '')}`}
          </p>
        </>
      )}
      {(kind === 'give-strategy-card' || kind === 'adjust-card-trade-goods') && (
        <label>
          Strategy card{' '}
          <select
            data-testid="edit-strategy-card"
            value={card}
            onChange={(e) => setCard(e.target.value as StrategyCardId)}
          >
            {STRATEGY_CARD_IDS.map((c) => (
              <option key={c} value={c}>
                {cardName(c)}
                {view.cards[c].holder === null ? '' : ` (${view.players[view.cards[c].holder ?? 0]?.name})`}
              </option>
            ))}
          </select>
        </label>
      )}
      {kind === 'give-strategy-card' && (
        <SeatSelect view={view} label="To" value={to} onChange={setTo} allowNone testid="edit-card-to" />
      )}
      {kind === 'give-zero-token' && (
        <>
          <SeatSelect view={view} label="To" value={to} onChange={setTo} allowNone testid="edit-zero-to" />
          <p className="hint">
            Initiative 0 for this round, before every strategy card; none: back to the Naalu. It returns to
            the Naalu when the round ends.
          </p>
        </>
      )}
      {kind === 'return-note' && (
        <>
          <label>
            Note{' '}
            <select data-testid="edit-note" value={note} onChange={(e) => setNote(e.target.value)}>
              <option value="">choose…</option>
              {inPlay.map(({ note: key, holder }) => (
                <option key={key} value={key}>
                  {noteName(view, key)}, in {holder}&apos;s play area
                </option>
              ))}
            </select>
          </label>
          <p className="hint">
            When its holder activates a system with the owner&apos;s units; Support for the Throne takes its
            victory point back.
          </p>
        </>
      )}
      {kind === 'give-note' && (
        <>
          <label>
            Note{' '}
            <select data-testid="edit-note" value={note} onChange={(e) => setNote(e.target.value)}>
              <option value="">choose…</option>
              {(view.players[seat]?.promissoryNotes ?? []).map((key) => (
                <option key={key} value={key}>
                  {noteName(view, key)}
                </option>
              ))}
            </select>
          </label>
          <SeatSelect view={view} label="To" value={to} onChange={setTo} testid="edit-note-to" />
          <p className="hint">The log says a note changed hands, not which.</p>
        </>
      )}
      {kind === 'adjust-card-trade-goods' && (
        <Stepper
          label="trade goods"
          value={delta}
          min={-10}
          max={10}
          onChange={setDelta}
          testid="edit-delta"
        />
      )}
      {kind === 'draw-action-cards' && (
        <>
          <Stepper label="cards" value={count} min={1} max={3} onChange={setCount} testid="edit-count" />
          <p className="hint">Into your own hand, from the deck; nobody else learns which.</p>
        </>
      )}
      <EditSubmit view={view} edit={edit} missing={missing} />
    </div>
  );
}
