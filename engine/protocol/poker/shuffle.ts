/**
 * SHUFFLE: one seat re-randomises every card under the joint key K and
 * permutes the deck, and proves it did exactly that — the output is a
 * permutation of re-encryptions of the input — without revealing the
 * permutation. Every seat checks the proof before releasing any decryption
 * share: a shuffler could otherwise swap in ciphertexts it made itself and
 * read other seats' hands.
 *
 * Over 300 lines: the shuffle proof and its check mirror each other step by step and are read side by side.
 *
 * Two proofs, the room's genesis saying which (`ShuffleSystem`): Bayer–Groth in rooms opened
 * since it came (shuffle-bg.ts: 4,288 bytes for 71 cards), and, for the rooms before and the
 * Council Member's reorder (reorder.ts), the one below.
 *
 * Proof: Terelius–Wikström ("Proofs of Restricted Shuffles", Africacrypt 2010),
 * laid out as in Wikström's "How To Implement A Stand-Alone Verifier for the
 * Verificatum Mix-Net", made non-interactive with Fiat–Shamir:
 *
 *   output_j = input_π(j) + (ρ_j·G, ρ_j·K)
 *   1. Commit to the permutation matrix column by column:
 *      u_i = r_i·G + h_σ(i), σ = π⁻¹, with generators h_0..h_{n−1}, h₀' hashed
 *      onto the curve (nobody knows a relation between them or with G).
 *   2. Challenge vector e = H(statement, u). Write e'_j = e_π(j).
 *   3. The prover shows, in one sigma protocol with challenge v:
 *      - Σu_i commits to the all-ones vector (every row sums to 1);
 *      - ĉ_j = R̂_j·G + e'_j·ĉ_{j−1} (ĉ_{−1} = h₀') chains Πe'_j, and it equals Πe_i;
 *      - Σe_i·u_i opens to e' (so e' is e pushed through the committed matrix);
 *      - Σe'_j·output_j = Σe_i·input_i + (r'·G, r'·K) for a known r'.
 *      By Terelius–Wikström, a matrix with all-ones row sums for which
 *      Π(Me)_j = Πe_j for a random e is a permutation matrix (except with
 *      probability ≤ n/q over e, Schwartz–Zippel), and the last relation then
 *      says the outputs re-encrypt the inputs in that order.
 *   4. The verifier checks the 5 + n equations at once: one multi-scalar
 *      multiplication with weights λ derived from a hash of the whole proof.
 *
 * Soundness: computationally sound under the discrete-log assumption in
 * ristretto255 (the generators' mutual logs are unknown, so the commitments
 * bind), in the random-oracle model for SHA-512 (Fiat–Shamir). A cheating
 * shuffler succeeds with probability about n/2^252 per challenge vector e
 * (Schwartz–Zippel over q ≈ 2^252), plus 2^-252 for v and for the batch
 * weights, i.e. ≈ 2^-245 for a 71-card deck per attempt; with T hash
 * evaluations a grinding attacker gains a factor T. Zero-knowledge: honest-
 * verifier ZK, so the transcript reveals nothing about π beyond the statement.
 * Everything hashed includes the context (game, entry, seat, pass), K and both
 * decks in full, so a proof cannot be replayed in another place.
 *
 * Size: 32·(5n + 9) bytes — 11,648 bytes for 71 cards (+ 4,544 for the deck).
 * Cost: the prover does ≈ 7n fixed-base multiplications (tables for G, K, h₀'),
 * 3 multi-scalar multiplications of n points and 5n + 5 point encodings; the
 * verifier decodes 5n + 5 points and does ONE multi-scalar multiplication of
 * 8n + 3 points (msm.ts). Sizes are fixed by n, so no length field is sent.
 */
