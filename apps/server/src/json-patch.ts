// A small JSON Patch (RFC 6902) differ for projections. Views are built from
// an immutable state, so unchanged branches are the same objects: comparing
// references first keeps a diff proportional to what changed. Emits only
// add, remove and replace; arrays are compared index by index (projections
// hold short arrays whose items rarely move), and where many operations under
// one path would outweigh replacing its value, the value is replaced.

import type { JsonPatchOperation } from '@initiative/rules';

export function diff(before: unknown, after: unknown): JsonPatchOperation[] {
  const out: JsonPatchOperation[] = [];
  diffInto(before, after, '', out);
  return out;
}

type Json = Record<string, unknown>;

function isContainer(v: unknown): v is Json | unknown[] {
  return typeof v === 'object' && v !== null;
}

function diffInto(a: unknown, b: unknown, path: string, out: JsonPatchOperation[]): void {
  if (a === b) return;
  if (isContainer(a) && isContainer(b) && Array.isArray(a) === Array.isArray(b)) {
    const start = out.length;
    if (Array.isArray(a)) diffArrays(a, b as unknown[], path, out);
    else diffObjects(a, b as Json, path, out);
    collapse(b, path, out, start);
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

function diffObjects(a: Json, b: Json, path: string, out: JsonPatchOperation[]): void {
  for (const key of Object.keys(a)) {
    const av = a[key];
    if (av === undefined) continue; // absent on the wire
    const bv = own(b, key);
    if (av === bv) continue; // the common case: build no path for it
    const p = `${path}/${escape(key)}`;
    if (bv === undefined) out.push({ op: 'remove', path: p });
    else diffInto(av, bv, p, out);
  }
  for (const key of Object.keys(b)) {
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
): void {
  const common = Math.min(a.length, b.length);
  for (let i = 0; i < common; i++) diffInto(a[i], b[i], `${path}/${i}`, out);
  for (let i = a.length - 1; i >= b.length; i--) out.push({ op: 'remove', path: `${path}/${i}` });
  for (let i = a.length; i < b.length; i++) out.push({ op: 'add', path: `${path}/${i}`, value: b[i] });
}

/** RFC 6901: '~' → '~0', '/' → '~1'. */
function escape(key: string): string {
  return key.includes('~') || key.includes('/') ? key.replace(/~/g, '~0').replace(/\//g, '~1') : key;
}
