// Playing an action card that researches (rules action-card-research.ts): Focused Research (four trade
// goods) and Divert Funding (return a technology first). The player names the technology; specialty
// skips are worked out as for any research. The Nekro Virus gain tokens instead: their play is the
// engine's offer (three tokens spread over the pools).

import { useState } from 'react';
import {
  actionCardIdOf,
  divertable,
  factionHas,
  FOCUSED_RESEARCH_COST,
  researchable,
  techStatus,
  TECHNOLOGIES_BY_ID,
  type GameView,
  type Intent,
} from '@initiative/rules';
import { send } from '../connection.ts';

const techName = (id: string) => TECHNOLOGIES_BY_ID.get(id)?.name ?? id;

export function ResearchCardPlay({
  view,
  seat,
  offer,
  name,
}: {
  view: GameView;
  seat: number;
  /** The engine's offer for this card (a legal choice). */
  offer: Extract<Intent, { type: 'component-action' }>;
  name: string;
}) {
  const card = offer.actionCard as string;
  const divert = actionCardIdOf(card) === 'divert-funding';
  const returnable = divert ? divertable(view, seat) : [];
  const [back, setBack] = useState(offer.returns ?? returnable[0] ?? '');
  // What may be researched: without the returned technology, for Divert Funding.
  const board = divert
    ? {
        ...view,
        players: view.players.map((p, i) =>
          i === seat ? { ...p, technologies: p.technologies.filter((t) => t !== back) } : p,
        ),
      }
    : view;
  const options = researchable(board, seat).filter((t) => t.id !== back);
  const [tech, setTech] = useState(offer.research?.technology ?? options[0]?.id ?? '');
  const chosen = options.some((t) => t.id === tech) ? tech : (options[0]?.id ?? '');
  if (factionHas(view.players[seat]?.faction ?? '', 'nekro-propagation')) {
    const t = offer.tokens;
    return (
      <button type="button" className="small" data-testid={`play-card-${card}`} onClick={() => send(offer)}>
        Play {name}: {t ? `tactic ${t.tactic}, fleet ${t.fleet}, strategy ${t.strategy}` : 'three tokens'}{' '}
        (Propagation)
      </button>
    );
  }
  const skips = chosen ? techStatus(board, seat, chosen).skips.map((s) => s.planet) : [];
  return (
    <span className="research-card" data-testid={`research-card-${card}`}>
      {divert && (
        <label>
          Return{' '}
          <select value={back} onChange={(e) => setBack(e.target.value)} data-testid="divert-return">
            {returnable.map((id) => (
              <option key={id} value={id}>
                {techName(id)}
              </option>
            ))}
          </select>
        </label>
      )}{' '}
      <label>
        Research{' '}
        <select value={chosen} onChange={(e) => setTech(e.target.value)} data-testid="research-card-tech">
          {options.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </select>
      </label>{' '}
      <button
        type="button"
        className="small"
        data-testid={`play-card-${card}`}
        disabled={!chosen}
        onClick={() =>
          send({
            type: 'component-action',
            actionCard: card,
            research: { technology: chosen, skips },
            ...(divert ? { returns: back } : {}),
          })
        }
      >
        Play {name}
        {divert ? '' : ` (${FOCUSED_RESEARCH_COST} trade goods)`}
      </button>
    </span>
  );
}
