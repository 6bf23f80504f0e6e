import { STRATEGY_CARD_IDS } from '@initiative/rules';
import { useClient } from '../use-client.ts';

export function PlayersPanel() {
  const view = useClient((s) => s.view);
  const you = useClient((s) => s.you);
  if (!view) return null;
  const order = view.phase === 'action' ? view.turnOrder : view.players.map((p) => p.seat);
  return (
    <section className="players card" aria-label="Players">
      <h2>Players</h2>
      <ol>
        {order.map((seat) => {
          const p = view.players[seat];
          if (!p) return null;
          const held = STRATEGY_CARD_IDS.filter((id) => view.cards[id].holder === seat);
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
              </div>
              <div className="player-stats">
                <span title="Strategy cards">
                  {held.length
                    ? held.map((c) => c.charAt(0).toUpperCase() + c.slice(1)).join(', ')
                    : 'no card'}
                </span>
                <span title="Trade goods" data-testid={`tg-${seat}`}>
                  {p.tradeGoods} TG
                </span>
                <span title="Commodities">{p.commodities} comm.</span>
                <span title="Victory points">{p.victoryPoints} VP</span>
                <span title="Command tokens: tactic / fleet / strategy">
                  {p.pools.tactic}/{p.pools.fleet}/{p.pools.strategy}
                </span>
                <span title="Action cards in hand">{p.actionCardCount} AC</span>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
