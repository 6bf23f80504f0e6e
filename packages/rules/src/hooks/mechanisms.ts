// The rule set as the phases see it: the abilities in play, installed once by the engine
// (engine/rule-set.ts) when it loads, and folded over here in the rule set's order. A phase asks
// "what follows a technology gained", "does anything hold the game" — never "does the Nekro…".
// Importing the engine (or the package index) installs the rule set; a test that reaches a phase
// without it fails loudly rather than playing without abilities.

import type { GameEvent } from '../state/events.ts';
import type { RuleError } from '../kernel/result.ts';
import type { GameState, Seat, StatusPhaseState } from '../state/state.ts';
import type { ProductionSite } from '../board/production-sources.ts';
import type { BoardView } from '../board/forces.ts';
import type { Anomaly } from '../content/types.ts';
import type { UnitCounts } from '../state/primitives.ts';
import type {
  AbilityRules,
  CardCanceller,
  FollowPayment,
  Effect,
  Hold,
  MechanismHooks,
  ProductionFormItem,
  ProductionFormNarrow,
  ProductionFormState,
  ProductionPart,
  ResearchFormItem,
  ResearchPaymentChoices,
  RollContext,
  CombatOpening,
  OpeningContext,
  RoundOption,
  UnitMovesForm,
  Waiting,
} from './contract.ts';

let installed: readonly AbilityRules[] | null = null;
/** The parts the phases ask for most, picked out once (every intent asks some of them). */
let withHooks: readonly AbilityRules[] = [];
let holds: readonly Hold[] = [];
let cancellers: readonly CardCanceller[] = [];
let parts: readonly ProductionPart[] = [];
let ignoring: readonly AbilityRules[] = [];
let passing: readonly AbilityRules[] = [];

/** Called once, by engine/rule-set.ts. */
export function installRuleSet(abilities: readonly AbilityRules[]): void {
  installed = abilities;
  withHooks = abilities.filter((a) => a.on);
  holds = abilities.flatMap((a) => (a.hold ? [a.hold] : []));
  cancellers = abilities.flatMap((a) => (a.cancelsActionCards ? [a.cancelsActionCards] : []));
  parts = abilities.flatMap((a) => (a.production ? [a.production] : []));
  ignoring = abilities.filter((a) => a.movement?.ignores);
  passing = abilities.filter((a) => a.movement?.passesShips);
}

/** The abilities with mechanism hooks (`on`), in the rule set's order. */
function hooked(): readonly AbilityRules[] {
  abilitiesInPlay();
  return withHooks;
}

/** The abilities in play, in the rule set's order. */
export function abilitiesInPlay(): readonly AbilityRules[] {
  if (installed === null)
    throw new Error('No rule set installed: import the engine (engine/rule-set.ts) before playing.');
  return installed;
}

type EffectHook = 'technologyGained' | 'strategyTokenSpent' | 'unitsProduced';

/** Every ability's `hook` after `seat`'s move, folded in the rule set's order. */
export function after(hook: EffectHook, state: GameState, seat: Seat): Effect {
  let next = state;
  const events: GameEvent[] = [];
  for (const ability of hooked()) {
    const fn: MechanismHooks[EffectHook] = ability.on?.[hook];
    if (!fn) continue;
    const out = fn(next, seat);
    next = out.state;
    events.push(...out.events);
  }
  return { state: next, events };
}

/** Every ability's change of the table after `seat`'s production in a system was resolved. */
export function afterProductionResolved(state: GameState, seat: Seat): GameState {
  return hooked().reduce((s, a) => a.on?.productionResolved?.(s, seat) ?? s, state);
}

/** Every ability's change of the table after planets changed hands from `before` to `after`. */
export function afterPlanetsGained(before: GameState, after: GameState): GameState {
  return hooked().reduce((s, a) => a.on?.planetsGained?.(before, s) ?? s, after);
}

/** Every ability's change of the table after `seat` replenished commodities. */
export function afterReplenished(state: GameState, seat: Seat): GameState {
  return hooked().reduce((s, a) => a.on?.replenished?.(s, seat) ?? s, state);
}

/** The hold on the game now (an ability waiting for an answer in the current phase), if any. */
export function holdNow(state: GameState): { readonly hold: Hold; readonly waiting: Waiting } | null {
  abilitiesInPlay();
  for (const hold of holds) {
    if (hold.phase !== state.phase) continue;
    const waiting = hold.waiting(state);
    if (waiting) return { hold, waiting };
  }
  return null;
}

/** The abilities that may cancel another player's action card. */
export function cardCancellers(): readonly CardCanceller[] {
  abilitiesInPlay();
  return cancellers;
}

