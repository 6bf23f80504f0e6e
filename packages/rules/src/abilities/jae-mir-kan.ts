// Jae Mir Kan, the Mahact Gene-Sorcerers' agent (Prophecy of Kings leader): when the Mahact would spend a
// command token to follow a strategic action, they may exhaust the agent and use one of the active
// player's command tokens from the board instead — it leaves its system and goes back to that player's
// reinforcements. Only for secondaries whose token the flow spends (strategic.ts), so not the base
// game's Construction, whose token is placed on the board. The agent readies in the status phase.

import type { GameEvent } from '../state/events.ts';
import { fail, type RuleError } from '../kernel/result.ts';
import type { GalaxyState, GameState, PlayerState, Seat } from '../state/state.ts';
import { systemName } from '../board/card-helpers.ts';
import type { AbilityRules } from '../hooks/contract.ts';

const MAHACT = 'mahact-gene-sorcerers';

export const JAE_MIR_KAN = 'jae-mir-kan';

/** Systems whose token of the active player the Mahact in `seat` could take now (empty: none, or not theirs). */
export function jaeMirKanSystems(
  players: readonly Pick<PlayerState, 'faction' | 'exhaustedCards'>[],
  galaxy: GalaxyState,
  active: Seat,
  seat: Seat,
): string[] {
  const me = players[seat];
  if (seat === active || me?.faction !== MAHACT || me.exhaustedCards?.includes(JAE_MIR_KAN)) return [];
  return galaxy.systems.filter((s) => s.position >= 0 && s.tokens.includes(active)).map((s) => s.systemId);
}

/** Pays a follower's token with Jae Mir Kan: the active player's token leaves `system`; the agent is exhausted. */
export function payWithJaeMirKan(
  state: GameState,
  seat: Seat,
  active: Seat,
  system: string,
): { state: GameState; events: GameEvent[] } | RuleError {
  const me = state.players[seat];
  if (me?.faction !== MAHACT) return fail('rule/illegal-choice', "Jae Mir Kan is the Mahact's agent.");
  if (me.exhaustedCards?.includes(JAE_MIR_KAN))
    return fail('rule/illegal-choice', 'Jae Mir Kan is exhausted until the status phase.');
  const activeName = state.players[active]?.name ?? `Seat ${active + 1}`;
  if (!jaeMirKanSystems(state.players, state.galaxy, active, seat).includes(system))
    return fail(
      'rule/illegal-choice',
      `${activeName} has no command token in ${systemName(system)}: Jae Mir Kan takes one of theirs from the board.`,
    );
  const systems = state.galaxy.systems.map((s) =>
    s.systemId === system ? { ...s, tokens: s.tokens.filter((t) => t !== active) } : s,
  );
  const players = state.players.map((p) =>
    p.seat === seat ? { ...p, exhaustedCards: [...(p.exhaustedCards ?? []), JAE_MIR_KAN] } : p,
  );
  return {
    state: { ...state, players, galaxy: { ...state.galaxy, systems } },
    events: [
      {
        type: 'note',
        seat,
        text: `${me.name} exhausts Jae Mir Kan: ${activeName}'s command token in ${systemName(system)} pays for the follow instead of a strategy token (it goes back to ${activeName}'s reinforcements).`,
      },
    ],
  };
}

/** Jae Mir Kan in the rule set (engine/rule-set.ts). */
export const jaeMirKanRules: AbilityRules = {
  id: JAE_MIR_KAN,
  holder: { kind: 'leader', leader: JAE_MIR_KAN, faction: MAHACT },
  followPayment: {
    name: 'Jae Mir Kan',
    pay: payWithJaeMirKan,
    example: (state, seat, active) => jaeMirKanSystems(state.players, state.galaxy, active, seat)[0],
    choices: (state, seat, active) => jaeMirKanSystems(state.players, state.galaxy, active, seat),
    text: (owner) =>
      `with Jae Mir Kan (exhausted until the status phase): take ${owner}'s command token from the board.`,
  },
  tableCards: (state, seat): Record<string, string> =>
    state.players[seat]?.faction === MAHACT ? { [JAE_MIR_KAN]: 'Jae Mir Kan' } : {},
};
