/**
 * The private half of the poker table: what one device does with the secret
 * keys of the seats it controls. It opens the cards those seats may see, and
 * writes the shuffle passes, decryption shares (one batch per seat, chain entry and round where
 * the room says so), re-encryptions, reveals and
 * reorders they owe. Everything it writes is checked by table.ts on every peer.
 *
 * Each seat's card key comes from the same 32-byte secret as its beacon chain
 * (domain-separated), so a device stores one secret per seat.
 *
 * Every proof's randomness is derived from that secret and the whole statement
 * it proves (`nonces`), as EdDSA derives its nonce from the key and the message:
 * a device that works out the same answer twice (after a crash, a reload, in
 * two tabs) writes the identical entry, never a second one for the same place
 * in the log, and no nonce ever serves two statements.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import type { Claim, Handle, Seat } from '../core/game.js';
import { concat } from './bytes.js';
import { hashBytes, hashValue } from './canonical.js';
import {
  cardTable,
  decodeSecretKey,
  encodeKeyMessage,
  encodeScalar,
  encodeShare,
  encodeShareBatch,
  encodeReencryption,
  makeShare,
  makeShareBatch,
  proveKey,
  reencrypt,
  reorderTop,
  shuffleAndProve,
  toBase64url,
  deckOf,
  ORDER,
  decrypt,
  type RandomSource,
  type SeatKey,
} from './poker/index.js';
import { decodeCt, decodePt, keyContext, passInput, type Obligation, type PokerState } from './table.js';
import { namesOf } from './table-shares.js';
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

/** A deterministic byte stream for proving `statement` with `secret`: HMAC-SHA256 in counter mode. */
export function nonces(secret: Uint8Array, statement: Json): RandomSource {
  const key = hashBytes('nonce-key', secret);
  const st = hashValue('nonce-statement', statement);
  let block = new Uint8Array(0);
  let offset = 0;
  let counter = 0;
  return (n) => {
    const out = new Uint8Array(n);
    for (let i = 0; i < n; i++) {
      if (offset === block.length) {
        const c = counter++;
        block = hmac(sha256, key, concat(st, Uint8Array.of(c >>> 24, (c >>> 16) & 255, (c >>> 8) & 255, c & 255)));
        offset = 0;
      }
      out[i] = block[offset++]!;
    }
    return out;
  };
}

/** The key message a seat's entry carries: Y with a proof of knowing x, for this room and this owner (author, bot number). */
export function keyMessage(room: string, owner: string, secret: Uint8Array): string {
  const key = seatKeyOf(secret);
  return toBase64url(encodeKeyMessage(key.y, proveKey(key, keyContext(room, owner), nonces(secret, { t: 'key', room, owner }))));
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

/** The answer `ob.seat` owes for an obligation at chain entry `node`, round `round`. */
export function fulfil(ps: PokerState, ob: Obligation, secret: Uint8Array, room: string, node: string, round: number): { t: string; [k: string]: Json } {
  const key = seatKeyOf(secret);
  const ctx = { game: room, entry: node, seat: ob.seat, index: ob.kind === 'pass' ? ps.passes.length : ob.kind === 'shares' ? ob.cards[0]!.handle : ob.handle };
  const K = decodePt(ps.joint)!;
  if (ob.kind === 'pass') {
    const inputs = passInput(ps, ob.handles);
    const rand = nonces(secret, { t: 'pass', room, node, round, seat: ob.seat, joint: ps.joint, input: inputs });
    const { output, proof } = shuffleAndProve(ctx, K, deckOf(inputs.map((c) => decodeCt(c)!)), rand, ps.shuffles);
    return { t: 'pass', seat: ob.seat, round, deck: toBase64url(output.bytes), proof: toBase64url(proof) };
  }
  if (ob.kind === 'share') {
    const ct = ps.cts[ob.handle]!;
    const rand = nonces(secret, { t: 'share', room, node, round, seat: ob.seat, handle: ob.handle, for: ob.for, ct });
    const sh = makeShare('draw', key, decodeCt(ct)!, ctx, rand);
    return { t: 'share', seat: ob.seat, round, handle: ob.handle, for: ob.for, of: namesOf(ps, [ob.handle]), share: toBase64url(encodeShare(sh)) };
  }
  if (ob.kind === 'shares') {
    const handles = ob.cards.map((c) => c.handle);
    const viewers = ob.cards.map((c) => c.for);
    const cts = handles.map((h) => ps.cts[h]!);
    const rand = nonces(secret, { t: 'shares', room, node, round, seat: ob.seat, handles, viewers, cts });
    const batch = makeShareBatch(
      'draw',
      key,
      cts.map((c) => decodeCt(c)!),
      ctx,
      rand,
    );
    return { t: 'shares', seat: ob.seat, round, handles, viewers, of: namesOf(ps, handles), shares: toBase64url(encodeShareBatch(batch)) };
  }
  const held = ps.held[ob.handle]![ob.seat]!;
  const to = ps.keys[ob.to]!;
  const rand = nonces(secret, { t: 'reenc', room, node, round, seat: ob.seat, handle: ob.handle, held, to });
  const re = reencrypt('transfer', key, decodeCt(held)!, decodePt(to)!, ctx, rand);
  return { t: 'reenc', seat: ob.seat, round, handle: ob.handle, to: ob.to, re: toBase64url(encodeReencryption(re)) };
}

/** The reveal shares for a move's claims (null where the card is already face up). */
export function reveals(ps: PokerState, seat: Seat, secret: Uint8Array, claims: readonly Claim[], room: string, parent: string): (string | null)[] {
  const key = seatKeyOf(secret);
  return claims.map(({ handle: h }) => {
    if (ps.face[h] !== null) return null;
    const held = ps.held[h]![seat]!;
    const rand = nonces(secret, { t: 'reveal', room, node: parent, seat, handle: h, held });
    return toBase64url(encodeShare(makeShare('reveal', key, decodeCt(held)!, { game: room, entry: parent, seat, index: h }, rand)));
  });
}

/** The Council Member's reorder: the peeked cards back under the joint key in a private order. */
export function reorder(
  ps: PokerState,
  handles: readonly Handle[],
  order: readonly number[],
  room: string,
  parent: string,
  seat: Seat,
  secret: Uint8Array,
): { deck: string; proof: string } {
  const cts = handles.map((h) => ps.cts[h]!);
  const rand = nonces(secret, { t: 'reorder', room, node: parent, seat, cts, order: [...order] });
  const { output, proof } = reorderTop({ game: room, entry: parent, seat, index: 0 }, decodePt(ps.joint)!, deckOf(cts.map((c) => decodeCt(c)!)), order, rand);
  return { deck: toBase64url(output.bytes), proof: toBase64url(proof) };
}
