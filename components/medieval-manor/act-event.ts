/** The one event Medieval Manor components send: the player chose this action. */
import type { MedievalManorAction } from '../../engine/games/medieval-manor/types.js';

export type MmActEvent = CustomEvent<{ action: MedievalManorAction }>;

declare global {
  interface HTMLElementEventMap {
    'mm-act': MmActEvent;
  }
}
