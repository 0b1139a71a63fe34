/**
 * Fiat–Shamir transcripts. Every proof in the poker protocol is a sigma
 * protocol made non-interactive by hashing everything the verifier would have
 * seen before each challenge. What goes in, and why:
 *
 * - a protocol label ("feebleton/poker/v1/dleq", …): a proof for one step can
 *   never be read as a proof for another;
 * - the caller's context (game id, hash of the entry being answered, seat,
 *   card index): a proof copied to another game, entry, seat or card fails;
 * - the whole statement (keys, ciphertexts) and the prover's commitments,
 *   each field length-prefixed and labelled, so no two different transcripts
 *   hash the same bytes.
 *
 * Challenges are SHA-512 outputs reduced mod q (bias < 2^-250). Each
 * challenge is appended back into the transcript, so later challenges depend
 * on earlier ones.
 */
import { sha512 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { concat, u32be } from './bytes.js';
import { encodePoint, encodeScalar, scalarFromHash, type Point, type Scalar } from './group.js';

/** What a proof is about, supplied by the caller; bound into every challenge. */
export interface ProofContext {
  /** The game (room) id. */
  readonly game: string;
  /** Hash of the log entry this proof answers (e.g. the draw request), as the log spells it. */
  readonly entry: string;
  /** The seat making the proof. */
  readonly seat: number;
  /** The card index (or pass number for a shuffle) the proof is about. */
  readonly index: number;
}

const VERSION = 'feebleton/poker/v1/';

export class Transcript {
  private readonly parts: Uint8Array[] = [];

  constructor(protocol: string, ctx: ProofContext) {
    this.bytes('protocol', utf8ToBytes(VERSION + protocol));
    this.bytes('game', utf8ToBytes(ctx.game));
    this.bytes('entry', utf8ToBytes(ctx.entry));
    this.u32('seat', ctx.seat);
    this.u32('index', ctx.index);
  }

  bytes(label: string, data: Uint8Array): this {
    const l = utf8ToBytes(label);
    this.parts.push(u32be(l.length), l, u32be(data.length), data);
    return this;
  }

  u32(label: string, n: number): this {
    return this.bytes(label, u32be(n));
  }

  point(label: string, p: Point): this {
    return this.bytes(label, encodePoint(p));
  }

  /** Already-encoded points (the verifier hashes the bytes it received). */
  points(label: string, encoded: readonly Uint8Array[]): this {
    this.u32(`${label}#`, encoded.length);
    return this.bytes(label, concat(encoded));
  }

  scalar(label: string, s: Scalar): this {
    return this.bytes(label, encodeScalar(s));
  }

  /** A challenge scalar; it is then part of the transcript. */
  challenge(label: string): Scalar {
    return scalarFromHash(this.digest(label));
  }

  /** `count` challenge scalars from one state (the shuffle's vector e). */
  challenges(label: string, count: number): Scalar[] {
    const seed = this.digest(label);
    const out: Scalar[] = [];
    for (let i = 0; i < count; i++) out.push(scalarFromHash(sha512(concat([seed, u32be(i)]))));
    return out;
  }

  private digest(label: string): Uint8Array {
    this.bytes('challenge', utf8ToBytes(label));
    const d = sha512(concat(this.parts));
    this.parts.length = 0;
    // Chain: the next state starts from this digest, so nothing is hashed twice.
    this.bytes('state', d);
    return d;
  }
}

/** The context as bytes, for binding nonces to it. */
export function contextBytes(ctx: ProofContext): Uint8Array[] {
  return [utf8ToBytes(ctx.game), utf8ToBytes(ctx.entry), u32be(ctx.seat), u32be(ctx.index)];
}

export function validContext(ctx: ProofContext): boolean {
  const u32ok = (n: number) => Number.isInteger(n) && n >= 0 && n <= 0xffffffff;
  return typeof ctx.game === 'string' && typeof ctx.entry === 'string' && u32ok(ctx.seat) && u32ok(ctx.index);
}
