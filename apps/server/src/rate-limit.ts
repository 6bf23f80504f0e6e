// Token buckets: `burst` requests at once, `perSecond` sustained. One per seat for intents, one
// per socket for resyncs, one per address for game creation and history (see KeyedBuckets).

export class TokenBucket {
  private tokens: number;
  private last = Date.now();

  constructor(
    private readonly capacity: number,
    private readonly perSecond: number,
  ) {
    this.tokens = capacity;
  }

  take(now = Date.now()): boolean {
    this.refill(now);
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /** Whether the bucket has refilled to capacity: it then behaves like a new one and may be dropped. */
  isFull(now = Date.now()): boolean {
    this.refill(now);
    return this.tokens >= this.capacity;
  }

  /** Seconds until the next token. */
  secondsToNext(now = Date.now()): number {
    this.refill(now);
    return this.tokens >= 1 ? 0 : (1 - this.tokens) / this.perSecond;
  }

  private refill(now: number): void {
    // A time before the last one (a caller's `now` read before the bucket was made) takes nothing away.
    if (now <= this.last) return;
    this.tokens = Math.min(this.capacity, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
  }
}

/**
 * A bucket per key (a client address). Buckets that have refilled are dropped now and then,
 * so a stream of one-off addresses does not grow the map for ever.
 */
export class KeyedBuckets {
  private readonly buckets = new Map<string, TokenBucket>();
  private takesSincePrune = 0;

  constructor(
    private readonly capacity: number,
    private readonly perSecond: number,
    private readonly pruneEvery = 1000,
  ) {}

  /** Takes a token for `key`; false (and the seconds to wait) when its bucket is empty. */
  take(key: string, now = Date.now()): { ok: true } | { ok: false; retryAfterSeconds: number } {
    if (++this.takesSincePrune >= this.pruneEvery) this.prune(now);
    let bucket = this.buckets.get(key);
    if (!bucket) {
      bucket = new TokenBucket(this.capacity, this.perSecond);
      this.buckets.set(key, bucket);
    }
    if (bucket.take(now)) return { ok: true };
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(bucket.secondsToNext(now))) };
  }

  get size(): number {
    return this.buckets.size;
  }

  prune(now = Date.now()): void {
    this.takesSincePrune = 0;
    for (const [key, bucket] of this.buckets) if (bucket.isFull(now)) this.buckets.delete(key);
  }
}
