// The status phase (LRR 81), after every player has passed:
//   1. in initiative order, each player scores up to one public and one secret objective;
//   2. the speaker reveals the next public objective;
//   3. each player draws one action card (two with Neural Motivator);
//   4. every command token on the board returns to its owner's reinforcements;
//   5. each player gains two command tokens (Hyper Metabolism: three; Sol: one more) and redistributes
//      (in parallel);
//   6. planets and space stations are readied;
//   7. every damaged unit is repaired (board/damage.ts);
//   8. strategy cards return to the common area (trade goods stay on the unpicked ones).
// Then the agenda phase (rules/agenda/agenda-phase.ts) once the custodians token has left Mecatol Rex, or
// the next round's strategy phase.

import { repairAll } from '../board/damage.ts';
import { giveOracleNote, oracleOwed, useOracle } from './notes/oracle.ts';
import { advanceConstruction } from './construction-progress.ts';
import { drawActionCards } from '../board/action-cards.ts';
import { OBJECTIVES_BY_ID, STRATEGY_CARD_IDS } from '../content/index.ts';
import { factionHas } from '../content/factions.ts';
import type { GameEvent } from '../state/events.ts';
import { scoreOne } from './objective-scoring.ts';
import { applied, type Outcome } from '../state/outcome.ts';
import { beginNextRound } from './phases.ts';
import { beginAgendaPhase } from './agenda/agenda-phase.ts';
import { electedBy, fleetPoolLimit } from '../board/laws.ts';
import { holdNow, onIntent, statusPhaseBegins } from '../hooks/mechanisms.ts';
import { fail, type RuleError } from '../kernel/result.ts';
import type { CommandPools, GameState, Seat, StatusPhaseState } from '../state/state.ts';
import { poolTotal, reinforcementTokens } from '../board/tokens.ts';
import { initiativeOrder } from '../board/turn-order.ts';
import type { ScoreClaim } from '../wire/turn-intents.ts';
import { updatePlayer } from '../state/update.ts';
import type { Handlers, IntentOf } from '../state/handlers.ts';

/** How many public objectives of each stage a game reveals (see docs/rules-decisions.md). */
export const STAGE_I_IN_GAME = 5;
export const STAGE_II_IN_GAME = 5;
/** LRR 81 step 5. */
export const TOKENS_GAINED = 2;

const has = (state: GameState, seat: Seat, tech: string) =>
  state.players[seat]?.technologies.includes(tech) ?? false;

/**
 * Command tokens a player gains in step 5: two, three with Hyper Metabolism (it replaces the two), and
 * one more for the Federation of Sol (Versatile adds to whatever is gained).
 */
export function statusTokenGain(state: GameState, seat: Seat): number {
  const base = has(state, seat, 'hyper-metabolism') ? 3 : TOKENS_GAINED;
  return base + (factionHas(state.players[seat]?.faction ?? '', 'sol-extra-token') ? 1 : 0);
}

/** Action cards a player draws in step 3: one, two with Neural Motivator (the Yssaril's extra is in drawActionCards). */
export function statusCardDraw(state: GameState, seat: Seat): number {
  return has(state, seat, 'neural-motivator') ? 2 : 1;
}

const nameOf = (state: GameState, seat: Seat) => state.players[seat]?.name ?? `Seat ${seat + 1}`;

function withStatus(state: GameState, status: StatusPhaseState | null): GameState {
  return { ...state, status };
}

/** Every player has passed: the status phase begins with scoring. */
export function beginStatusPhase(state: GameState): { state: GameState; events: GameEvent[] } {
  const order = initiativeOrder(state);
  // Abilities that act as the phase begins (Mitosis: infantry placed before scoring).
  const begun = statusPhaseBegins(state, { step: 'score', order, index: 0, gains: {} });
  const status = begun.status;
  const next: GameState = { ...state, phase: 'status', active: null, tactical: null, status };
  const first = begun.notes.join('');
  return {
    state: next,
    events: [
      { type: 'status-phase' },
      {
        type: 'note',
        seat: null,
        text: `${first}Scoring, in initiative order: ${order.map((s) => nameOf(state, s)).join(', ')}.`,
      },
    ],
  };
}

