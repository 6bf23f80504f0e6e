import fc from 'fast-check';
import fastJsonPatch, { type Operation } from 'fast-json-patch';
import { describe, expect, it } from 'vitest';
import { applyPatchOps, compactPatch, PatchError } from '@initiative/rules';
import { diff, type DiffMemo } from './json-patch.ts';

// fast-json-patch refuses "__proto__" paths (prototype pollution); views never have such keys.
const json = () => fc.jsonValue().filter((v) => !JSON.stringify(v).includes('"__proto__"'));
const key = () => fc.string().filter((k) => k !== '__proto__');

const apply = (doc: unknown, patch: ReturnType<typeof diff>) =>
  fastJsonPatch.applyPatch(structuredClone(doc), patch as Operation[], true, false).newDocument;

describe('JSON Patch differ', () => {
  it('gives an empty patch for the same object, without looking inside', () => {
    const shared = { deep: { values: [1, 2, 3] } };
    expect(diff({ a: shared }, { a: shared })).toEqual([]);
  });

  it('replaces a changed leaf and adds and removes keys', () => {
    expect(diff({ a: 1, b: 2, c: { d: 3 } }, { a: 1, c: { d: 4 }, e: 5 })).toEqual([
      { op: 'remove', path: '/b' },
      { op: 'replace', path: '/c/d', value: 4 },
      { op: 'add', path: '/e', value: 5 },
    ]);
  });

  it('shortens arrays from the end and appends new items in order', () => {
    const long = (n: number) => ({ name: `a long item that is cheaper to patch than to resend ${n}` });
    expect(diff({ xs: [long(1), long(2), long(3)] }, { xs: [long(1)] })).toEqual([
      { op: 'remove', path: '/xs/2' },
      { op: 'remove', path: '/xs/1' },
    ]);
    expect(
      diff({ xs: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] }, { xs: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }),
    ).toEqual([{ op: 'add', path: '/xs/10', value: 11 }]);
  });

  it('replaces a value outright when that is shorter than the operations under it', () => {
    const legal = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => ({ type: 'pick', card: n }));
    expect(diff({ legal }, { legal: [] })).toEqual([{ op: 'replace', path: '/legal', value: [] }]);
    expect(diff({ w: { seats: [1, 2, 3], text: 'a' } }, { w: { seats: [4], text: 'b' } })).toEqual([
      { op: 'replace', path: '/w', value: { seats: [4], text: 'b' } },
    ]);
  });

  it('escapes "~" and "/" in keys as RFC 6901 says', () => {
    expect(diff({ 'a/b': 1, 'c~d': 1 }, { 'a/b': 2, 'c~d': 2 })).toEqual([
      { op: 'replace', path: '/a~1b', value: 2 },
      { op: 'replace', path: '/c~0d', value: 2 },
    ]);
  });

  it('treats an undefined property as absent, as JSON does', () => {
    expect(diff({ a: undefined, b: 1 }, { b: 1, c: undefined })).toEqual([]);
    expect(diff({ a: 1 }, { a: undefined })).toEqual([{ op: 'remove', path: '/a' }]);
  });

  it("finds no prototype's property under a key like toString or constructor", () => {
    expect(diff({}, { toString: 1, constructor: { a: 1 } })).toEqual([
      { op: 'add', path: '/toString', value: 1 },
      { op: 'add', path: '/constructor', value: { a: 1 } },
    ]);
    expect(diff({ valueOf: 2, hasOwnProperty: [] }, {})).toEqual([
      { op: 'remove', path: '/valueOf' },
      { op: 'remove', path: '/hasOwnProperty' },
    ]);
  });

  it('gives every role the same operations with the memo of a version as without it, a shared pair at another path included', () => {
    const galaxy = { a: { units: 1 }, b: { units: 2 } };
    const moved = { a: { units: 0 }, b: { units: 3 } };
    const views = (legal: number[]) => [
      { galaxy, copy: galaxy, legal: [1, 2], players: [{ n: 1 }, galaxy.a] },
      { galaxy: moved, copy: { ...galaxy, b: moved.b }, legal, players: [{ n: 1 }, moved.a] },
    ];
    const memo: DiffMemo = new Map();
    for (const legal of [[1], [], [1, 2, 3]]) {
      const [before, after] = views(legal);
      expect(diff(before, after, memo)).toEqual(diff(before, after));
    }
    expect(memo.size).toBeGreaterThan(0);
  });

  it('produces a patch that turns any JSON document into any other (checked with fast-json-patch)', () => {
    fc.assert(
      fc.property(json(), json(), (a, b) => {
        // JSON round trip: -0 and the like are not JSON.
        const [x, y] = [JSON.parse(JSON.stringify(a)) as unknown, JSON.parse(JSON.stringify(b)) as unknown];
        expect(apply(x, diff(x, y))).toEqual(y);
      }),
      { numRuns: 500 },
    );
  });

  it('turns a document into a close variant of itself with a patch of just the change', () => {
    fc.assert(
      fc.property(fc.dictionary(key(), json()), key(), json(), (doc, key, value) => {
        const a = JSON.parse(JSON.stringify(doc)) as Record<string, unknown>;
        const b = { ...a, [key]: JSON.parse(JSON.stringify(value)) as unknown };
        expect(apply(a, diff(a, b))).toEqual(b);
        expect(
          diff(a, b).every((op) => op.path.startsWith(`/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`)),
        ).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('as sent (compact) and applied by the client, turns any document into any other without changing it', () => {
    fc.assert(
      fc.property(json(), json(), (a, b) => {
        const [x, y] = [JSON.parse(JSON.stringify(a)) as unknown, JSON.parse(JSON.stringify(b)) as unknown];
        const before = JSON.stringify(x);
        expect(applyPatchOps(x, compactPatch(diff(x, y)))).toEqual(y);
        expect(JSON.stringify(x)).toBe(before);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps the identity of every part of the document a patch does not touch', () => {
    const players = [
      { name: 'a', goods: 1 },
      { name: 'b', goods: 2 },
      { name: 'c', goods: 3 },
    ];
    const doc = { round: 1, players, cards: { x: { holder: null } } };
    const next = applyPatchOps(
      doc,
      compactPatch(diff(doc, { ...doc, players: players.map((p, i) => (i === 1 ? { ...p, goods: 5 } : p)) })),
    );
    expect(next.players[1]).toEqual({ name: 'b', goods: 5 });
    expect(next.players).not.toBe(players);
    expect(next.players[0]).toBe(players[0]);
    expect(next.players[2]).toBe(players[2]);
    expect(next.cards).toBe(doc.cards);
    expect(doc.players[1]).toEqual({ name: 'b', goods: 2 });
  });

  it('refuses a patch that does not fit the document (the client then resyncs)', () => {
    expect(() => applyPatchOps({ a: [1] }, [[0, '/b', 1]])).toThrow(PatchError);
    expect(() => applyPatchOps({ a: [1] }, [[0, '/a/3', 1]])).toThrow(PatchError);
    expect(() => applyPatchOps({ a: [1] }, [[2, '/a/x']])).toThrow(PatchError);
    expect(() => applyPatchOps({ a: {} }, [[1, '/__proto__/polluted', 1]])).toThrow(PatchError);
  });
});
