import { describe, expect, it } from 'vitest';
import { TokenBucket } from './rate-limit.ts';

describe('a token bucket', () => {
  it('gives its whole burst to a caller whose clock reading is older than the bucket', () => {
    const before = Date.now() - 50;
    const bucket = new TokenBucket(4, 100);
    for (let i = 0; i < 4; i++) expect(bucket.take(before)).toBe(true);
    expect(bucket.take(before)).toBe(false);
  });

  it('refills with time, never past its capacity', () => {
    const bucket = new TokenBucket(2, 1);
    const t = Date.now() + 10;
    expect(bucket.take(t) && bucket.take(t)).toBe(true);
    expect(bucket.take(t)).toBe(false);
    expect(bucket.take(t + 1000)).toBe(true);
    expect(bucket.isFull(t + 60_000)).toBe(true);
  });
});
