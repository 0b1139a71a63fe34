/**
 * Figure 2: replaying a recorded 4-seat networked game with every check, as a
 * peer does that opens the room's document: parse every entry, verify its
 * Ed25519 signature, and build the canonical history, checking every shuffle
 * proof, decryption share, key proof and beacon link on the way.
 *
 * Each run starts from scratch: a fresh Log and ProofCache. The engine also
 * keeps a few module-level memos (decoded points, the opening table, imported
 * public keys), so "cold" runs each replay in a fresh process, where nothing is
 * memoised and nothing is JIT-compiled yet: what a reloading peer pays. "Warm"
 * repeats it in one process (fresh Log and ProofCache, warm memos and JIT).
 */
import { cpuUsage } from 'node:process';
import * as Y from 'yjs';
import { feebleton } from '../../engine/games/feebleton/index.js';
import { Log } from '../../engine/protocol/log.js';
import { roomMachine, type RoomState } from '../../engine/protocol/room.js';
import { checkPass, checkPassBatch, ProofCache } from '../../engine/protocol/table.js';
import { shareChecks } from '../../engine/protocol/table-shares.js';
import { useWasm } from '../../engine/protocol/poker/wasm.js';
import { loadWasm } from '../../engine/protocol/poker/wasm-load.js';
import { append, logOf } from '../../src/room/doc.js';
import { entryId, type Entry } from '../../engine/protocol/entry.js';
import { toWire } from '../../engine/protocol/wire.js';
import type { AnyGame } from '../../engine/core/game.js';
import type { Recording } from './record.js';

/** Chromium drops data-channel messages over 256 KiB (README "Known limits", y-webrtc issue #20). */
export const WEBRTC_MESSAGE_LIMIT = 256 * 1024;

export interface ReplayRun {
  /** Y.applyUpdate of the recorded document into a fresh Y.Doc, and reading its array. */
  readonly decodeDocMs: number;
  /** Parsing and signature-checking every entry (Log.ingest). */
  readonly parseVerifyMs: number;
  /** The canonical history with every proof checked (Log.history, fresh ProofCache). */
  readonly historyMs: number;
  /** parseVerifyMs + historyMs: the figure the target is about. */
  readonly totalMs: number;
  /** CPU time of this process over totalMs (WebCrypto's worker threads included): steadier than wall time on a shared machine. */
  readonly cpuMs: number;
  readonly entries: number;
  readonly chain: number;
  readonly moves: number;
  readonly rejected: number;
  readonly over: boolean;
}

type Recorded = Pick<Recording, 'room' | 'code' | 'update'>;

/** The recorded document's entries, as a peer reads them out of its Y.Doc. */
function entriesOf(rec: Recorded): unknown[] {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, Buffer.from(rec.update, 'base64'));
  return logOf(doc).toArray();
}

/** A fresh log of the recorded room (a Feebleton game unless said), checking with `cache`. */
export const freshLog = (rec: Pick<Recording, 'room' | 'code'>, cache: ProofCache, game: AnyGame = feebleton): Log<RoomState> =>
  new Log<RoomState>(rec.room, roomMachine({ room: rec.room, code: rec.code, games: new Map([[game.id, game]]), cache }));

/**
 * Which arithmetic the proof checks use (engine/protocol/poker/wasm.ts): 'noble', or 'wasm', as the app's
 * page in a room with hidden cards: libsodium's WebAssembly ristretto255 loaded while the signatures are
 * checked (its load is in the figure), for the products of DLEQ and re-encryption checks and share-batch folds.
 */
export type ArithPath = 'wasm' | 'noble';

