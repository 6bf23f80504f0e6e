// Rules replay micro benchmark: play random legal games, then replay their
// intent logs through applyParsed and count intents per second. The bots use
// legalIntents, so intents added to the engine are covered automatically.

import {
  applyParsed,
  createGame,
  legalIntents,
  viewFor,
  PLAYER_COLORS,
  type Actor,
  type GameSetup,
  type GameState,
  type Intent,
} from '@initiative/rules';

export function benchSetup(seats: number, name = 'Bench'): GameSetup {
  return {
    name,
    seats: Array.from({ length: seats }, (_, i) => ({
      name: `Bot ${i + 1}`,
      color: PLAYER_COLORS[i] as GameSetup['seats'][number]['color'],
      faction: null,
    })),
    victoryPoints: 10,
    mapString: null,
    options: { editsNeedApproval: false, timedConstruction: false },
  };
}

/** A small deterministic generator for the bots' choices. */
export function chooser(seed: number): (n: number) => number {
  let s = seed >>> 0 || 1;
  return (n) => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) % n;
  };
}

export interface LoggedGame {
  readonly initial: GameState;
  readonly log: { readonly actor: Actor; readonly intent: Intent }[];
}

/** Plays `steps` random legal intents (fewer if the game ends). */
export function playRandomGame(seats: number, steps: number, seed: number): LoggedGame {
  const created = createGame(benchSetup(seats), `replay-${seed}`);
  if (!created.ok) throw new Error(created.message);
  const pick = chooser(seed);
  let state = created.state;
  const log: LoggedGame['log'] = [];
  for (let i = 0; i < steps; i++) {
    const options: { actor: Actor; intent: Intent }[] = [];
    for (let seat = 0; seat < seats; seat++) {
      const actor: Actor = { kind: 'seat', seat };
      for (const intent of legalIntents(state, actor)) options.push({ actor, intent });
    }
    const choice = options[pick(Math.max(1, options.length))];
    if (!choice) break;
    const out = applyParsed(state, choice.actor, choice.intent);
    if (!out.ok) throw new Error(`a legal intent was refused: ${out.message}`);
    state = out.state;
    log.push(choice);
  }
  return { initial: created.state, log };
}

export interface ReplayResult {
  readonly intents: number;
  readonly seconds: number;
  readonly intentsPerSecond: number;
  /** viewFor calls per second, for every role of each new state (what the server does on every update). */
  readonly viewsPerSecond: number;
}

export function replayBenchmark(options: {
  games: number;
  seats: number;
  steps: number;
  seconds: number;
}): ReplayResult {
  const games = Array.from({ length: options.games }, (_, i) =>
    playRandomGame(options.seats, options.steps, i + 1),
  );
  const replayAll = () => {
    let n = 0;
    for (const g of games) {
      let state = g.initial;
      for (const e of g.log) {
        const out = applyParsed(state, e.actor, e.intent);
        if (!out.ok) throw new Error(out.message);
        state = out.state;
        n++;
      }
    }
    return n;
  };
  replayAll(); // warm up the JIT
  let intents = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < options.seconds * 1000) intents += replayAll();
  const seconds = (performance.now() - t0) / 1000;

  // viewFor as the server uses it: every role (each seat and a spectator) of every state of a
  // game, each state new (replayed afresh, untimed), so nothing is answered from a cache of the
  // same state twice; consecutive states share their unchanged parts, as on the server.
  const roles: Actor[] = [
    ...Array.from({ length: options.seats }, (_, seat): Actor => ({ kind: 'seat', seat })),
    { kind: 'spectator' },
  ];
  let views = 0;
  let viewMs = 0;
  for (let round = 0; viewMs < 1000; round++) {
    const sample = games[round % games.length];
    if (!sample) break;
    let state = sample.initial;
    const states: GameState[] = [];
    for (const e of sample.log) {
      const out = applyParsed(state, e.actor, e.intent);
      if (out.ok) state = out.state;
      states.push(state);
    }
    const v0 = performance.now();
    for (const s of states) for (const role of roles) viewFor(s, role);
    viewMs += performance.now() - v0;
    views += states.length * roles.length;
  }
  const viewSeconds = viewMs / 1000;
  return { intents, seconds, intentsPerSecond: intents / seconds, viewsPerSecond: views / viewSeconds };
}
