// Dirzuga Rophal, the Arborec commander (Prophecy of Kings; unlocked at the table): after another
// player activates a system holding Arborec units with production, the Arborec may produce 1 unit in
// that system. The app opens the window for the rest of that tactical action (the turn's table edits
// — movement — are not intents it could order against), once per activation, and checks the order as
// any production (blockade, cost, reinforcements). The active player's own production is untouched.

import { usesCommander } from '../board/commanders.ts';
import type { GameEvent } from '../state/events.ts';
import { applied, type Outcome } from '../state/outcome.ts';
import { exampleOrder, produce, productionLimit, type ProductionOrder } from '../rules/production.ts';
import { fail } from '../kernel/result.ts';
import { canonicalState, type GameState, type Seat } from '../state/state.ts';
import type { BoardView } from '../board/forces.ts';
import type { Handlers } from '../state/handlers.ts';
import type { AbilityRules } from '../hooks/contract.ts';
import type { Offer } from '../hooks/offer.ts';
import { seatName } from '../hooks/offer-choices.ts';
import { systemName } from '../board/card-helpers.ts';

export const DIRZUGA_ROPHAL = 'dirzuga-rophal';
/** The mark in `turnUses` once `seat` has used it in this activation. */
const used = (seat: Seat) => `${DIRZUGA_ROPHAL}:${seat}`;

type Window = BoardView & Pick<GameState, 'phase' | 'active' | 'tactical' | 'turnUses'>;

/** The system `seat` may produce in with Dirzuga Rophal now, or null. */
export function dirzugaSystem(state: Window, seat: Seat): string | null {
  const t = state.tactical;
  if (state.phase !== 'action' || !t || state.active === null || state.active === seat) return null;
  if (!usesCommander(state, seat, 'arborec') || state.turnUses?.includes(used(seat))) return null;
  return productionLimit(state, seat, { system: t.system }) > 0 ? t.system : null;
}

/** The `dirzuga-rophal` intent: exactly 1 unit in the system the active player activated. */
export function dirzugaRophal(state: GameState, seat: Seat, order: ProductionOrder): Outcome {
  const me = state.players[seat];
  if (!usesCommander(state, seat, 'arborec'))
    return fail(
      'rule/illegal-choice',
      'Dirzuga Rophal is the Arborec commander: it must be theirs and unlocked (a table edit records it).',
    );
  if (state.phase !== 'action' || !state.tactical || state.active === seat)
    return fail(
      'intent/wrong-phase',
      'Dirzuga Rophal produces after another player activates a system holding your units with production.',
    );
  if (state.turnUses?.includes(used(seat)))
    return fail('rule/already-decided', 'You have already used Dirzuga Rophal in this activation.');
  const system = state.tactical.system;
  if (dirzugaSystem(state, seat) !== system)
    return fail(
      'rule/illegal-choice',
      `None of your units in system ${system} has production: Dirzuga Rophal produces there only.`,
    );
  const [line, ...rest] = order.units;
  if (!line || rest.length > 0 || line.count !== 1)
    return fail('rule/illegal-choice', 'Dirzuga Rophal produces exactly 1 unit.');
  const made = produce(state, seat, { system }, order);
  if ('ok' in made) return made;
  const next = canonicalState(made.state);
  next.turnUses = [...(state.turnUses ?? []), used(seat)];
  const events: GameEvent[] = [
    {
      type: 'note',
      seat,
      text: `${me?.name ?? ''} uses Dirzuga Rophal after the activation of system ${system}.`,
    },
    ...made.events,
  ];
  return applied(next, events);
}

/** A legal example for `legal` (production.ts's example order), or null. */
export function dirzugaExample(
  state: GameState,
  seat: Seat,
): { type: 'dirzuga-rophal'; order: ProductionOrder } | null {
  const system = dirzugaSystem(state, seat);
  const order = system === null ? null : exampleOrder(state, seat, { system });
  return order ? { type: 'dirzuga-rophal', order } : null;
}

/** The intents this module owns, in the engine's handler table (engine/handlers.ts). */
export const dirzugaRophalHandlers: Handlers<'dirzuga-rophal'> = {
  'dirzuga-rophal': (state, seat, intent) => dirzugaRophal(state, seat, intent.order),
};

/** In another player's activation of a system holding the Arborec's production: 1 unit there. */
export function dirzugaOffers(state: GameState, seat: Seat): Offer[] {
  const system = dirzugaSystem(state, seat);
  if (system === null || exampleOrder(state, seat, { system }) === null) return [];
  const active = state.active === null ? 'The active player' : seatName(state, state.active);
  return [
    {
      id: DIRZUGA_ROPHAL,
      type: 'dirzuga-rophal',
      title: 'Dirzuga Rophal',
      text: `${active} activated ${systemName(system)}, which holds your units with production: produce exactly 1 unit there, paid as usual.`,
      place: 'window',
      base: { type: 'dirzuga-rophal' },
      fields: [
        {
          kind: 'production',
          key: 'order',
          label: 'The unit',
          system,
          limits: { by: 'Dirzuga Rophal', single: true },
        },
      ],
      submit: 'Produce it with Dirzuga Rophal',
    },
  ];
}

/** Dirzuga Rophal in the rule set (engine/rule-set.ts). */
export const dirzugaRophalRules: AbilityRules = {
  id: DIRZUGA_ROPHAL,
  holder: { kind: 'leader', leader: DIRZUGA_ROPHAL, faction: 'arborec' },
  offers: dirzugaOffers,
  handlers: dirzugaRophalHandlers,
  productionIntents: (state, seat) => {
    const example = dirzugaExample(state, seat);
    return example ? [example] : [];
  },
};
