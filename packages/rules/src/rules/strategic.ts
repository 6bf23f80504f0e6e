// A strategic action (LRR 83.6): the active player resolves the card's primary
// ability; then every other player, from the active player's left clockwise,
// may resolve the secondary. Followers decide in parallel; anything that draws
// from a deck is applied in clockwise order as earlier players decide.

import { ACQUIESCENCE, payWithAcquiescence } from './notes/acquiescence.ts';

import { endTurn } from './action-phase.ts';
import { cardRules } from './cards/registry.ts';
import type { PrimaryStep } from './cards/types.ts';
import { STRATEGY_CARDS_BY_ID, type StrategyCardId } from '../content/strategy-cards.ts';
import type { GameEvent } from '../state/events.ts';
import { applied, type Outcome } from '../state/outcome.ts';
import { fail, type RuleError } from '../kernel/result.ts';
import type { GameState, Seat, StrategicActionState } from '../state/state.ts';
import { clockwiseFrom } from '../board/turn-order.ts';
import { updateCard, updatePlayer, withStrategic } from '../state/update.ts';
import type { Handlers } from '../state/handlers.ts';
import { after, followPayment, holdRefusal } from '../hooks/mechanisms.ts';

const cardName = (card: StrategyCardId) => STRATEGY_CARDS_BY_ID.get(card)?.name ?? card;
const seatName = (state: GameState, seat: Seat) => state.players[seat]?.name ?? `Seat ${seat + 1}`;

function malformed(
  card: StrategyCardId,
  error: { issues: readonly { path: PropertyKey[]; message: string }[] },
): RuleError {
  const issue = error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ` : '';
  return fail(
    'intent/malformed',
    `Those choices for ${cardName(card)} are not understood (${where}${issue?.message ?? 'invalid'}).`,
  );
}

export function startStrategicAction(state: GameState, seat: Seat, card: StrategyCardId): Outcome {
  if (state.phase !== 'action')
    return fail('intent/wrong-phase', 'Strategic actions are taken in the action phase.');
  if (state.strategic)
    return fail('intent/wrong-phase', 'Wait until the current strategic action has been resolved.');
  if (state.active !== seat) {
    return fail(
      'intent/not-your-turn',
      `Only the active player can do this; it is ${seatName(state, state.active ?? 0)}'s turn.`,
    );
  }
  if (state.tactical)
    return fail('intent/wrong-phase', 'Your tactical action is under way: end your turn when it is done.');
  const held = holdRefusal(state);
  if (held) return fail('intent/wrong-phase', held);
  if (state.cards[card].holder !== seat)
    return fail('rule/not-your-card', `You do not hold ${cardName(card)}.`);
  if (state.cards[card].exhausted) {
    return fail(
      'rule/card-exhausted',
      `${cardName(card)} is exhausted: its strategic action has been used this round.`,
    );
  }
  return applied({ ...state, strategic: openStrategic(card, seat) }, [
    { type: 'strategic-action', seat, card },
  ]);
}

/** A strategic action about to resolve `card`'s primary (`hero`: resolved by a hero, heroes.ts). */
export function openStrategic(
  card: StrategyCardId,
  active: Seat,
  hero?: StrategicActionState['hero'],
): StrategicActionState {
  return {
    card,
    active,
    step: 'primary',
    followers: {},
    data: {},
    queued: {},
    applied: 0,
    ...(hero ? { hero } : {}),
  };
}

export function resolvePrimary(state: GameState, seat: Seat, raw: unknown): Outcome {
  const s = state.strategic;
  if (!s || s.step !== 'primary')
    return fail('intent/wrong-phase', 'There is no primary ability waiting to be resolved.');
  if (s.active !== seat)
    return fail(
      'intent/not-your-turn',
      `${seatName(state, s.active)} resolves the primary of ${cardName(s.card)}.`,
    );
  const rules = cardRules(state, s.card);
  const awaited = rules.awaiting?.(state) ?? [];
  if (awaited.length > 0) {
    return fail(
      'intent/not-your-turn',
      `${cardName(s.card)} is waiting for ${awaited.map((a) => seatName(state, a)).join(', ')} to choose.`,
    );
  }
  const parsed = rules.primary.safeParse(raw ?? {});
  if (!parsed.success) return malformed(s.card, parsed.error);
  return afterPrimaryStep(state, s, rules.resolvePrimary(state, seat, parsed.data));
}

