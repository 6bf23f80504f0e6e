// What each agenda asks the council to decide (LRR 7: "for or against", or "elect" something), and a
// one-line summary of its outcomes in our own words. Names and types are in content/decks.ts; the elect
// kinds were checked against the public reference tables where they name them, the planet traits are
// from memory (docs/rules-decisions.md, "Agenda phase").

import { AGENDAS_BY_ID } from './decks.ts';

export type ElectKind =
  | 'for-against'
  | 'player'
  | 'planet'
  | 'cultural-planet'
  | 'hazardous-planet'
  | 'industrial-planet'
  | 'non-home-planet'
  | 'law'
  | 'scored-secret'
  | 'strategy-card';

export interface AgendaRules {
  readonly elect: ElectKind;
  /** Our own summary of what the outcomes do. */
  readonly summary: string;
  /** The rules engine resolves it (agenda-effects.ts); otherwise players apply it with table edits. */
  readonly automated: boolean;
}

const r = (elect: ElectKind, summary: string, automated = false): AgendaRules => ({
  elect,
  summary,
  automated,
});

export const AGENDA_RULES: Readonly<Record<string, AgendaRules>> = {
  'anti-intellectual-revolution': r(
    'for-against',
    'For: researching costs a non-fighter ship. Against: when the next strategy phase begins, each player exhausts a planet per technology they own.',
  ),
  'archived-secret': r('player', 'The elected player draws a secret objective.', true),
  'arms-reduction': r(
    'for-against',
    'For: each player keeps at most 2 dreadnoughts and 4 cruisers. Against: planets with a technology specialty are exhausted.',
  ),
  'classified-document-leaks': r(
    'scored-secret',
    'The elected scored secret objective becomes a public objective.',
  ),
  'colonial-redistribution': r(
    'non-home-planet',
    'Units on the elected planet are destroyed; the player with the fewest points may place a ground force there.',
  ),
  'committee-formation': r(
    'player',
    'The elected player holds this card and may use it once to choose who an "elect a player" agenda elects, without a vote.',
  ),
  'compensated-disarmament': r(
    'planet',
    'Ground forces on the elected planet are destroyed; its controller gains a trade good per unit.',
  ),
  'conventions-of-war': r(
    'for-against',
    'For: no bombardment of cultural planets. Against: players who voted for discard their action cards.',
  ),
  'economic-equality': r(
    'for-against',
    'For: every player returns all trade goods, then gains 5. Against: every player returns all trade goods.',
    true,
  ),
  'enforced-travel-ban': r(
    'for-against',
    'For: alpha and beta wormholes do nothing during movement. Against: each player destroys a PDS next to or in a wormhole system.',
  ),
  'executive-sanctions': r(
    'for-against',
    'For: each player may hold at most 3 action cards. Against: players who voted for discard an action card at random.',
    true,
  ),
  'fleet-regulations': r(
    'for-against',
    'For: at most 4 tokens in a fleet pool. Against: each player puts a token in their fleet pool.',
    true,
  ),
  'homeland-defense-act': r(
    'for-against',
    'For: any number of PDS per planet. Against: each player destroys a PDS.',
  ),
  'imperial-arbiter': r(
    'player',
    'The elected player holds this card: once, at the end of a strategy phase, they may swap a strategy card with another player.',
  ),
  'incentive-program': r(
    'for-against',
    'For: a stage I objective is revealed. Against: a stage II objective is revealed.',
    true,
  ),
  'ixthian-artifact': r(
    'for-against',
    'For: the speaker rolls; on 6–10 each player researches 2 technologies, otherwise units near Mecatol Rex take damage. Against: nothing happens.',
  ),
  'judicial-abolishment': r('law', 'The elected law is discarded.', true),
  'minister-of-commerce': r(
    'player',
    'The elected player holds this card: replenishing commodities also gains a trade good per neighbour.',
  ),
  'minister-of-exploration': r(
    'player',
    'The elected player holds this card: gaining control of a planet gains a trade good.',
  ),
  'minister-of-industry': r(
    'player',
    'The elected player holds this card: placing a space dock lets them use its production.',
  ),
  'minister-of-peace': r(
    'player',
    "The elected player holds this card: once, they may stop another player's movement into a system.",
  ),
  'minister-of-policy': r(
    'player',
    'The elected player holds this card and draws an action card at the end of each status phase.',
    true,
  ),
  'minister-of-sciences': r(
    'player',
    'The elected player holds this card: their researches ignore the planet-exhausting cost of specialties.',
  ),
  'minister-of-war': r(
    'player',
    'The elected player holds this card: once, as an action, they may take one of their command tokens off the board.',
  ),
  'miscount-disclosed': r('law', 'The elected law is voted on again as if it had just been revealed.'),
  mutiny: r(
    'for-against',
    'For: each player who voted for gains a victory point. Against: each player who voted for loses one.',
    true,
  ),
  'new-constitution': r(
    'for-against',
    'For: every law in play is discarded and home planets are exhausted next strategy phase. Against: nothing happens.',
    true,
  ),
  'prophecy-of-ixth': r(
    'player',
    'The elected player holds this card: their fighters hit more often, unless they lose it.',
  ),
  'public-execution': r(
    'player',
    'The elected player discards their action cards, hands the speaker token on if they hold it, and cannot vote on the other agenda this phase.',
    true,
  ),
  'publicize-weapon-schematics': r(
    'for-against',
    'For: war suns ignore their prerequisites for everyone once one player owns them. Against: war sun owners discard their action cards.',
  ),
  'regulated-conscription': r(
    'for-against',
    'For: producing fighters or infantry gives one per cost paid. Against: nothing happens.',
  ),
  'seed-of-an-empire': r(
    'for-against',
    'For: the player(s) with the most victory points gain one. Against: the player(s) with the fewest gain one.',
    true,
  ),
  'shared-research': r(
    'for-against',
    'For: units may move through nebulae. Against: each player puts a token in their home system.',
  ),
  'swords-to-plowshares': r(
    'for-against',
    "For: half of each player's infantry on each planet become trade goods. Against: each player gains a trade good per infantry.",
  ),
  'unconventional-measures': r(
    'for-against',
    'For: players who voted for draw 2 action cards. Against: players who voted for discard all their action cards.',
    true,
  ),
  'wormhole-reconstruction': r(
    'for-against',
    'For: alpha and beta wormhole systems are all adjacent. Against: players put a token in each wormhole system they have ships in.',
  ),
  'wormhole-research': r(
    'for-against',
    'For: ships in wormhole systems are destroyed and their owners research a technology. Against: players who voted for lose a command token.',
  ),
  'core-mining': r(
    'hazardous-planet',
    'Attached to the elected planet: its resources grow and some of its ground forces are destroyed.',
  ),
  'demilitarized-zone': r(
    'cultural-planet',
    'Attached to the elected planet: its units are destroyed and no units may be placed there.',
  ),
  'holy-planet-of-ixth': r(
    'cultural-planet',
    'Attached to the elected planet: its controller gains a victory point while they hold it.',
    true,
  ),
  'representative-government-base': r(
    'for-against',
    'For: votes are not cast by exhausting planets; each player casts one vote. Against: players who voted for exhaust their cultural planets.',
    true,
  ),
  'research-team-biotic': r(
    'industrial-planet',
    'Attached to the elected planet: its controller may use it as a green prerequisite.',
  ),
  'research-team-cybernetic': r(
    'industrial-planet',
    'Attached to the elected planet: its controller may use it as a yellow prerequisite.',
  ),
  'research-team-propulsion': r(
    'industrial-planet',
    'Attached to the elected planet: its controller may use it as a blue prerequisite.',
  ),
  'research-team-warfare': r(
    'hazardous-planet',
    'Attached to the elected planet: its controller may use it as a red prerequisite.',
  ),
  'senate-sanctuary': r('cultural-planet', 'Attached to the elected planet: its influence grows by 2.'),
  'shard-of-the-throne': r(
    'player',
    'The elected player holds this card and gains a victory point; it passes to whoever beats them in combat.',
    true,
  ),
  'terraforming-initiative': r(
    'hazardous-planet',
    'Attached to the elected planet: its resources and influence grow by 1.',
  ),
  'the-crown-of-emphidia': r(
    'player',
    'The elected player holds this card and gains a victory point; it passes to whoever takes one of their home planets.',
    true,
  ),
  'the-crown-of-thalnos': r(
    'player',
    'The elected player holds this card: in combat they may reroll misses at the risk of the rerolled units.',
  ),
  'armed-forces-standardization': r(
    'player',
    'The elected player sets their command sheet to 3 tactic, 3 fleet and 2 strategy tokens.',
    true,
  ),
  'articles-of-war': r(
    'for-against',
    'For: mechs lose their abilities except sustain damage. Against: players who voted for gain a trade good.',
  ),
  'checks-and-balances': r(
    'for-against',
    'For: a player who picks a strategy card gives it to another player. Against: when this agenda phase ends, players ready only 3 planets.',
  ),
  'clandestine-operations': r(
    'for-against',
    'For: every player takes 2 command tokens off their sheet. Against: every player takes 1 off.',
  ),
  'covert-legislation': r(
    'for-against',
    'The speaker secretly draws the next agenda; the council votes on its outcomes without seeing it.',
  ),
  'galactic-crisis-pact': r(
    'strategy-card',
    'Every player may resolve the secondary of the elected strategy card without a strategy token.',
  ),
  'minister-of-antiquities': r('player', 'The elected player gains a relic.'),
  'nexus-sovereignty': r(
    'for-against',
    "For: the Wormhole Nexus's wormholes do nothing during movement. Against: Mallice becomes a legendary planet.",
  ),
  'political-censure': r(
    'player',
    'The elected player holds this card and gains a victory point; they may not play action cards while they hold it.',
    true,
  ),
  'rearmament-agreement': r(
    'for-against',
    'For: each player places a mech on a home planet. Against: each player replaces their mechs with infantry.',
  ),
  'representative-government': r(
    'for-against',
    'For: votes are not cast by exhausting planets; each player casts one vote. Against: players who voted for exhaust their cultural planets.',
    true,
  ),
  'research-grant-reallocation': r(
    'player',
    'The elected player gains a technology of their choice, then returns command tokens per prerequisite skipped.',
  ),
  'search-warrant': r(
    'player',
    'The elected player holds this card and draws 2 secret objectives; their secret objectives are public while they hold it.',
  ),
};

export function agendaRules(id: string): AgendaRules {
  return AGENDA_RULES[id] ?? { elect: 'for-against', summary: '', automated: false };
}

export function agendaName(id: string): string {
  return AGENDAS_BY_ID.get(id)?.name ?? id;
}

/**
 * Action cards whose moment is the agenda phase (after an agenda is revealed, before or during the vote):
 * in the respond window they are offered to the players who hold them (played as table edits).
 */
export const AGENDA_PHASE_ACTION_CARDS: ReadonlySet<string> = new Set([
  'veto',
  'hack-election',
  'insider-information',
  'assassinate-representative',
  'bribery',
  'confusing-legal-text',
  'deadly-plot',
  'distinguished-councilor',
  'sanction',
  'construction-rider',
  'diplomacy-rider',
  'imperial-rider',
  'leadership-rider',
  'politics-rider',
  'technology-rider',
  'trade-rider',
  'warfare-rider',
]);
