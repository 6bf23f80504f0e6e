// Updates on the wire: a compact JSON Patch (RFC 6902 semantics, RFC 6901 paths) and the log
// lines without their version, which the update carries once. Used by the server to encode, and
// by clients to apply without copying the whole view: only the containers on a changed path are
// copied, everything else keeps its identity (a React panel whose data did not change can skip
// rendering).

import type { JsonPatchOperation } from './json-patch.ts';
import type { LogEntry } from './log-entry.ts';
import { lineWords, wordLine } from './line-words.ts';

export const PATCH_REPLACE = 0;
export const PATCH_ADD = 1;
export const PATCH_REMOVE = 2;

/**
 * One operation as an update sends it: `[0, path, value]` replace, `[1, path, value]` add,
 * `[2, path]` remove. The same operations as JSON Patch, ~30 bytes shorter each.
 */
export type PatchOp =
  | readonly [typeof PATCH_REPLACE, string, unknown]
  | readonly [typeof PATCH_ADD, string, unknown]
  | readonly [typeof PATCH_REMOVE, string];

/**
 * A log line on the wire (`compactLogLines`): a LogEntry without `seq`, which is the update's version.
 * `round`, `phase`, `turn` and `at` are left out when they are the same as the line before it — for
 * the first line of an update, the newest line the client holds, and for `at` the update's clock
 * time. `turn: null` / `at: null`: none. The text is either `text` or, for the log's frequent
 * sentences, a template's key `w` and its values `a` (absent: none), worded with the name of the
 * player `seat` (line-words.ts).
 */
export interface UpdateLogLine {
  readonly text?: string;
  readonly w?: string;
  readonly a?: readonly string[];
  readonly seat?: number;
  readonly round?: number;
  readonly phase?: LogEntry['phase'];
  readonly turn?: number | null;
  readonly at?: number | null;
}

type Named = readonly { readonly name: string }[];

/** The name a line's words are filled with: the view's name of the player the line is about. */
const nameOf = (players: Named, seat: number | undefined) =>
  seat === undefined ? '' : (players[seat]?.name ?? `Seat ${seat + 1}`);

export function compactPatch(ops: readonly JsonPatchOperation[]): PatchOp[] {
  return ops.map((o): PatchOp => {
    if (o.op === 'remove') return [PATCH_REMOVE, o.path];
    return [o.op === 'add' ? PATCH_ADD : PATCH_REPLACE, o.path, o.value];
  });
}

/** The same operations as standard JSON Patch (for any RFC 6902 library). */
export function expandPatch(ops: readonly PatchOp[]): JsonPatchOperation[] {
  return ops.map((o): JsonPatchOperation => {
    if (o[0] === PATCH_REMOVE) return { op: 'remove', path: o[1] };
    return { op: o[0] === PATCH_ADD ? 'add' : 'replace', path: o[1], value: o[2] };
  });
}

/**
 * The new log lines of an update, for the wire: each field that repeats the line before it is left out
 * (`previous`: the newest line the client holds; `at`: the update's clock time).
 */
export function compactLogLines(
  entries: readonly LogEntry[],
  previous: LogEntry | undefined,
  at: number | null | undefined,
  players: Named,
): UpdateLogLine[] {
  let prev: Omit<LogEntry, 'seq' | 'text'> | undefined = previous;
  let time = at ?? previous?.at;
  return entries.map((e) => {
    const words = lineWords(e.text, nameOf(players, e.seat));
    const line: { -readonly [K in keyof UpdateLogLine]: UpdateLogLine[K] } = words
      ? { w: words.key, ...(words.values.length > 0 ? { a: words.values } : {}) }
      : { text: e.text };
    if (e.seat !== undefined) line.seat = e.seat;
    // Lines from before round and phase were kept have neither (they are never in an update).
    if (e.round !== undefined && e.round !== prev?.round) line.round = e.round;
    if (e.phase !== undefined && e.phase !== prev?.phase) line.phase = e.phase;
    if (e.turn !== prev?.turn) line.turn = e.turn ?? null;
    if (e.at !== time) line.at = e.at ?? null;
    prev = e;
    time = e.at;
    return line;
  });
}

