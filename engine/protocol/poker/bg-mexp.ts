/**
 * MULTI-EXPONENTIATION ARGUMENT (Bayer–Groth 2012, §4): for ciphertext rows C_1..C_m (n each),
 * committed exponent vectors e_1..e_m and a ciphertext C, C = E(0; ρ) + Σ_i Σ_l e_i[l]·C_i[l]
 * for a ρ the prover knows. With a random e_0, the prover sends the 2m diagonals
 * E_k = E(0; τ_k) + Σ_{j = k − m + i} e_j·C_i (τ_m = ρ, so E_m = C is not sent) and opens
 * a = Σ_{j=0..m} x^j·e_j. The verifier checks
 *   Σ_k x^k·E_k = E(0; τ) + Σ_i x^(m−i)·(a·C_i),
 * whose x^m coefficient is the claim. Sends 4m − 1 points, then n + 2 scalars.
 *
 * The paper blinds each diagonal's message too, E(b_k·G; τ_k), with commitments to the b_k, so
 * that the diagonals hide the permutation perfectly. Here they hide it as every card does: they
 * are ElGamal encryptions under the joint key K with fresh randomness, which only all seats'
 * keys together open (DDH) — the same hiding as the Terelius–Wikström proof's t4 (shuffle.ts),
 * and by the time the seats publish their keys (the audit) every pass is opened anyway. That
 * saves the 2m − 1 commitments and two scalars; soundness is unchanged (the prover has fewer
 * choices, not more). Ciphertexts are (c1, c2) = (r·G, M + r·K); E(M; r) encrypts M.
 */
import { ok, type Result } from '../../core/result.js';
import { type Lin, type Opened, type Reader, type Equations, type Writer, at, comLin, commit, pows, randomVec, scale, vadd, vscale } from './bg-args.js';
import type { Ciphertext } from './elgamal.js';
import { G, add, fixedBase, mul, mulWitness, randomScalar, type Point, type RandomSource, type Scalar } from './group.js';
import { msm } from './msm.js';
import type { Transcript } from './transcript.js';

export function proveMexp(
  w: Writer,
  t: Transcript,
  h: readonly Point[],
  k: Point,
  rows: readonly (readonly Ciphertext[])[],
  exps: readonly Opened[],
  rho: Scalar,
  rand: RandomSource,
): void {
  const m = rows.length;
  const n = exps[0]!.v.length;
  const e0 = { v: randomVec(n, rand), r: randomScalar(rand) };
  const e = [e0, ...exps];
  const tau = Array.from({ length: 2 * m }, (_, i) => (i === m ? rho : randomScalar(rand)));
  const gT = fixedBase(G);
  const kT = fixedBase(k);
  const E: Point[] = [];
  for (let d = 0; d < 2 * m; d++) {
    if (d === m) continue;
    const p1: Point[] = [];
    const p2: Point[] = [];
    const sc: Scalar[] = [];
    for (let i = 1; i <= m; i++) {
      const j = d - m + i;
      if (j < 0 || j > m) continue;
      rows[i - 1]!.forEach((c, l) => {
        p1.push(c.c1);
        p2.push(c.c2);
        sc.push(e[j]!.v[l]!);
      });
    }
    E.push(mulWitness(gT, tau[d]!).add(msm(p1, sc)), mulWitness(kT, tau[d]!).add(msm(p2, sc)));
  }
  w.points('mexp', [commit(h, e0.v, e0.r), ...E]);
  const x = t.challenge('mexp x');
  const xs = pows(x, 2 * m);
  let a = e0.v.slice();
  let r = e0.r;
  for (let i = 1; i <= m; i++) {
    a = vadd(a, vscale(e[i]!.v, xs[i]!));
    r = add(r, mul(e[i]!.r, xs[i]!));
  }
  const sum = (v: readonly Scalar[]) => v.reduce((acc, y, i) => add(acc, mul(y, xs[i]!)), 0n);
  w.scalars('mexp responses', [...a, r, sum(tau)]);
}

/**
 * The check. `rows` are the output ciphertexts (a row may be shorter than n: padding is the
 * identity and adds nothing), `cE` the commitments to the exponent vectors, and `target` C as
 * two linear combinations (its c1 and c2).
 */
export function checkMexp(
  rd: Reader,
  t: Transcript,
  h: readonly Point[],
  k: Point,
  rows: readonly (readonly Ciphertext[])[],
  cE: readonly Point[],
  target: { c1: Lin; c2: Lin },
  n: number,
  eqs: Equations,
): Result<true> {
  const m = rows.length;
  const pts = rd.points('mexp', 4 * m - 1);
  if (!pts.ok) return pts;
  const cA0 = pts.value[0]!;
  const E = pts.value.slice(1);
  const x = t.challenge('mexp x');
  const resp = rd.scalars('mexp responses', n + 2);
  if (!resp.ok) return resp;
  const a = resp.value.slice(0, n);
  const [r, tau] = resp.value.slice(n) as [Scalar, Scalar];
  const xs = pows(x, 2 * m);
  const diag = (d: number) => xs[d < m ? d : d + 1]!; // the d-th sent diagonal's power (E_m is not sent)
  eqs.add([...at(cA0), ...cE.map((c, i) => [c, xs[i + 1]!] as const)], comLin(h, a, r));
  const rowTerms = (part: 'c1' | 'c2'): Lin => rows.flatMap((row, i) => row.map((c, l) => [c[part], mul(xs[m - 1 - i]!, a[l]!)] as const));
  const eTerms = (part: 0 | 1): Lin => E.filter((_, i) => i % 2 === part).map((p, d) => [p, diag(d)] as const);
  eqs.add([...eTerms(0), ...scale(target.c1, xs[m]!)], [...at(G, tau), ...rowTerms('c1')]);
  eqs.add([...eTerms(1), ...scale(target.c2, xs[m]!)], [...at(k, tau), ...rowTerms('c2')]);
  return ok(true);
}
