// Technology (LRR 91): the active player researches one technology, then may research a second for
// six resources. A follower spends a strategy token and four resources to research one (research.ts).

import { z } from 'zod';
import type { GameEvent } from '../events.ts';
import { applied } from '../outcome.ts';
import { pay, paymentSchema, spendable, type Payment } from '../payment.ts';
import { cheapestPayment } from '../production.ts';
import { research, researchable, researchPickSchema, techStatus, type ResearchPick } from '../research.ts';
import { plural } from '../plural.ts';
import { fail, type RuleError } from '../result.ts';
import type { GameState, Seat } from '../state.ts';
import type { CardRules } from './types.ts';

/** LRR 91.2: the second technology of the primary costs six resources. */
export const SECOND_TECH_COST = 6;
/** LRR 91.3: the secondary costs four resources. */
export const FOLLOW_TECH_COST = 4;

const noPayment: Payment = { planets: [], tradeGoods: 0 };

const primary = z
  .object({
    research: z.array(researchPickSchema).max(2).default([]),
    /** Six resources, only when researching two. */
    payment: paymentSchema.default(noPayment),
  })
  .strict();

const secondary = researchPickSchema.extend({ payment: paymentSchema.default(noPayment) });

function payFor(
  state: GameState,
  seat: Seat,
  payment: Payment,
  cost: number,
  skips: readonly string[],
  what: string,
): { state: GameState; events: GameEvent[] } | RuleError {
  const both = payment.planets.filter((id) => skips.includes(id));
  if (both.length > 0) {
    return fail(
      'rule/illegal-choice',
      `A planet exhausted for its skip cannot also pay resources (${both.join(', ')}).`,
    );
  }
  const paid = pay(state, seat, payment, 'resources');
  if ('ok' in paid) return paid;
  if (paid.amount < cost) {
    return fail(
      'rule/cannot-afford',
      `${what} costs ${plural(cost, 'resource')} and your payment gives ${paid.amount}.`,
    );
  }
  const events: GameEvent[] =
    paid.amount > cost
      ? [
          {
            type: 'note',
            seat,
            text: `${plural(paid.amount - cost, 'resource')} of the ${paid.amount} spent ${paid.amount - cost === 1 ? 'is' : 'are'} lost (excess is not refunded).`,
          },
        ]
      : [];
  return { state: paid.state, events };
}

function resolvePrimary(state: GameState, seat: Seat, raw: unknown) {
  const choices = raw as z.infer<typeof primary>;
  const [first, second] = choices.research;
  const paying = choices.payment.planets.length > 0 || choices.payment.tradeGoods > 0;
  if (!second && paying) {
    return fail('rule/illegal-choice', 'Only a second technology costs resources: remove the payment.');
  }
  if (first && second && first.technology === second.technology) {
    return fail('rule/illegal-choice', 'Choose two different technologies.');
  }
  let next = state;
  const events: GameEvent[] = [];
  if (first) {
    const out = research(next, seat, first, 0);
    if ('ok' in out) return out;
    next = out.state;
    events.push(...out.events);
  }
  if (first && second) {
    // The first counts as a prerequisite of the second, except in the timed variant (not finished yet).
    const out = research(next, seat, second, SECOND_TECH_COST);
    if ('ok' in out) return out;
    const paid = payFor(
      out.state,
      seat,
      choices.payment,
      SECOND_TECH_COST,
      [...first.skips, ...second.skips],
      'A second technology',
    );
    if ('ok' in paid) return paid;
    next = paid.state;
    events.push(...out.events, ...paid.events);
  }
  if (events.length === 0) {
    events.push({
      type: 'note',
      seat,
      text: `${state.players[seat]?.name ?? 'The active player'} researches nothing.`,
    });
  }
  return { ok: true as const, state: next, events, done: true };
}

function resolveSecondary(state: GameState, seat: Seat, raw: unknown) {
  const { payment, ...pick } = raw as z.infer<typeof secondary>;
  const out = research(state, seat, pick as ResearchPick, FOLLOW_TECH_COST);
  if ('ok' in out) return out;
  const paid = payFor(out.state, seat, payment, FOLLOW_TECH_COST, pick.skips, 'Following Technology');
  if ('ok' in paid) return paid;
  return applied(paid.state, [...out.events, ...paid.events]);
}

function examplePick(state: GameState, seat: Seat): ResearchPick | null {
  const options = researchable(state, seat);
  const met = options.find((t) => techStatus(state, seat, t.id).kind === 'met') ?? options[0];
  if (!met) return null;
  return { technology: met.id, skips: techStatus(state, seat, met.id).skips.map((s) => s.planet) };
}

export const technologyCard: CardRules = {
  primary,
  secondary,
  resolvePrimary,
  followCostsToken: () => true,
  cannotFollow: (state, seat) => {
    const most = spendable(state, seat, 'resources');
    if (most < FOLLOW_TECH_COST) {
      return fail(
        'rule/cannot-afford',
        `You have ${plural(most, 'ready resource')} (planets and trade goods); following Technology costs ${FOLLOW_TECH_COST}.`,
      );
    }
    if (researchable(state, seat).length === 0) {
      return fail('rule/illegal-choice', 'There is no technology whose prerequisites you can meet now.');
    }
    return null;
  },
  resolveSecondary,
  ordered: false,
  examplePrimary: (state, seat) => {
    const pick = examplePick(state, seat);
    return { research: pick ? [pick] : [], payment: noPayment };
  },
  exampleSecondary: (state, seat) => {
    const pick = examplePick(state, seat);
    if (!pick) return null;
    const payment = cheapestPayment(state, seat, FOLLOW_TECH_COST, pick.skips);
    return payment ? { ...pick, payment } : null;
  },
};
