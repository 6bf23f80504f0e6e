// Heroes (Prophecy of Kings, LRR 51: a hero is unlocked once its player has scored three objectives,
// used as the turn's action, and purged after use): who may use which, and the action's dispatch. The
// two that resolve strategy cards are here: Mathis Mathinus (Winnu) resolves the primary of any
// strategy card — held by anyone, exhausted or not — and the players the Winnu choose may follow it as
// usual; the card is neither taken nor exhausted. Hesh and Prit (Naaz-Rokha) resolve the secondaries of
// up to two strategy cards that are not exhausted, spending command tokens from reinforcements instead
// of the strategy pool; the relic it also gives is drawn at the table (relics are not tracked). Those
// that change the board or technologies (Jace X, Rin, Letani Miasmiala, UNIT.DSGN.FLAYESH) are in
// heroes-board.ts; Harrugh Gefhara (Hacan) is used in a production order (abilities/harrugh.ts).

import { checkTurn, endTurn } from './action-phase.ts';
import { cardRules } from './cards/registry.ts';
import { strategyCardData, type StrategyCardId } from '../content/strategy-cards.ts';
import type { GameEvent } from '../state/events.ts';
import type { Intent } from '../wire/intents.ts';
import { applied, type Outcome } from '../state/outcome.ts';
import { fail, type RuleError } from '../kernel/result.ts';
import type { GameState, Seat } from '../state/state.ts';
import { openStrategic } from './strategic.ts';
import { reinforcementTokens } from '../board/tokens.ts';
import { flayesh, flayeshExample, jaceX, letaniMiasmiala, purge, rin } from './heroes-board.ts';
import type { StrategyHero } from '../wire/turn-intents.ts';
import { updatePlayer } from '../state/update.ts';
import { HERO_UNLOCK_OBJECTIVES, objectivesScored } from '../board/hero-unlock.ts';
import type { Handlers } from '../state/handlers.ts';

export { flayeshPlanets, letaniSystems } from './heroes-board.ts';

export type { StrategyHero } from '../wire/turn-intents.ts';

/** Each hero's faction and name. */
export const HERO_DATA: Readonly<Record<StrategyHero, { faction: string; name: string }>> = {
  'mathis-mathinus': { faction: 'winnu', name: 'Mathis Mathinus' },
  'hesh-and-prit': { faction: 'naaz-rokha-alliance', name: 'Hesh and Prit' },
  'jace-x': { faction: 'federation-of-sol', name: 'Jace X, 4th Air Legion' },
  rin: { faction: 'universities-of-jol-nar', name: "Rin, the Master's Legacy" },
  'letani-miasmiala': { faction: 'arborec', name: 'Letani Miasmiala' },
  'unit-dsgn-flayesh': { faction: 'nekro-virus', name: 'UNIT.DSGN.FLAYESH' },
};

const nameOf = (state: GameState, seat: Seat) => state.players[seat]?.name ?? `Seat ${seat + 1}`;

export { HERO_UNLOCK_OBJECTIVES, objectivesScored };

/** Why `seat` cannot use `hero` now, or null. */
export function heroProblem(state: GameState, seat: Seat, hero: StrategyHero): RuleError | null {
  const wrong = checkTurn(state, seat);
  if (wrong) return wrong;
  const data = HERO_DATA[hero];
  const player = state.players[seat];
  if (player?.faction !== data.faction)
    return fail('rule/illegal-choice', `${data.name} is not your faction's hero.`);
  if (player.purged?.includes(hero))
    return fail('rule/illegal-choice', `${data.name} has been used and purged.`);
  const scored = objectivesScored(state, seat);
  if (scored < HERO_UNLOCK_OBJECTIVES)
    return fail(
      'rule/illegal-choice',
      `${data.name} is locked: a hero unlocks after ${HERO_UNLOCK_OBJECTIVES} scored objectives, and you have ${scored}.`,
    );
  return null;
}

