// Heroes whose action resolves strategy cards (Prophecy of Kings, LRR 51: a hero is unlocked once its
// player has scored three objectives, and purged after use). Mathis Mathinus (Winnu) resolves the
// primary of any strategy card — held by anyone, exhausted or not — and the players the Winnu choose
// may follow it as usual; the card is neither taken nor exhausted. Hesh and Prit (Naaz-Rokha) resolve
// the secondaries of up to two strategy cards that are not exhausted, spending command tokens from
// reinforcements instead of the strategy pool; the relic it also gives is drawn at the table (relics
// are not tracked). Jace X, 4th Air Legion (Sol) returns every command token of theirs on the board to
// their reinforcements, freeing those systems to be activated again this round. Each is the player's
// action: the turn ends after it. Rin, the Master's Legacy (Jol-Nar) replaces any of their technologies
// that are not unit upgrades with technologies of the same colour from the deck (generic ones they do
// not own; prerequisites do not apply to a replacement). Harrugh Gefhara (Hacan) is used in a production order instead
// (abilities/harrugh.ts).

import { checkTurn, endTurn } from './action-phase.ts';
import { cardRules } from './cards/registry.ts';
import { strategyCardData, type StrategyCardId } from './content/strategy-cards.ts';
import { TECHNOLOGIES_BY_ID } from './content/technologies.ts';
import { countOf, planetsOf, type BoardView } from './forces.ts';
import { produce, type ProductionOrder } from './production.ts';
import type { GameEvent } from './events.ts';
import type { Intent } from './intents.ts';
import { applied, type Outcome } from './outcome.ts';
import { fail, type RuleError } from './result.ts';
import type { GameState, Seat } from './state.ts';
import { openStrategic } from './strategic.ts';
import { reinforcementTokens } from './tokens.ts';
import { plural } from './plural.ts';
import type { STRATEGY_HEROES } from './turn-intents.ts';
import { updatePlayer } from './update.ts';
import { HERO_UNLOCK_OBJECTIVES, objectivesScored } from './abilities/unlock.ts';

export type StrategyHero = (typeof STRATEGY_HEROES)[number];