/** Why the holder's own moves wait while an ability holds the game, or null. */
export function holdRefusal(state: GameState): string | null {
  return holdNow(state)?.hold.refusal?.(state) ?? null;
}

/** The status phase's state as it begins, with what abilities add, and their log sentences. */
export function statusPhaseBegins(
  state: GameState,
  status: StatusPhaseState,
): { status: StatusPhaseState; notes: string[] } {
  let next = status;
  const notes: string[] = [];
  for (const ability of hooked()) {
    const out = ability.on?.statusPhaseBegins?.(state, next);
    if (!out) continue;
    next = out.status;
    notes.push(out.note);
  }
  return { status: next, notes };
}

type IntentHook = 'turnEnding' | 'tokensArranged';
type HookIntent<H extends IntentHook> = Parameters<NonNullable<MechanismHooks[H]>>[2];

/** Every ability's `hook` on `seat`'s `intent`, folded; the first refusal stops it. */
export function onIntent<H extends IntentHook>(
  hook: H,
  state: GameState,
  seat: Seat,
  intent: HookIntent<H>,
): Effect | RuleError {
  let next = state;
  const events: GameEvent[] = [];
  for (const ability of hooked()) {
    const fn = ability.on?.[hook] as
      ((s: GameState, seat: Seat, i: HookIntent<H>) => Effect | RuleError | null) | undefined;
    const out = fn?.(next, seat, intent);
    if (!out) continue;
    if ('ok' in out) return out;
    next = out.state;
    events.push(...out.events);
  }
  return { state: next, events };
}

/** What abilities take off a research's cost with what its `choices` name for them, folded. */
export function researchPayment(
  state: GameState,
  seat: Seat,
  choices: ResearchPaymentChoices,
): (Effect & { readonly less: number }) | RuleError {
  let next = state;
  let less = 0;
  const events: GameEvent[] = [];
  for (const ability of hooked()) {
    const out = ability.on?.researchPayment?.(next, seat, choices);
    if (!out) continue;
    if ('ok' in out) return out;
    next = out.state;
    less += out.less;
    events.push(...out.events);
  }
  return { state: next, events, less };
}

/** The other way to pay a follow's token, if an ability offers one. */
export function followPayment(): FollowPayment | null {
  return abilitiesInPlay().find((a) => a.followPayment)?.followPayment ?? null;
}

/** What the Technology card's form offers for abilities' research payments, in the rule set's order. */
export function researchForm(state: BoardView, seat: Seat): ResearchFormItem[] {
  return abilitiesInPlay().flatMap((a) => a.researchForm?.(state, seat) ?? []);
}

/** What the status phase's token step offers for abilities, in the rule set's order. */
export function tokensForm(state: BoardView, seat: Seat): UnitMovesForm[] {
  return abilitiesInPlay().flatMap((a) => a.tokensForm?.(state, seat) ?? []);
}

/** The cards of `seat`'s that abilities let be exhausted and readied at the table: id → name. */
export function tableCardsOf(state: BoardView, seat: Seat): Record<string, string> {
  return Object.assign({}, ...abilitiesInPlay().map((a) => a.tableCards?.(state, seat) ?? {}));
}

/** The name of `seat`'s card `id` that an ability lets be exhausted at the table, or null. */
export function tableCardName(state: BoardView, seat: Seat, id: string): string | null {
  return tableCardsOf(state, seat)[id] ?? null;
}

/** The abilities' parts in producing units, in the rule set's order. */
export function productionParts(): readonly ProductionPart[] {
  abilitiesInPlay();
  return parts;
}

/** The technology colours abilities add toward `seat`'s prerequisites. */
export function extraColors(
  state: Parameters<NonNullable<AbilityRules['prerequisiteColors']>>[0],
  seat: Seat,
): Partial<Record<'blue' | 'green' | 'red' | 'yellow', number>> {
  const out: Partial<Record<'blue' | 'green' | 'red' | 'yellow', number>> = {};
  for (const a of abilitiesInPlay())
    for (const [color, n] of Object.entries(a.prerequisiteColors?.(state, seat) ?? {}))
      out[color as 'blue'] = (out[color as 'blue'] ?? 0) + (n ?? 0);
  return out;
}

/** Whether an ability lets `seat`'s ships move through systems holding other players' ships. */
export function passesShips(state: BoardView, seat: Seat): boolean {
  abilitiesInPlay();
  return passing.some((a) => a.movement?.passesShips?.(state, seat) ?? false);
}

