// Technology (LRR 91): the active player researches one technology, then may research a second for
// six resources. A follower spends a strategy token and four resources to research one (research.ts).
// Faction abilities: the Nekro Virus never research (Propagation): each technology they would research
// is three command tokens from reinforcements instead, placed in the pools they choose (`tokens`). The
// Universities of Jol-Nar may follow by resolving the primary instead (Brilliant: `brilliant: true`,
// with the primary's choices and its payment rules, no four resources).

import { z } from 'zod';
import { factionHas } from '../../content/factions.ts';
import type { GameEvent } from '../../state/events.ts';
import { applied } from '../../state/outcome.ts';
import { pay, paymentSchema, spendable, type Payment } from '../../board/payment.ts';
import { researchPayment } from '../../hooks/mechanisms.ts';
import type { ResearchPaymentChoices } from '../../hooks/contract.ts';
import { cheapestPayment } from '../production.ts';
import { research, researchable, researchPickSchema, techStatus, type ResearchPick } from '../research.ts';
import { plural } from '../../kernel/plural.ts';
import { fail, type RuleError } from '../../kernel/result.ts';
import type { CommandPools, GameState, Seat } from '../../state/state.ts';
import { reinforcementTokens } from '../../board/tokens.ts';
import { updatePlayer } from '../../state/update.ts';
import { poolsSchema } from '../../board/tokens.ts';
import { spreadTokens } from './leadership.ts';
import type { CardRules } from './types.ts';

/** LRR 91.2: the second technology of the primary costs six resources. */
export const SECOND_TECH_COST = 6;
/** LRR 91.3: the secondary costs four resources. */
export const FOLLOW_TECH_COST = 4;

const noPayment: Payment = { planets: [], tradeGoods: 0 };

/** Propagation: the command tokens the Nekro Virus gain for each technology they would research. */
export const PROPAGATION_TOKENS = 3;

/** Doctor Sucaban (Jol-Nar agent), once granted: infantry removed from the board, 1 resource each. */
const sucabanSchema = z
  .array(z.object({ planet: z.string().min(1).max(40), count: z.number().int().min(1).max(20) }).strict())
  .max(10)
  .optional();

const primaryShape = {
  research: z.array(researchPickSchema).max(2).default([]),
  sucaban: sucabanSchema,
  /** Six resources, only when researching two. */
  payment: paymentSchema.default(noPayment),
  /** Nekro Virus only: where the tokens gained instead of researching go (3, or 6 with a payment of 6). */
  tokens: poolsSchema.optional(),
};
const primary = z.object(primaryShape).strict();

const secondary = z.union([
  researchPickSchema.extend({ payment: paymentSchema.default(noPayment), sucaban: sucabanSchema }),
  /** Nekro Virus: three tokens instead of a technology, still for four resources. */
  z.object({ tokens: poolsSchema, payment: paymentSchema.default(noPayment) }).strict(),
  /** Jol-Nar (Brilliant): the primary instead. */
  z.object({ brilliant: z.literal(true), ...primaryShape }).strict(),
]);

export const propagates = (state: GameState, seat: Seat) =>
  factionHas(state.players[seat]?.faction ?? '', 'nekro-propagation');
const brilliant = (state: GameState, seat: Seat) =>
  factionHas(state.players[seat]?.faction ?? '', 'jol-nar-brilliant');
const total = (p: CommandPools) => p.tactic + p.fleet + p.strategy;

