/**
 * Benchmarks for `npm run bench` (the script itself lives elsewhere). Each
 * function runs the real protocol steps on a seeded random source and
 * returns wall-clock milliseconds; timing uses `performance.now()`, which
 * ES2022 does not declare, so it is looked up on globalThis (Node and browsers
 * both have it; Date.now is the fallback).
 */
import { cardTable } from './cards.js';
import { CIPHERTEXT_BYTES, decodeDeck, deckOf, openCiphertext, type Deck } from './elgamal.js';
import { KEY_MESSAGE_BYTES, generateSeatKey, jointKey, proveKey, verifyKey, type SeatKey } from './keys.js';
import { SHARE_BYTES, decodeShare, encodeShare, makeShare, openPrivately, verifyShare } from './draw.js';
import { seededRandom } from './random.js';
import { prepareShuffle, shuffleAndProve, shuffleGenerators, shuffleProofBytes, verifyShuffle, type ShuffleSystem } from './shuffle.js';
import { fixedBase, G, type Point } from './group.js';
import { reencrypt, verifyReencryption, REENCRYPTION_BYTES } from './transfer.js';
import type { ProofContext } from './transcript.js';
import { fastArithmetic, useWasm } from './wasm.js';

const clock: () => number = (() => {
  const perf = (globalThis as { performance?: { now(): number } }).performance;
  return perf ? () => perf.now() : () => Date.now();
})();

function time<T>(f: () => T): [T, number] {
  const t0 = clock();
  const v = f();
  return [v, clock() - t0];
}

const ctxFor = (seat: number, index: number): ProofContext => ({ game: 'bench', entry: 'bench-entry', seat, index });

interface Table {
  rand: ReturnType<typeof seededRandom>;
  keys: SeatKey[];
  k: Point;
  deck: Deck;
}

function table(seats: number, n: number, seed: string): Table {
  const rand = seededRandom(seed);
  const keys = Array.from({ length: seats }, () => generateSeatKey(rand));
  const k = jointKey(keys.map((s) => s.y));
  return { rand, keys, k, deck: deckOf(cardTable('bench-deck', n).points.map(openCiphertext)) };
}

/** One-off costs a session pays once: generators, fixed-base tables, the card table. */
export function benchSetup(n = 71): { generatorsMs: number; cardTableMs: number; keyTableMs: number } {
  const [, generatorsMs] = time(() => shuffleGenerators(n));
  const [, cardTableMs] = time(() => cardTable(`bench-setup-${n}`, n));
  const rand = seededRandom('setup');
  const [, keyTableMs] = time(() => fixedBase(generateSeatKey(rand).y));
  fixedBase(G);
  return { generatorsMs, cardTableMs, keyTableMs };
}

export interface ShuffleBench {
  readonly seats: number;
  readonly cards: number;
  readonly proveMs: number[];
  readonly verifyMs: number[];
  readonly totalMs: number;
  readonly proofBytes: number;
  readonly deckBytes: number;
}

/** `seats` sequential passes over an n-card deck; each proved, then verified once (with the proof new rooms use unless told). */
export function benchShuffle(seats = 4, n = 71, system: ShuffleSystem = 'bg'): ShuffleBench {
  benchSetup(n);
  const t = table(seats, n, `shuffle-${seats}-${n}`);
  prepareShuffle(n, t.k);
  const proveMs: number[] = [];
  const verifyMs: number[] = [];
  let deck = t.deck;
  let proofBytes = 0;
  for (let s = 0; s < seats; s++) {
    const ctx = ctxFor(s, s);
    const [{ output, proof }, pm] = time(() => shuffleAndProve(ctx, t.k, deck, t.rand, system));
    // A peer receives bytes: decoding the new deck is part of checking it.
    const [res, vm] = time(() => {
      const got = decodeDeck(output.bytes, n);
      return got.ok ? verifyShuffle(ctx, t.k, deck, got.value, proof, 'shuffle', system) : got;
    });
    if (!res.ok) throw new Error('bench: shuffle did not verify');
    proveMs.push(pm);
    verifyMs.push(vm);
    proofBytes = proof.length;
    deck = output;
  }
  const totalMs = [...proveMs, ...verifyMs].reduce((a, b) => a + b, 0);
  return { seats, cards: n, proveMs, verifyMs, totalMs, proofBytes, deckBytes: deck.bytes.length };
}

