// Salvage Operations (the Mentak Coalition's faction technology): after a space combat they fought,
// won or lost, the Mentak gain 1 trade good; having won, they may also produce 1 ship in that system,
// of a type destroyed in the combat. Combat is at the table: the app opens the window in the system
// of the tactical action under way (the only place a space combat happens), once per tactical action,
// for whoever has the technology (the Mentak, or the Nekro with a copy); the ship is paid as any
// production but needs no unit with production there and has no limit (not a production ability).

import type { GameEvent } from '../state/events.ts';
import { isShip } from '../board/forces.ts';
import { applied, type Outcome } from '../state/outcome.ts';
import { produce, type ProductionOrder } from '../rules/production.ts';
import { fail } from '../kernel/result.ts';
import { canonicalState, type GameState, type PlayerState, type Seat } from '../state/state.ts';
import { updatePlayer } from '../state/update.ts';
import { hasTechAbility } from '../board/tech-abilities.ts';
import type { Handlers } from '../state/handlers.ts';
import type { AbilityRules } from '../hooks/contract.ts';
import type { Offer } from '../hooks/offer.ts';
import { systemName } from '../board/card-helpers.ts';

export const SALVAGE_OPERATIONS = 'salvage-operations';
/** The mark in `turnUses` once `seat` has used it in this tactical action. */
const used = (seat: Seat) => `${SALVAGE_OPERATIONS}:${seat}`;

/** A game state or a player's view of it. */
type Window = Pick<GameState, 'phase' | 'tactical' | 'turnUses'> & {
  readonly players: readonly Pick<PlayerState, 'technologies' | 'valefar'>[];
};

/** The system where `seat` may use Salvage Operations now (the tactical action's), or null. */
export function salvageSystem(state: Window, seat: Seat): string | null {
  if (state.phase !== 'action' || !state.tactical) return null;
  if (!hasTechAbility(state.players[seat], SALVAGE_OPERATIONS) || state.turnUses?.includes(used(seat)))
    return null;
  return state.tactical.system;
}

/** The example `legal` offers: the trade good after a combat lost (the form adds the ship after a win). */
export function salvageIntents(
  state: GameState,
  seat: Seat,
): { type: 'salvage-operations'; system: string; won: boolean }[] {
  const system = salvageSystem(state, seat);
  return system === null ? [] : [{ type: 'salvage-operations', system, won: false }];
}

/** The `salvage-operations` intent. */
export function salvageOperations(
  state: GameState,
  seat: Seat,
  intent: { readonly system: string; readonly won: boolean; readonly order?: ProductionOrder },
): Outcome {
  const me = state.players[seat];
  if (!hasTechAbility(me, SALVAGE_OPERATIONS))
    return fail('rule/illegal-choice', 'You do not have Salvage Operations (a Mentak Coalition technology).');
  if (state.turnUses?.includes(used(seat)))
    return fail('rule/already-decided', 'You have already used Salvage Operations in this tactical action.');
  const system = salvageSystem(state, seat);
  if (system === null)
    return fail('intent/wrong-phase', 'Salvage Operations follows a space combat, during a tactical action.');
  if (intent.system !== system)
    return fail('rule/illegal-choice', `The space combat of this tactical action is in system ${system}.`);
  let next = updatePlayer(state, seat, (p) => ({ ...p, tradeGoods: p.tradeGoods + 1 }));
  const events: GameEvent[] = [
    {
      type: 'note',
      seat,
      text: `${me.name} gains 1 trade good after the space combat in system ${system} (Salvage Operations).`,
    },
  ];
  if (intent.order) {
    if (!intent.won)
      return fail(
        'rule/illegal-choice',
        'Only the winner of the combat produces a ship with Salvage Operations.',
      );
    const [line, ...rest] = intent.order.units;
    if (!line || rest.length > 0 || line.count !== 1 || !isShip(line.unit) || line.place !== 'space')
      return fail('rule/illegal-choice', 'Salvage Operations produces exactly 1 ship, in the space area.');
    const made = produce(next, seat, { system, unlimited: true }, intent.order);
    if ('ok' in made) return made;
    next = made.state;
    events.push(...made.events);
  }
  const marked = canonicalState(next);
  marked.turnUses = [...(next.turnUses ?? []), used(seat)];
  return applied(marked, events);
}

/** The intents this module owns, in the engine's handler table (engine/handlers.ts). */
export const salvageOperationsHandlers: Handlers<'salvage-operations'> = {
  'salvage-operations': (state, seat, intent) =>
    salvageOperations(state, seat, {
      system: intent.system,
      won: intent.won,
      ...(intent.order ? { order: intent.order } : {}),
    }),
};

/** After the space combat of the tactical action under way: the trade good, or (after a win) a ship too. */
export function salvageOffers(state: GameState, seat: Seat): Offer[] {
  const system = salvageSystem(state, seat);
  if (system === null) return [];
  const where = systemName(system);
  return [
    {
      id: 'salvage-operations-lost',
      type: 'salvage-operations',
      title: 'Salvage Operations',
      text: `After the space combat in ${where}, win or lose, gain 1 trade good.`,
      place: 'anytime',
      base: { type: 'salvage-operations', system, won: false },
      fields: [],
      submit: 'Take 1 trade good',
    },
    {
      id: 'salvage-operations-won',
      type: 'salvage-operations',
      title: 'Salvage Operations after a win',
      text: `You won the space combat in ${where}: gain 1 trade good, then produce 1 ship of a type destroyed in it there, paid as usual.`,
      place: 'anytime',
      base: { type: 'salvage-operations', system, won: true },
      fields: [
        {
          kind: 'production',
          key: 'order',
          label: 'The ship',
          system,
          limits: {
            by: 'Salvage Operations',
            shipsOnly: true,
            single: true,
            plain: true,
            unlimited: true,
            gainedFirst: 1,
          },
        },
      ],
      submit: 'Take 1 trade good and produce it',
    },
  ];
}

/** Salvage Operations in the rule set (engine/rule-set.ts). */
export const salvageOperationsRules: AbilityRules = {
  id: SALVAGE_OPERATIONS,
  holder: { kind: 'technology', technology: SALVAGE_OPERATIONS },
  offers: salvageOffers,
  handlers: salvageOperationsHandlers,
  anytime: ['salvage-operations'],
  windowIntents: salvageIntents,
};
