import type { Chooser } from '../../core/playout.js';
import { randomChooser } from '../../core/playout.js';
import type { FeuvilleAction, FeuvilleState } from './types.js';
export const bots: Record<string, Chooser<FeuvilleState, FeuvilleAction>> = { random: randomChooser as Chooser<FeuvilleState, FeuvilleAction> };
