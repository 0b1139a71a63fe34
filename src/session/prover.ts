/**
 * Where the heavy poker work runs. A shuffle pass costs a few hundred
 * milliseconds to prove and as much to check; in the browser that work goes to
 * a Web Worker (proof-worker.ts) so the table never freezes, while Node tests run
 * it inline. Both run the same engine functions, whose randomness comes from the
 * seat's secret and the statement (hands.ts `nonces`), so both give the same entry.
 */
import type { Claim, Handle, Seat } from '../../engine/core/game.js';
import type { Json } from '../../engine/protocol/canonical.js';
import { fulfil, reorder, reveals } from '../../engine/protocol/hands.js';
import { loadWasm } from '../../engine/protocol/poker/wasm-load.js';
import { checkPass, checkPassBatch, type Obligation, type PassBatch, type PassJob, type PokerState } from '../../engine/protocol/table.js';

export type Body = { t: string; [k: string]: Json };

export interface MoveProofRequest {
  readonly ps: PokerState;
  readonly seat: Seat;
  readonly secret: Uint8Array;
  readonly claims: readonly Claim[];
  readonly room: string;
  readonly parent: string;
  readonly reorder: { readonly handles: readonly Handle[]; readonly order: readonly number[] } | null;
}

export interface MoveProofs {
  readonly reveal?: (string | null)[];
  readonly reorder?: { deck: string; proof: string };
}

export interface Prover {
  fulfil(ps: PokerState, ob: Obligation, secret: Uint8Array, room: string, node: string, round: number): Promise<Body>;
  moveProofs(req: MoveProofRequest): Promise<MoveProofs>;
  checkPass(job: PassJob): Promise<readonly string[] | null>;
  /** A whole shuffle's passes at once (engine/protocol/table.ts `checkPassBatch`). */
  checkBatch(batch: PassBatch): Promise<readonly (readonly string[] | null | undefined)[]>;
  /** True when passes are checked away from the replay (the proof cache then defers them). */
  readonly offloads: boolean;
  /**
   * Says that many checks are coming: a large document is being read (src/session/peer.ts `read`), as when a
   * room is opened from nothing. A prover may get faster arithmetic ready for the page's checks.
   */
  prepare?(): void;
}

/** The work itself, shared by the inline prover and the worker. */
export function moveProofs(req: MoveProofRequest): MoveProofs {
  const out: { reveal?: (string | null)[]; reorder?: { deck: string; proof: string } } = {};
  if (req.claims.length) out.reveal = reveals(req.ps, req.seat, req.secret, req.claims, req.room, req.parent);
  if (req.reorder) out.reorder = reorder(req.ps, req.reorder.handles, req.reorder.order, req.room, req.parent, req.seat, req.secret);
  return out;
}

export function inlineProver(): Prover {
  return {
    offloads: false,
    fulfil: async (...args) => fulfil(...args),
    moveProofs: async (req) => moveProofs(req),
    checkPass: async (job) => checkPass(job),
    checkBatch: async (batch) => checkPassBatch(batch),
  };
}

type Request =
  | { id: number; kind: 'fulfil'; args: [PokerState, Obligation, Uint8Array, string, string, number] }
  | { id: number; kind: 'move'; args: [MoveProofRequest] }
  | { id: number; kind: 'pass'; args: [PassJob] }
  | { id: number; kind: 'batch'; args: [PassBatch] };

/** The work of one request, as the worker does it. */
export function work(req: Request): unknown {
  switch (req.kind) {
    case 'fulfil':
      return fulfil(...req.args);
    case 'move':
      return moveProofs(req.args[0]);
    case 'pass':
      return checkPass(req.args[0]);
    case 'batch':
      return checkPassBatch(req.args[0]);
  }
}

/**
 * A prover in a Web Worker: requests go out as messages, answers come back by id. A Worker that
 * fails (it could not load, or died) leaves its work to the page: slower, never stuck. `given`: another
 * worker (the tests give one that fails).
 */
export function workerProver(given?: Worker): Prover {
  const worker = given ?? new Worker(new URL('./proof-worker.ts', import.meta.url), { type: 'module' });
  const waiting = new Map<number, { req: Request; resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let broken = false;
  let next = 0;
  const inline = (w: { req: Request; resolve: (v: unknown) => void; reject: (e: Error) => void }) => {
    try {
      w.resolve(work(w.req));
    } catch (e) {
      w.reject(e instanceof Error ? e : new Error(String(e)));
    }
  };
  worker.onmessage = (e: MessageEvent<{ id: number; ok: boolean; value?: unknown; error?: string }>) => {
    const w = waiting.get(e.data.id);
    waiting.delete(e.data.id);
    if (e.data.ok) w?.resolve(e.data.value);
    else w?.reject(new Error(e.data.error));
  };
  worker.onerror = worker.onmessageerror = (e: Event) => {
    e.preventDefault(); // handled here: not an uncaught error of the page
    broken = true;
    worker.terminate();
    const left = [...waiting.values()];
    waiting.clear();
    for (const w of left) inline(w);
  };
  const call = <T>(req: Omit<Request, 'id'>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const r = { ...req, id: next++ } as Request;
      const w = { req: r, resolve: resolve as (v: unknown) => void, reject };
      if (broken) return inline(w);
      waiting.set(r.id, w);
      worker.postMessage(r);
    });
  return {
    offloads: true,
    fulfil: (...args) => call<Body>({ kind: 'fulfil', args }),
    moveProofs: (req) => call<MoveProofs>({ kind: 'move', args: [req] }),
    checkPass: (job) => call<readonly string[] | null>({ kind: 'pass', args: [job] }),
    checkBatch: (batch) => call<readonly (readonly string[] | null | undefined)[]>({ kind: 'batch', args: [batch] }),
  };
}

/**
 * What a room with hidden cards uses in the browser: this Worker for proving and shuffle checks, and
 * for the checks the page makes itself (decryption shares, reveals, re-encryptions) the WebAssembly
 * arithmetic (engine/protocol/poker/wasm.ts) once a large document is read (`prepare`): loaded from
 * then on and used once it is ready. It answers as @noble for every input, so a peer on @noble (or
 * where it cannot load) agrees with this one. A room reopened from this device's record, or followed
 * move by move, makes a few checks at a time (unless it finds more than a slice of new values), which @noble's tables serve as fast (live draws measured
 * both ways: engine/protocol/poker/README.md), so it does not load the 534 KB module.
 */
export function pokerProver(): Prover {
  return { ...workerProver(), prepare: () => void loadWasm() };
}

export type { Request as ProverRequest };
