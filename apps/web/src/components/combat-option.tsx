// An option at the start of a space combat round (rules/round-options.ts): the player asked pays for it
// or not this round (Munitions Reserves: 2 trade goods, their missed dice rolled again); everyone else
// sees whom the round waits for.

import { useState } from 'react';
import { send } from '../connection.ts';
import { useClient } from '../use-client.ts';
import { playerName } from '../format/players.ts';

export function CombatOption({ seat }: { seat: number | null }) {
  const view = useClient((s) => s.view);
  const [sent, setSent] = useState(false);
  const asked = view?.roundOption;
  const combat = view?.tactical?.combat;
  if (!view || !asked || !combat) return null;
  const round = combat.round + 1;
  const price = `${asked.tradeGoods} trade good${asked.tradeGoods === 1 ? '' : 's'}`;
  if (asked.seat !== seat)
    return (
      <p className="hint" data-testid="round-option-waiting">
        {playerName(view, asked.seat)} decides whether to spend {price} on {asked.name} before round {round}.
      </p>
    );
  const answer = (take: boolean) => {
    setSent(true);
    void send({ type: 'combat-option', option: asked.option, take }).finally(() => setSent(false));
  };
  return (
    <div className="retreat-choice" role="group" aria-label={asked.name} data-testid="round-option">
      <h3>
        Round {round}: {asked.name}?
      </h3>
      <p className="small-text">
        Spend {price}: your combat dice that miss in round {round} are rolled once more.
      </p>
      <button type="button" data-testid="round-option-take" disabled={sent} onClick={() => answer(true)}>
        Spend {price}
      </button>
      <button type="button" data-testid="round-option-decline" disabled={sent} onClick={() => answer(false)}>
        Not this round
      </button>
    </div>
  );
}
