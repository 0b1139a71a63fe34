/**
 * Why a Felinia move is refused, in the reader's language: the engine's codes
 * (engine/games/felinia/apply.ts) worded here; what every game shares is in
 * components/shared/refusals.ts.
 */
import { msg, str } from '@lit/localize';
import type { RuleError } from '../../engine/core/result.js';
import { sharedRefusal } from '../../components/shared/refusals.js';

export function refusal(e: RuleError): string {
  switch (e.code) {
    case 'no-deal': {
      const price = Number(e.args?.price ?? 0);
      return price === 1
        ? msg('That deal is not possible here, or you cannot pay its 1 coin.')
        : msg(str`That deal is not possible here, or you cannot pay its ${price} coins.`);
    }
    case 'wrong-phase':
      return msg('Deals are made in the trading phase, when your bid token is on top.');
    case 'cannot-board':
      return msg('That boat has no free space, or you lack the merchandise or the coin it asks.');
    case 'place-owned':
      return msg('You already own that Mysterious Place: a player owns each place at most once.');
    case 'needs-goods':
      return msg('Keeping that Mysterious Place card costs its merchandise, which you do not have.');
    case 'cannot-go':
      return msg('Your merchant cannot go there: only to a free province of its country next to where it stands, never twice.');
    default:
      return sharedRefusal(e);
  }
}
