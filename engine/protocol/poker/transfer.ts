/**
 * TRANSFER, SHOW and RETURN: moving a held card to another key without
 * revealing it.
 *
 * After a draw, A's card sits in the log as (C1, C2), an ElGamal encryption
 * of M under Y_A alone. A knows M (= C2 − x_A·C1). To hand it to a target key
 * Y_T (B's key for TRANSFER and SHOW, the joint key K for RETURN) A posts a
 * fresh encryption D = (r·G, M + r·Y_T) and proves, without revealing M,
 * that D and (C1, C2) hold the same card:
 *
 *   knows (x_A, r) with  Y_A = x_A·G,  D1 = r·G,  C2 − D2 = x_A·C1 − r·Y_T
 *
 * (the last equation says C2 − x_A·C1 = D2 − r·Y_T: both decrypt to one M).
 * Sigma protocol: a, b random; T1 = a·G, T2 = b·G, T3 = a·C1 − b·Y_T;
 * c = H(kind, context, Y_A, Y_T, C, D, T1, T2, T3); s_a = a + c·x_A, s_b = b + c·r.
 * Proof (c, s_a, s_b); the verifier rebuilds the T's. Special soundness gives
 * (x_A, r) from two answers, so a different card passes with probability
 * 1/q per attempt (random-oracle model); the proof is honest-verifier ZK, so
 * it says nothing about M.
 *
 * TRANSFER moves the card (the log now files D under B); SHOW lets B decrypt
 * D while A keeps the card; RETURN puts D back into a pile under K, to be
 * shuffled before anyone draws it. The kind is bound into the challenge.
 *
 * Wire form: D1 ‖ D2 ‖ c ‖ s_a ‖ s_b = 160 bytes.
 */
