// Marks of "after …" windows that outlive the turn they opened in by one turn. A replenishment or a
// research made by the last player to follow a secondary ends the turn at once; the player who may
// answer it (the Cabal's The Stillness of Stars, a Research Agreement's holder) would get no moment at
// all. So endTurn carries such marks into the next turn as `late:<mark>`, and drops them after it.

/** Marks in `turnUses` that a window answers (abilities/stillness-of-stars.ts, rules/notes/research-agreement.ts). */
const CARRIED = ['replenished:', 'research-agreement:'];
export const LATE = 'late:';

/** The uses a new turn starts with: this turn's window marks, as late ones. */
export function carriedUses(uses: readonly string[] | undefined): readonly string[] | undefined {
  const kept = (uses ?? []).filter((u) => CARRIED.some((p) => u.startsWith(p))).map((u) => `${LATE}${u}`);
  return kept.length > 0 ? kept : undefined;
}

/** The window marks open now (this turn's and the last turn's) with `prefix`, without it. */
export function openMarks(uses: readonly string[] | undefined, prefix: string): string[] {
  return (uses ?? [])
    .map((u) => (u.startsWith(LATE) ? u.slice(LATE.length) : u))
    .filter((u) => u.startsWith(prefix))
    .map((u) => u.slice(prefix.length));
}

/** `uses` without `mark`, this turn's or carried. */
export function withoutMark(uses: readonly string[] | undefined, mark: string): readonly string[] {
  return (uses ?? []).filter((u) => u !== mark && u !== `${LATE}${mark}`);
}
