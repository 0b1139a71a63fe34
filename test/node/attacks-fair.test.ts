/**
 * Attacks on fairness and on the devices' resources, each in the attacker's own
 * words (SECURITY.md says what each proves), on real Y.Docs with honest
 * RoomPeers and a modified client.
 */
import { afterAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { Chooser } from '../../engine/core/playout.js';
import { feebleton } from '../../engine/games/feebleton/index.js';
import { randomBot } from '../../engine/games/feebleton/bots.js';
import { toB64 } from '../../engine/protocol/bytes.js';
import { openLink, type Entry } from '../../engine/protocol/entry.js';
import { afterOf, MAX_LOOKED } from '../../engine/protocol/history.js';
import { MEMBER_BYTES, OUTSIDER_ENTRIES } from '../../engine/protocol/log.js';
import type { PublicKey } from '../../engine/protocol/sign.js';
import { verifyRoom } from '../../engine/protocol/verify.js';
import { logOf } from '../../src/room/doc.js';
import { RoomPeer, type PeerOptions } from '../../src/session/peer.js';
import { toy } from './toy-game.js';
import { anyLegal, close, expectAgree, holder, openRoom, play, storedIn, sync, type Room } from './attack-kit.js';
import { seededAuthors } from './table.js';
import { moveFields } from './adversary.js';
import { knownCards, seatKeyOf } from '../../engine/protocol/hands.js';

const rooms: Room[] = [];
afterAll(() => rooms.forEach(close));
const opened = async (...a: Parameters<typeof openRoom>) => {
  const r = await openRoom(...a);
  rooms.push(r);
  return r;
};
/** Every value of every document, binary ones decoded (wire.ts), so a scan of them reads what the entries say. */
const allEntries = (r: Room): Entry[] => r.net.docs.flatMap((d) => storedIn(r, d, r.peers[0]!.author.room).filter((e): e is Entry => e !== null));

describe('hidden cards', () => {
  it('"In a 2-seat Feebleton game I vote you out while the game waits for you, then re-sign my move": nothing secret is ever published', async () => {
    // Version 1: Bo's device published his seat secret on the forfeit (the audit); Eve then replaced the
    // move the vote hung on, play went on, and Bo's hand and the deck could be read in plain.
    const r = await opened(feebleton, { firstSeat: null }, 2, 41);
    await play(r, randomBot as Chooser, (s) => s.moves >= 3 && feebleton.pending(s.game as never)?.kind === 'move', 200, 41);
    const s = r.peers[0]!.head()!.state;
    const waitsFor = (feebleton.pending(s.game as never) as unknown as { seats: number[] }).seats[0]!;
    const bo = holder(r, waitsFor);
    const eve = r.peers.find((p) => p !== bo)!;
    const boSecret = toB64(await bo.author.secret(null));
    const head = eve.head()!;
    eve.post([await eve.author.sign(head.id, { t: 'forfeit', seat: eve.mySeats()[0]!, round: head.state.round, against: waitsFor })]);
    await sync(r);
    for (const p of r.peers) expect(p.head()!.state.end).toEqual({ kind: 'forfeit', seat: waitsFor, afterEnd: false });
    // Eve re-signs her last move with another one at the same place.
    const h = eve.history();
    const mine = [...h.chain].reverse().find((n) => n.entry.body.t === 'move' && n.entry.author === eve.author.key)!;
    const at = h.chain[h.chain.indexOf(mine) - 1]!;
    const seat = mine.entry.body.seat as number;
    // What Eve knew then: her hand at that point, opened with her own key.
    const knows = knownCards(at.state.poker!, seat, seatKeyOf(await eve.author.secret(null)), feebleton.cards(at.state.config as never, 2), new Map());
    const other = feebleton
      .legalActions(at.state.game as never, seat, knows)
      .find((a) => JSON.stringify(feebleton.publish?.(a) ?? a) !== JSON.stringify(mine.entry.body.action))!;
    eve.post([await eve.author.sign(at.id, { t: 'move', seat, ...(await moveFields(at.state, at.id, seat, other, eve.author)), ...afterOf(at.applied) })]);
    await sync(r);
    for (const p of r.peers) expect(p.head()!.state.end).toMatchObject({ kind: 'cheat', author: eve.author.key });
    const all = allEntries(r);
    expect(all.filter((e) => e.body.t === 'audit')).toEqual([]);
    expect(JSON.stringify(all)).not.toContain(boSecret);
  }, 120_000);
});

/** Eve's modified client: its device never posts its beacon links on its own (the test posts them). */
class Withholding extends RoomPeer {
  protected override async duties(): Promise<void> {
    const head = this.head();
    if (
      head?.state.phase === 'play' &&
      this.machine.owed(head.state, head.id, this.slotsAt(head.id)).some((o) => o.author === this.author.key && o.duty.t === 'link')
    )
      return;
    await super.duties();
  }
}

describe('the beacon', () => {
  it('"As the last to reveal, I wait for the others and pick among my next links the one that rolls a 6": every link but the next one is refused (signed links)', async () => {
    // Version 1: a link could skip up to 64 ahead: 16 rolls of 6 out of 16.
    const r = await opened(toy, { target: 12 }, 4, 42, {
      links: 'signed',
      peer: (o: PeerOptions, i: number) => (i === 1 ? new Withholding(o) : new RoomPeer(o)),
    });
    const eve = r.peers[1]!;
    let rolls = 0;
    let refused = 0;
    for (let n = 0; n < 400 && toy.pending(eve.head()!.state.game as never) !== null; n++) {
      const head = eve.head()!;
      const s = head.state;
      const owed = eve.machine.owed(s, head.id, eve.slotsAt(head.id)).filter((o) => o.duty.t === 'link');
      const mine = owed.find((o) => o.author === eve.author.key);
      if (mine && owed.length === 1) {
        // The others have linked; Eve tries links further down her chain first (as many as are read: MAX_LOOKED
        // entries of one author for one place; any more and not even her true link would be read).
        const info = s.seats[mine.seat]!;
        for (let skip = 1; skip < MAX_LOOKED; skip++) {
          const v = await eve.author.nextLink({ ...info, linkIdx: info.linkIdx + skip });
          eve.post([await eve.author.sign(head.id, { t: 'link', seat: mine.seat, round: s.round, v: v! })]);
        }
        await sync(r);
        expect(eve.head()!.state.round).toBe(s.round);
        refused = r.peers[0]!.history().rejected.filter((x) => x.error.code === 'bad-link').length;
        eve.post([await eve.author.sign(head.id, { t: 'link', seat: mine.seat, round: s.round, v: (await eve.author.nextLink(info))! })]);
        await sync(r);
        expect(eve.head()!.state.round).toBe(s.round + 1);
        rolls++;
        continue;
      }
      const p = toy.pending(s.game as never);
      if (p?.kind === 'move') await holder(r, p.seats[0]!).move(p.seats[0]!, { type: 'roll' });
      await sync(r);
    }
    expect(rolls).toBeGreaterThanOrEqual(8);
    expect(refused).toBe(rolls * (MAX_LOOKED - 1));
    expectAgree(r.peers);
  }, 120_000);

  it('"As the last to reveal, I post links further down my chain, signed ones, and junk in my own and others\u2019 names": only each seat\u2019s next link is ever read, and nobody is blamed (open links)', async () => {
    const r = await opened(toy, { target: 16 }, 4, 44, { peer: (o: PeerOptions, i: number) => (i === 1 ? new Withholding(o) : new RoomPeer(o)) });
    const eve = r.peers[1]!;
    expect(eve.head()!.state.openLinks).toBe(true);
    let rolls = 0;
    for (let n = 0; n < 400 && toy.pending(eve.head()!.state.game as never) !== null; n++) {
      const head = eve.head()!;
      const s = head.state;
      const owed = eve.machine.owed(s, head.id, eve.slotsAt(head.id)).filter((o) => o.duty.t === 'link');
      const mine = owed.find((o) => o.author === eve.author.key);
      if (mine && owed.length === 1) {
        const info = s.seats[mine.seat]!;
        const before = r.peers[0]!.head()!.state.game;
        // Links two and three steps on, as open links and as signed answers for this round (many of them: an
        // open-link room reads no signed link, so MAX_LOOKED does not apply), and junk in Bo's name and her own.
        for (let skip = 1; skip <= 2; skip++) {
          const v = (await eve.author.nextLink({ ...info, linkIdx: info.linkIdx + skip }))!;
          eve.post([openLink(s.room, eve.author.key as PublicKey, null, v)]);
          for (let k = 0; k <= MAX_LOOKED; k++) eve.post([await eve.author.sign(head.id, { t: 'link', seat: mine.seat, round: s.round, v })]);
        }
        const bo = s.seats.find((x) => x && x.author !== eve.author.key)!;
        for (let k = 0; k < 8; k++) {
          const junk = toB64(new Uint8Array(32).fill(rolls * 8 + k));
          eve.post([openLink(s.room, bo.author, null, junk), openLink(s.room, eve.author.key as PublicKey, null, junk)]);
        }
        await sync(r);
        for (const p of r.peers) {
          expect(p.head()!.state.round).toBe(s.round);
          expect(p.head()!.state.end).toBeNull();
          expect(p.history().convictions).toEqual([]);
        }
        expect(r.peers[0]!.head()!.state.game).toEqual(before);
        eve.post([openLink(s.room, eve.author.key as PublicKey, null, (await eve.author.nextLink(info))!)]);
        await sync(r);
        expect(eve.head()!.state.round).toBe(s.round + 1);
        rolls++;
        continue;
      }
      const p = toy.pending(s.game as never);
      if (p?.kind === 'move') await holder(r, p.seats[0]!).move(p.seats[0]!, { type: 'roll' });
      await sync(r);
    }
    expect(rolls).toBeGreaterThanOrEqual(4);
    for (const p of r.peers) {
      expect(p.history().convictions).toEqual([]);
      expect(p.log.isFlooding(eve.author.key)).toBe(false);
    }
    expectAgree(r.peers);
  }, 120_000);
});

describe('the record', () => {
  it('"I add an unused, forged shuffle pass so that `npm run verify` blames an honest seat": only the passes the game used are opened', async () => {
    // Version 1: the audit opened every pass entry, used or not, and blamed seat 0.
    const r = await opened(feebleton, { firstSeat: null }, 2, 43);
    await play(r, randomBot as Chooser, () => false, 400, 43);
    await sync(r);
    const s = r.peers[0]!.head()!.state;
    expect(s.audit.every((x) => x)).toBe(true);
    const eve = r.peers[1]!;
    const pass = [...eve.log.all().values()].find((e) => e.body.t === 'pass' && e.author === eve.author.key)!;
    const junk = await eve.author.sign(pass.parent, { ...pass.body, round: 99, deck: toB64(new Uint8Array(64 * 71)) } as never);
    const entries = [...r.peers[0]!.log.all().values(), junk];
    const report = await verifyRoom(eve.author.room, r.code, entries, new Map([[feebleton.id, feebleton]]));
    expect(report).toMatchObject({ ok: true, audit: 'passed', convictions: [], rejected: [] });
  }, 180_000);
});

describe('keys', () => {
  it('"I sign as a small-order public key, for which one signature verifies any message": such an author is refused unread', async () => {
    const r = await opened(toy, { target: 12 }, 2, 44);
    const head = r.peers[0]!.head()!;
    // The identity point (y = 1) and a point of order 8: native Ed25519 verification accepts keys like these.
    const weak = ['AQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'x_____________________________________________'.slice(0, 43)];
    const body = { t: 'move', seat: 0, action: { type: 'roll' } };
    const forged = weak.map((author) => ({ v: 2, room: r.peers[0]!.author.room, author: author as PublicKey, parent: head.id, body, sig: 'A'.repeat(86) }));
    logOf(r.net.docs[0]!).push(forged);
    await sync(r);
    const refused = r.peers[1]!.log.refusals().map((x) => x.error.code);
    expect(refused).toContain('bad-key');
    expect(r.peers[1]!.head()!.id).toBe(head.id);
  });
});

describe('resource limits', () => {
  it('"I flood the room with entries": a seated flooder is convicted on every peer; outsiders share a small allowance', async () => {
    // Version 1: no cap per author (10,000 junk entries = 403 MB that a newcomer had to take in).
    const r = await opened(toy, { target: 12 }, 2, 45, { extra: 1 });
    const eve = r.peers[1]!;
    const head = eve.head()!;
    const pad = 'x'.repeat(40_000);
    const flood: Entry[] = [];
    for (let i = 0; flood.length * 40_000 < MEMBER_BYTES + 200_000; i++) {
      flood.push(await eve.author.sign(head.id, { t: 'note', i, pad }));
    }
    eve.post(flood);
    // An outsider floods join requests under many keys.
    const outsiders = await seededAuthors(eve.author.room, 40, 4545);
    const g = r.peers[0]!.history().chain[0]!.id;
    const asks: Entry[] = [];
    for (const a of outsiders) for (let i = 0; i < 10; i++) asks.push(await a.sign(g, { t: 'join', name: `x${i}`, chain: toB64(new Uint8Array(32)), n: 1 }));
    logOf(r.extra[0]!).push(asks);
    Y.applyUpdate(r.net.docs[0]!, Y.encodeStateAsUpdate(r.extra[0]!));
    await sync(r);
    for (const p of r.peers) {
      expect(p.head()!.state.end).toMatchObject({ kind: 'cheat', author: eve.author.key });
      expect(p.log.refusals().some((x) => x.error.code === 'flood' && x.author === eve.author.key)).toBe(true);
      const fromOutsiders = [...p.log.all().values()].filter((e) => outsiders.some((a) => a.key === e.author)).length;
      expect(fromOutsiders).toBeLessThanOrEqual(OUTSIDER_ENTRIES);
    }
  }, 120_000);

  it('"I send a value nested 200,000 deep, which Yjs cannot read": it is dropped, nothing crashes, play goes on', async () => {
    // Version 1: applyUpdate threw in the peer's message handler.
    const r = await opened(toy, { target: 12 }, 2, 46, { extra: 1 });
    const eve = r.extra[0]!;
    Y.applyUpdate(eve, Y.encodeStateAsUpdate(r.net.docs[0]!));
    const before = Y.encodeStateVector(eve);
    logOf(eve).push([{ deep: 'XMARKERX' }]);
    const update = Buffer.from(Y.encodeStateAsUpdate(eve, before));
    const at = update.indexOf(Buffer.from('XMARKERX'));
    const depth = 200_000;
    const deep = Buffer.alloc(depth * 2 + 1);
    for (let i = 0; i < depth; i++) deep.set([117, 1], 2 * i); // an array of one array of one…
    deep[depth * 2] = 126; // …null
    const poison = new Uint8Array(Buffer.concat([update.subarray(0, at - 2), deep, update.subarray(at + 8)]));
    expect(() => Y.applyUpdate(new Y.Doc(), poison)).toThrow(RangeError);
    for (const d of r.net.docs.slice(0, 2)) {
      try {
        Y.applyUpdate(d, poison);
      } catch {
        /* the transport drops it (src/room/chunks.ts) */
      }
    }
    await play(r, anyLegal, (s) => toy.pending(s.game as never) === null);
    expectAgree(r.peers);
    expect(toy.pending(r.peers[0]!.head()!.state.game as never)).toBeNull();
  }, 120_000);
});