/** Propagation: `researches` technologies become tokens, as many as reinforcements hold, in `pools`. */
export function propagate(
  state: GameState,
  seat: Seat,
  researches: number,
  pools: CommandPools | undefined,
): { state: GameState; events: GameEvent[] } | RuleError {
  const wanted = researches * PROPAGATION_TOKENS;
  const gained = Math.min(wanted, Math.max(0, reinforcementTokens(state, seat)));
  if (!pools || total(pools) !== gained) {
    return fail(
      'rule/illegal-choice',
      `Propagation: you gain ${plural(gained, 'command token')} instead of researching${gained < wanted ? ` (your reinforcements hold only ${gained})` : ''}; place exactly ${gained} in your pools${pools ? ` (you placed ${total(pools)})` : ''}.`,
    );
  }
  const next = updatePlayer(state, seat, (p) => ({
    ...p,
    pools: {
      tactic: p.pools.tactic + pools.tactic,
      fleet: p.pools.fleet + pools.fleet,
      strategy: p.pools.strategy + pools.strategy,
    },
  }));
  const who = state.players[seat]?.name ?? `Seat ${seat + 1}`;
  return {
    state: next,
    events: [
      {
        type: 'note',
        seat,
        text: `${who} gains ${plural(gained, 'command token')} instead of researching (Propagation): tactic ${pools.tactic}, fleet ${pools.fleet}, strategy ${pools.strategy}.`,
      },
    ],
  };
}

/** The Nekro Virus's primary: three tokens, and three more for six resources. */
function propagatePrimary(state: GameState, seat: Seat, choices: z.infer<typeof primary>) {
  const second = choices.payment.planets.length > 0 || choices.payment.tradeGoods > 0;
  let next = state;
  const events: GameEvent[] = [];
  if (second) {
    const paid = payFor(next, seat, choices.payment, SECOND_TECH_COST, [], 'A second technology');
    if ('ok' in paid) return paid;
    next = paid.state;
    events.push(...paid.events);
  }
  const out = propagate(next, seat, second ? 2 : 1, choices.tokens);
  if ('ok' in out) return out;
  return { ok: true as const, state: out.state, events: [...out.events, ...events], done: true };
}

function payFor(
  before: GameState,
  seat: Seat,
  payment: Payment,
  fullCost: number,
  skips: readonly string[],
  what: string,
  choices: ResearchPaymentChoices = {},
): { state: GameState; events: GameEvent[] } | RuleError {
  // Abilities that pay part of it first (Doctor Sucaban's infantry, 1 resource each).
  const first = researchPayment(before, seat, choices);
  if ('ok' in first) return first;
  const state = first.state;
  const cost = Math.max(0, fullCost - first.less);
  const removedEvents: GameEvent[] = [...first.events];
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
  return { state: paid.state, events: [...removedEvents, ...events] };
}

const noSucaban = (sucaban: ResearchPaymentChoices['sucaban']): RuleError | null =>
  sucaban && sucaban.length > 0
    ? fail('rule/illegal-choice', 'Doctor Sucaban lowers a research paid in resources; this one costs none.')
    : null;

