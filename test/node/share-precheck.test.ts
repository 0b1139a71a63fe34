/**
 * Opening a record, a device checks decryption shares ahead of the walk while
 * the proof Worker checks the shuffles (RoomPeer.precheckShares, shareChecks in
 * engine/protocol/table-shares.ts). Those checks must be keyed exactly as the walk
 * keys them: then the walk works none of them out again, and ends where a walk
 * from nothing ends. A share whose `of` names a ciphertext that is not its
 * card is checked against nothing the walk asks for.
 */
import { describe, expect, it } from 'vitest';
import type { Chooser } from '../../engine/core/playout.js';
import { randomBot } from '../../engine/games/feebleton/bots.js';
import { feebleton } from '../../engine/games/feebleton/index.js';
import { hashValue } from '../../engine/protocol/canonical.js';
import { entryId, type Entry } from '../../engine/protocol/entry.js';
import { Log } from '../../engine/protocol/log.js';
import { roomMachine, type RoomState } from '../../engine/protocol/room.js';
import { ProofCache } from '../../engine/protocol/table.js';
import { shareChecks } from '../../engine/protocol/table-shares.js';
import { playRoom } from './rooms.js';

describe('share checks ahead of the walk', () => {
  it.each([
    ['batched', 'bg'],
    ['batched', 'tw'],
    ['single', 'tw'],
  ] as const)(
    'are the walk’s own: it works none of them out again and ends in the same state (%s shares, %s shuffle proofs)',
    async (form, shuffles) => {
      const t = form === 'batched' ? 'shares' : 'share';
      const run = await playRoom({
        shares: form,
        shuffles,
        game: feebleton,
        config: { firstSeat: null },
        seats: 2,
        seed: 4,
        net: { loss: 0, duplicate: 0, maxDelay: 2 },
        chooser: randomBot as Chooser,
        deterministic: true,
      });
      const peer = run.peers[0]!;
      const entries = [...peer.log.all().values()];
      // Each with its id, worked out from what it holds (as the log does), forged copies too.
      const withIds = (list: readonly Entry[]) => list.map((e) => [entryId(e), e] as const);
      const room = peer.author.room;
      const keys = peer.head()!.state.poker!.keys;
      const walk = async (cache: ProofCache) => {
        const log = new Log<RoomState>(room, roomMachine({ room, code: run.code, games: new Map([[feebleton.id, feebleton]]), cache }));
        await log.ingest(entries.map((e) => ({ ...e })));
        const h = log.history();
        return { state: hashValue('state', h.chain.at(-1)!.state as never), rejected: h.rejected.length };
      };

      const plain = new ProofCache();
      const fromNothing = await walk(plain);

      const ahead = new ProofCache();
      const jobs = shareChecks(withIds(entries), room, keys, ahead);
      const shares = entries.filter((e) => e.body.t === t).length;
      expect(shares).toBeGreaterThan(form === 'batched' ? 5 : 10);
      expect(jobs.length, 'every share of the game is checked ahead').toBe(shares);
      for (const j of jobs) j();
      expect(ahead.runs).toBe(shares);
      const after = await walk(ahead);
      expect(after).toEqual(fromNothing);
      expect(fromNothing.rejected).toBe(0);
      expect(ahead.runs, 'the walk worked out only what was not a share').toBe(plain.runs);
      // Nothing left to check ahead once the walk has seen them all.
      expect(shareChecks(withIds(entries), room, keys, ahead)).toEqual([]);

      // A share whose `of` points at another card: its check is keyed to a ciphertext the walk never reads.
      const liar = entries.find((e) => e.body.t === t)!;
      const other = entries.find((e) => e.body.t === t && e.body.of !== liar.body.of && String(e.body.of).length === String(liar.body.of).length)!;
      const forged = { ...liar, body: { ...liar.body, of: String(other.body.of) } };
      const cache = new ProofCache();
      for (const j of shareChecks(withIds([...entries.filter((e) => e !== liar), forged]), room, keys, cache)) j();
      const walked = await walk(cache);
      expect(walked).toEqual(fromNothing);

      // A copy (anyone's) with its proof wrapped in an array, looked at first: before, its failed check was filed under
      // the honest entry's key (the key wrote each part as text, and `String([S])` is `S`), so the walk refused the
      // honest shares and stopped at the fourth chain entry.
      const field = form === 'batched' ? 'shares' : 'share';
      const wrapped = entries.filter((e) => e.body.t === t).map((e) => ({ ...e, body: { ...e.body, [field]: [e.body[field]] } }) as typeof e);
      const fooled = new ProofCache();
      for (const j of shareChecks(withIds([...wrapped, ...entries]), room, keys, fooled)) j();
      expect(await walk(fooled)).toEqual(fromNothing);

      if (form === 'single') return;
      // One card named 600 times (a 43 KiB entry anyone may post) is not checked ahead: that would be one long check
      // the page could not slice.
      const one = entries.find((e) => e.body.t === 'shares')!;
      const [h0, v0] = [(one.body.handles as number[])[0]!, (one.body.viewers as number[])[0]!];
      const many = {
        ...one,
        body: { ...one.body, handles: Array(600).fill(h0), viewers: Array(600).fill(v0), of: String(one.body.of).slice(0, 16).repeat(600) },
      };
      expect(shareChecks(withIds([...entries, many]), room, keys, new ProofCache())).toHaveLength(jobs.length);
      // A copy of a seat's batch naming its cards as text ('5' for 5; '3,7' for 3 and 7), looked at before the real one: its
      // check would be keyed like the real one's (the key joins the handles) and, failing, blame the honest seat. Before, it did.
      const copies = entries.filter((e) => e.body.t === 'shares').map((e) => ({ ...e, body: { ...e.body, handles: [(e.body.handles as number[]).join()] } }));
      const tricked = new ProofCache();
      for (const j of shareChecks(withIds([...copies, ...entries]), room, keys, tricked)) j();
      expect(await walk(tricked)).toEqual(fromNothing);
    },
    180_000,
  );
});
