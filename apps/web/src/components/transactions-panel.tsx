// Transactions (LRR 94; rules in packages/rules/src/economy/transactions.ts). Offers made to this
// player, with Accept and Decline; their own offers, with Withdraw; and a form to offer one to a player
// the view names in `tradePartners` (neighbours of the active player, space-station owners, the Hacan
// with anyone; anyone during an agenda). Action cards only with the Hacan; a promissory note by name.

import { useState } from 'react';
import { noteKey, noteName, startingNotes, type GameView } from '@initiative/rules';
import { send } from '../connection.ts';
import { Stepper } from '../cards/pickers.tsx';
import { useClient } from '../use-client.ts';
import { goodsWords } from '../format/goods.ts';
import { actionCardTip } from '../format/cards.ts';
import { CardChip } from './card-tip.tsx';
import './turns.css';

const HACAN = 'emirates-of-hacan';
/** Games set up before notes were tracked: the notes every faction has (faction notes are typed by name). */
const COMMON_NOTES = [
  'Ceasefire',
  'Trade Agreement',
  'Political Secret',
  'Support for the Throne',
  'Alliance',
];

interface Draft {
  tradeGoods: number;
  commodities: number;
  promissoryNote: string;
  actionCards: string[];
}
const empty = (): Draft => ({ tradeGoods: 0, commodities: 0, promissoryNote: '', actionCards: [] });
const toGoods = (d: Draft) => ({
  tradeGoods: d.tradeGoods,
  commodities: d.commodities,
  promissoryNote: d.promissoryNote.trim() || null,
  actionCards: d.actionCards,
});
const zero = () => toGoods(empty());

export function TransactionsPanel() {
  const view = useClient((s) => s.view);
  const seat = useClient((s) => (s.you?.kind === 'seat' ? s.you.seat : null));
  if (!view || seat === null) return null;
  const mine = view.stationTrades.offers.filter((o) => o.from === seat || o.to === seat);
  if (view.tradePartners.length === 0 && mine.length === 0) return null;
  const name = (s: number) => view.players[s]?.name ?? `Seat ${s + 1}`;
  const can = (action: string, other: number) =>
    view.legal.some(
      (i) =>
        (i.type === 'transaction' || i.type === 'station-trade') && i.action === action && i.with === other,
    );
  const answer = (action: 'accept' | 'decline' | 'withdraw', other: number) =>
    send({ type: 'transaction', action, with: other, give: zero(), get: zero() });
  return (
    <section className="card transactions" aria-label="Transactions" data-testid="transactions">
      <h2>Transactions</h2>
      {mine.map((o) => (
        <div key={`${o.from}-${o.to}`} className="offer" data-testid={`offer-${o.from}-${o.to}`}>
          <p>
            {o.from === seat ? (
              <>
                You offer <strong>{name(o.to)}</strong>
              </>
            ) : (
              <>
                <strong>{name(o.from)}</strong> offers you
              </>
            )}{' '}
            {goodsWords(o.give, view)}, for {goodsWords(o.get, view)}.
          </p>
          {o.to === seat && can('accept', o.from) && (
            <button
              type="button"
              className="small"
              data-testid={`accept-${o.from}`}
              onClick={() => answer('accept', o.from)}
            >
              Accept
            </button>
          )}{' '}
          {o.to === seat && (
            <button
              type="button"
              className="small secondary-button"
              data-testid={`decline-${o.from}`}
              onClick={() => answer('decline', o.from)}
            >
              Decline
            </button>
          )}
          {o.from === seat && (
            <button
              type="button"
              className="small secondary-button"
              data-testid={`withdraw-${o.to}`}
              onClick={() => answer('withdraw', o.to)}
            >
              Withdraw
            </button>
          )}
        </div>
      ))}
      {view.tradePartners.length > 0 && (
        <OfferForm view={view} seat={seat} key={view.tradePartners.join(',')} />
      )}
    </section>
  );
}

