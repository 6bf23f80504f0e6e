// Space stations on one's command sheet (shared/rules/003): each station ready or exhausted, and a
// button to exhaust one and convert all commodities into trade goods (note 8). Transactions between
// station owners (note 7) are in the transactions panel (transactions-panel.tsx).

import { STATIONS_BY_ID, plural } from '@initiative/rules';
import { send } from '../connection.ts';
import { useClient } from '../use-client.ts';

/** The stations the engine offers to convert with now, as one string (a stable selector value). */
const convertible = (legal: readonly { type: string; station?: string }[] | undefined) =>
  (legal ?? []).flatMap((i) => (i.type === 'convert-commodities' && i.station ? [i.station] : [])).join(' ');

export function StationActions({ seat }: { readonly seat: number }) {
  const stations = useClient((s) => s.view?.galaxy.stations);
  const me = useClient((s) => s.view?.players[seat]);
  const converting = useClient((s) => convertible(s.view?.legal));
  const own = Object.entries(stations ?? {}).filter(([, s]) => s.controller === seat);
  if (own.length === 0 || !me) return null;
  const converts = new Set(converting.split(' '));
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