/** The log lines of an update as LogEntry values (each at the update's version): `compactLogLines` undone. */
export function updateLogEntries(
  version: number,
  lines: readonly UpdateLogLine[],
  players: Named,
  previous?: LogEntry,
  at?: number | null,
): LogEntry[] {
  let prev: Omit<LogEntry, 'seq' | 'text'> | undefined = previous;
  let time = at ?? previous?.at;
  return lines.map((line) => {
    const round = line.round ?? prev?.round;
    const phase = line.phase ?? prev?.phase;
    const turn = line.turn === undefined ? prev?.turn : (line.turn ?? undefined);
    const when = line.at === undefined ? time : (line.at ?? undefined);
    const entry: LogEntry = {
      seq: version,
      text:
        line.text ??
        wordLine(line.w ?? '', nameOf(players, line.seat), line.a ?? []) ??
        `(a line this client cannot word: ${line.w ?? 'no text'})`,
      ...(round === undefined ? {} : { round }),
      ...(phase === undefined ? {} : { phase }),
      ...(line.seat === undefined ? {} : { seat: line.seat }),
      ...(turn === undefined ? {} : { turn }),
      ...(when === undefined ? {} : { at: when }),
    };
    prev = entry;
    time = entry.at;
    return entry;
  });
}

/** A patch that does not apply to the document held (the client then asks for a full resync). */
export class PatchError extends Error {}

type Container = Record<string, unknown> | unknown[];

function isContainer(v: unknown): v is Container {
  return typeof v === 'object' && v !== null;
}

/** RFC 6901: '/a~1b/c~0d' → ['a/b', 'c~d']. */
function tokens(path: string): string[] {
  if (!path.startsWith('/')) throw new PatchError(`Not a JSON Pointer: ${path}`);
  return path
    .slice(1)
    .split('/')
    .map((t) => (t.includes('~') ? t.replace(/~1/g, '/').replace(/~0/g, '~') : t));
}

const INDEX = /^(0|[1-9][0-9]*)$/;

function arrayIndex(arr: readonly unknown[], token: string, max: number): number {
  if (!INDEX.test(token)) throw new PatchError(`Not an array index: ${token}`);
  const i = Number(token);
  if (i > max) throw new PatchError(`Index ${i} is out of range`);
  return i;
}

function child(parent: Container, token: string): unknown {
  if (Array.isArray(parent)) return parent[arrayIndex(parent, token, parent.length - 1)];
  if (!Object.hasOwn(parent, token)) throw new PatchError(`No member ${token}`);
  return parent[token];
}

/**
 * Applies `ops` to `doc` without changing it: returns a new document in which only the
 * containers on the changed paths are new objects. Throws PatchError when an operation does
 * not apply (a path that does not exist, a bad index).
 */
export function applyPatchOps<T>(doc: T, ops: readonly PatchOp[]): T {
  const copied = new WeakSet<object>(); // containers copied in this call: safe to change in place
  const own = <C extends Container>(c: C): C => {
    if (copied.has(c)) return c;
    const copy = (Array.isArray(c) ? c.slice() : { ...c }) as C;
    copied.add(copy);
    return copy;
  };
  let root: unknown = doc;
  for (const op of ops) {
    const path = op[1];
    if (path === '') {
      if (op[0] === PATCH_REMOVE) throw new PatchError('The document itself cannot be removed');
      root = op[2];
      continue;
    }
    const keys = tokens(path);
    if (keys.includes('__proto__')) throw new PatchError('A "__proto__" member is never patched');
    if (!isContainer(root)) throw new PatchError(`No container at ${path}`);
    root = own(root);
    let parent = root as Container;
    for (let i = 0; i < keys.length - 1; i++) {
      const token = keys[i] as string;
      const next = child(parent, token);
      if (!isContainer(next)) throw new PatchError(`No container at ${path}`);
      const mine = own(next);
      if (Array.isArray(parent)) parent[Number(token)] = mine;
      else parent[token] = mine;
      parent = mine;
    }
    const last = keys[keys.length - 1] as string;
    if (Array.isArray(parent)) {
      if (op[0] === PATCH_ADD) {
        if (last === '-') parent.push(op[2]);
        else parent.splice(arrayIndex(parent, last, parent.length), 0, op[2]);
      } else if (op[0] === PATCH_REPLACE) parent[arrayIndex(parent, last, parent.length - 1)] = op[2];
      else parent.splice(arrayIndex(parent, last, parent.length - 1), 1);
    } else if (op[0] === PATCH_ADD) {
      parent[last] = op[2];
    } else {
      if (!Object.hasOwn(parent, last)) throw new PatchError(`No member ${last} at ${path}`);
      if (op[0] === PATCH_REPLACE) parent[last] = op[2];
      else delete parent[last];
    }
  }
  return root as T;
}
