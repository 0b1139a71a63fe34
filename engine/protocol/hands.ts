/**
 * The private half of the poker table: what one device does with the secret
 * keys of the seats it controls. It opens the cards those seats may see, and
 * writes the shuffle passes, decryption shares, re-encryptions, reveals and
 * reorders they owe. Everything it writes is checked by table.ts on every peer.
 *
 * Each seat's card key comes from the same 32-byte secret as its beacon chain
 * (domain-separated), so a device stores one secret per seat.
 */
import type { Claim, Handle, Seat } from '../core/game.js';
import { hashBytes } from './canonical.js';
import {
  cardTable, decodeSecretKey, encodeKeyMessage, encodeScalar, encodeShare, encodeReencryption, makeShare, proveKey,
  reencrypt, reorderTop, shuffleAndProve, toBase64url, deckOf, ORDER, decrypt,
  type RandomSource, type SeatKey,
} from './poker/index.js';
import { decodeCt, decodePt, keyContext, passInput, type Obligation, type PokerState } from './table.js';
import type { Json } from './canonical.js';

/** The seat's card key, derived from its secret. */
export function seatKeyOf(secret: Uint8Array): SeatKey {
  // 32 hash bytes reduced to a non-zero scalar; the bias (about 2^-125) is immaterial for a secret key.
  let x = 0n;
  for (const b of hashBytes('poker-key', secret)) x = (x << 8n) | BigInt(b);
  const key = decodeSecretKey(encodeScalar((x % (ORDER - 1n)) + 1n));
  if (!key.ok) throw new Error('seat key out of range');
  return key.value;
}

/** The key message a join entry carries: Y with a proof of knowing x. */
export function keyMessage(room: string, seat: Seat, key: SeatKey, rand: RandomSource): string {
  return toBase64url(encodeKeyMessage(key.y, proveKey(key, keyContext(room, seat), rand)));
}

/** Every card `seat` can open now, by handle, and every face-up card. */
export function knownCards(ps: PokerState, seat: Seat, key: SeatKey, cards: readonly string[], memo: Map<string, string>): Map<Handle, string> {
  const table = cardTable(ps.deck, cards.length);
  const out = new Map<Handle, string>();
  ps.held.forEach((row, h) => {
    const c = row[seat];
    if (!c) return;
    let name = memo.get(c);
    if (name === undefined) {
      const i = table.lookup(decrypt(decodeCt(c)!, key.x));
      name = i === undefined ? '' : cards[i]!;
      memo.set(c, name);
    }
    if (name) out.set(h, name);
  });
  ps.face.forEach((f, h) => f !== null && out.set(h, f));
  return out;
}

/** The attachment bodies `seat` owes (without `t`-independent fields the room adds: round). */
export function fulfil(
  ps: PokerState, ob: Obligation, key: SeatKey, room: string, node: string, round: number, rand: RandomSource,
): { t: string; [k: string]: Json } {
  const ctx = { game: room, entry: node, seat: ob.seat, index: ob.kind === 'pass' ? ps.passes.length : ob.handle };
  const K = decodePt(ps.joint)!;
  if (ob.kind === 'pass') {
    const input = deckOf(passInput(ps, ob.handles).map((c) => decodeCt(c)!));
    const { output, proof } = shuffleAndProve(ctx, K, input, rand);
    return { t: 'pass', seat: ob.seat, round, i: ps.passes.length, deck: toBase64url(output.bytes), proof: toBase64url(proof) };
  }
  if (ob.kind === 'share') {
    const sh = makeShare('draw', key, decodeCt(ps.cts[ob.handle]!)!, ctx, rand);
    return { t: 'share', seat: ob.seat, handle: ob.handle, for: ob.for, of: ps.cts[ob.handle]!.slice(0, 16), share: toBase64url(encodeShare(sh)) };
  }
  const re = reencrypt('transfer', key, decodeCt(ps.held[ob.handle]![ob.seat]!)!, decodePt(ps.keys[ob.to]!)!, ctx, rand);
  return { t: 'reenc', seat: ob.seat, handle: ob.handle, to: ob.to, re: toBase64url(encodeReencryption(re)) };
}

/** The reveal shares for a move's claims (null where the card is already face up). */
export function reveals(ps: PokerState, seat: Seat, key: SeatKey, claims: readonly Claim[], room: string, parent: string, rand: RandomSource): (string | null)[] {
  return claims.map(({ handle: h }) => {
    if (ps.face[h] !== null) return null;
    const sh = makeShare('reveal', key, decodeCt(ps.held[h]![seat]!)!, { game: room, entry: parent, seat, index: h }, rand);
    return toBase64url(encodeShare(sh));
  });
}

/** The Council Member's reorder: the peeked cards back under the joint key in a private order. */
export function reorder(
  ps: PokerState, handles: readonly Handle[], order: readonly number[], room: string, parent: string, seat: Seat, rand: RandomSource,
): { deck: string; proof: string } {
  const top = deckOf(handles.map((h) => decodeCt(ps.cts[h]!)!));
  const { output, proof } = reorderTop({ game: room, entry: parent, seat, index: 0 }, decodePt(ps.joint)!, top, order, rand);
  return { deck: toBase64url(output.bytes), proof: toBase64url(proof) };
}
