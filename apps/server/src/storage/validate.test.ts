import { describe, expect, it } from 'vitest';
import { checkedIntent } from './validate.ts';

const row = { seq: 3, clientId: 'c', actor: { kind: 'seat', seat: 0 }, intent: { type: 'pass' } } as const;

describe('a stored intent’s time, read back', () => {
  it('is kept when it is a plausible epoch-ms time', () => {
    const at = Date.UTC(2026, 10, 24, 8, 0);
    expect(checkedIntent({ ...row, at }).at).toBe(at);
  });

  it.each([
    ['missing', undefined],
    ['not a number', '2026-11-24' as unknown as number],
    ['in seconds, not milliseconds', 1_790_000_000],
    ['fractional', 1_790_000_000_000.5],
    ['far in the future', 9_999_999_999_999],
  ])('is dropped (the intent still reads back) when %s', (_, at) => {
    const out = checkedIntent({ ...row, ...(at === undefined ? {} : { at }) });
    expect(out).not.toHaveProperty('at');
    expect(out.intent).toEqual({ type: 'pass' });
  });
});
