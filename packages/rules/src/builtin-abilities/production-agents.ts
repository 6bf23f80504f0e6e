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
import { exhaustCard } from './exhaust.ts';
import { planetsOf, type BoardView } from '../board/forces.ts';
import { adjacency } from '../board/neighbours.ts';
import type { Handlers } from '../state/handlers.ts';
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

/** The planets in the systems adjacent to `system` (LRR 6), its own left out. */
export function adjacentPlanets(galaxy: BoardView['galaxy'], system: string): string[] {
  const position = galaxy.systems.find((s) => s.systemId === system)?.position;
  if (position === undefined) return [];
  const near = adjacency(galaxy).get(position) ?? new Set<number>();
  return galaxy.systems
    .filter((s) => near.has(s.position) && s.systemId !== system)
    .flatMap((s) => planetsOf(s.systemId));
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

export const berekarRules: AbilityRules = {
  id: BEREKAR_BEREKON,
  holder: { kind: 'leader', leader: BEREKAR_BEREKON },
  offers: agentOffers(BEREKAR_BEREKON),
};

export const trillossaRules: AbilityRules = {
  id: TRILLOSSA_AUN_MIRIK,
  holder: { kind: 'leader', leader: TRILLOSSA_AUN_MIRIK },
  offers: agentOffers(TRILLOSSA_AUN_MIRIK),
};
