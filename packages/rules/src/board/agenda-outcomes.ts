// The outcomes a council may vote for on an agenda (LRR 7): "for"/"against", or the candidates of an
// "elect" agenda, as strings: a seat as "seat:N", a planet, law, objective or strategy card by its id.

import { OBJECTIVES_BY_ID, PLANETS_BY_ID, STRATEGY_CARD_IDS, SYSTEMS_BY_ID } from '../content/index.ts';
import { MECATOL_REX_PLANET_ID, planetTraits, systemOfPlanet } from '../content/systems.ts';
import { STRATEGY_CARDS_BY_ID } from '../content/strategy-cards.ts';
import type { GameState, Seat } from '../state/state.ts';
import { agendaName, agendaRules, type ElectKind } from '../content/agenda-content.ts';

export const seatOutcome = (seat: Seat): string => `seat:${seat}`;

/** The seat an outcome elects, or null when it does not elect a player. */
export function outcomeSeat(outcome: string): Seat | null {
  const m = /^seat:(\d)$/.exec(outcome);
  return m ? Number(m[1]) : null;
}

function planetsOfKind(state: GameState, kind: ElectKind): string[] {
  return Object.keys(state.galaxy.planets).filter((id) => {
    const data = PLANETS_BY_ID.get(id);
    if (!data) return false;
    switch (kind) {
      case 'planet':
        return true;
      case 'cultural-planet':
        return planetTraits(data).includes('cultural');
      case 'hazardous-planet':
        return planetTraits(data).includes('hazardous');
      case 'industrial-planet':
        return planetTraits(data).includes('industrial');
      case 'non-home-planet': {
        const system = SYSTEMS_BY_ID.get(systemOfPlanet(id) ?? '');
        return id !== MECATOL_REX_PLANET_ID && system?.kind !== 'home';
      }
      default:
        return false;
    }
  });
}

/** Every outcome the council may vote for on `agenda` in this state. */
export function agendaOutcomes(state: GameState, agenda: string): string[] {
  const kind = agendaRules(agenda).elect;
  switch (kind) {
    case 'for-against':
      return ['for', 'against'];
    case 'player':
      return state.players.map((p) => seatOutcome(p.seat));
    case 'law':
      return state.laws.map((l) => l.id);
    case 'scored-secret':
      return state.players.flatMap((p) => p.secretObjectives.filter((s) => s.scored).map((s) => s.id));
    case 'strategy-card':
      return [...STRATEGY_CARD_IDS];
    default:
      return planetsOfKind(state, kind);
  }
}

/** An outcome in words: "For", "Ada", "Mecatol Rex", a law's or card's name. */
export function outcomeName(
  state: { readonly players: readonly { readonly name: string }[] },
  outcome: string,
): string {
  if (outcome === 'for') return 'For';
  if (outcome === 'against') return 'Against';
  const seat = outcomeSeat(outcome);
  if (seat !== null) return state.players[seat]?.name ?? `Seat ${seat + 1}`;
  return (
    PLANETS_BY_ID.get(outcome)?.name ??
    OBJECTIVES_BY_ID.get(outcome)?.name ??
    STRATEGY_CARDS_BY_ID.get(outcome as never)?.name ??
    agendaName(outcome)
  );
}