export async function replayOnce(rec: Recorded, arith: ArithPath = 'noble'): Promise<ReplayRun> {
  const t0 = performance.now();
  const raws = entriesOf(rec);
  const cpu0 = cpuUsage();
  const t1 = performance.now();
  const was = useWasm(arith === 'wasm');
  const ready = arith === 'wasm' ? loadWasm() : null;
  const log = freshLog(rec, new ProofCache());
  await log.ingest(raws);
  if (ready && !(await ready)) throw new Error('bench: the WebAssembly arithmetic did not load');
  const t2 = performance.now();
  const h = log.history();
  const t3 = performance.now();
  const cpu = cpuUsage(cpu0);
  useWasm(was);
  const head = h.chain[h.chain.length - 1]?.state;
  return {
    decodeDocMs: t1 - t0,
    parseVerifyMs: t2 - t1,
    historyMs: t3 - t2,
    totalMs: t3 - t1,
    cpuMs: (cpu.user + cpu.system) / 1000,
    entries: raws.length,
    chain: h.chain.length,
    moves: head?.moves ?? 0,
    rejected: h.rejected.length + log.refusals().length,
    over: head?.phase === 'play' && feebleton.pending(head.game as never) === null,
  };
}

/** What a device keeps of a room it played in: the checks it worked out, as JSON (its record stores them as such). */
export async function keptChecks(rec: Recorded, game: AnyGame = feebleton): Promise<string> {
  const cache = new ProofCache();
  const log = freshLog(rec, cache, game);
  await log.ingest(entriesOf(rec));
  log.history();
  return JSON.stringify(cache.drain());
}

export interface ReopenRun {
  /** Reading the kept checks (JSON.parse, as a structured clone out of IndexedDB would). */
  readonly loadMs: number;
  /** The entries preloaded as verified (no signature check, as src/session/peer.ts does) and the history built. */
  readonly historyMs: number;
  readonly totalMs: number;
  readonly cpuMs: number;
  /** Checks worked out again: 0 when every check was kept. */
  readonly checksRun: number;
  readonly over: boolean;
}

/**
 * Reopening a room this device played in (src/session/peer.ts `start`): the
 * entries it verified go in without a second signature check, the checks it
 * worked out are learned, and the history is built. Nothing is checked twice.
 */
export function reopenOnce(rec: Recorded & Pick<Recording, 'entries'>, checks: string, game: AnyGame = feebleton): ReopenRun {
  // The record keeps each entry, decoded, with its id (src/session/record.ts `Verified`): the recording's entries,
  // decoded as its peer read them (a member's value names its author and parent by hints, wire.ts).
  const entries = (rec.entries as Entry[]).map((entry) => ({ id: entryId(entry), entry }));
  const cpu0 = cpuUsage();
  const t0 = performance.now();
  const cache = new ProofCache();
  cache.learn(JSON.parse(checks) as [string, unknown][]);
  const t1 = performance.now();
  const log = freshLog(rec, cache, game);
  log.preload(entries);
  const h = log.history();
  const t2 = performance.now();
  const cpu = cpuUsage(cpu0);
  const head = h.chain[h.chain.length - 1]?.state;
  return {
    loadMs: t1 - t0,
    historyMs: t2 - t1,
    totalMs: t2 - t0,
    cpuMs: (cpu.user + cpu.system) / 1000,
    checksRun: cache.runs,
    over: head?.phase === 'play' && game.pending(head.game as never) === null,
  };
}

/** Where the time of one replay goes (`replaySplit`), in ms. */
export interface ReplaySplit {
  /** Parsing every entry and checking its Ed25519 signature (one at a time, never batched). */
  readonly signaturesMs: number;
  /** The shuffle passes: each shuffle's passes as one batch (decoding their decks and proofs, one MSM). */
  readonly passes: number;
  readonly passChecksMs: number;
  /** The decryption shares' DLEQ checks (decoding each share included), keyed as the walk keys them. */
  readonly shares: number;
  readonly shareChecksMs: number;
  /** Everything else: the history walks, with the reveals' DLEQ, re-encryptions, key proofs and reorders. */
  readonly restMs: number;
}

/**
 * Where the time goes: the same replay with the shuffle checks taken out of the history and timed
 * on their own, the way the browser hands them to its proof worker (ProofCache with offload, each
 * shuffle's batch settled, the history rebuilt), and the decryption shares checked ahead of the
 * walk as the page does while the worker checks (`shareChecks`). The history is rebuilt once per
 * shuffle, so the rest is a little more than in a plain replay.
 */
