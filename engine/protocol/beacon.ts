/**
 * Shared randomness without a dealer: a hash-chain beacon (docs/protocol.md §5).
 *
 * Each seat makes a chain from a secret seed: v[L] = H("seed", seed), and
 * v[t-1] = H("chain", room, author, v[t]). It commits to v[0] when it joins.
 * For each entry E that needs randomness, every seat posts its next link v[t]
 * (naming E); anyone checks it by hashing it ONCE to the last link that seat
 * revealed. The round's value is r = H("beacon", room, E, v_1[t1], …, v_k[tk])
 * in seat order. While one seat is honest nobody can predict r before the last
 * link is out. Each seat's next link is fixed by its commitment, so the last
 * seat to reveal can only withhold it (and be voted out), never choose among
 * values: no link may skip ahead (docs/protocol.md §5).
 *
 * Numbers come from r by HMAC expansion with rejection sampling: exactly uniform.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { concat, equalBytes, utf8 } from './bytes.js';
import { hashBytes } from './canonical.js';

/** How many links a seat's chain has: every beacon round of a game uses one. */
export const CHAIN_LENGTH = 4096;
function step(room: string, author: string, v: Uint8Array): Uint8Array {
  return hashBytes('chain', utf8(room), utf8(author), v);
}

/** The name a chain is bound to: its author's key, and for a bot its number (room.ts `linkOwner`). */
export function chainOwner(author: string, bot: number | null): string {
  return bot === null ? author : `${author}#bot${bot}`;
}

/** A seat's whole chain, v[0] first (the commitment) … v[length] last. */
export function makeChain(room: string, author: string, seed: Uint8Array, length = CHAIN_LENGTH): Uint8Array[] {
  const out = new Array<Uint8Array>(length + 1);
  out[length] = hashBytes('seed', seed);
  for (let t = length; t > 0; t--) out[t - 1] = step(room, author, out[t]!);
  return out;
}

/** Whether `link` is the link right after `prev` on `owner`'s chain: hashing it once gives `prev`. */
export function isNextLink(room: string, owner: string, prev: Uint8Array, link: Uint8Array): boolean {
  return link.length === 32 && equalBytes(step(room, owner, link), prev);
}

/**
 * The chain step: the link before `v` on `owner`'s chain. An open link (entry.ts) is filed under it,
 * and the frozen version-1 reader (which let links skip ahead) walks it.
 */
export const chainStep = step;

/** The round value from every seat's link, in seat order. */
export function beaconValue(room: string, entry: Uint8Array, links: readonly Uint8Array[]): Uint8Array {
  return hashBytes('beacon', utf8(room), entry, ...links);
}

/**
 * A stream of exactly uniform integers drawn from one beacon value: block i of
 * the stream is HMAC(r, label ‖ i); each draw takes 4 bytes and rejects values
 * above the largest multiple of the bound.
 */
export class Draws {
  private block = new Uint8Array(0);
  private offset = 0;
  private counter = 0;
  constructor(
    private readonly r: Uint8Array,
    private readonly label: string,
  ) {}

  int(bound: number): number {
    if (!Number.isInteger(bound) || bound < 1 || bound > 2 ** 32) throw new RangeError(`bad bound ${bound}`);
    const limit = 2 ** 32 - (2 ** 32 % bound);
    for (;;) {
      const x = this.u32();
      if (x < limit) return x % bound;
    }
  }

  private u32(): number {
    if (this.offset + 4 > this.block.length) {
      const c = this.counter++;
      this.block = hmac(sha256, this.r, concat(utf8(this.label), Uint8Array.of(c >>> 24, (c >>> 16) & 255, (c >>> 8) & 255, c & 255)));
      this.offset = 0;
    }
    const b = this.block;
    const o = this.offset;
    this.offset += 4;
    return ((b[o]! << 24) | (b[o + 1]! << 16) | (b[o + 2]! << 8) | b[o + 3]!) >>> 0;
  }
}
