// What the client holds after updates sent in their fewest bytes (issue 31): the prompt worded from
// the view, log lines sent as a template's key and values, the clocks' waiting marks worked out from
// the prompt's seats, the rounds' record read from the view. A real game is played by the rules; each
// update is made as the server makes it; the client's log, prompt and clocks must be the server's.

import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PLAYER_COLORS,
  advanceChronicle,
  applyParsed,
  clockDelta,
  compactLogLines,
  createGame,
  legalIntents,
  logEntriesFor,
  startChronicle,
  viewFor,
  waitingFor,
  waitingText,
  type Chronicle,
  type GameSetup,
  type GameState,
  type GameView,
  type LogEntry,
  type PatchOp,
  type UpdateMessage,
} from '@initiative/rules';

const fake = vi.hoisted(() => {
  const handlers = new Map<string, (...args: unknown[]) => void>();
  const socket = {
    connected: true,
    on: (event: string, fn: (...args: unknown[]) => void) => handlers.set(event, fn),
    emit: () => undefined,
    removeAllListeners: () => handlers.clear(),
    disconnect: () => undefined,
    connect: () => undefined,
  };
  return { handlers, socket };
});
vi.mock('socket.io-client', () => ({ io: () => fake.socket }));

const { connect } = await import('./connection.ts');
const { store } = await import('./store.ts');

const NAMES = ['Ada', 'Brin (Letnev)', '$1 .*', 'Dee'];
const setup: GameSetup = {
  name: 'Words',
  seats: NAMES.map((name, i) => ({
    name,
    color: PLAYER_COLORS[i] as GameSetup['seats'][number]['color'],
    faction: null,
  })),
  victoryPoints: 10,
  mapString: null,
  options: { editsNeedApproval: false, timedConstruction: false },
};

/** A patch as coarse as it may be: every top-level member that changed, replaced (or added, removed). */
function coarsePatch(before: object, after: object): PatchOp[] {
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  const gone = Object.keys(a)
    .filter((k) => !(k in b))
    .map((k): PatchOp => [2, `/${k}`]);
  const changed = Object.keys(b)
    .filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]))
    .map((k): PatchOp => [k in a ? 0 : 1, `/${k}`, b[k]]);
  return [...gone, ...changed];
}

beforeEach(() => connect('game', undefined));

describe('updates in fewest bytes', () => {
  it("leave the client with the server's log, prompt and clocks", () => {
    const created = createGame(setup, 'words');
    if (!created.ok) throw new Error(created.message);
    let state: GameState = created.state;
    let chronicle: Chronicle = startChronicle(state, 1_000);
    let log: LogEntry[] = logEntriesFor(state, state, created.events, 0, null, undefined);
    const spectator = { kind: 'spectator' } as const;
    let view: GameView = viewFor(state, spectator);
    fake.handlers.get('sync')?.({
      version: 0,
      summary: {},
      view,
      log,
      chronicle,
      you: spectator,
    });

    const sent: UpdateMessage[] = [];
    // Every secret objective kept, then the first picks: each a move the log words from a template.
    for (let version = 1; version <= NAMES.length + 2; version++) {
      const seat = waitingFor(state).seats[0] as number;
      const intent = legalIntents(state, { kind: 'seat', seat })[0];
      if (!intent) throw new Error(`nothing for seat ${seat}`);
      const out = applyParsed(state, { kind: 'seat', seat }, intent);
      if (!out.ok) throw new Error(out.message);
      const at = 1_000 + version * 7_000;
      const next = advanceChronicle(chronicle, out.state, at);
      const entries = logEntriesFor(state, out.state, out.events, version, { kind: 'seat', seat }, at);
      const nextView = viewFor(out.state, spectator);
      const waited = { before: waitingFor(state).seats, after: waitingFor(out.state).seats };
      const message: UpdateMessage = {
        version,
        patch: coarsePatch(view, nextView),
        log: compactLogLines(entries, log.at(-1), at, out.state.players),
        clock: clockDelta(chronicle, next, waited),
      };
      sent.push(message);
      fake.handlers.get('update')?.(JSON.parse(JSON.stringify(message)));
      [state, chronicle, view] = [out.state, next, nextView];
      log = [...log, ...entries];

      const held = store.getState();
      expect(held.version).toBe(version);
      expect(held.log).toEqual(log);
      expect(held.chronicle).toEqual(chronicle);
      expect(held.view && waitingText(held.view)).toBe(waitingFor(state).text);
    }
    // What was saved: every move's own line went as words (a line no template fits, such as a faction
    // ability's, keeps its text), no waiting mark and no words of the usual prompt went over the wire.
    const lines = sent.flatMap((m) => m.log);
    expect(lines.filter((l) => l.w === 'secret-kept' || l.w === 'pick')).toHaveLength(NAMES.length + 2);
    expect(sent.filter((m) => m.clock?.waitingSince !== undefined)).toEqual([]);
    expect(JSON.stringify(sent)).not.toContain('to pick a strategy card');
    expect(store.getState().log.at(-1)?.text).toMatch(/^(Ada|Brin \(Letnev\)|\$1 \.\*|Dee) picks \w+\.$/);
  });
});
