import { describe, expect, it } from 'vitest';
import { FACTIONS_BY_ID } from '@initiative/rules';
import { DETAILS, detailFor, FAR_FONT, MIN_TEXT_PX } from './detail.ts';
import { FONT, fitText, textWidth } from './geometry.ts';
import { factionShortName } from './labels.ts';
import { ZOOM_IN_LIMIT, ZOOM_OUT_LIMIT } from './zoom.ts';

describe('what the map draws at a zoom', () => {
  it.each([
    // [screen px per map unit, level]: a desktop opens near 1.1, a 390 px phone near 0.58.
    [1.15, 'near'],
    [0.75, 'near'],
    [0.749, 'mid'],
    [0.58, 'mid'],
    [0.5625, 'mid'],
    [0.56, 'far'],
    [0.35, 'far'],
  ] as const)('at scale %s the map draws the %s detail', (scale, level) => {
    expect(detailFor(scale).level).toBe(level);
  });

  it('never draws text under 9 px on screen, at any scale the camera allows', () => {
    for (let scale = 0.58 * ZOOM_OUT_LIMIT; scale <= 1.2 * ZOOM_IN_LIMIT; scale *= 1.01) {
      const { font, nameFont } = detailFor(scale);
      for (const size of [font, nameFont])
        if (size !== null) expect(size * scale, `scale ${scale}`).toBeGreaterThanOrEqual(MIN_TEXT_PX);
    }
  });

  it('close up draws everything at the usual size; further out only the larger scanning text; far out none', () => {
    expect(DETAILS.near).toMatchObject({ font: FONT, fine: true, homeFaction: true });
    expect(DETAILS.mid).toMatchObject({ font: FAR_FONT, fine: false, homeFaction: false });
    expect(DETAILS.far).toMatchObject({ font: null, fine: false });
  });

  it('cuts a long line to its room with an ellipsis, and leaves a short one whole', () => {
    expect(fitText('Ada', 60)).toBe('Ada');
    const cut = fitText('Alexandria the Great', 60);
    expect(cut).toMatch(/…$/);
    expect(textWidth(cut)).toBeLessThanOrEqual(60);
    expect(fitText('Alexandria', 50, 16).length).toBeLessThan('Alexandria'.length);
  });
});

describe('short faction names', () => {
  it.each([
    ['federation-of-sol', 'Sol'],
    ['emirates-of-hacan', 'Hacan'],
    ['universities-of-jol-nar', 'Jol-Nar'],
    ['xxcha-kingdom', 'Xxcha'],
    ['arborec', 'Arborec'],
    ['l1z1x-mindnet', 'L1Z1X'],
    ['council-keleres', 'Keleres'],
    ['titans-of-ul', 'Titans'],
  ])('%s is called %s', (id, short) => {
    expect(factionShortName(id, FACTIONS_BY_ID.get(id)?.name ?? '')).toBe(short);
  });

  it('every faction has a short name of one or two words that fits a home tile', () => {
    for (const f of FACTIONS_BY_ID.values()) {
      const short = factionShortName(f.id, f.name);
      expect(short.length, f.id).toBeGreaterThan(2);
      expect(short.split(' ').length, f.id).toBeLessThanOrEqual(2);
      expect(textWidth(short, FONT), `${f.id}: ${short}`).toBeLessThanOrEqual(80);
    }
  });
});
