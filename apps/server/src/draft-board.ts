// The lobby's setup draft as stored, drawn again: the board from the host's options, the seed and the
// players' own picks (cached per stored draft), and what every client sees of it. Pure: read by
// storage/validate.ts on load (a stored draft that does not replay is never served) and setup-draft.ts.

import {
  beginSetupDraft,
  draftBoard,
  draftPick,
  draftTurn,
  type MiltyDraftState,
  type SetupDraftSummary,
} from '@initiative/rules';
import type { Lobby, LobbyDraft } from './storage/types.ts';

const boards = new WeakMap<LobbyDraft, MiltyDraftState>();

/** Remembers the state a new stored draft stands for (it was just judged), so it is not replayed. */
export function rememberDraft(draft: LobbyDraft, state: MiltyDraftState): void {
  boards.set(draft, state);
}

/**
 * The draft as its stored options, seed and picks give it (cached per stored draft); null before the
 * host starts it. Throws when the stored draft does not replay.
 */
export function draftStateOf(lobby: Lobby): MiltyDraftState | null {
  const draft = lobby.draft;
  if (!draft || draft.seed === null) return null;
  const cached = boards.get(draft);
  if (cached) return cached;
  const begun = beginSetupDraft(
    draft.seed,
    lobby.seatCount,
    draft.options,
    lobby.options.thundersEdge ?? false,
  );
  if (!begun.ok) throw new Error(`the stored draft cannot be drawn again: ${begun.message}`);
  let state = begun.state;
  for (const pick of draft.picks) {
    const next = draftPick(state, draftTurn(state) ?? -1, pick);
    if ('ok' in next) throw new Error(`a stored draft pick does not replay: ${next.message}`);
    state = next;
  }
  boards.set(draft, state);
  return state;
}

/** What every client sees of the draft. */
export function draftSummary(lobby: Lobby): SetupDraftSummary | null {
  const draft = lobby.draft;
  if (!draft) return null;
  const state = draftStateOf(lobby);
  return {
    format: draft.options.format,
    bans: draft.options.bans ?? [],
    priority: draft.options.priority ?? [],
    board: state ? draftBoard(draft.options.format, state) : null,
  };
}
