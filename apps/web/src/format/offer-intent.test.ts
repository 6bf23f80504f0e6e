import { describe, expect, it } from 'vitest';
import type { Offer, OfferField, ProductionOrder } from '@initiative/rules';
import { buildIntent, fitAnswers, initialAnswers, productionSystem, withValueAt } from './offer-intent.ts';

const order: ProductionOrder = {
  units: [{ unit: 'cruiser', count: 1, place: 'space' }],
  pull: [],
  payment: { planets: [], tradeGoods: 2 },
};

const nested: Offer = {
  id: 'forge',
  type: 'component-action',
  title: 'Forge',
  text: 'A test offer.',
  place: 'turn',
  base: { type: 'component-action', ability: { id: 'forge' } },
  fields: [
    {
      kind: 'pick',
      label: 'System',
      choices: [
        { label: 'A', set: { ability: { system: '1' } } },
        { label: 'B', set: { ability: { system: '2' } } },
      ],
    },
    {
      kind: 'production',
      key: 'ability.order',
      label: 'Units',
      systemKey: 'ability.system',
      limits: { by: 'Forge', single: true },
    },
  ],
  submit: 'Go',
};

describe('buildIntent', () => {
  it('merges a choice deeply into the base and sets the order at a dotted key', () => {
    const answers = [
      { kind: 'pick', index: 1 },
      { kind: 'production', order },
    ] as const;
    expect(buildIntent(nested, answers)).toEqual({
      ok: true,
      intent: { type: 'component-action', ability: { id: 'forge', system: '2', order } },
    });
  });

  it('reads the production system from the choice made before it, and none without a choice', () => {
    expect(
      productionSystem(
        nested,
        [
          { kind: 'pick', index: 0 },
          { kind: 'production', order: null },
        ],
        1,
      ),
    ).toBe('1');
    expect(
      productionSystem(
        nested,
        [
          { kind: 'pick', index: 5 },
          { kind: 'production', order: null },
        ],
        1,
      ),
    ).toBeNull();
  });

  it('refuses an answer the offer rules out: no order, no choice, a count out of bounds, a tally over its total', () => {
    expect(buildIntent(nested, initialAnswers(nested.fields))).toMatchObject({
      ok: false,
      error: 'Units: choose what to produce.',
    });
    expect(buildIntent(nested, [{ kind: 'pick', index: 9 }])).toMatchObject({
      ok: false,
      error: 'Choose: System.',
    });
    const count: Offer = {
      ...nested,
      base: { type: 'xander-alexin-victori-iii', to: 1 },
      fields: [{ kind: 'count', key: 'commodities', label: 'Commodities', min: 1, max: 3 }],
    };
    expect(buildIntent(count, [{ kind: 'count', value: 3 }])).toEqual({
      ok: true,
      intent: { type: 'xander-alexin-victori-iii', to: 1, commodities: 3 },
    });
    expect(buildIntent(count, [{ kind: 'count', value: 4 }])).toMatchObject({ ok: false });
    expect(buildIntent(count, [{ kind: 'count', value: 0 }])).toMatchObject({ ok: false });
    const tally: Offer = {
      ...nested,
      base: { type: 't' },
      fields: [
        {
          kind: 'tally',
          key: 'pools',
          label: 'Tokens',
          items: [
            { id: 'tactic', label: 'Tactic', max: 3 },
            { id: 'fleet', label: 'Fleet', max: 3 },
          ],
          min: 3,
          max: 3,
        },
      ],
    };
    expect(buildIntent(tally, [{ kind: 'tally', counts: { tactic: 3, fleet: 0 } }])).toEqual({
      ok: true,
      intent: { type: 't', pools: { tactic: 3 } },
    });
    expect(buildIntent(tally, [{ kind: 'tally', counts: { tactic: 2, fleet: 2 } }])).toMatchObject({
      ok: false,
    });
    expect(buildIntent(tally, [{ kind: 'tally', counts: { tactic: 4 } }])).toMatchObject({ ok: false });
    // A tally with every item set starts from its counts and sends zeros too.
    const all: Offer = {
      ...tally,
      fields: [
        {
          ...(tally.fields[0] as Extract<OfferField, { kind: 'tally' }>),
          all: true,
          start: { tactic: 2, fleet: 1 },
        },
      ],
    };
    const start = initialAnswers(all.fields);
    expect(start).toEqual([{ kind: 'tally', counts: { tactic: 2, fleet: 1 } }]);
    expect(buildIntent(all, start)).toEqual({
      ok: true,
      intent: { type: 't', pools: { tactic: 2, fleet: 1 } },
    });
    expect(buildIntent(all, [{ kind: 'tally', counts: { tactic: 3, fleet: 0 } }])).toEqual({
      ok: true,
      intent: { type: 't', pools: { tactic: 3, fleet: 0 } },
    });
  });

  it('an optional choice left unchosen sets nothing; toggles and rows set their keys', () => {
    const offer: Offer = {
      ...nested,
      base: { type: 'x' },
      fields: [
        {
          kind: 'pick',
          label: 'Unit',
          optional: true,
          choices: [{ label: 'Carrier', set: { capture: 'carrier' } }],
        },
        { kind: 'toggle', key: 'flag', label: 'Flag' },
        {
          kind: 'rows',
          key: 'moves',
          label: 'Moves',
          max: 2,
          fields: [
            { kind: 'pick', label: 'From', choices: [{ label: 'P', set: { from: 'p' } }] },
            { kind: 'count', key: 'count', label: 'Count', min: 1, max: 2 },
          ],
        },
      ],
    };
    const rows = {
      kind: 'rows',
      rows: [
        [
          { kind: 'pick', index: 0 },
          { kind: 'count', value: 2 },
        ],
      ],
    } as const;
    expect(buildIntent(offer, [{ kind: 'pick', index: -1 }, { kind: 'toggle', on: true }, rows])).toEqual({
      ok: true,
      intent: { type: 'x', flag: true, moves: [{ from: 'p', count: 2 }] },
    });
    expect(
      buildIntent(offer, [
        { kind: 'pick', index: 0 },
        { kind: 'toggle', on: false },
        { kind: 'rows', rows: [[], [], []] },
      ]),
    ).toMatchObject({
      ok: false,
      error: 'Moves: at most 2.',
    });
  });
});

describe('fitAnswers and withValueAt', () => {
  it('a choice no longer listed, or an answer of another kind, starts again', () => {
    expect(
      fitAnswers(nested.fields, [
        { kind: 'pick', index: 7 },
        { kind: 'toggle', on: true },
      ]),
    ).toEqual([
      { kind: 'pick', index: 0 },
      { kind: 'production', order: null },
    ]);
  });
  it('sets a dotted path without losing its siblings', () => {
    expect(withValueAt({ a: { b: 1 } }, 'a.c', 2)).toEqual({ a: { b: 1, c: 2 } });
  });
});