function mathisMathinus(
  state: GameState,
  seat: Seat,
  card: StrategyCardId,
  followers: readonly Seat[],
): Outcome {
  const others = followers.filter((f) => f !== seat);
  for (const f of others)
    if (!state.players[f]) return fail('rule/illegal-choice', `There is no seat ${f + 1}.`);
  const strategic = openStrategic(card, seat, { id: 'mathis-mathinus', followers: [...new Set(others)] });
  const name = strategyCardData(card, state.setup.options.thundersEdge).name;
  const who = others.length === 0 ? 'no one' : others.map((f) => nameOf(state, f)).join(', ');
  return applied({ ...purge(state, seat, 'mathis-mathinus'), strategic }, [
    {
      type: 'note',
      seat,
      text: `${nameOf(state, seat)} uses Mathis Mathinus (hero, now purged): resolves the primary of ${name}; ${who} may follow.`,
    },
  ]);
}

/** One secondary resolved by Hesh and Prit: a token from reinforcements stands in for the pool's. */
function heroSecondary(state: GameState, seat: Seat, card: StrategyCardId, raw: unknown): Outcome {
  const rules = cardRules(state, card);
  const name = strategyCardData(card, state.setup.options.thundersEdge).name;
  const parsed = rules.secondary.safeParse(raw ?? {});
  if (!parsed.success)
    return fail('intent/malformed', `Those choices for ${name}'s secondary are not understood.`);
  const before = state.players[seat]?.pools.strategy ?? 0;
  // The reinforcement token goes to the strategy pool for the card to spend; left unspent, it goes back.
  let next =
    reinforcementTokens(state, seat) > 0
      ? updatePlayer(state, seat, (p) => ({ ...p, pools: { ...p.pools, strategy: p.pools.strategy + 1 } }))
      : state;
  const blocked = rules.cannotFollow?.(next, seat);
  if (blocked) return fail(blocked.code, `${name}: ${blocked.message}`);
  if (rules.followCostsToken(next, seat)) {
    if ((next.players[seat]?.pools.strategy ?? 0) <= before)
      return fail(
        'rule/no-token',
        `Hesh and Prit spend command tokens from your reinforcements, and yours are empty (${name}).`,
      );
    next = updatePlayer(next, seat, (p) => ({ ...p, pools: { ...p.pools, strategy: p.pools.strategy - 1 } }));
  }
  const out = rules.resolveSecondary(next, seat, parsed.data);
  if (!out.ok) return fail(out.code, `${name}: ${out.message}`);
  const left = out.state.players[seat]?.pools.strategy ?? 0;
  const settled =
    left > before
      ? updatePlayer(out.state, seat, (p) => ({ ...p, pools: { ...p.pools, strategy: before } }))
      : out.state;
  return applied(settled, [
    { type: 'note', seat, text: `${nameOf(state, seat)} resolves the secondary of ${name}.` },
    ...out.events,
  ]);
}

function heshAndPrit(
  state: GameState,
  seat: Seat,
  secondaries: readonly { card: StrategyCardId; choices?: unknown }[],
): Outcome {
  const cards = secondaries.map((s) => s.card);
  if (new Set(cards).size !== cards.length)
    return fail('rule/illegal-choice', 'Hesh and Prit resolve two different strategy cards.');
  const used = cards.find((c) => state.cards[c].exhausted);
  if (used)
    return fail(
      'rule/illegal-choice',
      `${strategyCardData(used, state.setup.options.thundersEdge).name} is exhausted: Hesh and Prit take cards that are ready or unpicked.`,
    );
  let next = purge(state, seat, 'hesh-and-prit');
  const events: GameEvent[] = [
    {
      type: 'note',
      seat,
      text: `${nameOf(state, seat)} uses Hesh and Prit (hero, now purged): gains a relic (drawn at the table) and resolves ${cards.length === 0 ? 'no secondary' : 'secondaries, paid from reinforcements'}.`,
    },
  ];
  for (const s of secondaries) {
    const out = heroSecondary(next, seat, s.card, s.choices);
    if (!out.ok) return out;
    next = out.state;
    events.push(...out.events);
  }
  return endTurn(next, seat, events);
}

