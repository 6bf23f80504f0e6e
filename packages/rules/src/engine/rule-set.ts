// The rule set: every ability in play, as its contract (hooks/contract.ts). The one file outside
// abilities/ that imports them; the engine, `legal` and the view consult this list and never name an
// ability. Loading it installs the list for the phases (hooks/mechanisms.ts). The order is the order
// in which hooks on one mechanism fold and in which `legal` lists the abilities' intents
// (engine/rule-set.test.ts pins it).

import type { AbilityRules, Effect, Holder } from '../hooks/contract.ts';
import { hasTechAbility } from '../board/tech-abilities.ts';
import type { Offer } from '../hooks/offer.ts';
import { installRuleSet } from '../hooks/mechanisms.ts';
import { fail, type RuleError } from '../kernel/result.ts';
import type { Handlers } from '../state/handlers.ts';
import type { GameState, Seat } from '../state/state.ts';
import type { Intent, IntentType } from '../wire/intents.ts';
import type { ComponentAbility } from '../wire/turn-intents.ts';
import { commanderRules } from '../abilities/commanders.ts';
import { stillnessOfStarsRules } from '../abilities/stillness-of-stars.ts';
import { xanderRules } from '../abilities/xander.ts';
import { singularityRules } from '../abilities/singularity.ts';
import { edictRules } from '../abilities/edict.ts';
import { doctorSucabanRules } from '../abilities/doctor-sucaban.ts';
import { productionAgentsRules } from '../abilities/production-agents.ts';
import { mitosisRules } from '../abilities/mitosis.ts';
import { salvageOperationsRules } from '../abilities/salvage-operations.ts';
import { nullificationFieldRules } from '../abilities/nullification-field.ts';
import { chaosMappingRules } from '../abilities/chaos-mapping.ts';
import { dirzugaRophalRules } from '../abilities/dirzuga-rophal.ts';
import { agencySupplyRules } from '../abilities/agency-supply.ts';
import { integratedEconomyRules } from '../abilities/integrated-economy.ts';
import { poolAbilitiesRules } from '../abilities/pool-abilities.ts';
import { umbatRules } from '../abilities/umbat.ts';
import { datahubRules } from '../abilities/datahub.ts';
import { instinctTrainingRules } from '../abilities/instinct-training.ts';
import { bioplasmosisRules } from '../abilities/bioplasmosis.ts';
import { jaeMirKanRules } from '../abilities/jae-mir-kan.ts';
import { amalgamationRules, vortexRules } from '../abilities/amalgamation.ts';
import { harrughRules } from '../abilities/harrugh.ts';
import { sarweenToolsRules } from '../abilities/sarween-tools.ts';
import { aiDevelopmentRules } from '../abilities/ai-development.ts';
import { hegemonicRules } from '../abilities/hegemonic.ts';
import { selfAssemblyRules } from '../abilities/self-assembly.ts';
import { yinSpinnerRules } from '../abilities/yin-spinner.ts';
import { rowlSarrigRules } from '../abilities/rowl-sarrig.ts';
import { predictiveIntelligenceRules } from '../abilities/predictive-intelligence.ts';
import { carthRules } from '../abilities/carth-of-golden-sands.ts';
import { antimassDeflectorsRules } from '../abilities/antimass-deflectors.ts';
import { fragileRules, unrelentingRules } from '../abilities/unrelenting.ts';
import { plasmaScoringRules } from '../abilities/plasma-scoring.ts';
import { duraniumArmorRules } from '../abilities/duranium-armor.ts';
import { magenDefenseGridRules } from '../abilities/magen-defense-grid.ts';
import { x89BacterialWeaponRules } from '../abilities/x89-bacterial-weapon.ts';
import { harrowRules } from '../abilities/harrow.ts';
import { matriarchRules } from '../abilities/matriarch.ts';
import { munitionsReservesRules } from '../abilities/munitions-reserves.ts';
import {
  gashlaiPhysiologyRules,
  lightWaveDeflectorRules,
  voidbornRules,
} from '../abilities/movement-abilities.ts';
import { raidFormationRules } from '../abilities/raid-formation.ts';
import { gravitonLaserSystemRules } from '../abilities/graviton-laser-system.ts';
import { ambushRules } from '../abilities/ambush.ts';
import { assaultCannonRules } from '../abilities/assault-cannon.ts';

