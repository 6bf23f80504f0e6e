// What a faction sheet says beyond the numbers in factions.ts: each faction ability summarised in this
// project's own words (never the sheet's text), and the names of its flagship and mech. Names are game
// facts; the summaries are ours. The engine automates only some of these (docs/rules-decisions.md).

export interface FactionAbility {
  readonly name: string;
  readonly summary: string;
}

export interface FactionSheetData {
  readonly abilities: readonly FactionAbility[];
  readonly flagship: string;
  readonly mech: string;
}

const a = (name: string, summary: string): FactionAbility => ({ name, summary });

export const FACTION_SHEETS: Readonly<Record<string, FactionSheetData>> = {
  arborec: {
    abilities: [a('Mitosis', 'In each status phase, place one infantry on a planet you control.')],
    flagship: 'Duha Menaimon',
    mech: 'Letani Behemoth',
  },
  'barony-of-letnev': {
    abilities: [
      a(
        'Munitions Reserves',
        'At the start of each space combat round, spend 2 trade goods to reroll any of your dice.',
      ),
      a('Armada', 'Each system may hold two more of your non-fighter ships than your fleet pool allows.'),
    ],
    flagship: 'Arc Secundus',
    mech: 'Dunlain Reaper',
  },
  'clan-of-saar': {
    abilities: [
      a('Scavenge', 'Gain a trade good whenever you take control of a planet.'),
      a('Nomadic', 'You may score objectives even without control of your home system’s planets.'),
    ],
    flagship: 'Son of Ragh',
    mech: 'Scavenger Zeta',
  },
  'embers-of-muaat': {
    abilities: [
      a(
        'Star Forge',
        'As an action, spend a strategy token to place 2 fighters or a destroyer with one of your war suns.',
      ),
      a('Gashlai Physiology', 'Your ships may move through supernovas.'),
    ],
    flagship: 'The Inferno',
    mech: 'Ember Colossus',
  },
  'emirates-of-hacan': {
    abilities: [
      a('Masters of Trade', 'Follow Trade without spending a strategy token.'),
      a('Guild Ships', 'Trade with any player, not only neighbours.'),
      a('Arbiters', 'Action cards may be part of your trades.'),
    ],
    flagship: 'Wrath of Kenara',
    mech: 'Pride of Kenara',
  },
  'federation-of-sol': {
    abilities: [
      a('Orbital Drop', 'As an action, spend a strategy token to place 2 infantry on one of your planets.'),
      a('Versatile', 'Gain one extra command token in each status phase.'),
    ],
    flagship: 'Genesis',
    mech: 'ZS Thunderbolt M2',
  },
  'ghosts-of-creuss': {
    abilities: [
      a('Quantum Entanglement', 'Treat alpha and beta wormholes as connected to each other.'),
      a(
        'Slipstream',
        'Ships starting in an alpha or beta wormhole system or your home system move one further.',
      ),
      a('Creuss Gate', 'Your home system sits off the board, reached through the Creuss Gate tile.'),
    ],
    flagship: 'Hil Colish',
    mech: 'Icarus Drive',
  },
  'l1z1x-mindnet': {
    abilities: [
      a('Assimilate', 'Take over the PDS and space docks on planets you conquer.'),
      a('Harrow', 'After each round of ground combat, your ships in orbit may bombard the planet.'),
    ],
    flagship: '[0.0.1]',
    mech: 'Annihilator',
  },
  'mentak-coalition': {
    abilities: [
      a('Ambush', 'At the start of a space combat, up to two of your cruisers or destroyers fire first.'),
      a(
        'Pillage',
        'Take a trade good from a neighbour each time they gain trade goods or a transaction, once they have 3+.',
      ),
    ],
    flagship: 'Fourth Moon',
    mech: 'Moll Terminus',
  },
  'naalu-collective': {
    abilities: [
      a('Telepathic', 'Your 0 token puts you first in initiative order.'),
      a('Foresight', 'Spend a strategy token to slip your ships away when another player moves in.'),
    ],
    flagship: 'Matriarch',
    mech: 'Iconoclast',
  },
  'nekro-virus': {
    abilities: [
      a('Galactic Threat', 'You cannot vote, but may predict an outcome to copy a technology.'),
      a(
        'Technological Singularity',
        'Once per combat, after destroying an opponent’s units, take one of their technologies.',
      ),
      a('Propagation', 'You cannot research; gain three command tokens in place of each technology.'),
    ],
    flagship: 'The Alastor',
    mech: 'Mordred',
  },
  'sardakk-norr': {
    abilities: [a('Unrelenting', 'Your units roll +1 in every combat.')],
    flagship: 'C’morran N’orr',
    mech: 'Valkyrie Exoskeleton',
  },
  'universities-of-jol-nar': {
    abilities: [
      a('Fragile', 'Your units roll −1 in every combat.'),
      a('Brilliant', 'When you follow Technology, you may resolve its primary instead.'),
      a('Analytical', 'When you research a technology that is not a unit upgrade, ignore one prerequisite.'),
    ],
    flagship: 'J.N.S. Hylarim',
    mech: 'Shield Paling',
  },
  winnu: {
    abilities: [
      a('Blood Ties', 'Spend no influence to take Mecatol Rex from the custodians.'),
      a('Reclamation', 'After taking Mecatol Rex, place a PDS and a space dock there.'),
    ],
    flagship: 'Salai Sai Corian',
    mech: 'Reclaimer',
  },
  'xxcha-kingdom': {
    abilities: [
      a('Peace Accords', 'After you resolve Diplomacy, take an empty adjacent planet.'),
      a('Quash', 'Spend a strategy token to throw out an agenda and reveal another.'),
    ],
    flagship: 'Loncara Ssodu',
    mech: 'Indomitus',
  },
  'yin-brotherhood': {
    abilities: [
      a(
        'Indoctrination',
        'At the start of a ground combat, spend 2 influence to turn an opposing infantry into yours.',
      ),
      a(
        'Devotion',
        'After each space combat round, destroy a cruiser or destroyer of yours to hit an enemy ship.',
      ),
    ],
    flagship: 'Van Hauge',
    mech: 'Moyin’s Ashes',
  },
  'yssaril-tribes': {
    abilities: [
      a('Stall Tactics', 'Discard an action card to skip your turn.'),
      a('Scheming', 'Whenever you draw action cards, draw one more and then discard one.'),
      a('Crafty', 'You have no hand limit on action cards.'),
    ],
    flagship: 'Y’sia Y’ssrila',
    mech: 'Blackshade Infiltrator',
  },
  'argent-flight': {
    abilities: [
      a('Zeal', 'You get an extra vote for each player in the game.'),
      a('Raid Formation', 'Extra anti-fighter hits damage the opponent’s ships that can sustain damage.'),
    ],
    flagship: 'Quetzecoatl',
    mech: 'Aerie Sentinel',
  },
  empyrean: {
    abilities: [
      a('Voidborn', 'Nebulae do not slow your ships.'),
      a('Aetherpassage', 'Let another player’s ships move through your units’ systems.'),
      a('Dark Whispers', 'You start with one extra promissory note.'),
    ],
    flagship: 'Dynamo',
    mech: 'Watcher',
  },
  'mahact-gene-sorcerers': {
    abilities: [
      a('Edict', 'Win a combat to take one of the loser’s command tokens onto your fleet pool.'),
      a('Imperia', 'Use the commander of every player whose token sits in your fleet pool.'),
      a('Hubris', 'Your Alliance promissory note is removed; no one can give you theirs.'),
    ],
    flagship: 'Arvicon Rex',
    mech: 'Starlancer',
  },
  'naaz-rokha-alliance': {
    abilities: [
      a('Distant Suns', 'Explore twice when your mech is on the planet and keep one.'),
      a('Fabrication', 'Purge two relic fragments of a kind for a relic, or one for a command token.'),
    ],
    flagship: 'Visz El Vir',
    mech: 'Eidolon',
  },
  nomad: {
    abilities: [
      a('The Company', 'You have three agents instead of one.'),
      a('Future Sight', 'Gain a trade good after each agenda outcome you voted for.'),
    ],
    flagship: 'Memoria',
    mech: 'Quantum Manipulator',
  },
  'titans-of-ul': {
    abilities: [
      a('Terragenesis', 'After exploring a planet, place a sleeper token on it.'),
      a('Awaken', 'Activating a system with your sleeper turns it into a PDS.'),
      a('Coalescence', 'Units your flagship or Awaken bring beside another player’s units must fight them.'),
    ],
    flagship: 'Ouranos',
    mech: 'Hecatoncheires',
  },
  'vuilraith-cabal': {
    abilities: [
      a('Devour', 'Capture the opponent’s non-structure units destroyed in combat with you.'),
      a('Amalgamation', 'Pay for units by returning captured units of that type.'),
      a('Riftmeld', 'Return a captured unit of a type to ignore every prerequisite of that unit’s upgrade.'),
    ],
    flagship: 'The Terror Between',
    mech: 'Reanimator',
  },
  'council-keleres': {
    abilities: [
      a('The Tribunii', 'Play with the leaders of a faction not in play, and take that home system.'),
      a(
        'Council Patronage',
        'At the start of the strategy phase, refill your commodities and gain a trade good.',
      ),
      a('Laws Order', 'At the start of any turn, pay 1 influence to treat every law as blank for that turn.'),
    ],
    flagship: 'Artemiris',
    mech: 'Omniopiares',
  },
  // Thunder's Edge
  'last-bastion': {
    abilities: [
      a(
        'Liberate',
        'When you take a planet, ready it if your infantry there match its resources; otherwise add an infantry.',
      ),
      a('Galvanize', 'A galvanized unit rolls one more die for its combat rolls and unit abilities.'),
      a('Phoenix Standard', 'At the end of a combat, galvanize one of your units that fought in it.'),
    ],
    flagship: 'The Egeiro',
    mech: 'A3 Valiance',
  },
  'ral-nel-consortium': {
    abilities: [
      a(
        'Survival Instinct',
        'After a system with your ships is activated, bring in up to two ships from neighbours without your tokens.',
      ),
      a(
        'Miniaturization',
        'Any ship carries your structures without using capacity; land them on your planets after your tactical actions.',
      ),
    ],
    flagship: 'Last Dispatch',
    mech: 'Alarum',
  },
  'crimson-rebellion': {
    abilities: [
      a('Sundered', 'You use epsilon wormholes only; others’ units entering your home system are destroyed.'),
      a('Incursion', 'Flip a breach where you activate; systems with active breaches neighbour each other.'),
      a('Sorrow', 'Your home system waits beside the board; the Sorrow tile holds its place, with a breach.'),
    ],
    flagship: 'Quietus',
    mech: 'Revenant',
  },
  'deepwrought-scholarate': {
    abilities: [
      a(
        'Research Team',
        'When ground forces land on a planet of yours, you may let both sides coexist there.',
      ),
      a(
        'Oceanbound',
        'Gain and ready an ocean card when your units begin to coexist; keep no more than such planets.',
      ),
    ],
    flagship: 'D.W.S. Luminous',
    mech: 'Eanautic',
  },
  firmament: {
    abilities: [
      a(
        'Plots Within Plots',
        'Score secret objectives others have scored, as plot cards holding their control token instead of points.',
      ),
      a('Puppets of the Blade', 'With a plot card in play, an action turns your faction into the Obsidian.'),
    ],
    flagship: 'Heaven’s Eye',
    mech: 'Viper EX-23',
  },
};
