import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { toy } from '../../test/node/toy-game.js';
import { vote } from '../../test/node/vote-game.js';
import { authorOf, authors, head, history, index, machineFor, openTestRoom, seatAll, settle, type TestRoom } from '../../test/node/table.js';
import { entryId, openLink, parseEntry, signEntry, verifyEntry, MAX_ENTRY_BYTES, type Entry } from './entry.js';
import { newIdentity } from './sign.js';
import { hashValue } from './canonical.js';
import { toB64 } from './bytes.js';
import { seededRng, shuffled } from '../core/rng.js';
import { roomCodeOf } from './room-code.js';
import { sealOf } from './room-answers.js';
import { afterFor, afterOf, buildHistory, historyBuilder, type History } from './history.js';
import type { RoomState } from './room.js';
import { NEW_ROOM, type RoomForm } from './author.js';
import type { AnyGame } from '../core/game.js';

const ROOM = 'room-test';

function turnOf(s: RoomState): number {
  const p = toy.pending(s.game as never);
  if (p?.kind !== 'move') throw new Error('nobody to move');
  return p.seats[0]!;
}

/** A started 2-seat toy room, its seating and opening shuffle answered. */
async function startedRoom(seed = 1, game: AnyGame = toy, config: object = { target: 12 }, links: 'open' | 'signed' = 'open'): Promise<TestRoom> {
  const r = await openTestRoom([game], config as never, 2, await authors(ROOM, 2, seed), links);
  await seatAll(r);
  return r;
}

async function play(r: TestRoom, moves: number): Promise<void> {
  for (let i = 0; i < moves; i++) {
    const h = await settle(r);
    const s = head(h).state;
    const p = toy.pending(s.game as never);
    if (p?.kind !== 'move') return;
    const seat = p.seats[0]!;
    r.all.push(await authorOf(r, s, seat).sign(head(h).id, { t: 'move', seat, action: { type: 'roll' }, ...afterOf(head(h).applied) }));
  }
  await settle(r);
}

describe('entries', () => {
  it('round-trips through parse and verifies its signature; the genesis carries no room id', async () => {
    const id = await newIdentity(true);
    const g = await signEntry(id, {
      room: ROOM,
      parent: '',
      body: { t: 'genesis', game: 'toy', config: { target: 12 }, seats: 2, nonce: 'AAAAAAAAAAAAAAAAAAAAAA' },
    });
    expect(g.room).toBe('');
    expect(parseEntry(JSON.parse(JSON.stringify(g)), ROOM).ok).toBe(true);
    expect(await verifyEntry(g)).toBe(true);
    const e = await signEntry(id, { room: ROOM, parent: entryId(g), body: { t: 'start' } });
    expect(parseEntry(e, ROOM).ok).toBe(true);
    expect(parseEntry(e, 'another-room')).toMatchObject({ ok: false, error: { code: 'wrong-room' } });
  });

  it('reads only the canonical copy: copies that one signature covers (keys reordered, undefined-valued keys, -0) parse to one value', async () => {
    const id = await newIdentity(true);
    const e = await signEntry(id, { room: ROOM, parent: 'p', body: { t: 'move', seat: 0, action: { a: 1, b: [0, 'x'] } } });
    const copy = {
      sig: e.sig,
      x: undefined,
      body: { action: { b: [-0, 'x'], z: undefined, a: 1 }, seat: 0, t: 'move' },
      author: e.author,
      room: e.room,
      parent: e.parent,
      v: e.v,
    };
    const a = parseEntry(e, ROOM);
    const b = parseEntry(copy, ROOM);
    expect(b.ok && a.ok && JSON.stringify(b.value) === JSON.stringify(a.value)).toBe(true);
    expect(b.ok && Object.keys(b.value.body)).toEqual(['action', 'seat', 't']);
    expect(b.ok && (await verifyEntry(b.value))).toBe(true);
  });

  it('refuses a forged signature, another version, malformed and oversized values, without throwing', async () => {
    const id = await newIdentity(true);
    const e = await signEntry(id, { room: ROOM, parent: 'p', body: { t: 'move', seat: 0, action: null } });
    const other = await newIdentity(true);
    expect(await verifyEntry({ ...e, author: other.publicKey })).toBe(false);
    expect(await verifyEntry({ ...e, body: { ...e.body, seat: 1 } })).toBe(false);
    expect(parseEntry({ ...e, v: 1 }, ROOM)).toMatchObject({ ok: false, error: { code: 'other-version' } });
    for (const junk of [null, 7, 'x', [], { ...e, extra: 1 }, { ...e, v: 'two' }, { ...e, body: { t: 1 } }, { ...e, body: { t: 'move', x: 1.5 } }]) {
      expect(parseEntry(junk, ROOM).ok).toBe(false);
    }
    const big = { ...e, body: { t: 'move', pad: 'x'.repeat(MAX_ENTRY_BYTES) } };
    expect(parseEntry(big, ROOM)).toMatchObject({ ok: false, error: { code: 'oversized' } });
  });
});

