/**
 * The size of a room's shared document after whole networked Feebleton games
 * over mental poker, and a newcomer joining at the end (docs/protocol.md §1–§3):
 * y-webrtc sends a joining or reloading peer everything it lacks as ONE
 * message, and Chromium drops data-channel messages over 256 KiB (y-webrtc
 * issue #20), so the app's transport splits large messages into chunks
 * (src/room/chunks.ts). The newcomer here gets exactly that message — y-protocols'
 * sync step 1 from an empty document, answered by a player's sync step 2, with
 * y-webrtc's one-byte message type in front — split and reassembled as the
 * transport does, and a fresh RoomPeer on it must reach the players' head and state.
 *
 * Each game prints its sizes and what the entries are made of, so the numbers
 * are in the test log. Seeds: DOCSIZE_SEED (default 1), printed with every figure.
 */
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import * as encoding from 'lib0/encoding';
import * as decoding from 'lib0/decoding';
import * as syncProtocol from 'y-protocols/sync';
import { feebleton } from '../../engine/games/feebleton/index.js';
import { randomBot } from '../../engine/games/feebleton/bots.js';
import type { Chooser } from '../../engine/core/playout.js';
import type { Entry } from '../../engine/protocol/entry.js';
import { hashValue } from '../../engine/protocol/canonical.js';
import { toB64 } from '../../engine/protocol/bytes.js';
import { RoomPeer } from '../../src/session/peer.js';
import { playRoom, type RoomRun } from './rooms.js';
import { seededAuthors } from './table.js';
import { CHUNK, reassemble, split } from '../../src/room/chunking.js';

/** Chromium's limit on one WebRTC data-channel message (y-webrtc issue #20). */
const ONE_MESSAGE = 256 * 1024;
/** y-webrtc's message type for sync messages (y-webrtc.js, `messageSync`). */
const MESSAGE_SYNC = 0;

/**
 * The message a player sends a newcomer whose document is empty: the answer to
 * its sync step 1, framed as y-webrtc frames it. Applies it to `fresh` too.
 */
function syncNewcomer(player: Y.Doc, fresh: Y.Doc): { bytes: number; largestChunk: number } {
  const hello = encoding.createEncoder();
  encoding.writeVarUint(hello, MESSAGE_SYNC);
  syncProtocol.writeSyncStep1(hello, fresh);
  const asked = decoding.createDecoder(encoding.toUint8Array(hello));
  expect(decoding.readVarUint(asked)).toBe(MESSAGE_SYNC);
  const answer = encoding.createEncoder();
  encoding.writeVarUint(answer, MESSAGE_SYNC);
  syncProtocol.readSyncMessage(asked, answer, player, 'player');
  const sent = encoding.toUint8Array(answer);
  // Through the transport: chunks when it is large, reassembled on arrival.
  const chunks = sent.length > CHUNK ? split(sent, 1) : [sent];
  const receiver = {};
  const message = chunks.length > 1 ? chunks.map((c) => reassemble(receiver, c)).at(-1)! : sent;
  expect(message).toEqual(sent);
  const got = decoding.createDecoder(message);
  expect(decoding.readVarUint(got)).toBe(MESSAGE_SYNC);
  const reply = encoding.createEncoder();
  expect(syncProtocol.readSyncMessage(got, reply, fresh, 'newcomer')).toBe(syncProtocol.messageYjsSyncStep2);
  return { bytes: sent.length, largestChunk: Math.max(...chunks.map((c) => c.length)) };
}

