import { describe, expect, it } from 'vitest';
import type { ProductionFormItem } from '@initiative/rules';
import { abilityChoices, mergedPlaces, type Toggle } from './production-choices.ts';

const toggle = (key: Toggle['key']): Toggle => ({ kind: 'toggle', id: key, key, label: key });
const items: ProductionFormItem[] = [
  toggle('aiDevelopment'),
  {
    kind: 'places',
    id: 'yin',
    key: 'yinSpinner',
    text: '',
    labels: ['First', 'Second'],
    none: 'None',
    choices: [
      { value: 'a', label: 'A' },
      { value: 'b', label: 'B' },
    ],
  },
  {
    kind: 'places',
    id: 'mech',
    key: 'selfAssembly',
    text: '',
    labels: ['Planet'],
    none: 'None',
    choices: [{ value: 'c', label: 'C' }],
  },
  { kind: 'paying-planet', id: 'swap', key: 'hegemonic', text: '', label: '', none: '' },
  {
    kind: 'returns',
    id: 'amalgamation',
    key: 'amalgamation',
    text: '',
    held: [{ from: 1, unit: 'fighter', held: 2 }],
    problem: () => null,
  },
];

describe('the production order’s parts from the abilities’ form items', () => {
  it('sends only what the player chose, in the shapes the order takes', () => {
    const picked = { yinSpinner: ['a', '', 'zz'], selfAssembly: ['c'], hegemonic: ['p'] };
    const out = abilityChoices(
      items,
      [toggle('aiDevelopment')],
      picked,
      { '1|fighter': 3 },
      [{ unit: 'fighter', count: 2 }],
      ['p'],
    );
    expect(out).toEqual({
      aiDevelopment: true,
      yinSpinner: ['a'],
      selfAssembly: 'c',
      hegemonic: 'p',
      amalgamation: [{ from: 1, unit: 'fighter', count: 2 }],
    });
  });

  it('leaves out a paying planet that is not paying, units returned for a type not ordered, unused toggles', () => {
    const out = abilityChoices(
      items,
      [],
      { hegemonic: ['p'] },
      { '1|fighter': 1 },
      [{ unit: 'cruiser', count: 1 }],
      [],
    );
    expect(out).toEqual({});
  });

  it('gives one column per place opened elsewhere, with every unit any ability allows there', () => {
    const merged = mergedPlaces([
      { places: [{ place: 'x', system: '1', units: ['infantry'], label: 'X dock' }] },
      { places: [{ place: 'x', system: '1', units: ['mech', 'infantry'], label: 'X (next door)' }] },
    ]);
    expect(merged).toEqual([{ place: 'x', system: '1', units: ['infantry', 'mech'], label: 'X dock' }]);
  });
});
