// What each action card does and when it is played (LRR 2), summarised in this project's own words
// (never the card text), for tooltips on the hand, the play windows and the agenda panel. Each entry
// starts with its timing ("Action" for a component action) and then the effect.

/** The riders (agenda phase): give up your vote, predict an outcome, and gain something on a match. */
const rider = (reward: string): string =>
  `After an agenda is revealed: skip the vote and name the outcome you expect; if it wins, ${reward}.`;

export const ACTION_CARD_SUMMARIES: Readonly<Record<string, string>> = {
  // Base game
  'ancient-burial-sites':
    'Start of the agenda phase: pick a player; all their cultural planets are exhausted.',
  'assassinate-representative': 'After an agenda is revealed: one player you pick may not vote on it.',
  bribery: 'After the speaker has voted: pay trade goods; each one adds a vote to the outcome you backed.',
  bunker: 'Start of an invasion of your planets: enemy bombardment rolls get −4 for that invasion.',
  'confusing-legal-text':
    'When you are elected by an agenda: name another player, who is elected in your place.',
  'construction-rider': rider('put a space dock on one of your planets'),
  'courageous-to-the-end':
    'When one of your ships dies in space combat: roll 2 dice; each at or above its combat value costs the opponent a ship of their choice.',
  'cripple-defenses': 'Action: every PDS on one planet is destroyed.',
  'diplomacy-rider': rider('every other player puts a command token in a system holding one of your planets'),
  'direct-hit': 'After an enemy ship sustains damage to cancel your hit: that ship is destroyed instead.',
  disable:
    'Start of an invasion against enemy PDS: those PDS lose their planetary shield and space cannon for it.',
  'distinguished-councilor': 'After you vote: your chosen outcome gets 5 more votes from you.',
  'economic-initiative': 'Action: ready all your cultural planets.',
  'emergency-repairs':
    'Start or end of a combat round: your damaged units in the active system are all repaired.',
  'experimental-battlestation':
    'When an opponent’s tactical action brings ships in: a space dock of yours in or next to that system fires space cannon 5, three dice, at them.',
  'fighter-prototype': 'First round of a space combat: your fighters roll with +2 that round.',
  'fire-team': 'After your ground forces roll in ground combat: reroll as many of those dice as you like.',
  'flank-speed': 'After you activate a system: all your ships move one further for this tactical action.',
  'focused-research': 'Action: pay 4 trade goods to research one technology.',
  'frontline-deployment': 'Action: put 3 infantry from your reinforcements on one of your planets.',
  'ghost-ship':
    'Action: put a destroyer in a wormhole system that is no home system and has no other player’s ships.',
  'imperial-rider': rider('gain 1 victory point'),
  'in-the-silence-of-space':
    'After you activate a system: ships coming from one chosen system may pass through enemy-held systems this tactical action.',
  'industrial-initiative': 'Action: one trade good per industrial planet of yours.',
  infiltrate: 'When you take a planet: its PDS and space docks are swapped for your own.',
  insubordination: 'Action: one token in another player’s tactic pool goes back to their reinforcements.',
  intercept:
    'After your opponent announces a retreat from space combat: they must stay and fight this round.',
  'leadership-rider': rider('gain 3 command tokens'),
  'lost-star-chart':
    'After you activate a system: alpha and beta wormholes count as adjacent for this tactical action.',
  'lucky-shot':
    'Action: destroy an enemy dreadnought, cruiser or destroyer in a system where you control a planet.',
  'maneuvering-jets': 'Before you assign hits from another player’s space cannon: cancel one of them.',
  'mining-initiative': 'Action: gain as many trade goods as one of your planets has resources.',
  'morale-boost': 'Start of a combat round: every combat roll of yours gets +1 this round.',
  parley:
    'After another player commits ground forces to one of your planets: they go back to the space area.',
  plague:
    'Action: pick a planet of another player and roll a die for each infantry there; each 6 or more destroys one.',
  'political-stability':
    'Status phase, instead of returning your strategy cards: keep them, but you do not pick in the next strategy phase.',
  'politics-rider': rider('draw 3 action cards and take the speaker token'),
  'public-disgrace': 'When another player picks a strategy card: they must take a different one if they can.',
  'reactor-meltdown': 'Action: destroy one space dock that is not in a home system.',
  reparations: 'After someone takes a planet from you: exhaust one of theirs and ready one of yours.',
  'repeal-law': 'Action: a law in play of your choice is discarded.',
  'rise-of-a-messiah': 'Action: every planet you control gets one infantry from your reinforcements.',
  sabotage: 'When someone else plays an action card (other than Sabotage): that card is cancelled.',
  salvage: 'After you win a space combat: the loser hands you all their commodities.',
  'shields-holding': 'Before you assign space combat hits to your ships: cancel up to two of them.',
  'signal-jamming':
    'Action: put a command token of another player (from their reinforcements) in a non-home system with or beside one of your ships.',
  'skilled-retreat':
    'Start of a combat round: move all your ships to an adjacent system free of enemy ships and put a token there; the combat is a draw.',
  spy: 'Action: a player you pick gives you a random action card from their hand.',
  summit: 'As the strategy phase begins: two new command tokens for you.',
  'tactical-bombardment':
    'Action: in a system holding your units with bombardment, every planet other players control there is exhausted.',
  'technology-rider': rider('research one technology'),
  'trade-rider': rider('gain 5 trade goods'),
  'unexpected-action': 'Action: take one of your command tokens back off the board into your reinforcements.',
  'unstable-planet': 'Action: exhaust a hazardous planet; up to 3 infantry on it are destroyed.',
  upgrade:
    'After you activate a system holding your ships: one of your cruisers there becomes a dreadnought.',
  uprising:
    'Action: exhaust a ready non-home planet of another player and gain trade goods equal to its resources.',
  veto: 'When an agenda is revealed: it is discarded and the next card of the deck is voted on instead.',
  'war-effort': 'Action: put a cruiser in a system where you already have a ship.',
  'warfare-rider': rider('put a dreadnought in a system holding your ships'),
  // Prophecy of Kings
  'archaeological-expedition':
    'Action: reveal 3 exploration cards of a trait one of your planets has; keep the relic fragments, discard the rest.',
  'confounding-legal-text': 'When another player is elected by an agenda: you are elected instead.',
  'coup-detat':
    'When another player is about to take a strategic action: their turn ends at once, and the card stays ready and unresolved.',
  'deadly-plot':
    'When an agenda outcome you did not back or predict is about to resolve: discard the agenda with no effect, then exhaust all your planets.',
  'decoy-operation':
    'After another player activates a system with your structures: take up to 2 ground forces of yours from anywhere onto your planets there.',
  'diplomatic-pressure':
    'When an agenda is revealed: another player must give you one of their promissory notes.',
  'divert-funding':
    'Action: give back a non-faction technology of yours that is no unit upgrade, then research another.',
  'exploration-probe': 'Action: explore a frontier token in or next to a system holding your ships.',
  'manipulate-investments':
    'Start of the strategy phase: spread 5 trade goods from the supply over at least 3 strategy cards.',
  'nav-suite': 'After you activate a system: anomalies do not affect your movement this tactical action.',
  'refit-troops': 'Action: swap one or two of your infantry on the board for mechs.',
  'reveal-prototype':
    'Start of a combat: pay 4 resources to research the unit upgrade of a unit type you have in that combat.',
  'reverse-engineer':
    'After another player discards an action card with an "Action" timing: take it from the discard pile.',
  rout: 'Start of the retreat step of a space combat where you defend: the attacker must retreat if able.',
  scuttle:
    'Action: send one or two of your non-fighter ships back to reinforcements and gain trade goods equal to their total cost.',
  'seize-artifact': 'Action: a neighbour holding relic fragments gives you the one you choose.',
  waylay: 'Before you roll anti-fighter barrage: its hits may land on any ship, not only fighters.',
  // Codex I
  blitz:
    'Start of an invasion: your non-fighter ships there that lack bombardment get bombardment 6 until it ends.',
  counterstroke:
    'After a player activates a system holding your command token: that token goes back to your tactic pool.',
  'fighter-conscription':
    'Action: a fighter goes to each system with your space dock or a unit with capacity, unless enemy ships are there.',
  'forward-supply-base':
    'After another player activates a system with your units: gain 3 trade goods and give 1 to a player of your choice.',
  'ghost-squad':
    'After a player commits ground forces to one of your planets: shift your ground forces among your planets in that system.',
  'hack-election':
    'After an agenda is revealed: voting starts right of the speaker and goes counterclockwise this time.',
  'harness-energy': 'After you activate an anomaly: refill your commodities.',
  impersonation: 'Action: pay 3 influence to draw a secret objective.',
  'insider-information': 'Once an agenda is revealed: peek at the next agenda in the deck.',
  'master-plan': 'After you take an action: you may take one more on this turn.',
  plagiarize: 'Action: pay 5 influence to gain a non-faction technology one of your neighbours owns.',
  rally:
    'After you activate a system with another player’s ships: put 2 tokens from reinforcements in your fleet pool.',
  'reflective-shielding':
    'When one of your ships sustains damage in combat: the enemy ships in that system take 2 hits.',
  sanction: rider('each player who voted for it removes a token from their fleet pool'),
  'scramble-frequency':
    'After another player rolls bombardment, space cannon or anti-fighter barrage: they must roll all of it again.',
  'solar-flare':
    'After you activate a system: nobody may fire space cannon at your ships during this movement.',
  'war-machine': 'When your units produce: +4 to their production and 1 off the total cost.',
};
