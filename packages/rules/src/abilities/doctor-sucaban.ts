// Doctor Sucaban (the Universities of Jol-Nar's agent): when a player spends resources to research, the
// Jol-Nar may exhaust it so that this player removes any number of their infantry from the board, each
// lowering the resources spent by 1. The app's research that costs resources is Technology's (its
// second technology, its secondary, Inheritance Systems): during a Technology strategic action the
// Jol-Nar grant it (`doctor-sucaban`, `to`: the active player while the primary resolves, or a player
// still to follow), which marks the turn; that player's research then names the infantry removed
// (`sucaban` in Technology's choices, rules/cards/technology.ts). The agent readies in the status phase.

import type { GameEvent } from '../state/events.ts';
import { addUnits } from '../board/forces.ts';
import { applied, type Outcome } from '../state/outcome.ts';
import { fail, type RuleError } from '../kernel/result.ts';
import { canonicalState, type GameState, type PlanetState, type Seat } from '../state/state.ts';
import { PLANETS_BY_ID } from '../content/systems.ts';
import { exhaustCard } from '../board/exhaust.ts';
import type { Handlers } from '../state/handlers.ts';
import type { AbilityRules } from '../hooks/contract.ts';
import type { Offer } from '../hooks/offer.ts';
import { seatChoice } from '../hooks/offer-choices.ts';

export const DOCTOR_SUCABAN = 'doctor-sucaban';
const JOL_NAR = 'universities-of-jol-nar';
const mark = (seat: Seat) => `${DOCTOR_SUCABAN}:${seat}`;
const nameOf = (state: GameState, seat: Seat) => state.players[seat]?.name ?? `Seat ${seat + 1}`;

export interface SucabanRemoval {
  readonly planet: string;
  readonly count: number;
}

/** The players the Jol-Nar in `seat` may grant Doctor Sucaban to now. */
export function sucabanTargets(state: GameState, seat: Seat): Seat[] {
  const me = state.players[seat];
  const s = state.strategic;
  if (me?.faction !== JOL_NAR || me.exhaustedCards?.includes(DOCTOR_SUCABAN)) return [];
  if (state.phase !== 'action' || !s || s.card !== 'technology') return [];
  const researching =
    s.step === 'primary'
      ? [s.active]
      : Object.entries(s.followers)
          .filter(([, d]) => d === 'pending')
          .map(([k]) => Number(k));
  return researching.filter((t) => !state.turnUses?.includes(mark(t)));
}

/** `doctor-sucaban`: the agent exhausted for `to`'s research in this strategic action. */
export function grantSucaban(state: GameState, seat: Seat, to: Seat): Outcome {
  const me = state.players[seat];
  if (me?.faction !== JOL_NAR) return fail('rule/illegal-choice', 'Doctor Sucaban is the Jol-Nar agent.');
  if (me.exhaustedCards?.includes(DOCTOR_SUCABAN))
    return fail('rule/illegal-choice', 'Doctor Sucaban is exhausted until the status phase.');
  if (!sucabanTargets(state, seat).includes(to))
    return fail(
      'rule/illegal-choice',
      'Doctor Sucaban is used for a player about to research with Technology (its primary, or a follow not yet decided).',
    );
  const next = canonicalState(exhaustCard(state, seat, DOCTOR_SUCABAN));
  next.turnUses = [...(state.turnUses ?? []), mark(to)];
  return applied(next, [
    {
      type: 'note',
      seat,
      text: `${me.name} exhausts Doctor Sucaban: ${nameOf(state, to)} may remove infantry from the board to pay for their research, 1 resource each.`,
    },
  ]);
}

/** Whether Doctor Sucaban waits for `seat`'s research (granted, not used yet). */
export function sucabanGranted(state: Pick<GameState, 'turnUses'>, seat: Seat): boolean {
  return state.turnUses?.includes(mark(seat)) ?? false;
}

