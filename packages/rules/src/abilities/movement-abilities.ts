// Abilities that lift a movement rule (LRR 58) for their holder's ships, through the movement part of
// the ability contract (rules/movement.ts reads them):
// - Gashlai Physiology (Embers of Muaat): their ships may move through supernovae (LRR 86's bar lifted);
// - Voidborn (Empyrean): nebulae do not affect their ships' movement — passed through, and left at the
//   full move value (LRR 59's movement rules lifted; its combat bonus stays, LRR 59.3);
// - Light/Wave Deflector (generic technology, blue): their ships may move through systems that hold
//   other players' ships (LRR 58's block lifted; they still stop where the combat is).

import type { AbilityRules } from '../hooks/contract.ts';
import type { Anomaly } from '../content/types.ts';
import type { BoardView } from '../board/forces.ts';
import { hasTechAbility } from '../board/tech-abilities.ts';
import type { Seat } from '../state/state.ts';

export const LIGHT_WAVE_DEFLECTOR = 'light-wave-deflector';

const factionOf = (state: BoardView, seat: Seat) => state.players.find((p) => p.seat === seat)?.faction;

function factionIgnores(id: string, faction: string, anomaly: Anomaly): AbilityRules {
  return {
    id,
    holder: { kind: 'faction', faction },
    movement: { ignores: (state, seat) => (factionOf(state, seat) === faction ? [anomaly] : []) },
  };
}

/** Gashlai Physiology in the rule set (engine/rule-set.ts). */
export const gashlaiPhysiologyRules = factionIgnores('gashlai-physiology', 'embers-of-muaat', 'supernova');

/** Voidborn in the rule set (engine/rule-set.ts). */
export const voidbornRules = factionIgnores('voidborn', 'empyrean', 'nebula');

/** Light/Wave Deflector in the rule set (engine/rule-set.ts). */
export const lightWaveDeflectorRules: AbilityRules = {
  id: LIGHT_WAVE_DEFLECTOR,
  holder: { kind: 'technology', technology: LIGHT_WAVE_DEFLECTOR },
  movement: {
    passesShips: (state, seat) =>
      hasTechAbility(
        state.players.find((p) => p.seat === seat),
        LIGHT_WAVE_DEFLECTOR,
      ),
  },
};
