/**
 * The turn's frame (the rulebook, "How to play", "Final phase", "End of the
 * game"): drawing from a personal deck with at most one reshuffle a turn, the
 * start phase, the end phase (end of the day, services to the court, saving,
 * replenishing the hand, the 12-cube limit) and the end of the round, where the
 * lead is judged.
 */
import type { Handle, Seat } from '../../core/game.js';
import { FIEF_LIMIT, HAND, master, treasuryFace, vassal } from './cards.js';
import { runQueue } from './effects.js';
import { cardList } from './setup.js';
import { freshTurn, heldIn, inPlay, levels, nextInPlay, nobles, score, withPlayer } from './state.js';
import type { Master } from './card-types.js';
import type { FeudaliaState, PlayerState, Queued, Shown } from './types.js';

/** A game that runs on with tied leaders stops here (no legal play comes near it; the simulation reports the longest). */
export const MAX_ROUNDS = 80;

/**
 * Draws `n` cards to `seat`'s hand, one reshuffle at most in the main phase ("in the unlikely case that your deck
 * runs out for a second time during the same turn … you cannot draw any more cards until this phase", the
 * refill). A reshuffle stops here: the
 * discard pile becomes the deck face down and the step asks for its shuffle; the draw goes on once it is done.
 */
export function drawCards(s: FeudaliaState, seat: Seat, n: number, after: 'setup' | 'main' | 'end'): FeudaliaState {
  let t = s;
  let left = n;
  while (left > 0) {
    const p = t.players[seat]!;
    if (p.deck.length === 0) {
      // A second run-out in the main phase draws nothing more "until this phase", the refill.
      if (p.discard.length === 0 || (after === 'main' && t.turn.reshuffled)) return t;
      const deck = p.discard.map((c) => c.handle);
      t = withPlayer(t, seat, (q) => ({ ...q, deck, discard: [] }));
      if (after !== 'setup') t = { ...t, turn: { ...t.turn, reshuffled: true } };
      return { ...t, step: { kind: 'shuffle', seat, draw: left, after } };
    }
    const take = Math.min(left, p.deck.length);
    const drawn = p.deck.slice(0, take);
    t = withPlayer(t, seat, (q) => ({ ...q, deck: q.deck.slice(take), hand: [...q.hand, ...drawn] }));
    if (after === 'main') t = { ...t, turn: { ...t.turn, late: [...t.turn.late, ...drawn] } };
    left -= take;
  }
  return t;
}

/** After a deck's shuffle: the draw it was for, then play goes on. */
export function afterShuffle(s: FeudaliaState): FeudaliaState {
  if (s.step.kind !== 'shuffle') return s;
  const { seat, draw, after } = s.step;
  const t = drawCards({ ...s, step: { kind: 'main' } }, seat, draw, after);
  if (t.step.kind === 'shuffle') return t;
  if (after === 'main') return runQueue(t);
  if (after === 'end') return finishEnd(t);
  const next = (seat + 1) % s.seats;
  if (next !== s.first) return { ...t, step: { kind: 'shuffle', seat: next, draw: HAND, after: 'setup' } };
  return startTurn({ ...t, round: 1 }, s.first, 1);
}

/** The start phase: straighten masters (their start effects apply now); the tax collector is the player's to play. */
export function startTurn(s: FeudaliaState, seat: Seat, number: number): FeudaliaState {
  const queue: Queued[] = [];
  const t = withPlayer(s, seat, (p) => ({
    ...p,
    fiefs: p.fiefs.map((f, i) => ({
      ...f,
      cities: f.cities.map((c) => {
        const action = c ? master(c.id).action : null;
        if (c && action?.when === 'start') for (const effect of action.effects) queue.push({ effect, fief: i });
        return c && { ...c, used: false };
      }),
    })),
  }));
  return runQueue({ ...t, step: { kind: 'main' }, turn: freshTurn(seat, number, queue) });
}

/** Coins saved: the treasury face of the player's fief levels, and the treasurers' extra. */
export function saved(p: PlayerState): number {
  const n = levels(p);
  const face = treasuryFace(n);
  const track = face.saved[Math.min(p.coins, face.saved.length - 1)]!;
  let extra = 0;
  for (const f of p.fiefs) for (const c of f.cities) if (c) extra += master(c.id).saving;
  return Math.min(p.coins, track + extra);
}

/**
 * The end phase's first three steps, the hand shown: the end of the day (played cards to the discard pile),
 * services to the court (every card left in hand discarded for its income, at least 1 coin each; a tax collector
 * drawn in the main phase kept), saving; then the hand is replenished.
 */
