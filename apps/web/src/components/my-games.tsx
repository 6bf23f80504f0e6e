// "My games" on the home page: every game this browser holds a seat or host link for (from local
// storage), with where it stands and whether it waits for you; one click goes back to the table.

import { useEffect, useState } from 'react';
import type { GameSummary } from '@initiative/rules';
import { ApiError, api } from '../api.ts';
import { forgetGame, savedGames, type Credentials } from '../credentials.ts';
import { standing, yourMove } from '../format/games.ts';

type Known = GameSummary | { readonly missing: string };

const REFRESH_MS = 60_000;

export function MyGames() {
  const [games, setGames] = useState(savedGames);
  const [known, setKnown] = useState<Record<string, Known>>({});

  useEffect(() => {
    let live = true;
    const load = () => {
      for (const { gameId } of savedGames())
        api
          .summary(gameId)
          .then((s) => live && setKnown((k) => ({ ...k, [gameId]: s })))
          .catch((e: unknown) => {
            if (!live) return;
            const missing =
              e instanceof ApiError && e.code === 'game/not-found'
                ? 'This game no longer exists.'
                : 'Cannot be reached just now.';
            setKnown((k) => ({ ...k, [gameId]: { missing } }));
          });
    };
    load();
    const timer = setInterval(load, REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, []);

  if (games.length === 0) return null;
  const rank = (gameId: string, c: Credentials): number => {
    const s = known[gameId];
    if (!s || 'missing' in s) return 4;
    if (yourMove(s, c)) return 0;
    return s.status === 'playing' && !s.archived ? 1 : s.status === 'lobby' ? 2 : 3;
  };
  const sorted = [...games].sort((a, b) => rank(a.gameId, a.credentials) - rank(b.gameId, b.credentials));
  return (
    <section className="card my-games" aria-label="My games" data-testid="my-games">
      <h2>My games</h2>
      <ul className="plain">
        {sorted.map(({ gameId, credentials }) => {
          const s = known[gameId];
          const summary = s && !('missing' in s) ? s : null;
          const seatName =
            credentials.seat !== undefined ? summary?.seats[credentials.seat]?.name : undefined;
          const role = [
            credentials.seat !== undefined ? `You play ${seatName ?? `seat ${credentials.seat + 1}`}` : null,
            credentials.hostToken ? 'you host' : null,
          ]
            .filter(Boolean)
            .join(', ');
          const mine = summary ? yourMove(summary, credentials) : false;
          return (
            <li key={gameId} className={`my-game ${mine ? 'mine' : ''}`} data-testid={`my-game-${gameId}`}>
              <a href={`/g/${gameId}`} className="my-game-name">
                {summary?.name ?? gameId}
              </a>
              {mine && (
                <span className="badge your-move" data-testid="your-move">
                  Your move
                </span>
              )}
              <span className="hint">
                {summary ? standing(summary) : s && 'missing' in s ? s.missing : 'Loading…'}
                {role ? ` · ${role.charAt(0).toUpperCase()}${role.slice(1)}` : ''}
              </span>
              {s && 'missing' in s && s.missing.startsWith('This game') && (
                <button
                  type="button"
                  className="small secondary-button"
                  onClick={() => {
                    forgetGame(gameId);
                    setGames(savedGames());
                  }}
                >
                  Forget it
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
