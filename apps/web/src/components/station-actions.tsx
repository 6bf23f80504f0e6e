// Space stations on one's command sheet (shared/rules/003): each station ready or exhausted, and a
// button to exhaust one and convert all commodities into trade goods (note 8). Transactions between
// station owners (note 7) are in the transactions panel (transactions-panel.tsx).

import { STATIONS_BY_ID, type GameView, plural } from '@initiative/rules';
import { send } from '../connection.ts';

export function StationActions({ view, seat }: { readonly view: GameView; readonly seat: number }) {
  const own = Object.entries(view.galaxy.stations).filter(([, s]) => s.controller === seat);
  const me = view.players[seat];
  if (own.length === 0 || !me) return null;
  const converts = new Set(view.legal.flatMap((i) => (i.type === 'convert-commodities' ? [i.station] : [])));
  return (
    <div className="station-actions" data-testid="station-actions">
      <h3>Space stations</h3>
      <ul className="plain">
        {own.map(([id, st]) => (
          <li key={id} className={st.exhausted ? 'exhausted' : 'ready'}>
            {STATIONS_BY_ID.get(id)?.name ?? id}{' '}
            {st.exhausted ? '(exhausted)' : '(ready: pays like a planet)'}{' '}
            {converts.has(id) && (
              <button
                type="button"
                className="small"
                data-testid={`convert-${id}`}
                onClick={() => send({ type: 'convert-commodities', station: id })}
              >
                Exhaust: {plural(me.commodities, 'commodity')} → trade goods
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
