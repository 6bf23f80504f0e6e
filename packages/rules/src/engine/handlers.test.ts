import { describe, expect, it } from 'vitest';
import { INTENT_TYPES } from '../wire/intents.ts';
import { INTENT_OWNERS } from './engine.ts';
import { handlerTable, intentOwners } from './handlers.ts';

describe("the engine's handler table", () => {
  it('gives every intent type of the wire exactly one owner', () => {
    const owners = intentOwners(INTENT_OWNERS);
    const byType = Object.fromEntries(INTENT_TYPES.map((type) => [type, owners[type] ?? []]));
    for (const [type, claimants] of Object.entries(byType))
      expect(claimants, `the owners of ${type}`).toHaveLength(1);
  });

  it('claims no type the wire does not know', () => {
    const known = new Set<string>(INTENT_TYPES);
    expect(Object.keys(intentOwners(INTENT_OWNERS)).filter((type) => !known.has(type))).toEqual([]);
  });

  it('has a handler for every intent type once assembled', () => {
    const table = handlerTable(INTENT_OWNERS);
    for (const type of INTENT_TYPES)
      expect(typeof (table as Record<string, unknown>)[type], type).toBe('function');
  });

  it('refuses two owners claiming one intent type', () => {
    const twice = { ...INTENT_OWNERS, 'a second undo': { undo: INTENT_OWNERS['rules/undo'].undo } };
    expect(() => handlerTable(twice)).toThrow(/undo has more than one owner: rules\/undo, a second undo/);
  });
});
