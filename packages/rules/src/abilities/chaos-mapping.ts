// Chaos Mapping (the Clan of Saar's faction technology), its production half: at the start of their
// turn in the action phase, the owner may produce 1 unit in a system holding at least one of their
// units with production — no system is activated and no command token is spent. Once a turn, before
// the turn's action (`checkTurn`: no tactical or strategic action under way). The other half (their
// asteroid fields cannot be activated by others) belongs to movement, which the app leaves to the table.

import { checkTurn } from '../rules/action-phase.ts';
import type { GameEvent } from '../state/events.ts';
import { applied, type Outcome } from '../state/outcome.ts';
import type { BoardView } from '../board/forces.ts';
import { exampleOrder, produce, productionLimit, type ProductionOrder } from '../rules/production.ts';
import { fail } from '../kernel/result.ts';
import { canonicalState, type GameState, type Seat } from '../state/state.ts';
import { systemName } from '../board/card-helpers.ts';
import { hasTechAbility } from '../board/tech-abilities.ts';
import type { Handlers } from '../state/handlers.ts';
import type { AbilityRules } from '../hooks/contract.ts';
import type { Offer } from '../hooks/offer.ts';
import { systemChoice } from '../hooks/offer-choices.ts';

export const CHAOS_MAPPING = 'chaos-mapping';

/** Systems where `seat` could produce with Chaos Mapping: those with their units that have production. */
export function chaosMappingSystems(state: BoardView, seat: Seat): string[] {
  return state.galaxy.systems
    .filter((s) => s.position >= 0 && productionLimit(state, seat, { system: s.systemId }) > 0)
    .map((s) => s.systemId);
}

/** Whether `seat` may use it now: their turn has started and they have not used it this turn. */
export function chaosMappingOpen(state: GameState, seat: Seat): boolean {
  return (
    hasTechAbility(state.players[seat], CHAOS_MAPPING) &&
    checkTurn(state, seat) === null &&
    !state.turnUses?.includes(CHAOS_MAPPING)
  );
}

/** The `chaos-mapping` intent: exactly 1 unit, produced as usual (cost, blockade, reinforcements). */
export function chaosMapping(state: GameState, seat: Seat, system: string, order: ProductionOrder): Outcome {
  const me = state.players[seat];
  if (!hasTechAbility(me, CHAOS_MAPPING))
    return fail(
      'rule/illegal-choice',
      'Chaos Mapping is a technology of the Clan of Saar: you do not own it.',
    );
  const wrong = checkTurn(state, seat);
  if (wrong)
    return wrong.code === 'intent/wrong-phase' && state.tactical
      ? fail('intent/wrong-phase', 'Chaos Mapping is used at the start of your turn, before its action.')
      : wrong;
  if (state.turnUses?.includes(CHAOS_MAPPING))
    return fail('rule/already-decided', 'You have already used Chaos Mapping this turn.');
  const [line, ...rest] = order.units;
  if (!line || rest.length > 0 || line.count !== 1)
    return fail('rule/illegal-choice', 'Chaos Mapping produces exactly 1 unit.');
  if (!chaosMappingSystems(state, seat).includes(system))
    return fail(
      'rule/illegal-choice',
      `Chaos Mapping produces in a system holding one of your units with production; ${systemName(system)} holds none.`,
    );
  const made = produce(state, seat, { system }, order);
  if ('ok' in made) return made;
  const next = canonicalState(made.state);
  next.turnUses = [...(state.turnUses ?? []), CHAOS_MAPPING];
  const events: GameEvent[] = [
    { type: 'note', seat, text: `${me.name} uses Chaos Mapping at the start of their turn.` },
    ...made.events,
  ];
  return applied(next, events);
}

/** A small legal use (for `legal`, bots and fuzzing): production.ts's example order in the first system that takes one. */
export function chaosMappingExample(
  state: GameState,
  seat: Seat,
): { type: 'chaos-mapping'; system: string; order: ProductionOrder } | null {
  if (!chaosMappingOpen(state, seat)) return null;
  for (const system of chaosMappingSystems(state, seat)) {
    const order = exampleOrder(state, seat, { system });
    if (order) return { type: 'chaos-mapping', system, order };
  }
  return null;
}

/** The intents this module owns, in the engine's handler table (engine/handlers.ts). */
export const chaosMappingHandlers: Handlers<'chaos-mapping'> = {
  'chaos-mapping': (state, seat, intent) => chaosMapping(state, seat, intent.system, intent.order),
};

/** Chaos Mapping before the turn's action: every system where 1 unit could be produced now. */
export function chaosMappingOffers(state: GameState, seat: Seat): Offer[] {
  if (!chaosMappingOpen(state, seat)) return [];
  const systems = chaosMappingSystems(state, seat).filter(
    (system) => exampleOrder(state, seat, { system }) !== null,
  );
  if (systems.length === 0) return [];
  return [
    {
      id: CHAOS_MAPPING,
      type: 'chaos-mapping',
      title: 'Chaos Mapping',
      text: 'At the start of your turn, before your action, with no token and no activation: produce exactly 1 unit in a system where your units have production.',
      place: 'turn',
      base: { type: 'chaos-mapping' },
      fields: [
        {
          kind: 'pick',
          label: 'System with your production',
          choices: systems.map((s) => systemChoice('system', s)),
        },
        {
          kind: 'production',
          key: 'order',
          label: 'The unit',
          systemKey: 'system',
          limits: { by: 'Chaos Mapping', single: true },
        },
      ],
      submit: 'Produce it with Chaos Mapping',
    },
  ];
}

/** Chaos Mapping in the rule set (engine/rule-set.ts). */
export const chaosMappingRules: AbilityRules = {
  id: CHAOS_MAPPING,
  holder: { kind: 'technology', technology: CHAOS_MAPPING },
  offers: chaosMappingOffers,
  handlers: chaosMappingHandlers,
  turnIntents: (state, seat) => {
    const example = chaosMappingExample(state, seat);
    return example ? [example] : [];
  },
};
