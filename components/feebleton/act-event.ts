/** The one event Feebleton components send: the player chose this action. */
import type { FeebletonAction } from '../../engine/games/feebleton/types.js';

export type FbActEvent = CustomEvent<{ action: FeebletonAction }>;

declare global {
  interface HTMLElementEventMap {
    'fb-act': FbActEvent;
  }
}