export const ABILITIES: readonly AbilityRules[] = [
  stillnessOfStarsRules,
  xanderRules,
  singularityRules,
  salvageOperationsRules,
  edictRules,
  doctorSucabanRules,
  nullificationFieldRules,
  chaosMappingRules,
  dirzugaRophalRules,
  // Production: the discounts fold in this order (Amalgamation, Harrugh Gefhara, Sarween Tools, AI
  // Development Algorithm, Berekar Berekon), then what is placed elsewhere (Rowl Sarrig, Trillossa
  // Aun Mirik) and what follows the placement (Self-Assembly Routines, Yin Spinner Ω).
  amalgamationRules,
  harrughRules,
  sarweenToolsRules,
  aiDevelopmentRules,
  hegemonicRules,
  rowlSarrigRules,
  productionAgentsRules,
  agencySupplyRules,
  integratedEconomyRules,
  poolAbilitiesRules,
  umbatRules,
  vortexRules,
  datahubRules,
  mitosisRules,
  selfAssemblyRules,
  yinSpinnerRules,
  instinctTrainingRules,
  predictiveIntelligenceRules,
  bioplasmosisRules,
  jaeMirKanRules,
  carthRules,
  // Movement: the anomalies a player's ships may pass (rules/movement.ts); and combat: modifiers to the
  // dice (Antimass Deflectors' against Space Cannon too) and dice added (rules/volley.ts).
  antimassDeflectorsRules,
  gashlaiPhysiologyRules,
  voidbornRules,
  lightWaveDeflectorRules,
  unrelentingRules,
  fragileRules,
  plasmaScoringRules,
  duraniumArmorRules,
  munitionsReservesRules,
  // Combat: barrage hits that damage ships (rules/barrage-damage.ts), cannon hits kept off fighters
  // (rules/space-cannon-offense.ts, the check in rules/combat-sides.ts).
  raidFormationRules,
  gravitonLaserSystemRules,
  // Ground combat and bombardment (rules/ground-combat-abilities.ts).
  magenDefenseGridRules,
  x89BacterialWeaponRules,
  harrowRules,
  matriarchRules,
  // At the start of a space combat (rules/combat-openings.ts), a player's in this order.
  ambushRules,
  assaultCannonRules,
  ...commanderRules,
];

installRuleSet(ABILITIES);

/** Each ability's part of the engine's handler table, by owner name (engine/engine.ts). */
export const ABILITY_HANDLERS: Readonly<Record<string, Partial<Handlers<IntentType>>>> = Object.fromEntries(
  ABILITIES.flatMap((a) => (a.handlers ? [[`abilities/${a.id}`, a.handlers]] : [])),
);

/** Intent types a seat may send out of turn through an ability, though the game never waits for them. */
export const ABILITY_ANYTIME: readonly IntentType[] = ABILITIES.flatMap((a) => a.anytime ?? []);

/**
 * Whether anyone at the table could hold it: a faction or a leader's faction in the game, a
 * technology someone owns (or copies). What no one holds offers nothing, so `legal` and the offers
 * skip it (every view asks: the cost matters, docs/benchmarks.md).
 */
function present(state: GameState, holder: Holder): boolean {
  switch (holder.kind) {
    case 'faction':
    case 'leader':
      return state.players.some((p) => p.faction === holder.faction);
    case 'technology':
      return state.players.some((p) => hasTechAbility(p, holder.technology));
    case 'promissory-note':
      return true;
  }
}

/**
 * The abilities someone at the table could hold. Asked by each view of every state: kept per players
 * list, and reused while no player's faction or technologies changed (most moves change neither).
 */
export function abilitiesAtTable(state: GameState): ReadonlySet<AbilityRules> {
  const known = inPlay.get(state.players);
  if (known) return known;
  const holders = state.players.map((p) => [p.faction, p.technologies, p.valefar] as const);
  const same =
    last !== null &&
    last.holders.length === holders.length &&
    holders.every((h, i) => h.every((part, j) => part === last?.holders[i]?.[j]));
  const live =
    same && last
      ? last.live
      : new Set(
          ABILITIES.filter((a) =>
            (Array.isArray(a.holder) ? a.holder : [a.holder]).some((h) => present(state, h)),
          ),
        );
  last = { holders, live };
  inPlay.set(state.players, live);
  return live;
}
const inPlay = new WeakMap<GameState['players'], ReadonlySet<AbilityRules>>();
let last: { holders: readonly (readonly unknown[])[]; live: ReadonlySet<AbilityRules> } | null = null;