/** The anomalies abilities let `seat`'s ships move into and through (rules/movement.ts). */
export function anomaliesIgnored(state: BoardView, seat: Seat): ReadonlySet<Anomaly> {
  abilitiesInPlay();
  const out = new Set<Anomaly>();
  for (const a of ignoring) for (const anomaly of a.movement?.ignores?.(state, seat) ?? []) out.add(anomaly);
  return out;
}

/** What the production form offers for abilities at `site`, in the rule set's order. */
export function productionForm(
  state: ProductionFormState,
  seat: Seat,
  site: ProductionSite,
  narrow: ProductionFormNarrow,
): ProductionFormItem[] {
  return productionParts().flatMap((p) => p.form?.(state, seat, site, narrow) ?? []);
}

/** What abilities let `seat` pay for at the start of a space combat round, in the rule set's order. */
export function roundOptions(state: BoardView, seat: Seat): RoundOption[] {
  return abilitiesInPlay().flatMap((x) => x.combat?.roundOption?.(state, seat) ?? []);
}

/** What abilities add to each die of a roll (LRR 18.1), summed in the rule set's order. */
export function rollModifier(state: BoardView, roll: RollContext): number {
  return abilitiesInPlay().reduce((a, x) => a + (x.combat?.modifier?.(state, roll) ?? 0), 0);
}

/** The dice abilities add to one unit's roll. */
export function extraDice(state: BoardView, roll: RollContext): number {
  return abilitiesInPlay().reduce((a, x) => a + (x.combat?.extraDice?.(state, roll) ?? 0), 0);
}

/** The repairs abilities make after `seat` assigns a combat round's hits (Duranium Armor). */
export function repairsAfterHits(state: BoardView, seat: Seat): { count: number; names: string[] } {
  const found = abilitiesInPlay().flatMap((x) => x.combat?.repairs?.(state, seat) ?? []);
  return { count: found.reduce((a, r) => a + r.count, 0), names: found.map((r) => r.name) };
}

/** The hits abilities make `seat` produce at the start of a ground combat on `planet` (Magen Defense Grid). */
export function groundCombatStartHits(
  state: BoardView,
  seat: Seat,
  opponent: Seat,
  planet: string,
): { count: number; names: string[] } {
  const found = abilitiesInPlay().flatMap(
    (x) => x.combat?.groundCombatStartHits?.(state, seat, opponent, planet) ?? [],
  );
  return { count: found.reduce((a, r) => a + r.count, 0), names: found.map((r) => r.name) };
}

/** What abilities destroy once `seat`'s bombardment's hits are assigned (X-89 Bacterial Weapon). */
export function afterBombardment(
  state: BoardView,
  bombardment: { seat: Seat; target: Seat; planet: string; destroyed: UnitCounts },
): { destroy: UnitCounts; name: string }[] {
  return abilitiesInPlay().flatMap((x) => x.combat?.afterBombardment?.(state, bombardment) ?? []);
}

/** The ability letting `seat` commit fighters as ground forces in `system` (the Naalu flagship), or null. */
export function fightersAsGroundForces(state: BoardView, seat: Seat, system: string): string | null {
  for (const x of abilitiesInPlay()) {
    const name = x.combat?.fightersAsGroundForces?.(state, seat, system);
    if (name) return name;
  }
  return null;
}

/** The ability letting `seat`'s ships bombard `planet` at the end of a ground combat round (Harrow), or null. */
export function bombardsAfterGroundRound(state: BoardView, seat: Seat, planet: string): string | null {
  for (const x of abilitiesInPlay()) {
    const name = x.combat?.bombardsAfterGroundRound?.(state, seat, planet);
    if (name) return name;
  }
  return null;
}

/** The abilities whose barrage hits beyond the fighters damage `seat`'s opponent's ships (Raid Formation). */
export function barrageDamagers(state: BoardView, seat: Seat): string[] {
  return abilitiesInPlay().flatMap((x) => x.combat?.barrageDamages?.(state, seat) ?? []);
}

/** The first card `seat` may exhaust so its Space Cannon hits go to non-fighter ships, or null. */
export function cannonAtNonFighters(
  state: BoardView,
  seat: Seat,
  target: Seat,
): { readonly card: string; readonly name: string } | null {
  for (const x of abilitiesInPlay()) {
    const found = x.combat?.cannonAtNonFighters?.(state, seat, target);
    if (found) return found;
  }
  return null;
}

/** What the abilities do for `ctx.seat` at the start of a space combat, in the rule set's order. */
export function combatOpenings(state: BoardView, ctx: OpeningContext): CombatOpening[] {
  return abilitiesInPlay().flatMap((a) => a.combat?.opening?.(state, ctx) ?? []);
}