describe('history', () => {
  it('is the same whatever order the entries arrive in (property, seeded)', async () => {
    const r = await startedRoom(2);
    await play(r, 6);
    const expected = head(history(r, r.all));
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const h = history(r, shuffled(r.all, seededRng(seed)));
        expect(head(h).id).toBe(expected.id);
        expect(toB64(hashValue('state', head(h).state as never))).toBe(toB64(hashValue('state', expected.state as never)));
      }),
      { numRuns: 50, seed: Number(process.env.FC_SEED ?? 7), verbose: true },
    );
  });

  it('kept up to date entry by entry, equals a full rebuild after every arrival, whatever the order and whatever cheats are mixed in (property, seeded)', async () => {
    const r = await startedRoom(8);
    await play(r, 8);
    const done = history(r, r.all);
    const moves = done.chain.filter((n) => n.entry.body.t === 'move');
    const at = (n: (typeof moves)[number]) => done.chain[done.chain.indexOf(n) - 1]!;
    const sign = (n: (typeof moves)[number], seat: number, body: object) => authorOf(r, at(n).state, seat).sign(at(n).id, { t: 'move', seat, ...body });
    const seatOf = (n: (typeof moves)[number]) => n.entry.body.seat as number;
    const [m1, m2, m3] = [moves[1]!, moves[3]!, moves.at(-1)!];
    const cheats: Entry[] = [
      // Out of turn, at an early node and at the last one.
      await sign(m1, 1 - seatOf(m1), { action: { type: 'roll' }, ...afterOf(at(m1).applied) }),
      await sign(m3, 1 - seatOf(m3), { action: { type: 'roll' }, ...afterOf(at(m3).applied) }),
      // A second valid move where one was played: equivocation, which convicts.
      await sign(m2, seatOf(m2), { action: { type: 'show', handle: 0, card: at(m2).state.cards[0]! }, ...afterOf(at(m2).applied) }),
      // An invalid one beside it, and a move naming an answer nobody holds (it waits, neither used nor refused).
      await sign(m1, seatOf(m1), { action: { type: 'show', handle: 9, card: 'x' }, ...afterOf(at(m1).applied) }),
      await sign(m3, seatOf(m3), { action: { type: 'show', handle: 0, card: at(m3).state.cards[0]! }, after: ['A'.repeat(16)] }),
      // Another opening entry.
      await r.who[1]!.genesis('toy', { target: 12 }, 2),
    ];
    // A move beside an early one naming an answer that is not here yet (it waits while the game goes on the
    // other way), and that answer, filed under an entry off the chain: once it is here, the move is refused.
    const offChain = await authorOf(r, at(m1).state, 1 - seatOf(m1)).sign(entryId(cheats[3]!), { t: 'link', seat: 1 - seatOf(m1), round: 0, v: 'AAAA' });
    const namesLate = await sign(m1, seatOf(m1), {
      action: { type: 'show', handle: 0, card: at(m1).state.cards[0]! },
      after: [entryId(offChain).slice(0, 16)],
    });
    cheats.push(offChain, namesLate);
    const verdict = (h: History<RoomState>) => ({
      chain: h.chain.map((n) => n.id),
      state: h.chain.length ? toB64(hashValue('state', head(h).state as never)) : '',
      rejected: h.rejected.map((x) => `${x.id} ${x.error.code}`).sort(),
      convictions: h.convictions.map((c) => `${c.author} ${c.entries[0].id} ${c.entries[1].id}`).sort(),
    });
    let resumed = 0;
    let arrivals = 0;
    fc.assert(
      // Each cheat is in with even odds (a conviction makes every later build walk from the genesis).
      fc.property(fc.integer(), fc.array(fc.boolean(), { minLength: cheats.length, maxLength: cheats.length }), (seed, picked) => {
        const pool = shuffled([...r.all, ...cheats.filter((_, i) => picked[i])], seededRng(seed));
        const b = historyBuilder(r.machine);
        const held = new Map<ReturnType<typeof entryId>, Entry>();
        for (const e of pool) {
          held.set(entryId(e), e);
          b.add(entryId(e), e);
          const walks = b.fullWalks;
          expect(verdict(b.build(new Set()))).toEqual(verdict(buildHistory(r.machine, held)));
          if (b.fullWalks === walks) resumed++;
          arrivals++;
        }
      }),
      { numRuns: 100, seed: Number(process.env.FC_SEED ?? 11), verbose: true },
    );
    // In game order, every arrival resumes at the head but the opening and a request to join (which answers the
    // opening entry) coming after someone was seated.
    const b = historyBuilder(r.machine);
    const walkedOn: string[] = [];
    for (const e of r.all) {
      b.add(entryId(e), e);
      const walks = b.fullWalks;
      b.build(new Set());
      if (b.fullWalks > walks) walkedOn.push(e.body.t as string);
    }
    expect(walkedOn.filter((t) => t !== 'join')).toEqual(['genesis']);
    expect(verdict(b.build(new Set()))).toEqual(verdict(done));
    expect(resumed, 'random orders resume too, when the entry lands at the head').toBeGreaterThan(arrivals / 10);
  });

  it('knows only the genesis its code names: a second genesis is ignored', async () => {
    const r = await startedRoom(3);
    const other = await r.who[1]!.genesis('toy', { target: 12 }, 2);
    const h = history(r, [other, ...r.all]);
    expect(h.chain[0]!.id).toBe(entryId(r.all[0]!));
    expect(h.rejected.map((x) => x.error.code)).toEqual(['not-this-room']);
    expect(roomCodeOf(entryId(other))).not.toBe(r.code);
  });

  it('"As the host, I open a room whose genesis names a form this app does not know": no room opens, on any device', async () => {
    // A device that took an unknown value as the default would read the passes by another proof than one that refused it.
    const [host] = await authors(ROOM, 1, 8);
    const bad = [{ shuffles: 'tw' }, { shuffles: true }, { shuffles: 'BG' }, { shares: 'single' }, { links: 'signed' }, { authors: 'keys' }];
    for (const form of bad) {
      const g = await host!.genesis('toy', { target: 12 }, 2, { ...NEW_ROOM, ...form } as unknown as RoomForm);
      const h = history({ machine: machineFor(host!.room, roomCodeOf(entryId(g)), [toy]) }, [g]);
      expect(h.chain, JSON.stringify(form)).toEqual([]);
      expect(
        h.rejected.map((x) => x.error.code),
        JSON.stringify(form),
      ).toEqual(['malformed']);
    }
    const good = await host!.genesis('toy', { target: 12 }, 2);
    const h = history({ machine: machineFor(host!.room, roomCodeOf(entryId(good)), [toy]) }, [good]);
    expect(h.chain[0]!.state.shuffles).toBe('bg');
  });

  it('rejects a move from someone not asked to move, and one naming another seat', async () => {
    const r = await startedRoom(3);
    const h = history(r, r.all);
    const s = head(h).state;
    const turn = turnOf(s);
    const other = authorOf(r, s, 1 - turn);
    const outOfTurn = await other.sign(head(h).id, { t: 'move', seat: 1 - turn, action: { type: 'roll' }, ...afterOf(head(h).applied) });
    const h2 = history(r, [...r.all, outOfTurn]);
    expect(head(h2).id).toBe(head(h).id);
    expect(h2.rejected.map((x) => [x.id, x.error.code])).toEqual([[entryId(outOfTurn), 'out-of-turn']]);
    const wrongSeat = await authorOf(r, s, turn).sign(head(h).id, { t: 'move', seat: 1 - turn, action: { type: 'roll' }, ...afterOf(head(h).applied) });
    expect(history(r, [...r.all, wrongSeat]).rejected.map((x) => x.error.code)).toEqual(['not-your-turn']);
  });

  // Beacon links are the toy game's only answers, and open links are never named: these two open rooms with signed links.
  it('refuses a chain entry that names an answer its parent does not hold (`after`); one naming what it follows, or nothing, stands', async () => {
    const r = await startedRoom(5, toy, { target: 12 }, 'signed');
    await play(r, 3);
    const h = history(r, r.all);
    const n = head(h);
    expect(n.applied.length, 'the head holds answers').toBeGreaterThan(0);
    const seat = turnOf(n.state);
    const mover = authorOf(r, n.state, seat);
    // An answer at that node which was not applied: a wrong beacon link.
    const link = n.applied.find((a) => a.entry.body.t === 'link')!;
    const junk = await r.who.find((a) => a.key === link.entry.author)!.sign(n.id, { ...link.entry.body, v: toB64(new Uint8Array(32).fill(7)) });
    const wrong = await mover.sign(n.id, { t: 'move', seat, action: { type: 'roll' }, after: [entryId(junk).slice(0, 16)] });
    expect(
      history(r, [...r.all, junk, wrong])
        .rejected.map((x) => x.error.code)
        .sort(),
    ).toEqual(['bad-link', 'wrong-after']);
    // One naming an answer this device does not hold (yet) is neither used nor refused: it may arrive.
    const early = await mover.sign(n.id, { t: 'move', seat, action: { type: 'roll' }, after: [entryId(junk).slice(0, 16)] });
    const h3 = history(r, [...r.all, early]);
    expect(head(h3).id).toBe(n.id);
    expect(h3.rejected.map((x) => x.error.code)).toEqual([]);
    const right = await mover.sign(n.id, { t: 'move', seat, action: { type: 'roll' }, ...afterOf(n.applied) });
    expect(head(history(r, [...r.all, right])).id).toBe(entryId(right));
  });

  it('a chain entry may also name an answer settled at an earlier node (one settled late, `afterFor`); naming one its chain did not settle is refused', async () => {
    const r = await startedRoom(5, toy, { target: 12 }, 'signed');
    await play(r, 3);
    const h = history(r, r.all);
    const n = head(h);
    const seat = turnOf(n.state);
    const mover = authorOf(r, n.state, seat);
    const earlier = h.chain
      .slice(0, -1)
      .flatMap((x) => x.applied)
      .find((a) => a.entry.body.t === 'link')!;
    const late = await mover.sign(n.id, { t: 'move', seat, action: { type: 'roll' }, after: [...(afterOf(n.applied).after ?? []), earlier.id.slice(0, 16)] });
    expect(head(history(r, [...r.all, late])).id).toBe(entryId(late));
    // An earlier wrong link, never settled, named by the next move: the move is refused.
    const at = h.chain.find((x) => x.applied.some((a) => a.id === earlier.id))!;
    const junk = await r.who.find((a) => a.key === earlier.entry.author)!.sign(at.id, { ...earlier.entry.body, v: toB64(new Uint8Array(32).fill(9)) });
    const wrong = await mover.sign(n.id, {
      t: 'move',
      seat,
      action: { type: 'roll' },
      after: [...(afterOf(n.applied).after ?? []), entryId(junk).slice(0, 16)],
    });
    const h2 = history(r, [...r.all, junk, wrong]);
    expect(head(h2).id).toBe(n.id);
    expect(h2.rejected.map((x) => x.error.code).sort()).toEqual(['bad-link', 'wrong-after']);
    // What an honest writer names: everything settled at the head; with nothing settled late, nothing more.
    expect(afterFor(h.chain, h.chain.length - 1)).toEqual(afterOf(n.applied));
  });

  it('refuses an entry on which the game’s rules throw, instead of stopping: the same on every peer, and play goes on', async () => {
    const r = await startedRoom(6);
    const h = history(r, r.all);
    const n = head(h);
    const seat = turnOf(n.state);
    const boom = {
      ...toy,
      parseAction: (a: { type?: string }) => {
        if (a?.type === 'boom') throw new Error('boom');
        return toy.parseAction(a);
      },
    } as unknown as AnyGame;
    const machine = machineFor(r.room, r.code, [boom]);
    const bad = await authorOf(r, n.state, seat).sign(n.id, { t: 'move', seat, action: { type: 'boom' }, ...afterOf(n.applied) });
    const good = await authorOf(r, n.state, seat).sign(n.id, { t: 'move', seat, action: { type: 'roll' }, ...afterOf(n.applied) });
    const h2 = history({ machine }, [...r.all, bad, good]);
    expect(h2.rejected.map((x) => [x.id, x.error.code])).toEqual([[entryId(bad), 'rules-failed']]);
    expect(h2.chain.map((x) => x.id)).toContain(entryId(good));
  });

  it('convicts an author of two valid moves at one position: the game ends there, naming both', async () => {
    const r = await startedRoom(4);
    const h = history(r, r.all);
    const s = head(h).state;
    const seat = turnOf(s);
    const a = await authorOf(r, s, seat).sign(head(h).id, { t: 'move', seat, action: { type: 'roll' }, ...afterOf(head(h).applied) });
    const b = await authorOf(r, s, seat).sign(head(h).id, {
      t: 'move',
      seat,
      action: { type: 'show', handle: 0, card: s.cards[0]! },
      ...afterOf(head(h).applied),
    });
    for (const order of [
      [a, b],
      [b, a],
    ]) {
      const h2 = history(r, [...r.all, ...order]);
      expect(head(h2).id).toBe(head(h).id);
      expect(head(h2).state.end).toEqual({ kind: 'cheat', seat, author: s.seats[seat]!.author, entries: [entryId(a), entryId(b)].sort(), afterEnd: false });
      expect(h2.convictions).toHaveLength(1);
    }
  });

  it('a late second move at an old position cannot void a game that reached its end with every secret out: the cheat is recorded, the result stands', async () => {
    const r = await startedRoom(5);
    await play(r, 60);
    const done = history(r, r.all);
    expect(head(done).state.audit.every((x) => x !== null)).toBe(true);
    // The loser signs, long after, another legal move where it once moved.
    const old = done.chain.find((n, i) => i > 3 && n.entry.body.t === 'move')!;
    const at = done.chain[done.chain.indexOf(old) - 1]!;
    const seat = old.entry.body.seat as number;
    const other = await authorOf(r, at.state, seat).sign(at.id, {
      t: 'move',
      seat,
      action: { type: 'show', handle: 0, card: at.state.cards[0]! },
      ...afterOf(at.applied),
    });
    expect(r.machine.step(at.state, other, entryId(other)).ok).toBe(true);
    const h = history(r, [...r.all, other]);
    expect(head(h).id).toBe(head(done).id);
    expect(head(h).state.end).toBeNull();
    expect(h.convictions.map((c) => [c.author, c.parent])).toEqual([[old.entry.author, at.id]]);
  });

  it('an invalid move beside a valid one at the same position convicts nobody: the valid one stands', async () => {
    const r = await startedRoom(4);
    const h = history(r, r.all);
    const s = head(h).state;
    const seat = turnOf(s);
    const good = await authorOf(r, s, seat).sign(head(h).id, { t: 'move', seat, action: { type: 'roll' }, ...afterOf(head(h).applied) });
    const bad = await authorOf(r, s, seat).sign(head(h).id, { t: 'move', seat, action: { type: 'show', handle: 9, card: 'x' }, ...afterOf(head(h).applied) });
    const h2 = history(r, [...r.all, bad, good]);
    expect(h2.convictions).toEqual([]);
    expect(head(h2).id).toBe(entryId(good));
  });

  it('takes the beacon value only from exactly the next link of every seat (signed links)', async () => {
    const r = await startedRoom(6, toy, { target: 12 }, 'signed');
    const h = history(r, r.all);
    const s = head(h).state;
    const seat = turnOf(s);
    const roll = await authorOf(r, s, seat).sign(head(h).id, { t: 'move', seat, action: { type: 'roll' }, ...afterOf(head(h).applied) });
    r.all.push(roll);
    const waiting = history(r, r.all);
    expect(head(waiting).state.round).toBe(0);
    const other = 1 - seat;
    const info = head(waiting).state.seats[other]!;
    // The link two steps on is a real link of that chain, but not the next one.
    const a = authorOf(r, s, other);
    const skipped = await a.nextLink({ ...info, linkIdx: info.linkIdx + 1 });
    const skip = await a.sign(entryId(roll), { t: 'link', seat: other, round: 0, v: skipped! });
    const h2 = history(r, [...r.all, skip]);
    expect(h2.rejected.map((x) => x.error.code)).toContain('bad-link');
    expect(head(h2).state.round).toBe(0);
    const settled = await settle(r);
    expect(head(settled).state.round).toBe(1);
    expect(head(settled).state.game).not.toEqual(head(waiting).state.game);
  });

  it('takes the beacon value only from exactly the next link of every seat (open links): one posted ahead waits for its turn', async () => {
    const r = await startedRoom(6);
    const h = history(r, r.all);
    const s = head(h).state;
    expect(s.openLinks).toBe(true);
    const seat = turnOf(s);
    const roll = await authorOf(r, s, seat).sign(head(h).id, { t: 'move', seat, action: { type: 'roll' }, ...afterOf(head(h).applied) });
    r.all.push(roll);
    const waiting = history(r, r.all);
    const other = 1 - seat;
    const info = head(waiting).state.seats[other]!;
    const a = authorOf(r, s, other);
    // The link two steps on: filed under the link before it, which its seat has not posted, so nothing reads it yet.
    const skip = openLink(r.room, info.author, info.bot, (await a.nextLink({ ...info, linkIdx: info.linkIdx + 1 }))!);
    // And junk in its name: filed where nothing looks.
    const junk = openLink(r.room, info.author, info.bot, toB64(new Uint8Array(32).fill(5)));
    r.all.push(skip, junk);
    const h2 = history(r, r.all);
    expect(head(h2).state.round).toBe(0);
    expect(h2.rejected).toEqual([]);
    expect(h2.convictions).toEqual([]);
    const settled = await settle(r);
    expect(head(settled).state.round).toBe(1);
    expect(head(settled).state.seats[other]!.linkIdx).toBe(info.linkIdx + 1);
    expect(head(settled).state.game).not.toEqual(head(waiting).state.game);
    // Its next round takes the link posted ahead: the seat owes nothing more there.
    await play(r, 2);
    const later = history(r, r.all);
    expect(later.chain.flatMap((n) => n.applied).some((x) => entryId(x.entry) === entryId(skip))).toBe(true);
    expect(later.rejected).toEqual([]);
  });

  it('plays a toy game to its end with every round resolved identically', async () => {
    const r = await startedRoom(8);
    await play(r, 40);
    const h = history(r, r.all);
    expect(toy.outcome(head(h).state.game as never)).not.toBeNull();
    expect(h.rejected).toEqual([]);
    expect(index(r.all).size).toBe(r.all.length);
  });
});

