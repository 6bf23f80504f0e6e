// Tokens are kept in this browser's localStorage, per game; the seat link
// (/g/:id/seat#token) carries a seat to another device.

export interface Credentials {
  seatToken?: string;
  seat?: number;
  hostToken?: string;
}

const key = (gameId: string) => `initiative:${gameId}`;

export function loadCredentials(gameId: string): Credentials {
  try {
    const raw = localStorage.getItem(key(gameId));
    return raw ? (JSON.parse(raw) as Credentials) : {};
  } catch {
    return {};
  }
}

export function saveCredentials(gameId: string, change: Credentials): Credentials {
  const next = { ...loadCredentials(gameId), ...change };
  localStorage.setItem(key(gameId), JSON.stringify(next));
  return next;
}

export function forgetSeat(gameId: string): void {
  const { hostToken } = loadCredentials(gameId);
  localStorage.setItem(key(gameId), JSON.stringify(hostToken ? { hostToken } : {}));
}

const GAME_KEY = /^initiative:([A-Za-z0-9_-]{6,32})$/;

/** Every game this browser holds a seat or host link for (the home page's "my games"). */
export function savedGames(): { readonly gameId: string; readonly credentials: Credentials }[] {
  const out: { gameId: string; credentials: Credentials }[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const gameId = GAME_KEY.exec(localStorage.key(i) ?? '')?.[1];
    if (!gameId) continue;
    const credentials = loadCredentials(gameId);
    if (credentials.seatToken || credentials.hostToken) out.push({ gameId, credentials });
  }
  return out;
}

/** Drops everything this browser holds for a game (its seat and host links). */
export function forgetGame(gameId: string): void {
  localStorage.removeItem(key(gameId));
}
