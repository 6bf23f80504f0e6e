// A small seeded generator (sfc32) whose whole state is four 32-bit integers, so
// it can live inside the game state: a game is a pure function of setup + log.

export type RngState = readonly [number, number, number, number];

/** Derives a generator state from any string seed (cyrb128 mixing). */
export function seedRng(seed: string): RngState {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  return [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
}

/** One step: a float in [0, 1) and the next state. */
export function nextFloat(rng: RngState): [number, RngState] {
  let [a, b, c, d] = rng;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  return [(t >>> 0) / 4294967296, [a >>> 0, b >>> 0, c >>> 0, d >>> 0]];
}

/** An integer in [0, n). */
export function nextInt(rng: RngState, n: number): [number, RngState] {
  const [f, next] = nextFloat(rng);
  return [Math.floor(f * n), next];
}

/** Fisher–Yates shuffle; returns a new array and the next state. */
export function shuffle<T>(items: readonly T[], rng: RngState): [T[], RngState] {
  const out = items.slice();
  let state = rng;
  for (let i = out.length - 1; i > 0; i--) {
    const [j, next] = nextInt(state, i + 1);
    state = next;
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return [out, state];
}

/** A mutable cursor over an RngState, for setup code that draws many numbers. */
export class RngCursor {
  constructor(public state: RngState) {}
  float(): number {
    const [f, next] = nextFloat(this.state);
    this.state = next;
    return f;
  }
  int(n: number): number {
    return Math.floor(this.float() * n);
  }
  shuffle<T>(items: readonly T[]): T[] {
    const [out, next] = shuffle(items, this.state);
    this.state = next;
    return out;
  }
}
