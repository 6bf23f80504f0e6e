// The agendas whose outcomes the rules engine resolves (agenda-content.ts marks them `automated`):
// those that touch victory points, trade goods, action cards, secret objectives, command tokens, the
// speaker, the objectives or the laws. The others are recorded in the log and made with table edits.

import { drawActionCards, handLimit } from '../../board/action-cards.ts';
import type { GameEvent } from '../../state/events.ts';
import { shuffle } from '../../kernel/rng.ts';
import { drawSecretObjective } from '../../board/secret-objectives.ts';
import type { AgendaVote, GameState, Seat } from '../../state/state.ts';
import { reinforcementTokens } from '../../board/tokens.ts';
import { updatePlayer } from '../../state/update.ts';
import { gainVictoryPoints } from '../../board/victory.ts';
import { PLANETS_BY_ID } from '../../content/index.ts';
import { planetTraits } from '../../content/systems.ts';
import { agendaName } from '../../content/agenda-content.ts';
import { outcomeSeat } from '../../board/agenda-outcomes.ts';
import { SANCTIONED_HAND_LIMIT } from '../../board/laws.ts';

export interface EffectResult {
  readonly state: GameState;
  readonly events: GameEvent[];
  /** The agenda is discarded even though it is a law (its own effect removed it). */
  readonly discarded?: boolean;
  /** A player who may not vote for the rest of this agenda phase. */
  readonly barred?: Seat;
}

const nameOf = (state: GameState, seat: Seat) => state.players[seat]?.name ?? `Seat ${seat + 1}`;
const note = (seat: Seat | null, text: string): GameEvent => ({ type: 'note', seat, text });

/** Applies `step` to each seat in turn, stopping when a victory point ends the game. */
function eachSeat(
  state: GameState,
  seats: readonly Seat[],
  step: (s: GameState, seat: Seat) => { state: GameState; events: GameEvent[] },
): EffectResult {
  let next = state;
  const events: GameEvent[] = [];
  for (const seat of seats) {
    if (next.phase === 'ended') break;
    const out = step(next, seat);
    next = out.state;
    events.push(...out.events);
  }
  return { state: next, events };
}

const votedFor = (votes: readonly AgendaVote[]) =>
  votes.filter((v) => v.outcome === 'for' && v.votes > 0).map((v) => v.seat);

function discardHand(state: GameState, seat: Seat): { state: GameState; events: GameEvent[] } {
  const hand = state.players[seat]?.actionCards ?? [];
  if (hand.length === 0) return { state, events: [] };
  const next = updatePlayer(state, seat, (p) => ({ ...p, actionCards: [] }));
  return {
    state: { ...next, decks: { ...next.decks, actionDiscard: [...next.decks.actionDiscard, ...hand] } },
    events: [
      note(
        seat,
        `${nameOf(state, seat)} discards ${hand.length} action card${hand.length === 1 ? '' : 's'}.`,
      ),
    ],
  };
}

function revealObjective(state: GameState, stage: 'stage1' | 'stage2'): EffectResult {
  const [top, ...rest] = state.decks[stage];
  if (top === undefined)
    return { state, events: [note(null, 'That objective deck is empty: nothing is revealed.')] };
  return {
    state: {
      ...state,
      decks: { ...state.decks, [stage]: rest },
      objectives: { ...state.objectives, revealed: [...state.objectives.revealed, top] },
    },
    events: [{ type: 'objectives-revealed', objectives: [top] }],
  };
}

function setPools(
  state: GameState,
  seat: Seat,
  want: { tactic: number; fleet: number; strategy: number },
): EffectResult {
  const player = state.players[seat];
  if (!player) return { state, events: [] };
  // Tokens come from reinforcements and the sheet itself; what is missing stays missing.
  let available =
    reinforcementTokens(state, seat) + player.pools.tactic + player.pools.fleet + player.pools.strategy;
  const take = (n: number) => {
    const got = Math.min(n, available);
    available -= got;
    return got;
  };
  const pools = { tactic: take(want.tactic), fleet: take(want.fleet), strategy: take(want.strategy) };
  return {
    state: updatePlayer(state, seat, (p) => ({ ...p, pools })),
    events: [
      note(seat, `${player.name}'s command sheet is now ${pools.tactic}/${pools.fleet}/${pools.strategy}.`),
    ],
  };
}

