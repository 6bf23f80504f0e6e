import { describe, expect, it } from 'vitest';

import { meetsRequirement } from './objective-check.ts';
import { ctx, req } from '../../test-support/scoring-fixtures.ts';
import type { RequirementCase } from '../../test-support/scoring-fixtures.ts';

// Tile 18 Mecatol Rex, 26 Lodor, 39/40/46 empty, 41 gravity rift, 65 Primor, 82 Wormhole Nexus.
const cases: readonly RequirementCase[] = [
  [
    'Build Defenses: four structures',
    'build-defenses',
    ctx({
      structures: [
        { type: 'pds', planetId: 'jord' },
        { type: 'pds', planetId: 'jord' },
        { type: 'space-dock', planetId: 'jord' },
        { type: 'pds', planetId: 'lodor' },
      ],
    }),
    true,
  ],
  [
    'Establish a Perimeter: space docks are not PDS',
    'establish-a-perimeter',
    ctx({
      structures: [
        { type: 'pds', planetId: 'jord' },
        { type: 'pds', planetId: 'jord' },
        { type: 'space-dock', planetId: 'jord' },
        { type: 'pds', planetId: 'lodor' },
      ],
    }),
    false,
  ],
  [
    'Improve Infrastructure: structures on three planets outside home',
    'improve-infrastructure',
    ctx({ structures: ['lodor', 'quann', 'wellon'].map((p) => ({ type: 'pds' as const, planetId: p })) }),
    true,
  ],
  [
    'Improve Infrastructure: two structures on one planet count once',
    'improve-infrastructure',
    ctx({ structures: ['lodor', 'lodor', 'jord'].map((p) => ({ type: 'pds' as const, planetId: p })) }),
    false,
  ],
  [
    'Gather a Mighty Fleet: five dreadnoughts over two systems',
    'gather-a-mighty-fleet',
    ctx({
      unitsInSpace: [
        { systemId: '1', type: 'dreadnought', count: 3 },
        { systemId: '26', type: 'dreadnought', count: 2 },
      ],
    }),
    true,
  ],
  [
    'Engineer a Marvel: a war sun on the board',
    'engineer-a-marvel',
    ctx({ unitsInSpace: [{ systemId: '1', type: 'war-sun', count: 1 }] }),
    true,
  ],
  [
    'Achieve Supremacy: a flagship at home is not enough',
    'achieve-supremacy',
    ctx({ unitsInSpace: [{ systemId: '1', type: 'flagship', count: 1 }] }),
    false,
  ],
  [
    'Achieve Supremacy: a flagship in the Mecatol Rex system',
    'achieve-supremacy',
    ctx({ unitsInSpace: [{ systemId: '18', type: 'flagship', count: 1 }] }),
    true,
  ],
  [
    'Raise a Fleet: fighters do not count',
    'raise-a-fleet',
    ctx({
      unitsInSpace: [
        { systemId: '26', type: 'carrier', count: 4 },
        { systemId: '26', type: 'fighter', count: 6 },
      ],
    }),
    false,
  ],
  [
    'Raise a Fleet: five non-fighter ships in one system',
    'raise-a-fleet',
    ctx({
      unitsInSpace: [
        { systemId: '26', type: 'carrier', count: 4 },
        { systemId: '26', type: 'cruiser', count: 1 },
      ],
    }),
    true,
  ],
  [
    'Control the Region: ships in six systems',
    'control-the-region',
    ctx({
      unitsInSpace: ['1', '19', '20', '21', '22', '23'].map((s) => ({
        systemId: s,
        type: 'fighter' as const,
        count: 1,
      })),
    }),
    true,
  ],
  [
    'Explore Deep Space: three empty systems',
    'explore-deep-space',
    ctx({
      unitsInSpace: ['39', '40', '46'].map((s) => ({ systemId: s, type: 'destroyer' as const, count: 1 })),
    }),
    true,
  ],
  [
    'Explore Deep Space: a planet system does not count',
    'explore-deep-space',
    ctx({
      unitsInSpace: ['39', '40', '26'].map((s) => ({ systemId: s, type: 'destroyer' as const, count: 1 })),
    }),
    false,
  ],
  [
    'Make History: an anomaly and Mecatol Rex',
    'make-history',
    ctx({
      unitsInSpace: [{ systemId: '41', type: 'destroyer', count: 1 }],
      groundForces: [{ planetId: 'mecatol-rex', type: 'infantry', count: 1 }],
    }),
    true,
  ],
  [
    'Become a Legend: three such systems are short',
    'become-a-legend',
    ctx({
      unitsInSpace: ['41', '65', '18'].map((s) => ({ systemId: s, type: 'destroyer' as const, count: 1 })),
    }),
    false,
  ],
  [
    'Defy Space and Time: units in the Wormhole Nexus',
    'defy-space-and-time',
    ctx({ unitsInSpace: [{ systemId: '82', type: 'destroyer', count: 1 }] }),
    true,
  ],
  [
    'Occupy the Seat of the Empire: Mecatol with three ships',
    'occupy-the-seat-of-the-empire',
    ctx({ controlsMecatolRex: true, unitsInSpace: [{ systemId: '18', type: 'fighter', count: 3 }] }),
    true,
  ],
  [
    'Occupy the Seat of the Empire: ships without control',
    'occupy-the-seat-of-the-empire',
    ctx({ controlsMecatolRex: false, unitsInSpace: [{ systemId: '18', type: 'fighter', count: 3 }] }),
    false,
  ],
  [
    'Mechanize the Military: mechs on four planets',
    'mechanize-the-military',
    ctx({
      groundForces: ['jord', 'lodor', 'quann', 'wellon'].map((p) => ({
        planetId: p,
        type: 'mech' as const,
        count: 1,
      })),
    }),
    true,
  ],
  [
    'Occupy the Fringe: nine ground forces but your space dock is there',
    'occupy-the-fringe',
    ctx({
      groundForces: [{ planetId: 'jord', type: 'infantry', count: 9 }],
      structures: [{ type: 'space-dock', planetId: 'jord' }],
    }),
    false,
  ],
  [
    'Occupy the Fringe: nine ground forces away from docks',
    'occupy-the-fringe',
    ctx({
      groundForces: [
        { planetId: 'lodor', type: 'infantry', count: 7 },
        { planetId: 'lodor', type: 'mech', count: 2 },
      ],
    }),
    true,
  ],
  [
    'Intimidate Council: claimed, never checked',
    'intimidate-council',
    ctx({ unitsInSpace: [{ systemId: '19', type: 'destroyer', count: 5 }] }),
    false,
  ],
];

describe('meetsRequirement on structures and units', () => {
  it.each(cases)('%s', (_label, objectiveId, context, expected) => {
    expect(meetsRequirement(req(objectiveId), context)).toBe(expected);
  });
});