import { fail, ok, type Result } from '../../core/result.js';
import { concat, expectLength } from './bytes.js';
import { decodeCiphertext, encodeCiphertext, type Ciphertext } from './elgamal.js';
import {
  G,
  ORDER,
  add,
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
import type { SeatKey } from './keys.js';
import { Transcript, contextBytes, validContext, type ProofContext } from './transcript.js';
import { fastArithmetic, wasmComing, type Arithmetic } from './wasm.js';

export const REENCRYPTION_KINDS = ['transfer', 'show', 'return'] as const;
export type ReencryptionKind = (typeof REENCRYPTION_KINDS)[number];

export interface Reencryption {
  /** The same card under the target key. */
  readonly ct: Ciphertext;
  readonly c: Scalar;
  readonly sa: Scalar;
  readonly sb: Scalar;
}

export const REENCRYPTION_BYTES = 160;

interface Statement {
  readonly ya: Point;
  readonly target: Point;
  readonly held: Ciphertext;
  readonly out: Ciphertext;
}

/** The T's go in as the bytes of their canonical encodings, whichever path made them. */
function challenge(kind: ReencryptionKind, ctx: ProofContext, st: Statement, t: readonly Uint8Array[]): Scalar {
  return new Transcript(`reencrypt/${kind}`, ctx)
    .point('YA', st.ya)
    .point('YT', st.target)
    .point('C1', st.held.c1)
    .point('C2', st.held.c2)
    .point('D1', st.out.c1)
    .point('D2', st.out.c2)
    .bytes('T1', t[0]!)
    .bytes('T2', t[1]!)
    .bytes('T3', t[2]!)
    .challenge('c');
}

/** A re-encrypts the card it holds under `held` (encrypted to Y_A) to `target`, with the same-card proof. */
export function reencrypt(kind: ReencryptionKind, key: SeatKey, held: Ciphertext, target: Point, ctx: ProofContext, rand: RandomSource): Reencryption {
  const m = held.c2.subtract(mulSecret(held.c1, key.x));
  const bind = [encodePoint(held.c1), encodePoint(target), ...contextBytes(ctx)];
  const [r, a, b] = ['r', 'a', 'b'].map((n) => hedgedScalar(rand, key.x, `reencrypt/${kind}/${n}`, bind)) as [Scalar, Scalar, Scalar];
  const gT = fixedBase(G);
  const out = { c1: mulSecret(gT, r), c2: m.add(mulSecret(target, r)) };
  const t = [mulSecret(gT, a), mulSecret(gT, b), mulSecret(held.c1, a).subtract(mulSecret(target, b))];
  const c = challenge(kind, ctx, { ya: key.y, target, held, out }, t.map(encodePoint));
  return { ct: out, c, sa: add(a, mul(c, key.x)), sb: add(b, mul(c, r)) };
}

/** Anyone checks that `re.ct` under `target` holds the same card as `held` under `ya`. */
export function verifyReencryption(kind: ReencryptionKind, ya: Point, held: Ciphertext, target: Point, re: Reencryption, ctx: ProofContext): boolean {
  if (!validContext(ctx) || re.ct.c1.is0() || target.is0() || ![re.c, re.sa, re.sb].every(inRange)) return false;
  const st = { ya, target, held, out: re.ct };
  const t = commitmentsOn(fastArithmetic(), st, re) ?? commitmentsOn(null, st, re)!;
  return challenge(kind, ctx, st, t) === re.c;
}

const inRange = (k: Scalar): boolean => typeof k === 'bigint' && k >= 0n && k < ORDER;

/** T1, T2 and T3, encoded: on `arith` (the WebAssembly path, `wasm.ts`), or on @noble when it is null. */
export function commitmentsOn(arith: Arithmetic | null, st: Statement, re: Reencryption): Uint8Array[] | null {
  const [mc, msb] = [neg(re.c), neg(re.sb)];
  if (!arith) {
    // G and the holder's seat key are long-lived: fixed-base tables, as in dleq.ts (not while the WebAssembly path loads).
    const t1 = wasmComing() ? lincomb([G, st.ya], [re.sa, mc]) : mulPublic(fixedBase(G), re.sa).add(mulPublic(fixedBase(st.ya, 6), mc));
    const t2 = lincomb([G, st.out.c1], [re.sb, mc]);
    const t3 = lincomb([st.held.c1, st.target, st.held.c2.subtract(st.out.c2)], [re.sa, msb, mc]);
    return [t1, t2, t3].map(encodePoint);
  }
  const sum = (a: Uint8Array | null, b: Uint8Array | null) => (a && b ? arith.add(a, b) : null);
  const t1 = sum(arith.mulBase(re.sa), arith.mul(encodePoint(st.ya), mc));
  const t2 = sum(arith.mulBase(re.sb), arith.mul(encodePoint(st.out.c1), mc));
  const diff = arith.sub(encodePoint(st.held.c2), encodePoint(st.out.c2));
  const t3 = sum(sum(arith.mul(encodePoint(st.held.c1), re.sa), arith.mul(encodePoint(st.target), msb)), diff && arith.mul(diff, mc));
  return t1 && t2 && t3 ? [t1, t2, t3] : null;
}

export function encodeReencryption(re: Reencryption): Uint8Array {
  return concat([encodeCiphertext(re.ct), encodeScalar(re.c), encodeScalar(re.sa), encodeScalar(re.sb)]);
}

export function decodeReencryption(bytes: unknown): Result<Reencryption> {
  const b = expectLength(bytes, REENCRYPTION_BYTES, 'reencryption');
  if (!b.ok) return b;
  const ct = decodeCiphertext(b.value.subarray(0, 64));
  if (!ct.ok) return ct;
  const [c, sa, sb] = [64, 96, 128].map((o) => decodeScalar(b.value.subarray(o, o + 32)));
  if (!c!.ok || !sa!.ok || !sb!.ok) return fail('reencryption.scalar', 'scalar out of range');
  return ok({ ct: ct.value, c: c!.value, sa: sa!.value, sb: sb!.value });
}
