/**
 * Mental poker on ristretto255 (docs/protocol.md §8): seat keys, card points,
 * ElGamal, draw/reveal shares, transfer/show/return, peek-and-reorder, and the
 * verifiable shuffle. Every message has a canonical byte form (Uint8Array);
 * entries are JSON, so the log layer carries them as unpadded base64url
 * (`toBase64url` / `fromBase64url`). Decoders return Results and never throw.
 */
export { fromBase64url, toBase64url } from './bytes.js';
export { G, ORDER, decodePoint, encodePoint, encodeScalar, randomScalar, type Point, type RandomSource, type Scalar } from './group.js';
export type { ProofContext } from './transcript.js';
export { decodeKeyMessage, decodeSecretKey, encodeKeyMessage, generateSeatKey, jointKey, proveKey, verifyKey, type KeyProof, type SeatKey } from './keys.js';
export { cardTable, openCardB64, type CardTable } from './cards.js';
export { decodeCiphertext, decodeDeck, deckOf, decrypt, encodeCiphertext, encrypt, type Ciphertext, type Deck } from './elgamal.js';
export type { DleqProof } from './dleq.js';
export {
  decodeShare,
  decodeShareBatch,
  encodeShare,
  encodeShareBatch,
  makeShare,
  makeShareBatch,
  openRevealed,
  removeShares,
  verifyShare,
  verifyShareBatch,
  type DecryptionShare,
  type ShareBatch,
  type ShareKind,
} from './draw.js';
export { decodeReencryption, encodeReencryption, reencrypt, verifyReencryption, type Reencryption, type ReencryptionKind } from './transfer.js';
export { reorderTop, verifyReorder } from './reorder.js';
export { shuffleAndProve, verifyShuffle, verifyShuffles, type ShuffleClaim, type ShuffleSystem, type ShuffleWitness } from './shuffle.js';
export { openDeck, sameCards } from './audit.js';
export { seededRandom } from './random.js';