import { ristretto255_hasher } from '@noble/curves/ed25519.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { fail, ok, type Result } from '../../core/result.js';
import { concat, u32be } from './bytes.js';
import { deckOf, type Ciphertext, type Deck } from './elgamal.js';
import {
  G,
  IDENTITY,
  add,
  decodePoint,
  decodeScalar,
  encodePoint,
  encodeScalar,
  fixedBase,
  mul,
  mulWitness,
  neg,
  randomScalar,
  sub,
  type Point,
  type RandomSource,
  type Scalar,
} from './group.js';
import { msm } from './msm.js';
import { Terms } from './bg-args.js';
import { bgEquation, bgProofBytes, proveShuffleBg } from './shuffle-bg.js';
import { Transcript, contextBytes, validContext, type ProofContext } from './transcript.js';

const GEN_DST = utf8ToBytes('feebleton/poker/v1/shuffle-generator_XMD:SHA-512_R255MAP_RO_');
const generators: Point[] = [];

/** h₀' (index 0) then h_0..h_{n−1}: independent generators, same for every game. */
export function shuffleGenerators(n: number): readonly Point[] {
  while (generators.length < n + 1) generators.push(ristretto255_hasher.hashToCurve(u32be(generators.length), { DST: GEN_DST }));
  return generators.slice(0, n + 1);
}

/**
 * Builds the one-off tables a shuffle needs (generators, fixed-base tables for
 * G, h₀' and K: ≈ 0.2–0.3 s together). Call it when the joint key is known,
 * e.g. in a worker right after the key entries, so the first shuffle does not pay.
 */
export function prepareShuffle(n: number, k: Point): void {
  const gens = shuffleGenerators(n);
  fixedBase(G);
  fixedBase(gens[0]!);
  fixedBase(k);
}

/** The secret of one shuffle pass: output j is input perm[j] re-randomised by rho[j]. */
export interface ShuffleWitness {
  readonly perm: readonly number[];
  readonly rho: readonly Scalar[];
}

export function isPermutation(perm: readonly number[], n: number): boolean {
  if (perm.length !== n) return false;
  const seen = new Uint8Array(n);
  for (const p of perm) {
    if (!Number.isInteger(p) || p < 0 || p >= n || seen[p]) return false;
    seen[p] = 1;
  }
  return true;
}

/** A uniform permutation (Fisher–Yates with rejection sampling on 32-bit words). */
export function randomPermutation(n: number, rand: RandomSource): number[] {
  const perm = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const bound = i + 1;
    const limit = 2 ** 32 - (2 ** 32 % bound);
    let x: number;
    do {
      const b = rand(4);
      if (!(b instanceof Uint8Array) || b.length !== 4) throw new Error('random source must return the bytes asked for');
      x = ((b[0]! << 24) | (b[1]! << 16) | (b[2]! << 8) | b[3]!) >>> 0;
    } while (x >= limit);
    const j = x % bound;
    [perm[i], perm[j]] = [perm[j]!, perm[i]!];
  }
  return perm;
}

export function applyShuffle(input: Deck, k: Point, w: ShuffleWitness): Deck {
  const gT = fixedBase(G);
  const kT = fixedBase(k);
  const cts = w.perm.map((p, j): Ciphertext => {
    const c = input.cts[p]!;
    return { c1: c.c1.add(mulWitness(gT, w.rho[j]!)), c2: c.c2.add(mulWitness(kT, w.rho[j]!)) };
  });
  return deckOf(cts);
}

/**
 * Which proof a pass carries: Terelius–Wikström ('tw', this file, 32·(5n + 9) bytes) or
 * Bayer–Groth ('bg', shuffle-bg.ts, about 32·(11√n + 5√n)). A room's genesis says which.
 */
export type ShuffleSystem = 'tw' | 'bg';

/** One pass: a secret permutation and re-randomisation, with its proof (bytes). */
export function shuffleAndProve(
  ctx: ProofContext,
  k: Point,
  input: Deck,
  rand: RandomSource,
  system: ShuffleSystem = 'tw',
): { output: Deck; proof: Uint8Array } {
  const n = input.cts.length;
  const witness = { perm: randomPermutation(n, rand), rho: input.cts.map(() => randomScalar(rand)) };
  const output = applyShuffle(input, k, witness);
  return { output, proof: proveShuffle(ctx, k, input, output, witness, rand, 'shuffle', system) };
}

