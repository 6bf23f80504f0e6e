// Action cards whose effect the app resolves because it is research (issue 14): Focused Research —
// four trade goods for one technology — and Divert Funding — return a technology that is neither a
// unit upgrade nor a faction technology, then research another. Both are component actions (LRR 22);
// Reveal Prototype — four resources for a unit upgrade at the start of a combat — is played out of
// turn while a tactical action is under way (combat itself is made at the table: action-card-windows.ts);
// the research follows the usual rules (prerequisites, specialty skips; research.ts). The Nekro Virus
// gain three command tokens instead (Propagation, rules/cards/technology.ts). Every other action card is
// played as a component action whose effect the table makes with edits.

import { ACTION_CARDS_BY_ID, TECHNOLOGIES_BY_ID } from '../content/index.ts';
import { propagate, propagates } from './cards/technology.ts';
import { spreadTokens } from './cards/leadership.ts';
import type { GameEvent } from '../state/events.ts';
import { pay, type Payment } from '../board/payment.ts';
import { cheapestPayment } from './production.ts';
import { research, researchable, techStatus, type ResearchPick } from './research.ts';
import { fail, type RuleError } from '../kernel/result.ts';
import type { CommandPools, GameState, Seat } from '../state/state.ts';
import { reinforcementTokens } from '../board/tokens.ts';
import { updatePlayer } from '../state/update.ts';

/** Focused Research costs four trade goods (trade goods only, not resources). */
export const FOCUSED_RESEARCH_COST = 4;
/** Action cards (by card id) that research through the engine. */
export const RESEARCH_ACTION_CARDS: readonly string[] = ['focused-research', 'divert-funding'];

export interface ResearchCardChoice {
  readonly research?: ResearchPick | undefined;
  readonly returns?: string | undefined;
  readonly tokens?: CommandPools | undefined;
}

const nameOf = (state: GameState, seat: Seat) => state.players[seat]?.name ?? `Seat ${seat + 1}`;

/** Technologies Divert Funding may return: owned, not a unit upgrade, not a faction technology. */
export function divertable(
  state: { readonly players: readonly { readonly technologies: readonly string[] }[] },
  seat: Seat,
): string[] {
  return (state.players[seat]?.technologies ?? []).filter((id) => {
    const t = TECHNOLOGIES_BY_ID.get(id);
    return t !== undefined && t.upgrades === undefined && t.faction === undefined;
  });
}

/** The research (or Propagation's tokens) the card gives. */
function researchOrTokens(
  state: GameState,
  seat: Seat,
  choice: ResearchCardChoice,
  card: string,
): { state: GameState; events: GameEvent[] } | RuleError {
  if (propagates(state, seat)) return propagate(state, seat, 1, choice.tokens);
  if (!choice.research) return fail('rule/illegal-choice', `${card}: choose the technology to research.`);
  if (choice.research.ignore === 'inheritance-systems')
    return fail(
      'rule/illegal-choice',
      `Inheritance Systems adds 2 resources to a research: use it with the Technology card; ${card} pays its own price.`,
    );
  return research(state, seat, choice.research, 0);
}

/** Reveal Prototype costs four resources. */
export const PROTOTYPE_COST = 4;

/** Reveal Prototype: a unit upgrade (or Propagation's tokens) for four resources. */
export function revealPrototype(
  state: GameState,
  seat: Seat,
  choice: ResearchCardChoice & { readonly payment?: Payment | undefined },
): { state: GameState; events: GameEvent[] } | RuleError {
  const tech = choice.research ? TECHNOLOGIES_BY_ID.get(choice.research.technology) : undefined;
  if (!propagates(state, seat) && (!tech || tech.upgrades === undefined))
    return fail('rule/illegal-choice', 'Reveal Prototype researches a unit upgrade: choose one.');
  const paid = pay(state, seat, choice.payment ?? { planets: [], tradeGoods: 0 }, 'resources');
  if ('ok' in paid) return paid;
  if (paid.amount < PROTOTYPE_COST)
    return fail(
      'rule/cannot-afford',
      `Reveal Prototype costs ${PROTOTYPE_COST} resources and your payment gives ${paid.amount}.`,
    );
  const out = researchOrTokens(paid.state, seat, choice, 'Reveal Prototype');
  if ('ok' in out) return out;
  return {
    state: out.state,
    events: [
      { type: 'note', seat, text: `${nameOf(state, seat)} spends ${paid.amount} resources.` },
      ...out.events,
    ],
  };
}

