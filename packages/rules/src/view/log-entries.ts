// The game log's lines for one applied intent: each event worded, with where in the game it happened
// (round, phase, whose turn), who it is about and when. The phase is followed through the events
// themselves, so the line that starts a phase is filed under the phase it starts.

import { describeEvent, type GameEvent } from '../state/events.ts';
import type { Actor } from '../wire/intents.ts';
import type { LogEntry } from './protocol.ts';
import type { GameState, Phase, Seat } from '../state/state.ts';

interface Place {
  round: number;
  phase: Phase;
  turn: Seat | null;
}

function moved(place: Place, event: GameEvent): Place {
  switch (event.type) {
    case 'round-started':
      return { round: event.round, phase: 'strategy', turn: null };
    case 'setup-complete':
      return { ...place, phase: 'strategy', turn: null };
    case 'action-phase-started':
      // The first turn starts with the phase (no separate 'turn' event).
      return { ...place, phase: 'action', turn: event.order[0] ?? null };
    case 'turn':
      return { ...place, turn: event.seat };
    case 'status-phase':
      return { ...place, phase: 'status', turn: null };
    default:
      return place;
  }
}

/**
 * The log lines for `events`, produced by the intent stored at `seq` (0: the game's setup) that `actor`
 * sent, stored at `at` (epoch ms; undefined when unknown). `before` is the state the intent was applied to, `after` the state it made.
 */
export function logEntriesFor(
  before: Pick<GameState, 'round' | 'phase' | 'active'>,
  after: Pick<GameState, 'players'>,
  events: readonly GameEvent[],
  seq: number,
  actor: Actor | null,
  at: number | undefined,
): LogEntry[] {
  let place: Place = {
    round: before.round,
    phase: before.phase,
    turn: before.phase === 'action' ? before.active : null,
  };
  const actorSeat = actor?.kind === 'seat' ? actor.seat : null;
  return events.map((event) => {
    place = moved(place, event);
    // A line is about the player its event names; a card's detail note naming no one is about the
    // player who acted. Game-wide lines (a phase starting, trade goods added) are about no one.
    const about =
      'seat' in event && event.seat !== null ? event.seat : event.type === 'note' ? actorSeat : null;
    const phase = place.phase;
    return {
      seq,
      text: describeEvent(after, event),
      round: place.round,
      phase,
      ...(about === null ? {} : { seat: about }),
      ...(place.turn === null || phase !== 'action' ? {} : { turn: place.turn }),
      ...(at === undefined ? {} : { at }),
    };
  });
}
