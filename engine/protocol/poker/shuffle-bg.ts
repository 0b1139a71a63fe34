/**
 * SHUFFLE PROOF, Bayer–Groth: the same statement as shuffle.ts (the output deck is a permutation
 * of re-encryptions of the input deck under K) with a proof that grows with √N rather than N:
 * 4,288 bytes for 71 cards against Terelius–Wikström's 11,648. Bayer and Groth, "Efficient
 * Zero-Knowledge Argument for Correctness of a Shuffle", Eurocrypt 2012, §4; its sub-arguments
 * are in bg-args.ts and bg-mexp.ts.
 *
 *   output_j = input_π(j) + (ρ_j·G, ρ_j·K), decks of N cards laid out as m columns of n (m·n ≥ N).
 *   1. Commit to a = (π(0), …, π(N'−1)) column by column: c_A. Challenge x.
 *   2. Commit to b = (x^π(0), …, x^π(N'−1)): c_B. Challenges y, z.
 *   3. Product argument: the entries of y·a + b − z multiply to Π_i (y·i + x^i − z), which (as a
 *      polynomial identity in y and z, Schwartz–Zippel) makes (a_i, b_i) a permutation of the
 *      pairs (i, x^i): a is a permutation and b the powers of x in its order. For m ≥ 2 the row
 *      products are committed and shown to be the Hadamard product of the columns (a zero
 *      argument over the bilinear map ⋆) and to multiply to the target (single value product).
 *   4. Multi-exponentiation argument: Σ_i x^i·input_i = E(0; ρ) + Σ_j b_j·output_j for a known ρ,
 *      so (the polynomial in x being the same on both sides) output_j re-encrypts input_π(j).
 *   5. Every equation the check reads is weighted by a hash of the whole proof and summed into ONE
 *      multi-scalar multiplication, like shuffle.ts's.
 *
 * Padding: with N < m·n, both decks are padded with the identity ciphertext (0, 0), which the
 * permutation must map to itself. A real card cannot be moved into the padding: its ciphertext
 * plus a re-encryption would have to be (0, 0), so it would encrypt the identity, and every card
 * is a point hashed onto the curve (cards.ts) that re-encryption never changes; so the padding
 * maps onto the padding and the real cards onto the real places.
 *
 * Soundness: computationally sound under the discrete-log assumption in ristretto255 (Pedersen
 * commitments bind: the generators are hashed onto the curve, nobody knows a relation between
 * them), in the random-oracle model for SHA-512. Each challenge leaves a cheating prover a chance
 * bounded by the degree of the polynomial it must satisfy over q ≈ 2^252: 2N'/q for x, y and z
 * together, 2m/q for the zero argument's x, 2/q for the product's, 2m/q for the
 * multi-exponentiation's, 1/q for the batch weights — about 2^-244 for 71 cards per attempt; T
 * hash evaluations of grinding gain a factor T. Honest-verifier zero-knowledge (computationally, under
 * DDH, for the multi-exponentiation's diagonals: bg-mexp.ts).
 *
 * Size: 32·(9m + 5n + 8) bytes for m ≥ 2 (32·(3n + 10) for m = 1), with m and n chosen to make it
 * smallest. Cost: the prover does 2m + 1 multi-scalar multiplications of about 2N points (the
 * diagonals), the verifier decodes 9m + 3 points and does one MSM of about 4N + n + 9m points.
 */
import { ristretto255_hasher } from '@noble/curves/ed25519.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { fail, ok, type Result } from '../../core/result.js';
import {
  type Lin,
  type Opened,
  Equations,
  Reader,
  Terms,
  Writer,
  at,
  ones,
  commit,
  hadamard,
  pows,
  proveProduct,
  proveZero,
  checkProduct,
  checkZero,
  scale,
  vadd,
  vscale,
} from './bg-args.js';
import { checkMexp, proveMexp } from './bg-mexp.js';
import { u32be } from './bytes.js';
import type { Ciphertext, Deck } from './elgamal.js';
import { add, mul, neg, randomScalar, sub, type Point, type RandomSource, type Scalar } from './group.js';
import { Transcript, validContext, type ProofContext } from './transcript.js';

/** As in shuffle.ts (not imported from there, which imports this file). */
type Kind = 'shuffle' | 'reorder';
interface Witness {
  readonly perm: readonly number[];
  readonly rho: readonly Scalar[];
}

const GEN_DST = utf8ToBytes('feebleton/poker/v2/bg-generator_XMD:SHA-512_R255MAP_RO_');
const generators: Point[] = [];

