// Reads what the server stored, straight from its SQLite file (read-only, not
// through the server's own storage code), and replays it with the rules engine.

import path from 'node:path';
import Database from 'better-sqlite3';
import {
  applyParsed,
  createGame,
  type Actor,
  type GameSetup,
  type GameState,
  type Intent,
} from '@initiative/rules';

export interface StoredEntry {
  readonly seq: number;
  readonly clientId: string;
  readonly actor: Actor;
  readonly intent: Intent;
}

export interface StoredGame {
  readonly id: string;
  readonly setup: GameSetup | null;
  readonly seed: string | null;
  /** Seat number → whether a token is held for it (the lobby as stored). */
  readonly claimed: readonly boolean[];
  readonly entries: readonly StoredEntry[];
}

interface RecordJson {
  setup: GameSetup | null;
  seed: string | null;
  lobby: { seats: { tokenHash: string | null }[] };
}

export function readStoredGames(dataDir: string): Map<string, StoredGame> {
  const db = new Database(path.join(dataDir, 'initiative.db'), { readonly: true, fileMustExist: true });
  try {
    const games = db.prepare<[], { id: string; record: string }>('SELECT id, record FROM games').all();
    const intents = db.prepare<[string], { seq: number; client_id: string; actor: string; intent: string }>(
      'SELECT seq, client_id, actor, intent FROM intents WHERE game_id = ? ORDER BY seq',
    );
    const out = new Map<string, StoredGame>();
    for (const row of games) {
      const record = JSON.parse(row.record) as RecordJson;
      out.set(row.id, {
        id: row.id,
        setup: record.setup,
        seed: record.seed,
        claimed: record.lobby.seats.map((s) => s.tokenHash !== null),
        entries: intents.all(row.id).map((r) => ({
          seq: r.seq,
          clientId: r.client_id,
          actor: JSON.parse(r.actor) as Actor,
          intent: JSON.parse(r.intent) as Intent,
        })),
      });
    }
    return out;
  } finally {
    db.close();
  }
}

/**
 * The state a game's stored log leads to, from its setup and seed. Throws if an
 * entry does not apply: a log that was written must always replay.
 */
export function replayStored(game: StoredGame): GameState {
  if (!game.setup || !game.seed) throw new Error(`game ${game.id} has not started`);
  const created = createGame(game.setup, game.seed);
  if (!created.ok) throw new Error(`game ${game.id} does not set up: ${created.message}`);
  let state = created.state;
  for (const entry of game.entries) {
    const out = applyParsed(state, entry.actor, entry.intent);
    if (!out.ok)
      throw new Error(`game ${game.id}: stored intent ${entry.seq} does not apply: ${out.message}`);
    state = out.state;
  }
  return state;
}