export const shuffleProofBytes = (n: number, system: ShuffleSystem = 'tw'): number => (system === 'bg' ? bgProofBytes(n) : 32 * (5 * n + 9));

/** What a pass is for: a full deck shuffle, or a peeker putting the top cards back in its chosen order. */
export type ShuffleKind = 'shuffle' | 'reorder';

function statement(kind: ShuffleKind, ctx: ProofContext, k: Point, input: Deck, output: Deck): Transcript {
  return new Transcript(kind, ctx).point('K', k).u32('n', input.cts.length).bytes('input', input.bytes).bytes('output', output.bytes);
}

/** Proves a pass whose witness the caller holds. Throws on a witness that does not fit (a bug). */
export function proveShuffle(
  ctx: ProofContext,
  k: Point,
  input: Deck,
  output: Deck,
  w: ShuffleWitness,
  rand: RandomSource,
  kind: ShuffleKind = 'shuffle',
  system: ShuffleSystem = 'tw',
): Uint8Array {
  const n = input.cts.length;
  if (!isPermutation(w.perm, n) || w.rho.length !== n || output.cts.length !== n) throw new Error('shuffle: bad witness');
  return system === 'bg' ? proveShuffleBg(ctx, k, input, output, w, rand, kind) : proveUnchecked(ctx, k, input, output, w, rand, kind);
}

/**
 * The prover without the witness check, so tests can play a cheater who
 * "proves" a non-permutation. Not exported from index.ts.
 */
export function proveUnchecked(
  ctx: ProofContext,
  k: Point,
  input: Deck,
  output: Deck,
  w: ShuffleWitness,
  rand: RandomSource,
  kind: ShuffleKind = 'shuffle',
): Uint8Array {
  const n = input.cts.length;
  const gens = shuffleGenerators(n);
  const h0 = fixedBase(gens[0]!);
  const h = gens.slice(1);
  const gT = fixedBase(G);
  const sigma = new Array<number>(n).fill(0);
  w.perm.forEach((p, j) => {
    sigma[p] = j;
  });

  const r = h.map(() => randomScalar(rand));
  const u = r.map((ri, i) => mulWitness(gT, ri).add(h[sigma[i]!]!));
  const uBytes = u.map(encodePoint);
  const t = statement(kind, ctx, k, input, output).points('u', uBytes);
  const e = t.challenges('e', n);
  const ep = w.perm.map((p) => e[p]!);

  const rhat = h.map(() => randomScalar(rand));
  const what = h.map(() => randomScalar(rand));
  const wp = h.map(() => randomScalar(rand));
  const { chat, that, R } = commitChain(ep, rhat, what, wp, gT, h0);
  const [w1, w2, w3, w4] = [0, 1, 2, 3].map(() => randomScalar(rand)) as [Scalar, Scalar, Scalar, Scalar];
  const t1 = mulWitness(gT, w1);
  const t2 = mulWitness(gT, w2);
  const t3 = mulWitness(gT, w3).add(msm(h, wp));
  const t4a = msm(
    output.cts.map((c) => c.c1),
    wp,
  ).subtract(mulWitness(gT, w4));
  const t4b = msm(
    output.cts.map((c) => c.c2),
    wp,
  ).subtract(mulWitness(fixedBase(k), w4));

  const chatBytes = chat.map(encodePoint);
  const tBytes = [t1, t2, t3, t4a, t4b].map(encodePoint);
  const thatBytes = that.map(encodePoint);
  const v = t.points('chat', chatBytes).points('t', tBytes).points('that', thatBytes).challenge('v');

  const sum = (xs: readonly Scalar[]) => xs.reduce(add, 0n);
  const k1 = add(w1, mul(v, sum(r)));
  const k2 = add(w2, mul(v, R));
  const k3 = add(w3, mul(v, sum(r.map((ri, i) => mul(ri, e[i]!)))));
  const k4 = add(w4, mul(v, sum(w.rho.map((p, j) => mul(p, ep[j]!)))));
  const khat = what.map((x, j) => add(x, mul(v, rhat[j]!)));
  const kp = wp.map((x, j) => add(x, mul(v, ep[j]!)));
  return concat([...uBytes, ...chatBytes, ...tBytes, ...thatBytes, ...[k1, k2, k3, k4, ...khat, ...kp].map(encodeScalar)]);
}

