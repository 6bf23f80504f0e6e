// Per-viewer projections, computed once per role per version: every socket of
// one role gets the same view and the same patch from the version before.

import {
  compactPatch,
  viewFor,
  type GameState,
  type GameView,
  type JsonPatchOperation,
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

/** The compact form of operations, the same tuple for an operation shared through the diff memo. */
function compactShared(
  ops: readonly JsonPatchOperation[],
  known: WeakMap<JsonPatchOperation, PatchOp>,
): PatchOp[] {
  return ops.map((op) => {
    let tuple = known.get(op);
    if (!tuple) {
      tuple = compactPatch([op])[0] as PatchOp;
      known.set(op, tuple);
    }
    return tuple;
  });
}

/** Values equal without serialising: the same object, the same primitive, or two empty lists. */
const sameValue = (a: unknown, b: unknown): boolean =>
  a === b || (Array.isArray(a) && Array.isArray(b) && a.length === 0 && b.length === 0);

export const roleKey = (role: Role): string => (role.kind === 'seat' ? `seat:${role.seat}` : role.kind);

export class Projections {
  private readonly games = new Map<string, Map<string, Cached>>();
  /** The diffs of the version whose roles are being patched (json-patch.ts `DiffMemo`). */
  private memo: {
    readonly commit: Commit;
    readonly pairs: DiffMemo;
    readonly compact: WeakMap<JsonPatchOperation, PatchOp>;
  } | null = null;

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
    if (this.memo?.commit !== commit) this.memo = { commit, pairs: new Map(), compact: new WeakMap() };
    const patch = compactShared(diff(before, view, this.memo.pairs), this.memo.compact);
    if (!cached || cached.version <= commit.version) roles.set(key, { version: commit.version, view, patch });
    return patch;
  }

  /**
   * The roles of one version grouped by the patch they get: roles whose operations are the same (a
   * change that touched no one's hidden cards or offers) share one message, which Socket.IO then
   * encodes once. Compared by identity (`compactShared`), so this costs no serialising.
   */
  static samePatch(a: readonly PatchOp[], b: readonly PatchOp[]): boolean {
    if (a === b) return true;
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) {
      const x = a[i] as PatchOp;
      const y = b[i] as PatchOp;
      if (x === y) continue;
      if (x[0] !== y[0] || x[1] !== y[1] || !sameValue(x[2], y[2])) return false;
    }
    return true;
  }

  forget(gameId: string): void {
    this.games.delete(gameId);
  }
}
