// Umbat, the Embers of Muaat's agent (Prophecy of Kings): a component action that exhausts it; the
// player chosen produces up to 2 units, each costing 4 or less, in a system holding their own war sun
// or flagship. It is not a production ability (no production limit, no discount); the units are paid
// as usual. On the Muaat's own behalf the action names the order (`umbat`). For another player
// (`umbat-for`) the Muaat's turn waits inside the action (`turnUses` holds "umbat-for:<seat>") while
// that player produces or declines (the `umbat-production` intent); then the Muaat's turn ends. The
// host's stop-waiting declines for them.

import { endTurn } from '../rules/action-phase.ts';
import type { GameEvent } from '../state/events.ts';
import type { Intent } from '../wire/intents.ts';
import type { Outcome } from '../state/outcome.ts';
import { countOf, unitStats, UNIT_NAMES, type BoardView } from '../board/forces.ts';
import { exampleOrder, produce, type ProductionOrder } from '../rules/production.ts';
import { fail, type RuleError } from '../kernel/result.ts';
import type { GameState, Seat } from '../state/state.ts';
import { exhaustCard } from '../board/exhaust.ts';
import type { Handlers } from '../state/handlers.ts';
import type { AbilityRules } from '../hooks/contract.ts';
import type { ComponentAbility } from '../wire/turn-intents.ts';
import { holderProblem } from '../board/ability-holder.ts';
import type { Offer } from '../hooks/offer.ts';
import { seatName, systemChoice } from '../hooks/offer-choices.ts';
import { componentOffer, componentOffered, inAbility, seatChoice } from '../hooks/offer-choices.ts';

const MARK = 'umbat-for:';

/** The player the Muaat's Umbat waits for (inside the Muaat's turn), or null. */
export function umbatWaitsFor(state: Pick<GameState, 'turnUses'>): Seat | null {
  const mark = state.turnUses?.find((u) => u.startsWith(MARK));
  return mark === undefined ? null : Number(mark.slice(MARK.length));
}

export const UMBAT = 'umbat';
export const UMBAT_UNITS = 2;
export const UMBAT_MAX_COST = 4;

/** Systems holding `seat`'s war sun or flagship. */
export function umbatSystems(state: BoardView, seat: Seat): string[] {
  const key = String(seat);
  return state.galaxy.systems
    .filter((s) => countOf(s.space[key], 'war-sun') + countOf(s.space[key], 'flagship') > 0)
    .map((s) => s.systemId);
}

/** Why `seat` cannot produce this order with Umbat in `system`, or null. */
function umbatProblem(
  state: GameState,
  seat: Seat,
  system: string,
  order: ProductionOrder,
): RuleError | null {
  if (!umbatSystems(state, seat).includes(system))
    return fail(
      'rule/illegal-choice',
      `Umbat produces in a system holding your war sun or flagship; system ${system} holds neither.`,
    );
  const count = order.units.reduce((a, l) => a + l.count, 0);
  if (count < 1 || count > UMBAT_UNITS)
    return fail('rule/illegal-choice', `Umbat produces up to ${UMBAT_UNITS} units; this order has ${count}.`);
  const dear = order.units.find((l) => (unitStats(state, seat, l.unit).cost ?? 0) > UMBAT_MAX_COST);
  if (dear)
    return fail(
      'rule/illegal-choice',
      `Umbat produces units costing ${UMBAT_MAX_COST} or less; ${UNIT_NAMES[dear.unit]} costs more.`,
    );
  return null;
}

export function umbat(
  state: GameState,
  seat: Seat,
  system: string,
  order: ProductionOrder,
): { state: GameState; events: GameEvent[] } | RuleError {
  const problem = umbatProblem(state, seat, system, order);
  if (problem) return problem;
  const made = produce(state, seat, { system, unlimited: true }, order);
  if ('ok' in made) return made;
  return {
    state: exhaustCard(made.state, seat, UMBAT),
    events: [
      {
        type: 'note',
        seat,
        text: `${state.players[seat]?.name ?? ''} takes a component action with Umbat (exhausted).`,
      },
      ...made.events,
    ],
  };
}

const nameOf = (state: GameState, seat: Seat) => state.players[seat]?.name ?? `Seat ${seat + 1}`;

/** Other players the Muaat may choose: those with a war sun or flagship on the board. */
export function umbatPlayers(state: BoardView, seat: Seat): Seat[] {
  return state.players
    .filter((p) => p.seat !== seat && umbatSystems(state, p.seat).length > 0)
    .map((p) => p.seat);
}

