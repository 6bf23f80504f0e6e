// Per-viewer projections, computed once per role per version: every socket of
// one role gets the same view and the same patch from the version before.

import {
  compactPatch,
  viewFor,
  type GameState,
  type GameView,
  type PatchOp,
  type Role,
} from '@initiative/rules';
import type { Commit } from './hub.ts';
import { diff, type DiffMemo } from './json-patch.ts';

interface Cached {
  readonly version: number;
  readonly view: GameView;
  /** The patch from the version before to this one (as sent: compact), when computed. */
  patch: PatchOp[] | null;
}

export const roleKey = (role: Role): string => (role.kind === 'seat' ? `seat:${role.seat}` : role.kind);

export class Projections {
  private readonly games = new Map<string, Map<string, Cached>>();
  /** The diffs of the version whose roles are being patched (json-patch.ts `DiffMemo`). */
  private memo: { readonly commit: Commit; readonly pairs: DiffMemo } | null = null;

  private roles(gameId: string): Map<string, Cached> {
    let roles = this.games.get(gameId);
    if (!roles) {
      roles = new Map();
      this.games.set(gameId, roles);
    }
    return roles;
  }

  /** The full projection for `role` at `version` (on join and resync). */
  view(gameId: string, state: GameState, version: number, role: Role): GameView {
    const roles = this.roles(gameId);
    const key = roleKey(role);
    const cached = roles.get(key);
    if (cached?.version === version) return cached.view;
    const view = viewFor(state, role);
    if (!cached || cached.version < version) roles.set(key, { version, view, patch: null });
    return view;
  }

  /** The patch that brings `role`'s projection from the commit's previous version to its version. */
  patch(gameId: string, commit: Commit, role: Role): PatchOp[] {
    const roles = this.roles(gameId);
    const key = roleKey(role);
    const cached = roles.get(key);
    if (cached?.version === commit.version && cached.patch) return cached.patch;
    const before = cached?.version === commit.version - 1 ? cached.view : viewFor(commit.previous, role);
    const view = cached?.version === commit.version ? cached.view : viewFor(commit.state, role);
    if (this.memo?.commit !== commit) this.memo = { commit, pairs: new Map() };
    const patch = compactPatch(diff(before, view, this.memo.pairs));
    if (!cached || cached.version <= commit.version) roles.set(key, { version: commit.version, view, patch });
    return patch;
  }

  forget(gameId: string): void {
    this.games.delete(gameId);
  }
}
