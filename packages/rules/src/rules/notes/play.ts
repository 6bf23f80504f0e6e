// Playing a promissory note from one's hand (LRR 69): never one's own (69.3), and it goes back to its
// owner afterwards unless it stays face up in the play area. The notes that change the strategy layer
// are resolved here, each in its window:
// - Gift of Prescience (Naalu): during the strategy phase (its end, when nobody waits for it: see
//   action-card-windows.ts for why the whole phase is the window); the holder takes the 0 token for the
//   round — the note stays in their play area and goes back at the end of the status phase (phases.ts).
// - Cybernetic Enhancements (L1Z1X): at the start of the holder's turn: a token leaves the L1Z1X's
//   strategy pool for their reinforcements, and the holder puts one from theirs in their strategy pool.
// - Military Support (Sol): at the start of the Sol's turn, by the holder, out of turn: a token leaves
//   the Sol's strategy pool, and the holder may place 2 infantry on a planet they control.
// - Fires of the Gashlai (Muaat): as the holder's action: a token leaves the Muaat's fleet pool, and the
//   holder gains the War Sun unit upgrade; the turn ends.
// - Scepter of Dominion (Mahact): during the strategy phase (its start; the whole phase, as above): the
//   holder names a system that is no home and holds their units; each other player with a token on the
//   Mahact's command sheet (`captured`) puts one from their reinforcements there, if they have one and
//   none is there yet.
// - Research Agreement (Jol-Nar): after its owner researches a technology that is no faction
//   technology, until the end of the next turn: the holder gains it (rules/notes/research-agreement.ts).
// Trade Agreement resolves itself when its owner replenishes (rules/notes/trade-agreement.ts); Acquiescence is
// part of following (strategic.ts). Every other note is played here too, for the record: the log names
// it, it goes back to its owner, and its effect is made at the table.

import { checkTurn, endTurn } from '../action-phase.ts';
import { parseNoteKey, PROMISSORY_NOTES_BY_ID } from '../../content/promissory-notes.ts';
import type { GameEvent } from '../../state/events.ts';
import { addUnits, unitOwners, type BoardView } from '../../board/forces.ts';
import { systemName } from '../../board/card-helpers.ts';
import { PLANETS_BY_ID, SYSTEMS_BY_ID } from '../../content/systems.ts';
import type { Intent } from '../../wire/intents.ts';
import { applied, type Outcome } from '../../state/outcome.ts';
import { fail } from '../../kernel/result.ts';
import type { GameState, PlanetState, Seat } from '../../state/state.ts';
import { reinforcementTokens } from '../../board/tokens.ts';
import { updatePlayer } from '../../state/update.ts';
import { noteName, notesTracked, returnNote } from '../../board/notes-hand.ts';
import { agreementTechnologies, playResearchAgreement, RESEARCH_AGREEMENT } from './research-agreement.ts';
import type { Handlers } from '../../state/handlers.ts';

export type PlayNote = Extract<Intent, { type: 'play-promissory-note' }>;

export const GIFT_OF_PRESCIENCE = 'gift-of-prescience';
export const CYBERNETIC_ENHANCEMENTS = 'cybernetic-enhancements';
export const MILITARY_SUPPORT = 'military-support';
export const FIRES_OF_THE_GASHLAI = 'fires-of-the-gashlai';
export const SCEPTER_OF_DOMINION = 'scepter-of-dominion';
/** Military Support: infantry placed. */
export const MILITARY_SUPPORT_INFANTRY = 2;
const WAR_SUN = 'war-sun';

/** Notes this module resolves (the others are played for the record only). */
export const RESOLVED_NOTES: readonly string[] = [
  GIFT_OF_PRESCIENCE,
  CYBERNETIC_ENHANCEMENTS,
  MILITARY_SUPPORT,
  FIRES_OF_THE_GASHLAI,
  SCEPTER_OF_DOMINION,
  RESEARCH_AGREEMENT,
];
/** Notes not played from the hand at all: they resolve themselves or through another intent. */
const NOT_PLAYED: Readonly<Record<string, string>> = {
  'trade-agreement': 'it resolves itself when its owner replenishes commodities',
  acquiescence: 'it is used when following the Winnu’s strategic action (follow with Acquiescence)',
  'support-for-the-throne': 'it goes face up into the play area when received',
  alliance: 'it goes face up into the play area when received',
};

