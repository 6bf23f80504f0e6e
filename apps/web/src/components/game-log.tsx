// The game log, read top to bottom like a transcript: grouped by round and phase (and, in the action
// phase, by whose turn it is), each line with the time it happened, the newest at the bottom. It keeps
// itself scrolled to the newest line unless the reader has scrolled up. Search and a player filter
// narrow it.

import { useDeferredValue, useState } from 'react';
import { useClient } from '../use-client.ts';
import { useFollowNewest } from '../use-follow.ts';
import { groupLog } from '../format/log.ts';
import './info.css';

/** Lines shown at most (the newest); the search reaches all of them. */
const SHOWN = 300;

function timeOf(at: number | undefined): { short: string; full: string; iso: string } | null {
  if (at === undefined) return null;
  const d = new Date(at);
  return {
    short: d.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    full: d.toLocaleString(),
    iso: d.toISOString(),
  };
}

export function GameLog() {
  const log = useClient((s) => s.log);
  const players = useClient((s) => s.view?.players) ?? [];
  const [query, setQuery] = useState('');
  const [who, setWho] = useState<number | null>(null);
  const q = useDeferredValue(query.trim().toLowerCase());
  const shown = log
    .filter((e) => (who === null || e.seat === who) && (!q || e.text.toLowerCase().includes(q)))
    .slice(-SHOWN);
  const groups = groupLog(shown, players);
  const last = shown.at(-1);
  const follow = useFollowNewest<HTMLDivElement>([last?.seq, last?.text, shown.length, who, q]);
  return (
    <section className="log card" aria-label="Game log">
      <h2>Log</h2>
      <div className="log-filters">
        <input
          type="search"
          placeholder="Search the log"
          aria-label="Search the log"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <select
          aria-label="Show the lines about"
          data-testid="log-player-filter"
          value={who ?? ''}
          onChange={(e) => setWho(e.target.value === '' ? null : Number(e.target.value))}
        >
          <option value="">Everyone</option>
          {players.map((p) => (
            <option key={p.seat} value={p.seat}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      <div
        className="log-scroll"
        ref={follow.ref}
        data-testid="log"
        tabIndex={0}
        aria-label="Log lines, oldest first"
        onScroll={follow.onScroll}
      >
        {groups.length === 0 && (
          <p className="hint">{log.length === 0 ? 'Nothing yet.' : 'No line matches.'}</p>
        )}
        {groups.map((g, gi) => (
          <section key={`${g.key}-${gi}`} className="log-group" data-testid="log-group">
            <h3 className="log-heading">{g.heading}</h3>
            {g.turns.map((t, ti) => (
              <div key={`${t.key}-${ti}`} className="log-turn">
                {t.heading && <h4 className="log-turn-heading">{t.heading}</h4>}
                <ol className="log-lines">
                  {t.entries.map((e, i) => {
                    const time = timeOf(e.at);
                    return (
                      <li key={`${e.seq}-${i}`} data-testid="log-line" data-seat={e.seat ?? ''}>
                        {time && (
                          <time dateTime={time.iso} title={time.full}>
                            {time.short}
                          </time>
                        )}{' '}
                        <span>{e.text}</span>
                      </li>
                    );
                  })}
                </ol>
              </div>
            ))}
          </section>
        ))}
      </div>
    </section>
  );
}