/** h_0..h_{n−1} for the commitments, the same for every game. */
export function bgGenerators(n: number): readonly Point[] {
  while (generators.length < n) generators.push(ristretto255_hasher.hashToCurve(u32be(generators.length), { DST: GEN_DST }));
  return generators.slice(0, n);
}

const size = (m: number, n: number): number => 32 * (m === 1 ? 3 * n + 10 : 9 * m + 5 * n + 8);

/**
 * The layout of an N-card deck: m columns of n (n ≥ 2), the smallest proof with m ≤ 4. More
 * columns would save about 100 bytes each for 71 cards but cost the prover another 2N-point
 * multi-scalar multiplication each (measured: m = 6 proves 1.4× slower than m = 4).
 */
export function bgShape(cards: number): { m: number; n: number } {
  let best = { m: 1, n: Math.max(2, cards) };
  for (let m = 2; m <= Math.min(4, cards); m++) {
    const n = Math.max(2, Math.ceil(cards / m));
    if (size(m, n) < size(best.m, best.n)) best = { m, n };
  }
  return best;
}

export const bgProofBytes = (cards: number): number => {
  const { m, n } = bgShape(cards);
  return size(m, n);
};

function statement(kind: Kind, ctx: ProofContext, k: Point, input: Deck, output: Deck): Transcript {
  return new Transcript(`bg ${kind}`, ctx).point('K', k).u32('n', input.cts.length).bytes('input', input.bytes).bytes('output', output.bytes);
}

const column = <T>(v: readonly T[], j: number, n: number): T[] => v.slice(j * n, j * n + n);
const rowsOf = (d: Deck, m: number, n: number): Ciphertext[][] => Array.from({ length: m }, (_, i) => column(d.cts, i, n));
/** Π_{i < N'} (y·i + x^i − z): what the product argument must reach. */
const target = (xp: readonly Scalar[], y: Scalar, z: Scalar): Scalar => xp.reduce((p, xi, i) => mul(p, sub(add(mul(y, BigInt(i)), xi), z)), 1n);

/** Proves a pass whose witness the caller holds (checked by the caller, as in shuffle.ts). */
export function proveShuffleBg(ctx: ProofContext, k: Point, input: Deck, output: Deck, w: Witness, rand: RandomSource, kind: Kind = 'shuffle'): Uint8Array {
  const cards = input.cts.length;
  const { m, n } = bgShape(cards);
  const h = bgGenerators(n);
  const perm = Array.from({ length: m * n }, (_, l) => (l < w.perm.length ? w.perm[l]! : l));
  const t = statement(kind, ctx, k, input, output);
  const wr = new Writer(t);
  const opened = (v: readonly Scalar[]): Opened[] => Array.from({ length: m }, (_, j) => ({ v: column(v, j, n), r: randomScalar(rand) }));
  const A = opened(perm.map(BigInt));
  wr.points(
    'cA',
    A.map((c) => commit(h, c.v, c.r)),
  );
  const xp = pows(t.challenge('x'), m * n);
  const B = opened(perm.map((p) => xp[p]!));
  wr.points(
    'cB',
    B.map((c) => commit(h, c.v, c.r)),
  );
  const y = t.challenge('y');
  const z = t.challenge('z');
  const D = A.map((a, j) => ({ v: vadd(vscale(a.v, y), B[j]!.v).map((d) => sub(d, z)), r: add(mul(a.r, y), B[j]!.r) }));
  proveProductOfColumns(wr, t, h, D, rand);
  const rho = neg(w.rho.reduce((s, r, l) => add(s, mul(r, B[Math.floor(l / n)]!.v[l % n]!)), 0n));
  proveMexp(wr, t, h, k, rowsOf(output, m, n), B, rho, rand);
  return wr.bytes();
}

