// The game log, read top to bottom like a transcript: grouped by round and phase (and, in the action
// phase, by whose turn it is), each line with the time it happened, the newest at the bottom. It keeps
// itself scrolled to the newest line unless the reader has scrolled up. Search and a player filter
// narrow it.

import { useDeferredValue, useState } from 'react';
import type { LogEntry, PlayerView } from '@initiative/rules';
import { useClient } from '../use-client.ts';
import { useFollowNewest } from '../use-follow.ts';
import './info.css';

/** Lines shown at most (the newest); the search reaches all of them. */
const SHOWN = 300;

interface Group {
  readonly key: string;
  readonly heading: string;
  readonly turns: { readonly key: string; readonly heading: string | null; readonly entries: LogEntry[] }[];
}

const PHASE_NAMES: Readonly<Record<string, string>> = {
  setup: 'Setup',
  strategy: 'Strategy phase',
  action: 'Action phase',
  status: 'Status phase',
  agenda: 'Agenda phase',
  ended: 'Game over',
};

/** Groups consecutive lines by round and phase, and action-phase lines by turn. */
export function groupLog(entries: readonly LogEntry[], players: readonly PlayerView[]): Group[] {
  const groups: Group[] = [];
  for (const e of entries) {
    const key = e.round === undefined ? 'earlier' : `${e.round}-${e.phase ?? ''}`;
    let group = groups.at(-1);
    if (!group || group.key !== key) {
      const heading =
        e.round === undefined
          ? 'Earlier'
          : e.phase === 'setup'
            ? 'Setup'
            : `Round ${e.round} · ${PHASE_NAMES[e.phase ?? ''] ?? e.phase ?? ''}`;
      group = { key, heading, turns: [] };
      groups.push(group);
    }
    const turnKey = e.turn === undefined ? 'none' : `turn-${e.turn}`;
    let turn = group.turns.at(-1);
    if (!turn || turn.key !== turnKey) {
      const name = e.turn === undefined ? null : (players[e.turn]?.name ?? `Seat ${e.turn + 1}`);
      turn = { key: turnKey, heading: name === null ? null : `${name}’s turn`, entries: [] };
      group.turns.push(turn);
    }
    turn.entries.push(e);
  }
  return groups;
}

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