const nameOf = (state: GameState, seat: Seat) => state.players[seat]?.name ?? `Seat ${seat + 1}`;

/** Why `seat` cannot play `key` now, or null (the choices are checked when it resolves). */
function closed(state: GameState, seat: Seat, key: string): string | null {
  const parsed = parseNoteKey(key);
  if (!notesTracked(state)) return 'This game does not track promissory notes: play them at the table.';
  if (!parsed) return 'There is no such promissory note.';
  if (!state.players[seat]?.promissoryNotes?.includes(key))
    return 'That promissory note is not in your hand.';
  if (parsed.owner === seat)
    return 'You cannot play your own promissory notes (LRR 69.3): give them away first.';
  const name = (): string => noteName(state, key);
  const not = NOT_PLAYED[parsed.id];
  if (not) return `${name()} is not played from the hand: ${not}.`;
  switch (parsed.id) {
    case GIFT_OF_PRESCIENCE:
      return state.phase === 'strategy' ? null : `${name()} is played at the end of the strategy phase.`;
    case SCEPTER_OF_DOMINION:
      return state.phase === 'strategy' ? null : `${name()} is played at the start of the strategy phase.`;
    case RESEARCH_AGREEMENT:
      return agreementTechnologies(state, seat).length > 0
        ? null
        : `${name()} is played after ${nameOf(state, parsed.owner)} researches a technology that is not a faction technology (until the end of the next turn).`;
    case CYBERNETIC_ENHANCEMENTS:
      return checkTurn(state, seat) === null ? null : `${name()} is played at the start of your turn.`;
    case MILITARY_SUPPORT:
      return state.active === parsed.owner && checkTurn(state, parsed.owner) === null
        ? null
        : `${name()} is played at the start of ${nameOf(state, parsed.owner)}'s turn.`;
    case FIRES_OF_THE_GASHLAI:
      return checkTurn(state, seat) === null ? null : `${name()} is played as your action, on your turn.`;
    default:
      return state.phase === 'setup' || state.phase === 'ended' ? 'The game is not under way.' : null;
  }
}

/** The `play-promissory-note` intent. */
export function playNote(state: GameState, seat: Seat, intent: PlayNote): Outcome {
  const why = closed(state, seat, intent.note);
  if (why)
    return fail(
      why.includes('start') || why.includes('phase') ? 'intent/wrong-phase' : 'rule/illegal-choice',
      why,
    );
  const { id, owner } = parseNoteKey(intent.note) as { id: string; owner: Seat };
  const name = noteName(state, intent.note);
  const events: GameEvent[] = [{ type: 'note', seat, text: `${nameOf(state, seat)} plays ${name}.` }];
  switch (id) {
    case GIFT_OF_PRESCIENCE: {
      // The note stays face up until the end of the status phase; the holder is first this round.
      const next = updatePlayer(state, seat, (p) => ({
        ...p,
        promissoryNotes: (p.promissoryNotes ?? []).filter((k) => k !== intent.note),
        notesInPlay: [...(p.notesInPlay ?? []), intent.note],
      }));
      events.push({
        type: 'note',
        seat,
        text: `${nameOf(state, seat)} takes the 0 token: first in initiative order this round.`,
      });
      return applied({ ...next, zeroToken: seat }, events);
    }
    case CYBERNETIC_ENHANCEMENTS:
      return applied(cybernetic(state, seat, owner, intent.note, events), events);
    case MILITARY_SUPPORT: {
      const next = militarySupport(state, seat, owner, intent, events);
      return 'ok' in next ? next : applied(next, events);
    }
    case FIRES_OF_THE_GASHLAI: {
      if (state.players[seat]?.technologies.includes(WAR_SUN))
        return fail('rule/illegal-choice', `You already own War Sun: ${name} would give you nothing.`);
      let next = takeToken(state, owner, 'fleet', events);
      next = updatePlayer(next, seat, (p) => ({ ...p, technologies: [...p.technologies, WAR_SUN] }));
      events.push({ type: 'note', seat, text: `${nameOf(state, seat)} gains War Sun.` });
      return endTurn(returnNote(next, seat, intent.note, events), seat, events);
    }
    case SCEPTER_OF_DOMINION: {
      const next = scepter(state, seat, owner, intent, events);
      return 'ok' in next ? next : applied(next, events);
    }
    case RESEARCH_AGREEMENT: {
      const next = playResearchAgreement(state, seat, intent.note, intent.technology, events);
      return 'ok' in next ? next : applied(next, events);
    }
    default:
      events.push({
        type: 'note',
        seat,
        text: `${PROMISSORY_NOTES_BY_ID.get(id)?.name ?? id} goes back to ${nameOf(state, owner)}; its effect is made at the table.`,
      });
      return applied(returnNote(state, seat, intent.note, events), events);
  }
}

