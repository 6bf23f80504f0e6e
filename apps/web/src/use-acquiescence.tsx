// Acquiescence (the Winnu's promissory note) in a follow form: follow the strategic action without a
// token; the note goes back to its owner. Offered only when the engine offers a follow with it; when
// the strategy pool is empty it is the only way to follow.

import { useState } from 'react';
import type { GameView } from '@initiative/rules';

/** Acquiescence in a follow form: follow the Winnu's strategic action without a token. */
export function useAcquiescence(view: GameView) {
  const offers = view.legal.filter((i) => i.type === 'follow');
  const offered = offers.some((i) => i.type === 'follow' && i.acquiescence === true);
  const forced = offered && offers.every((i) => i.type === 'follow' && (i.acquiescence || i.jaeMirKan));
  const [use, setUse] = useState(false);
  if (!offered) return { picker: null, field: {} };
  const owner = view.players[view.strategic?.active ?? -1]?.name ?? 'the active player';
  const on = forced || use;
  const picker = (
    <label className="follow-agent inline" data-testid="acquiescence">
      <input type="checkbox" checked={on} disabled={forced} onChange={(e) => setUse(e.target.checked)} /> Use{' '}
      {owner}&apos;s Acquiescence: follow without a token (the note goes back to {owner})
      {forced ? ' — your strategy pool is empty' : ''}
    </label>
  );
  return { picker, field: on ? { acquiescence: true as const } : {} };
}
