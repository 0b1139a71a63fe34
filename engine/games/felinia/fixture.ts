/**
 * Test tables for Felinia (examples, flow and component tests): a game after
 * its set-up draws, a player's holdings set by hand, and a move played with the
 * draws it causes landed at once.
 */
import type { Seat } from '../../core/game.js';
import { expectOk } from '../../core/result.js';
import { MYSTERIES } from './data.js';
import { felinia } from './index.js';
import type { FeliniaAction, FeliniaConfig, FeliniaState, PlayerState } from './types.js';

/** Where a draw lands among `bound` things: the first by default (the bag's first kind, the pile's first tile). */
export type Draws = (bound: number) => number;
const first: Draws = () => 0;

/** Lands every draw due, each where `draw` says; the Mysterious Place cards' shuffle leaves handle i card i (data.ts MYSTERIES). */
function landDraws(s: FeliniaState, draw: Draws): FeliniaState {
  let t = s;
  for (let p = felinia.pending(t); p?.kind === 'random' || p?.kind === 'shuffle'; p = felinia.pending(t))
    t = expectOk(felinia.resolve(t, p.kind === 'random' ? { kind: 'random', value: draw(p.bound) } : { kind: 'shuffle' }));
  return t;
}

/** A basic game (unless `config` says otherwise) after its set-up draws, seat 0 first. */
export function dealt(seats = 4, config: Partial<FeliniaConfig> = {}, draw: Draws = first): FeliniaState {
  return landDraws(felinia.setup({ variant: 'basic', seeTop: false, firstSeat: 0, ...config }, seats), draw);
}

export const setPlayer = (s: FeliniaState, seat: Seat, p: Partial<PlayerState>): FeliniaState => ({
  ...s,
  players: s.players.map((x, i) => (i === seat ? { ...x, ...p } : x)),
});

/** Plays a move, then lands every draw it caused. */
export function act(s: FeliniaState, seat: Seat, a: FeliniaAction, draw: Draws = first): FeliniaState {
  return landDraws(expectOk(felinia.apply(s, a, seat)), draw);
}

/** What `seat` knows in a fixture game, whose Mysterious Place pile was never shuffled (handle i is card i). */
export const knowledge = (s: FeliniaState, seat: Seat): Map<number, string> => new Map(felinia.visible!(s, seat).map((h) => [h, MYSTERIES[h]!.card]));
