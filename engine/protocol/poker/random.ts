/**
 * A deterministic random source for tests and benchmarks: SHA-512 in counter
 * mode over a seed. Never for real games — there the caller passes
 * `crypto.getRandomValues`-backed bytes (see docs/protocol.md: local secrets only).
 */
import { sha512 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { concat, u32be } from './bytes.js';
import type { RandomSource } from './group.js';

export function seededRandom(seed: string | number): RandomSource {
  const s = utf8ToBytes(`feebleton/poker/test-random/${seed}`);
  let counter = 0;
  let buf: Uint8Array = new Uint8Array(0);
  return (n: number) => {
    while (buf.length < n) buf = concat([buf, sha512(concat([s, u32be(counter++)]))]);
    const out = buf.slice(0, n);
    buf = buf.slice(n);
    return out;
  };
}