/** The seat whose turn it is to score, or null. */
export function currentScorer(state: GameState): Seat | null {
  const s = state.status;
  if (state.phase !== 'status' || !s || s.step !== 'score' || holdNow(state) !== null) return null;
  return s.order[s.index] ?? null;
}

export function scoreObjectives(
  state: GameState,
  seat: Seat,
  claims: { readonly public?: ScoreClaim | undefined; readonly secret?: ScoreClaim | undefined },
): Outcome {
  const scorer = currentScorer(state);
  if (scorer === null)
    return fail('intent/wrong-phase', 'Objectives are scored in the status phase, in turn.');
  if (scorer !== seat)
    return fail('intent/not-your-turn', `It is ${nameOf(state, scorer)}'s turn to score objectives.`);
  let next = state;
  const events: GameEvent[] = [];
  for (const kind of ['public', 'secret'] as const) {
    const claim = claims[kind];
    if (!claim) continue;
    const out = scoreOne(next, seat, claim, kind);
    if ('ok' in out) return out;
    next = out.state;
    events.push(...out.events);
    // LRR 98: the game ends the moment a player reaches the target.
    if (next.phase === 'ended') return applied(withStatus(next, null), events);
  }
  if (!claims.public && !claims.secret)
    events.push({ type: 'note', seat, text: `${nameOf(state, seat)} scores no objective this round.` });
  const s = next.status as StatusPhaseState;
  next = withStatus(next, { ...s, index: s.index + 1 });
  if (s.index + 1 < s.order.length) return applied(next, events);
  const rest = afterScoring(next);
  return applied(rest.state, [...events, ...rest.events]);
}

/** LRR 81 step 2: stage I objectives until five are out, then stage II (docs/rules-decisions.md). */
function revealNext(state: GameState): { state: GameState; events: GameEvent[] } {
  const revealed = state.objectives.revealed;
  const count = (stage: 1 | 2) => revealed.filter((id) => OBJECTIVES_BY_ID.get(id)?.stage === stage).length;
  const deck =
    count(1) < STAGE_I_IN_GAME && state.decks.stage1.length > 0
      ? 'stage1'
      : count(2) < STAGE_II_IN_GAME && state.decks.stage2.length > 0
        ? 'stage2'
        : null;
  if (deck === null) return endWithoutObjective(state);
  const [top, ...rest] = state.decks[deck];
  if (top === undefined) return endWithoutObjective(state);
  return {
    state: {
      ...state,
      decks: { ...state.decks, [deck]: rest },
      objectives: { ...state.objectives, revealed: [...revealed, top] },
    },
    events: [{ type: 'objectives-revealed', objectives: [top] }],
  };
}

/** LRR 81 step 2 / 98: no objective left to reveal ends the game; most points wins, ties by initiative. */
function endWithoutObjective(state: GameState): { state: GameState; events: GameEvent[] } {
  const order = initiativeOrder(state);
  const best = Math.max(...state.players.map((p) => p.victoryPoints));
  const winner = order.find((s) => state.players[s]?.victoryPoints === best) ?? 0;
  return {
    state: { ...state, phase: 'ended', winner, status: null },
    events: [
      {
        type: 'note',
        seat: winner,
        text: `No public objective is left to reveal: the game ends. ${nameOf(state, winner)} has the most victory points (${best}) and wins.`,
      },
    ],
  };
}

