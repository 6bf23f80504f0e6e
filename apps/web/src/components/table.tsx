import { useState } from 'react';
import { api, ApiError } from '../api.ts';
import { loadCredentials } from '../credentials.ts';
import { notify } from '../store.ts';
import { useClient } from '../use-client.ts';
import { ActionBar } from './action-bar.tsx';
import { GameLog } from './game-log.tsx';
import { PlayersPanel } from './players-panel.tsx';
import { PromptBar } from './prompt-bar.tsx';
import { CommandSheet } from './command-sheet.tsx';
import { GalaxyMap } from './galaxy-map.tsx';
import { HistoryScrubber } from './history-scrubber.tsx';
import { ObjectivesPanel } from './objectives-panel.tsx';
import { OwedDialogs } from './owed-dialogs.tsx';
import { SecretChoice } from './secret-choice.tsx';
import { ConstructionQueue, ProductionPanel } from './production-panel.tsx';
import { StrategicPanel } from './strategic-panel.tsx';
import { StrategyCards } from './strategy-cards.tsx';
import { SystemDetails } from './system-details.tsx';
import { StatusPanel } from './status-panel.tsx';
import { TableEditsPanel } from './table-edits-panel.tsx';
import { TacticalPanel } from './tactical-panel.tsx';
import { WinnerBanner } from './winner-banner.tsx';

export function Table({ gameId, spectate = false }: { gameId: string; spectate?: boolean }) {
  const round = useClient((s) => s.view?.round ?? 0);
  const phase = useClient((s) => s.view?.phase ?? 'strategy');
  const [showLinks, setShowLinks] = useState(false);
  const { hostToken } = loadCredentials(gameId);
  return (
    <main className="table">
      <PromptBar />
      {spectate && <HistoryScrubber gameId={gameId} />}
      <div className="table-grid">
        <section className="main-column">
          <div className="round-line">
            Round {round} ·{' '}
            <span className="phase">{phase === 'ended' ? 'game over' : `${phase} phase`}</span>
          </div>
          <WinnerBanner />
          <SecretChoice />
          <OwedDialogs />
          <StatusPanel />
          <StrategicPanel />
          <ProductionPanel />
          <ConstructionQueue />
          <StrategyCards />
          <ActionBar />
          <TacticalPanel />
          <GalaxyMap />
          <TableEditsPanel />
          <ObjectivesPanel />
        </section>
        <aside className="side-column">
          <PlayersPanel />
          <SystemDetails />
          <CommandSheet />
          <GameLog />
          <button type="button" className="small link" onClick={() => setShowLinks(!showLinks)}>
            {showLinks ? 'Hide links' : 'Invite and spectate links'}
          </button>
          {showLinks && (
            <div className="card small-text">
              <p>Spectate: {`${location.origin}/g/${gameId}/watch`}</p>
              {hostToken && <HostTools gameId={gameId} hostToken={hostToken} />}
            </div>
          )}
        </aside>
      </div>
    </main>
  );
}

function HostTools({ gameId, hostToken }: { gameId: string; hostToken: string }) {
  const summary = useClient((s) => s.summary);
  if (!summary) return null;
  const run = (p: Promise<unknown>) =>
    p.then(
      () => notify('info', 'Done.'),
      (e: unknown) => notify('error', e instanceof ApiError ? e.message : 'That did not work.'),
    );
  return (
    <div>
      <p>Host: free a seat so someone else can take it over with the invite link.</p>
      <ul className="plain">
        {summary.seats.map((s) => (
          <li key={s.seat}>
            {s.name} {s.connected ? '(connected)' : '(away)'}{' '}
            <button type="button" className="small" onClick={() => run(api.kick(gameId, hostToken, s.seat))}>
              Free seat
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="small" onClick={() => run(api.pause(gameId, hostToken, true))}>
        Pause
      </button>{' '}
      <button type="button" className="small" onClick={() => run(api.pause(gameId, hostToken, false))}>
        Resume
      </button>
    </div>
  );
}
