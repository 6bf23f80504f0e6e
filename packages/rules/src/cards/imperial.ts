// Imperial (LRR 45): the active player may score one revealed public objective
// whose requirement they meet (45.2) — checked by the engine where the state
// allows, claimed on the player's word otherwise, paid for when the objective
// asks for spending; then gains a victory point if they control Mecatol Rex, or
// else may draw a secret objective. Secondary (45.3): a strategy token to draw a
// secret objective, in clockwise order. Over three secrets, one unscored goes
// back (45.4; secret-objectives.ts).

import { z } from 'zod';
import {
  MECATOL_REX_PLANET_ID,
  OBJECTIVES_BY_ID,
  isCheckable,
  meetsRequirement,
  type ObjectiveData,
} from '../content/index.ts';
import type { GameEvent } from '../events.ts';
import { applied } from '../outcome.ts';
import { pay, paymentSchema, type Payment } from '../payment.ts';
import { fail, type RuleError } from '../result.ts';
import { scoringContext } from '../scoring.ts';
import { drawSecretObjective } from '../secret-objectives.ts';
import type { GameState, Seat } from '../state.ts';
import { updatePlayer } from '../update.ts';
import { gainVictoryPoints } from '../victory.ts';
import { plural, seatName } from './card-helpers.ts';
import type { CardRules, PrimaryStep } from './types.ts';

const count = z.number().int().min(0).max(16);
/** What scoring a 'spend' or 'spend-command-tokens' objective costs the player. */
export const objectivePaymentSchema = z
  .object({
    /** Planets/stations exhausted for resources, plus trade goods standing in for resources. */
    resources: paymentSchema.optional(),
    /** Planets/stations exhausted for influence, plus trade goods standing in for influence. */
    influence: paymentSchema.optional(),
    /** Trade goods spent as trade goods (for objectives that ask for trade goods). */
    tradeGoods: z.number().int().min(0).max(1000).default(0),
    /** Command tokens spent from the tactic and strategy pools. */
    tokens: z.object({ tactic: count, strategy: count }).strict().optional(),
  })
  .strict();
export type ObjectivePayment = z.infer<typeof objectivePaymentSchema>;

export const imperialPrimary = z
  .object({
    /** A revealed public objective to score, or null to score none. */
    objective: z.string().min(1).max(64).nullable().default(null),
    pay: objectivePaymentSchema.optional(),
    /** Without Mecatol Rex: whether to draw a secret objective (LRR 45.2 says "can"). */
    drawSecret: z.boolean().default(true),
  })
  .strict();
export type ImperialChoices = z.infer<typeof imperialPrimary>;

/** How the active player may score an objective with Imperial (shown to the table, all public facts). */
export type ObjectiveStatus = 'met' | 'not-met' | 'claim' | 'pay' | 'scored';

export function objectiveStatus(state: GameState, seat: Seat, id: string): ObjectiveStatus {
  const objective = OBJECTIVES_BY_ID.get(id);
  if (!objective) return 'not-met';
  if ((state.objectives.scored[id] ?? []).includes(seat)) return 'scored';
  const req = objective.requirement;
  if (!isCheckable(req)) return 'claim';
  const met = meetsRequirement(req, scoringContext(state, seat));
  if (!met) return 'not-met';
  return req.kind === 'spend' || req.kind === 'spend-command-tokens' ? 'pay' : 'met';
}

export function controlsMecatolRex(state: GameState, seat: Seat): boolean {
  return state.galaxy.planets[MECATOL_REX_PLANET_ID]?.controller === seat;
}

function payPart(
  state: GameState,
  seat: Seat,
  payment: Payment | undefined,
  currency: 'resources' | 'influence',
  needed: number,
  objective: string,
): GameState | RuleError {
  if (needed === 0) {
    const used = payment && (payment.planets.length > 0 || payment.tradeGoods > 0);
    return used ? fail('rule/illegal-choice', `${objective} asks for no ${currency}.`) : state;
  }
  const paid = pay(state, seat, payment ?? { planets: [], tradeGoods: 0 }, currency);
  if ('ok' in paid) return paid;
  if (paid.amount < needed)
    return fail('rule/cannot-afford', `${objective} costs ${needed} ${currency}; you chose ${paid.amount}.`);
  return paid.state;
}