/** One token from `owner`'s `pool` back to their reinforcements, if there is one. */
function takeToken(
  state: GameState,
  owner: Seat,
  pool: 'strategy' | 'fleet',
  events: GameEvent[],
): GameState {
  const p = state.players[owner];
  if (!p || p.pools[pool] < 1) {
    events.push({
      type: 'note',
      seat: owner,
      text: `${nameOf(state, owner)} has no token in their ${pool} pool to lose.`,
    });
    return state;
  }
  events.push({
    type: 'note',
    seat: owner,
    text: `${p.name} returns a token from their ${pool} pool to reinforcements.`,
  });
  return updatePlayer(state, owner, (q) => ({ ...q, pools: { ...q.pools, [pool]: q.pools[pool] - 1 } }));
}

function cybernetic(state: GameState, seat: Seat, owner: Seat, key: string, events: GameEvent[]): GameState {
  let next = takeToken(state, owner, 'strategy', events);
  if (reinforcementTokens(next, seat) > 0) {
    next = updatePlayer(next, seat, (p) => ({ ...p, pools: { ...p.pools, strategy: p.pools.strategy + 1 } }));
    events.push({ type: 'note', seat, text: `${nameOf(state, seat)} gains a token in their strategy pool.` });
  } else {
    events.push({
      type: 'note',
      seat,
      text: `${nameOf(state, seat)} has no token in reinforcements to gain.`,
    });
  }
  return returnNote(next, seat, key, events);
}

/** The planets `seat` could put Military Support's infantry on: those they control. */
export function militarySupportPlanets(state: Pick<GameState, 'galaxy'>, seat: Seat): string[] {
  return Object.entries(state.galaxy.planets)
    .filter(([, p]) => p.controller === seat)
    .map(([id]) => id);
}

function militarySupport(
  state: GameState,
  seat: Seat,
  owner: Seat,
  intent: PlayNote,
  events: GameEvent[],
): GameState | ReturnType<typeof fail> {
  const planet = intent.planet;
  if (planet !== undefined && !militarySupportPlanets(state, seat).includes(planet))
    return fail('rule/illegal-choice', 'Military Support places its infantry on a planet you control.');
  let next = takeToken(state, owner, 'strategy', events);
  if (planet !== undefined) {
    const current = next.galaxy.planets[planet] as PlanetState;
    const units = {
      ...current.units,
      [String(seat)]: addUnits(current.units[String(seat)], 'infantry', MILITARY_SUPPORT_INFANTRY),
    };
    next = {
      ...next,
      galaxy: { ...next.galaxy, planets: { ...next.galaxy.planets, [planet]: { ...current, units } } },
    };
    events.push({
      type: 'note',
      seat,
      text: `${nameOf(state, seat)} places ${MILITARY_SUPPORT_INFANTRY} infantry on ${PLANETS_BY_ID.get(planet)?.name ?? planet}.`,
    });
  }
  return returnNote(next, seat, intent.note, events);
}

