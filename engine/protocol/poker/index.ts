/**
 * Mental poker on ristretto255 (docs/protocol.md §8): seat keys, card points,
 * ElGamal, draw/reveal shares, transfer/show/return, peek-and-reorder, and the
 * verifiable shuffle. Every message has a canonical byte form (Uint8Array);
 * entries are JSON, so the log layer carries them as unpadded base64url
 * (`toBase64url` / `fromBase64url`). Decoders return Results and never throw.
 */
export { fromBase64url, toBase64url } from './bytes.js';
export {
  G, ORDER, decodeNonZeroPoint, decodePoint, decodeScalar, encodePoint, encodeScalar, randomScalar,
  type Point, type RandomSource, type Scalar,
} from './group.js';
export { type ProofContext } from './transcript.js';
export {
  KEY_MESSAGE_BYTES, decodeKeyMessage, decodeSecretKey, encodeKeyMessage, encodeSecretKey, generateSeatKey,
  jointKey, proveKey, verifyKey, type KeyProof, type SeatKey,
} from './keys.js';
export { cardPoint, cardTable, type CardTable } from './cards.js';
export {
  CIPHERTEXT_BYTES, ciphertextEquals, decodeCiphertext, decodeDeck, deckOf, decrypt, encodeCiphertext, encrypt,
  openCiphertext, rerandomise, type Ciphertext, type Deck,
} from './elgamal.js';
export { DLEQ_PROOF_BYTES, decodeDleq, encodeDleq, proveDleq, verifyDleq, type DleqProof } from './dleq.js';
export {
  SHARE_BYTES, SHARE_KINDS, decodeShare, decodeShareBatch, encodeShare, encodeShareBatch, makeShare, makeShareBatch,
  openPrivately, openRevealed, removeShares, shareBatchBytes, verifyShare, verifyShareBatch,
  type DecryptionShare, type ShareBatch, type ShareKind,
} from './draw.js';
export {
  REENCRYPTION_BYTES, REENCRYPTION_KINDS, decodeReencryption, encodeReencryption, reencrypt, verifyReencryption,
  type Reencryption, type ReencryptionKind,
} from './transfer.js';
export { reorderTop, verifyReorder } from './reorder.js';
export {
  applyShuffle, isPermutation, prepareShuffle, proveShuffle, randomPermutation, shuffleAndProve, shuffleGenerators,
  shuffleProofBytes, verifyShuffle, verifyShuffles, type ShuffleClaim, type ShuffleWitness,
} from './shuffle.js';
export { openDeck, sameCards, secretMatches } from './audit.js';
export { seededRandom } from './random.js';
