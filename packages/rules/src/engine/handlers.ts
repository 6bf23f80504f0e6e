// The engine's handler table, assembled from its owners' parts: each module that owns intent types
// exports the handlers of those types (state/handlers.ts), and engine.ts names every owner.

import type { HandlerTable, IntentHandler } from '../state/handlers.ts';
import { INTENT_TYPES, type IntentType } from '../wire/intents.ts';

/** Each owner's part of the table, by the owner's name. */
export type Owners = Readonly<Record<string, Partial<HandlerTable>>>;

/** The intent types some owner claims. */
export type Claimed<O extends Owners> = { [K in keyof O]: keyof O[K] }[keyof O] & IntentType;

/**
 * The owners' parts as one table. Typed with the claimed types only, so that assigning it to a
 * `HandlerTable` fails to compile when an intent type has no owner; throws when two owners claim one
 * type (engine/handlers.test.ts).
 */
export function handlerTable<O extends Owners>(owners: O): Pick<HandlerTable, Claimed<O>> {
  const table: Partial<Record<IntentType, IntentHandler<never>>> = {};
  for (const [type, claimants] of Object.entries(intentOwners(owners))) {
    if (claimants.length > 1)
      throw new Error(`Intent ${type} has more than one owner: ${claimants.join(', ')}.`);
  }
  for (const part of Object.values(owners)) Object.assign(table, part);
  return table as Pick<HandlerTable, Claimed<O>>;
}

/** Each claimed intent type's owners, by name (one each, in a sound table). */
export function intentOwners(owners: Owners): Readonly<Record<string, readonly string[]>> {
  const out: Record<string, string[]> = {};
  for (const [owner, part] of Object.entries(owners))
    for (const type of Object.keys(part)) (out[type] ??= []).push(owner);
  return out;
}

/**
 * The table, checked whole when the engine loads: abilities bring their parts through the rule set
 * (engine/rule-set.ts), which the compiler cannot count, so a type left without an owner throws here.
 */
export function completeTable(table: Partial<HandlerTable>): HandlerTable {
  const missing = INTENT_TYPES.filter((type) => typeof table[type] !== 'function');
  if (missing.length > 0) throw new Error(`Intent types without a handler: ${missing.join(', ')}.`);
  return table as HandlerTable;
}
