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
} from '../../content/index.ts';
import type { GameEvent } from '../../state/events.ts';
import { applied } from '../../state/outcome.ts';
import { paymentSchema } from '../../board/payment.ts';
import { scoreOne } from '../objective-scoring.ts';
import type { ScoreClaim } from '../../wire/turn-intents.ts';
import { fail, type RuleError } from '../../kernel/result.ts';
import { scoringContext } from '../../board/scoring.ts';
import { drawSecretObjective } from '../../board/secret-objectives.ts';
import type { GameState, Seat } from '../../state/state.ts';
import { gainVictoryPoints } from '../../board/victory.ts';
import { plural, seatName } from '../../board/card-helpers.ts';
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

/**
 * Scores the chosen public objective through the status phase's own scoring (objective-scoring.ts), so
 * both ways of scoring check, charge and log an objective the same way. Imperial's payment form names
 * the trade goods it spends; they must match what the objective asks.
 */
function scoreObjective(
  state: GameState,
  seat: Seat,
  id: string,
  payment: ObjectivePayment | undefined,
): { state: GameState; events: GameEvent[] } | RuleError {
  const objective = OBJECTIVES_BY_ID.get(id);
  if (!objective || !state.objectives.revealed.includes(id) || objective.stage === 'secret')
    return fail('rule/illegal-choice', 'Choose a public objective that has been revealed.');
  const req = objective.requirement;
  const spends = req.kind === 'spend' || req.kind === 'spend-command-tokens';
  if (payment && !spends) return fail('rule/illegal-choice', `${objective.name} asks for no payment.`);
  if (req.kind === 'spend') {
    const goods = payment?.tradeGoods ?? 0;
    const needed = req.tradeGoods ?? 0;
    if (goods !== needed)
      return fail(
        'rule/illegal-choice',
        `${objective.name} costs ${plural(needed, 'trade good')}; you chose ${goods}.`,
      );
  }
  const claim: ScoreClaim = { objective: id };
  const currencies = { resources: payment?.resources, influence: payment?.influence };
  const paid = Object.fromEntries(Object.entries(currencies).filter(([, v]) => v !== undefined));
  return scoreOne(
    state,
    seat,
    {
      ...claim,
      ...(Object.keys(paid).length > 0 ? { payment: paid } : {}),
      ...(payment?.tokens ? { tokens: payment.tokens } : {}),
    },
    'public',
  );
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
