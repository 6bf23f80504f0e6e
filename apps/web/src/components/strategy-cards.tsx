import { useShallow } from 'zustand/react/shallow';
import { STRATEGY_CARDS, type Intent, type StrategyCardId } from '@initiative/rules';
import { send } from '../connection.ts';
import { useClient } from '../use-client.ts';

/** The legal intent (if any) that clicking this card sends. */
function cardIntent(legal: readonly Intent[], card: StrategyCardId): Intent | undefined {
  return legal.find(
    (i) => (i.type === 'pick-strategy-card' || i.type === 'strategic-action') && i.card === card,
  );
}

export function StrategyCards() {
  const cards = useClient((s) => s.view?.cards);
  const legal = useClient(useShallow((s) => s.view?.legal ?? []));
  const players = useClient((s) => s.view?.players);
  const phase = useClient((s) => s.view?.phase);
  const seated = useClient((s) => s.you?.kind === 'seat');
  if (!cards || !players) return null;
  return (
    <section className="strategy-cards" aria-label="Strategy cards">
      {STRATEGY_CARDS.map((c) => {
        const state = cards[c.id];
        const holder = state.holder === null ? null : players[state.holder];
        const intent = cardIntent(legal, c.id);
        const verb = intent?.type === 'pick-strategy-card' ? 'Pick' : intent ? 'Play' : null;
        // An unpicked card clicked out of turn still asks the server, which explains whose pick it is.
        const attempt: Intent | undefined =
          intent ??
          (seated && phase === 'strategy' && state.holder === null
            ? { type: 'pick-strategy-card', card: c.id }
            : undefined);
        return (
          <button
            type="button"
            key={c.id}
            className={`strategy-card sc-${c.id} ${state.exhausted ? 'exhausted' : ''} ${intent ? 'legal' : ''}`}
            data-testid={`card-${c.id}`}
            data-holder={holder?.name ?? ''}
            aria-disabled={!attempt}
            onClick={() => attempt && send(attempt)}
            title={intent ? `${verb} ${c.name}` : state.exhausted ? `${c.name} is exhausted` : c.name}
          >
            <span className="initiative">{c.initiative}</span>
            <span className="card-name">{c.name}</span>
            {state.tradeGoods > 0 && (
              <span className="card-tg" data-testid={`card-tg-${c.id}`}>
                {state.tradeGoods} TG
              </span>
            )}
            <span className={`holder color-${holder?.color ?? 'none'}`}>
              {holder ? holder.name : 'Unpicked'}
            </span>
            {state.exhausted && <span className="exhausted-mark">Used</span>}
            {verb && <span className="verb">{verb}</span>}
          </button>
        );
      })}
    </section>
  );
}
