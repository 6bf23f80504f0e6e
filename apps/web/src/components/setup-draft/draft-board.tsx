// The lobby's Milty draft: the slices as small maps, the faction pool, the positions (1 is the
// speaker), whose pick it is and the snake order with every pick made. A pick is one click on an
// item the server would accept now; everything else is disabled with its reason. The host may undo
// the last pick or, before the first pick, draw new slices and factions. Spectators watch.

import { useState } from 'react';
import type { DraftPick, GameSummary, SetupDraftBoard } from '@initiative/rules';
import { ApiError, api } from '../../api.ts';
import {
  draftPrompt,
  draftTurns,
  factionName,
  holdingOf,
  kindNote,
  lastPlayerPick,
  pickBlock,
  pickText,
  positionText,
  sliceDescription,
  sliceExtrasText,
  takenBy,
} from '../../format/setup-draft.ts';
import { factionShortName } from '../map/labels.ts';
import { FactionOffer } from './faction-offer.tsx';
import { SliceMap } from './slice-map.tsx';
import './draft-board.css';

export function DraftBoard({
  gameId,
  summary,
  board,
  you,
  seatToken,
  hostToken,
}: {
  readonly gameId: string;
  readonly summary: GameSummary;
  readonly board: SetupDraftBoard;
  /** The seat this browser plays, or null (a spectator, or a host without a seat). */
  readonly you: number | null;
  readonly seatToken: string | undefined;
  readonly hostToken: string | undefined;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const nameOf = (seat: number) => summary.seats[seat]?.name ?? `Seat ${seat + 1}`;
  const colorOf = (seat: number) => summary.seats[seat]?.color ?? null;
  const holderOf = (pick: DraftPick) => {
    const seat = takenBy(board, pick);
    return seat === null ? null : { name: nameOf(seat), color: colorOf(seat) };
  };
  const blockOf = (pick: DraftPick) =>
    seatToken ? pickBlock(board, you, pick, nameOf) : pickBlockWatching(board, pick, nameOf);

  async function run(call: () => Promise<unknown>) {
    setBusy(true);
    setError(null);
    try {
      await call();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'That did not work. Try again.');
    } finally {
      setBusy(false);
    }
  }
  const pick = (p: DraftPick) => {
    if (seatToken) void run(() => api.draftPick(gameId, seatToken, p));
  };
  const eq = board.format === 'milty-eq';
  const mine = you === null ? null : holdingOf(board, you);
  const undoable = lastPlayerPick(board);
  const players = board.order.length;

  return (
    <section className="card setup-draft" aria-labelledby="draft-title" data-testid="setup-draft">
      <header className="draft-head">
        <h2 id="draft-title">{eq ? 'Milty-EQ draft' : 'Milty draft'}</h2>
        <p
          className={`draft-prompt ${board.turn !== null && board.turn === you ? 'yours' : ''}`}
          data-testid="draft-prompt"
          role="status"
        >
          {draftPrompt(board, you, nameOf)}
        </p>
        {mine && (
          <p className="draft-mine" data-testid="draft-mine">
            You hold: {mine.faction ? factionName(mine.faction) : 'no faction yet'} ·{' '}
            {mine.slice !== null ? `slice ${mine.slice + 1}` : 'no slice yet'} ·{' '}
            {mine.position !== null ? positionText(mine.position).toLowerCase() : 'no position yet'}
          </p>
        )}
        {!seatToken && !hostToken && <p className="hint">You are watching: the players pick.</p>}
        {error && (
          <p className="error" role="alert" data-testid="draft-error">
            {error}
          </p>
        )}
      </header>

      <div className="draft-layout">
        <div className="draft-main">
          <section aria-labelledby="draft-slices">
            <h3 id="draft-slices">Slices</h3>
            <KindNote note={kindNote(board, you, 'slice')} />
            <p className="hint">
              Optimal values count each planet’s better side (half of each when equal).{' '}
              {eq
                ? 'Each Milty-EQ slice has four systems; the equidistant systems are placed between homes.'
                : ''}
            </p>
            <ul className="plain slice-grid">
              {board.slices.map((slice, i) => {
                const p: DraftPick = { kind: 'slice', slice: i };
                const holder = holderOf(p);
                const block = blockOf(p);
                const extras = sliceExtrasText(slice);
                return (
                  <li
                    key={i}
                    className={`draft-item slice-offer ${holder ? 'taken' : ''} ${block === null ? 'open' : ''}`}
                    data-testid={`draft-slice-${i}`}
                    data-taken={holder ? 'yes' : 'no'}
                  >
                    <button
                      type="button"
                      className="draft-pick slice-pick"
                      disabled={block !== null || busy}
                      title={block ?? `Take slice ${i + 1}`}
                      onClick={() => pick(p)}
                      data-testid={`pick-slice-${i}`}
                    >
                      <span className="draft-pick-name" aria-hidden="true">
                        Slice {i + 1}
                      </span>
                      {/* The drawing and the figures are pictures; this sentence is what the button says. */}
                      <span className="visually-hidden">{sliceDescription(slice, i)}</span>
                      <SliceMap systems={slice.systems} eq={eq} homeColor={holder?.color ?? null} />
                      <span className="slice-values" aria-hidden="true">
                        <span title="Optimal resources">{slice.optimal.resources} R</span>
                        <span title="Optimal influence">{slice.optimal.influence} I</span>
                        <span title="Optimal total">= {slice.optimal.total}</span>
                      </span>
                      {extras && (
                        <span className="slice-extras" aria-hidden="true">
                          {extras}
                        </span>
                      )}
                    </button>
                    {holder && (
                      <p className="draft-holder">
                        <span className={`chip color-${holder.color ?? 'none'}`} /> {holder.name}
                      </p>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>

          <section aria-labelledby="draft-positions">
            <h3 id="draft-positions">Positions</h3>
            <KindNote note={kindNote(board, you, 'position')} />
            <p className="hint">
              Position 1 is the speaker; the others follow clockwise, and the seats of the game are in this
              order.
            </p>
            <ul className="plain position-grid">
              {Array.from({ length: players }, (_, i) => {
                const p: DraftPick = { kind: 'position', position: i + 1 };
                const holder = holderOf(p);
                const block = blockOf(p);
                return (
                  <li
                    key={i}
                    className={`draft-item position-offer ${holder ? 'taken' : ''} ${block === null ? 'open' : ''}`}
                    data-testid={`draft-position-${i + 1}`}
                    data-taken={holder ? 'yes' : 'no'}
                  >
                    <button
                      type="button"
                      className="draft-pick"
                      disabled={block !== null || busy}
                      title={block ?? `Take ${positionText(i + 1).toLowerCase()}`}
                      onClick={() => pick(p)}
                      data-testid={`pick-position-${i + 1}`}
                    >
                      <span className="position-number">{i + 1}</span>
                      <span className="draft-pick-meta">
                        {i === 0 ? 'Speaker' : `${ordinal(i + 1)} seat`}
                      </span>
                      {board.equidistants[i] !== undefined && (
                        <span className="draft-pick-meta">Equidistant: tile {board.equidistants[i]}</span>
                      )}
                    </button>
                    {holder && (
                      <p className="draft-holder">
                        <span className={`chip color-${holder.color ?? 'none'}`} /> {holder.name}
                      </p>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>

          <section aria-labelledby="draft-factions">
            <h3 id="draft-factions">Factions</h3>
            <KindNote note={kindNote(board, you, 'faction')} />
            <ul className="plain faction-grid">
              {board.factions.map((f) => {
                const p: DraftPick = { kind: 'faction', faction: f };
                return (
                  <FactionOffer
                    key={f}
                    faction={f}
                    block={blockOf(p)}
                    holder={holderOf(p)}
                    busy={busy}
                    onPick={() => pick(p)}
                  />
                );
              })}
            </ul>
          </section>
        </div>

        <aside className="draft-side">
          <section aria-labelledby="draft-table">
            <h3 id="draft-table">Players</h3>
            <table className="draft-seats" data-testid="draft-seats">
              <thead>
                <tr>
                  <th scope="col">Player</th>
                  <th scope="col">Faction</th>
                  <th scope="col">Slice</th>
                  <th scope="col">Pos.</th>
                </tr>
              </thead>
              <tbody>
                {board.order.map((seat) => {
                  const held = holdingOf(board, seat);
                  return (
                    <tr key={seat} className={board.turn === seat ? 'current' : ''}>
                      <th scope="row">
                        <span className={`chip color-${colorOf(seat) ?? 'none'}`} /> {nameOf(seat)}
                        {seat === you && <span className="badge">you</span>}
                      </th>
                      <td>{held.faction ? shortFactionName(held.faction) : '—'}</td>
                      <td>{held.slice !== null ? held.slice + 1 : '—'}</td>
                      <td>{held.position ?? '—'}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>

          <section aria-labelledby="draft-order">
            <h3 id="draft-order">Pick order</h3>
            <p className="hint">Three rounds; the second runs backwards (snake).</p>
            <ol className="plain draft-turns" data-testid="draft-turns">
              {draftTurns(board).map((t) => (
                <li
                  key={t.index}
                  className={`draft-turn ${t.current ? 'current' : ''} ${t.pick ? 'done' : ''} ${
                    t.index > 0 && t.index % players === 0 ? 'round-start' : ''
                  }`}
                  aria-current={t.current ? 'step' : undefined}
                >
                  <span className="turn-number">{t.index + 1}</span>
                  <span className={`chip color-${colorOf(t.seat) ?? 'none'}`} />
                  <span className="turn-name">{nameOf(t.seat)}</span>
                  <span className="turn-pick">
                    {t.pick
                      ? `${pickText(t.pick)}${t.auto ? ' (last choice)' : ''}`
                      : t.current
                        ? 'picking…'
                        : ''}
                  </span>
                </li>
              ))}
            </ol>
          </section>

          {hostToken && (
            <section aria-labelledby="draft-host" className="draft-host">
              <h3 id="draft-host">Host</h3>
              <div className="button-row">
                <button
                  type="button"
                  className="secondary-button"
                  disabled={busy || !undoable || board.turn === null}
                  onClick={() => void run(() => api.draftUndo(gameId, hostToken))}
                  data-testid="draft-undo"
                >
                  Undo last pick
                </button>
                <button
                  type="button"
                  className="secondary-button"
                  disabled={busy || board.picks.length > 0}
                  onClick={() => void run(() => api.draftRegenerate(gameId, hostToken))}
                  data-testid="draft-regenerate"
                >
                  Regenerate
                </button>
              </div>
              <p className="hint">
                {undoable
                  ? `Undo takes back ${nameOf(undoable.seat)}’s ${pickText(undoable.pick)}.`
                  : 'Nothing to undo yet.'}{' '}
                {board.picks.length > 0
                  ? 'New slices and factions can be drawn only before the first pick.'
                  : 'Regenerate draws new slices and factions.'}
              </p>
            </section>
          )}
        </aside>
      </div>
    </section>
  );
}

/** What the seat holds of a kind, in words, under its heading. */
function KindNote({ note }: { readonly note: string | null }) {
  return note ? <p className="kind-note">{note}</p> : null;
}

/** For a page without a seat: taken items say by whom; the rest are simply not theirs to pick. */
function pickBlockWatching(
  board: SetupDraftBoard,
  pick: DraftPick,
  nameOf: (seat: number) => string,
): string {
  return pickBlock(board, null, pick, nameOf) ?? 'Only the players pick';
}

function shortFactionName(id: string): string {
  return factionShortName(id, factionName(id));
}

function ordinal(n: number): string {
  return n === 2 ? '2nd' : n === 3 ? '3rd' : `${n}th`;
}
