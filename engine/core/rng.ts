/**
 * A small seeded generator (sfc32) for the places that need a stream of numbers
 * that everyone can reproduce from a seed: simulations, the local dealer of
 * hot-seat and solo games, tests. Networked games never use it for anything
 * a game depends on: their randomness comes from the beacon (docs/protocol.md §5).
 */
export interface Rng {
  /** A uniform integer in [0, bound). */
  int(bound: number): number;
  /** The state, to save and restore a generator (JSON-safe). */
  save(): [number, number, number, number];
}

export function rngFromState(s: readonly [number, number, number, number]): Rng {
  let [a, b, c, d] = s;
  const next = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (a + b + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t;
  };
  return {
    int(bound) {
      if (!Number.isInteger(bound) || bound <= 0 || bound > 2 ** 32) throw new RangeError(`bad bound ${bound}`);
      // Rejection sampling keeps every value exactly equally likely.
      const limit = 2 ** 32 - (2 ** 32 % bound);
      for (;;) {
        const x = next();
        if (x < limit) return x % bound;
      }
    },
    save: () => [a >>> 0, b >>> 0, c >>> 0, d >>> 0],
  };
}

export function seededRng(seed: number): Rng {
  const rng = rngFromState([0x9e3779b9, 0x243f6a88, 0xb7e15162, seed >>> 0]);
  for (let i = 0; i < 12; i++) rng.int(2);
  return rng;
}

/** Fisher–Yates with the given generator; returns a new array. */
export function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
