import { useShallow } from 'zustand/react/shallow';
import {
  STRATEGY_CARDS,
  plural,
  strategyCardData,
  type Intent,
  type StrategyCardId,
} from '@initiative/rules';
import { send } from '../connection.ts';
import { useClient } from '../use-client.ts';
import { InfoTip, TipHost } from './info-tip.tsx';

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
  const thundersEdge = useClient((s) => s.view?.thundersEdge ?? false);
  if (!cards || !players) return null;
  return (
    <>
      {phase === 'strategy' && <PickOrder />}
      <section className="strategy-cards" aria-label="Strategy cards">
        {STRATEGY_CARDS.map(({ id }) => {
          const c = strategyCardData(id, thundersEdge);
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
          const held = holder
            ? `Held by ${holder.name}${state.exhausted ? ' (used this round)' : ''}`
            : 'Not picked yet';
          return (
            <TipHost key={c.id} className="sc-wrap" data-testid={`card-wrap-${c.id}`}>
              <button
                type="button"
                className={`strategy-card sc-${c.id} ${state.exhausted ? 'exhausted' : ''} ${intent ? 'legal' : ''}`}
                data-testid={`card-${c.id}`}
                data-holder={holder?.name ?? ''}
                aria-disabled={!attempt}
                aria-describedby={`sc-summary-${c.id}`}
                onClick={() => attempt && send(attempt)}
              >
                <span className="initiative">{c.initiative}</span>
                <span className="card-name">{c.name}</span>
                <span className={`holder color-${holder?.color ?? 'none'}`}>
                  {holder ? holder.name : 'Unpicked'}
                </span>
                {/* A line of its own under the name: nothing covers the name or the i (issue 29). */}
                <span className="card-flags">
                  {state.tradeGoods > 0 && (
                    <span
                      className="card-tg"
                      data-testid={`card-tg-${c.id}`}
                      title={plural(state.tradeGoods, 'trade good')}
                    >
                      +{state.tradeGoods} TG<span className="visually-hidden"> (trade goods on it)</span>
                    </span>
                  )}
                  {state.exhausted && <span className="exhausted-mark">Used</span>}
                  {verb && <span className="verb">{verb}</span>}
                </span>
              </button>
              <InfoTip label={c.name} testid={`card-summary-${c.id}`}>
                <strong>
                  {c.initiative} · {c.name}
                </strong>
                <span className="tip-meta">
                  {held}
                  {state.tradeGoods > 0 ? ` · ${plural(state.tradeGoods, 'trade good')} on it` : ''}
                </span>
                <span>
                  <em>Primary (holder):</em> {c.primary}
                </span>
                <span>
                  <em>Secondary (everyone else):</em> {c.secondary}
                </span>
              </InfoTip>
              <span id={`sc-summary-${c.id}`} className="visually-hidden">
                {held}. Primary: {c.primary} Secondary: {c.secondary}
              </span>
            </TipHost>
          );
        })}
      </section>
    </>
  );
}

/** The strategy phase's whole picking order (LRR 83), who has picked what and whose pick it is. */
function PickOrder() {
  const draft = useClient((s) => s.view?.draft);
  const players = useClient((s) => s.view?.players);
  const cards = useClient((s) => s.view?.cards);
  const thundersEdge = useClient((s) => s.view?.thundersEdge ?? false);
  if (!draft || !players || !cards) return null;
  const held = (seat: number) =>
    STRATEGY_CARDS.filter(({ id }) => cards[id].holder === seat).map(
      ({ id }) => strategyCardData(id, thundersEdge).name,
    );
  return (
    <ol className="pick-order" aria-label="Picking order" data-testid="pick-order">
      {draft.order.map((seat, i) => {
        const p = players[seat];
        // A seat's cards are shown on its last pick made (two laps with 3 or 4 players).
        const lastDone = i < draft.index && !draft.order.slice(i + 1, draft.index).includes(seat);
        const state = i < draft.index ? 'done' : i === draft.index ? 'now' : 'later';
        return (
          <li key={i} className={`pick-${state}`} aria-current={state === 'now' ? 'step' : undefined}>
            <span className="pick-number" aria-hidden="true">
              {i + 1}.
            </span>{' '}
            <span className={`chip color-${p?.color ?? 'none'}`} /> {p?.name ?? `Seat ${seat + 1}`}
            <span className="small-text">
              {state === 'done'
                ? lastDone
                  ? ` — ${held(seat).join(', ') || 'picked'}`
                  : ' — picked'
                : state === 'now'
                  ? ' — picking'
                  : ''}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
