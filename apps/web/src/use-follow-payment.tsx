// Another way to pay a follow's strategy token, from the rule set (its `followPayment`: Jae Mir Kan,
// the Mahact's agent, pays with one of the active player's command tokens from the board). Shown only
// when the engine offers a follow with it; when the strategy pool is empty it is the only way to
// follow.

import { useState } from 'react';
import { followPayment, type GameView } from '@initiative/rules';
import { systemLabel } from './format/systems.ts';

export function useFollowPayment(view: GameView, seat: number | null) {
  const offers = view.legal.filter((i) => i.type === 'follow');
  const other = offers.some((i) => i.type === 'follow' && i.jaeMirKan !== undefined);
  const forced = other && offers.every((i) => i.type === 'follow' && i.jaeMirKan !== undefined);
  const active = view.strategic?.active ?? -1;
  const payment = followPayment();
  const systems = other && payment && seat !== null ? payment.choices(view, seat, active) : [];
  const [chosen, setChosen] = useState<string>('');
  const system = forced ? chosen || (systems[0] ?? '') : chosen;
  if (!payment || systems.length === 0) return { picker: null, field: {} };
  const owner = view.players[active]?.name ?? 'the active player';
  const picker = (
    <div className="follow-agent" data-testid="jae-mir-kan">
      <p>
        {forced ? 'Your strategy pool is empty: pay' : 'Or pay the token'} {payment.text(owner)}
      </p>
      <select
        aria-label={`System whose token of ${owner} pays`}
        value={system}
        onChange={(e) => setChosen(e.target.value)}
        data-testid="jae-mir-kan-system"
      >
        {!forced && <option value="">No: spend my own strategy token</option>}
        {systems.map((id) => (
          <option key={id} value={id}>
            {owner}&apos;s token in {systemLabel(id)}
          </option>
        ))}
      </select>
    </div>
  );
  return { picker, field: system ? { jaeMirKan: system } : {} };
}