/** What the entries are made of: JSON bytes per body kind, and the shuffle passes' deck and proof strings. */
function breakdown(entries: readonly Entry[]): string {
  const kinds = new Map<string, { n: number; bytes: number }>();
  let deck = 0,
    proof = 0;
  for (const e of entries) {
    const k = kinds.get(e.body.t) ?? { n: 0, bytes: 0 };
    kinds.set(e.body.t, { n: k.n + 1, bytes: k.bytes + JSON.stringify(e).length });
    if (e.body.t === 'pass') {
      deck += String(e.body.deck).length;
      proof += String(e.body.proof).length;
    }
  }
  const total = [...kinds.values()].reduce((a, k) => a + k.bytes, 0);
  const pct = (x: number) => `${Math.round((100 * x) / total)}%`;
  const rows = [...kinds].sort((a, b) => b[1].bytes - a[1].bytes).map(([t, k]) => `${t} ×${k.n} ${k.bytes} B (${pct(k.bytes)})`);
  return `entries as JSON ${total} B: ${rows.join(', ')}; of the passes: deck ${deck} B (${pct(deck)}), proof ${proof} B (${pct(proof)})`;
}

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

interface Measured {
  readonly run: RoomRun;
  readonly syncBytes: number;
  readonly largestChunk: number;
  readonly newcomer: RoomPeer;
  readonly where: string;
}

async function measure(seats: number, seed: number): Promise<Measured> {
  const t0 = performance.now();
  const run = await playRoom({
    game: feebleton,
    config: { firstSeat: null },
    seats,
    seed,
    deterministic: true,
    net: { loss: 0, duplicate: 0.05, maxDelay: 4 },
    chooser: randomBot as Chooser,
  });
  const where = `${seats} seats, seed ${seed} (DOCSIZE_SEED=${seed} DOCSIZE_SEATS=${seats})`;
  expect(run.over, where).toBe(true);
  expect(run.audited, where).toBe(true);
  expect(new Set(run.heads).size, where).toBe(1);
  const player = run.net.docs[0]!;
  const docBytes = Y.encodeStateAsUpdate(player).length;

  const fresh = new Y.Doc();
  const { bytes: syncBytes, largestChunk } = syncNewcomer(player, fresh);
  expect(Y.encodeStateVector(fresh), where).toEqual(Y.encodeStateVector(player));
  const [visitor] = await seededAuthors(run.peers[0]!.author.room, 1, 10_000 + seed);
  const newcomer = new RoomPeer({ doc: fresh, author: visitor!, code: run.code, games: new Map([[feebleton.id, feebleton]]) });
  await newcomer.start();
  await newcomer.idle();

  const entries = [...run.peers[0]!.log.all().values()];
  console.log(
    `docsize ${where}: ${entries.length} entries (${run.peers[0]!.history().chain.length} in the chain), ${run.steps} steps, ` +
      `${((performance.now() - t0) / 1000).toFixed(1)} s\n` +
      `  Y.encodeStateAsUpdate: ${docBytes} B (${kib(docBytes)}); the newcomer's sync: ${syncBytes} B (${kib(syncBytes)}), largest chunk ${largestChunk} B (limit ${kib(ONE_MESSAGE)})\n` +
      `  largest single update: ${run.net.stats.largestUpdate} B; largest reconnect diff: ${run.net.stats.largestHeal} B\n` +
      `  ${breakdown(entries)}`,
  );
  return { run, syncBytes, largestChunk, newcomer, where };
}

describe('the shared document of a whole recorded Feebleton game over mental poker', () => {
  const seed = Number(process.env.DOCSIZE_SEED ?? 1);
  // 2 and 4 seats keep this file near a minute of CPU; DOCSIZE_SEATS=2,3,4 adds the 3-seat game.
  const seatCounts = (process.env.DOCSIZE_SEATS ?? '2,4').split(',').map(Number);

  for (const seats of seatCounts) {
    describe(`${seats} seats`, () => {
      let measured: Promise<Measured> | undefined;
      const game = () => (measured ??= measure(seats, seed));

      it("a newcomer that syncs at the end reaches the players' head and state", async () => {
        const { run, newcomer, where } = await game();
        const head = newcomer.head();
        expect(head?.id, where).toBe(run.heads[0]);
        expect(toB64(hashValue('state', head!.state as never)), where).toBe(run.hashes[0]);
        expect(newcomer.history().rejected, where).toEqual([]);
        expect(newcomer.log.refusals(), where).toEqual([]);
      }, 300_000);
    });
  }
});