/** Systems the holder of Scepter of Dominion may name: no home system, and their units in it. */
export function scepterSystems(state: BoardView, seat: Seat): string[] {
  const homes = new Set(state.players.map((p) => p.homeSystem));
  return state.galaxy.systems
    .filter(
      (x) => x.position >= 0 && !homes.has(x.systemId) && SYSTEMS_BY_ID.get(x.systemId)?.kind !== 'home',
    )
    .filter((x) => unitOwners(state, x.systemId).includes(seat))
    .map((x) => x.systemId);
}

function scepter(
  state: GameState,
  seat: Seat,
  owner: Seat,
  intent: PlayNote,
  events: GameEvent[],
): GameState | ReturnType<typeof fail> {
  const system = intent.system;
  if (system === undefined || !scepterSystems(state, seat).includes(system))
    return fail(
      'rule/illegal-choice',
      'Scepter of Dominion names a system that is not a home system and holds your units.',
    );
  events.push({ type: 'note', seat, text: `${nameOf(state, seat)} names ${systemName(system)}.` });
  const placing = [...new Set(state.players[owner]?.captured ?? [])].filter((s) => s !== seat && s !== owner);
  let next = state;
  for (const s of placing) {
    const at = next.galaxy.systems.find((x) => x.systemId === system);
    if (!at || at.tokens.includes(s) || reinforcementTokens(next, s) < 1) {
      events.push({ type: 'note', seat: s, text: `${nameOf(state, s)} has no token to place there.` });
      continue;
    }
    next = {
      ...next,
      galaxy: {
        ...next.galaxy,
        systems: next.galaxy.systems.map((x) => (x === at ? { ...x, tokens: [...x.tokens, s] } : x)),
      },
    };
    events.push({
      type: 'note',
      seat: s,
      text: `${nameOf(state, s)} places a command token from reinforcements in ${systemName(system)}.`,
    });
  }
  if (placing.length === 0)
    events.push({
      type: 'note',
      seat,
      text: `No one else has a token on ${nameOf(state, owner)}'s command sheet.`,
    });
  return returnNote(next, seat, intent.note, events);
}

/** What `seat` may play now: one example per note (Military Support on their first planet). */
export function noteIntents(state: GameState, seat: Seat): PlayNote[] {
  const hand = state.players[seat]?.promissoryNotes;
  // This runs for every seat of every projection: own notes (never played, LRR 69.3) are passed over
  // before anything else is worked out.
  if (!hand || hand.length === 0) return [];
  const own = `:${seat}`;
  const out: PlayNote[] = [];
  for (const key of hand) {
    if (key.endsWith(own) || closed(state, seat, key) !== null) continue;
    const id = parseNoteKey(key)?.id;
    if (id === FIRES_OF_THE_GASHLAI && state.players[seat]?.technologies.includes(WAR_SUN)) continue;
    if (id === RESEARCH_AGREEMENT) {
      const technology = agreementTechnologies(state, seat)[0];
      if (technology !== undefined) out.push({ type: 'play-promissory-note', note: key, technology });
      continue;
    }
    if (id === SCEPTER_OF_DOMINION) {
      const system = scepterSystems(state, seat)[0];
      if (system !== undefined) out.push({ type: 'play-promissory-note', note: key, system });
      continue;
    }
    const planet = id === MILITARY_SUPPORT ? militarySupportPlanets(state, seat)[0] : undefined;
    out.push(
      planet === undefined
        ? { type: 'play-promissory-note', note: key }
        : { type: 'play-promissory-note', note: key, planet },
    );
  }
  return out;
}

/** The intents this module owns, in the engine's handler table (engine/handlers.ts). */
export const noteHandlers: Handlers<'play-promissory-note'> = {
  'play-promissory-note': (state, seat, intent) => playNote(state, seat, intent),
};
