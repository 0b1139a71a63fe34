import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { toy } from '../../test/node/toy-game.js';
import { authors, head, history, index, settleLinks } from '../../test/node/table.js';
import { entryId, parseEntry, signEntry, verifyEntry, MAX_ENTRY_BYTES, type Entry } from './entry.js';
import type { Author } from './author.js';
import { newIdentity } from './sign.js';
import { hashValue } from './canonical.js';
import { toB64 } from './bytes.js';
import { seededRng, shuffled } from '../core/rng.js';
import type { RoomState } from './room.js';

const ROOM = 'room-test';

function turnOf(s: RoomState): number {
  const p = toy.pending(s.game as never);
  if (p?.kind !== 'move') throw new Error('nobody to move');
  return p.seats[0]!;
}
const games = [toy];

/** A started 2-seat toy room: genesis, two joins, start, and the opening shuffle's links. */
async function startedRoom(seed = 1): Promise<{ all: Entry[]; who: Author[] }> {
  const who = await authors(ROOM, 2, seed);
  const all: Entry[] = [];
  const g = await who[0]!.genesis('toy', { target: 12 }, 2);
  all.push(g);
  const j0 = await who[0]!.join(entryId(g), 0, 'Ana');
  all.push(j0);
  const j1 = await who[1]!.join(entryId(j0), 1, 'Bo');
  all.push(j1);
  all.push(await who[1]!.start(entryId(j1)));
  await settleLinks(games, ROOM, all, who);
  return { all, who };
}

async function play(all: Entry[], who: Author[], moves: number): Promise<void> {
  for (let i = 0; i < moves; i++) {
    const h = await settleLinks(games, ROOM, all, who);
    const s = head(h).state;
    const p = toy.pending(s.game as never);
    if (!p || p.kind !== 'move') return;
    const seat = p.seats[0]!;
    all.push(await who[seat]!.move(head(h).id, seat, { type: 'roll' }));
  }
  await settleLinks(games, ROOM, all, who);
}

describe('entries', () => {
  it('round-trips through parse and verifies its signature', async () => {
    const id = await newIdentity(true);
    const e = await signEntry(id, { room: ROOM, parent: '', body: { t: 'genesis', game: 'toy', config: { target: 12 }, seats: 2 } });
    const parsed = parseEntry(JSON.parse(JSON.stringify(e)), ROOM);
    expect(parsed.ok).toBe(true);
    expect(await verifyEntry(e)).toBe(true);
  });

  it('refuses a forged signature, a wrong room, malformed and oversized values, without throwing', async () => {
    const id = await newIdentity(true);
    const e = await signEntry(id, { room: ROOM, parent: '', body: { t: 'genesis', game: 'toy', config: { target: 12 }, seats: 2 } });
    const other = await newIdentity(true);
    expect(await verifyEntry({ ...e, author: other.publicKey })).toBe(false);
    expect(await verifyEntry({ ...e, body: { ...e.body, seats: 3 } })).toBe(false);
    expect(parseEntry(e, 'another-room')).toMatchObject({ ok: false, error: { code: 'wrong-room' } });
    for (const junk of [null, 7, 'x', [], { ...e, extra: 1 }, { ...e, v: 2 }, { ...e, body: { t: 1 } }, { ...e, body: { t: 'move', x: 1.5 } }]) {
      expect(parseEntry(junk, ROOM).ok).toBe(false);
    }
    const big = { ...e, body: { t: 'move', pad: 'x'.repeat(MAX_ENTRY_BYTES) } };
    expect(parseEntry(big, ROOM)).toMatchObject({ ok: false, error: { code: 'oversized' } });
  });
});

