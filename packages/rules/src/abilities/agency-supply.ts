// Agency Supply Network (the Council Keleres' faction technology): whenever the owner resolves one of
// their production abilities (a tactical action's production, Warfare's secondary), they may resolve
// another of their production abilities in any system; that extra use grants nothing further. The app
// records the extra use as open (`turnUses`) until the turn ends and offers it in `legal`.

import type { GameEvent } from '../state/events.ts';
import { applied, type Outcome } from '../state/outcome.ts';
import { exampleOrder, produce, productionLimit, type ProductionOrder } from '../rules/production.ts';
import { fail } from '../kernel/result.ts';
import { canonicalState, type GameState, type Seat } from '../state/state.ts';
import type { BoardView } from '../board/forces.ts';

import { hasTechAbility } from '../board/tech-abilities.ts';
import type { Handlers } from '../state/handlers.ts';
import type { AbilityRules } from '../hooks/contract.ts';
import type { Offer } from '../hooks/offer.ts';
import { systemChoice } from '../hooks/offer-choices.ts';

export const AGENCY_SUPPLY_NETWORK = 'agency-supply-network';
/** The mark in `turnUses` of `seat`'s open extra use. */
export const agencySupplyUse = (seat: Seat) => `${AGENCY_SUPPLY_NETWORK}:${seat}`;
const open = agencySupplyUse;

/** After a production ability of `seat`'s: the extra use is open if they own the technology. */
export function grantAgencySupply(state: GameState, seat: Seat): GameState {
  if (!hasTechAbility(state.players[seat], AGENCY_SUPPLY_NETWORK)) return state;
  if (state.turnUses?.includes(open(seat))) return state;
  const next = canonicalState(state);
  next.turnUses = [...(state.turnUses ?? []), open(seat)];
  return next;
}

/** Whether `seat` has an extra use open now. */
export function agencySupplyOpen(state: Pick<GameState, 'turnUses'>, seat: Seat): boolean {
  return state.turnUses?.includes(open(seat)) ?? false;
}

/** Systems where `seat` has units with production (where the extra use may be resolved). */
export function agencySupplySystems(state: BoardView, seat: Seat): string[] {
  return state.galaxy.systems
    .filter((s) => s.position >= 0 && productionLimit(state, seat, { system: s.systemId }) > 0)
    .map((s) => s.systemId);
}

/** The `agency-supply-network` intent: the extra production, in `system`. */
export function agencySupply(state: GameState, seat: Seat, system: string, order: ProductionOrder): Outcome {
  if (!agencySupplyOpen(state, seat))
    return fail(
      'rule/illegal-choice',
      'Agency Supply Network adds a production after one of yours, this turn; none is open.',
    );
  const made = produce(state, seat, { system }, order);
  if ('ok' in made) return made;
  const next = canonicalState(made.state);
  next.turnUses = made.state.turnUses?.filter((u) => u !== open(seat));
  const events: GameEvent[] = [
    {
      type: 'note',
      seat,
      text: `${state.players[seat]?.name ?? ''} uses Agency Supply Network: another production, in system ${system}.`,
    },
    ...made.events,
  ];
  return applied(next, events);
}

/** A legal example for `legal`, or null. */
export function agencySupplyExample(
  state: GameState,
  seat: Seat,
): { type: 'agency-supply-network'; system: string; order: ProductionOrder } | null {
  if (!agencySupplyOpen(state, seat)) return null;
  for (const system of agencySupplySystems(state, seat)) {
    const order = exampleOrder(state, seat, { system });
    if (order) return { type: 'agency-supply-network', system, order };
  }
  return null;
}

/** The intents this module owns, in the engine's handler table (engine/handlers.ts). */
export const agencySupplyHandlers: Handlers<'agency-supply-network'> = {
  'agency-supply-network': (state, seat, intent) => agencySupply(state, seat, intent.system, intent.order),
};

/** After one of the owner's productions this turn: another, in any system where one could be made. */
export function agencySupplyOffers(state: GameState, seat: Seat): Offer[] {
  if (!agencySupplyOpen(state, seat)) return [];
  const systems = agencySupplySystems(state, seat).filter(
    (system) => exampleOrder(state, seat, { system }) !== null,
  );
  if (systems.length === 0) return [];
  return [
    {
      id: 'agency-supply-network',
      type: 'agency-supply-network',
      title: 'Agency Supply Network',
      text: 'After your production this turn: produce once more, in any system where your units have production.',
      place: 'turn',
      base: { type: 'agency-supply-network' },
      fields: [
        { kind: 'pick', label: 'System', choices: systems.map((s) => systemChoice('system', s)) },
        {
          kind: 'production',
          key: 'order',
          label: 'Units',
          systemKey: 'system',
          limits: { by: 'Agency Supply Network' },
        },
      ],
      submit: 'Produce it with Agency Supply Network',
    },
  ];
}

/** Agency Supply Network in the rule set (engine/rule-set.ts). */
export const agencySupplyRules: AbilityRules = {
  id: AGENCY_SUPPLY_NETWORK,
  holder: { kind: 'technology', technology: AGENCY_SUPPLY_NETWORK },
  offers: agencySupplyOffers,
  handlers: agencySupplyHandlers,
  productionIntents: (state, seat) => {
    const example = agencySupplyExample(state, seat);
    return example ? [example] : [];
  },
  on: { productionResolved: grantAgencySupply },
};
