// The end of the game (LRR 98): who won, with how many points, and the game's summary, for every viewer.

import { useClient } from '../use-client.ts';
import { GameSummary } from './game-summary.tsx';
import './turns.css';

export function WinnerBanner() {
  const view = useClient((s) => s.view);
  const chronicle = useClient((s) => s.chronicle);
  if (!view || view.phase !== 'ended') return null;
  const winner = view.winner === null ? null : view.players[view.winner];
  const you = view.viewer.kind === 'seat' && view.viewer.seat === view.winner;
  return (
    <section
      className={`card winner-banner color-${winner?.color ?? 'none'}`}
      role="status"
      data-testid="winner-banner"
    >
      <h2>
        {winner ? (you ? 'You have won the game!' : `${winner.name} has won the game`) : 'The game is over'}
      </h2>
      {winner && (
        <p>
          {winner.name} reached {winner.victoryPoints} victory points (the target was {view.victoryTarget}) in
          round {view.round}.
        </p>
      )}
      <ol className="plain final-scores">
        {[...view.players]
          .sort((a, b) => b.victoryPoints - a.victoryPoints)
          .map((p) => (
            <li key={p.seat}>
              <span className={`chip color-${p.color}`} /> {p.name}: {p.victoryPoints} VP
            </li>
          ))}
      </ol>
      {chronicle && <GameSummary view={view} chronicle={chronicle} />}
    </section>
  );
}
