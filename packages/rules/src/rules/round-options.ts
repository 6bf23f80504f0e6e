// Options at the start of a space combat round (issue 28): an ability may let a player pay something at
// the start of each round for an effect during it (Munitions Reserves: trade goods for re-rolling the
// dice that missed, LRR 74). After the previous round's Retreat step and before the round's Announce
// Retreats step (LRR 78.3-78.4), the game asks each fighting player who has such an option and can pay
// — the active player first (LRR 80's timing: the active player resolves first) — and the player takes
// it or not with the `combat-option` intent; nobody else waits on it. The host's stop-waiting declines
// for whoever has not answered. What was taken is kept in the combat state for that round, where
// rules/volley.ts reads it. Not in the first round's Anti-Fighter Barrage: it is rolled before the
// game asks (docs/rules-decisions.md).

import { roundOptions } from '../hooks/mechanisms.ts';
import type { RoundOption } from '../hooks/contract.ts';
import type { GameEvent } from '../state/events.ts';
import type { GameState, RoundOptionsState, Seat, SpaceCombatState } from '../state/state.ts';
import { updatePlayer } from '../state/update.ts';
import { combatOf, nameOf } from './combat-sides.ts';

const goods = (n: number) => `${n} trade good${n === 1 ? '' : 's'}`;

function withOptions(state: GameState, options: RoundOptionsState | null): GameState {
  const combat = combatOf(state);
  const t = state.tactical;
  if (!combat || !t) return state;
  const { options: _old, ...base } = combat;
  const next: SpaceCombatState = options ? { ...base, options } : base;
  return { ...state, tactical: { ...t, combat: next } };
}

/** The option `seat` can take and pay for now, if any (the first in the rule set's order). */
function optionFor(state: GameState, seat: Seat): RoundOption | null {
  const tg = state.players[seat]?.tradeGoods ?? 0;
  return roundOptions(state, seat).find((o) => o.tradeGoods <= tg) ?? null;
}

/** The seat asked now and its option, or null: only in a space combat, before its next round is rolled. */
export function optionAsked(state: GameState): { seat: Seat; option: RoundOption } | null {
  const combat = combatOf(state);
  const o = combat?.options;
  if (!combat || !o || combat.planet !== undefined || o.round !== combat.round + 1) return null;
  for (const seat of [combat.attacker, combat.defender]) {
    if (o.decided.includes(seat)) continue;
    const option = optionFor(state, seat);
    if (option) return { seat, option };
  }
  return null;
}

/**
 * Opens the options of the next round of a space combat and says whether the game waits for a seat:
 * space-combat.ts's `fight` pauses then. A round whose options were asked keeps them.
 */
export function openOptions(state: GameState): { state: GameState; waits: boolean } {
  const combat = combatOf(state);
  if (!combat || combat.planet !== undefined) return { state, waits: false };
  const round = combat.round + 1;
  const next =
    combat.options?.round === round ? state : withOptions(state, { round, decided: [], taken: [] });
  return { state: next, waits: optionAsked(next) !== null };
}

/** The name of the option `seat` took for the round being rolled that re-rolls missed dice, or null. */
export function rerollingOption(state: GameState, seat: Seat): string | null {
  const combat = combatOf(state);
  const o = combat?.options;
  if (!combat || !o || o.round !== combat.round + 1) return null;
  const taken = o.taken.find((t) => t.seat === seat);
  if (!taken) return null;
  const option = roundOptions(state, seat).find((x) => x.id === taken.option);
  return option?.effect === 'reroll-misses' ? option.name : null;
}

/** Records `seat`'s answer, paying for the option taken. */
export function decide(
  state: GameState,
  seat: Seat,
  option: RoundOption,
  take: boolean,
  events: GameEvent[],
) {
  const o = combatOf(state)?.options;
  if (!o) return state;
  const name = nameOf(state, seat);
  events.push({
    type: 'note',
    seat,
    text: take
      ? `${name} spends ${goods(option.tradeGoods)} on ${option.name}: their missed dice in round ${o.round} are rolled again.`
      : `${name} does not use ${option.name} in round ${o.round}.`,
  });
  const paid = take
    ? updatePlayer(state, seat, (p) => ({ ...p, tradeGoods: p.tradeGoods - option.tradeGoods }))
    : state;
  return withOptions(paid, {
    ...o,
    decided: [...o.decided, seat],
    taken: take ? [...o.taken, { seat, option: option.id }] : o.taken,
  });
}

/** Whom the round's options wait for, or null. */
export function optionWaiting(state: GameState): { seats: Seat[]; text: string } | null {
  const asked = optionAsked(state);
  const combat = combatOf(state);
  if (!asked || !combat) return null;
  return {
    seats: [asked.seat],
    text: `Waiting for ${nameOf(state, asked.seat)} to decide whether to spend ${goods(asked.option.tradeGoods)} on ${asked.option.name} before round ${combat.round + 1}.`,
  };
}
