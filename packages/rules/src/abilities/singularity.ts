// Technological Singularity (the Nekro Virus' faction ability) and their Valefar Assimilators X and Y
// (faction technologies). After an opponent's unit is destroyed in a combat with the Nekro (combat is
// at the table), the Nekro gain one technology that opponent owns; a faction technology can be taken
// only by placing an assimilator's token on it, and then the assimilator has that technology's ability
// (`valefar` on the player; techAbilities() is what every automated effect asks). The Nekro cannot
// research, so their two assimilators are theirs from the start (their faction sheet's cards, whether
// or not a table edit lists them among their technologies). The app trusts the
// table that a unit was just destroyed, as for other combat outcomes; what is checked is the rest:
// the opponent owns the technology, the Nekro do not, a faction technology needs a free assimilator.

import { TECHNOLOGIES_BY_ID } from '../content/index.ts';
import type { GameEvent } from '../state/events.ts';
import { applied, type Outcome } from '../state/outcome.ts';
import { fail } from '../kernel/result.ts';
import type { GameState, PlayerState, Seat, ValefarToken } from '../state/state.ts';
import { updatePlayer } from '../state/update.ts';
import { after } from '../hooks/mechanisms.ts';
import type { Handlers } from '../state/handlers.ts';
import type { AbilityRules } from '../hooks/contract.ts';
import type { Offer } from '../hooks/offer.ts';

export const NEKRO = 'nekro-virus';
export const VALEFAR: Readonly<Record<ValefarToken, string>> = {
  x: 'valefar-assimilator-x',
  y: 'valefar-assimilator-y',
};
export { hasTechAbility, techAbilities } from '../board/tech-abilities.ts';

const TOKENS: readonly ValefarToken[] = ['x', 'y'];

export interface SingularityChoice {
  readonly from: Seat;
  readonly technology: string;
  readonly assimilator?: ValefarToken;
}

/** What the choices are read from: a game state or a player's view of it. */
type Table = Pick<GameState, 'phase'> & {
  readonly players: readonly Pick<PlayerState, 'seat' | 'faction' | 'technologies' | 'valefar'>[];
};

/** Every choice the Nekro in `seat` may make now: during the action phase, from each opponent. */
export function singularityChoices(state: Table, seat: Seat): SingularityChoice[] {
  const me = state.players[seat];
  if (me?.faction !== NEKRO || state.phase !== 'action') return [];
  const out: SingularityChoice[] = [];
  for (const other of state.players) {
    if (other.seat === seat) continue;
    for (const id of other.technologies) {
      const tech = TECHNOLOGIES_BY_ID.get(id);
      if (!tech) continue;
      if (tech.faction === undefined) {
        if (!me.technologies.includes(id)) out.push({ from: other.seat, technology: id });
      } else if (tech.faction !== NEKRO && me.valefar?.x !== id && me.valefar?.y !== id) {
        for (const t of TOKENS) out.push({ from: other.seat, technology: id, assimilator: t });
      }
    }
  }
  return out;
}

/**
 * One example per opponent with something to take (the form lists every choice: singularityChoices).
 * Runs in every `legal` of the Nekro's seat, so it stops at each opponent's first choice.
 */
export function singularityIntents(
  state: GameState,
  seat: Seat,
): ({ type: 'technological-singularity' } & SingularityChoice)[] {
  const me = state.players[seat];
  if (me?.faction !== NEKRO || state.phase !== 'action') return [];
  const out: ({ type: 'technological-singularity' } & SingularityChoice)[] = [];
  for (const other of state.players) {
    if (other.seat === seat) continue;
    for (const id of other.technologies) {
      const tech = TECHNOLOGIES_BY_ID.get(id);
      if (!tech) continue;
      if (tech.faction === undefined && !me.technologies.includes(id)) {
        out.push({ type: 'technological-singularity', from: other.seat, technology: id });
        break;
      }
      if (
        tech.faction !== undefined &&
        tech.faction !== NEKRO &&
        me.valefar?.x !== id &&
        me.valefar?.y !== id
      ) {
        out.push({ type: 'technological-singularity', from: other.seat, technology: id, assimilator: 'x' });
        break;
      }
    }
  }
  return out;
}

