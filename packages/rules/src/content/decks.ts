// Action cards (LRR 2) and agendas (LRR 7): ids, names and copies per deck. No card text: playing a card's
// effect is a table edit. Counts follow the public AsyncTI4 tables (see docs/content-notes.md).

export type CardExpansion = 'base' | 'pok' | 'codex';

export interface ActionCardData {
  readonly id: string;
  readonly name: string;
  /** Copies in the deck. */
  readonly count: number;
  readonly expansion: CardExpansion;
}

export type AgendaType = 'law' | 'directive';

export interface AgendaData {
  readonly id: string;
  readonly name: string;
  readonly type: AgendaType;
  readonly expansion: 'base' | 'pok';
  /** A Prophecy of Kings agenda that takes the place of this base game agenda. */
  readonly replacedBy?: string;
}

const withExpansion =
  (expansion: CardExpansion) =>
  (id: string, name: string, count = 1): ActionCardData => ({ id, name, count, expansion });

const agendaOf =
  (expansion: 'base' | 'pok') =>
  (id: string, name: string, type: AgendaType): AgendaData => ({ id, name, type, expansion });

const baseCard = withExpansion('base');
const pokCard = withExpansion('pok');
const codexCard = withExpansion('codex');
const baseAgenda = agendaOf('base');
const pokAgenda = agendaOf('pok');

/** The base game's 80 action cards. */
export const BASE_ACTION_CARDS: readonly ActionCardData[] = [
  baseCard('ancient-burial-sites', 'Ancient Burial Sites'),
  baseCard('assassinate-representative', 'Assassinate Representative'),
  baseCard('bribery', 'Bribery'),
  baseCard('bunker', 'Bunker'),
  baseCard('confusing-legal-text', 'Confusing Legal Text'),
  baseCard('construction-rider', 'Construction Rider'),
  baseCard('courageous-to-the-end', 'Courageous to the End'),
  baseCard('cripple-defenses', 'Cripple Defenses'),
  baseCard('diplomacy-rider', 'Diplomacy Rider'),
  baseCard('direct-hit', 'Direct Hit', 4),
  baseCard('disable', 'Disable'),
  baseCard('distinguished-councilor', 'Distinguished Councilor'),
  baseCard('economic-initiative', 'Economic Initiative'),
  baseCard('emergency-repairs', 'Emergency Repairs'),
  baseCard('experimental-battlestation', 'Experimental Battlestation'),
  baseCard('fighter-prototype', 'Fighter Prototype'),
  baseCard('fire-team', 'Fire Team'),
  baseCard('flank-speed', 'Flank Speed', 4),
  baseCard('focused-research', 'Focused Research'),
  baseCard('frontline-deployment', 'Frontline Deployment'),
  baseCard('ghost-ship', 'Ghost Ship'),
  baseCard('imperial-rider', 'Imperial Rider'),
  baseCard('in-the-silence-of-space', 'In the Silence of Space'),
  baseCard('industrial-initiative', 'Industrial Initiative'),
  baseCard('infiltrate', 'Infiltrate'),
  baseCard('insubordination', 'Insubordination'),
  baseCard('intercept', 'Intercept'),
  baseCard('leadership-rider', 'Leadership Rider'),
  baseCard('lost-star-chart', 'Lost Star Chart'),
  baseCard('lucky-shot', 'Lucky Shot'),
  baseCard('maneuvering-jets', 'Maneuvering Jets', 4),
  baseCard('mining-initiative', 'Mining Initiative'),
  baseCard('morale-boost', 'Morale Boost', 4),
  baseCard('parley', 'Parley'),
  baseCard('plague', 'Plague'),
  baseCard('political-stability', 'Political Stability'),
  baseCard('politics-rider', 'Politics Rider'),
  baseCard('public-disgrace', 'Public Disgrace'),
  baseCard('reactor-meltdown', 'Reactor Meltdown'),
  baseCard('reparations', 'Reparations'),
  baseCard('repeal-law', 'Repeal Law'),
  baseCard('rise-of-a-messiah', 'Rise of a Messiah'),
  baseCard('sabotage', 'Sabotage', 4),
  baseCard('salvage', 'Salvage'),
  baseCard('shields-holding', 'Shields Holding', 4),
  baseCard('signal-jamming', 'Signal Jamming'),
  baseCard('skilled-retreat', 'Skilled Retreat', 4),
  baseCard('spy', 'Spy'),
  baseCard('summit', 'Summit'),
  baseCard('tactical-bombardment', 'Tactical Bombardment'),
  baseCard('technology-rider', 'Technology Rider'),
  baseCard('trade-rider', 'Trade Rider'),
  baseCard('unexpected-action', 'Unexpected Action'),
  baseCard('unstable-planet', 'Unstable Planet'),
  baseCard('upgrade', 'Upgrade'),
  baseCard('uprising', 'Uprising'),
  baseCard('veto', 'Veto'),
  baseCard('war-effort', 'War Effort'),
  baseCard('warfare-rider', 'Warfare Rider'),
];