export function endPhase(s: FeudaliaState, shown: readonly Shown[], kept: readonly Handle[]): FeudaliaState {
  const seat = s.turn.seat;
  const court = shown.reduce((n, c) => n + Math.max(1, vassal(c.card).income), 0);
  const t = withPlayer(s, seat, (p) => {
    const paid = { ...p, coins: p.coins + court };
    return { ...paid, discard: [...p.discard, ...p.played, ...shown], played: [], hand: kept, kept, coins: saved(paid) };
  });
  const refilled = drawCards(t, seat, HAND - kept.length, 'end');
  return refilled.step.kind === 'shuffle' ? refilled : finishEnd(refilled);
}

/** After the refill: a fief over 12 cubes drops some (the player's choice), then the turn closes. */
export function finishEnd(s: FeudaliaState): FeudaliaState {
  const p = s.players[s.turn.seat]!;
  if (p.fiefs.some((f) => heldIn(f) > FIEF_LIMIT)) return { ...s, step: { kind: 'limit' } };
  return closeTurn({ ...s, step: { kind: 'main' } });
}

/** The turn is over: the end is triggered by a score of the target or more; at a round's end the lead is judged. */
export function closeTurn(s: FeudaliaState): FeudaliaState {
  const seat = s.turn.seat;
  const me = s.players[seat]!;
  const ending = s.ending || (!me.out && score(me) >= s.config.target * 2);
  // The first player card passes on if its holder is out.
  const first = s.players[s.first]!.out ? nextInPlay(s, s.first) : s.first;
  // Fields are taken until the end of the turn (the rulebook, "Field actions").
  const t: FeudaliaState = { ...withPlayer(s, seat, (p) => ({ ...p, fiefs: p.fiefs.map((f) => ({ ...f, used: 0 })) })), ending, first };
  const next = nextInPlay(t, seat);
  if (next !== first) return startTurn(t, next, t.turn.number + 1);
  const judged = judge(t);
  if (judged.step.kind === 'over') return judged;
  return startTurn({ ...judged, round: judged.round + 1 }, judged.first, t.turn.number + 1);
}

/**
 * A round's end once the target was reached: a leader 1 VP ahead of everyone wins; leaders tied and 1 VP ahead of
 * the rest play on alone, unless one has 2 nobles more than every other; otherwise everyone plays on.
 */
export function judge(s: FeudaliaState): FeudaliaState {
  const seats = inPlay(s, s.first);
  const best = Math.max(...seats.map((x) => score(s.players[x]!)));
  const leaders = seats.filter((x) => score(s.players[x]!) === best);
  if (s.round >= MAX_ROUNDS || seats.length === 1) return over(s, leaders);
  if (!s.ending) return s;
  const rest = seats.filter((x) => !leaders.includes(x));
  const restBest = rest.length ? Math.max(...rest.map((x) => score(s.players[x]!))) : -Infinity;
  if (best - restBest < 2) return exhausted(s) ? over(s, leaders) : s;
  if (leaders.length === 1) return over(s, leaders);
  let t = s;
  for (const x of rest) t = withPlayer(t, x, (p) => ({ ...p, out: true }));
  if (t.players[t.first]!.out) t = { ...t, first: nextInPlay(t, t.first) };
  const n = leaders.map((x) => nobles(t.players[x]!));
  const top = leaders.find((_, i) => n.every((m, j) => j === i || n[i]! >= m + 2));
  if (top !== undefined) return over(t, [top]);
  return exhausted(t) ? over(t, leaders) : t;
}

/**
 * "The game can only finish in a tie in the uncommon event that all fiefs are level 2 fiefs, the cathedral is
 * completely built, and there are no noble cards left face up to hire": no point and no noble is left to take.
 * The reconstructed cards that give points (a master's or a vassal's `vp` effect) must be out of reach too.
 */
export function exhausted(s: FeudaliaState): boolean {
  const seats = inPlay(s, s.first);
  if (seats.some((x) => s.players[x]!.fiefs.some((f) => f.level < 2))) return false;
  if (Object.values(s.cathedral.tokens).some((n) => n > 0)) return false;
  if (s.masters.some((id) => master(id).nobles > 0 || givesPoints(master(id)))) return false;
  for (const x of seats) for (const f of s.players[x]!.fiefs) for (const c of f.cities) if (c && givesPoints(master(c.id))) return false;
  const boxed = new Set(s.box.map((c) => c.handle));
  const cards = cardList(s.config, s.seats);
  return !cards.some((id, h) => !boxed.has(h) && vassal(id).actions.some((a) => hasVp(a.effects)));
}

const hasVp = (effects: readonly { kind: string }[] | undefined): boolean => (effects ?? []).some((e) => e.kind === 'vp');

/** A master whose action gives points on: a basic one with a `vp` effect (a cathedral master's come from its "C" card's tokens). */
export const givesPoints = (m: Master): boolean => !m.cathedral && hasVp(m.action?.effects);

export const over = (s: FeudaliaState, winners: readonly Seat[]): FeudaliaState => ({ ...s, step: { kind: 'over' }, winners });
