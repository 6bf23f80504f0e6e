import { describe, expect, it } from 'vitest';
import { plural, pluralOf } from './plural.ts';

describe('plural', () => {
  it.each([
    [1, 'trade good', '1 trade good'],
    [0, 'trade good', '0 trade goods'],
    [2, 'resource', '2 resources'],
    [1, 'resource', '1 resource'],
    [2, 'infantry', '2 infantry'],
    [3, 'PDS', '3 PDS'],
    [2, 'commodity', '2 commodities'],
    [2, 'command token', '2 command tokens'],
    [2, 'victory point', '2 victory points'],
    [4, 'action card', '4 action cards'],
    [2, 'space dock', '2 space docks'],
    // Unit names as the log writes them (a production read "2 Infantrys").
    [2, 'Infantry', '2 Infantry'],
    [2, 'Space Dock', '2 Space Docks'],
  ])('%i %s reads "%s"', (count, noun, text) => {
    expect(plural(count, noun)).toBe(text);
  });

  it('takes an irregular plural when given one', () => {
    expect(plural(2, 'war sun', 'war suns')).toBe('2 war suns');
    expect(pluralOf('technology')).toBe('technologies');
  });
});