/**
 * The product chain ĉ_j = R̂_j·G + e'_j·ĉ_{j−1} and its sigma commitments
 * t̂_j = ω̂_j·G + ω'_j·ĉ_{j−1}. The prover knows ĉ_j = R_j·G + P_j·h₀' with
 * P_j = Π_{l≤j} e'_l, so every product is a fixed-base multiplication rather
 * than a (4× slower) multiplication by the previous chain element.
 */
function commitChain(
  ep: readonly Scalar[],
  rhat: readonly Scalar[],
  what: readonly Scalar[],
  wp: readonly Scalar[],
  gT: Point,
  h0: Point,
): { chat: Point[]; that: Point[]; R: Scalar } {
  const chat: Point[] = [];
  const that: Point[] = [];
  let R = 0n;
  let P = 1n;
  for (let j = 0; j < ep.length; j++) {
    that.push(mulWitness(gT, add(what[j]!, mul(wp[j]!, R))).add(mulWitness(h0, mul(wp[j]!, P))));
    R = add(rhat[j]!, mul(ep[j]!, R));
    P = mul(ep[j]!, P);
    chat.push(mulWitness(gT, R).add(mulWitness(h0, P)));
  }
  return { chat, that, R };
}

interface ParsedProof {
  readonly u: Point[];
  readonly chat: Point[];
  readonly t: Point[];
  readonly that: Point[];
  readonly k: Scalar[];
  readonly khat: Scalar[];
  readonly kp: Scalar[];
}

function parseProof(bytes: Uint8Array, n: number): Result<ParsedProof> {
  const pts: Point[] = [];
  for (let i = 0; i < 3 * n + 5; i++) {
    const p = decodePoint(bytes.subarray(32 * i, 32 * i + 32));
    if (!p.ok) return fail('shuffle.malformed', `shuffle proof point ${i}: ${p.error.message}`);
    pts.push(p.value);
  }
  const sc: Scalar[] = [];
  for (let i = 3 * n + 5; i < 5 * n + 9; i++) {
    const s = decodeScalar(bytes.subarray(32 * i, 32 * i + 32));
    if (!s.ok) return fail('shuffle.malformed', `shuffle proof scalar ${i}: ${s.error.message}`);
    sc.push(s.value);
  }
  return ok({
    u: pts.slice(0, n),
    chat: pts.slice(n, 2 * n),
    t: pts.slice(2 * n, 2 * n + 5),
    that: pts.slice(2 * n + 5),
    k: sc.slice(0, 4),
    khat: sc.slice(4, 4 + n),
    kp: sc.slice(4 + n),
  });
}

/**
 * Checks one pass. Untrusted proof bytes; never throws. `ok(true)` or an
 * error: 'shuffle.malformed' (bad length or encoding) or 'shuffle.invalid'.
 */
export function verifyShuffle(
  ctx: ProofContext,
  k: Point,
  input: Deck,
  output: Deck,
  proof: unknown,
  kind: ShuffleKind = 'shuffle',
  system: ShuffleSystem = 'tw',
): Result<true> {
  const eq = equationOf({ ctx, k, input, output, proof, kind, system });
  if (!eq.ok) return eq;
  return msm(eq.value.points, eq.value.scalars).equals(IDENTITY) ? ok(true) : fail('shuffle.invalid', 'shuffle proof does not verify');
}

