// The tactical action (LRR 89), as far as the app simulates it: the active
// player activates a system with a token from their tactic pool; the turn
// then stays with them (movement, move-ships.ts; space combat,
// space-combat.ts; invasion, invasion.ts; production, production.ts while
// `state.tactical` is set; the rest as table edits) until they end it.

import { returnOnActivation } from '../board/notes-hand.ts';
import { checkTurn, endTurn } from './action-phase.ts';
import { exploreFrontierAfterTactical } from './exploration.ts';
import { SYSTEMS_BY_ID } from '../content/index.ts';
import { findSystem } from '../board/forces.ts';
import type { Intent } from '../wire/intents.ts';
import { applied, type Outcome } from '../state/outcome.ts';
import { fail, type RuleError } from '../kernel/result.ts';
import type { GameState, Seat, SystemState } from '../state/state.ts';
import type { GameEvent } from '../state/events.ts';
import { onIntent } from '../hooks/mechanisms.ts';
import { updatePlayer } from '../state/update.ts';
import type { Handlers, IntentOf } from '../state/handlers.ts';

const nameOf = (state: GameState, seat: Seat) => state.players[seat]?.name ?? `Seat ${seat + 1}`;

export function systemLabel(systemId: string): string {
  const planets = SYSTEMS_BY_ID.get(systemId)?.planets ?? [];
  return planets.length === 0
    ? `system ${systemId}`
    : `system ${systemId} (${planets.map((p) => p.name).join(', ')})`;
}

/** Why `seat` cannot activate `systemId` now, or null. */
export function activationProblem(state: GameState, seat: Seat, systemId: string): RuleError | null {
  const wrong = checkTurn(state, seat);
  if (wrong) return wrong;
  const system = findSystem(state, systemId);
  if (!system) return fail('rule/illegal-choice', `System ${systemId} is not on the board.`);
  if (SYSTEMS_BY_ID.get(systemId)?.kind === 'hyperlane')
    return fail('rule/illegal-choice', 'A hyperlane is not a system: it cannot be activated.');
  if ((state.players[seat]?.pools.tactic ?? 0) < 1) {
    return fail(
      'rule/no-token',
      'Your tactic pool is empty: a tactical action needs a command token from it. Take a component action or pass instead.',
    );
  }
  if (system.tokens.includes(seat)) {
    return fail(
      'rule/illegal-choice',
      `You already have a command token in ${systemLabel(systemId)}: you cannot activate it again.`,
    );
  }
  return null;
}

export function activateSystem(state: GameState, seat: Seat, systemId: string): Outcome {
  const problem = activationProblem(state, seat, systemId);
  if (problem) return problem;
  let next = updatePlayer(state, seat, (p) => ({ ...p, pools: { ...p.pools, tactic: p.pools.tactic - 1 } }));
  next = {
    ...next,
    galaxy: {
      ...next.galaxy,
      systems: next.galaxy.systems.map((s) =>
        s.systemId === systemId ? { ...s, tokens: [...s.tokens, seat] } : s,
      ),
    },
    tactical: { system: systemId },
  };
  const events: GameEvent[] = [
    {
      type: 'note',
      seat,
      text: `${nameOf(state, seat)} takes a tactical action and activates ${systemLabel(systemId)}.`,
    },
  ];
  next = returnOnActivation(next, seat, systemId, events);
  return applied(next, events);
}

/** Ends the tactical action: the turn passes on. */
export function endTacticalTurn(state: GameState, seat: Seat, intent: IntentOf<'end-turn'>): Outcome {
  if (state.phase !== 'action' || !state.tactical)
    return fail('intent/wrong-phase', 'There is no tactical action in progress to end.');
  if (state.active !== seat)
    return fail('intent/not-your-turn', `Only ${nameOf(state, state.active ?? 0)} can end their turn.`);
  if (state.strategic)
    return fail(
      'intent/wrong-phase',
      'This tactical action is Warfare’s primary: finish it from the card (rearrange your pools), then the others may follow.',
    );
  const events: GameEvent[] = [
    { type: 'note', seat, text: `${nameOf(state, seat)} ends their tactical action.` },
  ];
  // Dark Energy Tap: the frontier token of the system activated is explored as the action ends.
  const explored = exploreFrontierAfterTactical(state, seat, state.tactical.system, events);
  let next: GameState = { ...explored, tactical: null };
  const ending = onIntent('turnEnding', next, seat, intent);
  if ('ok' in ending) return ending;
  next = ending.state;
  events.push(...ending.events);
  return endTurn(next, seat, events);
}

/** The systems `seat` may activate now, as intents. */
export function activationIntents(state: GameState, seat: Seat): Intent[] {
  // activationProblem for each system, its checks common to all of them made once.
  if (checkTurn(state, seat) || (state.players[seat]?.pools.tactic ?? 0) < 1) return [];
  const out: Intent[] = [];
  // The first system with each id, as findSystem finds it (one pass instead of a search for each).
  const first = new Map<string, SystemState>();
  for (const s of state.galaxy.systems) {
    const found = first.get(s.systemId) ?? s;
    if (found === s) first.set(s.systemId, s);
    if (SYSTEMS_BY_ID.get(s.systemId)?.kind === 'hyperlane') continue;
    if (found.tokens.includes(seat)) continue;
    out.push({ type: 'activate-system', system: s.systemId });
  }
  return out;
}

/** The intents this module owns, in the engine's handler table (engine/handlers.ts). */
export const tacticalHandlers: Handlers<'activate-system' | 'end-turn'> = {
  'activate-system': (state, seat, intent) => activateSystem(state, seat, intent.system),
  'end-turn': (state, seat, intent) => endTacticalTurn(state, seat, intent),
};
