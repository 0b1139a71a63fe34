/**
 * Chaum–Pedersen proof of discrete-log equality (DLEQ): given bases B1, B2
 * and points A, C, the prover shows it knows x with A = x·B1 and C = x·B2,
 * and reveals nothing else about x.
 *
 *   prover: w random, T1 = w·B1, T2 = w·B2,
 *           c = H(label, context, B1, A, B2, C, T1, T2), s = w + c·x
 *   proof:  (c, s)  — 64 bytes; the verifier rebuilds T1 = s·B1 − c·A,
 *           T2 = s·B2 − c·C and checks that the hash gives back c.
 *
 * Sending (c, s) instead of (T1, T2, s) saves 32 bytes and two point
 * decodings. Special soundness: two accepting answers to different c for the
 * same T give x, so a cheater passes with probability 1/q per attempt
 * (random-oracle model). Used for decryption shares (B1 = G, A = Y_i,
 * B2 = C1, C = share).
 *
 * A (c, s) proof cannot be batch-verified with random weights: the verifier
 * must rebuild T1 and T2 exactly to hash them. So each proof costs its
 * products and two point encodings. On @noble, B1 and A are long-lived (G and
 * a seat key), so T1 uses precomputed tables for them; once the WebAssembly
 * path is loaded (`wasm.ts`), T1 = s·G − c·A and T2 = s·B2 − c·C are one
 * fixed-base and three variable-base libsodium products on the encodings,
 * which answer as @noble does for every input (`wasm.test.ts`), so a peer on
 * either path accepts the same proofs.
 */
import { fail, ok, type Result } from '../../core/result.js';
import { expectLength } from './bytes.js';
import {
  add,
  G,
  ORDER,
  decodeScalar,
  encodePoint,
  encodeScalar,
  fixedBase,
  hedgedScalar,
  mul,
  mulPublic,
  mulSecret,
  neg,
  type Point,
  type RandomSource,
  type Scalar,
} from './group.js';
import { lincomb } from './msm.js';
import { Transcript, contextBytes, validContext, type ProofContext } from './transcript.js';
import { fastArithmetic, wasmComing, type Arithmetic } from './wasm.js';

export interface DleqProof {
  readonly c: Scalar;
  readonly s: Scalar;
}

export interface DleqStatement {
  readonly b1: Point;
  readonly a: Point;
  readonly b2: Point;
  readonly c: Point;
}

/** T1 and T2 go in as the bytes of their canonical encodings (`encodePoint`), whichever path made them. */
function challenge(label: string, ctx: ProofContext, st: DleqStatement, t1: Uint8Array, t2: Uint8Array): Scalar {
  return new Transcript(`dleq/${label}`, ctx)
    .point('B1', st.b1)
    .point('A', st.a)
    .point('B2', st.b2)
    .point('C', st.c)
    .bytes('T1', t1)
    .bytes('T2', t2)
    .challenge('c');
}

export function proveDleq(label: string, ctx: ProofContext, st: DleqStatement, x: Scalar, rand: RandomSource): DleqProof {
  const w = hedgedScalar(rand, x, `dleq/${label}`, [encodePoint(st.b2), ...contextBytes(ctx)]);
  const c = challenge(label, ctx, st, encodePoint(mulSecret(st.b1, w)), encodePoint(mulSecret(st.b2, w)));
  return { c, s: add(w, mul(c, x)) };
}

const inRange = (k: Scalar): boolean => typeof k === 'bigint' && k >= 0n && k < ORDER;

export function verifyDleq(label: string, ctx: ProofContext, st: DleqStatement, proof: DleqProof): boolean {
  if (!validContext(ctx) || !inRange(proof.c) || !inRange(proof.s)) return false;
  const t = commitmentsOn(fastArithmetic(), st, proof) ?? commitmentsOn(null, st, proof)!;
  return challenge(label, ctx, st, t[0], t[1]) === proof.c;
}

/** The proof's T1 and T2, encoded: on `arith` (the WebAssembly path), or on @noble when it is null. */
export function commitmentsOn(arith: Arithmetic | null, st: DleqStatement, proof: DleqProof): [Uint8Array, Uint8Array] | null {
  const minusC = neg(proof.c);
  if (!arith) {
    // B1 = G and A = a seat key in every use: fixed-base tables make T1 ≈ 4× cheaper than a lincomb, once
    // built; not while the WebAssembly path loads (`wasmComing`), when they would serve a few checks only.
    const t1 = wasmComing() ? lincomb([st.b1, st.a], [proof.s, minusC]) : mulPublic(fixedBase(st.b1), proof.s).add(mulPublic(fixedBase(st.a, 6), minusC));
    return [encodePoint(t1), encodePoint(lincomb([st.b2, st.c], [proof.s, minusC]))];
  }
  const s1 = st.b1 === G ? arith.mulBase(proof.s) : arith.mul(encodePoint(st.b1), proof.s);
  const c1 = arith.mul(encodePoint(st.a), minusC);
  const s2 = arith.mul(encodePoint(st.b2), proof.s);
  const c2 = arith.mul(encodePoint(st.c), minusC);
  const t1 = s1 && c1 && arith.add(s1, c1);
  const t2 = s2 && c2 && arith.add(s2, c2);
  return t1 && t2 ? [t1, t2] : null;
}

export function encodeDleq(p: DleqProof): Uint8Array {
  const out = new Uint8Array(64);
  out.set(encodeScalar(p.c), 0);
  out.set(encodeScalar(p.s), 32);
  return out;
}

export function decodeDleq(bytes: unknown): Result<DleqProof> {
  const b = expectLength(bytes, 64, 'dleq');
  if (!b.ok) return b;
  const c = decodeScalar(b.value.subarray(0, 32));
  const s = decodeScalar(b.value.subarray(32, 64));
  if (!c.ok || !s.ok) return fail('dleq.scalar', 'dleq proof scalar out of range');
  return ok({ c: c.value, s: s.value });
}