function resolvePrimary(state: GameState, seat: Seat, raw: unknown) {
  const choices = raw as z.infer<typeof primary>;
  if (propagates(state, seat) && choices.research.length === 0) return propagatePrimary(state, seat, choices);
  if (choices.tokens) {
    return fail(
      'rule/illegal-choice',
      'Only the Nekro Virus gain command tokens instead of researching (Propagation).',
    );
  }
  const [first, second] = choices.research;
  const paying = choices.payment.planets.length > 0 || choices.payment.tradeGoods > 0;
  const inheritance = choices.research.some((p) => p.ignore === 'inheritance-systems');
  if (!second && !inheritance && paying) {
    return fail('rule/illegal-choice', 'Only a second technology costs resources: remove the payment.');
  }
  if (first && second && first.technology === second.technology) {
    return fail('rule/illegal-choice', 'Choose two different technologies.');
  }
  let next = state;
  const events: GameEvent[] = [];
  let cost = 0;
  if (first) {
    const out = research(next, seat, first, 0);
    if ('ok' in out) return out;
    next = out.state;
    cost += out.extraCost;
    events.push(...out.events);
  }
  if (first && second) {
    // The first counts as a prerequisite of the second, except in the timed variant (not finished yet).
    const out = research(next, seat, second, SECOND_TECH_COST);
    if ('ok' in out) return out;
    next = out.state;
    cost += SECOND_TECH_COST + out.extraCost;
    events.push(...out.events);
  }
  if (cost > 0) {
    const what = second ? 'A second technology' : 'Inheritance Systems';
    const paid = payFor(
      next,
      seat,
      choices.payment,
      cost,
      [...(first?.skips ?? []), ...(second?.skips ?? [])],
      what,
      choices,
    );
    if ('ok' in paid) return paid;
    next = paid.state;
    events.push(...paid.events);
  } else {
    const bad = noSucaban(choices.sucaban);
    if (bad) return bad;
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
  const choices = raw as z.infer<typeof secondary>;
  if ('brilliant' in choices) {
    if (!brilliant(state, seat)) {
      return fail(
        'rule/illegal-choice',
        'Only the Universities of Jol-Nar resolve the primary of Technology when they follow it (Brilliant).',
      );
    }
    const { brilliant: _b, ...asPrimary } = choices;
    const out = resolvePrimary(state, seat, asPrimary);
    if (!out.ok) return out;
    const who = state.players[seat]?.name ?? `Seat ${seat + 1}`;
    return applied(out.state, [
      { type: 'note', seat, text: `${who} resolves the primary ability instead (Brilliant).` },
      ...out.events,
    ]);
  }
  if ('tokens' in choices) {
    if (!propagates(state, seat)) {
      return fail(
        'rule/illegal-choice',
        'Only the Nekro Virus gain command tokens instead of researching (Propagation).',
      );
    }
    const paid = payFor(state, seat, choices.payment, FOLLOW_TECH_COST, [], 'Following Technology');
    if ('ok' in paid) return paid;
    const out = propagate(paid.state, seat, 1, choices.tokens);
    if ('ok' in out) return out;
    return applied(out.state, [...out.events, ...paid.events]);
  }
  const { payment, sucaban: _sucaban, ...pick } = choices;
  const out = research(state, seat, pick as ResearchPick, FOLLOW_TECH_COST);
  if ('ok' in out) return out;
  const cost = FOLLOW_TECH_COST + out.extraCost;
  const paid = payFor(out.state, seat, payment, cost, pick.skips, 'Following Technology', choices);
  if ('ok' in paid) return paid;
  return applied(paid.state, [...out.events, ...paid.events]);
}

/**
 * Propagation's tokens for one research, spread over the pools (for examples). `returning`: tokens
 * back in reinforcements by then (following spends a strategy-pool token first, LRR 83.6).
 */
function propagationSpread(state: GameState, seat: Seat, returning = 0): CommandPools {
  return spreadTokens(
    Math.min(PROPAGATION_TOKENS, Math.max(0, reinforcementTokens(state, seat) + returning)),
  );
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
    // Brilliant: the primary's first technology is free, so only a technology to research is needed.
    if (brilliant(state, seat) && researchable(state, seat).length > 0) return null;
    const most = spendable(state, seat, 'resources');
    if (most < FOLLOW_TECH_COST) {
      return fail(
        'rule/cannot-afford',
        `You have ${plural(most, 'ready resource')} (planets and trade goods); following Technology costs ${FOLLOW_TECH_COST}.`,
      );
    }
    if (!propagates(state, seat) && researchable(state, seat).length === 0) {
      return fail('rule/illegal-choice', 'There is no technology whose prerequisites you can meet now.');
    }
    return null;
  },
  resolveSecondary,
  ordered: false,
  examplePrimary: (state, seat) => {
    if (propagates(state, seat))
      return { research: [], payment: noPayment, tokens: propagationSpread(state, seat) };
    const pick = examplePick(state, seat);
    return { research: pick ? [pick] : [], payment: noPayment };
  },
  exampleSecondary: (state, seat) => {
    if (propagates(state, seat)) {
      const payment = cheapestPayment(state, seat, FOLLOW_TECH_COST);
      return payment ? { tokens: propagationSpread(state, seat, 1), payment } : null;
    }
    const pick = examplePick(state, seat);
    if (!pick) return null;
    // Brilliant is never worse than the secondary: one technology without the four resources.
    if (brilliant(state, seat)) return { brilliant: true, research: [pick], payment: noPayment };
    const payment = cheapestPayment(state, seat, FOLLOW_TECH_COST, pick.skips);
    return payment ? { ...pick, payment } : null;
  },
};
