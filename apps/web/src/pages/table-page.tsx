import { useEffect } from 'react';
import { connect } from '../connection.ts';
import { loadCredentials } from '../credentials.ts';
import { useClient } from '../use-client.ts';
import { Lobby } from '../components/lobby.tsx';
import { Table } from '../components/table.tsx';
import { AlertSettings } from '../components/alert-settings.tsx';
import { ConnectionBadge } from '../components/connection-badge.tsx';
import { Notices } from '../components/notices.tsx';
import { useTurnAlert } from '../turn-alert.ts';

export function TablePage({ gameId, spectate }: { gameId: string; spectate: boolean }) {
  const creds = loadCredentials(gameId);
  const token = spectate ? undefined : (creds.seatToken ?? creds.hostToken);
  useEffect(() => connect(gameId, token), [gameId, token]);
  useTurnAlert();

  const connection = useClient((s) => s.connection);
  const refusal = useClient((s) => s.refusal);
  const summary = useClient((s) => s.summary);
  const hasView = useClient((s) => s.view !== null);

  return (
    <div className="table-page">
      <header className="topbar">
        <a className="brand" href="/">
          Initiative
        </a>
        {/* The game's name is the page's heading (screen readers jump to it). */}
        <h1 className="game-name">{summary?.name ?? ''}</h1>
        {spectate ? <span className="badge">Spectating</span> : <AlertSettings />}
        <ConnectionBadge />
      </header>
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