export function resolveAgendaEffect(
  state: GameState,
  agenda: string,
  outcome: string,
  votes: readonly AgendaVote[],
): EffectResult {
  const elected = outcomeSeat(outcome);
  const all = state.players.map((p) => p.seat);
  switch (agenda) {
    case 'mutiny':
      return eachSeat(state, votedFor(votes), (s, seat) =>
        gainVictoryPoints(s, seat, outcome === 'for' ? 1 : -1),
      );
    case 'seed-of-an-empire': {
      const points = state.players.map((p) => p.victoryPoints);
      const target = outcome === 'for' ? Math.max(...points) : Math.min(...points);
      const seats = state.players.filter((p) => p.victoryPoints === target).map((p) => p.seat);
      return eachSeat(state, seats, (s, seat) => gainVictoryPoints(s, seat, 1));
    }
    case 'economic-equality': {
      const tradeGoods = outcome === 'for' ? 5 : 0;
      return {
        state: { ...state, players: state.players.map((p) => ({ ...p, tradeGoods })) },
        events: [
          note(
            null,
            outcome === 'for'
              ? 'Every player now has 5 trade goods.'
              : 'Every player returns their trade goods.',
          ),
        ],
      };
    }
    case 'incentive-program':
      return revealObjective(state, outcome === 'for' ? 'stage1' : 'stage2');
    case 'unconventional-measures':
      return eachSeat(state, votedFor(votes), (s, seat) =>
        outcome === 'for' ? drawActionCards(s, seat, 2) : discardHand(s, seat),
      );
    case 'executive-sanctions':
      return outcome === 'for' ? sanctionHands(state) : discardAtRandom(state, votedFor(votes));
    case 'fleet-regulations':
      return outcome === 'for'
        ? capFleetPools(state)
        : eachSeat(state, all, (s, seat) => addFleetToken(s, seat));
    case 'representative-government':
    case 'representative-government-base':
      return outcome === 'for' ? { state, events: [] } : exhaustCultural(state, votedFor(votes));
    case 'new-constitution':
      if (outcome !== 'for' || state.laws.length === 0) return { state, events: [] };
      return {
        state: {
          ...state,
          laws: [],
          decks: {
            ...state.decks,
            agendaDiscard: [...state.decks.agendaDiscard, ...state.laws.map((l) => l.id)],
          },
        },
        events: [
          note(null, 'Every law in play is discarded (exhausting home planets next round is a table edit).'),
        ],
      };
    case 'judicial-abolishment':
      return {
        state: {
          ...state,
          laws: state.laws.filter((l) => l.id !== outcome),
          decks: { ...state.decks, agendaDiscard: [...state.decks.agendaDiscard, outcome] },
        },
        events: [note(null, `${agendaName(outcome)} is no longer in play.`)],
      };
    case 'archived-secret':
      return elected === null ? { state, events: [] } : drawSecretObjective(state, elected);
    case 'public-execution':
      return elected === null ? { state, events: [] } : publicExecution(state, elected);
    case 'shard-of-the-throne':
    case 'the-crown-of-emphidia':
    case 'political-censure':
      return elected === null ? { state, events: [] } : gainVictoryPoints(state, elected, 1);
    case 'holy-planet-of-ixth': {
      const controller = state.galaxy.planets[outcome]?.controller ?? null;
      return controller === null ? { state, events: [] } : gainVictoryPoints(state, controller, 1);
    }
    case 'armed-forces-standardization':
      return elected === null
        ? { state, events: [] }
        : setPools(state, elected, { tactic: 3, fleet: 3, strategy: 2 });
    default:
      return { state, events: [] };
  }
}

