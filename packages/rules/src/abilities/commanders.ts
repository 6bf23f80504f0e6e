// Commanders (Prophecy of Kings leaders) whose ability changes production or the strategy pool. A
// commander is unlocked by its own condition, which the table judges: the player records it with the
// `unlock-commander` table edit. The Mahact's Imperia lets them use the unlocked commander of every
// player whose command token sits in their fleet pool (`captured`, the Edict); an Alliance note face up
// in a player's play area lets them use its owner's unlocked commander (board/notes-hand.ts). What the engine
// resolves:
// - Navarch Feng (Nomad): their flagship is produced without spending resources.
// - Tungstantus (Titans of Ul): a trade good each time their units use production.
// - That Which Molds Flesh (Vuil'raith Cabal): up to 2 fighters or infantry produced do not count
//   against the production limit.
// - M'aban (Naalu): 1 fighter more than the limit (at its usual cost).
// - Brother Omar (Yin): 1 infantry more than the limit (at its usual cost); and it counts as a green
//   technology toward prerequisites (research.ts `ownedColors`).
// - Magmus (Embers of Muaat): a trade good after they spend a token from their strategy pool.
// - Nekro Acidos (Nekro Virus): an action card after they gain a technology (researched, completed in the
//   timed variant, or given by a table edit — how the Nekro gain them).

import { drawActionCards } from '../board/action-cards.ts';
import { usesCommander } from '../board/commanders.ts';
import { AUTOMATED_COMMANDERS, type AutomatedCommander } from '../content/commanders.ts';

export { AUTOMATED_COMMANDERS, automatedCommanderOf } from '../content/commanders.ts';
import type { GameEvent } from '../state/events.ts';
import type { BoardView } from '../board/forces.ts';
import type { GameState, Seat } from '../state/state.ts';
import { updatePlayer } from '../state/update.ts';
import type { AbilityRules } from '../hooks/contract.ts';

export const MAHACT = 'mahact-gene-sorcerers';

/** Whether `seat` may use this commander now (board/commanders.ts). */
export function hasCommander(state: BoardView, seat: Seat, commander: AutomatedCommander): boolean {
  return usesCommander(state, seat, AUTOMATED_COMMANDERS[commander].faction);
}

const gainOne = (state: GameState, seat: Seat, who: AutomatedCommander, why: string) => {
  const name = state.players[seat]?.name ?? `Seat ${seat + 1}`;
  return {
    state: updatePlayer(state, seat, (p) => ({ ...p, tradeGoods: p.tradeGoods + 1 })),
    events: [
      { type: 'note', seat, text: `${name} gains 1 trade good (${AUTOMATED_COMMANDERS[who].name}: ${why}).` },
    ] as GameEvent[],
  };
};

/** Tungstantus: after `seat`'s units used production. */
function tungstantus(state: GameState, seat: Seat): { state: GameState; events: GameEvent[] } {
  return hasCommander(state, seat, 'tungstantus')
    ? gainOne(state, seat, 'tungstantus', 'their units produced')
    : { state, events: [] };
}

/** Magmus: after `seat` spent a token from their strategy pool. */
function magmus(state: GameState, seat: Seat): { state: GameState; events: GameEvent[] } {
  return hasCommander(state, seat, 'magmus')
    ? gainOne(state, seat, 'magmus', 'a strategy-pool token spent')
    : { state, events: [] };
}

/** Nekro Acidos: after `seat` gained a technology. */
function nekroAcidos(state: GameState, seat: Seat): { state: GameState; events: GameEvent[] } {
  if (!hasCommander(state, seat, 'nekro-acidos')) return { state, events: [] };
  const drawn = drawActionCards(state, seat, 1);
  // The draw's own line, with the reason: "P1 draws 1 action card (Nekro Acidos: a technology gained)."
  const events = drawn.events.map((e, i) =>
    i === 0 && e.type === 'note'
      ? { ...e, text: `${e.text.replace(/\.$/, '')} (Nekro Acidos: a technology gained).` }
      : e,
  );
  return { state: drawn.state, events };
}

const commander = (id: AutomatedCommander, rules: Omit<AbilityRules, 'id' | 'holder'>): AbilityRules => ({
  id,
  holder: { kind: 'leader', leader: id, faction: AUTOMATED_COMMANDERS[id].faction },
  ...rules,
});

/** The commanders the engine resolves (Rowl Sarrig and Dirzuga Rophal have files of their own). */
export const commanderRules: readonly AbilityRules[] = [
  commander('navarch-feng', {
    production: {
      free: (state, seat, unit) => unit === 'flagship' && hasCommander(state, seat, 'navarch-feng'),
    },
  }),
  // Past the production limit: M'aban 1 fighter, Brother Omar 1 infantry, That Which Molds Flesh up
  // to 2 of the fighters and infantry left.
  commander('maban', {
    production: {
      pastLimit: (state, seat, fighters) => (hasCommander(state, seat, 'maban') ? Math.min(1, fighters) : 0),
    },
  }),
  commander('brother-omar', {
    production: {
      pastLimit: (state, seat, _fighters, infantry) =>
        hasCommander(state, seat, 'brother-omar') ? Math.min(1, infantry) : 0,
    },
    prerequisiteColors: (state, seat) => (hasCommander(state, seat, 'brother-omar') ? { green: 1 } : {}),
  }),
  commander('that-which-molds-flesh', {
    production: {
      pastLimit: (state, seat, fighters, infantry, already) =>
        hasCommander(state, seat, 'that-which-molds-flesh')
          ? Math.max(0, Math.min(2, fighters + infantry - already))
          : 0,
    },
  }),
  {
    id: 'tungstantus',
    holder: { kind: 'leader', leader: 'tungstantus', faction: AUTOMATED_COMMANDERS['tungstantus'].faction },
    on: { unitsProduced: tungstantus },
  },
  {
    id: 'magmus',
    holder: { kind: 'leader', leader: 'magmus', faction: AUTOMATED_COMMANDERS['magmus'].faction },
    on: { strategyTokenSpent: magmus },
  },
  {
    id: 'nekro-acidos',
    holder: { kind: 'leader', leader: 'nekro-acidos', faction: AUTOMATED_COMMANDERS['nekro-acidos'].faction },
    on: { technologyGained: nekroAcidos },
  },
];
