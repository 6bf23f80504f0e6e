// Prophecy of Kings' four exploration decks (LRR 35), 20 cards each: names and copies are facts; the
// summaries are ours, never the card text. How each resolves: exploration-types.ts.

import type {
  ExplorationCardData,
  ExplorationDeck,
  ExplorationEffect,
  FragmentKind,
} from './exploration-types.ts';

export * from './exploration-types.ts';

const card =
  (deck: ExplorationDeck) =>
  (
    id: string,
    name: string,
    count: number,
    summary: string,
    effect: ExplorationEffect,
  ): ExplorationCardData => ({
    id,
    name,
    deck,
    count,
    summary,
    effect,
  });
const cultural = card('cultural');
const hazardous = card('hazardous');
const industrial = card('industrial');
const frontier = card('frontier');

const fragment = (f: FragmentKind): ExplorationEffect => ({ kind: 'relic-fragment', fragment: f });
const atTable = (fate: 'discard' | 'purge' | 'play-area' = 'discard'): ExplorationEffect => ({
  kind: 'table-edit',
  fate,
});
const FRAGMENT_SUMMARY = 'A relic fragment: keep it; three of one kind can be purged for a relic.';

export const EXPLORATION_CARDS: readonly ExplorationCardData[] = [
  cultural('cultural-relic-fragment', 'Cultural Relic Fragment', 9, FRAGMENT_SUMMARY, fragment('cultural')),
  cultural(
    'demilitarized-zone',
    'Demilitarized Zone',
    1,
    'Your structures here go back to reinforcements and your ground forces up to space; no units may come onto the planet while it is attached.',
    { kind: 'demilitarized-zone' },
  ),
  cultural(
    'dyson-sphere',
    'Dyson Sphere',
    1,
    'Attached: the planet is worth 2 more resources and 1 more influence.',
    {
      kind: 'attach',
      resources: 2,
      influence: 1,
    },
  ),
  cultural(
    'freelancers',
    'Freelancers',
    3,
    'You may produce one unit in this system, paying with influence as if it were resources.',
    atTable(),
  ),
  cultural(
    'gamma-wormhole',
    'Gamma Wormhole',
    1,
    'A gamma wormhole token goes into this system; the card leaves the game.',
    atTable('purge'),
  ),
  cultural(
    'mercenary-outfit',
    'Mercenary Outfit',
    3,
    'You may put one infantry from your reinforcements on the planet.',
    { kind: 'units', unit: 'infantry', count: 1 },
  ),
  cultural('paradise-world', 'Paradise World', 1, 'Attached: the planet is worth 2 more influence.', {
    kind: 'attach',
    influence: 2,
  }),
  cultural(
    'tomb-of-emphidia',
    'Tomb of Emphidia',
    1,
    'Attached: the planet is worth 1 more influence; the Crown of Emphidia scores a point from it.',
    { kind: 'attach', influence: 1 },
  ),

  hazardous(
    'hazardous-relic-fragment',
    'Hazardous Relic Fragment',
    7,
    FRAGMENT_SUMMARY,
    fragment('hazardous'),
  ),
  hazardous(
    'core-mine',
    'Core Mine',
    3,
    'With a mech of yours on the planet, or by removing one of your infantry there, gain a trade good.',
    { kind: 'with-mech', then: 'trade-good' },
  ),
  hazardous(
    'expedition',
    'Expedition',
    3,
    'With a mech of yours on the planet, or by removing one of your infantry there, ready the planet.',
    { kind: 'with-mech', then: 'ready' },
  ),
  hazardous(
    'lazax-survivors',
    'Lazax Survivors',
    1,
    'Attached: the planet is worth 1 more resource and 2 more influence.',
    { kind: 'attach', resources: 1, influence: 2 },
  ),
  hazardous('mining-world', 'Mining World', 1, 'Attached: the planet is worth 2 more resources.', {
    kind: 'attach',
    resources: 2,
  }),
  hazardous('rich-world', 'Rich World', 1, 'Attached: the planet is worth 1 more resource.', {
    kind: 'attach',
    resources: 1,
  }),
  hazardous(
    'volatile-fuel-source',
    'Volatile Fuel Source',
    3,
    'With a mech of yours on the planet, or by removing one of your infantry there, gain a command token.',
    atTable(),
  ),
  hazardous(
    'warfare-research-facility',
    'Warfare Research Facility',
    1,
    'Attached: the planet gains a red specialty, or 1 more resource and influence if it has a specialty.',
    { kind: 'attach-specialty', color: 'red' },
  ),

  industrial(
    'industrial-relic-fragment',
    'Industrial Relic Fragment',
    5,
    FRAGMENT_SUMMARY,
    fragment('industrial'),
  ),
  industrial(
    'abandoned-warehouses',
    'Abandoned Warehouses',
    4,
    'Gain two commodities, or turn up to two of your commodities into trade goods.',
    atTable(),
  ),
  industrial(
    'biotic-research-facility',
    'Biotic Research Facility',
    1,
    'Attached: the planet gains a green specialty, or 1 more resource and influence if it has a specialty.',
    { kind: 'attach-specialty', color: 'green' },
  ),
  industrial(
    'cybernetic-research-facility',
    'Cybernetic Research Facility',
    1,
    'Attached: the planet gains a yellow specialty, or 1 more resource and influence if it has a specialty.',
    { kind: 'attach-specialty', color: 'yellow' },
  ),
  industrial(
    'functioning-base',
    'Functioning Base',
    4,
    'Gain a commodity, or pay a trade good or commodity to draw an action card.',
    atTable(),
  ),
  industrial(
    'local-fabricators',
    'Local Fabricators',
    4,
    'Gain a commodity, or pay a trade good or commodity to put a mech from reinforcements on the planet.',
    atTable(),
  ),
  industrial(
    'propulsion-research-facility',
    'Propulsion Research Facility',
    1,
    'Attached: the planet gains a blue specialty, or 1 more resource and influence if it has a specialty.',
    { kind: 'attach-specialty', color: 'blue' },
  ),

  frontier(
    'unknown-relic-fragment',
    'Unknown Relic Fragment',
    3,
    'A relic fragment that counts as any kind.',
    fragment('unknown'),
  ),
  frontier('derelict-vessel', 'Derelict Vessel', 2, 'Draw a secret objective.', atTable()),
  frontier(
    'enigmatic-device',
    'Enigmatic Device',
    2,
    'Kept face up; later, pay 6 resources and purge it to research a technology.',
    atTable('play-area'),
  ),
  frontier(
    'gamma-relay',
    'Gamma Relay',
    1,
    'A gamma wormhole token goes into this system; the card leaves the game.',
    atTable('purge'),
  ),
  frontier(
    'ion-storm',
    'Ion Storm',
    1,
    'The ion storm token goes into this system; it flips when ships move through its wormhole.',
    atTable('play-area'),
  ),
  frontier('lost-crew', 'Lost Crew', 2, 'Draw two action cards.', { kind: 'action-cards', n: 2 }),
  frontier(
    'merchant-station',
    'Merchant Station',
    2,
    'Refill your commodities, or turn your commodities into trade goods.',
    atTable(),
  ),
  frontier(
    'mirage',
    'Mirage',
    1,
    'The Mirage planet appears in this system and becomes yours, ready; the card leaves the game.',
    atTable('purge'),
  ),
  frontier('dead-world', 'Dead World', 1, 'Draw a relic.', atTable()),
  frontier('entropic-field', 'Entropic Field', 1, 'Gain a command token and 2 trade goods.', {
    kind: 'trade-goods',
    n: 2,
    commandTokens: 1,
  }),
  frontier('keleres-ship', 'Keleres Ship', 2, 'Gain two command tokens.', atTable()),
  frontier('major-entropic-field', 'Major Entropic Field', 1, 'Gain a command token and 3 trade goods.', {
    kind: 'trade-goods',
    n: 3,
    commandTokens: 1,
  }),
  frontier('minor-entropic-field', 'Minor Entropic Field', 1, 'Gain a command token and a trade good.', {
    kind: 'trade-goods',
    n: 1,
    commandTokens: 1,
  }),
];

export const EXPLORATION_CARDS_BY_ID: ReadonlyMap<string, ExplorationCardData> = new Map(
  EXPLORATION_CARDS.map((c) => [c.id, c]),
);

/** One deck's physical cards, one id per copy (`${id}-${n}`), in table order. */
export function buildExplorationDeck(deck: ExplorationDeck): string[] {
  return EXPLORATION_CARDS.filter((c) => c.deck === deck).flatMap((c) =>
    Array.from({ length: c.count }, (_, i) => `${c.id}-${i + 1}`),
  );
}

/** The card of one physical copy ('mining-world-1' -> Mining World). */
export function explorationCardOf(instanceId: string): ExplorationCardData | undefined {
  return EXPLORATION_CARDS_BY_ID.get(instanceId.replace(/-\d+$/, ''));
}
