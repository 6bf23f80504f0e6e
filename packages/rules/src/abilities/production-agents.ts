// Agents that act on a production (Prophecy of Kings), on the owner's own or on another player's:
// - Berekar Berekon (Winnu): 2 off the produced units' combined cost;
// - Trillossa Aun Mirik (Argent Flight): ground forces produced may go on any planets the producer
//   controls in that system and the adjacent ones.
// On their own production the owner names the agent in the order (`berekar`, `trillossa`). For another
// player they grant it during that player's tactical action, before the production (an intent of the
// agent's name, `to` the active player): the agent is exhausted at once and that player's next
// production this turn has it (`turnUses`). The agent readies in the status phase.

import type { GameEvent } from '../state/events.ts';
import { applied, type Outcome } from '../state/outcome.ts';
import { fail, type RuleError } from '../kernel/result.ts';
import { canonicalState, type GameState, type PlayerState, type Seat } from '../state/state.ts';
import { exhaustCard } from '../board/exhaust.ts';
import { planetName, UNIT_NAMES, type BoardView } from '../board/forces.ts';
import type { ProductionFormItem } from '../hooks/contract.ts';
import { systemOfPlanet } from '../content/systems.ts';
import { adjacentPlanets } from '../board/neighbours.ts';
import type { Handlers } from '../state/handlers.ts';
import type { Intent } from '../wire/intents.ts';
import type { AbilityRules } from '../hooks/contract.ts';
import type { Offer } from '../hooks/offer.ts';
import { seatName } from '../hooks/offer-choices.ts';

export const BEREKAR_BEREKON = 'berekar-berekon';
export const BEREKAR_DISCOUNT = 2;
export const TRILLOSSA_AUN_MIRIK = 'trillossa-aun-mirik';
export const PRODUCTION_AGENTS = {
  [BEREKAR_BEREKON]: { faction: 'winnu', name: 'Berekar Berekon', effect: `costs ${BEREKAR_DISCOUNT} less` },
  [TRILLOSSA_AUN_MIRIK]: {
    faction: 'argent-flight',
    name: 'Trillossa Aun Mirik',
    effect: 'may place its ground forces on their planets in adjacent systems',
  },
} as const;
export type ProductionAgent = keyof typeof PRODUCTION_AGENTS;

/** The mark in `turnUses` while a grant to `seat` waits for their production. */
export const agentGrant = (agent: ProductionAgent, seat: Seat) => `${agent}:${seat}`;

type Agents = { readonly players: readonly Pick<PlayerState, 'faction' | 'exhaustedCards'>[] };

/** Whether `seat` owns `agent` (its faction's) and it is ready. */
export function agentReady(state: Agents, seat: Seat, agent: ProductionAgent): boolean {
  const me = state.players[seat];
  return me?.faction === PRODUCTION_AGENTS[agent].faction && !me.exhaustedCards?.includes(agent);
}

/** Why `seat` cannot use `agent` now, or null. */
export function agentProblem(state: Agents, seat: Seat, agent: ProductionAgent): RuleError | null {
  const { faction, name } = PRODUCTION_AGENTS[agent];
  if (state.players[seat]?.faction !== faction)
    return fail('rule/illegal-choice', `${name} is the ${factionLabel(faction)} agent.`);
  if (!agentReady(state, seat, agent))
    return fail('rule/illegal-choice', `${name} is exhausted until the status phase.`);
  return null;
}

const factionLabel = (faction: string) => (faction === 'winnu' ? 'Winnu' : 'Argent Flight');

/** Whether a grant of `agent` to `seat` waits for their production this turn. */
export function agentGranted(
  state: Pick<GameState, 'turnUses'>,
  seat: Seat,
  agent: ProductionAgent,
): boolean {
  return state.turnUses?.includes(agentGrant(agent, seat)) ?? false;
}

/** The players the owner in `seat` may grant `agent` to now: the active player in a tactical action, before producing. */
export function agentTargets(state: GameState, seat: Seat, agent: ProductionAgent): Seat[] {
  const active = state.active;
  if (state.phase !== 'action' || !state.tactical || active === null || active === seat) return [];
  if (!agentReady(state, seat, agent) || agentGranted(state, active, agent)) return [];
  const done = state.construction.producedIn;
  if (done && done.round === state.round && done.seat === active && done.system === state.tactical.system)
    return [];
  return [active];
}

/** The grant intents (`berekar-berekon`, `trillossa-aun-mirik`): the agent for `to`'s coming production. */
export function grantAgent(state: GameState, seat: Seat, agent: ProductionAgent, to: Seat): Outcome {
  const problem = agentProblem(state, seat, agent);
  if (problem) return problem;
  const { name, effect } = PRODUCTION_AGENTS[agent];
  if (!agentTargets(state, seat, agent).includes(to))
    return fail(
      'rule/illegal-choice',
      `${name} helps the active player's production in their tactical action, before they produce.`,
    );
  const next = canonicalState(exhaustCard(state, seat, agent));
  next.turnUses = [...(state.turnUses ?? []), agentGrant(agent, to)];
  const events: GameEvent[] = [
    {
      type: 'note',
      seat,
      text: `${state.players[seat]?.name ?? ''} exhausts ${name}: ${state.players[to]?.name ?? ''}'s production this turn ${effect}.`,
    },
  ];
  return applied(next, events);
}

/** Trillossa Aun Mirik: planets `seat` controls in the systems adjacent to `system` (its own are as ever). */
export function trillossaPlanets(state: BoardView, seat: Seat, system: string): string[] {
  return adjacentPlanets(state.galaxy, system).filter((id) => state.galaxy.planets[id]?.controller === seat);
}

