import { describe, expect, it } from 'vitest';

import { canAfford, isCheckable, meetsRequirement } from './objective-check.ts';
import { ctx, held, req } from '../../test-support/scoring-fixtures.ts';
import type { RequirementCase } from '../../test-support/scoring-fixtures.ts';
import { STATIONS_BY_ID } from './systems.ts';

// Cultural: lodor, quann, torkan, rarron, mellon. Industrial: wellon, thibah, tarmann, saudor.
// Hazardous: vefut-ii, starpoint, tequran, zohbat. Specialties: wellon, thibah, tarmann, mehar-xull, meer.
const cases: readonly RequirementCase[] = [
  [
    'Corner the Market: four cultural planets',
    'corner-the-market',
    ctx({ planets: ['lodor', 'quann', 'torkan', 'rarron'].map((p) => held(p)) }),
    true,
  ],
  [
    'Corner the Market: four planets of mixed traits',
    'corner-the-market',
    ctx({ planets: ['lodor', 'quann', 'torkan', 'wellon'].map((p) => held(p)) }),
    false,
  ],
  [
    'Corner the Market: Tarana counts for both its traits',
    'corner-the-market',
    ctx({ planets: ['wellon', 'thibah', 'tarmann', 'tarana'].map((p) => held(p)) }),
    true,
  ],
  [
    'Forge an Alliance: four cultural planets',
    'forge-an-alliance',
    ctx({ planets: ['lodor', 'quann', 'torkan', 'mellon'].map((p) => held(p)) }),
    true,
  ],
  [
    'Mine Rare Metals: three hazardous planets are not enough',
    'mine-rare-metals',
    ctx({ planets: ['vefut-ii', 'starpoint', 'tequran'].map((p) => held(p)) }),
    false,
  ],
  [
    'Found Research Outposts: three specialty planets',
    'found-research-outposts',
    ctx({ planets: ['wellon', 'thibah', 'meer'].map((p) => held(p)) }),
    true,
  ],
  [
    'Found Research Outposts: two specialty planets',
    'found-research-outposts',
    ctx({ planets: ['wellon', 'thibah', 'lodor'].map((p) => held(p)) }),
    false,
  ],
  [
    'Expand Borders: six planets outside home',
    'expand-borders',
    ctx({ planets: ['jord', 'lodor', 'quann', 'torkan', 'rarron', 'wellon', 'thibah'].map((p) => held(p)) }),
    true,
  ],
  [
    'Expand Borders: the home planet does not count',
    'expand-borders',
    ctx({ planets: ['jord', 'lodor', 'quann', 'torkan', 'rarron', 'wellon'].map((p) => held(p)) }),
    false,
  ],
  [
    'Discover Lost Outposts: two planets with attachments',
    'discover-lost-outposts',
    ctx({ planets: [held('lodor', { attachments: ['a'] }), held('quann', { attachments: ['b'] })] }),
    true,
  ],
  [
    'Discover Lost Outposts: one planet with two attachments',
    'discover-lost-outposts',
    ctx({ planets: [held('lodor', { attachments: ['a', 'b'] }), held('quann')] }),
    false,
  ],
  ['Seize an Icon: Primor is legendary', 'seize-an-icon', ctx({ planets: [held('primor')] }), true],
  [
    'Seize an Icon: Mecatol Rex is not legendary',
    'seize-an-icon',
    ctx({ planets: [held('mecatol-rex')] }),
    false,
  ],
  [
    'Hoard Raw Materials: 12 resources, exhausted planets included',
    'hoard-raw-materials',
    ctx({ planets: [held('jord', { exhausted: true }), held('lodor'), held('bereg'), held('abyz')] }),
    true,
  ],
  [
    'Establish Hegemony: 11 influence is short',
    'establish-hegemony',
    ctx({ planets: [held('mecatol-rex'), held('jord'), held('torkan')] }),
    false,
  ],
  [
    'Conquer the Weak: a planet in the Hacan home',
    'conquer-the-weak',
    ctx({ planets: [held('jord'), held('hercant')] }),
    true,
  ],
  [
    'Conquer the Weak: uses the given home list when present',
    'conquer-the-weak',
    ctx({ planets: [held('hercant')], otherHomeSystemIds: ['9'] }),
    false,
  ],
  [
    'Diversify Research: two blue and two green',
    'diversify-research',
    ctx({ technologies: ['antimass-deflectors', 'gravity-drive', 'neural-motivator', 'dacxive-animators'] }),
    true,
  ],
  [
    'Diversify Research: unit upgrades have no colour',
    'diversify-research',
    ctx({ technologies: ['antimass-deflectors', 'gravity-drive', 'neural-motivator', 'carrier-ii'] }),
    false,
  ],
  [
    'Master the Laws of Physics: four yellow',
    'master-the-laws-of-physics',
    ctx({
      technologies: ['sarween-tools', 'graviton-laser-system', 'transit-diodes', 'quantum-datahub-node'],
    }),
    true,
  ],
  [
    'Develop Weaponry: two unit upgrades, the War Sun counting',
    'develop-weaponry',
    ctx({ technologies: ['war-sun', 'advanced-carrier-ii'] }),
    true,
  ],
  [
    'Develop Weaponry: one unit upgrade',
    'develop-weaponry',
    ctx({ technologies: ['war-sun', 'gravity-drive'] }),
    false,
  ],
  [
    'Adapt New Strategies: Valefar Assimilators do not count',
    'adapt-new-strategies',
    ctx({ technologies: ['valefar-assimilator-x', 'valefar-assimilator-y', 'wormhole-generator'] }),
    false,
  ],
  [
    'Adapt New Strategies: two faction technologies',
    'adapt-new-strategies',
    ctx({ technologies: ['wormhole-generator', 'dimensional-splicer'] }),
    true,
  ],
  [
    'Erect a Monument: ready planets and trade goods make 8',
    'erect-a-monument',
    ctx({ planets: [held('jord'), held('lodor')], tradeGoods: 1 }),
    true,
  ],
  [
    'Erect a Monument: exhausted planets do not pay',
    'erect-a-monument',
    ctx({ planets: [held('jord', { exhausted: true }), held('lodor')], tradeGoods: 4 }),
    false,
  ],
  ['Negotiate Trade Routes: 5 trade goods', 'negotiate-trade-routes', ctx({ tradeGoods: 5 }), true],
  [
    'Negotiate Trade Routes: planets cannot replace trade goods',
    'negotiate-trade-routes',
    ctx({ tradeGoods: 4, planets: [held('mecatol-rex')] }),
    false,
  ],
  [
    'Amass Wealth: each planet pays either resources or influence',
    'amass-wealth',
    ctx({ planets: [held('lirta-iv'), held('jord')], tradeGoods: 3 }),
    true,
  ],
  [
    'Amass Wealth: one planet cannot pay both',
    'amass-wealth',
    ctx({ planets: [held('lirta-iv')], tradeGoods: 3 }),
    false,
  ],
  [
    'Amass Wealth: spare trade goods cover the gap',
    'amass-wealth',
    ctx({ planets: [held('lirta-iv')], tradeGoods: 6 }),
    true,
  ],
  [
    'Sway the Council: a ready space station pays influence too',
    'sway-the-council',
    ctx({
      planets: [held('mecatol-rex')],
      stations: [
        {
          data: STATIONS_BY_ID.get('oluz-station') ?? { id: '', name: '', resources: 0, influence: 0 },
          exhausted: false,
        },
      ],
    }),
    true,
  ],
  [
    'Lead From the Front: three tokens across tactic and strategy pools',
    'lead-from-the-front',
    ctx({ tacticTokens: 2, strategyTokens: 1 }),
    true,
  ],
  ['Lead From the Front: no token counts given', 'lead-from-the-front', ctx(), false],
  ['Form a Spy Network: five action cards in hand', 'form-a-spy-network', ctx({ actionCards: 5 }), true],
];

describe('meetsRequirement on planets, technologies and spending', () => {
  it.each(cases)('%s', (_label, objectiveId, context, expected) => {
    expect(meetsRequirement(req(objectiveId), context)).toBe(expected);
  });
});
describe('canAfford', () => {
  it('needs the trade-good part in trade goods before anything else', () => {
    expect(canAfford(ctx({ tradeGoods: 2, planets: [held('mecatol-rex')] }), { tradeGoods: 3 })).toBe(false);
  });

  it('costs nothing when nothing is asked', () => {
    expect(canAfford(ctx({ planets: [] }), {})).toBe(true);
  });
});

describe('isCheckable', () => {
  it('is false only for claimed requirements', () => {
    expect(isCheckable({ kind: 'claimed', reason: 'combat' })).toBe(false);
    expect(isCheckable({ kind: 'spend', tradeGoods: 5 })).toBe(true);
  });
});