export async function replaySplit(rec: Recorded, arith: ArithPath = 'noble'): Promise<ReplaySplit> {
  const raws = entriesOf(rec);
  const was = useWasm(arith === 'wasm');
  if (arith === 'wasm') await loadWasm();
  const cache = new ProofCache(true);
  const log = freshLog(rec, cache);
  let [passChecksMs, passes, shareChecksMs, shares] = [0, 0, 0, 0];
  const t0 = performance.now();
  await log.ingest(raws);
  const signaturesMs = performance.now() - t0;
  const joints = new Map<string, string>();
  const seen = new Set<unknown>();
  for (;;) {
    const h = log.history();
    const s = h.chain[h.chain.length - 1]?.state;
    if (s?.poker) {
      const fresh = [...log.all()].filter(([, e]) => !seen.has(e));
      for (const [, e] of fresh) seen.add(e);
      const t = performance.now();
      const jobs = shareChecks(fresh, s.room, s.poker.keys, cache, joints);
      for (const job of jobs) job();
      shareChecksMs += performance.now() - t;
      shares += jobs.length;
    }
    if (!cache.queued.size && !cache.batches.size) break;
    for (const [key, job] of [...cache.queued]) {
      const t = performance.now();
      const result = checkPass(job);
      passChecksMs += performance.now() - t;
      passes++;
      cache.settle(key, result);
    }
    for (const batch of [...cache.batches.values()]) {
      const t = performance.now();
      const results = checkPassBatch(batch);
      passChecksMs += performance.now() - t;
      passes += batch.keys.length;
      cache.settleBatch(batch, results);
    }
    log.invalidate();
  }
  const total = performance.now() - t0;
  useWasm(was);
  return { signaturesMs, passes, passChecksMs, shares, shareChecksMs, restMs: total - signaturesMs - passChecksMs - shareChecksMs };
}

export interface DocSize {
  /** The recorded document as the four peers built it, entry by entry. */
  readonly recordedBytes: number;
  /** The same entries pushed into a fresh document in one transaction, as JSON values (as they were recorded). */
  readonly oneTransactionBytes: number;
  /**
   * The same, each entry stored as the app stores it now (its binary form, src/room/doc.ts `stored`): members'
   * entries (all but the genesis and join requests) naming their author by a hint.
   */
  readonly storedBytes: number;
  /** The entries as JSON text. */
  readonly jsonBytes: number;
  readonly largestEntryBytes: number;
  readonly limitBytes: number;
  /** Entries by kind (body.t): their JSON bytes, and their values' bytes as the app stores them (without Yjs's own). */
  readonly byKind: Record<string, { count: number; jsonBytes: number; storedBytes: number }>;
}

export function docSize(rec: Recording): DocSize {
  const byKind: DocSize['byKind'] = {};
  for (const e of rec.entries) {
    const t = String((e as { body?: { t?: unknown } }).body?.t);
    const k = (byKind[t] ??= { count: 0, jsonBytes: 0, storedBytes: 0 });
    k.count++;
    k.jsonBytes += Buffer.byteLength(JSON.stringify(e));
    const entry = e as Entry;
    k.storedBytes += toWire(entry, entry.parent !== '' && entry.body.t !== 'join')?.length ?? 0;
  }
  const doc = new Y.Doc();
  doc.transact(() => logOf(doc).push(rec.entries.map((e) => ({ ...(e as object) }))));
  const now = new Y.Doc();
  append(now, rec.entries as Entry[], (e) => e.body.t !== 'join');
  return {
    storedBytes: Y.encodeStateAsUpdate(now).length,
    recordedBytes: Buffer.from(rec.update, 'base64').length,
    oneTransactionBytes: Y.encodeStateAsUpdate(doc).length,
    jsonBytes: Buffer.byteLength(JSON.stringify(rec.entries)),
    largestEntryBytes: Math.max(...rec.entries.map((e) => Buffer.byteLength(JSON.stringify(e)))),
    limitBytes: WEBRTC_MESSAGE_LIMIT,
    byKind,
  };
}
