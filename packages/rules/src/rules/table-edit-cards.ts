// Table edits on technologies, strategy cards and the action deck (issue 14): for the effects the
// engine does not resolve that give or take a technology (Valefar Assimilator, Research Agreement,
// Rin, Technological Singularity), hand a strategy card over (Quantum Datahub Node, Mathis Mathinus),
// put trade goods on a strategy card, or draw action cards (Nekro Acidos). Each is checked against the
// table and logged; a drawn card is never named.

import { drawActionCards } from '../board/action-cards.ts';
import {
  FACTIONS_BY_ID,
  STRATEGY_CARDS_BY_ID,
  TECHNOLOGIES_BY_ID,
  type StrategyCardId,
} from '../content/index.ts';
import { fail, type RuleError } from '../kernel/result.ts';
import type { GameState, Seat } from '../state/state.ts';
import { checkSeat, nameOf, type EditResult } from '../board/table-edit-board.ts';
import type { TableEdit } from '../wire/table-edit-schema.ts';
import { NAALU } from '../board/turn-order.ts';
import { updatePlayer } from '../state/update.ts';
import type { GameEvent } from '../state/events.ts';
import { parseNoteKey } from '../content/promissory-notes.ts';
import {
  cannotGiveNote,
  cannotReceiveNote,
  noteName,
  notesTracked,
  passNote,
  returnNote,
} from '../board/notes-hand.ts';
import { after, tableCardName } from '../hooks/mechanisms.ts';

type CardEdit = Extract<
  TableEdit,
  {
    kind:
      | 'set-technology'
      | 'give-strategy-card'
      | 'adjust-card-trade-goods'
      | 'draw-action-cards'
      | 'give-zero-token'
      | 'return-note'
      | 'give-note'
      | 'unlock-commander'
      | 'set-card-exhausted';
  }
>;

const cardName = (id: StrategyCardId) => STRATEGY_CARDS_BY_ID.get(id)?.name ?? id;
const result = (state: GameState, text: string): EditResult => ({ state, text, events: [], unitSystems: [] });