function OfferForm({ view, seat }: { readonly view: GameView; readonly seat: number }) {
  const partners = view.tradePartners;
  const [to, setTo] = useState<number>(partners[0] ?? 0);
  const [give, setGive] = useState<Draft>(empty);
  const [get, setGet] = useState<Draft>(empty);
  const me = view.players[seat];
  const them = view.players[to];
  if (!me || !them) return null;
  const cardsAllowed = me.faction === HACAN || them.faction === HACAN;
  // Games that track notes (every game since they were) pick from the notes; older ones type a name.
  const tracked = me.promissoryNotes !== undefined;
  const hand = me.actionCards ?? [];
  const nothing =
    JSON.stringify(toGoods(give)) === JSON.stringify(zero()) &&
    JSON.stringify(toGoods(get)) === JSON.stringify(zero());
  const when =
    view.phase === 'agenda'
      ? 'one with each player during this agenda'
      : 'one with each player you may trade with (neighbours, space-station owners, the Hacan) during this turn';
  return (
    <details className="offer-form" data-testid="offer-form">
      <summary>Offer a transaction</summary>
      <p className="hint">One transaction at a time: {when}.</p>
      <label className="inline">
        With{' '}
        <select value={to} onChange={(e) => setTo(Number(e.target.value))} data-testid="offer-to">
          {partners.map((s) => (
            <option key={s} value={s}>
              {view.players[s]?.name}
            </option>
          ))}
        </select>
      </label>
      <fieldset>
        <legend>You give</legend>
        <Stepper
          label="Trade goods"
          value={give.tradeGoods}
          max={me.tradeGoods}
          onChange={(n) => setGive({ ...give, tradeGoods: n })}
          testid="give-tg"
        />
        <Stepper
          label="Commodities"
          value={give.commodities}
          max={me.commodities}
          onChange={(n) => setGive({ ...give, commodities: n })}
          testid="give-commodities"
        />
        <NoteField
          view={view}
          tracked={tracked}
          label="A promissory note from your hand (at most one)"
          groups={[{ label: 'Your hand', keys: me.promissoryNotes ?? [] }]}
          value={give.promissoryNote}
          onChange={(key) => setGive({ ...give, promissoryNote: key })}
          testid="give-note"
        />
        {cardsAllowed && hand.length > 0 && (
          <div className="offer-cards">
            Action cards (the Hacan&apos;s Arbiters):
            {hand.map((c) => (
              <label key={c} className="inline">
                <input
                  type="checkbox"
                  checked={give.actionCards.includes(c)}
                  onChange={(e) =>
                    setGive({
                      ...give,
                      actionCards: e.target.checked
                        ? [...give.actionCards, c]
                        : give.actionCards.filter((x) => x !== c),
                    })
                  }
                />{' '}
                <CardChip tip={actionCardTip(c)} />
              </label>
            ))}
          </div>
        )}
      </fieldset>
      <fieldset>
        <legend>You ask for</legend>
        <Stepper
          label="Trade goods"
          value={get.tradeGoods}
          max={them.tradeGoods}
          onChange={(n) => setGet({ ...get, tradeGoods: n })}
          testid="get-tg"
        />
        <Stepper
          label="Commodities"
          value={get.commodities}
          max={them.commodities}
          onChange={(n) => setGet({ ...get, commodities: n })}
          testid="get-commodities"
        />
        <NoteField
          view={view}
          tracked={tracked}
          label={`A promissory note ${them.name} may hold (at most one)`}
          groups={askable(view, seat, to)}
          value={get.promissoryNote}
          onChange={(key) => setGet({ ...get, promissoryNote: key })}
          testid="get-note"
        />
      </fieldset>
      <datalist id="promissory-notes">
        {COMMON_NOTES.map((n) => (
          <option key={n} value={n} />
        ))}
      </datalist>
      <p className="hint">
        {them.name} accepts or declines; commodities they receive become trade goods. Others see the goods,
        not which note or card.
      </p>
      <button
        type="button"
        data-testid="offer-send"
        disabled={nothing}
        onClick={() => {
          void send({
            type: 'transaction',
            action: 'offer',
            with: to,
            give: toGoods(give),
            get: toGoods(get),
          }).then((ack) => {
            if (ack.ok) {
              setGive(empty());
              setGet(empty());
            }
          });
        }}
      >
        Offer to {them.name}
      </button>
    </details>
  );
}

interface NoteGroup {
  readonly label: string;
  readonly keys: readonly string[];
}

/**
 * Notes `seat` may ask `to` for: every player's notes that are not in `seat`'s hand or face up in a play
 * area — which of them `to` holds is hidden; the engine checks when they answer. Theirs first.
 */
function askable(view: GameView, seat: number, to: number): NoteGroup[] {
  const mine = new Set(view.players[seat]?.promissoryNotes ?? []);
  const shown = new Set(view.players.flatMap((p) => p.notesInPlay ?? []));
  const owners = [to, ...view.players.map((p) => p.seat).filter((s) => s !== to)];
  return owners.map((owner) => {
    const p = view.players[owner];
    const keys = startingNotes(p?.faction ?? '')
      .map((id) => noteKey(id, owner))
      .filter((k) => !mine.has(k) && !shown.has(k));
    return { label: `${p?.name ?? 'A player'}'s notes${owner === seat ? ' (yours, back)' : ''}`, keys };
  });
}

/** A note picked from `groups` (games that track notes), or typed by name (games stored before). */
function NoteField(props: {
  readonly view: GameView;
  readonly tracked: boolean;
  readonly label: string;
  readonly groups: readonly NoteGroup[];
  readonly value: string;
  readonly onChange: (key: string) => void;
  readonly testid: string;
}) {
  if (!props.tracked)
    return (
      <label>
        A promissory note (its name; at most one)
        <input
          list="promissory-notes"
          maxLength={60}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
          data-testid={props.testid}
        />
      </label>
    );
  return (
    <label>
      {props.label}
      <select value={props.value} onChange={(e) => props.onChange(e.target.value)} data-testid={props.testid}>
        <option value="">None</option>
        {props.groups
          .filter((g) => g.keys.length > 0)
          .map((g) => (
            <optgroup key={g.label} label={g.label}>
              {g.keys.map((k) => (
                <option key={k} value={k}>
                  {noteName(props.view, k)}
                </option>
              ))}
            </optgroup>
          ))}
      </select>
    </label>
  );
}
