/**
 * An in-memory network of Y.Docs for convergence tests (no WebRTC in
 * Node-side tests): every update a peer makes is sent to each other online
 * peer with a random delay, sometimes twice, sometimes not at all; a peer can go
 * offline and come back; `heal` runs the state-vector exchange y-webrtc runs when
 * two peers connect. All randomness comes from one seed, so a failure replays.
 */
import * as Y from 'yjs';
import * as awarenessProtocol from 'y-protocols/awareness';
import { seededRng, type Rng } from '../../engine/core/rng.js';

interface Packet {
  readonly at: number;
  readonly to: number;
  readonly update: Uint8Array;
}

export interface NetOptions {
  readonly loss: number;
  readonly duplicate: number;
  readonly maxDelay: number;
  /**
   * Hold each peer's updates until the network next acts (deliver, heal, a peer
   * going on- or offline), then send them peer by peer. Without it, the order in
   * which peers finish their async work (WebCrypto runs on a thread pool) decides
   * the order the seeded random numbers are drawn in, so a seed may not replay.
   * The documents' Yjs client ids are fixed too: Yjs orders concurrent insertions
   * by client id, random by default.
   */
  readonly ordered?: boolean;
  /**
   * Give every document a y-protocols Awareness, relayed at once between online
   * peers (as y-webrtc does) — what devices use to tell each other what they hold.
   */
  readonly awareness?: boolean;
  /** Documents beyond the seats' (an attacker's, a newcomer's): `extra` more. */
  readonly extra?: number;
}

/** Sizes seen on the wire, in bytes (measurement only; nothing depends on them). */
export interface NetStats {
  /** The largest update one peer's transaction produced (sent as one message). */
  largestUpdate: number;
  /** The largest state-vector diff one `heal` sent (a reconnecting peer's catch-up message). */
  largestHeal: number;
}

export class Network {
  readonly docs: Y.Doc[];
  readonly awareness: awarenessProtocol.Awareness[] = [];
  readonly online: boolean[];
  readonly stats: NetStats = { largestUpdate: 0, largestHeal: 0 };
  private queue: Packet[] = [];
  private now = 0;
  readonly rng: Rng;
  private readonly origin = new Map<number, object>();
  private readonly outbox: Uint8Array[][];

  constructor(
    seats: number,
    seed: number,
    private readonly opts: NetOptions,
  ) {
    const n = seats + (opts.extra ?? 0);
    this.rng = seededRng(seed);
    this.docs = Array.from({ length: n }, (_, i) => {
      const doc = new Y.Doc();
      // Yjs orders concurrent insertions by client id, random by default: an `ordered` run fixes them too,
      // so every peer reads its document in the same order on every run. Ids as large as most random ones
      // (a five-byte varint, as y-protocols encodes them), so a document is as large as a real room's.
      if (opts.ordered) doc.clientID = 2_000_000_000 + i;
      return doc;
    });
    this.online = new Array(n).fill(true);
    this.outbox = Array.from({ length: n }, () => []);
    this.docs.forEach((doc, from) => {
      this.origin.set(from, {});
      doc.on('update', (update: Uint8Array, origin: unknown) => {
        if (origin === this.origin.get(from)) return; // came from the network: do not echo
        this.stats.largestUpdate = Math.max(this.stats.largestUpdate, update.length);
        if (this.opts.ordered) this.outbox[from]!.push(update);
        else this.send(from, update);
      });
    });
    if (opts.awareness) {
      this.docs.forEach((doc, from) => {
        const a = new awarenessProtocol.Awareness(doc);
        this.awareness.push(a);
        a.on('update', ({ added, updated, removed }: Record<string, number[]>, origin: unknown) => {
          if (origin === 'remote' || !this.online[from]) return;
          const update = awarenessProtocol.encodeAwarenessUpdate(a, [...added!, ...updated!, ...removed!]);
          this.awareness.forEach((b, to) => {
            if (to !== from && this.online[to]) awarenessProtocol.applyAwarenessUpdate(b, update, 'remote');
          });
        });
      });
    }
  }

  /** Stops the awareness timers. */
  close(): void {
    for (const a of this.awareness) a.destroy();
  }

  private chance(p: number): boolean {
    return this.rng.int(1_000_000) < p * 1_000_000;
  }

  private send(from: number, update: Uint8Array): void {
    if (!this.online[from]) return;
    for (let to = 0; to < this.docs.length; to++) {
      if (to === from || !this.online[to]) continue;
      const copies = this.chance(this.opts.loss) ? 0 : this.chance(this.opts.duplicate) ? 2 : 1;
      for (let c = 0; c < copies; c++) this.queue.push({ at: this.now + 1 + this.rng.int(this.opts.maxDelay), to, update });
    }
  }

  /** Sends the updates held back in `ordered` mode, peer 0's first. */
  flush(): void {
    this.outbox.forEach((held, from) => {
      for (const update of held.splice(0)) this.send(from, update);
    });
  }

  /** Delivers the next packet (ties broken at random). Returns false when nothing is in flight. */
  deliverOne(): boolean {
    this.flush();
    if (!this.queue.length) return false;
    const first = Math.min(...this.queue.map((p) => p.at));
    const ready = this.queue.flatMap((p, i) => (p.at === first ? [i] : []));
    const i = ready[this.rng.int(ready.length)]!;
    const [p] = this.queue.splice(i, 1);
    this.now = p!.at;
    if (this.online[p!.to]) apply(this.docs[p!.to]!, p!.update, this.origin.get(p!.to));
    return true;
  }

  setOnline(i: number, online: boolean): void {
    this.flush();
    this.online[i] = online;
    if (online) this.heal();
  }

  /** Every pair of online peers exchanges what the other lacks (y-webrtc's sync on connect), awareness too. */
  heal(): void {
    this.flush();
    this.awareness.forEach((a, from) => {
      if (!this.online[from]) return;
      const update = awarenessProtocol.encodeAwarenessUpdate(a, [...a.getStates().keys()]);
      this.awareness.forEach((b, to) => {
        if (to !== from && this.online[to]) awarenessProtocol.applyAwarenessUpdate(b, update, 'remote');
      });
    });
    for (let a = 0; a < this.docs.length; a++) {
      for (let b = 0; b < this.docs.length; b++) {
        if (a === b || !this.online[a] || !this.online[b]) continue;
        const diff = Y.encodeStateAsUpdate(this.docs[a]!, Y.encodeStateVector(this.docs[b]!));
        this.stats.largestHeal = Math.max(this.stats.largestHeal, diff.length);
        apply(this.docs[b]!, diff, this.origin.get(b));
      }
    }
  }
}

/** Applies an update as the app's transport does: one Yjs cannot read (nested too deep) is dropped, the document unchanged. */
function apply(doc: Y.Doc, update: Uint8Array, origin: unknown): void {
  try {
    Y.applyUpdate(doc, update, origin);
  } catch {
    /* dropped, as src/room/chunks.ts drops it */
  }
}