/** The component ability `umbat-for`: the agent exhausted, and the turn waits for `to`'s production. */
export function umbatFor(
  state: GameState,
  seat: Seat,
  to: Seat,
): { state: GameState; events: GameEvent[]; keepTurn: true } | RuleError {
  if (!umbatPlayers(state, seat).includes(to))
    return fail(
      'rule/illegal-choice',
      to === seat
        ? 'On your own behalf, Umbat names the units you produce.'
        : `${nameOf(state, to)} has no war sun or flagship on the board: Umbat would give them nothing to produce with.`,
    );
  const exhausted = exhaustCard(state, seat, UMBAT);
  return {
    state: { ...exhausted, turnUses: [...(exhausted.turnUses ?? []), `${MARK}${to}`] },
    events: [
      {
        type: 'note',
        seat,
        text: `${nameOf(state, seat)} takes a component action with Umbat (exhausted): ${nameOf(state, to)} may produce up to ${UMBAT_UNITS} units costing ${UMBAT_MAX_COST} or less at a war sun or flagship of theirs.`,
      },
    ],
    keepTurn: true,
  };
}

/** The `umbat-production` intent: the chosen player's production (or none), then the Muaat's turn ends. */
export function umbatProduction(
  state: GameState,
  seat: Seat | null,
  choice: { readonly system?: string | undefined; readonly order?: ProductionOrder | undefined },
): Outcome {
  const to = umbatWaitsFor(state);
  if (to === null || (seat !== null && seat !== to))
    return fail('intent/not-your-turn', 'Umbat is not waiting for your production.');
  const muaat = state.active as Seat;
  const cleared: GameState = { ...state, turnUses: state.turnUses?.filter((u) => !u.startsWith(MARK)) };
  if (choice.system === undefined || choice.order === undefined) {
    if (choice.system !== undefined || choice.order !== undefined)
      return fail(
        'rule/illegal-choice',
        'Name both the system and the order, or neither to produce nothing.',
      );
    const who = seat === null ? `The host moves on: ${nameOf(state, to)}` : nameOf(state, to);
    return endTurn(cleared, muaat, [{ type: 'note', seat: to, text: `${who} produces nothing with Umbat.` }]);
  }
  const problem = umbatProblem(state, to, choice.system, choice.order);
  if (problem) return problem;
  const made = produce(cleared, to, { system: choice.system, unlimited: true }, choice.order);
  if ('ok' in made) return made;
  return endTurn(made.state, muaat, made.events);
}

/** What the chosen player may answer: a small order at each of their war suns or flagships, or nothing. */
export function umbatIntents(state: GameState, seat: Seat): Intent[] {
  if (umbatWaitsFor(state) !== seat) return [];
  const out: Intent[] = [{ type: 'umbat-production' }];
  for (const system of umbatSystems(state, seat)) {
    const order = exampleOrder(state, seat, { system, unlimited: true });
    if (order) out.push({ type: 'umbat-production', system, order });
  }
  return out;
}

/** The intents this module owns, in the engine's handler table (engine/handlers.ts). */
export const umbatHandlers: Handlers<'umbat-production'> = {
  'umbat-production': (state, seat, intent) => umbatProduction(state, seat, intent),
};

/** The chosen player's answer while the Muaat's turn waits: a small order at a war sun or flagship, or nothing. */
export function umbatOffers(state: GameState, seat: Seat): Offer[] {
  if (umbatWaitsFor(state) !== seat) return [];
  const muaat = state.active === null ? 'The Muaat' : seatName(state, state.active);
  const systems = umbatSystems(state, seat).filter(
    (system) => exampleOrder(state, seat, { system, unlimited: true }) !== null,
  );
  const out: Offer[] = [];
  if (systems.length > 0)
    out.push({
      id: 'umbat-production',
      type: 'umbat-production',
      title: `Umbat: ${muaat} lets you produce`,
      text: `Produce up to ${UMBAT_UNITS} units costing ${UMBAT_MAX_COST} or less where your war sun or flagship is, paid as usual; ${muaat}'s turn then ends.`,
      place: 'window',
      base: { type: 'umbat-production' },
      fields: [
        {
          kind: 'pick',
          label: 'System of your war sun or flagship',
          choices: systems.map((s) => systemChoice('system', s)),
        },
        {
          kind: 'production',
          key: 'order',
          label: 'Units',
          systemKey: 'system',
          limits: { by: 'Umbat', plain: true, unlimited: true, most: UMBAT_UNITS },
        },
      ],
      submit: 'Produce with Umbat',
    });
  out.push({
    id: 'umbat-production-none',
    type: 'umbat-production',
    title: 'Umbat: produce nothing',
    text: `Decline the production; ${muaat}'s turn ends.`,
    place: 'window',
    base: { type: 'umbat-production' },
    fields: [],
    submit: 'Produce nothing',
  });
  return out;
}

