/**
 * What a seat sees of Feudalia, as the table receives it (the engine's types.ts
 * `FeudaliaView`), and where the table draws each legal move.
 */
import type { Seat } from '../../engine/core/game.js';
import type { FeudaliaAction, FeudaliaView } from '../../engine/games/feudalia/types.js';
import type { LegalAction, TableSnapshot } from '../../components/shared/contract.js';

export type { FeudaliaView, PlayerView } from '../../engine/games/feudalia/types.js';
export type FeudaliaSnapshot = TableSnapshot<FeudaliaView, FeudaliaAction>;
export type Legal = LegalAction<FeudaliaAction>;
/** The legal moves by where the table draws them (table.ts `spotOf`). */
export type Moves = ReadonlyMap<string, readonly Legal[]>;

/** The answer to a "why not?" question, drawn by the card asked about (the move's spot). */
export interface Answer {
  readonly spot: string;
  readonly text: string;
}

/** The seat the game waits for (the set-up's chooser, else the seat whose turn it is). */
export const actorOf = (v: FeudaliaView): Seat => v.toAct[0] ?? v.turn.seat;

/**
 * Where the table draws a legal move: on a fief of the acting seat (`fief:i`: its field, cube, city and upgrade
 * moves), a hand card's kind (`hand:serf`), the end of the turn (`hand:end`), a vassal stack of the supply
 * (`supply:reaper`), a master card (`master:mason`), the master deck (`deck`), a cathedral card (`build:active`,
 * `build:glass`), the fiefs offered in the draft (`offer`), or the choices box under the banner (`choices`: calling a
 * payment off, no more trades, keeping three fiefs alike, the set-up's upgraded worker).
 */
export function spotOf(a: FeudaliaAction): string {
  switch (a.type) {
    case 'draft':
      return 'offer';
    case 'redraw':
      return a.fief === null ? 'choices' : `fief:${a.fief}`;
    case 'hire':
      return `supply:${a.vassal}`;
    case 'tax':
      return 'hand:tax-collector';
    case 'income':
    case 'influence':
      return `hand:${a.card.card}`;
    case 'end':
      return 'hand:end';
    case 'field':
    case 'produce':
    case 'trade':
    case 'upgrade':
    case 'pay':
    case 'drop':
    case 'use':
    case 'fire':
    case 'relocate':
      return `fief:${a.fief}`;
    case 'build':
      return `build:${a.part ?? 'active'}`;
    case 'scout':
    case 'forgo':
      return 'deck';
    case 'recruit':
    case 'bottom':
      return `master:${a.master}`;
    // The set-up's upgraded worker is chosen by the banner, not deep in the supply.
    case 'worker':
    case 'cancel':
    case 'stop':
      return 'choices';
  }
}

/** The legal moves by spot. */
export function bySpot(legal: readonly Legal[]): Moves {
  const out = new Map<string, Legal[]>();
  for (const l of legal) {
    const spot = spotOf(l.action);
    out.set(spot, [...(out.get(spot) ?? []), l]);
  }
  return out;
}

/**
 * The last snapshot each table was given once the game was over, by its view: the end screen receives the same view
 * (and the names) but not the log, and draws the final table and log from this when asked.
 */
const finals = new WeakMap<FeudaliaView, FeudaliaSnapshot>();

export const rememberFinal = (s: FeudaliaSnapshot): void => {
  if (s.view.step.kind === 'over') finals.set(s.view, s);
};

export const finalOf = (v: FeudaliaView): FeudaliaSnapshot | undefined => finals.get(v);
