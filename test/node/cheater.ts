/**
 * A malicious seat for the seeded fuzz (cheater.test.ts, `npm run fuzz -- --only cheat`):
 * a device that plays the game, and now and then, at random, also tries what
 * the attack tests try one at a time — a second valid move where it already
 * moved, a beacon link further down its chain, a vote at an old head, a second
 * opening entry, a deletion of the whole document, a copy of an old answer at
 * the head, junk entries, and withholding what it owes.
 *
 * `runCheat` plays one seeded game with one cheater among honest devices and
 * returns what the honest devices ended with; the caller checks they agree,
 * that nothing is blamed on an honest device, and that nothing hidden leaks.
 */
import type { AnyGame, Seat } from '../../engine/core/game.js';
import type { Chooser } from '../../engine/core/playout.js';
import { seededRng, type Rng } from '../../engine/core/rng.js';
import type { Json } from '../../engine/protocol/canonical.js';
import { openLink } from '../../engine/protocol/entry.js';
import { afterOf } from '../../engine/protocol/history.js';
import { naturalEnd } from '../../engine/protocol/room.js';
import { logOf } from '../../src/room/doc.js';
import { RoomPeer, type PeerOptions } from '../../src/session/peer.js';
import { moveFields } from './adversary.js';
import { expectAgree, openRoom, sync, type Room } from './attack-kit.js';
import { cardsNamed } from './privacy.js';

export const MISDEEDS = ['equivocate', 'skip-link', 'old-vote', 'fake-genesis', 'delete', 'replay', 'junk', 'withhold'] as const;
export type Misdeed = (typeof MISDEEDS)[number];

export class Cheater extends RoomPeer {
  rng: Rng = seededRng(1);
  /** Duties held back until this step count passes. */
  withholdUntil = 0;
  step = 0;
  readonly done: Misdeed[] = [];

  protected override async duties(): Promise<void> {
    if (this.step < this.withholdUntil) return;
    await super.duties();
  }

  /** One misdeed, at random. */
  async misbehave(game: AnyGame): Promise<void> {
    const kind = MISDEEDS[this.rng.int(MISDEEDS.length)]!;
    const head = this.head();
    if (head?.state.phase !== 'play') return;
    const s = head.state;
    const me = this.mySeats()[0];
    if (me === undefined) return;
    const sign = (parent: string, body: { t: string; [k: string]: Json }) => this.author.sign(parent, body);
    switch (kind) {
      case 'equivocate': {
        // A second valid move at the head, where this device has moved (or will).
        const p = game.pending(s.game);
        if (p?.kind !== 'move' || !p.seats.includes(me) || p.seats.length !== 1) return;
        const legal = game.legalActions(s.game, me, await this.knowledge(me));
        if (legal.length < 2) return;
        const a = legal[this.rng.int(legal.length)];
        const b = legal.find((x) => JSON.stringify(x) !== JSON.stringify(a))!;
        const fields = async (x: unknown) => (s.poker ? moveFields(s, head.id, me, x, this.author) : { action: (game.publish?.(x) ?? x) as Json });
        this.post([
          await sign(head.id, { t: 'move', seat: me, ...(await fields(a)), ...afterOf(head.applied) }),
          await sign(head.id, { t: 'move', seat: me, ...(await fields(b)), ...afterOf(head.applied) }),
        ]);
        break;
      }
      case 'skip-link': {
        const info = s.seats[me]!;
        const v = await this.author.nextLink({ ...info, linkIdx: info.linkIdx + 1 + this.rng.int(4) });
        if (v) this.post([s.openLinks ? openLink(s.room, info.author, info.bot, v) : await sign(head.id, { t: 'link', seat: me, round: s.round, v })]);
        break;
      }
      case 'old-vote': {
        const chain = this.history().chain;
        const old = chain[this.rng.int(chain.length)]!;
        const against = (me + 1) % s.seats.length;
        this.post([await sign(old.id, { t: 'forfeit', seat: me, round: 0, against })]);
        break;
      }
      case 'fake-genesis':
        logOf(this.doc).insert(0, [{ ...(await this.author.genesis(game.id, null, s.seats.length)) }]);
        break;
      case 'delete':
        this.doc.transact(() => logOf(this.doc).delete(0, logOf(this.doc).length));
        break;
      case 'replay': {
        const mine = [...this.log.all().values()].filter((e) => e.author === this.author.key && e.body.t !== 'audit');
        const old = mine[this.rng.int(Math.max(1, mine.length))];
        if (old) this.post([await sign(head.id, old.body)]);
        break;
      }
      case 'junk':
        logOf(this.doc).push([{ junk: this.rng.int(1000) }, 'x'.repeat(100), [[[1]]], { ...head.entry, sig: 'A'.repeat(86) }]);
        break;
      case 'withhold':
        this.withholdUntil = this.step + 1 + this.rng.int(6);
        break;
    }
    this.done.push(kind);
  }
}

