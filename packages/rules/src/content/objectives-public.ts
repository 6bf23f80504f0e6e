// Public objectives (LRR 61): 20 stage I (1 point) and 20 stage II (2 points), base game + Prophecy of Kings.
// Descriptions are this project's own summaries; requirements are checked by objective-check.ts.

import type { ObjectiveData, ObjectiveRequirement } from './objective-types.ts';

function stage1(
  id: string,
  name: string,
  description: string,
  requirement: ObjectiveRequirement,
  expansion: 'base' | 'pok',
): ObjectiveData {
  return { id, name, stage: 1, points: 1, description, phase: 'status', requirement, expansion };
}

function stage2(
  id: string,
  name: string,
  description: string,
  requirement: ObjectiveRequirement,
  expansion: 'base' | 'pok',
): ObjectiveData {
  return { id, name, stage: 2, points: 2, description, phase: 'status', requirement, expansion };
}

const ADJACENCY = 'needs map adjacency, which the app does not compute';
const EDGE = 'needs the board edge, which the app does not compute';
const NEIGHBOURS = 'needs neighbours and other players’ planets';

export const STAGE_1_OBJECTIVES: readonly ObjectiveData[] = [
  stage1(
    'corner-the-market',
    'Corner the Market',
    'Hold four planets that share a trait.',
    { kind: 'planets-same-trait', count: 4 },
    'base',
  ),
  stage1(
    'develop-weaponry',
    'Develop Weaponry',
    'Have two unit upgrades researched.',
    { kind: 'unit-upgrades', count: 2 },
    'base',
  ),
  stage1(
    'diversify-research',
    'Diversify Research',
    'Have two technologies in each of two colours.',
    { kind: 'technologies-by-color', colorsNeeded: 2, perColor: 2 },
    'base',
  ),
  stage1('erect-a-monument', 'Erect a Monument', 'Pay 8 resources.', { kind: 'spend', resources: 8 }, 'base'),
  stage1(
    'expand-borders',
    'Expand Borders',
    'Hold six planets outside your home system.',
    { kind: 'non-home-planets', count: 6 },
    'base',
  ),
  stage1(
    'found-research-outposts',
    'Found Research Outposts',
    'Hold three planets with a technology specialty.',
    { kind: 'planets-with-specialty', count: 3 },
    'base',
  ),
  stage1(
    'intimidate-council',
    'Intimidate Council',
    'Have ships in two systems next to the Mecatol Rex system.',
    { kind: 'claimed', reason: ADJACENCY },
    'base',
  ),
  stage1(
    'lead-from-the-front',
    'Lead From the Front',
    'Pay three command tokens from your tactic and strategy pools.',
    { kind: 'spend-command-tokens', count: 3 },
    'base',
  ),
  stage1(
    'negotiate-trade-routes',
    'Negotiate Trade Routes',
    'Pay 5 trade goods.',
    { kind: 'spend', tradeGoods: 5 },
    'base',
  ),
  stage1('sway-the-council', 'Sway the Council', 'Pay 8 influence.', { kind: 'spend', influence: 8 }, 'base'),
  stage1(
    'amass-wealth',
    'Amass Wealth',
    'Pay 3 influence, 3 resources and 3 trade goods.',
    { kind: 'spend', influence: 3, resources: 3, tradeGoods: 3 },
    'pok',
  ),
  stage1(
    'build-defenses',
    'Build Defenses',
    'Have at least four structures on the board.',
    { kind: 'structures', count: 4 },
    'pok',
  ),
  stage1(
    'discover-lost-outposts',
    'Discover Lost Outposts',
    'Hold two planets that carry attachments.',
    { kind: 'planets-with-attachments', count: 2 },
    'pok',
  ),
  stage1(
    'engineer-a-marvel',
    'Engineer a Marvel',
    'Have your flagship or a war sun on the board.',
    { kind: 'flagship-or-war-sun', where: 'anywhere' },
    'pok',
  ),
  stage1(
    'explore-deep-space',
    'Explore Deep Space',
    'Have units in three systems without planets.',
    { kind: 'units-in-systems-without-planets', count: 3 },
    'pok',
  ),
  stage1(
    'improve-infrastructure',
    'Improve Infrastructure',
    'Have structures on three planets outside your home system.',
    { kind: 'structures-outside-home', planets: 3 },
    'pok',
  ),
  stage1(
    'make-history',
    'Make History',
    'Have units in two systems holding a legendary planet, Mecatol Rex or an anomaly.',
    { kind: 'units-in-legendary-mecatol-or-anomaly-systems', count: 2 },
    'pok',
  ),
  stage1(
    'populate-the-outer-rim',
    'Populate the Outer Rim',
    'Have units in three systems on the board’s edge, not counting your home system.',
    { kind: 'claimed', reason: EDGE },
    'pok',
  ),
  stage1(
    'push-boundaries',
    'Push Boundaries',
    'Hold more planets than each of two of your neighbours.',
    { kind: 'claimed', reason: NEIGHBOURS },
    'pok',
  ),
  stage1(
    'raise-a-fleet',
    'Raise a Fleet',
    'Have five or more ships other than fighters in one system.',
    { kind: 'ships-in-one-system', count: 5, excludeFighters: true },
    'pok',
  ),
];

