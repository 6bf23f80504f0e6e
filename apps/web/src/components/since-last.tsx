// "Since you last looked": when a player comes back to a table, what happened while they were away —
// the log lines since the last version this browser showed them, grouped by round, phase and turn —
// above everything else, until they dismiss it. The version last shown is kept per game in this
// browser (localStorage), updated while the page is visible.

import { useEffect, useRef, useState } from 'react';
import { useClient } from '../use-client.ts';
import { groupLines } from '../format/since-last.ts';

const key = (gameId: string) => `initiative:seen:${gameId}`;
/** Lines shown at most: the rest are in the log. */
const MAX_LINES = 40;

function readSeen(gameId: string): number | null {
  const raw = localStorage.getItem(key(gameId));
  const n = raw === null ? NaN : Number(raw);
  return Number.isInteger(n) && n >= 0 ? n : null;
}

export function SinceLastLooked({ gameId }: { gameId: string }) {
  const version = useClient((s) => s.version);
  const log = useClient((s) => s.log);
  const players = useClient((s) => s.view?.players);
  const live = useClient((s) => s.view !== null && s.history === null);
  // What was seen before this visit, and how far the table had gone when the visit began.
  const since = useRef<number | null | undefined>(undefined);
  const [until, setUntil] = useState<number | null>(null);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (!live || version === 0) return;
    if (since.current === undefined) {
      since.current = readSeen(gameId);
      setUntil(version);
    }
    const save = () => {
      if (document.visibilityState === 'visible') localStorage.setItem(key(gameId), String(version));
    };
    save();
    document.addEventListener('visibilitychange', save);
    return () => document.removeEventListener('visibilitychange', save);
  }, [gameId, version, live]);

  const from = since.current;
  if (dismissed || from === undefined || from === null || until === null || until <= from) return null;
  const lines = log.filter((l) => l.seq > from && l.seq <= until);
  if (lines.length === 0) return null;
  const shown = lines.slice(-MAX_LINES);
  const moves = until - from;
  return (
    <section className="card since-last" aria-label="Since you last looked" data-testid="since-last">
      <h2>Since you last looked</h2>
      <p className="hint">
        {moves} {moves === 1 ? 'move' : 'moves'} while you were away
        {shown.length < lines.length ? ` (the last ${shown.length} lines; the rest are in the log)` : ''}.
      </p>
      {groupLines(
        shown,
        (players ?? []).map((p) => p.name),
      ).map((g, i) => (
        <div key={i} className="since-group">
          <h3>{g.heading}</h3>
          <ul className="plain">
            {g.lines.map((l, j) => (
              <li key={j}>{l.text}</li>
            ))}
          </ul>
        </div>
      ))}
      <button type="button" data-testid="since-last-dismiss" onClick={() => setDismissed(true)}>
        Got it
      </button>
    </section>
  );
}
