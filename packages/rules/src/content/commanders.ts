// The commanders whose ability the app resolves once they are unlocked (abilities/commanders.ts and
// the files of their own: rowl-sarrig.ts, dirzuga-rophal.ts), in our words; the others are played at
// the table.

export const AUTOMATED_COMMANDERS = {
  'navarch-feng': { faction: 'nomad', name: 'Navarch Feng', does: 'your flagship is produced for free' },
  tungstantus: { faction: 'titans-of-ul', name: 'Tungstantus', does: 'a trade good each time you produce' },
  'that-which-molds-flesh': {
    faction: 'vuilraith-cabal',
    name: 'That Which Molds Flesh',
    does: 'up to 2 fighters or infantry produced past the production limit',
  },
  maban: {
    faction: 'naalu-collective',
    name: "M'aban",
    does: '1 fighter produced past the production limit',
  },
  'brother-omar': {
    faction: 'yin-brotherhood',
    name: 'Brother Omar',
    does: '1 infantry produced past the production limit, and a green prerequisite',
  },
  'nekro-acidos': {
    faction: 'nekro-virus',
    name: 'Nekro Acidos',
    does: 'an action card each time you gain a technology',
  },
  'rowl-sarrig': {
    faction: 'clan-of-saar',
    name: 'Rowl Sarrig',
    does: 'produced fighters and infantry placed at any of your docks not blockaded',
  },
  'dirzuga-rophal': {
    faction: 'arborec',
    name: 'Dirzuga Rophal',
    does: '1 unit produced where another player activates a system with your production',
  },
  magmus: {
    faction: 'embers-of-muaat',
    name: 'Magmus',
    does: 'a trade good each time you spend a strategy-pool token',
  },
} as const;

/** The automated commander of a faction, if the engine resolves it. */
export function automatedCommanderOf(
  faction: string,
): (typeof AUTOMATED_COMMANDERS)[AutomatedCommander] | null {
  return Object.values(AUTOMATED_COMMANDERS).find((c) => c.faction === faction) ?? null;
}
export type AutomatedCommander = keyof typeof AUTOMATED_COMMANDERS;