export const STAGE_2_OBJECTIVES: readonly ObjectiveData[] = [
  stage2(
    'centralize-galactic-trade',
    'Centralize Galactic Trade',
    'Pay 10 trade goods.',
    { kind: 'spend', tradeGoods: 10 },
    'base',
  ),
  stage2(
    'conquer-the-weak',
    'Conquer the Weak',
    'Hold a planet in another player’s home system.',
    { kind: 'planets-in-other-home-systems', count: 1 },
    'base',
  ),
  stage2(
    'form-galactic-brain-trust',
    'Form Galactic Brain Trust',
    'Hold five planets with a technology specialty.',
    { kind: 'planets-with-specialty', count: 5 },
    'base',
  ),
  stage2(
    'found-a-golden-age',
    'Found a Golden Age',
    'Pay 16 resources.',
    { kind: 'spend', resources: 16 },
    'base',
  ),
  stage2(
    'galvanize-the-people',
    'Galvanize the People',
    'Pay six command tokens from your tactic and strategy pools.',
    { kind: 'spend-command-tokens', count: 6 },
    'base',
  ),
  stage2(
    'manipulate-galactic-law',
    'Manipulate Galactic Law',
    'Pay 16 influence.',
    { kind: 'spend', influence: 16 },
    'base',
  ),
  stage2(
    'master-the-sciences',
    'Master the Sciences',
    'Have two technologies in each of the four colours.',
    { kind: 'technologies-by-color', colorsNeeded: 4, perColor: 2 },
    'base',
  ),
  stage2(
    'revolutionize-warfare',
    'Revolutionize Warfare',
    'Have three unit upgrades researched.',
    { kind: 'unit-upgrades', count: 3 },
    'base',
  ),
  stage2(
    'subdue-the-galaxy',
    'Subdue the Galaxy',
    'Hold eleven planets outside your home system.',
    { kind: 'non-home-planets', count: 11 },
    'base',
  ),
  stage2(
    'unify-the-colonies',
    'Unify the Colonies',
    'Hold six planets that share a trait.',
    { kind: 'planets-same-trait', count: 6 },
    'base',
  ),
  stage2(
    'achieve-supremacy',
    'Achieve Supremacy',
    'Have your flagship or a war sun in another player’s home system or in the Mecatol Rex system.',
    { kind: 'flagship-or-war-sun', where: 'other-home-or-mecatol' },
    'pok',
  ),
  stage2(
    'become-a-legend',
    'Become a Legend',
    'Have units in four systems holding a legendary planet, Mecatol Rex or an anomaly.',
    { kind: 'units-in-legendary-mecatol-or-anomaly-systems', count: 4 },
    'pok',
  ),
  stage2(
    'command-an-armada',
    'Command an Armada',
    'Have eight or more ships other than fighters in one system.',
    { kind: 'ships-in-one-system', count: 8, excludeFighters: true },
    'pok',
  ),
  stage2(
    'construct-massive-cities',
    'Construct Massive Cities',
    'Have at least seven structures on the board.',
    { kind: 'structures', count: 7 },
    'pok',
  ),
  stage2(
    'control-the-borderlands',
    'Control the Borderlands',
    'Have units in five systems on the board’s edge, not counting your home system.',
    { kind: 'claimed', reason: EDGE },
    'pok',
  ),
  stage2(
    'hold-vast-reserves',
    'Hold Vast Reserves',
    'Pay 6 influence, 6 resources and 6 trade goods.',
    { kind: 'spend', influence: 6, resources: 6, tradeGoods: 6 },
    'pok',
  ),
  stage2(
    'patrol-vast-territories',
    'Patrol Vast Territories',
    'Have units in five systems without planets.',
    { kind: 'units-in-systems-without-planets', count: 5 },
    'pok',
  ),
  stage2(
    'protect-the-border',
    'Protect the Border',
    'Have structures on five planets outside your home system.',
    { kind: 'structures-outside-home', planets: 5 },
    'pok',
  ),
  stage2(
    'reclaim-ancient-monuments',
    'Reclaim Ancient Monuments',
    'Hold three planets that carry attachments.',
    { kind: 'planets-with-attachments', count: 3 },
    'pok',
  ),
  stage2(
    'rule-distant-lands',
    'Rule Distant Lands',
    'Hold two planets, each in or next to a different other player’s home system.',
    { kind: 'claimed', reason: ADJACENCY },
    'pok',
  ),
];