/** The intents this module owns, in the engine's handler table (engine/handlers.ts). */
export const productionAgentHandlers: Handlers<'berekar-berekon' | 'trillossa-aun-mirik'> = {
  'berekar-berekon': (state, seat, intent) => grantAgent(state, seat, intent.type, intent.to),
  'trillossa-aun-mirik': (state, seat, intent) => grantAgent(state, seat, intent.type, intent.to),
};

/** During the active player's tactical action, before they produce: the agent for their production. */
function agentOffers(agent: ProductionAgent) {
  return (state: GameState, seat: Seat): Offer[] => {
    const { name, effect } = PRODUCTION_AGENTS[agent];
    return agentTargets(state, seat, agent).map((to) => {
      const who = seatName(state, to);
      return {
        id: `${agent}-${to}`,
        type: agent,
        title: `${name} for ${who}`,
        text: `${who} is taking a tactical action: exhaust your agent and their production this turn ${effect}.`,
        place: 'window',
        base: { type: agent, to },
        fields: [],
        submit: `Exhaust ${name} for ${who}`,
      };
    });
  };
}

/** Berekar Berekon and Trillossa Aun Mirik in the rule set (engine/rule-set.ts). */
export const productionAgentsRules: AbilityRules = {
  id: 'production-agents',
  holder: [
    { kind: 'leader', leader: BEREKAR_BEREKON, faction: PRODUCTION_AGENTS[BEREKAR_BEREKON].faction },
    { kind: 'leader', leader: TRILLOSSA_AUN_MIRIK, faction: PRODUCTION_AGENTS[TRILLOSSA_AUN_MIRIK].faction },
  ],
  handlers: productionAgentHandlers,
  offers: (state, seat) => [
    ...agentOffers(BEREKAR_BEREKON)(state, seat),
    ...agentOffers(TRILLOSSA_AUN_MIRIK)(state, seat),
  ],
  production: {
    check: (state, seat, order) => {
      // Agents named on one's own production (a grant by their owner needs no naming).
      for (const [named, agent] of [
        [order.berekar, BEREKAR_BEREKON],
        [order.trillossa, TRILLOSSA_AUN_MIRIK],
      ] as const) {
        if (!named) continue;
        const problem = agentProblem(state, seat, agent);
        if (problem) return problem;
      }
      return null;
    },
    discount: {
      by: 'Berekar Berekon',
      amount: (state, seat, request) =>
        request.choices.berekar === true || (!request.unlimited && agentGranted(state, seat, BEREKAR_BEREKON))
          ? BEREKAR_DISCOUNT
          : 0,
    },
    elsewhere: {
      by: 'Trillossa Aun Mirik',
      places: (state, seat, system, request) =>
        request.choices.trillossa === true ||
        (!request.unlimited && agentGranted(state, seat, TRILLOSSA_AUN_MIRIK))
          ? trillossaPlanets(state, seat, system).map((place) => ({
              place,
              system: systemOfPlanet(place) ?? system,
              units: ['infantry', 'mech'],
              label: `${planetName(place)} (next door)`,
            }))
          : [],
      refusal: (unit) => `Trillossa Aun Mirik places ground forces next door, not ${UNIT_NAMES[unit]} units.`,
    },
    form: (state, seat, _site, narrow) => {
      const out: ProductionFormItem[] = [];
      const berekar = agentGranted(state, seat, BEREKAR_BEREKON);
      const trillossa = agentGranted(state, seat, TRILLOSSA_AUN_MIRIK);
      if (!berekar && agentReady(state, seat, BEREKAR_BEREKON))
        out.push({
          kind: 'toggle',
          id: 'berekar',
          key: 'berekar',
          label: 'Berekar Berekon (your agent, exhausted): −2 to the cost',
          hiddenWith: ['harrugh'],
        });
      const elsewhere = !narrow.shipsOnly && !narrow.single;
      if (elsewhere && !trillossa && agentReady(state, seat, TRILLOSSA_AUN_MIRIK))
        out.push({
          kind: 'toggle',
          id: 'trillossa',
          key: 'trillossa',
          label:
            'Trillossa Aun Mirik (your agent, exhausted): ground forces may go on your planets next door',
        });
      if (trillossa)
        out.push({
          kind: 'note',
          id: 'trillossa-granted',
          text: 'The Argent exhausted Trillossa Aun Mirik for you: ground forces may go on your planets next door.',
        });
      if (berekar)
        out.push({
          kind: 'note',
          id: 'berekar-granted',
          text: 'The Winnu exhausted Berekar Berekon for you: this production costs 2 less.',
        });
      return out;
    },
    paid: (state, seat, order, request) => {
      let next = state;
      if (order.berekar) next = exhaustCard(next, seat, BEREKAR_BEREKON);
      if (order.trillossa) next = exhaustCard(next, seat, TRILLOSSA_AUN_MIRIK);
      // A grant of this turn is used up by this production.
      const used = request.unlimited
        ? []
        : ([BEREKAR_BEREKON, TRILLOSSA_AUN_MIRIK] as const).filter((a) => agentGranted(state, seat, a));
      if (used.length === 0) return { state: next, events: [] };
      const out = canonicalState(next);
      out.turnUses = next.turnUses?.filter((u) => !used.some((a) => u === agentGrant(a, seat)));
      return { state: out, events: [] };
    },
  },
  productionIntents: (state, seat) =>
    (Object.keys(PRODUCTION_AGENTS) as ProductionAgent[]).flatMap((agent) =>
      agentTargets(state, seat, agent).map((to): Intent => ({ type: agent, to })),
    ),
};