/** Prophecy of Kings' 20 action cards. */
export const POK_ACTION_CARDS: readonly ActionCardData[] = [
  pokCard('archaeological-expedition', 'Archaeological Expedition'),
  pokCard('confounding-legal-text', 'Confounding Legal Text'),
  pokCard('coup-detat', "Coup d'Etat"),
  pokCard('deadly-plot', 'Deadly Plot'),
  pokCard('decoy-operation', 'Decoy Operation'),
  pokCard('diplomatic-pressure', 'Diplomatic Pressure', 4),
  pokCard('divert-funding', 'Divert Funding'),
  pokCard('exploration-probe', 'Exploration Probe'),
  pokCard('manipulate-investments', 'Manipulate Investments'),
  pokCard('nav-suite', 'Nav Suite'),
  pokCard('refit-troops', 'Refit Troops'),
  pokCard('reveal-prototype', 'Reveal Prototype'),
  pokCard('reverse-engineer', 'Reverse Engineer'),
  pokCard('rout', 'Rout'),
  pokCard('scuttle', 'Scuttle'),
  pokCard('seize-artifact', 'Seize Artifact'),
  pokCard('waylay', 'Waylay'),
];

/**
 * 20 action cards that both public references file under Codex I ("Ordinian"). They are not part of the
 * default deck; buildActionDeck({ includeCodex: true }) adds them.
 */
export const CODEX_ACTION_CARDS: readonly ActionCardData[] = [
  codexCard('blitz', 'Blitz'),
  codexCard('counterstroke', 'Counterstroke'),
  codexCard('fighter-conscription', 'Fighter Conscription'),
  codexCard('forward-supply-base', 'Forward Supply Base'),
  codexCard('ghost-squad', 'Ghost Squad'),
  codexCard('hack-election', 'Hack Election'),
  codexCard('harness-energy', 'Harness Energy'),
  codexCard('impersonation', 'Impersonation'),
  codexCard('insider-information', 'Insider Information'),
  codexCard('master-plan', 'Master Plan'),
  codexCard('plagiarize', 'Plagiarize'),
  codexCard('rally', 'Rally'),
  codexCard('reflective-shielding', 'Reflective Shielding'),
  codexCard('sanction', 'Sanction'),
  codexCard('scramble-frequency', 'Scramble Frequency'),
  codexCard('solar-flare', 'Solar Flare'),
  codexCard('war-machine', 'War Machine', 4),
];

/** The default action deck's cards: base game + Prophecy of Kings. */
export const ACTION_CARDS: readonly ActionCardData[] = [...BASE_ACTION_CARDS, ...POK_ACTION_CARDS];

export const ACTION_CARDS_BY_ID: ReadonlyMap<string, ActionCardData> = new Map(
  [...ACTION_CARDS, ...CODEX_ACTION_CARDS].map((c) => [c.id, c]),
);

const BASE_AGENDA_LIST: readonly AgendaData[] = [
  baseAgenda('anti-intellectual-revolution', 'Anti-Intellectual Revolution', 'law'),
  baseAgenda('archived-secret', 'Archived Secret', 'directive'),
  baseAgenda('arms-reduction', 'Arms Reduction', 'directive'),
  baseAgenda('classified-document-leaks', 'Classified Document Leaks', 'law'),
  baseAgenda('colonial-redistribution', 'Colonial Redistribution', 'directive'),
  baseAgenda('committee-formation', 'Committee Formation', 'law'),
  baseAgenda('compensated-disarmament', 'Compensated Disarmament', 'directive'),
  baseAgenda('conventions-of-war', 'Conventions of War', 'law'),
  baseAgenda('economic-equality', 'Economic Equality', 'directive'),
  baseAgenda('enforced-travel-ban', 'Enforced Travel Ban', 'law'),
  baseAgenda('executive-sanctions', 'Executive Sanctions', 'law'),
  baseAgenda('fleet-regulations', 'Fleet Regulations', 'law'),
  baseAgenda('homeland-defense-act', 'Homeland Defense Act', 'law'),
  baseAgenda('imperial-arbiter', 'Imperial Arbiter', 'law'),
  baseAgenda('incentive-program', 'Incentive Program', 'directive'),
  baseAgenda('ixthian-artifact', 'Ixthian Artifact', 'directive'),
  baseAgenda('judicial-abolishment', 'Judicial Abolishment', 'directive'),
  baseAgenda('minister-of-commerce', 'Minister of Commerce', 'law'),
  baseAgenda('minister-of-exploration', 'Minister of Exploration', 'law'),
  baseAgenda('minister-of-industry', 'Minister of Industry', 'law'),
  baseAgenda('minister-of-peace', 'Minister of Peace', 'law'),
  baseAgenda('minister-of-policy', 'Minister of Policy', 'law'),
  baseAgenda('minister-of-sciences', 'Minister of Sciences', 'law'),
  baseAgenda('minister-of-war', 'Minister of War', 'law'),
  baseAgenda('miscount-disclosed', 'Miscount Disclosed', 'directive'),
  baseAgenda('mutiny', 'Mutiny', 'directive'),
  baseAgenda('new-constitution', 'New Constitution', 'directive'),
  baseAgenda('prophecy-of-ixth', 'Prophecy of Ixth', 'law'),
  baseAgenda('public-execution', 'Public Execution', 'directive'),
  baseAgenda('publicize-weapon-schematics', 'Publicize Weapon Schematics', 'law'),
  baseAgenda('regulated-conscription', 'Regulated Conscription', 'law'),
  baseAgenda('seed-of-an-empire', 'Seed of an Empire', 'directive'),
  baseAgenda('shared-research', 'Shared Research', 'law'),
  baseAgenda('swords-to-plowshares', 'Swords to Plowshares', 'directive'),
  baseAgenda('unconventional-measures', 'Unconventional Measures', 'directive'),
  baseAgenda('wormhole-reconstruction', 'Wormhole Reconstruction', 'law'),
  baseAgenda('wormhole-research', 'Wormhole Research', 'directive'),
  baseAgenda('core-mining', 'Core Mining', 'law'),
  baseAgenda('demilitarized-zone', 'Demilitarized Zone', 'law'),
  baseAgenda('holy-planet-of-ixth', 'Holy Planet of Ixth', 'law'),
  baseAgenda('representative-government-base', 'Representative Government', 'law'),
  baseAgenda('research-team-biotic', 'Research Team: Biotic', 'law'),
  baseAgenda('research-team-cybernetic', 'Research Team: Cybernetic', 'law'),
  baseAgenda('research-team-propulsion', 'Research Team: Propulsion', 'law'),
  baseAgenda('research-team-warfare', 'Research Team: Warfare', 'law'),
  baseAgenda('senate-sanctuary', 'Senate Sanctuary', 'law'),
  baseAgenda('shard-of-the-throne', 'Shard of the Throne', 'law'),
  baseAgenda('terraforming-initiative', 'Terraforming Initiative', 'law'),
  baseAgenda('the-crown-of-emphidia', 'The Crown of Emphidia', 'law'),
  baseAgenda('the-crown-of-thalnos', 'The Crown of Thalnos', 'law'),
];