const MUAAT = { agent: UMBAT, faction: 'embers-of-muaat' } as const;
const usable = (state: GameState, seat: Seat) => holderProblem(state, seat, 'Umbat', MUAAT, false);

/** The component action's choices `seat` may make now: the Muaat's own production, or another's. */
function umbatExamples(state: GameState, seat: Seat): ComponentAbility[] {
  if (usable(state, seat) !== null) return [];
  const out: ComponentAbility[] = [];
  const forge = umbatSystems(state, seat)[0];
  const order = forge === undefined ? null : exampleOrder(state, seat, { system: forge, unlimited: true });
  if (forge !== undefined && order) out.push({ id: 'umbat', system: forge, order });
  out.push(...umbatPlayers(state, seat).map((player) => ({ id: 'umbat-for' as const, player })));
  return out;
}

/** The Muaat's name, or a stand-in while nobody's turn it is. */
const muaatOf = (state: GameState) => (state.active === null ? 'the Muaat' : nameOf(state, state.active));

/** The component actions Umbat and Umbat for another player, while `legal` offers them. */
function umbatActionOffers(state: GameState, seat: Seat, legal: readonly Intent[]): Offer[] {
  const out: Offer[] = [];
  if (componentOffered(legal, 'umbat')) {
    const systems = umbatSystems(state, seat).filter(
      (system) => exampleOrder(state, seat, { system, unlimited: true }) !== null,
    );
    out.push(
      componentOffer(
        'umbat',
        'Umbat (your agent)',
        `Exhaust it to produce up to ${UMBAT_UNITS} units costing ${UMBAT_MAX_COST} or less where your war sun or flagship is, paid as usual.`,
        [
          {
            kind: 'pick',
            label: 'System of your war sun or flagship',
            choices: systems.map((s) => inAbility(systemChoice('system', s))),
          },
          {
            kind: 'production',
            key: 'ability.order',
            label: 'Units',
            systemKey: 'ability.system',
            limits: { by: 'Umbat', plain: true, unlimited: true, most: UMBAT_UNITS },
          },
        ],
        'Produce with Umbat',
        false,
      ),
    );
  }
  if (componentOffered(legal, 'umbat-for'))
    out.push(
      componentOffer(
        'umbat-for',
        'Umbat for another player',
        `Exhaust your agent so that another player produces up to ${UMBAT_UNITS} units where their war sun or flagship is; your turn waits for them.`,
        [
          {
            kind: 'pick',
            label: 'Player',
            choices: umbatPlayers(state, seat).map((p) => inAbility(seatChoice(state, 'player', p))),
          },
        ],
        'Let them produce',
        false,
      ),
    );
  return out;
}

/** Umbat in the rule set (engine/rule-set.ts). */
export const umbatRules: AbilityRules = {
  id: UMBAT,
  holder: { kind: 'leader', leader: UMBAT, faction: MUAAT.faction },
  offers: (state, seat, legal) => [...umbatOffers(state, seat), ...umbatActionOffers(state, seat, legal)],
  handlers: umbatHandlers,
  componentAction: {
    examples: umbatExamples,
    resolve: (state, seat, ability) => {
      if (ability.id !== 'umbat' && ability.id !== 'umbat-for') return null;
      const problem = usable(state, seat);
      if (problem) return problem;
      return ability.id === 'umbat'
        ? umbat(state, seat, ability.system, ability.order)
        : umbatFor(state, seat, ability.player);
    },
  },
  hold: {
    phase: 'action',
    waiting: (state) => {
      const to = umbatWaitsFor(state);
      return to === null || state.active === null
        ? null
        : {
            seats: [to],
            text: `Waiting for ${nameOf(state, to)} to produce with ${muaatOf(state)}'s Umbat (or produce nothing).`,
          };
    },
    intents: umbatIntents,
    stopWaiting: (state) => umbatProduction(state, null, {}),
    refusal: (state) =>
      `Your Umbat waits for ${nameOf(state, umbatWaitsFor(state) ?? 0)} to produce; your turn ends then.`,
  },
};
