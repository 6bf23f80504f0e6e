// Choices that recur in offers (hooks/offer.ts), labelled for a person from the public board: a seat,
// a planet, a system. Abilities build their offers with these; no ability is named here.

import { planetName } from '../board/forces.ts';
import { systemName } from '../board/card-helpers.ts';
import type { Offer, OfferChoice } from './offer.ts';
import type { Intent } from '../wire/intents.ts';

/** A player's name, or "Seat n" when the seat is empty. */
export function seatName(
  state: { readonly players: readonly { readonly name: string }[] },
  seat: number,
): string {
  return state.players[seat]?.name ?? `Seat ${seat + 1}`;
}

/** A choice of `seat`, setting `key` to it. */
export function seatChoice(
  state: { readonly players: readonly { readonly name: string }[] },
  key: string,
  seat: number,
  label = seatName(state, seat),
): OfferChoice {
  return { label, set: { [key]: seat } };
}

/** A choice of a planet, setting `key` to its id. */
export function planetChoice(key: string, planet: string): OfferChoice {
  return { label: planetName(planet), set: { [key]: planet } };
}

/** A choice of a system, setting `key` to its id. */
export function systemChoice(key: string, system: string): OfferChoice {
  const name = systemName(system);
  return { label: name.charAt(0).toUpperCase() + name.slice(1), set: { [key]: system } };
}

/**
 * The `component-action` offer of the ability `id` (LRR 22): `fields` fill `ability`'s other keys;
 * `spendsToken` adds that it spends a strategy-pool token.
 */
export function componentOffer(
  id: string,
  title: string,
  text: string,
  fields: Offer['fields'],
  submit: string,
  spendsToken: boolean,
): Offer {
  const cost = spendsToken ? ' It spends a token from your strategy pool.' : '';
  return {
    id,
    type: 'component-action',
    title,
    text: `${text}${cost} It is your action.`,
    place: 'turn',
    base: { type: 'component-action', ability: { id } },
    fields,
    submit,
  };
}

/** A choice's `set` moved under `ability` (a component action's ability). */
export const inAbility = (choice: OfferChoice): OfferChoice => ({
  label: choice.label,
  set: { ability: choice.set },
});

/** Whether `legal` offers the component-action ability `id` (its example is there). */
export function componentOffered(legal: readonly Intent[], id: string): boolean {
  return legal.some((i) => i.type === 'component-action' && i.ability?.id === id);
}