/** Executive Sanctions (for): a hand over 3 is discarded down at once (as the hand limit, LRR 2.2). */
function sanctionHands(state: GameState): EffectResult {
  let pendingDiscards = { ...state.pendingDiscards };
  const events: GameEvent[] = [];
  for (const p of state.players) {
    const over =
      p.actionCards.length - handLimit(p.faction, { laws: [{ id: 'executive-sanctions', elected: null }] });
    if (over <= 0) continue;
    pendingDiscards = {
      ...pendingDiscards,
      [String(p.seat)]: Math.max(over, pendingDiscards[String(p.seat)] ?? 0),
    };
    events.push(note(p.seat, `${p.name} must discard down to ${SANCTIONED_HAND_LIMIT} action cards.`));
  }
  return { state: { ...state, pendingDiscards }, events };
}

/** Executive Sanctions (against): each player who voted for discards one action card at random. */
function discardAtRandom(state: GameState, seats: readonly Seat[]): EffectResult {
  let next = state;
  const events: GameEvent[] = [];
  for (const seat of seats) {
    const hand = next.players[seat]?.actionCards ?? [];
    if (hand.length === 0) continue;
    const [order, rng] = shuffle(hand, next.rng);
    const card = order[0] as string;
    next = updatePlayer({ ...next, rng }, seat, (p) => ({
      ...p,
      actionCards: p.actionCards.filter((c) => c !== card),
    }));
    next = { ...next, decks: { ...next.decks, actionDiscard: [...next.decks.actionDiscard, card] } };
    events.push(note(seat, `${nameOf(state, seat)} discards an action card at random.`));
  }
  return { state: next, events };
}

/** Fleet Regulations (for): fleet pools over 4 give their extra tokens back to reinforcements. */
function capFleetPools(state: GameState): EffectResult {
  let next = state;
  const events: GameEvent[] = [];
  for (const p of state.players) {
    if (p.pools.fleet <= 4) continue;
    next = updatePlayer(next, p.seat, (x) => ({ ...x, pools: { ...x.pools, fleet: 4 } }));
    events.push(note(p.seat, `${p.name} returns ${p.pools.fleet - 4} fleet tokens to reinforcements.`));
  }
  return { state: next, events };
}

function addFleetToken(state: GameState, seat: Seat): { state: GameState; events: GameEvent[] } {
  if (reinforcementTokens(state, seat) <= 0) return { state, events: [] };
  return {
    state: updatePlayer(state, seat, (p) => ({ ...p, pools: { ...p.pools, fleet: p.pools.fleet + 1 } })),
    events: [note(seat, `${nameOf(state, seat)} puts a token in their fleet pool.`)],
  };
}

/** Representative Government (against): players who voted for exhaust each cultural planet they control. */
function exhaustCultural(state: GameState, seats: readonly Seat[]): EffectResult {
  const planets = { ...state.galaxy.planets };
  for (const [id, p] of Object.entries(planets)) {
    const data = PLANETS_BY_ID.get(id);
    if (
      p.controller !== null &&
      seats.includes(p.controller) &&
      data &&
      planetTraits(data).includes('cultural')
    )
      planets[id] = { ...p, exhausted: true };
  }
  return {
    state: { ...state, galaxy: { ...state.galaxy, planets } },
    events: seats.length ? [note(null, 'Players who voted for exhaust their cultural planets.')] : [],
  };
}

/** Public Execution: the elected player discards their hand, passes the speaker token on, and may not vote again this phase. */
function publicExecution(state: GameState, seat: Seat): EffectResult {
  const discarded = discardHand(state, seat);
  let next = discarded.state;
  const events = [...discarded.events];
  if (next.speaker === seat) {
    const speaker = (seat + 1) % next.players.length;
    next = { ...next, speaker };
    events.push(note(speaker, `${nameOf(state, speaker)} becomes the speaker.`));
  }
  events.push(note(seat, `${nameOf(state, seat)} may not vote on the other agenda this phase.`));
  return { state: next, events, barred: seat };
}
