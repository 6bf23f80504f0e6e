// A small JSON Patch (RFC 6902) differ for projections. Views are built from
// an immutable state, so unchanged branches are the same objects: comparing
// references first keeps a diff proportional to what changed. Emits only
// add, remove and replace; arrays are compared index by index (projections
// hold short arrays whose items rarely move), and where many operations under
// one path would outweigh replacing its value, the value is replaced.

import type { JsonPatchOperation } from '@initiative/rules';

/**
 * The operations found under one path for one pair of values, kept while the roles of one version are
 * diffed: most of a view (the galaxy, the public players, the prompt) is the same pair of objects in
 * every role's view, so its diff is worked out once per version instead of once per role.
 */
export type DiffMemo = Map<
  object,
  Map<object, { readonly path: string; readonly ops: JsonPatchOperation[] }>
>;

export function diff(before: unknown, after: unknown, memo?: DiffMemo): JsonPatchOperation[] {
  const out: JsonPatchOperation[] = [];
  diffInto(before, after, '', out, memo);
  return out;
}

type Json = Record<string, unknown>;

function isContainer(v: unknown): v is Json | unknown[] {
  return typeof v === 'object' && v !== null;
}

function diffInto(a: unknown, b: unknown, path: string, out: JsonPatchOperation[], memo?: DiffMemo): void {
  if (a === b) return;
  if (isContainer(a) && isContainer(b) && Array.isArray(a) === Array.isArray(b)) {
    const known = memo?.get(a)?.get(b);
    if (known?.path === path) {
      for (const op of known.ops) out.push(op);
      return;
    }
    const start = out.length;
    if (Array.isArray(a)) diffArrays(a, b as unknown[], path, out, memo);
    else diffObjects(a, b as Json, path, out, memo);
    collapse(b, path, out, start);
    if (memo) {
      let pairs = memo.get(a);
      if (!pairs) memo.set(a, (pairs = new Map()));
      pairs.set(b, { path, ops: out.slice(start) });
    }
    return;
  }
  out.push({ op: 'replace', path, value: b });
}

/** Bytes of an operation's envelope as an update sends it (patch.ts): [0,"",] */
const ENVELOPE = 7;

/**
 * Several operations under one path may cost more bytes than replacing the
 * whole value there (a list of legal intents emptied, a short array
 * reshuffled): then send the replace instead. Only small values are
 * measured, so this never serialises a large subtree.
 */
function collapse(b: unknown, path: string, out: JsonPatchOperation[], start: number): void {
  if (path === '' || out.length - start < 2) return;
  let opsBytes = 0;
  for (let i = start; i < out.length; i++) {
    const op = out[i] as JsonPatchOperation;
    opsBytes += ENVELOPE + op.path.length + ('value' in op ? jsonLength(op.value, Infinity) : 0);
  }
  const replaceBytes = ENVELOPE + path.length + jsonLength(b, opsBytes);
  if (replaceBytes >= opsBytes) return;
  out.length = start;
  out.push({ op: 'replace', path, value: b });
}

/** JSON length of a value, giving up (returning Infinity) once it passes `limit`. */
function jsonLength(value: unknown, limit: number): number {
  if (value === undefined) return 0;
  if (!isContainer(value)) return JSON.stringify(value).length;
  let n = 2;
  if (Array.isArray(value)) {
    for (const item of value) {
      n += jsonLength(item, limit - n) + 1;
      if (n > limit) return Infinity;
    }
    return n;
  }
  for (const [k, v] of Object.entries(value)) {
    if (v === undefined) continue;
    n += k.length + 4 + jsonLength(v, limit - n);
    if (n > limit) return Infinity;
  }
  return n;
}

/** Own properties only: a key like "toString" must not find the prototype's. */
const own = (o: Json, key: string): unknown => (Object.hasOwn(o, key) ? o[key] : undefined);

function diffObjects(a: Json, b: Json, path: string, out: JsonPatchOperation[], memo?: DiffMemo): void {
  const aKeys = Object.keys(a);
  let inBoth = 0; // keys of `a` that `b` has too, with a value
  for (const key of aKeys) {
    const av = a[key];
    if (av === undefined) continue; // absent on the wire
    const bv = own(b, key);
    if (bv !== undefined) inBoth++;
    if (av === bv) continue; // the common case: build no path for it
    const p = `${path}/${escape(key)}`;
    if (bv === undefined) out.push({ op: 'remove', path: p });
    else diffInto(av, bv, p, out, memo);
  }
  const bKeys = Object.keys(b);
  if (bKeys.length === inBoth) return; // every key of `b` was met above: nothing added
  for (const key of bKeys) {
    const bv = b[key];
    if (bv !== undefined && own(a, key) === undefined)
      out.push({ op: 'add', path: `${path}/${escape(key)}`, value: bv });
  }
}

function diffArrays(
  a: readonly unknown[],
  b: readonly unknown[],
  path: string,
  out: JsonPatchOperation[],
  memo?: DiffMemo,
): void {
  const common = Math.min(a.length, b.length);
  for (let i = 0; i < common; i++) diffInto(a[i], b[i], `${path}/${i}`, out, memo);
  for (let i = a.length - 1; i >= b.length; i--) out.push({ op: 'remove', path: `${path}/${i}` });
  for (let i = a.length; i < b.length; i++) out.push({ op: 'add', path: `${path}/${i}`, value: b[i] });
}

/** RFC 6901: '~' → '~0', '/' → '~1'. */
function escape(key: string): string {
  return key.includes('~') || key.includes('/') ? key.replace(/~/g, '~0').replace(/\//g, '~1') : key;
}