/** The `hero-action` intent. */
export function heroAction(
  state: GameState,
  seat: Seat,
  intent: Extract<Intent, { type: 'hero-action' }>,
): Outcome {
  const problem = heroProblem(state, seat, intent.hero);
  if (problem) return problem;
  if (intent.hero === 'mathis-mathinus') {
    if (!intent.card || intent.secondaries)
      return fail(
        'rule/illegal-choice',
        'Mathis Mathinus: choose one strategy card (and who may follow it).',
      );
    return mathisMathinus(state, seat, intent.card, intent.followers ?? []);
  }
  if (intent.hero === 'unit-dsgn-flayesh') {
    if (intent.card || intent.followers || intent.secondaries || intent.swaps || intent.productions)
      return fail('rule/illegal-choice', 'UNIT.DSGN.FLAYESH takes a planet and a technology, nothing else.');
    return flayesh(state, seat, intent.planet, intent.technology);
  }
  if (intent.planet !== undefined || intent.technology !== undefined)
    return fail('rule/illegal-choice', 'Only UNIT.DSGN.FLAYESH names a planet and a technology.');
  if (intent.hero === 'letani-miasmiala') {
    if (intent.card || intent.followers || intent.secondaries || intent.swaps)
      return fail('rule/illegal-choice', 'Letani Miasmiala takes no strategy card: name the productions.');
    return letaniMiasmiala(state, seat, intent.productions ?? []);
  }
  if (intent.productions) return fail('rule/illegal-choice', 'Only Letani Miasmiala names productions.');
  if (intent.hero === 'rin') {
    if (intent.card || intent.followers || intent.secondaries)
      return fail('rule/illegal-choice', 'Rin takes no strategy card: name the technologies to replace.');
    return rin(state, seat, intent.swaps ?? []);
  }
  if (intent.swaps) return fail('rule/illegal-choice', 'Only Rin replaces technologies.');
  if (intent.hero === 'jace-x') {
    if (intent.card || intent.followers || intent.secondaries)
      return fail('rule/illegal-choice', 'Jace X takes no strategy card: it returns your command tokens.');
    return jaceX(state, seat);
  }
  if (intent.card || intent.followers)
    return fail('rule/illegal-choice', 'Hesh and Prit: choose up to two strategy cards’ secondaries.');
  return heshAndPrit(state, seat, intent.secondaries ?? []);
}

/** The hero actions `seat` may take now, each with a legal example. */
export function heroIntents(state: GameState, seat: Seat): Intent[] {
  const out: Intent[] = [];
  if (!heroProblem(state, seat, 'mathis-mathinus'))
    out.push({ type: 'hero-action', hero: 'mathis-mathinus', card: 'leadership', followers: [] });
  if (!heroProblem(state, seat, 'hesh-and-prit'))
    out.push({ type: 'hero-action', hero: 'hesh-and-prit', secondaries: [] });
  if (!heroProblem(state, seat, 'jace-x')) out.push({ type: 'hero-action', hero: 'jace-x' });
  if (!heroProblem(state, seat, 'rin')) out.push({ type: 'hero-action', hero: 'rin', swaps: [] });
  if (!heroProblem(state, seat, 'letani-miasmiala'))
    out.push({ type: 'hero-action', hero: 'letani-miasmiala', productions: [] });
  if (!heroProblem(state, seat, 'unit-dsgn-flayesh')) {
    const example = flayeshExample(state, seat);
    if (example) out.push(example);
  }
  return out;
}

/** The intents this module owns, in the engine's handler table (engine/handlers.ts). */
export const heroHandlers: Handlers<'hero-action'> = {
  'hero-action': (state, seat, intent) => heroAction(state, seat, intent),
};
