// The rule set: every ability in play, as its contract (hooks/contract.ts). The one file outside
// abilities/ that imports them; the engine, `legal` and the view consult this list and never name an
// ability.

import type { AbilityRules } from '../hooks/contract.ts';
import type { Offer } from '../hooks/offer.ts';
import type { GameState, Seat } from '../state/state.ts';
import type { Intent } from '../wire/intents.ts';
import { legalIntents } from './legal.ts';
import { agencySupplyRules } from '../abilities/agency-supply.ts';
import { chaosMappingRules } from '../abilities/chaos-mapping.ts';
import { dirzugaRophalRules } from '../abilities/dirzuga-rophal.ts';
import { integratedEconomyRules } from '../abilities/integrated-economy.ts';
import { nullificationFieldRules } from '../abilities/nullification-field.ts';
import { datahubRules } from '../abilities/datahub.ts';
import {
  orbitalDropRules,
  productionBiomesRules,
  slingRelayRules,
  starForgeRules,
  umbatActionRules,
  vortexRules,
} from '../abilities/pool-abilities.ts';
import { salvageOperationsRules } from '../abilities/salvage-operations.ts';
import { umbatRules } from '../abilities/umbat.ts';
import { doctorSucabanRules } from '../builtin-abilities/doctor-sucaban.ts';
import { edictRules } from '../builtin-abilities/edict.ts';
import { berekarRules, trillossaRules } from '../builtin-abilities/production-agents.ts';
import { instinctTrainingRules } from '../builtin-abilities/instinct-training.ts';
import { mitosisRules } from '../builtin-abilities/mitosis.ts';
import { predictiveIntelligenceRules } from '../builtin-abilities/predictive-intelligence.ts';
import { singularityRules } from '../builtin-abilities/singularity.ts';
import { stillnessOfStarsRules } from '../builtin-abilities/stillness-of-stars.ts';
import { xanderRules } from '../builtin-abilities/xander.ts';

export const ABILITIES: readonly AbilityRules[] = [
  instinctTrainingRules,
  datahubRules,
  chaosMappingRules,
  orbitalDropRules,
  starForgeRules,
  productionBiomesRules,
  slingRelayRules,
  umbatActionRules,
  vortexRules,
  umbatRules,
  agencySupplyRules,
  integratedEconomyRules,
  dirzugaRophalRules,
  nullificationFieldRules,
  berekarRules,
  trillossaRules,
  predictiveIntelligenceRules,
  mitosisRules,
  salvageOperationsRules,
  singularityRules,
  edictRules,
  stillnessOfStarsRules,
  doctorSucabanRules,
  xanderRules,
];

/**
 * Every ability's offers to `seat` now, in the rule set's order. An offer stands only while `legal`
 * (the engine's own gate: whose turn, an open window, a discard owed, a request to go back) holds an
 * intent of its type; `legal` may be passed when the caller has it already.
 */
export function abilityOffers(
  state: GameState,
  seat: Seat,
  legal: readonly Intent[] = legalIntents(state, { kind: 'seat', seat }),
): Offer[] {
  const types = new Set(legal.map((i) => i.type));
  if (types.size === 0) return [];
  return ABILITIES.flatMap((ability) => ability.offers?.(state, seat) ?? []).filter((o) => types.has(o.type));
}