/** A player the primary waits for (not the active player) makes their choice (Diplomacy's pool). */
export function resolveCardChoice(state: GameState, seat: Seat, raw: unknown): Outcome {
  const s = state.strategic;
  const rules = s ? cardRules(state, s.card) : null;
  if (!s || !rules || s.step !== 'primary' || !(rules.awaiting?.(state) ?? []).includes(seat))
    return fail('intent/not-your-turn', 'No strategy card is waiting for a choice from you.');
  if (!rules.choice || !rules.resolveChoice)
    return fail('rule/unknown', `${cardName(s.card)} asks no choice of other players.`);
  const parsed = rules.choice.safeParse(raw ?? {});
  if (!parsed.success) return malformed(s.card, parsed.error);
  return afterPrimaryStep(state, s, rules.resolveChoice(state, seat, parsed.data));
}

/** After a step of the primary: wait for the next step, or open the secondary to the others. */
function afterPrimaryStep(state: GameState, s: StrategicActionState, step: PrimaryStep | RuleError): Outcome {
  if (!step.ok) return step;
  // The game ended (a player reached the target): nothing more to resolve.
  if (!step.done || step.state.phase === 'ended') return applied(step.state, step.events);
  const current = step.state.strategic ?? s;
  // Mathis Mathinus: only the players the hero chose may follow (heroes.ts).
  const chosen = s.hero?.followers;
  const followers = Object.fromEntries(
    clockwiseFrom(state.players.length, s.active)
      .filter((f) => !chosen || chosen.includes(f))
      .map((f) => [String(f), 'pending' as const]),
  );
  const next = withStrategic(step.state, { ...current, step: 'secondary', followers });
  const events = [...step.events, { type: 'primary-resolved' as const, seat: s.active, card: s.card }];
  return Object.keys(followers).length === 0 ? settle(next, events) : applied(next, events);
}

/**
 * Checks whether `seat` may follow now, and spends its token if the card asks for one — or pays with
 * Jae Mir Kan (`jaeMirKan`: a system) or Acquiescence (`jaeMirKan` is ACQUIESCENCE).
 */
function payToFollow(
  state: GameState,
  seat: Seat,
  s: StrategicActionState,
  jaeMirKan?: string,
): { state: GameState; token: boolean; events: GameEvent[] } | RuleError {
  const rules = cardRules(state, s.card);
  const blocked = rules.cannotFollow?.(state, seat);
  if (blocked) return blocked;
  if (!rules.followCostsToken(state, seat)) {
    if (jaeMirKan !== undefined)
      return fail(
        'rule/illegal-choice',
        `Following ${cardName(s.card)} costs you no strategy token here: ${jaeMirKan === ACQUIESCENCE ? 'Acquiescence' : (followPayment()?.name ?? 'that')} has nothing to pay.`,
      );
    return { state, token: false, events: [] };
  }
  if (jaeMirKan === ACQUIESCENCE) {
    const paid = payWithAcquiescence(state, seat, s.active);
    return 'ok' in paid ? paid : { ...paid, token: false };
  }
  // An ability that pays it another way (Jae Mir Kan: the active player's token from the board).
  const other = followPayment();
  if (jaeMirKan !== undefined && other) {
    const paid = other.pay(state, seat, s.active, jaeMirKan);
    return 'ok' in paid ? paid : { state: paid.state, events: [...paid.events], token: false };
  }
  const player = state.players[seat];
  if (!player || player.pools.strategy < 1) {
    return fail(
      'rule/no-strategy-token',
      `Following ${cardName(s.card)} costs a command token from your strategy pool, and yours is empty.`,
    );
  }
  return {
    state: updatePlayer(state, seat, (p) => ({
      ...p,
      pools: { ...p.pools, strategy: p.pools.strategy - 1 },
    })),
    token: true,
    events: [],
  };
}

