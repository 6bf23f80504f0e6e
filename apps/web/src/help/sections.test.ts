import { describe, expect, it } from 'vitest';
import { HELP_SECTIONS, HELP_SECTION_IDS, emphasised, sectionForPhase } from './sections.ts';

describe('the in-app help', () => {
  it('has one section per id, in the order of the ids', () => {
    expect(HELP_SECTIONS.map((s) => s.id)).toEqual([...HELP_SECTION_IDS]);
  });

  it.each([
    ['setup', 'start'],
    ['strategy', 'strategy'],
    ['action', 'action'],
    ['status', 'status'],
    ['agenda', 'agenda'],
    ['ended', 'end'],
  ] as const)('a table in the %s phase opens it on the %s section', (phase, id) => {
    expect(sectionForPhase(phase)).toBe(id);
  });

  it('opens on the first steps before a game has started', () => {
    expect(sectionForPhase(null)).toBe('start');
  });

  it('emphasises the names between underscores', () => {
    expect(emphasised('Press _Pass_ to end.')).toEqual([
      { text: 'Press ', em: false },
      { text: 'Pass', em: true },
      { text: ' to end.', em: false },
    ]);
  });

  it('closes every underscore it opens', () => {
    const texts = HELP_SECTIONS.flatMap((s) =>
      s.blocks.flatMap((b) => (typeof b === 'string' ? [b] : b.points)),
    );
    for (const t of texts) expect(t.split('_').length % 2, t).toBe(1);
  });
});