export interface CheatRun {
  readonly room: Room;
  readonly cheater: Cheater;
  readonly honest: RoomPeer[];
  readonly steps: number;
}

/** One seeded game with `seats` devices, the last a cheater that misbehaves with probability `rate` a step. */
export async function runCheat(game: AnyGame, config: unknown, seats: number, seed: number, chooser: Chooser, rate = 0.3, maxSteps = 600): Promise<CheatRun> {
  const r = await openRoom(game, config, seats, seed, { peer: (o: PeerOptions, i: number) => (i === seats - 1 ? new Cheater(o) : new RoomPeer(o)) });
  const cheater = r.peers[seats - 1] as Cheater;
  cheater.rng = seededRng(seed * 7 + 1);
  const rng = seededRng(seed);
  let step = 0;
  for (; step < maxSteps; step++) {
    cheater.step = step;
    const s = r.peers[0]!.head()!.state;
    if (s.end || (naturalEnd(s, game) && s.audit.every((x) => x))) break;
    if (cheater.rng.int(1000) < rate * 1000) await cheater.misbehave(game);
    const p = s.end ? null : game.pending(s.game);
    if (p?.kind === 'move') {
      for (const seat of p.seats as Seat[]) {
        const peer = r.peers.find((x) => x.mySeats().includes(seat))!;
        const head = peer.head()!;
        if (head.state.end || peer.hasSigned(head.id, null) || peer.hasSigned(head.id, `seal/${seat}/${head.state.round}`)) continue;
        if (peer === cheater && step < cheater.withholdUntil) continue;
        const knows = await peer.knowledge(seat);
        const legal = game.legalActions(head.state.game, seat, knows);
        if (legal.length) await peer.move(seat, chooser({ game, state: head.state.game, seat, knows, legal, rng })).catch(() => undefined);
      }
    }
    await sync(r);
  }
  cheater.withholdUntil = 0;
  cheater.step = step;
  await sync(r);
  const honest = r.peers.slice(0, seats - 1);
  expectAgree(honest);
  return { room: r, cheater, honest, steps: step };
}

/**
 * What must hold whatever the cheat did: nothing refused or rejected that an
 * honest device wrote, every conviction names the cheat; with `poker`, no card
 * named where no move claims it, and no secret published unless the game
 * reached its own end. The problems found, [] when sound.
 */
export function problems(run: CheatRun, poker: boolean): string[] {
  const cheat = run.cheater.author.key;
  const out: string[] = [];
  for (const [i, p] of run.honest.entries()) {
    const h = p.history();
    for (const x of h.rejected) if (x.entry.author !== cheat) out.push(`peer ${i} rejected an honest ${x.entry.body.t}: ${x.error.message}`);
    for (const c of h.convictions) if (c.author !== cheat) out.push(`peer ${i} convicted an honest device`);
    for (const x of p.log.refusals()) {
      if (x.author !== null && x.author !== cheat && x.error.code !== 'not-this-room') out.push(`peer ${i} refused an honest entry: ${x.error.message}`);
    }
  }
  if (poker) {
    const entries = [...run.honest[0]!.log.all().values()];
    out.push(...cardsNamed(entries).map((x) => `a card named: ${x}`));
    if (run.honest[0]!.head()!.state.end && entries.some((e) => e.body.t === 'audit')) out.push('a secret was published though the game did not reach its end');
  }
  return out;
}
