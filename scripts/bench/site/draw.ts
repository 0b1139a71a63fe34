/**
 * One peer of the draw-latency figure: a networked Feebleton room built from the
 * app's parts — a Y.Doc shared by y-webrtc through the real server's signaling,
 * an Author signing with a WebCrypto Ed25519 key, the RoomPeer (which checks
 * every entry and answers the shares this seat owes), shuffle passes in the
 * proof Worker, the NetController and the game's real table in <tt-table-host>.
 *
 * The bench (scripts/bench/browser.ts) drives three of these in three Chromium
 * processes, one move at a time: `play()` makes this seat's move (the game's own
 * hint), `rendered(k)` says when this page's table first showed move k, and
 * `handKnown(k)` when this seat could read every card of its hand after move k.
 *
 * Times are wall-clock milliseconds (performance.timeOrigin + performance.now()),
 * which processes on one machine share. Query: ?room=…&password=…&signal=ws://…
 */
import type * as Y from 'yjs';
import type { WebrtcProvider } from 'y-webrtc';
import { entryId } from '../../../engine/protocol/entry.js';
import { playedMoves } from '../../../engine/protocol/moves.js';
import { benchRoom, now } from './bench-room.js';
import { roomCodeOf } from '../../../engine/protocol/room-code.js';
import type { FeebletonState } from '../../../engine/games/feebleton/types.js';
import { loadGameUi, type GameId } from '../../../src/games.js';
import type { TtTableHost } from '../../../src/app/table-host.js';
import { Lobby } from '../../../src/session/lobby.js';
import { NetController } from '../../../src/session/net-controller.js';
import { RoomPeer } from '../../../src/session/peer.js';
import { pokerProver } from '../../../src/session/prover.js';
import '../../../src/app/table-host.js';

const { doc, provider, author } = await benchRoom('bench-draw');
const ui = await loadGameUi('feebleton' as GameId);
let peer: RoomPeer | null = null;
let lobby: Lobby | null = null;
let controller: NetController | null = null;

/** rendered[k]: when this page's table first showed move k. */
const rendered: number[] = [];
/** handKnown[k]: when, after move k, this seat first knew every card in its hand. */
const handKnown: number[] = [];
let shown = 0;

const live = (): RoomPeer => {
  if (!peer) throw new Error('no room yet');
  return peer;
};

/** After each snapshot: when the table has rendered it (its DOM updated and laid out), stamp the moves it shows. */
async function stamp(host: TtTableHost, moves: number): Promise<void> {
  await host.updateComplete;
  const table = host.shadowRoot?.querySelector(`${ui.table}, ${ui.end}`) as (HTMLElement & { updateComplete?: Promise<unknown> }) | null;
  await table?.updateComplete;
  void table?.offsetHeight; // style and layout of the new table are part of rendering it
  const at = now();
  for (let k = shown + 1; k <= moves; k++) rendered[k] = at;
  shown = Math.max(shown, moves);
}

/** Whether this seat knows every card in its hand now; stamps the current move the first time it does. */
async function checkHand(p: RoomPeer): Promise<void> {
  const s = p.head()?.state;
  const i = s?.seats.findIndex((x) => x?.author === author.key) ?? -1;
  const seat = i < 0 ? null : i;
  if (!s || seat === null || s.game === null) return;
  const moves = s.moves;
  if (handKnown[moves] !== undefined) return;
  const hand = (s.game as FeebletonState).hands[seat] ?? [];
  const knows = await p.knowledge(seat);
  if (hand.every((h) => knows.has(h))) handKnown[moves] ??= now();
}

/** Follows the room whose genesis the code names; the host's device seats whoever asks. */
async function enter(code: string): Promise<RoomPeer> {
  const p = new RoomPeer({ doc, author, code, games: new Map([[ui.game.id, ui.game]]), prover: pokerProver() });
  const l = new Lobby(p, true);
  p.onChange(() => {
    void l.hostDuties();
    void checkHand(p);
  });
  await p.start();
  peer = p;
  lobby = l;
  return p;
}

/** The table, once the game has started. */
function showTable(): void {
  if (controller) return;
  const p = live();
  const c = new NetController({ peer: p, game: ui.game, code: '', label: ui.label, bot: ui.bot, connectedKeys: () => new Set() });
  const host = document.createElement('tt-table-host') as TtTableHost;
  host.ui = ui;
  host.controller = c;
  document.getElementById('table')!.replaceChildren(host);
  c.subscribe(() => void stamp(host, p.head()?.state.moves ?? 0));
  controller = c;
}

export interface DrawHook {
  doc: Y.Doc;
  provider: WebrtcProvider;
  phase(): string;
  seated(): number;
  create(seats: number): Promise<string>;
  enter(code: string): Promise<void>;
  join(): Promise<void>;
  start(): Promise<void>;
  /** The moves applied so far, and whether the game is over. */
  moves(): number;
  over(): boolean;
  /** Whether the game asks this seat for a move now. */
  asked(): boolean;
  /** Makes this seat's move if the game asks it now: when signing began and the move count before it; else null. */
  play(): Promise<{ at: number; before: number } | null>;
  rendered(k: number): number | undefined;
  handKnown(k: number): number | undefined;
  /** Per played move: who made it, and the deck's size before and after it (a smaller deck: cards were drawn). */
  decks(): { seat: number; before: number; after: number }[];
  errors(): string[];
}

// `doc` and `provider` under the same hook name the app uses, so the e2e harness can check the WebRTC link.
(window as unknown as { __room: DrawHook }).__room = {
  doc,
  provider,
  phase: () => peer?.head()?.state.phase ?? 'none',
  seated: () => peer?.head()?.state.seats.filter((s) => s !== null).length ?? 0,
  async create(seats) {
    const genesis = await author.genesis(ui.game.id, { firstSeat: null }, seats);
    const code = roomCodeOf(entryId(genesis));
    (await enter(code)).post([genesis]);
    return code;
  },
  enter: async (code) => void (await enter(code)),
  join: async () => lobby!.request(`P${author.key.slice(0, 4)}`),
  start: async () => lobby!.start(),
  moves: () => peer?.head()?.state.moves ?? 0,
  over: () => {
    const s = peer?.head()?.state;
    return !!s && (s.end !== null || peer!.machine.final(s));
  },
  asked: () => {
    if (live().head()?.state.phase === 'play') showTable();
    const snap = controller?.snapshot();
    return !!snap && snap.mySeat !== null && snap.legal.length > 0;
  },
  async play() {
    const hook = (window as unknown as { __room: DrawHook }).__room;
    const c = controller;
    if (!hook.asked() || !c) return null;
    const action = c.suggest();
    if (action === null) return null;
    const before = live().head()!.state.moves;
    const at = now();
    const r = await c.act(action);
    return r.ok ? { at, before } : null;
  },
  rendered: (k) => rendered[k],
  handKnown: (k) => handKnown[k],
  decks: () =>
    playedMoves(live().history()).map((m) => ({
      seat: m.seat,
      before: (m.before.game as FeebletonState | null)?.deck.length ?? 0,
      after: (m.after.game as FeebletonState | null)?.deck.length ?? 0,
    })),
  errors: () =>
    live()
      .history()
      .rejected.map((r) => `${r.error.message} ${JSON.stringify({ ...r.entry.body, reveals: undefined })}`),
};