/** A private draw at a 4-seat table: 3 shares made, then checked and opened by the drawer. */
export function benchDraw(seats = 4): { makeMs: number; checkAndOpenMs: number } {
  const t = table(seats, 71, 'draw');
  const cards = cardTable('bench-deck', 71);
  const { output } = shuffleAndProve(ctxFor(0, 0), t.k, t.deck, t.rand);
  const ct = output.cts[0]!;
  const others = t.keys.slice(1);
  const [shares, makeMs] = time(() => others.map((key, i) => makeShare('draw', key, ct, ctxFor(i + 1, 0), t.rand)));
  const [card, checkAndOpenMs] = time(() => {
    shares.forEach((sh, i) => {
      if (!verifyShare('draw', others[i]!.y, ct, sh, ctxFor(i + 1, 0))) throw new Error('bench: bad share');
    });
    return openPrivately(
      ct,
      shares.map((s) => s.share),
      t.keys[0]!,
      cards,
    );
  });
  if (!card.ok) throw new Error('bench: draw failed');
  return { makeMs, checkAndOpenMs };
}

export interface CheckBench {
  readonly checks: number;
  /** Per check (ms), decoding included: on @noble only, and with the WebAssembly products (wasm.ts). */
  readonly nobleMs: number;
  readonly wasmMs: number;
}

/**
 * Decryption-share checks as a peer makes them opening a room: `count` shares of 3 seats on the
 * cards of a shuffled deck, each decoded from its bytes and checked, on @noble and on WebAssembly
 * in turn (twice each, the faster kept: the first pays the seat keys' tables). The WebAssembly
 * path must be installed (`wasm-load.ts`); the setting is left as it was.
 */
export function benchShareChecks(count = 60): CheckBench {
  const t = table(4, 71, 'share-checks');
  const { output } = shuffleAndProve(ctxFor(0, 0), t.k, t.deck, t.rand);
  const items = Array.from({ length: count }, (_, i) => {
    const seat = 1 + (i % 3);
    const ct = output.cts[i % 71]!;
    const ctx = ctxFor(seat, i);
    return { y: t.keys[seat]!.y, ct, ctx, bytes: encodeShare(makeShare('draw', t.keys[seat]!, ct, ctx, t.rand)) };
  });
  const run = (wasm: boolean): number => {
    useWasm(wasm);
    const [, ms] = time(() => {
      for (const it of items) {
        const sh = decodeShare(it.bytes);
        if (!sh.ok || !verifyShare('draw', it.y, it.ct, sh.value, it.ctx)) throw new Error('bench: bad share');
      }
    });
    return ms / count;
  };
  const was = useWasm(true);
  if (!fastArithmetic()) {
    useWasm(was);
    throw new Error('bench: the WebAssembly arithmetic is not installed');
  }
  const noble = Math.min(run(false), run(false));
  const wasm = Math.min(run(true), run(true));
  useWasm(was);
  return { checks: count, nobleMs: noble, wasmMs: wasm };
}

/** TRANSFER of one held card from seat 0 to seat 1: prove, verify, and the message size. */
export function benchTransfer(): { proveMs: number; verifyMs: number; bytes: number } {
  const t = table(2, 71, 'transfer');
  const [a, b] = t.keys as [SeatKey, SeatKey];
  const held = { c1: G.multiply(5n), c2: cardTable('bench-deck', 71).points[3]!.add(a.y.multiply(5n)) };
  const ctx = ctxFor(0, 3);
  const [re, proveMs] = time(() => reencrypt('transfer', a, held, b.y, ctx, t.rand));
  const [good, verifyMs] = time(() => verifyReencryption('transfer', a.y, held, b.y, re, ctx));
  if (!good) throw new Error('bench: transfer did not verify');
  return { proveMs, verifyMs, bytes: REENCRYPTION_BYTES };
}

/** Seat key with its proof of knowledge. */
export function benchKey(): { proveMs: number; verifyMs: number } {
  const rand = seededRandom('key');
  const key = generateSeatKey(rand);
  const [proof, proveMs] = time(() => proveKey(key, ctxFor(0, 0), rand));
  const [good, verifyMs] = time(() => verifyKey(key.y, proof, ctxFor(0, 0)));
  if (!good) throw new Error('bench: key proof');
  return { proveMs, verifyMs };
}

/** Wire sizes in bytes (raw; base64url text is 4/3 of that) for an n-card deck. */
export function messageSizes(n = 71, seats = 4, system: ShuffleSystem = 'bg'): Record<string, number> {
  const pass = shuffleProofBytes(n, system) + n * CIPHERTEXT_BYTES;
  return {
    keyMessage: KEY_MESSAGE_BYTES,
    ciphertext: CIPHERTEXT_BYTES,
    deck: n * CIPHERTEXT_BYTES,
    shuffleProof: shuffleProofBytes(n, system),
    shufflePass: pass,
    fullShuffle: seats * pass,
    fullShuffleBase64url: seats * Math.ceil((pass * 4) / 3),
    drawShare: SHARE_BYTES,
    privateDraw: (seats - 1) * SHARE_BYTES,
    reveal: SHARE_BYTES,
    transfer: REENCRYPTION_BYTES,
  };
}
