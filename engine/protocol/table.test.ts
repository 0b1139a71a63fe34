import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Pending } from '../core/game.js';
import { decodeDeck, encodePoint, fromBase64url, generateSeatKey, jointKey, seededRandom, shuffleAndProve, toBase64url } from './poker/index.js';
import {
  applyAttachment,
  checkPass,
  checkPassBatch,
  inputName,
  obligations,
  passKey,
  precheckPasses,
  ProofCache,
  startTable,
  type Attached,
  type PassJob,
  type PokerState,
} from './table.js';
import { inputKey, plainKey } from './table-memo.js';
import { toB64 } from './bytes.js';
import { hashValue, type Json } from './canonical.js';

const room = 'table-test';
const node = 'node-1';
const handles = [0, 1, 2, 3, 4, 5];
const pending: Pending = { kind: 'shuffle', handles, purpose: 'test' };

/** A pass as the room attaches it, its id a hash of its body (as an entry's id binds its body). */
const attached = (seat: number, body: { [k: string]: Json }): Attached => ({ id: toB64(hashValue('test-entry', body)), seat, body });

/** A 3-seat table of 6 cards and an honest pass from every seat, in seat order. */
function shuffle(seed: string): { ps: PokerState; passes: Attached[] } {
  const rand = seededRandom(seed);
  const keys = [0, 1, 2].map(() => generateSeatKey(rand));
  const ps = startTable(
    room,
    'toy',
    keys.map((k) => toBase64url(encodePoint(k.y))),
    handles.length,
    false,
  );
  const k = jointKey(keys.map((s) => s.y));
  let input = decodeDeck(new Uint8Array(ps.cts.flatMap((c) => [...(fromBase64url(c) as { value: Uint8Array }).value])), 6);
  const passes: Attached[] = [];
  for (let seat = 0; seat < 3; seat++) {
    if (!input.ok) throw new Error('bad deck');
    const { output, proof } = shuffleAndProve({ game: room, entry: node, seat, index: seat }, k, input.value, rand);
    passes.push(attached(seat, { t: 'pass', seat, round: 0, deck: toBase64url(output.bytes), proof: toBase64url(proof) }));
    input = { ok: true, value: output };
  }
  return { ps, passes };
}

/** Applies the passes in order as the room does; returns each one's error code (or null) and whether the shuffle ended. */
function applyAll(ps: PokerState, passes: readonly Attached[], cache: ProofCache): { errors: (string | null)[]; shuffled: boolean } {
  const errors: (string | null)[] = [];
  let shuffled = false;
  for (const a of passes) {
    const r = applyAttachment(ps, a, room, node, obligations(ps, new Map(), pending), cache);
    errors.push(r.error?.code ?? null);
    if (r.used) ps = r.ps;
    shuffled ||= r.shuffled;
  }
  return { errors, shuffled };
}