/** Steps 2–4 run by themselves; then every player decides step 5 in parallel. */
function afterScoring(state: GameState): { state: GameState; events: GameEvent[] } {
  const revealed = revealNext(state);
  if (revealed.state.phase === 'ended') return revealed;
  let next = revealed.state;
  const events = [...revealed.events];
  const order = (state.status as StatusPhaseState).order;
  for (const seat of order) {
    const drawn = drawActionCards(next, seat, statusCardDraw(next, seat));
    next = drawn.state;
    events.push(...drawn.events);
  }
  next = {
    ...next,
    galaxy: {
      ...next.galaxy,
      systems: next.galaxy.systems.map((s) => (s.tokens.length ? { ...s, tokens: [] } : s)),
    },
  };
  events.push({
    type: 'note',
    seat: null,
    text: 'Every command token on the board returns to its reinforcements.',
  });
  const gains: Record<string, number> = {};
  for (const p of next.players)
    gains[String(p.seat)] = Math.min(statusTokenGain(next, p.seat), reinforcementTokens(next, p.seat));
  const oracle = (state.status as StatusPhaseState).oracle;
  next = withStatus(next, {
    step: 'redistribute',
    order,
    index: order.length,
    gains,
    ...(oracle && { oracle }),
  });
  events.push({
    type: 'note',
    seat: null,
    text: 'Each player gains command tokens (two, unless an ability changes it) and arranges their command sheet.',
  });
  return { state: next, events };
}

function redistributeProblem(state: GameState, seat: Seat, pools: CommandPools): RuleError | null {
  const s = state.status;
  if (state.phase !== 'status' || !s || s.step !== 'redistribute')
    return fail('intent/wrong-phase', 'Command tokens are redistributed in the status phase, after scoring.');
  const gain = s.gains[String(seat)];
  if (gain === undefined)
    return fail('rule/already-decided', 'You have already arranged your command tokens this round.');
  const player = state.players[seat];
  const total = poolTotal(player?.pools ?? pools) + gain;
  const fleetLimit = fleetPoolLimit(state);
  if (pools.fleet > fleetLimit)
    return fail(
      'rule/limit-reached',
      `Fleet Regulations is in play: at most ${fleetLimit} tokens in your fleet pool.`,
    );
  if (poolTotal(pools) !== total) {
    return fail(
      'rule/illegal-choice',
      `Your pools must hold ${total} tokens in all (the ${total - gain} on your sheet and the ${gain} you gain); these hold ${poolTotal(pools)}.`,
    );
  }
  return null;
}

export function redistributeTokens(
  state: GameState,
  seat: Seat,
  intent: IntentOf<'redistribute-tokens'>,
): Outcome {
  const pools = intent.pools;
  const problem = redistributeProblem(state, seat, pools);
  if (problem) return problem;
  const s = state.status as StatusPhaseState;
  const gain = s.gains[String(seat)] ?? 0;
  const gains = { ...s.gains };
  delete gains[String(seat)];
  let next = withStatus(
    updatePlayer(state, seat, (p) => ({ ...p, pools })),
    { ...s, gains },
  );
  const events: GameEvent[] = [
    {
      type: 'note',
      seat,
      text: `${nameOf(state, seat)} gains ${gain} command token${gain === 1 ? '' : 's'}: ${pools.tactic} tactic, ${pools.fleet} fleet, ${pools.strategy} strategy.`,
    },
  ];
  // Abilities for the end of the phase (Bioplasmosis): this is the player's last decision in it.
  const moved = onIntent('tokensArranged', next, seat, intent);
  if ('ok' in moved) return moved;
  next = moved.state;
  events.push(...moved.events);
  return applied(...maybeEnd(next, events));
}

/** The end of the phase once nobody arranges tokens or owes The Oracle a note (rules/notes/oracle.ts). */
function maybeEnd(state: GameState, events: GameEvent[]): [GameState, GameEvent[]] {
  if (Object.keys(state.status?.gains ?? {}).length > 0 || oracleOwed(state).length > 0)
    return [state, events];
  const done = endStatusPhase(state);
  return [done.state, [...events, ...done.events]];
}

