/**
 * The sub-arguments of the Bayer–Groth shuffle proof (shuffle-bg.ts): the zero argument, the
 * single value product argument and the multi-exponentiation argument of Bayer and Groth,
 * "Efficient Zero-Knowledge Argument for Correctness of a Shuffle" (Eurocrypt 2012), §4–5,
 * made non-interactive on one transcript. Each has a prover, which writes its commitments and
 * responses as bytes in proof order, and a check, which reads them back and adds its equations
 * ("= 0", each with its own weight) to one multi-scalar multiplication (`Terms`).
 *
 * Commitments are Pedersen: com(v; r) = r·G + Σ v_k·h_k, with the generators h_0..h_{n−1}
 * hashed onto the curve; a scalar is committed as a vector of length one.
 */
import { fail, ok, type Result } from '../../core/result.js';
import { concat } from './bytes.js';
import {
  G,
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
import type { Transcript } from './transcript.js';

export type Vec = readonly Scalar[];
/** A linear combination of points, kept unevaluated so the verifier can fold it into one MSM. */
export type Lin = readonly (readonly [Point, Scalar])[];

export const pows = (x: Scalar, count: number): Scalar[] => {
  const out: Scalar[] = [];
  for (let i = 0, p = 1n; i < count; i++, p = mul(p, x)) out.push(p);
  return out;
};
export const vadd = (a: Vec, b: Vec): Scalar[] => a.map((x, i) => add(x, b[i]!));
export const vscale = (a: Vec, s: Scalar): Scalar[] => a.map((x) => mul(x, s));
export const hadamard = (a: Vec, b: Vec): Scalar[] => a.map((x, i) => mul(x, b[i]!));
/** The bilinear map a ⋆ b = Σ a_k·b_k·y^(k+1) of the Hadamard argument (`ys` = y¹..yⁿ). */
export const star = (a: Vec, b: Vec, ys: Vec): Scalar => a.reduce((s, x, k) => add(s, mul(mul(x, b[k]!), ys[k]!)), 0n);
export const randomVec = (n: number, rand: RandomSource): Scalar[] => Array.from({ length: n }, () => randomScalar(rand));

/** com(v; r), computed (a scalar on h_0's table: the zero argument commits to 2m of them). */
export function commit(h: readonly Point[], v: Vec, r: Scalar): Point {
  const rest = v.length === 1 ? mulWitness(fixedBase(h[0]!), v[0]!) : msm(h.slice(0, v.length), v);
  return mulWitness(fixedBase(G), r).add(rest);
}
/** com(v; r), unevaluated. */
export const comLin = (h: readonly Point[], v: Vec, r: Scalar): Lin => [[G, r], ...v.map((x, k) => [h[k]!, x] as const)];
export const scale = (l: Lin, s: Scalar): Lin => l.map(([p, c]) => [p, mul(c, s)] as const);
export const at = (p: Point, s: Scalar = 1n): Lin => [[p, s]];
/** com(1, …, 1; 0) = Σ h_k, unevaluated. */
export const ones = (h: readonly Point[]): Lin => h.map((p) => [p, 1n] as const);

/** The verifier's equations "lhs = rhs", kept until the weights that sum them are known. */
export class Equations {
  private readonly list: (readonly [Lin, Lin])[] = [];
  get count(): number {
    return this.list.length;
  }
  add(lhs: Lin, rhs: Lin): void {
    this.list.push([lhs, rhs]);
  }
  /** Adds Σ w_i·(lhs_i − rhs_i) to `terms`. */
  weigh(ws: Vec, terms: Terms): void {
    this.list.forEach(([lhs, rhs], i) => {
      for (const [p, c] of lhs) terms.put(p, mul(ws[i]!, c));
      for (const [p, c] of rhs) terms.put(p, neg(mul(ws[i]!, c)));
    });
  }
}

/** One multi-scalar multiplication in the making; a point object met twice is one term. */
export class Terms {
  private readonly index = new Map<Point, number>();
  readonly points: Point[] = [];
  readonly scalars: Scalar[] = [];

  put(p: Point, s: Scalar): void {
    const i = this.index.get(p);
    if (i === undefined) {
      this.index.set(p, this.points.length);
      this.points.push(p);
      this.scalars.push(s);
    } else this.scalars[i] = add(this.scalars[i]!, s);
  }
}

/** Proof bytes in order, each section hashed into the transcript as it is written. */
export class Writer {
  private readonly parts: Uint8Array[] = [];
  constructor(private readonly t: Transcript) {}
  points(label: string, ps: readonly Point[]): void {
    const enc = ps.map(encodePoint);
    this.t.points(label, enc);
    this.parts.push(...enc);
  }
  scalars(label: string, ss: readonly Scalar[]): void {
    const enc = concat(ss.map(encodeScalar));
    this.t.bytes(label, enc);
    this.parts.push(enc);
  }
  bytes(): Uint8Array {
    return concat(this.parts);
  }
}

/** Reads proof bytes in the same order, hashing exactly the bytes received. */
export class Reader {
  private pos = 0;
  constructor(
    private readonly bytes: Uint8Array,
    private readonly t: Transcript,
  ) {}
  points(label: string, count: number): Result<Point[]> {
    const enc = Array.from({ length: count }, (_, i) => this.bytes.subarray(this.pos + 32 * i, this.pos + 32 * i + 32));
    const out: Point[] = [];
    for (const e of enc) {
      const p = decodePoint(e);
      if (!p.ok) return fail('shuffle.malformed', `shuffle proof, ${label}: ${p.error.message}`);
      out.push(p.value);
    }
    this.pos += 32 * count;
    this.t.points(label, enc);
    return ok(out);
  }
  scalars(label: string, count: number): Result<Scalar[]> {
    const raw = this.bytes.subarray(this.pos, this.pos + 32 * count);
    const out: Scalar[] = [];
    for (let i = 0; i < count; i++) {
      const s = decodeScalar(raw.subarray(32 * i, 32 * i + 32));
      if (!s.ok) return fail('shuffle.malformed', `shuffle proof, ${label}: ${s.error.message}`);
      out.push(s.value);
    }
    this.pos += 32 * count;
    this.t.bytes(label, raw);
    return ok(out);
  }
}

/** A committed vector as the prover holds it: its entries, its randomness and its commitment. */
export interface Opened {
  readonly v: Vec;
  readonly r: Scalar;
}

/**
 * ZERO ARGUMENT: for committed a_1..a_m and b_1..b_m, Σ a_i ⋆ b_i = 0. The prover adds a random
 * a_0 and b_{m+1}; with a(x) = Σ_{i=0..m} x^i·a_i and b(x) = Σ_{j=1..m+1} x^(m+1−j)·b_j, the
 * coefficient of x^(m+1) in a(x) ⋆ b(x) is the claimed sum, so the prover commits to the others
 * (d_0..d_2m, d_{m+1} = 0 not sent) and opens a(x), b(x) at the challenge x.
 * Sends 2m + 2 points, then 2n + 3 scalars.
 */
export function proveZero(w: Writer, t: Transcript, h: readonly Point[], a: readonly Opened[], b: readonly Opened[], ys: Vec, rand: RandomSource): void {
  const m = a.length;
  const n = ys.length;
  const A = [{ v: randomVec(n, rand), r: randomScalar(rand) }, ...a];
  const B = [...b, { v: randomVec(n, rand), r: randomScalar(rand) }]; // B[j − 1] is b_j
  const d: Scalar[] = new Array(2 * m + 1).fill(0n);
  for (let i = 0; i <= m; i++) for (let j = 1; j <= m + 1; j++) d[i + m + 1 - j] = add(d[i + m + 1 - j]!, star(A[i]!.v, B[j - 1]!.v, ys));
  const tk = d.map((_, k) => (k === m + 1 ? 0n : randomScalar(rand)));
  const cD = d.map((dk, k) => (k === m + 1 ? null : commit(h, [dk], tk[k]!))).filter((p): p is Point => p !== null);
  w.points('zero', [commit(h, A[0]!.v, A[0]!.r), commit(h, B[m]!.v, B[m]!.r), ...cD]);
  const x = t.challenge('zero x');
  const xs = pows(x, 2 * m + 2);
  let av: Scalar[] = new Array(n).fill(0n);
  let bv: Scalar[] = new Array(n).fill(0n);
  let r = 0n;
  let s = 0n;
  A.forEach((ai, i) => {
    av = vadd(av, vscale(ai.v, xs[i]!));
    r = add(r, mul(ai.r, xs[i]!));
  });
  // B[j] is b_{j+1}, at x^(m+1−(j+1)) = x^(m−j).
  B.forEach((bj, j) => {
    bv = vadd(bv, vscale(bj.v, xs[m - j]!));
    s = add(s, mul(bj.r, xs[m - j]!));
  });
  const tt = tk.reduce((acc, x_, k) => add(acc, mul(x_, xs[k]!)), 0n);
  w.scalars('zero responses', [...av, ...bv, r, s, tt]);
}

/** The zero argument's check, given the statement's commitments as linear combinations. */
export function checkZero(rd: Reader, t: Transcript, h: readonly Point[], cA: readonly Lin[], cB: readonly Lin[], ys: Vec, eqs: Equations): Result<true> {
  const m = cA.length;
  const n = ys.length;
  const pts = rd.points('zero', 2 * m + 2);
  if (!pts.ok) return pts;
  const [cA0, cBm1, ...cD] = pts.value as [Point, Point, ...Point[]];
  const x = t.challenge('zero x');
  const resp = rd.scalars('zero responses', 2 * n + 3);
  if (!resp.ok) return resp;
  const av = resp.value.slice(0, n);
  const bv = resp.value.slice(n, 2 * n);
  const [r, s, tt] = resp.value.slice(2 * n) as [Scalar, Scalar, Scalar];
  const xs = pows(x, 2 * m + 2);
  eqs.add([...at(cA0), ...cA.flatMap((c, i) => scale(c, xs[i + 1]!))], comLin(h, av, r));
  eqs.add([...cB.flatMap((c, j) => scale(c, xs[m - j]!)), ...at(cBm1)], comLin(h, bv, s));
  const dLin: Lin = cD.map((p, i) => [p, xs[i < m + 1 ? i : i + 1]!] as const);
  eqs.add(dLin, comLin(h, [star(av, bv, ys)], tt));
  return ok(true);
}

/**
 * SINGLE VALUE PRODUCT: a committed a of length n ≥ 2 has Π a_k = p. The prover commits to the
 * partial products' blinding (d, δ, Δ); it sends ã = x·a + d and b̃_2..b̃_{n−1} (b̃_1 = ã_1 and
 * b̃_n = x·p need not be sent). Sends 3 points, then 2n scalars.
 */
export function proveProduct(w: Writer, t: Transcript, h: readonly Point[], a: Opened, rand: RandomSource): void {
  const n = a.v.length;
  const pb: Scalar[] = [];
  a.v.forEach((x, k) => pb.push(k === 0 ? x : mul(pb[k - 1]!, x)));
  const d = randomVec(n, rand);
  const delta = d.map((_, k) => (k === 0 ? d[0]! : k === n - 1 ? 0n : randomScalar(rand)));
  const [rd, s1, sx] = [randomScalar(rand), randomScalar(rand), randomScalar(rand)];
  const dv: Scalar[] = [];
  const Dv: Scalar[] = [];
  for (let k = 0; k < n - 1; k++) {
    dv.push(neg(mul(delta[k]!, d[k + 1]!)));
    Dv.push(sub(sub(delta[k + 1]!, mul(a.v[k + 1]!, delta[k]!)), mul(pb[k]!, d[k + 1]!)));
  }
  w.points('product', [commit(h, d, rd), commit(h, dv, s1), commit(h, Dv, sx)]);
  const x = t.challenge('product x');
  const at_ = vadd(vscale(a.v, x), d);
  const bt = pb.slice(1, n - 1).map((b, k) => add(mul(x, b), delta[k + 1]!));
  w.scalars('product responses', [...at_, ...bt, add(mul(x, a.r), rd), add(mul(x, sx), s1)]);
}

export function checkProduct(rd: Reader, t: Transcript, h: readonly Point[], cA: Lin, p: Scalar, n: number, eqs: Equations): Result<true> {
  const pts = rd.points('product', 3);
  if (!pts.ok) return pts;
  const [cd, cdelta, cDelta] = pts.value as [Point, Point, Point];
  const x = t.challenge('product x');
  const resp = rd.scalars('product responses', 2 * n);
  if (!resp.ok) return resp;
  const av = resp.value.slice(0, n);
  const bt = [av[0]!, ...resp.value.slice(n, 2 * n - 2), mul(x, p)];
  const [rt, st] = resp.value.slice(2 * n - 2) as [Scalar, Scalar];
  const e: Scalar[] = [];
  for (let k = 0; k < n - 1; k++) e.push(sub(mul(x, bt[k + 1]!), mul(bt[k]!, av[k + 1]!)));
  eqs.add([...scale(cA, x), ...at(cd)], comLin(h, av, rt));
  eqs.add([...at(cDelta, x), ...at(cdelta)], comLin(h, e, st));
  return ok(true);
}