describe('a shuffle\u2019s passes checked as one batch', () => {
  it('an honest shuffle is settled by the batch and applies to the same deck as one-by-one checks', () => {
    const { ps, passes } = shuffle('table-batch-ok');
    const batched = new ProofCache();
    precheckPasses(ps, passes, room, node, handles, batched);
    expect(applyAll(ps, passes, batched)).toEqual({ errors: [null, null, null], shuffled: true });
    const alone = new ProofCache();
    expect(applyAll(ps, passes, alone)).toEqual({ errors: [null, null, null], shuffled: true });
    // Every pass's result came from the batch, and equals what a single check gives.
    let input: readonly string[] = ps.cts.slice(0, 6);
    for (const a of passes) {
      const job = { ctx: { game: room, entry: node, seat: a.seat, index: a.seat }, joint: ps.joint, input, deck: a.body.deck, proof: a.body.proof } as PassJob;
      const key = passKey(job, a.id, inputName(batched, input));
      expect(batched.has(key)).toBe(true);
      const single = checkPass(job);
      expect(single).not.toBeNull();
      const kept = batched.pass(key, job)!;
      expect(kept).toEqual(single);
      input = kept; // the next pass names its input by this one's key
    }
  });

  it('a bad pass in the middle fails the batch and is named alone; the passes around it stand', () => {
    const { ps, passes } = shuffle('table-batch-bad');
    const proof = (fromBase64url(passes[1]!.body.proof) as { value: Uint8Array }).value.slice();
    proof[32 * (3 * 6 + 5)]! ^= 1; // the low byte of the first response scalar
    const bad = passes.map((a, i) => (i === 1 ? attached(1, { ...(a.body as { [k: string]: Json }), proof: toBase64url(proof) }) : a));
    const cache = new ProofCache();
    precheckPasses(ps, bad, room, node, handles, cache);
    const r = applyAll(ps, bad, cache);
    expect(r.errors[0]).toBeNull();
    expect(r.errors[1]).toBe('bad-proof');
    expect(r.shuffled).toBe(false); // seat 1 still owes its pass
    // The batch failed, so each pass was checked alone: seat 1's is stored as failed, seat 2's
    // (checked against seat 1's posted deck) as valid, exactly as one-by-one checks give.
    let name = inputName(cache, ps.cts.slice(0, 6));
    const results = bad.map((a, i) => {
      const input = i === 0 ? ps.cts.slice(0, 6) : deckStringsOf(bad[i - 1]!.body.deck);
      const job = { ctx: { game: room, entry: node, seat: i, index: i }, joint: ps.joint, input, deck: a.body.deck, proof: a.body.proof } as PassJob;
      const key = passKey(job, a.id, name);
      name = `after ${key}`; // a pass's input is named by the check of the pass that posted it, valid or not
      expect(cache.has(key)).toBe(true);
      expect(cache.pass(key, job)).toEqual(checkPass(job));
      return cache.pass(key, job) !== null;
    });
    expect(results).toEqual([true, false, true]);
  });

  it('with proofs checked in a worker, queues the shuffle as one batch that settles as a check here would; a lone pass is left alone', () => {
    const { ps, passes } = shuffle('table-batch-worker');
    const offload = new ProofCache(true);
    precheckPasses(ps, passes, room, node, handles, offload);
    expect(offload.batches.size).toBe(1);
    const batch = [...offload.batches.values()][0]!;
    expect(batch.keys.every((k) => !offload.has(k) && offload.unbatchable(k))).toBe(true);
    // Asked for pass 0 meanwhile, the cache says it is being checked, and queues no single check.
    const first = { ...batch.first };
    expect(offload.pass(batch.keys[0]!, first)).toBeUndefined();
    expect(offload.queued.size).toBe(0);
    // Built again, the history queues nothing more.
    precheckPasses(ps, passes, room, node, handles, offload);
    expect(offload.batches.size).toBe(1);
    // The worker's answer (cloned, as a message is) settles each pass as the inline check does.
    offload.settleBatch(batch, structuredClone(checkPassBatch(batch)));
    expect(applyAll(ps, passes, offload)).toEqual({ errors: [null, null, null], shuffled: true });
    const here = new ProofCache();
    precheckPasses(ps, passes, room, node, handles, here);
    expect(batch.keys.map((k) => offload.pass(k, first))).toEqual(batch.keys.map((k) => here.pass(k, first)));
    const lone = new ProofCache();
    precheckPasses(ps, passes.slice(0, 1), room, node, handles, lone);
    expect(lone.has(batch.keys[0]!)).toBe(false);
  });

  it('a batch the worker could not answer is not queued again: its passes are checked one by one', () => {
    const { ps, passes } = shuffle('table-batch-lost');
    const offload = new ProofCache(true);
    precheckPasses(ps, passes, room, node, handles, offload);
    const batch = [...offload.batches.values()][0]!;
    offload.settleBatch(batch, []);
    precheckPasses(ps, passes, room, node, handles, offload);
    expect(offload.batches.size).toBe(0);
    expect(offload.pass(batch.keys[0]!, batch.first)).toBeUndefined();
    expect([...offload.queued.keys()]).toEqual([batch.keys[0]]);
  });
});