/** One pass to check: what `verifyShuffle` takes. */
export interface ShuffleClaim {
  readonly ctx: ProofContext;
  readonly k: Point;
  readonly input: Deck;
  readonly output: Deck;
  readonly proof: unknown;
  readonly kind?: ShuffleKind;
  readonly system?: ShuffleSystem;
}

/**
 * Checks several passes with ONE multi-scalar multiplication: true only if
 * every pass verifies. A false says that some pass fails, not which: the
 * caller then checks them one by one with `verifyShuffle` to name it.
 *
 * Each pass's check is "E_k = 0" for a group element E_k (its λ-weighted
 * equations, see below). The batch checks Σ w_k·E_k = 0 with weights w_k
 * hashed from every statement and proof of the batch, so they are fixed only
 * once all E_k are. If some E_k ≠ 0, a uniform w_k makes the sum vanish with
 * probability 1/q whatever the others are: a batch with a bad pass passes
 * with probability ≤ 2^-252 per attempt (random-oracle model; T hash
 * evaluations of grinding gain a factor T). The gain: the passes of one
 * shuffle share G, K, the generators and each intermediate deck (the output
 * of pass k is the input of pass k+1), so the batch has ≈ 23n points instead
 * of 4 × 8n, and Pippenger's cost grows more slowly than its size.
 */
export function verifyShuffles(claims: readonly ShuffleClaim[]): boolean {
  const eqs: { points: readonly Point[]; scalars: readonly Scalar[] }[] = [];
  for (const c of claims) {
    const eq = equationOf(c);
    if (!eq.ok) return false;
    eqs.push(eq.value);
  }
  if (eqs.length === 0) return true;
  const first = claims[0]!.ctx;
  const weigh = new Transcript('shuffle-batch', first).u32('passes', claims.length);
  claims.forEach((c, i) => {
    const [game, entry, seat, index] = contextBytes(c.ctx) as [Uint8Array, Uint8Array, Uint8Array, Uint8Array];
    weigh
      .bytes(`game ${i}`, game)
      .bytes(`entry ${i}`, entry)
      .bytes(`seat ${i}`, seat)
      .bytes(`index ${i}`, index)
      .u32(`kind ${i}`, c.kind === 'reorder' ? 1 : 0)
      .u32(`system ${i}`, c.system === 'bg' ? 1 : 0)
      .point(`K ${i}`, c.k)
      .bytes(`input ${i}`, c.input.bytes)
      .bytes(`output ${i}`, c.output.bytes)
      .bytes(`proof ${i}`, c.proof as Uint8Array);
  });
  const w = weigh.challenges('w', claims.length);
  // The same point object in several passes (G, K, h_i, a deck between two passes) becomes one term.
  const terms = new Terms();
  eqs.forEach((eq, i) => eq.points.forEach((pt, j) => terms.put(pt, mul(w[i]!, eq.scalars[j]!))));
  return msm(terms.points, terms.scalars).equals(IDENTITY);
}

/** A pass's check, in the proof its room uses, as one MSM that must come to the identity. */
const equationOf = (c: ShuffleClaim): Result<{ readonly points: readonly Point[]; readonly scalars: readonly Scalar[] }> =>
  c.system === 'bg' ? bgEquation(c) : passEquation(c);