/** The infantry `seat` removes for Doctor Sucaban: the state without them, and how many. */
export function removeForSucaban(
  state: GameState,
  seat: Seat,
  removals: readonly SucabanRemoval[],
): { state: GameState; removed: number; events: GameEvent[] } | RuleError {
  if (!sucabanGranted(state, seat))
    return fail('rule/illegal-choice', 'Doctor Sucaban has not been exhausted for your research.');
  const planets = { ...state.galaxy.planets };
  let removed = 0;
  for (const { planet, count } of removals) {
    const p = planets[planet];
    const held = p?.units[String(seat)]?.infantry ?? 0;
    if (!p || held < count)
      return fail(
        'rule/illegal-choice',
        `You have ${held} infantry on ${PLANETS_BY_ID.get(planet)?.name ?? planet}, not ${count}.`,
      );
    planets[planet] = {
      ...(p as PlanetState),
      units: { ...p.units, [String(seat)]: addUnits(p.units[String(seat)], 'infantry', -count) },
    };
    removed += count;
  }
  const next = canonicalState({ ...state, galaxy: { ...state.galaxy, planets } });
  next.turnUses = (state.turnUses ?? []).filter((u) => u !== mark(seat));
  const events: GameEvent[] = [
    {
      type: 'note',
      seat,
      text: `${nameOf(state, seat)} removes ${removed} infantry from the board (Doctor Sucaban): ${removed} resource${removed === 1 ? '' : 's'} less to pay.`,
    },
  ];
  return { state: next, removed, events };
}

/** The intents this module owns, in the engine's handler table (engine/handlers.ts). */
export const doctorSucabanHandlers: Handlers<'doctor-sucaban'> = {
  'doctor-sucaban': (state, seat, intent) => grantSucaban(state, seat, intent.to),
};

/** During Technology: every player about to research whom the agent may help. */
export function sucabanOffers(state: GameState, seat: Seat): Offer[] {
  const targets = sucabanTargets(state, seat);
  if (targets.length === 0) return [];
  return [
    {
      id: DOCTOR_SUCABAN,
      type: 'doctor-sucaban',
      title: 'Doctor Sucaban',
      text: 'Exhaust your agent for a player about to research: each infantry they remove from the board pays 1 resource.',
      place: 'anytime',
      base: { type: 'doctor-sucaban' },
      fields: [{ kind: 'pick', label: 'Player', choices: targets.map((to) => seatChoice(state, 'to', to)) }],
      submit: 'Exhaust Doctor Sucaban',
    },
  ];
}

/** Doctor Sucaban in the rule set (engine/rule-set.ts). */
export const doctorSucabanRules: AbilityRules = {
  id: DOCTOR_SUCABAN,
  holder: { kind: 'leader', leader: DOCTOR_SUCABAN, faction: JOL_NAR },
  offers: sucabanOffers,
  handlers: doctorSucabanHandlers,
  anytime: ['doctor-sucaban'],
  windowIntents: (state, seat) =>
    sucabanTargets(state, seat).map((to) => ({ type: 'doctor-sucaban' as const, to })),
  researchForm: (state, seat) => {
    if (!sucabanGranted(state, seat)) return null;
    const places = Object.entries(state.galaxy.planets)
      .map(([planet, p]) => ({
        planet,
        held: p.units[String(seat)]?.infantry ?? 0,
        label: `infantry off ${PLANETS_BY_ID.get(planet)?.name ?? planet}`,
      }))
      .filter((x) => x.held > 0);
    return places.length === 0
      ? null
      : {
          id: 'sucaban',
          key: 'sucaban',
          text: 'Doctor Sucaban: remove infantry, 1 resource less each',
          places,
        };
  },
  on: {
    // Infantry removed first, each taking 1 off the resources to spend.
    researchPayment: (state, seat, choices) => {
      if (!choices.sucaban || choices.sucaban.length === 0) return null;
      const out = removeForSucaban(state, seat, choices.sucaban);
      return 'ok' in out ? out : { state: out.state, events: out.events, less: out.removed };
    },
  },
};