/** A legal Reveal Prototype for this seat now, or null. */
export function examplePrototype(
  state: GameState,
  seat: Seat,
): (ResearchCardChoice & { payment: Payment }) | null {
  const payment = cheapestPayment(state, seat, PROTOTYPE_COST);
  if (!payment) return null;
  if (propagates(state, seat))
    return { tokens: spreadTokens(Math.min(3, Math.max(0, reinforcementTokens(state, seat)))), payment };
  const t = researchable(state, seat).find((x) => x.upgrades !== undefined);
  if (!t) return null;
  const skips = techStatus(state, seat, t.id).skips.map((x) => x.planet);
  const paid = cheapestPayment(state, seat, PROTOTYPE_COST, skips);
  return paid ? { research: { technology: t.id, skips }, payment: paid } : null;
}

/** Resolves a research action card just played (already out of the hand). */
export function resolveResearchCard(
  state: GameState,
  seat: Seat,
  cardId: string,
  choice: ResearchCardChoice,
): { state: GameState; events: GameEvent[] } | RuleError {
  const card = ACTION_CARDS_BY_ID.get(cardId)?.name ?? cardId;
  if (cardId === 'focused-research') {
    const tg = state.players[seat]?.tradeGoods ?? 0;
    if (tg < FOCUSED_RESEARCH_COST) {
      return fail(
        'rule/cannot-afford',
        `Focused Research costs ${FOCUSED_RESEARCH_COST} trade goods and you have ${tg}.`,
      );
    }
    const out = researchOrTokens(state, seat, choice, card);
    if ('ok' in out) return out;
    const next = updatePlayer(out.state, seat, (p) => ({
      ...p,
      tradeGoods: p.tradeGoods - FOCUSED_RESEARCH_COST,
    }));
    return {
      state: next,
      events: [
        { type: 'note', seat, text: `${nameOf(state, seat)} spends ${FOCUSED_RESEARCH_COST} trade goods.` },
        ...out.events,
      ],
    };
  }
  // Divert Funding.
  const back = choice.returns;
  if (!back || !divertable(state, seat).includes(back)) {
    return fail(
      'rule/illegal-choice',
      'Divert Funding: choose a technology you own to return, one that is neither a unit upgrade nor a faction technology.',
    );
  }
  const returned = updatePlayer(state, seat, (p) => ({
    ...p,
    technologies: p.technologies.filter((t) => t !== back),
  }));
  if (choice.research?.technology === back)
    return fail('rule/illegal-choice', 'Divert Funding: research another technology than the one returned.');
  const out = researchOrTokens(returned, seat, choice, card);
  if ('ok' in out) return out;
  return {
    state: out.state,
    events: [
      {
        type: 'note',
        seat,
        text: `${nameOf(state, seat)} returns ${TECHNOLOGIES_BY_ID.get(back)?.name ?? back}.`,
      },
      ...out.events,
    ],
  };
}

/** A legal choice for this card now (the offer in `legal`), or null when it cannot be played. */
export function exampleResearchCard(state: GameState, seat: Seat, cardId: string): ResearchCardChoice | null {
  const tokens = spreadTokens(Math.min(3, Math.max(0, reinforcementTokens(state, seat))));
  const pickIn = (s: GameState, not?: string): ResearchPick | null => {
    const t = researchable(s, seat).find((x) => x.id !== not);
    return t ? { technology: t.id, skips: techStatus(s, seat, t.id).skips.map((x) => x.planet) } : null;
  };
  if (cardId === 'focused-research') {
    if ((state.players[seat]?.tradeGoods ?? 0) < FOCUSED_RESEARCH_COST) return null;
    if (propagates(state, seat)) return { tokens };
    const research = pickIn(state);
    return research ? { research } : null;
  }
  const back = divertable(state, seat)[0];
  if (!back) return null;
  if (propagates(state, seat)) return { returns: back, tokens };
  const without = updatePlayer(state, seat, (p) => ({
    ...p,
    technologies: p.technologies.filter((t) => t !== back),
  }));
  const research = pickIn(without, back);
  return research ? { returns: back, research } : null;
}