/** A pass's check as one multi-scalar multiplication whose result must be the identity. */
function passEquation(c: ShuffleClaim): Result<{ points: Point[]; scalars: Scalar[] }> {
  const { ctx, k, input, output, proof, kind = 'shuffle' } = c;
  const n = input.cts.length;
  if (!validContext(ctx)) return fail('shuffle.context', 'invalid proof context');
  if (output.cts.length !== n || n === 0) return fail('shuffle.malformed', 'decks differ in size');
  if (!(proof instanceof Uint8Array) || proof.length !== shuffleProofBytes(n)) {
    return fail('shuffle.malformed', `shuffle proof must be ${shuffleProofBytes(n)} bytes`);
  }
  const parsed = parseProof(proof, n);
  if (!parsed.ok) return parsed;
  const at = (i: number, len: number) => Array.from({ length: len }, (_, j) => proof.subarray(32 * (i + j), 32 * (i + j + 1)));

  const tr = statement(kind, ctx, k, input, output).points('u', at(0, n));
  const e = tr.challenges('e', n);
  const v = tr
    .points('chat', at(n, n))
    .points('t', at(2 * n, 5))
    .points('that', at(2 * n + 5, n))
    .challenge('v');
  // Batch weights: bound to everything, so the prover cannot aim a bad proof at them.
  const lam = tr.bytes('responses', proof.subarray(32 * (3 * n + 5))).challenges('batch', n + 5);
  return ok(batchTerms(k, input, output, parsed.value, e, v, lam));
}

/**
 * The verifier's equations, each "= 0", weighted by λ and summed into one
 * multi-scalar multiplication (ū = Σu_i − Σh_i, ĉ_{−1} = h₀'):
 *   λ1: k1·G − v·ū − t1
 *   λ2: k2·G − v·(ĉ_{n−1} − (Πe_i)·h₀') − t2
 *   λ3: k3·G + Σk'_j·h_j − v·Σe_i·u_i − t3
 *   λ4: Σk'_j·out_j − (k4·G, k4·K) − v·Σe_i·in_i − t4      (one equation per component)
 *   μ_j: k̂_j·G + k'_j·ĉ_{j−1} − v·ĉ_j − t̂_j
 */
function batchTerms(
  k: Point,
  input: Deck,
  output: Deck,
  p: ParsedProof,
  e: readonly Scalar[],
  v: Scalar,
  lam: readonly Scalar[],
): { points: Point[]; scalars: Scalar[] } {
  const n = e.length;
  const [l1, l2, l3, l4a, l4b] = lam as [Scalar, Scalar, Scalar, Scalar, Scalar];
  const mu = lam.slice(5);
  const [k1, k2, k3, k4] = p.k as [Scalar, Scalar, Scalar, Scalar];
  const gens = shuffleGenerators(n);
  const points: Point[] = [];
  const scalars: Scalar[] = [];
  const put = (pt: Point, s: Scalar) => {
    points.push(pt);
    scalars.push(s);
  };

  let gCoef = add(add(mul(l1, k1), mul(l2, k2)), sub(mul(l3, k3), mul(l4a, k4)));
  for (let j = 0; j < n; j++) gCoef = add(gCoef, mul(mu[j]!, p.khat[j]!));
  put(G, gCoef);
  put(k, neg(mul(l4b, k4)));
  put(gens[0]!, add(mul(mul(l2, v), e.reduce(mul, 1n)), mul(mu[0]!, p.kp[0]!)));
  for (let j = 0; j < n; j++) {
    const ve = mul(v, e[j]!);
    put(gens[j + 1]!, add(mul(l1, v), mul(l3, p.kp[j]!)));
    put(p.u[j]!, neg(add(mul(l1, v), mul(l3, ve))));
    const next = j + 1 < n ? mul(mu[j + 1]!, p.kp[j + 1]!) : neg(mul(l2, v));
    put(p.chat[j]!, sub(next, mul(mu[j]!, v)));
    put(input.cts[j]!.c1, neg(mul(l4a, ve)));
    put(input.cts[j]!.c2, neg(mul(l4b, ve)));
    put(output.cts[j]!.c1, mul(l4a, p.kp[j]!));
    put(output.cts[j]!.c2, mul(l4b, p.kp[j]!));
    put(p.that[j]!, neg(mu[j]!));
  }
  [l1, l2, l3, l4a, l4b].forEach((l, i) => put(p.t[i]!, neg(l)));
  return { points, scalars };
}
