/**
 * Test fixtures: a game set up and dealt without randomness (the first seat
 * given, the Learning Game's fixed fiefs and face-up masters), and edits that
 * put chosen cards in a hand or cubes on a fief, keeping every card in one place.
 */
import type { Seat } from '../../core/game.js';
import { expectOk } from '../../core/result.js';
import { feudalia } from './index.js';
import { cardList } from './setup.js';
import { withFief, withPlayer } from './state.js';
import type { Cubes, FeudaliaConfig, FeudaliaState, Shown, VassalId } from './types.js';

export function dealt(seats = 3, config: Partial<FeudaliaConfig> = {}): FeudaliaState {
  let s = feudalia.setup({ ...feudalia.defaultConfig(seats), firstSeat: 0, ...config }, seats);
  while (feudalia.pending(s)?.kind === 'shuffle') s = expectOk(feudalia.resolve(s, { kind: 'shuffle' }));
  return s;
}

/** Takes a card out of wherever it is. */
function lift(s: FeudaliaState, handle: number): FeudaliaState {
  const players = s.players.map((p) => ({
    ...p,
    deck: p.deck.filter((h) => h !== handle),
    hand: p.hand.filter((h) => h !== handle),
    discard: p.discard.filter((c) => c.handle !== handle),
    played: p.played.filter((c) => c.handle !== handle),
  }));
  const supply = Object.fromEntries(Object.entries(s.supply).map(([k, v]) => [k, (v ?? []).filter((h) => h !== handle)]));
  return { ...s, players, supply, box: s.box.filter((c) => c.handle !== handle) };
}

/**
 * `seat`'s hand becomes exactly these cards (by handle identity before any shuffle, as the local dealer deals
 * them in this fixture); the cards it held go to its discard pile. Returns the state and the cards as shown.
 */
export function withHand(s: FeudaliaState, seat: Seat, cards: readonly VassalId[]): { state: FeudaliaState; hand: Shown[] } {
  const ids = cardList(s.config, s.seats);
  const old = s.players[seat]!.hand.map((handle) => ({ handle, card: ids[handle]! }));
  let t = withPlayer(s, seat, (p) => ({ ...p, hand: [], discard: [...p.discard, ...old] }));
  const hand: Shown[] = [];
  for (const card of cards) {
    const handle = ids.findIndex((c, h) => c === card && !hand.some((x) => x.handle === h));
    t = lift(t, handle);
    hand.push({ handle, card });
  }
  t = withPlayer(t, seat, (p) => ({ ...p, hand: hand.map((c) => c.handle) }));
  return { state: t, hand };
}

export const withCubes = (s: FeudaliaState, seat: Seat, fief: number, cubes: Partial<Cubes>): FeudaliaState =>
  withFief(s, seat, fief, (f) => ({ ...f, cubes: { wheat: 0, wood: 0, clay: 0, stone: 0, ...cubes } }));

export const act = (s: FeudaliaState, seat: Seat, a: Parameters<typeof feudalia.apply>[1]): FeudaliaState => expectOk(feudalia.apply(s, a, seat));
