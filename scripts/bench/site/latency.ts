/**
 * One peer of the latency figure, built from the app's real parts: a Y.Doc
 * shared by y-webrtc through the real server's signaling, an Author signing
 * entries with a WebCrypto Ed25519 key, and the RoomPeer (src/session/peer.ts)
 * that verifies every entry and replays the history. The render is minimal on
 * purpose: the head's move count written into the DOM in an animation frame.
 *
 * Times are wall-clock milliseconds (performance.timeOrigin + performance.now()),
 * which two processes on one machine share. Query: ?room=…&password=…&signal=ws://…
 */
import * as Y from 'yjs';
import { WebrtcProvider } from 'y-webrtc';
import { Author, type SeedStore } from '../../../engine/protocol/author.js';
import type { EntryId } from '../../../engine/protocol/entry.js';
import { newIdentity } from '../../../engine/protocol/sign.js';
import { RoomPeer } from '../../../src/session/peer.js';
import { tally } from './tally.js';

const params = new URLSearchParams(location.search);
const room = params.get('room') ?? 'bench-latency';
const now = (): number => performance.timeOrigin + performance.now();

const doc = new Y.Doc();
const provider = new WebrtcProvider(room, doc, {
  signaling: [params.get('signal') ?? `ws://${location.host}/signal`],
  password: params.get('password') ?? undefined,
  // Host candidates only: both peers are on this machine, and there is no outside network.
  peerOpts: { config: { iceServers: [] } },
});

const seeds = new Map<string, Uint8Array>();
const store: SeedStore = {
  get: async (r, seat) => seeds.get(`${r}/${seat}`),
  set: async (r, seat, seed) => void seeds.set(`${r}/${seat}`, seed),
};
const author = new Author(room, await newIdentity(), store, (n) => crypto.getRandomValues(new Uint8Array(n)), 16);
const peer = new RoomPeer(doc, author, new Map([[tally.id, tally]]));

/** rendered[k]: when move count k first reached the DOM. */
const rendered: number[] = [];
const out = document.getElementById('moves')!;
let shown = 0;
let frameAsked = false;
peer.onChange(() => {
  if (frameAsked) return;
  frameAsked = true;
  requestAnimationFrame(() => {
    frameAsked = false;
    const moves = peer.head()?.state.moves ?? 0;
    if (moves === shown) return;
    out.textContent = String(moves);
    void out.offsetHeight; // style and layout of the new text are part of rendering it
    const at = now();
    for (let k = shown + 1; k <= moves; k++) rendered[k] = at;
    shown = moves;
  });
});
await peer.start();

const headId = (): EntryId => {
  const h = peer.head();
  if (!h) throw new Error('no room yet');
  return h.id;
};

export interface LatencyHook {
  doc: Y.Doc;
  provider: WebrtcProvider;
  phase(): string;
  seated(): number;
  genesis(seats: number, target: number): Promise<void>;
  join(seat: number): Promise<void>;
  start(): Promise<void>;
  /** Signs and appends a tick for `seat`; returns when signing began. */
  move(seat: number): Promise<number>;
  rendered(k: number): number | undefined;
}

// The same hook the app and the e2e fixtures expose, so the e2e harness can check the WebRTC link.
(window as unknown as { __room: LatencyHook }).__room = {
  doc,
  provider,
  phase: () => peer.head()?.state.phase ?? 'none',
  seated: () => peer.head()?.state.seats.filter((s) => s !== null).length ?? 0,
  genesis: async (seats, target) => peer.post([await author.genesis(tally.id, { target }, seats)]),
  join: async (seat) => peer.post([await author.join(headId(), seat, `P${seat}`)]),
  start: async () => peer.post([await author.start(headId())]),
  async move(seat) {
    const t0 = now();
    await peer.move(seat, { type: 'tick' });
    return t0;
  },
  rendered: (k) => rendered[k],
};
