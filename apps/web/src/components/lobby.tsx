import { useState } from 'react';
import { ApiError, api } from '../api.ts';
import { loadCredentials } from '../credentials.ts';
import { notify } from '../store.ts';
import { useClient } from '../use-client.ts';
import { CopyLink } from './copy-link.tsx';
import { HelpButton } from './help-dialog.tsx';
import { DiscordSettings } from './discord-settings.tsx';
import { PushSettings } from './push-settings.tsx';
import { DraftBoard } from './setup-draft/draft-board.tsx';
import { DraftPlan } from './setup-draft/draft-plan.tsx';

export function Lobby({ gameId }: { gameId: string }) {
  const summary = useClient((s) => s.summary);
  const you = useClient((s) => s.you);
  const [busy, setBusy] = useState(false);
  if (!summary) return null;
  const { hostToken, seatToken } = loadCredentials(gameId);
  const origin = location.origin;
  const free = summary.seats.filter((s) => !s.claimed).length;
  const draft = summary.setupDraft;
  const board = draft?.board ?? null;
  const yourSeat = you?.kind === 'seat' ? you.seat : null;

  async function hostCall(run: (token: string) => Promise<unknown>) {
    if (!hostToken) return;
    setBusy(true);
    try {
      await run(hostToken);
    } catch (e) {
      notify('error', e instanceof ApiError ? e.message : 'That did not work.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className={`page lobby ${board ? 'drafting' : ''}`}>
      <h1>{summary.name}</h1>
      <p className="prompt" data-testid="prompt">
        {board
          ? board.turn === null
            ? 'The draft is over: setting up the game.'
            : 'The Milty draft is under way: the game starts after the last pick.'
          : free > 0
            ? `Waiting for ${free} more player${free === 1 ? '' : 's'} to join.`
            : hostToken
              ? `Every seat is taken: you can start the ${draft ? 'draft' : 'game'}.`
              : `Every seat is taken: waiting for the host to start the ${draft ? 'draft' : 'game'}.`}
      </p>
      {board && (
        <DraftBoard
          gameId={gameId}
          summary={summary}
          board={board}
          you={yourSeat}
          seatToken={seatToken}
          hostToken={hostToken}
        />
      )}
      {draft && !board && <DraftPlan draft={draft} players={summary.seatCount} />}
      <p className="hint lobby-help">
        New to Initiative? <HelpButton testid="lobby-help" look="link" /> explains the phases, the panels,
        following a card, undo and the keyboard.
      </p>
      <section className="card">
        <h2>Seats</h2>
        <ol className="seats">
          {summary.seats.map((s) => (
            <li key={s.seat} className={s.claimed ? 'claimed' : 'free'} data-testid={`seat-${s.seat}`}>
              <span
                className={`dot ${s.connected ? 'on' : ''}`}
                title={s.connected ? 'connected' : 'not connected'}
              />
              <span className={`chip color-${s.color ?? 'none'}`} />
              <span className="seat-name">{s.claimed ? s.name : `Seat ${s.seat + 1}: free`}</span>
              {you?.kind === 'seat' && you.seat === s.seat && <span className="badge">you</span>}
              {hostToken && s.claimed && !board && (
                <button
                  type="button"
                  className="small"
                  disabled={busy}
                  onClick={() => hostCall((t) => api.kick(gameId, t, s.seat))}
                >
                  Kick
                </button>
              )}
            </li>
          ))}
        </ol>
        {!seatToken && free > 0 && (
          <p>
            <a className="button" href={`/g/${gameId}/join`}>
              Take a seat
            </a>
          </p>
        )}
      </section>
      <section className="card">
        <h2>Links</h2>
        <CopyLink label="Invite players" url={`${origin}/g/${gameId}/join`} testId="invite-link" />
        <CopyLink label="Spectators" url={`${origin}/g/${gameId}/watch`} testId="spectate-link" />
        {seatToken && (
          <CopyLink
            label="Your seat on another device (keep it private)"
            url={`${origin}/g/${gameId}/seat#${seatToken}`}
            testId="seat-link"
          />
        )}
      </section>
      {(hostToken || seatToken) && (
        <div className="card">
          <DiscordSettings gameId={gameId} />
        </div>
      )}
      {seatToken && (
        <div className="card">
          <PushSettings gameId={gameId} />
        </div>
      )}
      {hostToken && !board && (
        <section className="card">
          <h2>Host</h2>
          <button
            type="button"
            disabled={busy || free > 0}
            onClick={() => hostCall((t) => api.start(gameId, t))}
          >
            {draft ? 'Start the draft' : 'Start game'}
          </button>
          {free > 0 && (
            <p className="hint">The {draft ? 'draft' : 'game'} can start when every seat is taken.</p>
          )}
          {draft && (
            <p className="hint">
              The slices and the faction pool are drawn when the draft starts; the game itself starts after
              the last pick.
            </p>
          )}
        </section>
      )}
    </main>
  );
}