function applyFollow(
  state: GameState,
  seat: Seat,
  s: StrategicActionState,
  choices: unknown,
  jaeMirKan?: string,
): Outcome {
  const paid = payToFollow(state, seat, s, jaeMirKan);
  if ('ok' in paid) return paid;
  const out = cardRules(state, s.card).resolveSecondary(paid.state, seat, choices);
  if (!out.ok) return out;
  // Magmus (Muaat commander): a trade good after a strategy-pool token is spent.
  const magmus = paid.token ? after('strategyTokenSpent', out.state, seat) : { state: out.state, events: [] };
  return applied(magmus.state, [
    { type: 'followed', seat, card: s.card, token: paid.token },
    ...paid.events,
    ...out.events,
    ...magmus.events,
  ]);
}

function checkFollower(state: GameState, seat: Seat): StrategicActionState | RuleError {
  const s = state.strategic;
  if (!s || s.step !== 'secondary')
    return fail('intent/wrong-phase', 'There is no secondary ability to follow right now.');
  if (s.active === seat)
    return fail('rule/not-following', 'You played this card: its secondary is for the other players.');
  if (s.followers[String(seat)] !== 'pending')
    return fail('rule/already-decided', `You have already decided on ${cardName(s.card)}.`);
  return s;
}

export function follow(state: GameState, seat: Seat, raw: unknown, jaeMirKan?: string): Outcome {
  const s = checkFollower(state, seat);
  if ('ok' in s) return s;
  const rules = cardRules(state, s.card);
  const parsed = rules.secondary.safeParse(raw ?? {});
  if (!parsed.success) return malformed(s.card, parsed.error);
  // Validate against the table as it is now, even when the result must wait its turn.
  const trial = applyFollow(state, seat, s, parsed.data, jaeMirKan);
  if (!trial.ok) return trial;
  if (!rules.ordered) {
    const decided = setDecision(trial.state, seat, 'followed');
    return settle(decided, [...trial.events]);
  }
  let decided = setDecision(state, seat, 'followed', parsed.data);
  if (jaeMirKan !== undefined) {
    const current = decided.strategic as StrategicActionState;
    decided = {
      ...decided,
      strategic: { ...current, agentPaid: { ...current.agentPaid, [String(seat)]: jaeMirKan } },
    };
  }
  return settle(decided, []);
}

export function skip(state: GameState, seat: Seat): Outcome {
  const s = checkFollower(state, seat);
  if ('ok' in s) return s;
  return settle(setDecision(state, seat, 'skipped'), [
    { type: 'skipped', seat, card: s.card, byHost: false },
  ]);
}

/** Host: end the wait for players who have not decided (SPEC: a host option after a timeout). */
export function skipUndecided(state: GameState): Outcome {
  const s = state.strategic;
  if (s && s.step === 'primary') return chooseForAwaited(state, s);
  if (!s || s.step !== 'secondary')
    return fail('intent/wrong-phase', 'No one is being waited for on a secondary ability.');
  let next = state;
  const events: GameEvent[] = [];
  for (const [seat, d] of Object.entries(s.followers)) {
    if (d !== 'pending') continue;
    next = setDecision(next, Number(seat), 'skipped');
    events.push({ type: 'skipped', seat: Number(seat), card: s.card, byHost: true });
  }
  if (events.length === 0) return fail('rule/already-decided', 'Every player has already decided.');
  return settle(next, events);
}

/** Host: players a primary waits for (Diplomacy's pool) get the engine's example choice. */
function chooseForAwaited(state: GameState, s: StrategicActionState): Outcome {
  const rules = cardRules(state, s.card);
  const awaited = rules.awaiting?.(state) ?? [];
  if (awaited.length === 0 || !rules.resolveChoice || !rules.exampleChoice)
    return fail(
      'intent/wrong-phase',
      `${seatName(state, s.active)} resolves the primary: no one else is waited for.`,
    );
  let next = state;
  const events: GameEvent[] = [];
  let done = false;
  for (const seat of awaited) {
    const step = rules.resolveChoice(next, seat, rules.exampleChoice(next, seat));
    if (!step.ok) return step;
    events.push({
      type: 'note',
      seat,
      text: `The host stops waiting and chooses for ${seatName(state, seat)}.`,
    });
    events.push(...step.events);
    next = step.state;
    done = step.done;
  }
  return afterPrimaryStep(state, s, { ok: true, state: next, events, done });
}

