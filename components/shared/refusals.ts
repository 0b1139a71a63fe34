/**
 * Why a move is refused, in the reader's language. The rules and the
 * controllers refuse with a stable code, an English sentence and the things it
 * names as data (engine/core/result.ts `RuleError`); each game words its own
 * codes (components/<game>/refusals.ts) and hands the rest to these, which
 * word what every game shares (whose turn it is, the device, the game's end).
 * A code nobody words keeps the engine's English sentence rather than a vaguer one.
 */
import { msg, str } from '@lit/localize';
import type { RuleError } from '../../engine/core/result.js';

/** A game's words for its refusals (the names of the seats, for refusals that name a player). */
export type RefusalWords = (e: RuleError, names: readonly string[]) => string;

export function sharedRefusal(e: RuleError): string {
  switch (e.code) {
    case 'not-your-turn':
    case 'not-your-move':
      return e.args?.answered ? msg('You have answered this round; the others are still answering.') : msg('It is not your turn to act.');
    case 'answered':
      return msg('You have answered; the others are still answering.');
    case 'spectator':
      return msg('You are watching this game.');
    case 'no-holder':
      return msg('Nobody holds the device.');
    case 'game-over':
      return msg('The game is over.');
    case 'not-now':
      return msg('This card cannot be played now.');
    case 'illegal':
      return msg('That move is not possible now.');
    default:
      return protocolRefusal(e) ?? e.message;
  }
}

/** The protocol's refusals of an entry (engine/protocol): one sentence per code; the English detail stays in the record. */
function protocolRefusal(e: RuleError): string | null {
  switch (e.code) {
    case 'malformed':
    case 'unknown-kind':
      return msg('The entry is malformed.');
    case 'oversized':
      return msg('The entry is larger than any entry may be.');
    case 'other-version':
      return msg('The entry was made by another version of the protocol.');
    case 'wrong-room':
    case 'not-this-room':
      return msg('The entry belongs to another room.');
    case 'not-genesis':
      return msg('The first entry must open the room.');
    case 'bad-key':
      return msg('The entry carries a malformed or invalid key.');
    case 'bad-link':
      return msg('The entry breaks its seat\u2019s chain of random values.');
    case 'bad-open':
      return msg('The opened move does not match what its seat sealed.');
    case 'bad-proof':
      return msg('A card proof in the entry is false.');
    case 'false-claim':
      return msg('The move names a card that is not there.');
    case 'not-held':
      return msg('The move reveals a card its seat cannot open.');
    case 'not-owed':
      return msg('This answer does not fit what is owed.');
    case 'public-order':
      return msg('A private order must never be published.');
    case 'wrong-seat':
      return msg('This move was signed by someone who does not control that seat.');
    case 'audit-failed':
      return msg('A published secret does not match what its seat committed to.');
    case 'equivocation':
      return msg('Two different entries were signed for one place in the log: proof of cheating.');
    case 'already-seated':
      return msg('That player already holds a seat at this table.');
    case 'seat-taken':
      return msg('That seat is already taken.');
    case 'full':
      return msg('Every seat is taken.');
    case 'bad-seat':
      return msg('That seat does not exist or is already free.');
    case 'bad-seats':
      return msg('The game is not for that many players.');
    case 'bad-name': {
      const max = Number(e.args?.max);
      return msg(str`A name must be 1 to ${max} printable characters.`);
    }
    case 'bad-request':
      return msg('Only a join request for this room can be seated.');
    case 'not-seated':
      return msg('Only a seated player can start the game.');
    case 'not-your-seat':
      return msg('Only whoever holds a seat can free it.');
    case 'seats-open':
      return msg('Every seat must be taken before the game starts.');
    case 'cannot-start':
      return msg('Every seat must be taken first, and only the host starts.');
    case 'started':
      return msg('The game has already started.');
    case 'not-started':
      return msg('The game has not started yet.');
    case 'unknown-game':
      return msg('The room is for a game this version does not know.');
    default:
      return null;
  }
}
