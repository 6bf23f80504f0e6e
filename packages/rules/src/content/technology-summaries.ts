// What each technology does, summarised in this project's own words (never the card text), for
// tooltips and the faction sheet. Unit upgrades name what improves; the numbers this app uses are in
// `upgradedStats`. LRR 90 (technology), LRR 96 (unit upgrades).

export const TECHNOLOGY_SUMMARIES: Readonly<Record<string, string>> = {
  // Blue
  'antimass-deflectors':
    'Ships may move into and through asteroid fields; space cannon hits against you roll at −1.',
  'gravity-drive': 'After activating a system, one of your ships gets +1 move for that tactical action.',
  'fleet-logistics': 'Take two actions on your turn instead of one.',
  'light-wave-deflector': 'Your ships may move through systems that hold other players’ ships.',
  'dark-energy-tap':
    'Explore frontier tokens in systems you enter; retreats may go to empty adjacent systems.',
  'sling-relay': 'Exhaust to produce one ship in a system with your space dock, once per round.',
  // Green
  'neural-motivator': 'Draw one extra action card in each status phase.',
  'dacxive-animators': 'When you win a ground combat, you may place an infantry on that planet.',
  'hyper-metabolism': 'Gain one extra command token in each status phase.',
  'x-89-bacterial-weapon':
    'After your bombardment kills infantry on a planet, you may destroy all of the opponent’s infantry there.',
  psychoarchaeology:
    'Use technology specialties of your planets even when exhausted; exhaust specialty planets for a trade good each.',
  'bio-stims':
    'At the end of your turn, exhaust to ready a planet with a technology specialty or another technology.',
  // Red
  'plasma-scoring': 'One unit rolls an extra die with its bombardment or space cannon.',
  'magen-defense-grid': 'Planets with your structures produce a hit at the start of ground combat.',
  'duranium-armor': 'Each round of combat, repair one damaged unit that did not take damage that round.',
  'assault-cannon': 'With three or more non-fighter ships, the opponent destroys one ship before combat.',
  'ai-development-algorithm':
    'Exhaust to ignore a unit-upgrade prerequisite, or cut a production cost by your unit upgrades.',
  'self-assembly-routines':
    'Exhaust to place a mech after a unit uses production; gain a trade good when a mech is destroyed.',
  // Yellow
  'sarween-tools': 'Each time you produce, the cost is reduced by 1.',
  'graviton-laser-system': 'Exhaust so your space cannon hits must be assigned to non-fighter ships.',
  'transit-diodes':
    'Exhaust at the start of your turn to move up to four ground forces onto planets you control.',
  'integrated-economy':
    'After gaining control of a planet, produce units there worth up to its resource value.',
  'scanlink-drone-network': 'When you activate a system, explore one planet there that has your units.',
  'predictive-intelligence':
    'At the end of your turn, redistribute your command tokens; exhaust to cast extra votes.',
  // Generic unit upgrades
  'war-sun': 'Unlocks the war sun: a heavy ship that carries six units and ignores planetary shields.',
  'space-dock-ii': 'Space docks produce more (planet resources + 4) and hold three fighters.',
  'cruiser-ii': 'Cruisers hit more easily, move further and carry one unit.',
  'dreadnought-ii': 'Dreadnoughts move two and are immune to direct-hit action cards.',
  'destroyer-ii': 'Destroyers hit more easily and fire more anti-fighter barrage dice.',
  'pds-ii': 'PDS hit more easily and may fire into adjacent systems.',
  'carrier-ii': 'Carriers move two and carry six units.',
  'fighter-ii': 'Fighters hit more easily and may move on their own, counting against fleet supply.',
  'infantry-ii': 'Infantry hit more easily and may come back home after being destroyed.',
  // Faction technologies and faction unit upgrades
  'letani-warrior-ii': 'Arborec infantry produce units and may return after being destroyed.',
  'strike-wing-alpha-ii': 'Argent destroyers carry one unit and their barrage can destroy infantry.',
  'l4-disruptors': 'Opponents cannot use space cannon against your invasions.',
  'chaos-mapping':
    'Others cannot activate asteroid fields holding your ships; at the start of your turn, produce one unit.',
  'prototype-war-sun-ii': 'Muaat war suns cost less, move further and hit more easily.',
  'quantum-datahub-node':
    'At the end of the strategy phase, swap a strategy card with another player (pay 3 trade goods and a token).',
  aetherstream:
    'When you or a neighbour activates a system next to an anomaly, that player’s ships get +1 move.',
  'advanced-carrier-ii': 'Sol carriers carry eight units and survive one hit.',
  'super-dreadnought-ii':
    'L1Z1X dreadnoughts carry two units, hit more easily and cannot be hit by direct hits.',
  'crimson-legionnaire-ii': 'Mahact infantry gain commodities when destroyed and may return home.',
  'mirror-computing': 'Each trade good is worth two when you spend it.',
  'hybrid-crystal-fighter-ii':
    'Naalu fighters move on their own; extra fighters count as half a ship against fleet supply.',
  'pre-fab-arcologies': 'After exploring a planet, ready it.',
  'valefar-assimilator-x': 'Copy a faction technology of another player: this card gains its ability.',
  'memoria-ii': 'The Nomad flagship fights better and counts as adjacent to systems holding your mechs.',
  'exotrireme-ii': 'Sardakk dreadnoughts can be destroyed to wipe out two opposing ships after combat.',
  'saturn-engine-ii': 'Titans cruisers move further, hit more easily, carry two units and survive one hit.',
  'spatial-conduit-cylinders': 'Exhaust to treat two of your systems as adjacent for this move.',
  'dimensional-tear-ii': 'Cabal space docks hold captured ships and make their system a gravity rift.',
  'lazax-gate-folding':
    'Without Mecatol Rex, treat it as having alpha and beta wormholes; with it, exhaust to place an infantry there.',
  'instinct-training': 'Exhaust and spend a strategy token to cancel another player’s action card.',
  'mageon-implants': 'Exhaust to look at another player’s action cards and take one.',
  bioplasmosis:
    'At the end of the status phase, move infantry between your planets in the same or adjacent systems.',
  'aerie-hololattice':
    'Other players cannot move ships through your structures’ systems; structures produce one unit.',
  'non-euclidean-shielding': 'When a Letnev unit uses sustain damage, it cancels two hits.',
  'floating-factory-ii': 'Saar space docks move further, carry five units and produce more.',
  'magmus-reactor':
    'Your ships can enter supernovas, and a supernova holding your units can produce up to five units.',
  'production-biomes': 'Exhaust and spend a token to gain four trade goods, and give another player two.',
  voidwatch: 'A player moving into your system must give you a promissory note.',
  'spec-ops-ii': 'Sol infantry hit more easily and may come back home after being destroyed.',
  'wormhole-generator': 'Place or move a Creuss wormhole token (action or exhaust).',
  'dimensional-splicer': 'At the start of a space combat in a wormhole system, deal one hit.',
  'inheritance-systems': 'Spend two resources to ignore a technology’s prerequisites.',
  'genetic-recombination': 'Exhaust before a player votes: they vote as you choose or lose a fleet token.',
  'salvage-operations':
    'After any space combat, gain a trade good; if you won, produce one ship of a type destroyed there.',
  neuroglaive: 'When another player activates a system with your ships, they lose a fleet token.',
  supercharge: 'Exhaust at the start of a combat round: your units roll +1 that round.',
  'valefar-assimilator-y': 'Copy a faction technology of another player: this card gains its ability.',
  'temporal-command-suite': 'Exhaust to ready an agent (and trade with its owner).',
  'valkyrie-particle-weave': 'After ground combat rolls, produce one extra hit if the opponent hit you.',
  'hel-titan-ii':
    'Titans PDS count as ground forces too, fire space cannon into adjacent systems and hit more easily.',
  'e-res-siphons': 'Gain four trade goods when another player activates a system with your ships.',
  vortex: 'Exhaust to capture a unit of another player’s from their reinforcements, near your space docks.',
  'hegemonic-trade-policy': 'Exhaust to swap resource and influence values of a planet you spend.',
  'nullification-field':
    'Exhaust and spend a strategy token to end the turn of a player who activates your system.',
  'yin-spinner-omega': 'After producing units, place up to two infantry on your planets or with your ships.',
  'impulse-core':
    'At the start of a space combat, destroy one of your cruisers or destroyers to hit an opposing non-fighter ship.',
  'transparasteel-plating': 'Players who have passed cannot play action cards while you are active.',
  'iihq-modernization': 'Neighbour every player near Mecatol Rex and hold the Custodia Vigilia planet card.',
  'agency-supply-network': 'When you resolve a unit’s production, also produce from another unit.',
  // Thunder's Edge
  'proxima-targeting-v1':
    'Galvanized ground forces shrug off bombardment hits; at the start of a ground combat, trade three bombardment dice with the defender.',
  'helios-v2':
    'Your space dock produces four more than its planet’s resources and raises that planet’s resources.',
  'hydrothermal-mining': 'At the start of the status phase, a trade good for each ocean card in play.',
  'radical-advancement':
    'At the start of the status phase, swap one of your technologies for one of its colour with one more prerequisite.',
  'subatomic-splicer':
    'When one of your ships is destroyed, you may produce one like it at your home space dock.',
  'exile-ii': 'A stronger Exile destroyer that can leave breaches up to two systems from its combats.',
  nanomachines: 'Exhaust as an action to place a PDS, repair your units, or swap an action card.',
  'linkship-ii': 'A faster Linkship destroyer that fires the space cannon of your structures beside it.',
  planesplitter: 'Gaining it brings The Fracture into play.',
  'neural-parasite': 'At the start of the status phase, place an infantry on a planet of your home system.',
};