/** Prophecy of Kings' 13 agendas. */
export const POK_AGENDAS: readonly AgendaData[] = [
  pokAgenda('armed-forces-standardization', 'Armed Forces Standardization', 'directive'),
  pokAgenda('articles-of-war', 'Articles of War', 'law'),
  pokAgenda('checks-and-balances', 'Checks and Balances', 'law'),
  pokAgenda('clandestine-operations', 'Clandestine Operations', 'directive'),
  pokAgenda('covert-legislation', 'Covert Legislation', 'directive'),
  pokAgenda('galactic-crisis-pact', 'Galactic Crisis Pact', 'directive'),
  pokAgenda('minister-of-antiquities', 'Minister of Antiquities', 'directive'),
  pokAgenda('nexus-sovereignty', 'Nexus Sovereignty', 'law'),
  pokAgenda('political-censure', 'Political Censure', 'law'),
  pokAgenda('rearmament-agreement', 'Rearmament Agreement', 'directive'),
  pokAgenda('representative-government', 'Representative Government', 'law'),
  pokAgenda('research-grant-reallocation', 'Research Grant Reallocation', 'directive'),
  pokAgenda('search-warrant', 'Search Warrant', 'law'),
];

/** The base game's 50 agendas; its Representative Government gives way to the PoK version. */
export const BASE_AGENDAS: readonly AgendaData[] = BASE_AGENDA_LIST.map((a) =>
  a.id === 'representative-government-base' ? { ...a, replacedBy: 'representative-government' } : a,
);

/** Every agenda card, both versions of Representative Government included. */
export const AGENDAS: readonly AgendaData[] = [...BASE_AGENDAS, ...POK_AGENDAS];

export const AGENDAS_BY_ID: ReadonlyMap<string, AgendaData> = new Map(AGENDAS.map((a) => [a.id, a]));

/** One id per physical card: the card id, a dash and the copy number ('sabotage-1' ... 'sabotage-4'). */
export function buildActionDeck(options: { readonly includeCodex?: boolean } = {}): string[] {
  const cards = options.includeCodex === true ? [...ACTION_CARDS, ...CODEX_ACTION_CARDS] : ACTION_CARDS;
  return cards.flatMap((c) => Array.from({ length: c.count }, (_, i) => `${c.id}-${i + 1}`));
}

/** The card id of one physical action card ('sabotage-3' -> 'sabotage'). */
export function actionCardIdOf(instanceId: string): string {
  return instanceId.replace(/-\d+$/, '');
}

/**
 * The agenda deck: base game + Prophecy of Kings with the PoK Representative Government in place of the
 * base one (62 cards), or the base game alone (50 cards).
 */
export function buildAgendaDeck(options: { readonly includePok?: boolean } = {}): string[] {
  if (options.includePok === false) return BASE_AGENDAS.map((a) => a.id);
  return [...BASE_AGENDAS.filter((a) => a.replacedBy === undefined), ...POK_AGENDAS].map((a) => a.id);
}