describe('several seats asked at once', () => {
  /** Both seats seal a vote, then open it; returns the entries. */
  async function sealed(r: TestRoom, votes: readonly number[], salts = ['A', 'B']): Promise<{ seals: Entry[]; opens: Entry[] }> {
    const h = history(r, r.all);
    const n = head(h);
    const seals: Entry[] = [];
    const opens: Entry[] = [];
    for (const seat of [0, 1]) {
      const a = authorOf(r, n.state, seat);
      const move = { action: { type: 'vote', n: votes[seat]! } };
      const salt = toB64(new Uint8Array(32).fill(salts[seat]!.charCodeAt(0)));
      seals.push(await a.sign(n.id, { t: 'seal', seat, round: n.state.round, c: sealOf(ROOM, n.id, n.state.round, seat, move, salt) }));
      opens.push(await a.sign(n.id, { t: 'open', seat, round: n.state.round, move, salt }));
    }
    return { seals, opens };
  }

  it('applies the opened moves together once every seat has sealed and opened', async () => {
    const r = await startedRoom(10, vote, { rounds: 2 });
    const { seals, opens } = await sealed(r, [2, 1]);
    expect(head(history(r, [...r.all, seals[0]!, opens[0]!])).state.opened).toEqual([null, null]);
    const h = history(r, [...r.all, ...seals, ...opens]);
    expect((head(h).state.game as { totals: number[] }).totals).toEqual([2, 1]);
    expect(h.rejected).toEqual([]);
  });

  it('refuses an opening that is not what its seat sealed', async () => {
    const r = await startedRoom(11, vote, { rounds: 2 });
    const { seals } = await sealed(r, [2, 1]);
    const n = head(history(r, r.all));
    const lie = await authorOf(r, n.state, 1).sign(n.id, {
      t: 'open',
      seat: 1,
      round: n.state.round,
      move: { action: { type: 'vote', n: 0 } },
      salt: toB64(new Uint8Array(32).fill(66)),
    });
    const h = history(r, [...r.all, ...seals, lie]);
    expect(h.rejected.map((x) => x.error.code)).toEqual(['bad-open']);
  });

  it('convicts a seat that seals two different moves for one round', async () => {
    const r = await startedRoom(12, vote, { rounds: 2 });
    const one = await sealed(r, [2, 1], ['A', 'B']);
    const two = await sealed(r, [2, 0], ['A', 'C']);
    const h = history(r, [...r.all, ...one.seals, two.seals[1]!]);
    expect(head(h).state.end).toEqual({
      kind: 'cheat',
      seat: 1,
      author: head(h).state.seats[1]!.author,
      entries: [entryId(one.seals[1]!), entryId(two.seals[1]!)].sort(),
      afterEnd: false,
    });
  });
});