describe('the start table', () => {
  it('gives every cache the card points to keep, also when this page made the same table before', () => {
    const keys = [0, 1].map(() => toBase64url(encodePoint(generateSeatKey(seededRandom('start-keys')).y)));
    const kept = (cache: ProofCache) => cache.drain().filter(([k]) => k.startsWith('cards/'));
    const [first, second] = [new ProofCache(), new ProofCache()];
    const a = startTable('start-room', 'toy', keys, 6, true, 'bg', first);
    const b = startTable('start-room', 'toy', keys, 6, true, 'bg', second);
    expect(b).toBe(a);
    const once = kept(first);
    expect(once).toHaveLength(1);
    expect(kept(second)).toEqual(once);
  });
});

function deckStringsOf(b64: unknown): string[] {
  const bytes = (fromBase64url(b64) as { value: Uint8Array }).value;
  return Array.from({ length: bytes.length / 64 }, (_, i) => toBase64url(bytes.subarray(64 * i, 64 * i + 64)));
}

describe('proof results are filed under everything they read', () => {
  it('two passes with the same id and the same first input card, but another deck, never share a result', () => {
    const { ps, passes } = shuffle('table-key');
    const input = ps.cts.slice(0, 6);
    const job = {
      ctx: { game: room, entry: node, seat: 0, index: 0 },
      joint: ps.joint,
      input,
      deck: passes[0]!.body.deck,
      proof: passes[0]!.body.proof,
    } as PassJob;
    const twin = { ...job, input: [input[0]!, ...input.slice(1).reverse()] };
    const cache = new ProofCache();
    const id = passes[0]!.id;
    const [jobKey, twinKey] = [passKey(job, id, inputName(cache, job.input)), passKey(twin, id, inputName(cache, twin.input))];
    expect(twinKey).not.toBe(jobKey);
    expect(cache.pass(jobKey, job)).not.toBeNull();
    expect(cache.pass(twinKey, twin)).toBeNull();
  });

  it('a pass is named by its entry id (which binds its deck and proof), and the parts of a key never run together', () => {
    const { ps, passes } = shuffle('table-key-id');
    const job = { ctx: { game: room, entry: node, seat: 0, index: 0 }, joint: ps.joint, input: ps.cts.slice(0, 6), deck: null, proof: null } as PassJob;
    const name = inputName(new ProofCache(), job.input);
    expect(passKey(job, passes[0]!.id, name)).not.toBe(passKey(job, passes[1]!.id, name));
    expect(passKey(job, 'ab', 'c')).not.toBe(passKey(job, 'a', 'bc'));
    // An input named by the pass that produced it never shares a name with one named by its ciphertexts.
    const cache = new ProofCache();
    const out = cache.pass(passKey(job, passes[0]!.id, name), { ...job, deck: passes[0]!.body.deck as Json, proof: passes[0]!.body.proof as Json })!;
    expect(inputName(cache, out)).toMatch(/^after pass\//);
    expect(inputName(cache, out.slice())).toMatch(/^cts /);
  });

  it('a part that is not text never shares a key with the same text: a proof and the proof in an array are two checks', () => {
    const proof = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    expect(inputKey('share', room, node, proof)).not.toBe(inputKey('share', room, node, [proof]));
    expect(inputKey('share', room, node, '1,2')).not.toBe(inputKey('share', room, node, [1, 2]));
    expect(inputKey('share', room, node, '5')).not.toBe(inputKey('share', room, node, 5));
    expect(inputKey('share', room, node, 'null')).not.toBe(inputKey('share', room, node, null));
    expect(inputKey('share', room, node, 'undefined')).not.toBe(inputKey('share', room, node, undefined));
    expect(inputKey('share', room, node, 5)).toBe(inputKey('share', room, node, 5));
  });

  it('a key written out (a share\u2019s, a reveal\u2019s) is one list of parts: they never run together (property)', () => {
    const part = fc.oneof(fc.string(), fc.nat());
    fc.assert(
      fc.property(fc.array(part, { maxLength: 6 }), fc.array(part, { maxLength: 6 }), (a, b) => {
        const same = a.length === b.length && a.every((x, i) => String(x) === String(b[i]));
        expect(plainKey('reveal', ...a) === plainKey('reveal', ...b)).toBe(same);
      }),
    );
    expect(plainKey('share', 'ab', 'c')).not.toBe(plainKey('share', 'a', 'bc'));
    expect(plainKey('share', '1:a')).not.toBe(plainKey('share', 'a'));
  });
});