/** Charges what a spending objective costs (LRR 61: the cost is paid when scoring). */
function payForObjective(
  state: GameState,
  seat: Seat,
  objective: ObjectiveData,
  payment: ObjectivePayment | undefined,
): GameState | RuleError {
  const req = objective.requirement;
  const name = objective.name;
  if (req.kind === 'spend') {
    let next = payPart(state, seat, payment?.resources, 'resources', req.resources ?? 0, name);
    if ('ok' in next) return next;
    next = payPart(next, seat, payment?.influence, 'influence', req.influence ?? 0, name);
    if ('ok' in next) return next;
    const goods = payment?.tradeGoods ?? 0;
    const needed = req.tradeGoods ?? 0;
    if (goods !== needed)
      return fail(
        'rule/illegal-choice',
        `${name} costs ${plural(needed, 'trade good')}; you chose ${goods}.`,
      );
    const have = next.players[seat]?.tradeGoods ?? 0;
    if (have < goods)
      return fail(
        'rule/cannot-afford',
        `You have ${plural(have, 'trade good')} left after the rest of the payment; ${name} needs ${goods}.`,
      );
    return updatePlayer(next, seat, (p) => ({ ...p, tradeGoods: p.tradeGoods - goods }));
  }
  if (req.kind === 'spend-command-tokens') {
    const tokens = payment?.tokens ?? { tactic: 0, strategy: 0 };
    const total = tokens.tactic + tokens.strategy;
    if (total !== req.count)
      return fail(
        'rule/illegal-choice',
        `${name} costs ${plural(req.count, 'command token')} from your tactic and strategy pools; you chose ${total}.`,
      );
    const pools = state.players[seat]?.pools;
    if (!pools || pools.tactic < tokens.tactic || pools.strategy < tokens.strategy)
      return fail('rule/no-token', `Your tactic and strategy pools do not hold those ${total} tokens.`);
    // Spent tokens go back to reinforcements (LRR 20).
    return updatePlayer(state, seat, (p) => ({
      ...p,
      pools: {
        ...p.pools,
        tactic: p.pools.tactic - tokens.tactic,
        strategy: p.pools.strategy - tokens.strategy,
      },
    }));
  }
  if (payment) return fail('rule/illegal-choice', `${name} asks for no payment.`);
  return state;
}

function scoreObjective(
  state: GameState,
  seat: Seat,
  id: string,
  payment: ObjectivePayment | undefined,
): { state: GameState; events: GameEvent[] } | RuleError {
  const objective = OBJECTIVES_BY_ID.get(id);
  if (!objective || !state.objectives.revealed.includes(id) || objective.stage === 'secret')
    return fail('rule/illegal-choice', 'Choose a public objective that has been revealed.');
  const status = objectiveStatus(state, seat, id);
  if (status === 'scored') return fail('rule/illegal-choice', `You have already scored ${objective.name}.`);
  if (status === 'not-met')
    return fail(
      'rule/illegal-choice',
      `You do not meet ${objective.name} yet (${objective.description.replace(/\.$/, '')}).`,
    );
  const paid = payForObjective(state, seat, objective, payment);
  if ('ok' in paid) return paid;
  const name = seatName(state, seat);
  let next: GameState = {
    ...paid,
    objectives: {
      ...paid.objectives,
      scored: { ...paid.objectives.scored, [id]: [...(paid.objectives.scored[id] ?? []), seat] },
    },
  };
  const how =
    status === 'claim'
      ? `claims ${objective.name} (the app cannot check it: the table vouches) and scores it`
      : `scores ${objective.name}`;
  const events: GameEvent[] = [{ type: 'note', seat, text: `${name} ${how}.` }];
  const gained = gainVictoryPoints(next, seat, objective.points);
  next = gained.state;
  events.push(...gained.events);
  return { state: next, events };
}

function resolvePrimary(state: GameState, seat: Seat, raw: unknown): PrimaryStep | RuleError {
  const choices = raw as ImperialChoices;
  let next = state;
  const events: GameEvent[] = [];
  if (choices.objective !== null) {
    const scored = scoreObjective(state, seat, choices.objective, choices.pay);
    if ('ok' in scored) return scored;
    next = scored.state;
    events.push(...scored.events);
    if (next.phase === 'ended') return { ok: true, state: next, events, done: true };
  } else {
    if (choices.pay) return fail('rule/illegal-choice', 'Choose the objective you are paying for.');
    events.push({ type: 'note', seat, text: `${seatName(state, seat)} scores no public objective.` });
  }
  if (controlsMecatolRex(next, seat)) {
    const gained = gainVictoryPoints(next, seat, 1);
    events.push(
      { type: 'note', seat, text: `${seatName(state, seat)} controls Mecatol Rex.` },
      ...gained.events,
    );
    next = gained.state;
  } else if (choices.drawSecret) {
    const drawn = drawSecretObjective(next, seat);
    next = drawn.state;
    events.push(...drawn.events);
  }
  return { ok: true, state: next, events, done: true };
}

/** The objectives the active player could score now, and how (all from public facts). */
function options(state: GameState, seat: Seat): { id: string; status: ObjectiveStatus }[] {
  return state.objectives.revealed
    .filter((id) => OBJECTIVES_BY_ID.get(id)?.stage !== 'secret')
    .map((id) => ({ id, status: objectiveStatus(state, seat, id) }));
}

export const imperialCard: CardRules = {
  primary: imperialPrimary,
  secondary: z.object({}).strict(),
  resolvePrimary,
  followCostsToken: () => true,
  cannotFollow: (state) =>
    state.decks.secret.length === 0
      ? fail('rule/illegal-choice', 'The secret objective deck is empty: there is nothing to draw.')
      : null,
  resolveSecondary(state, seat) {
    const drawn = drawSecretObjective(state, seat);
    return applied(drawn.state, drawn.events);
  },
  ordered: true,
  examplePrimary(state, seat) {
    const met = options(state, seat).find((o) => o.status === 'met');
    return { objective: met?.id ?? null, drawSecret: true };
  },
  exampleSecondary: () => ({}),
  viewData(state) {
    const s = state.strategic;
    if (!s || s.step !== 'primary') return {};
    return { options: options(state, s.active), mecatolRex: controlsMecatolRex(state, s.active) };
  },
};