/** The product argument: the columns' entries multiply to the target (for m ≥ 2, via their row products). */
function proveProductOfColumns(wr: Writer, t: Transcript, h: readonly Point[], D: readonly Opened[], rand: RandomSource): void {
  const m = D.length;
  if (m === 1) {
    proveProduct(wr, t, h, D[0]!, rand);
    return;
  }
  const n = D[0]!.v.length;
  // Partial products b_1 = d_1, b_i = b_{i−1} ∘ d_i (index i − 1 here); b_m are the row products.
  const part: Opened[] = [D[0]!];
  for (let i = 1; i < m; i++) part.push({ v: hadamard(part[i - 1]!.v, D[i]!.v), r: randomScalar(rand) });
  const last = part[m - 1]!;
  wr.points('hadamard', [commit(h, last.v, last.r), ...part.slice(1, m - 1).map((p) => commit(h, p.v, p.r))]);
  const xh = pows(t.challenge('hadamard x'), m);
  const ys = pows(t.challenge('hadamard y'), n + 1).slice(1);
  const minusOne = { v: new Array<Scalar>(n).fill(neg(1n)), r: 0n };
  let sumV: Scalar[] = new Array(n).fill(0n);
  let sumR = 0n;
  for (let i = 1; i < m; i++) {
    sumV = vadd(sumV, vscale(part[i]!.v, xh[i]!));
    sumR = add(sumR, mul(part[i]!.r, xh[i]!));
  }
  const bSide = [...part.slice(0, m - 1).map((p, i) => ({ v: vscale(p.v, xh[i + 1]!), r: mul(p.r, xh[i + 1]!) })), { v: sumV, r: sumR }];
  proveZero(wr, t, h, [...D.slice(1), minusOne], bSide, ys, rand);
  proveProduct(wr, t, h, last, rand);
}

/** One pass to check. */
export interface BgClaim {
  readonly ctx: ProofContext;
  readonly k: Point;
  readonly input: Deck;
  readonly output: Deck;
  readonly proof: unknown;
  readonly kind?: Kind;
}

/** A pass's check as the terms of one MSM that must come to the identity (shuffle.ts `verifyShuffle`). */
export function bgEquation(c: BgClaim): Result<Terms> {
  const { ctx, k, input, output, proof, kind = 'shuffle' } = c;
  const cards = input.cts.length;
  if (!validContext(ctx)) return fail('shuffle.context', 'invalid proof context');
  if (output.cts.length !== cards || cards === 0) return fail('shuffle.malformed', 'decks differ in size');
  if (!(proof instanceof Uint8Array) || proof.length !== bgProofBytes(cards))
    return fail('shuffle.malformed', `shuffle proof must be ${bgProofBytes(cards)} bytes`);
  const { m, n } = bgShape(cards);
  const h = bgGenerators(n);
  const t = statement(kind, ctx, k, input, output);
  const rd = new Reader(proof, t);
  const eqs = new Equations();
  const cA = rd.points('cA', m);
  if (!cA.ok) return cA;
  const xp = pows(t.challenge('x'), m * n);
  const cB = rd.points('cB', m);
  if (!cB.ok) return cB;
  const y = t.challenge('y');
  const z = t.challenge('z');
  const H = ones(h);
  const cD = cA.value.map((a, j): Lin => [...at(a, y), ...at(cB.value[j]!), ...scale(H, neg(z))]);
  const product = checkProductOfColumns(rd, t, h, cD, target(xp, y, z), eqs);
  if (!product.ok) return product;
  const c1: Lin = input.cts.map((ct, i) => [ct.c1, xp[i]!] as const);
  const c2: Lin = input.cts.map((ct, i) => [ct.c2, xp[i]!] as const);
  const mexp = checkMexp(rd, t, h, k, rowsOf(output, m, n), cB.value, { c1, c2 }, n, eqs);
  if (!mexp.ok) return mexp;
  // The weights: bound to everything read, so a prover cannot aim a bad proof at them.
  const terms = new Terms();
  eqs.weigh(t.challenges('batch', eqs.count), terms);
  return ok(terms);
}

function checkProductOfColumns(rd: Reader, t: Transcript, h: readonly Point[], cD: readonly Lin[], p: Scalar, eqs: Equations): Result<true> {
  const m = cD.length;
  const n = h.length;
  if (m === 1) return checkProduct(rd, t, h, cD[0]!, p, n, eqs);
  const had = rd.points('hadamard', m - 1);
  if (!had.ok) return had;
  const [last, ...mid] = had.value as [Point, ...Point[]];
  const xh = pows(t.challenge('hadamard x'), m);
  const ys = pows(t.challenge('hadamard y'), n + 1).slice(1);
  const part: Lin[] = [cD[0]!, ...mid.map((p_) => at(p_)), at(last)];
  const sum: Lin = part.slice(1).flatMap((c, i) => scale(c, xh[i + 1]!));
  const bSide = [...part.slice(0, m - 1).map((c, i) => scale(c, xh[i + 1]!)), sum];
  const zero = checkZero(rd, t, h, [...cD.slice(1), scale(ones(h), neg(1n))], bSide, ys, eqs);
  if (!zero.ok) return zero;
  return checkProduct(rd, t, h, at(last), p, n, eqs);
}