/** The intents of every ability in play that has `pick`, in the rule set's order (picked out once). */
const each = (pick: (a: AbilityRules) => ((s: GameState, seat: Seat) => readonly Intent[]) | undefined) => {
  const fns = ABILITIES.flatMap((a) => {
    const fn = pick(a);
    return fn ? [{ a, fn }] : [];
  });
  // Those in play, per set of abilities in play (one set serves many states: abilitiesAtTable).
  const livePicked = new WeakMap<ReadonlySet<AbilityRules>, typeof fns>();
  return (state: GameState, seat: Seat): Intent[] => {
    const live = abilitiesAtTable(state);
    let picked = livePicked.get(live);
    if (!picked) livePicked.set(live, (picked = fns.filter(({ a }) => live.has(a))));
    const out: Intent[] = [];
    for (const { fn } of picked) for (const intent of fn(state, seat)) out.push(intent);
    return out;
  };
};

/** Abilities' intents from their windows, out of turn. */
export const abilityWindowIntents = each((a) => a.windowIntents);
/** Abilities' intents taken as the active seat's action. */
export const abilityTurnIntents = each((a) => a.turnIntents);
/** Production abilities' intents. */
export const abilityProductionIntents = each((a) => a.productionIntents);

/** Every ability taken as a component action that `seat` may use now, with a first choice each. */
export function componentAbilityExamples(state: GameState, seat: Seat): ComponentAbility[] {
  const live = abilitiesAtTable(state);
  return COMPONENT_ABILITIES.flatMap((a) =>
    live.has(a) ? (a.componentAction?.examples(state, seat) ?? []) : [],
  );
}

/** The abilities taken as a component action. */
const COMPONENT_ABILITIES = ABILITIES.filter((a) => a.componentAction);
const COMPONENT_ACTIONS = COMPONENT_ABILITIES.flatMap((a) => a.componentAction ?? []);

/** Resolves a component-action ability through the ability that owns it. */
export function resolveComponentAbility(
  state: GameState,
  seat: Seat,
  ability: ComponentAbility,
): (Effect & { readonly keepTurn?: true }) | RuleError {
  for (const c of COMPONENT_ACTIONS) {
    const out = c.resolve(state, seat, ability);
    if (out) return out;
  }
  return fail('rule/illegal-choice', 'That ability is not one the app resolves.');
}

/**
 * Every ability's offers to `seat` now, in the rule set's order. An offer stands only while `legal`
 * (the engine's own gate: whose turn, an open window, a discard owed, a request to go back) holds an
 * intent of its type.
 */
export function abilityOffers(state: GameState, seat: Seat, legal: readonly Intent[]): Offer[] {
  const types = new Set(legal.map((i) => i.type));
  if (types.size === 0) return [];
  // Only the abilities that could offer one of those types are asked (every view asks: the cost
  // matters, docs/benchmarks.md).
  const live = abilitiesAtTable(state);
  let offering = liveOffering.get(live);
  if (!offering) liveOffering.set(live, (offering = OFFERING.filter(({ ability }) => live.has(ability))));
  const out: Offer[] = [];
  for (const { ability, sends } of offering) {
    if (!sends.some((t) => types.has(t))) continue;
    for (const o of ability.offers?.(state, seat, legal) ?? []) if (types.has(o.type)) out.push(o);
  }
  return out;
}

/** OFFERING's abilities in play, per set of abilities in play (one set serves many states). */
const liveOffering = new WeakMap<ReadonlySet<AbilityRules>, typeof OFFERING>();

/** Each ability with offers, and the intent types they may send. */
const OFFERING = ABILITIES.filter((a) => a.offers).map((ability) => ({
  ability,
  sends: [
    ...(ability.offerTypes ?? []),
    ...(Object.keys(ability.handlers ?? {}) as IntentType[]),
    ...(ability.componentAction ? (['component-action'] as const) : []),
  ],
}));
