// The end-of-game summary under the winner: victory points round by round (a small line chart, with
// the same numbers in a table for screen readers and for reading exactly), the time the game waited
// on each player, and the strategy cards each picked every round. All of it is public.

import { STRATEGY_CARDS_BY_ID, clockText, type Chronicle, type GameView } from '@initiative/rules';
import './turns.css';

const W = 320;
const H = 160;
const PAD = { left: 28, right: 10, top: 10, bottom: 24 };

export function GameSummary({ view, chronicle }: { view: GameView; chronicle: Chronicle }) {
  const rounds = chronicle.rounds;
  if (rounds.length === 0) return null;
  const cardName = (id: string) => STRATEGY_CARDS_BY_ID.get(id as never)?.name ?? id;
  return (
    <div className="game-summary" data-testid="game-summary">
      <h3>Victory points by round</h3>
      <VpChart view={view} chronicle={chronicle} />
      <table className="summary-table" data-testid="summary-rounds">
        <caption className="visually-hidden">Victory points and strategy cards, round by round</caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            {rounds.map((r) => (
              <th scope="col" key={r.round}>
                Round {r.round}
              </th>
            ))}
            <th scope="col">Time waited on</th>
          </tr>
        </thead>
        <tbody>
          {view.players.map((p) => (
            <tr key={p.seat} data-testid={`summary-${p.seat}`}>
              <th scope="row">
                <span className={`chip color-${p.color}`} /> {p.name}
              </th>
              {rounds.map((r) => (
                <td key={r.round}>
                  <strong>{r.vp[p.seat] ?? 0} VP</strong>
                  <br />
                  <span className="muted">{(r.picks[p.seat] ?? []).map(cardName).join(', ') || '—'}</span>
                </td>
              ))}
              <td data-testid={`summary-time-${p.seat}`}>{clockText(chronicle.spent[p.seat] ?? 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One line per player: points at the end of each round (decorative: the table says the same). */
function VpChart({ view, chronicle }: { view: GameView; chronicle: Chronicle }) {
  const rounds = chronicle.rounds;
  const top = Math.max(view.victoryTarget, ...rounds.flatMap((r) => r.vp));
  const x = (i: number) =>
    PAD.left + (rounds.length === 1 ? 0 : (i * (W - PAD.left - PAD.right)) / (rounds.length - 1));
  const y = (vp: number) => H - PAD.bottom - (vp * (H - PAD.top - PAD.bottom)) / top;
  return (
    <svg
      className="vp-chart"
      viewBox={`0 0 ${W} ${H}`}
      aria-hidden="true"
      data-testid="vp-chart"
      preserveAspectRatio="xMinYMin meet"
    >
      <line
        x1={PAD.left}
        x2={W - PAD.right}
        y1={y(view.victoryTarget)}
        y2={y(view.victoryTarget)}
        className="goal"
      />
      <text x={2} y={y(view.victoryTarget) + 4} className="axis">
        {view.victoryTarget}
      </text>
      <text x={2} y={y(0) + 4} className="axis">
        0
      </text>
      {rounds.map((r, i) => (
        <text key={r.round} x={x(i)} y={H - 6} className="axis" textAnchor="middle">
          R{r.round}
        </text>
      ))}
      {view.players.map((p) => (
        <polyline
          key={p.seat}
          className={`vp-line color-${p.color}`}
          points={rounds.map((r, i) => `${x(i)},${y(r.vp[p.seat] ?? 0)}`).join(' ')}
        />
      ))}
    </svg>
  );
}
