import { useEffect } from 'react';
import { connect } from '../connection.ts';
import { loadCredentials } from '../credentials.ts';
import { useClient } from '../use-client.ts';
import { Lobby } from '../components/lobby.tsx';
import { Table } from '../components/table.tsx';
import { ConnectionBadge } from '../components/connection-badge.tsx';
import { Notices } from '../components/notices.tsx';
import { TableMenu } from '../components/table-menu.tsx';
import { YouBadge } from '../components/you-badge.tsx';
import { HelpButton } from '../components/help-dialog.tsx';
import { useTurnAlert } from '../turn-alert.ts';
import { useDefaultReminders } from '../reminder-defaults.ts';
import '../components/table-layout.css';

export function TablePage({ gameId, spectate }: { gameId: string; spectate: boolean }) {
  const creds = loadCredentials(gameId);
  const token = spectate ? undefined : (creds.seatToken ?? creds.hostToken);
  useEffect(() => connect(gameId, token), [gameId, token]);

  const connection = useClient((s) => s.connection);
  const refusal = useClient((s) => s.refusal);
  const summary = useClient((s) => s.summary);
  const hasView = useClient((s) => s.view !== null);
  useDefaultReminders(gameId, hasView && !spectate);

  return (
    <div className={`table-page ${hasView && connection !== 'refused' ? 'at-table' : ''}`}>
      <header className="topbar">
        <a className="brand" href="/">
          Initiative
        </a>
        {/* The game's name is the page's heading (screen readers jump to it). */}
        <h1 className="game-name">{summary?.name ?? ''}</h1>
        {hasView && <RoundLine />}
        {(hasView || spectate) && <YouBadge spectate={spectate} />}
        <ConnectionBadge />
        <HelpButton />
        <TableMenu gameId={gameId} spectate={spectate} />
      </header>
      <TurnAlert />
      <Notices />
      {connection === 'refused' ? (
        <main className="page">
          <p className="error" role="alert">
            {refusal}
          </p>
          <p>
            <a href={`/g/${gameId}/join`}>Join with another seat</a> or{' '}
            <a href={`/g/${gameId}/watch`}>watch</a>.
          </p>
        </main>
      ) : !summary ? (
        <main className="page">
          <p>Connecting…</p>
        </main>
      ) : hasView ? (
        <Table gameId={gameId} spectate={spectate} />
      ) : (
        <Lobby gameId={gameId} />
      )}
    </div>
  );
}

/** The tab title and chime when it becomes your move: a child of its own, so the page around the table
 * does not render again whenever the prompt's text changes. */
function TurnAlert() {
  useTurnAlert();
  return null;
}

/** Round and phase, in the top bar ("Round 2 · Action phase"; the word "phase" is dropped on a phone). */
function RoundLine() {
  const round = useClient((s) => s.view?.round ?? 0);
  const phase = useClient((s) => s.view?.phase ?? 'strategy');
  return (
    <span className="round-line" data-testid="round-line">
      {/* "R2" on a phone; the text stays "Round 2". */}R<span className="wide-only">ound </span>
      {round} ·{' '}
      <span className="phase">
        {phase === 'ended' ? (
          'game over'
        ) : (
          <>
            {phase}
            <span className="wide-only"> phase</span>
          </>
        )}
      </span>
    </span>
  );
}
