// Promissory notes (LRR 69): the five every player starts with, and each faction's own. Names only;
// what a note does is in the engine (notes.ts) for the notes that change the strategy layer, and at
// the table for the rest.

import { KELERES_ID } from './factions.ts';

export interface PromissoryNoteData {
  /** kebab-case id, e.g. 'trade-agreement'. */
  readonly id: string;
  readonly name: string;
  /** The faction whose note it is; absent for the five every player has. */
  readonly faction?: string;
}

const note = (id: string, name: string, faction?: string): PromissoryNoteData =>
  faction ? { id, name, faction } : { id, name };

/** Every player's set (LRR 69.1), in their colour. */
export const GENERIC_NOTES: readonly PromissoryNoteData[] = [
  note('ceasefire', 'Ceasefire'),
  note('trade-agreement', 'Trade Agreement'),
  note('political-secret', 'Political Secret'),
  note('support-for-the-throne', 'Support for the Throne'),
  note('alliance', 'Alliance'),
];

export const FACTION_NOTES: readonly PromissoryNoteData[] = [
  note('stymie', 'Stymie', 'arborec'),
  note('war-funding', 'War Funding', 'barony-of-letnev'),
  note('raghs-call', "Ragh's Call", 'clan-of-saar'),
  note('fires-of-the-gashlai', 'Fires of the Gashlai', 'embers-of-muaat'),
  note('trade-convoys', 'Trade Convoys', 'emirates-of-hacan'),
  note('military-support', 'Military Support', 'federation-of-sol'),
  note('creuss-iff', 'Creuss IFF', 'ghosts-of-creuss'),
  note('cybernetic-enhancements', 'Cybernetic Enhancements', 'l1z1x-mindnet'),
  note('promise-of-protection', 'Promise of Protection', 'mentak-coalition'),
  note('gift-of-prescience', 'Gift of Prescience', 'naalu-collective'),
  note('antivirus', 'Antivirus', 'nekro-virus'),
  note('tekklar-legion', 'Tekklar Legion', 'sardakk-norr'),
  note('research-agreement', 'Research Agreement', 'universities-of-jol-nar'),
  note('acquiescence', 'Acquiescence', 'winnu'),
  note('political-favor', 'Political Favor', 'xxcha-kingdom'),
  note('greyfire-mutagen', 'Greyfire Mutagen', 'yin-brotherhood'),
  note('spy-net', 'Spy Net', 'yssaril-tribes'),
  note('strike-wing-ambuscade', 'Strike Wing Ambuscade', 'argent-flight'),
  // The Empyrean start with two (Dark Whispers).
  note('dark-pact', 'Dark Pact', 'empyrean'),
  note('blood-pact', 'Blood Pact', 'empyrean'),
  note('scepter-of-dominion', 'Scepter of Dominion', 'mahact-gene-sorcerers'),
  note('black-market-forgery', 'Black Market Forgery', 'naaz-rokha-alliance'),
  note('the-cavalry', 'The Cavalry', 'nomad'),
  note('terraform', 'Terraform', 'titans-of-ul'),
  note('crucible', 'Crucible', 'vuilraith-cabal'),
  note('keleres-rider', 'Keleres Rider', KELERES_ID),
  // Thunder's Edge
  note('raise-the-standard', 'Raise the Standard', 'last-bastion'),
  note('nano-link-permit', 'Nano-Link Permit', 'ral-nel-consortium'),
  note('sever', 'Sever', 'crimson-rebellion'),
  note('share-knowledge', 'Share Knowledge', 'deepwrought-scholarate'),
  note('black-ops', 'Black Ops', 'firmament'),
];

export const PROMISSORY_NOTES_BY_ID: ReadonlyMap<string, PromissoryNoteData> = new Map(
  [...GENERIC_NOTES, ...FACTION_NOTES].map((n) => [n.id, n]),
);

/** The Mahact's Hubris: they have no Alliance note, and no one can give them theirs. */
export const NO_ALLIANCE_FACTION = 'mahact-gene-sorcerers';

/** The note ids a player of `faction` starts with (LRR 69.1; Hubris; Dark Whispers). */
export function startingNotes(faction: string): string[] {
  const generic = GENERIC_NOTES.filter((n) => !(n.id === 'alliance' && faction === NO_ALLIANCE_FACTION));
  return [...generic, ...FACTION_NOTES.filter((n) => n.faction === faction)].map((n) => n.id);
}

/**
 * One note card: which note and whose colour it is in, as `id:seat` ('trade-agreement:2'). A player
 * holds other players' notes; their own go back to them when played or returned.
 */
export function noteKey(id: string, owner: number): string {
  return `${id}:${owner}`;
}

export function parseNoteKey(key: string): { id: string; owner: number } | null {
  const m = /^([a-z-]+):([0-7])$/.exec(key);
  if (!m || !PROMISSORY_NOTES_BY_ID.has(m[1] as string)) return null;
  return { id: m[1] as string, owner: Number(m[2]) };
}
