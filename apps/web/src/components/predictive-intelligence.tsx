// Predictive Intelligence (technology): as the player ends their turn (End turn after a tactical
// action, or passing) they may exhaust it to rearrange the tokens on their command sheet. A checkbox,
// then the three pools; the parent sends the arrangement with its intent (`predictiveIntelligence`).

import {
  PREDICTIVE_INTELLIGENCE,
  technologyReady,
  type CommandPools,
  type GameView,
} from '@initiative/rules';
import { PoolsInput } from '../cards/pickers.tsx';

export function PredictiveIntelligence({
  players,
  seat,
  value,
  onChange,
  testid,
}: {
  players: GameView['players'];
  seat: number;
  /** The arrangement to send, or null to end the turn without it. */
  value: CommandPools | null;
  onChange: (pools: CommandPools | null) => void;
  testid: string;
}) {
  const current = players[seat]?.pools;
  if (!current || !technologyReady({ players }, seat, PREDICTIVE_INTELLIGENCE)) return null;
  const total = current.tactic + current.fleet + current.strategy;
  const placed = value ? value.tactic + value.fleet + value.strategy : total;
  return (
    <div className="follow-agent" data-testid={testid}>
      <label className="inline">
        <input
          type="checkbox"
          checked={value !== null}
          onChange={(e) => onChange(e.target.checked ? current : null)}
        />
        Predictive Intelligence (exhausts it): rearrange your {total} command tokens as the turn ends
      </label>
      {value && (
        <>
          <PoolsInput pools={value} total={total} onChange={onChange} testid={`${testid}-pools`} />
          {placed !== total && (
            <p className="error">
              {placed < total ? `Place ${total - placed} more.` : `Remove ${placed - total}.`}
            </p>
          )}
        </>
      )}
    </div>
  );
}
