/**
 * A second arithmetic path, for what WebAssembly does better than BigInt: variable-base scalar
 * multiplications. libsodium's ristretto255 (`libsodium-wrappers-sumo`, pinned) does one, its
 * point decoded and the result encoded, several times faster than @noble's; a proof check
 * that rebuilds its commitments from a handful of such products (DLEQ shares and reveals,
 * re-encryptions) runs on it once it is installed, and so does a share batch's fold of a few
 * terms (draw.ts `weighted`). Multi-scalar multiplications of many terms (the shuffle proofs) stay
 * on @noble (`msm.ts`): libsodium offers none, and one product per term is slower than the bucket
 * method. So do decodings into @noble points, which the MSM needs.
 *
 * Nothing here imports libsodium. `loadWasm()` (`wasm-load.ts`: a dynamic import,
 * `sodium.ready` awaited, then `installWasm`) turns it on, and checks made before then, or if it
 * cannot load, run on @noble. The app turns it on when a room with hidden cards reads a large
 * document (src/session/prover.ts `pokerProver`): the page's share, reveal and re-encryption checks
 * are what opening a room from nothing waits for, and they open a recorded 4-seat Feebleton game in
 * 0.78–0.9× the time in Chromium; live play and a reopening gain nothing (a few checks at a time,
 * on @noble's tables), so they do not load it. The library is a 534 KB chunk that only such a
 * room fetches (not precached). In Node the whole game's check takes 0.77× the CPU with it (the bench prints both;
 * engine/protocol/poker/README.md).
 *
 * Both paths must answer alike for every input, or peers on different paths split. The
 * functions here take canonical 32-byte encodings and scalars, and answer exactly as the
 * @noble path (`nobleArithmetic`) does: null for an encoding that is not a canonical
 * ristretto255 point or a scalar outside [0, q); the identity where the product is the identity.
 * libsodium refuses the latter (`crypto_scalarmult_ristretto255` fails when the result is the
 * identity: a zero scalar, or the identity point; `…_base` for a zero scalar), so those cases
 * go to @noble without asking it, and wherever libsodium refuses or fails, @noble answers: it
 * is the rule (for a non-canonical encoding both refuse). Each input is checked once, by
 * libsodium's own decoding. `wasm.test.ts` feeds both paths the same valid and adversarial inputs.
 */
import type sodiumModule from 'libsodium-wrappers-sumo';
import { ORDER, Point, encodeScalar, mulPublic, type Scalar } from './group.js';

type Sodium = typeof sodiumModule;

/** Point arithmetic on canonical encodings; null for a refused input. */
export interface Arithmetic {
  readonly name: 'noble' | 'wasm';
  /** k·P. */
  mul(p: Uint8Array, k: Scalar): Uint8Array | null;
  /** k·G. */
  mulBase(k: Scalar): Uint8Array | null;
  add(a: Uint8Array, b: Uint8Array): Uint8Array | null;
  sub(a: Uint8Array, b: Uint8Array): Uint8Array | null;
}

const inRange = (k: unknown): k is bigint => typeof k === 'bigint' && k >= 0n && k < ORDER;
const is32 = (b: unknown): b is Uint8Array => b instanceof Uint8Array && b.length === 32;
/** The identity's one canonical encoding is 32 zero bytes. */
const isZero = (b: Uint8Array): boolean => b.every((x) => x === 0);

function decode(b: unknown): Point | null {
  if (!is32(b)) return null;
  try {
    return Point.fromBytes(b);
  } catch {
    return null;
  }
}

const both = (a: unknown, b: unknown, f: (x: Point, y: Point) => Point): Uint8Array | null => {
  const [x, y] = [decode(a), decode(b)];
  return x && y ? f(x, y).toBytes() : null;
};

/** The reference: @noble's ristretto255, as the protocol has always computed. */
export const nobleArithmetic: Arithmetic = {
  name: 'noble',
  mul: (p, k) => {
    const x = decode(p);
    return x && inRange(k) ? mulPublic(x, k).toBytes() : null;
  },
  mulBase: (k) => (inRange(k) ? mulPublic(Point.BASE, k).toBytes() : null),
  add: (a, b) => both(a, b, (x, y) => x.add(y)),
  sub: (a, b) => both(a, b, (x, y) => x.subtract(y)),
};

function wasmArithmetic(s: Sodium): Arithmetic {
  /** libsodium's answer; where it refuses (or fails in any way), @noble's, which is the rule. */
  const or = <T>(fast: () => T, rule: () => T): T => {
    try {
      return fast();
    } catch {
      return rule();
    }
  };
  return {
    name: 'wasm',
    mul(p, k) {
      // k = 0 or p = identity: the identity, which libsodium refuses to return (@noble answers).
      if (!inRange(k) || !is32(p) || k === 0n || isZero(p)) return nobleArithmetic.mul(p, k);
      // Refused only when p is no canonical encoding (0 < k < q and p ≠ identity never give the identity).
      return or(
        () => s.crypto_scalarmult_ristretto255(encodeScalar(k), p),
        () => nobleArithmetic.mul(p, k),
      );
    },
    mulBase: (k) =>
      inRange(k) && k !== 0n
        ? or(
            () => s.crypto_scalarmult_ristretto255_base(encodeScalar(k)),
            () => nobleArithmetic.mulBase(k),
          )
        : nobleArithmetic.mulBase(k),
    add: (a, b) =>
      is32(a) && is32(b)
        ? or(
            () => s.crypto_core_ristretto255_add(a, b),
            () => nobleArithmetic.add(a, b),
          )
        : null,
    sub: (a, b) =>
      is32(a) && is32(b)
        ? or(
            () => s.crypto_core_ristretto255_sub(a, b),
            () => nobleArithmetic.sub(a, b),
          )
        : null,
  };
}

let installed: Arithmetic | null = null;
let allowed = true;
let coming = false;

/** Says that the WebAssembly path is being loaded (`wasm-load.ts`), or no longer is. */
export function expectWasm(on: boolean): void {
  coming = on;
}

/**
 * Whether the WebAssembly path is being loaded and will be used: a check made on @noble meanwhile does not
 * build a table for a seat key (≈ 20 ms, paid back over dozens of products), since it serves a few checks only.
 */
export function wasmComing(): boolean {
  return coming && allowed && !installed;
}

/** Makes libsodium (loaded, `ready` awaited: `wasm-load.ts`) the path of every later proof check. */
export function installWasm(s: Sodium): void {
  installed = wasmArithmetic(s);
}

/** The path a proof check takes now: the WebAssembly one if it was installed and is not switched off, else null (@noble). */
export function fastArithmetic(): Arithmetic | null {
  return allowed ? installed : null;
}

/** Switches the installed WebAssembly path off and on again (benchmarks and tests compare the two); returns the previous setting. */
export function useWasm(on: boolean): boolean {
  const was = allowed;
  allowed = on;
  return was;
}