function setDecision(
  state: GameState,
  seat: Seat,
  decision: 'followed' | 'skipped',
  queued?: unknown,
): GameState {
  const s = state.strategic as StrategicActionState;
  return withStrategic(state, {
    ...s,
    followers: { ...s.followers, [String(seat)]: decision },
    queued: queued === undefined ? s.queued : { ...s.queued, [String(seat)]: queued },
  });
}

/** Applies queued follows whose earlier players have all decided; ends the action when everyone has. */
function settle(state: GameState, events: GameEvent[]): Outcome {
  let next = state;
  const s0 = next.strategic as StrategicActionState;
  const order = clockwiseFrom(next.players.length, s0.active);
  let index = s0.applied;
  // How far it has got (`applied`) is written into the state only when something reads it: before a
  // queued follow resolves, and at the end (each step's copy of the whole state was most of the cost).
  const upToDate = () => {
    const s = next.strategic as StrategicActionState;
    if (s.applied !== index) next = withStrategic(next, { ...s, applied: index });
  };
  while (index < order.length) {
    const seat = order[index] as Seat;
    const decision = (next.strategic as StrategicActionState).followers[String(seat)];
    if (decision === 'pending') break;
    if (decision === 'followed' && String(seat) in (next.strategic as StrategicActionState).queued) {
      upToDate();
      const s = next.strategic as StrategicActionState;
      const out = applyFollow(next, seat, s, s.queued[String(seat)], s.agentPaid?.[String(seat)]);
      const rest = { ...s.queued };
      delete rest[String(seat)];
      if (out.ok) {
        next = withStrategic(out.state, { ...(out.state.strategic as StrategicActionState), queued: rest });
        events.push(...out.events);
      } else {
        // The table changed since the choice was made (an earlier follower drew the last card).
        next = withStrategic(next, {
          ...s,
          queued: rest,
          followers: { ...s.followers, [String(seat)]: 'skipped' },
        });
        events.push({
          type: 'note',
          seat,
          text: `${seatName(next, seat)} cannot follow after all: ${out.message}`,
        });
      }
    }
    index++;
  }
  upToDate();
  const s = next.strategic as StrategicActionState;
  if (Object.values(s.followers).some((d) => d === 'pending')) return applied(next, events);
  // A card a hero resolved is not its holder's strategic action: it stays as it was.
  const cleared = withStrategic(next, null);
  const done = s.hero ? cleared : updateCard(cleared, s.card, (c) => ({ ...c, exhausted: true }));
  const ended: GameEvent = s.hero
    ? {
        type: 'note',
        seat: s.active,
        text: `${cardName(s.card)}, resolved by ${seatName(state, s.active)}'s hero, stays as it was.`,
      }
    : { type: 'strategic-action-ended', seat: s.active, card: s.card };
  return endTurn(done, s.active, [...events, ended]);
}

/** The intents this module owns, in the engine's handler table (engine/handlers.ts). */
export const strategicHandlers: Handlers<
  'strategic-action' | 'resolve-primary' | 'follow' | 'skip-secondary' | 'card-choice'
> = {
  'strategic-action': (state, seat, intent) => startStrategicAction(state, seat, intent.card),
  'resolve-primary': (state, seat, intent) => resolvePrimary(state, seat, intent.choices),
  follow: (state, seat, intent) => {
    if (intent.jaeMirKan !== undefined && intent.acquiescence)
      return fail('rule/illegal-choice', 'Follow with Jae Mir Kan or with Acquiescence, not both.');
    return follow(state, seat, intent.choices, intent.acquiescence ? ACQUIESCENCE : intent.jaeMirKan);
  },
  'skip-secondary': (state, seat) => skip(state, seat),
  'card-choice': (state, seat, intent) => resolveCardChoice(state, seat, intent.choices),
};
