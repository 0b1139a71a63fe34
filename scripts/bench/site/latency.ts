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
import type * as Y from 'yjs';
import type { WebrtcProvider } from 'y-webrtc';
import { entryId } from '../../../engine/protocol/entry.js';
import { benchRoom, now } from './bench-room.js';
import { roomCodeOf } from '../../../engine/protocol/room-code.js';
import { Lobby } from '../../../src/session/lobby.js';
import { RoomPeer } from '../../../src/session/peer.js';
import { tally } from './tally.js';

const { doc, provider, author } = await benchRoom('bench-latency');
let peer: RoomPeer | null = null;
let lobby: Lobby | null = null;

/** rendered[k]: when move count k first reached the DOM. */
const rendered: number[] = [];
const out = document.getElementById('moves')!;
let shown = 0;
let frameAsked = false;

/** Follows the room whose genesis the code names; the host's device seats whoever asks. */
async function enter(code: string): Promise<RoomPeer> {
  const p = new RoomPeer({ doc, author, code, games: new Map([[tally.id, tally]]) });
  const l = new Lobby(p, false);
  p.onChange(() => {
    void l.hostDuties();
    if (frameAsked) return;
    frameAsked = true;
    requestAnimationFrame(() => {
      frameAsked = false;
      const moves = p.head()?.state.moves ?? 0;
      if (moves === shown) return;
      out.textContent = String(moves);
      void out.offsetHeight; // style and layout of the new text are part of rendering it
      const at = now();
      for (let k = shown + 1; k <= moves; k++) rendered[k] = at;
      shown = moves;
    });
  });
  await p.start();
  peer = p;
  lobby = l;
  return p;
}

const live = (): RoomPeer => {
  if (!peer) throw new Error('no room yet');
  return peer;
};

export interface LatencyHook {
  doc: Y.Doc;
  provider: WebrtcProvider;
  phase(): string;
  seated(): number;
  /** Opens the room (its code comes from the genesis). */
  create(seats: number, target: number): Promise<string>;
  enter(code: string): Promise<void>;
  join(): Promise<void>;
  start(): Promise<void>;
  /** The seat this page holds (the beacon deals seats at the start). */
  seat(): number;
  /** Signs and appends a tick for this page's seat; returns when signing began. */
  move(): Promise<number>;
  rendered(k: number): number | undefined;
}

// The same hook the app and the e2e fixtures expose, so the e2e harness can check the WebRTC link.
(window as unknown as { __room: LatencyHook }).__room = {
  doc,
  provider,
  phase: () => peer?.head()?.state.phase ?? 'none',
  seated: () => peer?.head()?.state.seats.filter((s) => s !== null).length ?? 0,
  async create(seats, target) {
    const genesis = await author.genesis(tally.id, { target }, seats);
    const code = roomCodeOf(entryId(genesis));
    (await enter(code)).post([genesis]);
    return code;
  },
  enter: async (code) => void (await enter(code)),
  join: async () => lobby!.request(`P${author.key.slice(0, 4)}`),
  start: async () => lobby!.start(),
  seat: () => live().mySeats()[0]!,
  async move() {
    const t0 = now();
    await live().move(live().mySeats()[0]!, { type: 'tick' });
    return t0;
  },
  rendered: (k) => rendered[k],
};
