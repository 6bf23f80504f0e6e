// A component action (LRR 22): an action card or another component's "Action:"
// ability. The app records what was used as the player's action and ends the
// turn; the ability's effect is made with table edits (SPEC 2.6), except the
// action cards that research, which the engine resolves (action-card-research.ts),
// and the faction abilities that spend a strategy-pool token (abilities/pool-abilities.ts).

import { checkTurn, endTurn } from '../rules/action-phase.ts';
import {
  exampleResearchCard,
  resolveResearchCard,
  RESEARCH_ACTION_CARDS,
  type ResearchCardChoice,
} from '../rules/action-card-research.ts';
import { componentAbilityExamples, resolveComponentAbility } from './rule-set.ts';
import type { GameEvent } from '../state/events.ts';
import { ACTION_CARDS_BY_ID, actionCardIdOf } from '../content/index.ts';
import type { Intent } from '../wire/intents.ts';
import { applied, type Outcome } from '../state/outcome.ts';
import { fail } from '../kernel/result.ts';
import type { GameState, Seat } from '../state/state.ts';
import type { ComponentAbility, ComponentSource } from '../wire/turn-intents.ts';
import { updatePlayer } from '../state/update.ts';
import type { Handlers } from '../state/handlers.ts';

const SOURCE_TEXT: Readonly<Record<ComponentSource, string>> = {
  technology: 'a technology',
  'faction-ability': 'a faction ability',
  leader: 'a leader',
  'promissory-note': 'a promissory note',
  relic: 'a relic',
  exploration: 'an exploration card',
  other: 'a component',
};

export interface ComponentChoice extends ResearchCardChoice {
  readonly actionCard?: string | undefined;
  readonly source?: ComponentSource | undefined;
  readonly ability?: ComponentAbility | undefined;
  readonly note?: string | undefined;
}

export function componentAction(state: GameState, seat: Seat, choice: ComponentChoice): Outcome {
  const wrong = checkTurn(state, seat);
  if (wrong) return wrong;
  const name = state.players[seat]?.name ?? `Seat ${seat + 1}`;
  const named = [choice.actionCard, choice.source, choice.ability].filter((x) => x !== undefined);
  if (named.length !== 1) {
    return fail(
      'rule/illegal-choice',
      'Say what the component action uses: one action card, one faction ability, or one other component.',
    );
  }
  if (choice.actionCard !== undefined) {
    const card = choice.actionCard;
    if (!(state.players[seat]?.actionCards ?? []).includes(card))
      return fail('rule/illegal-choice', 'That action card is not in your hand.');
    let next = updatePlayer(state, seat, (p) => ({
      ...p,
      actionCards: p.actionCards.filter((c) => c !== card),
    }));
    next = { ...next, decks: { ...next.decks, actionDiscard: [...next.decks.actionDiscard, card] } };
    const cardId = actionCardIdOf(card);
    const cardName = ACTION_CARDS_BY_ID.get(cardId)?.name ?? 'an action card';
    const note = choice.note ? ` (${choice.note})` : '';
    const events: GameEvent[] = [
      {
        type: 'note',
        seat,
        text: `${name} takes a component action: played an action card: ${cardName}${note}.`,
      },
    ];
    if (RESEARCH_ACTION_CARDS.includes(cardId)) {
      const out = resolveResearchCard(next, seat, cardId, choice);
      if ('ok' in out) return out;
      next = out.state;
      events.push(...out.events);
    } else if (choice.research || choice.returns || choice.tokens) {
      return fail(
        'rule/illegal-choice',
        `${cardName} does not research: its effect is made with table edits.`,
      );
    }
    return endTurn(next, seat, events);
  }
  if (choice.research || choice.returns || choice.tokens)
    return fail(
      'rule/illegal-choice',
      'Only Focused Research and Divert Funding research through a component action.',
    );
  if (choice.ability) {
    const out = resolveComponentAbility(state, seat, choice.ability);
    if ('ok' in out) return out;
    // Umbat for another player: the turn waits inside the action for their production (umbat.ts).
    if ('keepTurn' in out) return applied(out.state, [...out.events]);
    return endTurn(out.state, seat, [...out.events]);
  }
  const what = SOURCE_TEXT[choice.source as ComponentSource];
  const note = choice.note ? `: ${choice.note}` : '';
  return endTurn(state, seat, [
    { type: 'note', seat, text: `${name} takes a component action using ${what}${note}.` },
  ]);
}

/**
 * Component actions `seat` may take now: each action card in hand, each faction ability that can be
 * used. Not the free-text one with another component (`source`): it ends the turn and does nothing
 * itself (its effect is made with table edits), so it is accepted when sent but never offered
 * (docs/rules-decisions.md).
 */
export function componentIntents(state: GameState, seat: Seat): Intent[] {
  if (checkTurn(state, seat)) return [];
  const cards = state.players[seat]?.actionCards ?? [];
  return [
    ...cards.flatMap((actionCard): Intent[] => {
      const id = actionCardIdOf(actionCard);
      if (!RESEARCH_ACTION_CARDS.includes(id)) return [{ type: 'component-action', actionCard }];
      const example = exampleResearchCard(state, seat, id);
      return example ? [{ type: 'component-action', actionCard, ...example }] : [];
    }),
    ...componentAbilityExamples(state, seat).map((ability): Intent => ({
      type: 'component-action',
      ability,
    })),
  ];
}

/** The intents this module owns, in the engine's handler table (engine/handlers.ts). */
export const componentActionHandlers: Handlers<'component-action'> = {
  'component-action': (state, seat, intent) => componentAction(state, seat, intent),
};