describe('canonical history', () => {
  it('is the same whatever order the entries arrive in (property, seeded)', async () => {
    const { all, who } = await startedRoom(2);
    await play(all, who, 6);
    const expected = head(history(games, ROOM, all));
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const h = history(games, ROOM, shuffled(all, seededRng(seed)));
        expect(head(h).id).toBe(expected.id);
        expect(toB64(hashValue('state', head(h).state as never))).toBe(toB64(hashValue('state', expected.state as never)));
      }),
      { numRuns: 50, seed: Number(process.env.FC_SEED ?? 7), verbose: true },
    );
  });

  it('rejects a move from the wrong seat and one out of turn, naming the reason', async () => {
    const { all, who } = await startedRoom(3);
    const h = history(games, ROOM, all);
    const s = head(h).state;
    const turn = turnOf(s);
    const other = 1 - turn;
    const wrongSeat = await who[other]!.move(head(h).id, turn, { type: 'roll' });
    const outOfTurn = await who[other]!.move(head(h).id, other, { type: 'roll' });
    for (const [bad, code] of [[wrongSeat, 'wrong-seat'], [outOfTurn, 'not-your-turn']] as const) {
      const h2 = history(games, ROOM, [...all, bad]);
      expect(head(h2).id).toBe(head(h).id);
      expect(h2.rejected.map((r) => [entryId(r.entry), r.error.code])).toEqual([[entryId(bad), code]]);
    }
  });

  it('detects equivocation: two different entries by one author in one place', async () => {
    const { all, who } = await startedRoom(4);
    const h = history(games, ROOM, all);
    const seat = turnOf(head(h).state);
    const a = await who[seat]!.move(head(h).id, seat, { type: 'roll' });
    const b = await who[seat]!.move(head(h).id, seat, { type: 'show', handle: 0, card: head(h).state.cards[0]! });
    const h2 = history(games, ROOM, [...all, a, b]);
    expect(h2.equivocations).toHaveLength(1);
    expect(h2.equivocations[0]!.author).toBe(who[seat]!.key);
    expect(h2.rejected.some((r) => r.error.code === 'equivocation')).toBe(true);
  });

  it('never lets a late entry rewrite history others have built on', async () => {
    // Concurrent joins are valid siblings: the fork rule, not the rules of a game, decides.
    const who = await authors(ROOM, 3, 5);
    const g = await who[0]!.genesis('toy', { target: 12 }, 3);
    const a = await who[0]!.join(entryId(g), 0, 'Ana');
    const b = await who[1]!.join(entryId(a), 1, 'Bo'); // Bo built on Ana's join: acknowledged
    const all = [g, a, b];
    expect(head(history(games, ROOM, all)).id).toBe(entryId(b));
    for (let i = 0; i < 12; i++) {
      const late = await (await authors(ROOM, 1, 50 + i))[0]!.join(entryId(g), 2, `Late${i}`);
      const h = history(games, ROOM, [...all, late]);
      expect(head(h).id).toBe(entryId(b));
      expect(h.orphaned.map((o) => o.id)).toEqual([entryId(late)]);
    }
  });

  it('settles a race between equally deep siblings the same way everywhere', async () => {
    const who = await authors(ROOM, 3, 9);
    const g = await who[0]!.genesis('toy', { target: 12 }, 3);
    const x = await who[1]!.join(entryId(g), 1, 'Bo');
    const y = await who[2]!.join(entryId(g), 2, 'Cy');
    const one = head(history(games, ROOM, [g, x, y])).id;
    expect(head(history(games, ROOM, [y, g, x])).id).toBe(one);
    expect(one).toBe([entryId(x), entryId(y)].sort()[0]);
  });

  it('takes the beacon value only when every seat has linked, and refuses a bad link', async () => {
    const { all, who } = await startedRoom(6);
    const h = history(games, ROOM, all);
    const seat = turnOf(head(h).state);
    const roll = await who[seat]!.move(head(h).id, seat, { type: 'roll' });
    all.push(roll);
    const waiting = history(games, ROOM, all);
    expect(head(waiting).id).toBe(entryId(roll));
    expect(head(waiting).state.round).toBe(0);
    // A link that does not hash back to the seat's chain.
    const id = who[1 - seat]!.identity;
    const forgedLink = await signEntry(id, { room: ROOM, parent: entryId(roll), body: { t: 'link', seat: 1 - seat, round: 0, idx: 2, v: toB64(new Uint8Array(32).fill(9)) } });
    const h2 = history(games, ROOM, [...all, forgedLink]);
    expect(h2.rejected.map((r) => r.error.code)).toContain('bad-link');
    expect(head(h2).state.round).toBe(0);
    const settled = await settleLinks(games, ROOM, all, who);
    expect(head(settled).state.round).toBe(1);
    expect(head(settled).state.game).not.toEqual(head(waiting).state.game);
  });

  it('plays a toy game to its end with every round resolved identically', async () => {
    const { all, who } = await startedRoom(8);
    await play(all, who, 40);
    const h = history(games, ROOM, all);
    expect(toy.outcome(head(h).state.game as never)).not.toBeNull();
    expect(h.rejected).toEqual([]);
    expect(index(all).size).toBe(all.length);
  });
});
