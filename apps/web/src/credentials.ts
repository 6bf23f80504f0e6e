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
