// A small JSON Patch (RFC 6902) differ for projections. Views are built from
// an immutable state, so unchanged branches are the same objects: comparing
// references first keeps a diff proportional to what changed. Emits only
// add, remove and replace; arrays are compared index by index (projections
// hold short arrays whose items rarely move).

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
    if (Array.isArray(a)) diffArrays(a, b as unknown[], path, out);
    else diffObjects(a, b as Json, path, out);
    return;
  }
  out.push({ op: 'replace', path, value: b });
}

/** Own properties only: a key like "toString" must not find the prototype's. */
const own = (o: Json, key: string): unknown => (Object.hasOwn(o, key) ? o[key] : undefined);

function diffObjects(a: Json, b: Json, path: string, out: JsonPatchOperation[]): void {
  for (const key of Object.keys(a)) {
    const av = a[key];
    if (av === undefined) continue; // absent on the wire
    const bv = own(b, key);
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
