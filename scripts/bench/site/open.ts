/**
 * Figure 2 in Chromium: a device opening the recorded 4-seat Feebleton game
 * (scripts/bench/record.ts), or with `?rec=feudalia` the recorded Feudalia game, with the app's own parts — the RoomPeer over the
 * room's Y.Doc, its IndexedDB record (src/room/record-idb.ts), shuffle passes
 * checked in the proof Worker, the NetController and the game's table in
 * <tt-table-host> — until the table shows the game's last position.
 *
 * `open(fresh)`: with `fresh` the device's record is wiped first (a newcomer, a
 * spectator, a wiped device: every signature and proof is checked); without,
 * the record an earlier `open` left is used (a device reopening a room it was
 * in: nothing it checked is checked again). The recording is fetched before
 * the clock starts. From nothing, the document arrives in one update (timed); reopened, the table shows from
 * the record and the document is read from y-indexeddb, where the first open stored it, after it, as the app does. The page's
 * proof checks run on the WebAssembly arithmetic once it has loaded, as the app's (src/session/prover.ts
 * `pokerProver`, loaded when the peer's first large read begins); `?arith=noble` keeps them on @noble, as before, so
 * the bench can alternate the two in one run (the shuffle checks in the Worker use @noble either way).
 */
import * as Y from 'yjs';
import { IndexeddbPersistence } from 'y-indexeddb';
import { Author } from '../../../engine/protocol/author.js';
import { newIdentity } from '../../../engine/protocol/sign.js';
import { fastArithmetic, useWasm } from '../../../engine/protocol/poker/wasm.js';
import { idbRecord } from '../../../src/room/record-idb.js';
import { CHECKER_VERSION } from '../../../src/session/checker-version.js';
import { readRecord, type RoomRecord } from '../../../src/session/record.js';
import { genesisIn } from '../../../src/session/genesis.js';
import { RoomPeer } from '../../../src/session/peer.js';
import { pokerProver, workerProver, type Prover } from '../../../src/session/prover.js';
import { NetController } from '../../../src/session/net-controller.js';
import { loadGameUi, type GameId } from '../../../src/games.js';
import type { TtTableHost } from '../../../src/app/table-host.js';
import '../../../src/app/table-host.js';

export interface OpenRun {
  /** From decoding the document to the table showing the last position. */
  readonly totalMs: number;
  /** Until the history reached the last position with every check done. */
  readonly checkedMs: number;
  /** Until the document was read (from the network, before the table; reopened, from y-indexeddb once the table is drawn). */
  readonly readMs: number;
  /** Reading the device's record of the room (its verified entries and its kept checks): from the first read's start to the last one's end. */
  readonly recordMs: number;
  /** Proof checks worked out (not taken from the record). */
  readonly checksRun: number;
  readonly entries: number;
  readonly moves: number;
  /** When the Worker's last shuffle check came back (from the same start as totalMs), how many it made, and for how long one was under way (summed). */
  readonly lastShuffleMs: number;
  readonly shuffleChecks: number;
  readonly shuffleBusyMs: number;
  /** The page's proof arithmetic when the history was final: 'wasm' as the app (once loaded), 'noble' with `?arith=noble`. */
  readonly arith: 'wasm' | 'noble';
}

export interface OpenHook {
  open(fresh: boolean): Promise<OpenRun>;
}

interface Rec {
  /** The recorded game (Feebleton when absent). */
  readonly game?: string;
  readonly room: string;
  readonly code: string;
  readonly update: string;
}

const wipe = (name: string): Promise<void> =>
  new Promise((resolve, reject) => {
    const req = indexedDB.deleteDatabase(name);
    req.onsuccess = () => resolve();
    req.onerror = () => reject(req.error);
    req.onblocked = () => reject(new Error('the record database is still open'));
  });

/** When the Worker's shuffle checks come back: is the page or the Worker what the opening waits for? */
const shuffles = { lastShuffleMs: 0, shuffleChecks: 0, shuffleBusyMs: 0 };
function timed(p: Prover, t0: number): Prover {
  Object.assign(shuffles, { lastShuffleMs: 0, shuffleChecks: 0, shuffleBusyMs: 0 });
  const clock = <T>(check: Promise<T>): Promise<T> => {
    const start = performance.now();
    return check.then((r) => {
      shuffles.lastShuffleMs = performance.now() - t0;
      shuffles.shuffleBusyMs += performance.now() - start;
      shuffles.shuffleChecks++;
      return r;
    });
  };
  return { ...p, checkPass: (job) => clock(p.checkPass(job)), checkBatch: (b) => clock(p.checkBatch(b)) };
}