/** `the-oracle` (Naalu hero): the others owe a note each before the phase ends. */
export function theOracle(state: GameState, seat: Seat): Outcome {
  const out = useOracle(state, seat);
  return 'ok' in out ? out : applied(out.state, out.events);
}

/** `give-oracle-note`: one of the notes The Oracle asks for; the last one ends the phase if nothing else waits. */
export function oracleNote(state: GameState, seat: Seat, note: string): Outcome {
  const out = giveOracleNote(state, seat, note);
  if ('ok' in out) return out;
  return applied(...maybeEnd(out.state, out.events));
}

/** Steps 6, 7 and 8, then the next round's strategy phase. */
function endStatusPhase(before: GameState): { state: GameState; events: GameEvent[] } {
  // SPEC 2.5 (004 §16.3, §17.2, §18.3): with timed construction, everything under construction loses a counter.
  const built = advanceConstruction(before);
  // Step 7: every damaged unit is repaired (LRR 87).
  const state = repairAll(built.state);
  const planets = Object.fromEntries(
    Object.entries(state.galaxy.planets).map(([id, p]) => [id, p.exhausted ? { ...p, exhausted: false } : p]),
  );
  const stations = Object.fromEntries(
    Object.entries(state.galaxy.stations).map(([id, s]) => [
      id,
      s.exhausted ? { ...s, exhausted: false } : s,
    ]),
  );
  // Political Stability: those who played it keep their cards (readied) and skip the next draft.
  const keep = state.keepCards ?? [];
  const cards = { ...state.cards };
  for (const id of STRATEGY_CARD_IDS) {
    const holder = cards[id].holder;
    cards[id] = {
      ...cards[id],
      holder: holder !== null && keep.includes(holder) ? holder : null,
      exhausted: false,
    };
  }
  // Step 6 readies technology cards too.
  const players = state.players.map((p) => {
    if (!p.exhaustedCards) return p;
    const { exhaustedCards: _ready, ...rest } = p;
    return rest;
  });
  const readied: GameState = {
    ...state,
    players,
    galaxy: { ...state.galaxy, planets, stations },
    cards,
    status: null,
  };
  const policy = ministerOfPolicyDraw(readied);
  const events: GameEvent[] = [
    ...built.events,
    {
      type: 'note',
      seat: null,
      text:
        keep.length === 0
          ? 'Planets and space stations are readied; the strategy cards return to the common area.'
          : `Planets and space stations are readied; the strategy cards return to the common area, except ${keep.map((s) => state.players[s]?.name ?? `Seat ${s + 1}`).join(' and ')}'s (Political Stability).`,
    },
    ...policy.events,
  ];
  // LRR 8: once the custodians token has left Mecatol Rex, every round ends with an agenda phase.
  const next = policy.state.custodians ? beginNextRound(policy.state) : beginAgendaPhase(policy.state);
  return { state: next.state, events: [...events, ...next.events] };
}

/** Minister of Policy (a law): its holder draws an action card at the end of the status phase. */
function ministerOfPolicyDraw(state: GameState): { state: GameState; events: GameEvent[] } {
  const seat = electedBy(state, 'minister-of-policy');
  return seat === null ? { state, events: [] } : drawActionCards(state, seat, 1);
}

/** The intents this module owns, in the engine's handler table (engine/handlers.ts). */
export const statusPhaseHandlers: Handlers<
  'the-oracle' | 'give-oracle-note' | 'score-objectives' | 'redistribute-tokens'
> = {
  'the-oracle': (state, seat) => theOracle(state, seat),
  'give-oracle-note': (state, seat, intent) => oracleNote(state, seat, intent.note),
  'score-objectives': (state, seat, intent) => scoreObjectives(state, seat, intent),
  'redistribute-tokens': (state, seat, intent) => redistributeTokens(state, seat, intent),
};
