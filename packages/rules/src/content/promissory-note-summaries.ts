// What each promissory note does for the player holding it (LRR 69), summarised in this project's own
// words (never the card text), for tooltips on hands, play areas and transactions. "Its owner" is the
// player whose colour or faction the note is.

export const PROMISSORY_NOTE_SUMMARIES: Readonly<Record<string, string>> = {
  // Every player's five
  ceasefire:
    'After its owner activates a system holding your units: they may not move units into it. The note goes back.',
  'trade-agreement':
    'When its owner refills their commodities: they hand all of them to you. The note goes back.',
  'political-secret':
    'When an agenda is revealed: its owner cannot vote, play action cards or use faction abilities until it is resolved. The note goes back.',
  'support-for-the-throne':
    'Placed face up on receipt: worth 1 victory point to you, lost (with the note) if you activate a system with its owner’s units or they are eliminated.',
  alliance:
    'Placed face up on receipt: you may use its owner’s unlocked commander; it goes back if you activate a system with their units.',
  // Factions
  stymie:
    'After another player moves ships into a system with your units: put one of that player’s tokens in any non-home system. The note goes back.',
  'war-funding':
    'After both sides roll in a space combat: you may reroll all the enemy’s dice and any of yours. The note goes back.',
  'raghs-call':
    'After you commit ground forces to a planet: the Saar ground forces there move to a planet Saar controls. The note goes back.',
  'fires-of-the-gashlai':
    'Action: a token leaves the Muaat fleet pool and you gain the War Sun technology. The note goes back.',
  'trade-convoys':
    'Action, face up: you may trade with players who are not your neighbours; it goes back if you activate a system with Hacan units.',
  'military-support':
    'Start of Sol’s turn: a token leaves Sol’s strategy pool and you may put 2 infantry on one of your planets. The note goes back.',
  'creuss-iff':
    'Start of your turn: place or move a Creuss wormhole to a system with your planet, or a non-home system free of other ships. The note goes back.',
  'cybernetic-enhancements':
    'When you gain command tokens in the status phase: gain one more. The note goes back.',
  'promise-of-protection':
    'Action, face up: the Mentak cannot pillage you; it goes back if you activate a system with Mentak units.',
  'gift-of-prescience':
    'End of the strategy phase: take the Naalu 0 token and go first this round; the Naalu lose Telepathic until the note goes back after the status phase.',
  antivirus:
    'Start of a combat, face up: the Nekro cannot use Technological Singularity on you; it goes back if you activate a system with their units.',
  'tekklar-legion':
    'Start of an invasion’s ground combat: your rolls get +1, and Sardakk rolls against you get −1. The note goes back.',
  'research-agreement':
    'After Jol-Nar researches a non-faction technology: you gain it too. The note goes back.',
  acquiescence:
    'When the Winnu take a strategic action: you follow it without spending a command token. The note goes back.',
  'political-favor':
    'When an agenda is revealed: a token leaves the Xxcha strategy pool, and the agenda is swapped for the next one. The note goes back.',
  'greyfire-mutagen':
    'Start of a ground combat against two or more non-Yin ground forces: one enemy infantry becomes one of yours. The note goes back.',
  'spy-net': 'Start of your turn: look at the Yssaril hand and take one action card. The note goes back.',
  'strike-wing-ambuscade':
    'When your units roll for a unit ability: one of them rolls an extra die. The note goes back.',
  'dark-pact':
    'Action, face up: when you give the Empyrean commodities equal to your maximum, you both gain a trade good; it goes back if you activate a system with their units.',
  'blood-pact':
    'Action, face up: when you and the Empyrean vote for the same outcome, it gets 4 more votes; it goes back if you activate a system with their units.',
  'scepter-of-dominion':
    'Start of the strategy phase: each player with a token on the Mahact sheet puts a token in a non-home system with your units. The note goes back.',
  'black-market-forgery':
    'Action: purge two relic fragments of one type to gain a relic. The note goes back.',
  'the-cavalry':
    'Start of a space combat not against the Nomad: one of your non-fighter ships fights as the Nomad flagship (sustain damage, combat, barrage) until it ends. The note goes back.',
  terraform:
    'Action: attach it to a non-home planet of yours other than Mecatol Rex: +1 resource, +1 influence and all three traits.',
  crucible:
    'After you activate a system: your ships skip gravity rift rolls this movement and get +1 more move leaving or crossing a rift. The note goes back.',
  'keleres-rider':
    'After an agenda is revealed: skip the vote and name an outcome; if it wins, draw an action card and gain 2 trade goods. The note goes back.',
  // Thunder's Edge
  'raise-the-standard': 'End of a combat: galvanize one of your units that fought in it. The note goes back.',
  'nano-link-permit':
    'After you activate a system: move your structures from adjacent systems without your tokens onto your planets there. The note goes back.',
  sever:
    'Action, face up: put the sever token in a system with your units; its wormholes do nothing for movement until the note goes back after the status phase.',
  'share-knowledge':
    'Action, face up: borrow a non-faction, non-upgrade technology the Deepwrought own until the note goes back after the status phase.',
  'black-ops':
    'On receipt (not the Firmament): they may set a facedown plot in their play area with your control token on it; you gain 2 command tokens and 2 trade goods; the note is purged.',
};
