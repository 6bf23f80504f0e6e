// "Adjust this roll / this hit" during a combat (issue 28, SPEC 2.6): for a card or an ability the app
// does not play (a hit cancelled, one more hit, a re-roll), a seated player changes the hits a side
// still has to assign in the round under way. It is a table edit: logged with who made it, and queued
// for the host when the game's edits need approval.

import { useState } from 'react';
import { send } from '../connection.ts';
import { useClient } from '../use-client.ts';
import { playerName } from '../format/players.ts';

export function CombatAdjust({ seat }: { seat: number | null }) {
  const view = useClient((s) => s.view);
  const [sent, setSent] = useState(false);
  const combat = view?.tactical?.combat;
  if (!view || !combat || seat === null || view.retreatChoice) return null;
  if (!Object.values(combat.owed).some((n) => n > 0)) return null;
  const adjust = (side: number, delta: number) => {
    setSent(true);
    void send({
      type: 'table-edit',
      edit: { kind: 'adjust-combat-hits', ...(side === seat ? {} : { seat: side }), delta },
    }).finally(() => setSent(false));
  };
  return (
    <details className="combat-adjust" data-testid="combat-adjust">
      <summary>Adjust hits (a card or ability the app does not play)</summary>
      <p className="small-text">
        A table edit, logged with your name: the hits a side still has to assign this round.
      </p>
      <ul className="plain">
        {[combat.attacker, combat.defender].map((side) => {
          const owed = combat.owed[String(side)] ?? 0;
          const name = playerName(view, side);
          return (
            <li key={side} className="row">
              <span>
                {name}: {owed} to assign
              </span>{' '}
              <button
                type="button"
                disabled={sent || owed === 0}
                aria-label={`One hit less for ${name} to assign`}
                data-testid={`combat-adjust-minus-${side}`}
                onClick={() => adjust(side, -1)}
              >
                −1
              </button>{' '}
              <button
                type="button"
                disabled={sent}
                aria-label={`One hit more for ${name} to assign`}
                data-testid={`combat-adjust-plus-${side}`}
                onClick={() => adjust(side, 1)}
              >
                +1
              </button>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