/** Each hero's faction and name. */
export const HERO_DATA: Readonly<Record<StrategyHero, { faction: string; name: string }>> = {
  'mathis-mathinus': { faction: 'winnu', name: 'Mathis Mathinus' },
  'hesh-and-prit': { faction: 'naaz-rokha-alliance', name: 'Hesh and Prit' },
  'jace-x': { faction: 'federation-of-sol', name: 'Jace X, 4th Air Legion' },
  rin: { faction: 'universities-of-jol-nar', name: "Rin, the Master's Legacy" },
  'letani-miasmiala': { faction: 'arborec', name: 'Letani Miasmiala' },
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

const purge = (state: GameState, seat: Seat, hero: StrategyHero) =>
  updatePlayer(state, seat, (p) => ({ ...p, purged: [...(p.purged ?? []), hero] }));

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

/** Jace X: every token of `seat` on the board goes back to reinforcements. */
function jaceX(state: GameState, seat: Seat): Outcome {
  const freed = state.galaxy.systems.filter((s) => s.tokens.includes(seat)).map((s) => s.systemId);
  const systems = state.galaxy.systems.map((s) =>
    s.tokens.includes(seat) ? { ...s, tokens: s.tokens.filter((t) => t !== seat) } : s,
  );
  const next = purge({ ...state, galaxy: { ...state.galaxy, systems } }, seat, 'jace-x');
  const where =
    freed.length === 0
      ? 'none was on the board'
      : `${plural(freed.length, 'token')} from ${freed.length === 1 ? 'system' : 'systems'} ${freed.join(', ')}`;
  return endTurn(next, seat, [
    {
      type: 'note',
      seat,
      text: `${nameOf(state, seat)} uses Jace X, 4th Air Legion (hero, now purged): their command tokens return to reinforcements — ${where}.`,
    },
  ]);
}

/** Why `take` cannot replace `give` for `seat` (given what they will own), or null. */
function rinProblem(owned: ReadonlySet<string>, give: string, take: string): RuleError | null {
  const from = TECHNOLOGIES_BY_ID.get(give);
  const to = TECHNOLOGIES_BY_ID.get(take);
  if (!from || !owned.has(give))
    return fail(
      'rule/illegal-choice',
      `Rin replaces technologies you own; ${from?.name ?? give} is not one.`,
    );
  if (from.upgrades !== undefined || !from.color)
    return fail('rule/illegal-choice', `Rin does not replace unit upgrades (${from.name}).`);
  if (!to || to.faction !== undefined || to.upgrades !== undefined || to.color !== from.color)
    return fail(
      'rule/illegal-choice',
      `Rin replaces ${from.name} with a ${from.color} technology from the deck; ${to?.name ?? take} is not one.`,
    );
  if (owned.has(take)) return fail('rule/illegal-choice', `You already own ${to.name}.`);
  return null;
}

/** Rin: each swap gives up one technology for another of its colour. */
function rin(state: GameState, seat: Seat, swaps: readonly { give: string; take: string }[]): Outcome {
  const owned = new Set(state.players[seat]?.technologies ?? []);
  const gives = swaps.map((s) => s.give);
  if (new Set(gives).size !== gives.length || gives.some((g) => swaps.some((s) => s.take === g)))
    return fail(
      'rule/illegal-choice',
      'Rin replaces each technology you own once, with a technology you do not own.',
    );
  for (const s of swaps) {
    const wrong = rinProblem(owned, s.give, s.take);
    if (wrong) return wrong;
    owned.delete(s.give);
    owned.add(s.take);
  }
  const next = purge(
    updatePlayer(state, seat, (p) => ({
      ...p,
      technologies: p.technologies.map((t) => swaps.find((s) => s.give === t)?.take ?? t),
      ...(p.exhaustedCards
        ? { exhaustedCards: p.exhaustedCards.filter((c) => !swaps.some((s) => s.give === c)) }
        : {}),
    })),
    seat,
    'rin',
  );
  const name = (id: string) => TECHNOLOGIES_BY_ID.get(id)?.name ?? id;
  const what =
    swaps.length === 0
      ? 'no technology replaced'
      : swaps.map((s) => `${name(s.give)} becomes ${name(s.take)}`).join(', ');
  return endTurn(next, seat, [
    {
      type: 'note',
      seat,
      text: `${nameOf(state, seat)} uses Rin, the Master's Legacy (hero, now purged): ${what}.`,
    },
  ]);
}

/** Systems holding `seat`'s ground forces (in space or on planets): where Letani Miasmiala produces. */
export function letaniSystems(state: BoardView, seat: Seat): string[] {
  const key = String(seat);
  const ground = (units: Readonly<Record<string, number>> | undefined) =>
    countOf(units, 'infantry') + countOf(units, 'mech') > 0;
  return state.galaxy.systems
    .filter(
      (s) =>
        s.position >= 0 &&
        (ground(s.space[key]) ||
          planetsOf(s.systemId).some((id) => ground(state.galaxy.planets[id]?.units[key]))),
    )
    .map((s) => s.systemId);
}

/** Letani Miasmiala: each production in a system holding their ground forces, no limit, paid as usual. */
function letaniMiasmiala(
  state: GameState,
  seat: Seat,
  productions: readonly { system: string; order: ProductionOrder }[],
): Outcome {
  const systems = productions.map((p) => p.system);
  if (new Set(systems).size !== systems.length)
    return fail(
      'rule/illegal-choice',
      'Letani Miasmiala: one production per system (put all its units in one order).',
    );
  const allowed = letaniSystems(state, seat);
  let next = purge(state, seat, 'letani-miasmiala');
  const events: GameEvent[] = [
    {
      type: 'note',
      seat,
      text: `${nameOf(state, seat)} uses Letani Miasmiala (hero, now purged): production in ${productions.length === 0 ? 'no system' : `${plural(productions.length, 'system')} holding their ground forces`}.`,
    },
  ];
  for (const p of productions) {
    if (!allowed.includes(p.system))
      return fail(
        'rule/illegal-choice',
        `Letani Miasmiala produces in systems holding your ground forces; system ${p.system} holds none.`,
      );
    const made = produce(next, seat, { system: p.system, unlimited: true }, p.order);
    if ('ok' in made) return fail(made.code, `System ${p.system}: ${made.message}`);
    next = made.state;
    events.push(...made.events);
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
  return out;
}