/** How long reading the record takes (the page waits on it before anything is checked). */
const recordReads = {
  start: Infinity,
  end: 0,
  get ms() {
    return this.end - this.start;
  },
};
function timedRecord(r: RoomRecord): RoomRecord {
  Object.assign(recordReads, { start: Infinity, end: 0 });
  const clock =
    <A extends unknown[], T>(f: (...a: A) => Promise<T>) =>
    async (...a: A): Promise<T> => {
      recordReads.start = Math.min(recordReads.start, performance.now());
      try {
        return await f(...a);
      } finally {
        recordReads.end = Math.max(recordReads.end, performance.now());
      }
    };
  return { ...r, load: clock(r.load), loadChecks: clock(r.loadChecks) };
}

(window as unknown as { __open: OpenHook }).__open = {
  async open(fresh) {
    // `?arith=noble`: the page neither loads nor uses libsodium, as the app did before.
    const noble = new URLSearchParams(location.search).get('arith') === 'noble';
    if (noble) useWasm(false);
    // `?rec=<name>`: another recording served next to the page (`<name>.json`).
    const name = new URLSearchParams(location.search).get('rec') ?? 'recording';
    const rec = (await (await fetch(`./${name}.json`)).json()) as Rec;
    // The app keeps a room's document in y-indexeddb under this name (src/room/connect.ts).
    const docName = `tabletop/${rec.room}`;
    if (fresh) {
      await wipe('tabletop-record');
      await wipe(docName);
    }
    const ui = await loadGameUi((rec.game ?? 'feebleton') as GameId);
    const identity = await newIdentity();
    const author = new Author(rec.room, identity, { get: async () => undefined, set: async () => undefined }, (n) => crypto.getRandomValues(new Uint8Array(n)));
    // The recording's base64 is the bench's own wrapping: decoded before the clock starts.
    const update = Uint8Array.from(atob(rec.update), (c) => c.charCodeAt(0));
    const t0 = performance.now();
    const doc = new Y.Doc();
    const record = timedRecord(idbRecord(rec.room));
    let persistence: IndexeddbPersistence | null = null;
    let readAt = 0;
    const readDocument = async () => {
      persistence = new IndexeddbPersistence(docName, doc);
      await persistence.whenSynced;
      readAt = performance.now();
    };
    // As the app (src/session/net.ts): a room this device has been in shows from its record, and its document
    // is read once the table is drawn; from nothing the document comes first (from the network, in one update here).
    const saved = await readRecord(record, CHECKER_VERSION);
    const known =
      genesisIn(
        rec.code,
        saved.verified.map((v) => v.entry),
      ) !== null;
    if (!known) {
      await readDocument();
      Y.applyUpdate(doc, update);
    }
    let documentRead = (): void => undefined;
    const read = new Promise<void>((resolve) => (documentRead = resolve));
    const peer = new RoomPeer({
      doc,
      author,
      code: rec.code,
      games: new Map([[ui.game.id, ui.game]]),
      prover: timed(noble ? workerProver() : pokerProver(), t0),
      record,
      readOnly: true,
    });
    const final = () => {
      const s = peer.head()?.state;
      return !!s && peer.machine.final(s);
    };
    const checked = new Promise<number>((resolve) => {
      const stop = peer.onChange(() => {
        if (!final()) return;
        stop();
        resolve(performance.now());
      });
    });
    await peer.start(saved, known ? read : undefined);
    const checkedAt = final() ? performance.now() : await checked;
    const arith = fastArithmetic()?.name ?? 'noble';
    const controller = new NetController({ peer, game: ui.game, code: rec.code, label: ui.label, bot: ui.bot, connectedKeys: () => new Set() });
    const host = document.createElement('tt-table-host') as TtTableHost;
    host.ui = ui;
    host.controller = controller;
    document.getElementById('table')!.replaceChildren(host);
    await host.updateComplete;
    // The table (or the end screen) is in the host's shadow root, rendered.
    const shown = host.shadowRoot!.querySelector(`${ui.table}, ${ui.end}`) as (HTMLElement & { updateComplete?: Promise<unknown> }) | null;
    if (!shown) throw new Error('bench: the table did not render');
    await shown.updateComplete;
    const t1 = performance.now();
    if (known) {
      await readDocument();
      documentRead();
    }
    const s = peer.head()!.state;
    const run = {
      totalMs: t1 - t0,
      checkedMs: checkedAt - t0,
      readMs: readAt - t0,
      recordMs: recordReads.ms,
      checksRun: peer.checksRun,
      entries: peer.log.all().size,
      moves: s.moves,
      arith,
      ...shuffles,
    } as const;
    // The record's writes finish before the next run reads it.
    await peer.idle();
    controller.dispose();
    peer.dispose();
    await (persistence as IndexeddbPersistence | null)?.destroy();
    return run;
  },
};
