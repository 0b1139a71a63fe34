/**
 * Why a Feuville move is refused, in the reader's language: the engine's
 * codes (engine/games/feuville/apply.ts) worded here; what every game shares
 * is in components/shared/refusals.ts.
 */
import { msg } from '@lit/localize';
import type { RuleError } from '../../engine/core/result.js';
import { sharedRefusal } from '../../components/shared/refusals.js';

export function refusal(e: RuleError): string {
  switch (e.code) {
    case 'one-fairy-die':
      return msg('You may only ever use one die for the Friendly Fairy.');
    default:
      return sharedRefusal(e);
  }
}