/** The `technological-singularity` intent. */
export function technologicalSingularity(state: GameState, seat: Seat, choice: SingularityChoice): Outcome {
  const me = state.players[seat];
  if (me?.faction !== NEKRO)
    return fail('rule/illegal-choice', 'Technological Singularity is the Nekro Virus’ faction ability.');
  if (state.phase !== 'action')
    return fail('rule/illegal-choice', 'Technological Singularity follows a combat: in the action phase.');
  const other = state.players[choice.from];
  if (!other || other.seat === seat) return fail('rule/illegal-choice', 'Choose the opponent of the combat.');
  const tech = TECHNOLOGIES_BY_ID.get(choice.technology);
  if (!tech || !other.technologies.includes(tech.id))
    return fail('rule/illegal-choice', `${other.name} does not own that technology: take one they own.`);
  let next: GameState;
  let text: string;
  if (tech.faction === undefined) {
    if (choice.assimilator)
      return fail(
        'rule/illegal-choice',
        `${tech.name} is not a faction technology: the Nekro gain it; an assimilator copies faction technologies only.`,
      );
    if (me.technologies.includes(tech.id))
      return fail('rule/illegal-choice', `You already own ${tech.name}.`);
    next = updatePlayer(state, seat, (p) => ({ ...p, technologies: [...p.technologies, tech.id] }));
    text = `${me.name} takes ${tech.name} from ${other.name} (Technological Singularity).`;
  } else {
    const t = choice.assimilator;
    if (!t)
      return fail(
        'rule/illegal-choice',
        `${tech.name} is ${other.name}'s faction technology: place the token of Valefar Assimilator X or Y on it.`,
      );
    if (tech.faction === NEKRO)
      return fail('rule/illegal-choice', 'An assimilator copies another faction’s technology.');
    if (me.valefar?.x === tech.id || me.valefar?.y === tech.id)
      return fail('rule/illegal-choice', `An assimilator token is already on ${tech.name}.`);
    const moved = me.valefar?.[t];
    next = updatePlayer(state, seat, (p) => ({ ...p, valefar: { ...p.valefar, [t]: tech.id } }));
    const was = moved ? ` (from ${TECHNOLOGIES_BY_ID.get(moved)?.name ?? moved})` : '';
    text = `${me.name} places the Valefar Assimilator ${t.toUpperCase()} token${was} on ${other.name}'s ${tech.name}, and has its ability (Technological Singularity).`;
  }
  const events: GameEvent[] = [{ type: 'note', seat, text }];
  if (tech.faction !== undefined) return applied(next, events);
  // Nekro Acidos: a technology gained (an assimilator token placed instead is not one).
  const acidos = after('technologyGained', next, seat);
  return applied(acidos.state, [...events, ...acidos.events]);
}

/** The intents this module owns, in the engine's handler table (engine/handlers.ts). */
export const singularityHandlers: Handlers<'technological-singularity'> = {
  'technological-singularity': (state, seat, intent) =>
    technologicalSingularity(state, seat, {
      from: intent.from,
      technology: intent.technology,
      ...(intent.assimilator ? { assimilator: intent.assimilator } : {}),
    }),
};

const techName = (id: string) => TECHNOLOGIES_BY_ID.get(id)?.name ?? id;

/** During the action phase, after a combat: every technology to take and every token to place. */
export function singularityOffers(state: GameState, seat: Seat): Offer[] {
  const choices = singularityChoices(state, seat);
  if (choices.length === 0) return [];
  const me = state.players[seat];
  const label = (c: SingularityChoice) => {
    const from = state.players[c.from]?.name ?? `Seat ${c.from + 1}`;
    if (!c.assimilator) return `Take ${techName(c.technology)} from ${from}`;
    const on = me?.valefar?.[c.assimilator];
    const moved = on ? ` (moved from ${techName(on)})` : '';
    return `${techName(c.technology)} of ${from}: Valefar Assimilator ${c.assimilator.toUpperCase()}${moved}`;
  };
  return [
    {
      id: 'technological-singularity',
      type: 'technological-singularity',
      title: 'Technological Singularity',
      text: "Once per combat, after an opponent's unit is destroyed: gain a technology they own, or put a Valefar Assimilator token on their faction technology to use its ability.",
      place: 'anytime',
      base: { type: 'technological-singularity' },
      fields: [
        {
          kind: 'pick',
          label: 'Technology',
          choices: choices.map((c) => ({
            label: label(c),
            set: {
              from: c.from,
              technology: c.technology,
              ...(c.assimilator ? { assimilator: c.assimilator } : {}),
            },
          })),
        },
      ],
      submit: 'Take it',
    },
  ];
}

/** Technological Singularity in the rule set (engine/rule-set.ts). */
export const singularityRules: AbilityRules = {
  id: 'technological-singularity',
  holder: { kind: 'faction', faction: NEKRO },
  offers: singularityOffers,
  handlers: singularityHandlers,
  anytime: ['technological-singularity'],
  windowIntents: singularityIntents,
};