export function cardEdit(state: GameState, editor: Seat, edit: CardEdit): EditResult | RuleError {
  switch (edit.kind) {
    case 'set-technology': {
      const seat = edit.seat ?? editor;
      const bad = checkSeat(state, seat);
      if (bad) return bad;
      const tech = TECHNOLOGIES_BY_ID.get(edit.technology);
      if (!tech) return fail('rule/illegal-choice', `There is no technology "${edit.technology}".`);
      const owns = state.players[seat]?.technologies.includes(tech.id) ?? false;
      if (owns === edit.owned)
        return fail(
          'rule/illegal-choice',
          `${nameOf(state, seat)} ${owns ? 'already owns' : 'does not own'} ${tech.name}.`,
        );
      const next = updatePlayer(state, seat, (p) => ({
        ...p,
        technologies: edit.owned ? [...p.technologies, tech.id] : p.technologies.filter((t) => t !== tech.id),
      }));
      const whose = seat === editor ? '' : ` for ${nameOf(state, seat)}`;
      const text = `${edit.owned ? 'gains' : 'loses'} ${tech.name}${whose}`;
      if (!edit.owned) return result(next, text);
      const acidos = after('technologyGained', next, seat);
      return { ...result(acidos.state, text), events: acidos.events };
    }
    case 'give-strategy-card': {
      if (edit.to !== null) {
        const bad = checkSeat(state, edit.to);
        if (bad) return bad;
      }
      const slot = state.cards[edit.card];
      if (slot.holder === edit.to)
        return fail(
          'rule/illegal-choice',
          edit.to === null
            ? `${cardName(edit.card)} is already in the common area.`
            : `${nameOf(state, edit.to)} already holds ${cardName(edit.card)}.`,
        );
      const next = { ...state, cards: { ...state.cards, [edit.card]: { ...slot, holder: edit.to } } };
      const from = slot.holder === null ? 'from the common area' : `from ${nameOf(state, slot.holder)}`;
      const to = edit.to === null ? 'to the common area' : `to ${nameOf(state, edit.to)}`;
      return result(next, `moves ${cardName(edit.card)} ${from} ${to}`);
    }
    case 'set-card-exhausted': {
      // Technologies and agents used at the table (Predictive Intelligence, Instinct Training…); the
      // status phase readies them with the rest.
      const seat = edit.seat ?? editor;
      const bad = checkSeat(state, seat);
      if (bad) return bad;
      const player = state.players[seat];
      const tech = TECHNOLOGIES_BY_ID.get(edit.card);
      // An agent an ability lets the table exhaust (Jae Mir Kan), else an owned technology.
      const agent = tableCardName(state, seat, edit.card);
      if (!agent && !(tech && player?.technologies.includes(tech.id)))
        return fail('rule/illegal-choice', `${nameOf(state, seat)} does not own "${edit.card}".`);
      const name = tech?.name ?? agent ?? edit.card;
      const now = player?.exhaustedCards?.includes(edit.card) ?? false;
      if (now === edit.exhausted)
        return fail('rule/illegal-choice', `${name} is already ${now ? 'exhausted' : 'ready'}.`);
      const next = updatePlayer(state, seat, (p) => {
        const rest = (p.exhaustedCards ?? []).filter((c) => c !== edit.card);
        const cards = edit.exhausted ? [...rest, edit.card] : rest;
        const { exhaustedCards: _old, ...others } = p;
        return cards.length > 0 ? { ...others, exhaustedCards: cards } : others;
      });
      const whose = seat === editor ? '' : ` of ${nameOf(state, seat)}`;
      return result(next, `${edit.exhausted ? 'exhausts' : 'readies'} ${name}${whose}`);
    }
    case 'unlock-commander': {
      // Commanders (abilities/commanders.ts): the engine then applies the ones it resolves.
      const seat = edit.seat ?? editor;
      const bad = checkSeat(state, seat);
      if (bad) return bad;
      const player = state.players[seat];
      const faction = FACTIONS_BY_ID.get(player?.faction ?? '')?.name ?? 'their faction';
      if ((player?.commanderUnlocked ?? false) === edit.unlocked)
        return fail(
          'rule/illegal-choice',
          `${nameOf(state, seat)}'s commander is already ${edit.unlocked ? 'unlocked' : 'locked'}.`,
        );
      const next = updatePlayer(state, seat, (p) => {
        const { commanderUnlocked: _was, ...rest } = p;
        return edit.unlocked ? { ...rest, commanderUnlocked: true } : rest;
      });
      const whose = seat === editor ? 'their' : `${nameOf(state, seat)}'s`;
      return result(next, `${edit.unlocked ? 'unlocks' : 'locks again'} ${whose} commander (${faction})`);
    }
    case 'return-note': {
      const holder = state.players.find((p) => (p.notesInPlay ?? []).includes(edit.note));
      const owner = parseNoteKey(edit.note)?.owner;
      if (!holder || owner === undefined)
        return fail('rule/illegal-choice', 'That promissory note is not face up in any play area.');
      const events: GameEvent[] = [];
      const next = returnNote(state, holder.seat, edit.note, events);
      return {
        state: next,
        text: `returns ${noteName(state, edit.note)} from ${holder.name}'s play area to ${nameOf(state, owner)}`,
        events,
        unitSystems: [],
      };
    }
    case 'give-note': {
      const refused =
        checkSeat(state, edit.to) ??
        (edit.to === editor
          ? fail('rule/illegal-choice', 'Choose another player to give the note to.')
          : null) ??
        (notesTracked(state)
          ? null
          : fail('rule/illegal-choice', 'This game does not track promissory notes.')) ??
        cannotGiveNote(state, editor, edit.note) ??
        cannotReceiveNote(state, edit.to, edit.note);
      if (refused) return refused;
      const events: GameEvent[] = [];
      const next = passNote(state, editor, edit.to, edit.note, events);
      return {
        state: next,
        text: `gives a promissory note to ${nameOf(state, edit.to)}`,
        events,
        unitSystems: [],
      };
    }
    case 'give-zero-token': {
      // Gift of Prescience (Naalu promissory note): its holder has initiative 0 this round instead.
      const naalu = state.players.find((p) => p.faction === NAALU);
      if (!naalu)
        return fail('rule/illegal-choice', 'No one plays the Naalu Collective: there is no 0 token.');
      const to = edit.to === naalu.seat ? null : edit.to;
      if (to !== null) {
        const bad = checkSeat(state, to);
        if (bad) return bad;
      }
      if ((state.zeroToken ?? null) === to)
        return fail(
          'rule/illegal-choice',
          `${nameOf(state, to ?? naalu.seat)} already has the Naalu 0 token this round.`,
        );
      const next: GameState = { ...state, zeroToken: to };
      return result(
        next,
        to === null
          ? `gives the Naalu 0 token back to ${naalu.name}`
          : `gives the Naalu 0 token to ${nameOf(state, to)} for this round (Gift of Prescience): initiative 0`,
      );
    }
    case 'adjust-card-trade-goods': {
      const slot = state.cards[edit.card];
      if (slot.tradeGoods + edit.delta < 0)
        return fail(
          'rule/illegal-choice',
          `${cardName(edit.card)} holds ${slot.tradeGoods} trade goods: that would go below zero.`,
        );
      const next = {
        ...state,
        cards: { ...state.cards, [edit.card]: { ...slot, tradeGoods: slot.tradeGoods + edit.delta } },
      };
      const n = Math.abs(edit.delta);
      return result(
        next,
        edit.delta > 0
          ? `puts ${n} trade good${n === 1 ? '' : 's'} on ${cardName(edit.card)}`
          : `takes ${n} trade good${n === 1 ? '' : 's'} off ${cardName(edit.card)}`,
      );
    }
    case 'draw-action-cards': {
      const drawn = drawActionCards(state, editor, edit.count);
      // The draw's own note says how many were drawn (and whether the deck ran out); nothing is named.
      return { state: drawn.state, text: `draws action cards`, events: drawn.events, unitSystems: [] };
    }
  }
}
