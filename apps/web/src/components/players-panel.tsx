import { memo, useEffect, useRef, useState } from 'react';
import {
  FACTIONS_BY_ID,
  STRATEGY_CARDS_BY_ID,
  STRATEGY_CARD_IDS,
  type GameView,
  clockText,
  type PlayerView,
} from '@initiative/rules';
import { useClient } from '../use-client.ts';
import { seatClock, useNow } from '../clock.ts';
import { FactionSheet } from './faction-sheet.tsx';
import { commodityValueOf } from '../format/players.ts';
import { promissoryNoteTip } from '../format/cards.ts';
import { CardChip } from './card-tip.tsx';
import './info.css';

export function PlayersPanel() {
  const view = useClient((s) => s.view);
  const you = useClient((s) => s.you);
  const limit = useClient((s) => s.summary?.turnLimitMinutes ?? null);
  if (!view) return null;
  const order = view.phase === 'action' ? view.turnOrder : view.players.map((p) => p.seat);
  return (
    <section className="players card" aria-label="Players">
      <h2>Players</h2>
      <VpTrack view={view} />
      {limit !== null && (
        <p className="hint" data-testid="turn-limit">
          Time per move: {clockText(limit * 60_000)} (the host&apos;s limit; past it the table is told,
          nothing is played for you).
        </p>
      )}
      <ol>
        {order.map((seat) => {
          const p = view.players[seat];
          if (!p) return null;
          const waiting = view.waiting.seats.includes(seat);
          return (
            <li
              key={seat}
              className={`player ${waiting ? 'waiting' : ''} ${p.passed ? 'passed' : ''}`}
              data-testid={`player-${seat}`}
            >
              <div className="player-head">
                <span className={`chip color-${p.color}`} />
                <span className="player-name">{p.name}</span>
                {you?.kind === 'seat' && you.seat === seat && <span className="badge">you</span>}
                {view.speaker === seat && <span className="badge speaker">Speaker</span>}
                {p.passed && <span className="badge">Passed</span>}
                {waiting && <span className="badge waiting-badge">Deciding</span>}
              </div>
              <QuietBadge seat={seat} />
              <PlayerClock seat={seat} />
              <FactionLine p={p} />
              <PlayerStats cards={view.cards} p={p} commodityValue={commodityValueOf(view, p.seat)} />
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/**
 * The player is in their quiet hours now: reminders wait, and the table may expect a slower answer.
 * The server says only that (the summary's `quiet`, refreshed as quiet hours begin and end): a
 * player's time zone and hours are theirs alone.
 */
function QuietBadge({ seat }: { seat: number }) {
  const quiet = useClient((s) => s.summary?.seats[seat]?.quiet ?? false);
  if (!quiet) return null;
  return (
    <div className="player-quiet" data-testid={`quiet-${seat}`}>
      🌙 In quiet hours
    </div>
  );
}

/** Time the game has waited on this player; their current move's time, and whether it is over the limit. */
function PlayerClock({ seat }: { seat: number }) {
  const chronicle = useClient((s) => s.chronicle);
  const limit = useClient((s) => s.summary?.turnLimitMinutes ?? null);
  const now = useNow();
  if (!chronicle || chronicle.at === null) return null;
  const clock = seatClock(chronicle, seat, now, limit);
  return (
    <div className={`player-clock ${clock.over ? 'over' : ''}`} data-testid={`clock-${seat}`}>
      <span title="Time the game has waited on this player">⏱ {clockText(clock.total)}</span>
      {clock.move !== null && <span> · this move {clockText(clock.move)}</span>}
      {clock.over && <span className="badge over-badge">Over time ({limit} min per move)</span>}
    </div>
  );
}

// Memoised rows (with the parts of the view they read as props): a row renders again only when its
// player, or the strategy cards, changed — the client keeps unchanged players as the same objects.
const FactionLine = memo(function FactionLine({ p }: { p: PlayerView }) {
  const dialog = useRef<HTMLDialogElement>(null);
  // The sheet is rendered only while it is open (a closed dialog's text would still be in the page).
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (open && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [open]);
  const faction = FACTIONS_BY_ID.get(p.faction)?.name ?? p.faction;
  return (
    <div className="player-faction">
      <span data-testid={`faction-${p.seat}`}>{faction}</span>
      <button
        type="button"
        className="small link"
        data-testid={`faction-sheet-button-${p.seat}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        Faction sheet
        <span className="visually-hidden"> of {p.name}</span>
      </button>
      <dialog
        ref={dialog}
        className="faction-dialog"
        aria-label={`${p.name}: ${faction}`}
        data-testid={`faction-dialog-${p.seat}`}
        onClose={() => setOpen(false)}
        onClick={(e) => {
          // A click on the backdrop (outside the sheet) closes it.
          if (e.target === e.currentTarget) e.currentTarget.close();
        }}
      >
        {open && <LiveFactionSheet seat={p.seat} onClose={() => dialog.current?.close()} />}
      </dialog>
    </div>
  );
});

/** The open sheet reads the live view itself. */
function LiveFactionSheet({ seat, onClose }: { seat: number; onClose: () => void }) {
  const view = useClient((s) => s.view);
  return view ? <FactionSheet view={view} seat={seat} onClose={onClose} /> : null;
}

const PlayerStats = memo(function PlayerStats({
  cards,
  p,
  commodityValue,
}: {
  cards: GameView['cards'];
  p: PlayerView;
  commodityValue: number;
}) {
  const held = STRATEGY_CARD_IDS.filter((id) => cards[id].holder === p.seat);
  const s = p.seat;
  return (
    <dl className="player-stats labelled">
      <div className="stat wide">
        <dt>Strategy {held.length === 1 ? 'card' : 'cards'}</dt>
        <dd data-testid={`cards-${s}`}>
          {held.length
            ? held
                .map((c) => {
                  const data = STRATEGY_CARDS_BY_ID.get(c);
                  const used = cards[c].exhausted ? ' (used)' : '';
                  return `${data?.initiative ?? ''} ${data?.name ?? c}${used}`;
                })
                .join(', ')
            : 'none'}
        </dd>
      </div>
      <div className="stat">
        <dt>VP</dt>
        <dd data-testid={`vp-${s}`}>{p.victoryPoints}</dd>
      </div>
      <div className="stat">
        <dt>Trade goods</dt>
        <dd data-testid={`tg-${s}`}>{p.tradeGoods}</dd>
      </div>
      <div className="stat">
        <dt>Commodities</dt>
        <dd data-testid={`comm-${s}`}>
          {p.commodities}/{commodityValue}
        </dd>
      </div>
      <div className="stat">
        <dt>Action cards</dt>
        <dd data-testid={`ac-${s}`}>{p.actionCardCount}</dd>
      </div>
      {p.promissoryNoteCount !== undefined && (
        <div className="stat">
          <dt>Promissory notes</dt>
          <dd data-testid={`notes-${s}`}>
            {p.promissoryNoteCount}
            {p.notesInPlay?.length ? ' · face up: ' : ''}
            {p.notesInPlay?.map((k, i) => (
              <span key={k}>
                {i > 0 && ', '}
                <CardChip tip={promissoryNoteTip(k)} />
              </span>
            ))}
          </dd>
        </div>
      )}
      {p.commanderUnlocked && (
        <div className="stat">
          <dt>Commander</dt>
          <dd data-testid={`commander-${s}`}>unlocked</dd>
        </div>
      )}
      <div className="stat pools-line">
        <dt>Command tokens</dt>
        <dd>
          <span className="pool">
            Tactic <b data-testid={`tactic-${s}`}>{p.pools.tactic}</b>
          </span>
          <span className="pool">
            Fleet <b data-testid={`fleet-${s}`}>{p.pools.fleet}</b>
          </span>
          <span className="pool">
            Strategy <b data-testid={`strategy-${s}`}>{p.pools.strategy}</b>
          </span>
        </dd>
      </div>
    </dl>
  );
});

/** Victory points as a track: one space per point up to the target, each player's marker on theirs. */
function VpTrack({ view }: { view: GameView }) {
  const spaces = Array.from({ length: view.victoryTarget + 1 }, (_, i) => i);
  return (
    <div
      className="vp-track"
      role="group"
      aria-label={`Victory points, ${view.victoryTarget} to win`}
      data-testid="vp-track"
    >
      <ol>
        {spaces.map((n) => {
          const here = view.players.filter((p) => Math.min(p.victoryPoints, view.victoryTarget) === n);
          return (
            <li
              key={n}
              className={`vp-space ${n === view.victoryTarget ? 'goal' : ''}`}
              data-testid={`vp-space-${n}`}
              aria-label={`${n} VP${here.length ? `: ${here.map((p) => p.name).join(', ')}` : ''}`}
            >
              <span className="vp-number" aria-hidden="true">
                {n}
              </span>
              <span className="vp-markers" aria-hidden="true">
                {here.map((p) => (
                  <span
                    key={p.seat}
                    className={`vp-marker chip color-${p.color}`}
                    title={`${p.name}: ${p.victoryPoints} VP`}
                    data-testid={`vp-marker-${p.seat}`}
                  />
                ))}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
