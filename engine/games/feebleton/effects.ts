/**
 * What a played card does, after it lies face up in Feebleton (the rulebook,
 * "Card Descriptions"), and the reaction windows that come between a
 * hand-affecting card or an End of Era and its effect (components/feebleton/notes.ts, "Reactions").
 */
import type { Seat } from '../../core/game.js';
import { DRAWS, isEndOfEra } from './cards.js';
import { afterEffect } from './turn.js';
import type { FeebletonState, PlayAction, Placed, ReactionWindow, WindowKind } from './types.js';
import { draw, forget, opponentsOf, setHand, takeFeebleton, unguardedOpponents, patch } from './zones.js';

const withExtra = (s: FeebletonState, n: number): FeebletonState => patch(s, { turn: { ...s.turn, extraPlays: s.turn.extraPlays + n } });

/** Runs a just-played card's effect, opening a reaction window first when the rules ask for one. */
export function onPlay(s: FeebletonState, a: PlayAction): FeebletonState {
  const me = s.turn.seat;
  switch (a.card) {
    case 'Worker':
      return afterEffect(withExtra(s, 1));
    case 'Engineer':
      return afterEffect(withExtra(s, 3));
    case 'Artist':
    case 'Philosopher':
      return selfDraw(s, a, DRAWS[a.card].draw, DRAWS[a.card].shuffle);
    case 'Council Member':
      return patch(s, { step: { kind: 'arrange', handles: s.deck.slice(0, 2) } });
    case 'Historian':
      return historian(s, a);
    case 'Spy':
    case 'Thief':
      return a.target === undefined ? afterEffect(s) : open(s, 'guard', a, [a.target]);
    case 'King':
      return open(
        s,
        'guard',
        a,
        unguardedOpponents(s).filter((o) => s.hands[o]!.length > 0),
      );
    case 'Broker':
    case 'Scientist':
      return a.use ? open(s, 'guard', a, unguardedOpponents(s)) : afterEffect(s);
    case 'Bribery':
      return afterEffect(takeFeebleton(s, me)); // "This cannot be prevented."
    default:
      return isEndOfEra(a.card) ? open(s, 'general', a, opponentsOf(s, me)) : afterEffect(s);
  }
}

/** Artist / Philosopher: draw n, or shuffle your hand into the deck and draw m ("-or-": never both). */
function selfDraw(s: FeebletonState, a: PlayAction, n: number, m: number): FeebletonState {
  const me = s.turn.seat;
  if (a.mode === 'draw') return afterEffect(draw(s, me, n));
  const hand = s.hands[me]!;
  const next = forget(setHand(s, me, []), hand);
  return patch(next, { deck: [...next.deck, ...hand], step: { kind: 'reshuffle', draws: [{ seat: me, count: m }] } });
}

/** "Take a card from Feebleton": its identity stays public while it is in the hand. */
function historian(s: FeebletonState, a: PlayAction): FeebletonState {
  if (a.take === undefined) return afterEffect(s);
  const taken = s.feebleton.find((p) => p.handle === a.take)!;
  const me = s.turn.seat;
  const next = setHand(s, me, [...s.hands[me]!, taken.handle]);
  return afterEffect(
    patch(next, { feebleton: s.feebleton.filter((p) => p.handle !== a.take), known: [...s.known, { handle: taken.handle, card: taken.card }] }),
  );
}

/** Opens a window every eligible seat must answer; with nobody eligible the effect goes on at once. */
function open(s: FeebletonState, kind: WindowKind, cause: PlayAction, eligible: readonly Seat[]): FeebletonState {
  if (eligible.length === 0) return resolveCause(s, cause, []);
  const window: ReactionWindow = { kind, cause, by: s.turn.seat, eligible, waiting: eligible, reactions: [] };
  return patch(s, { step: { kind: 'react', window } });
}

/** One seat answers. Answers may come in any order; the state after all answers is the same. */
export function answer(s: FeebletonState, seat: Seat, reaction: Placed | null): FeebletonState {
  if (s.step.kind !== 'react') return s;
  const w = s.step.window;
  let next = s;
  let reactions = w.reactions;
  if (reaction) {
    next = forget(
      setHand(
        s,
        seat,
        s.hands[seat]!.filter((h) => h !== reaction.handle),
      ),
      [reaction.handle],
    );
    // Reactions stay in eligible (turn) order, whatever order they arrived in.
    reactions = w.eligible.flatMap((e) => (e === seat ? [reaction] : w.reactions.filter((r) => r.seat === e)));
  }
  const waiting = w.waiting.filter((x) => x !== seat);
  if (waiting.length > 0) return patch(next, { step: { kind: 'react', window: { ...w, waiting, reactions } } });
  return close(patch(next, { feebleton: [...next.feebleton, ...reactions] }), w.cause, reactions);
}

/** Reacted cards lie in Feebleton; a Guard protects its owner for the rest of the turn. */
function close(s: FeebletonState, cause: PlayAction, reactions: readonly Placed[]): FeebletonState {
  const guards = reactions.filter((r) => r.card === 'Guard').map((r) => r.seat);
  const turn = guards.length ? { ...s.turn, guarded: [...s.turn.guarded, ...guards] } : s.turn;
  return resolveCause(patch(s, { turn }), cause, reactions);
}

const affectable = (s: FeebletonState, seats: readonly Seat[]): Seat[] => seats.filter((o) => !s.turn.guarded.includes(o));

/** The effect of the card that opened the window, once nobody can react any more. */
function resolveCause(s: FeebletonState, cause: PlayAction, reactions: readonly Placed[]): FeebletonState {
  const me = s.turn.seat;
  switch (cause.card) {
    case 'Spy':
      return affectable(s, [cause.target!]).length ? patch(s, { step: { kind: 'spy', target: cause.target! } }) : afterEffect(s);
    case 'Thief':
    case 'King': {
      const victims = affectable(s, cause.card === 'Thief' ? [cause.target!] : opponentsOf(s, me)).filter((o) => s.hands[o]!.length > 0);
      return victims.length ? patch(s, { step: { kind: 'steal', victims } }) : afterEffect(s);
    }
    case 'Broker':
      return gatherForBroker(s, [me, ...affectable(s, opponentsOf(s, me))]);
    case 'Scientist':
      return gatherForScientist(s, [me, ...affectable(s, opponentsOf(s, me))]);
    default: {
      // An End of Era: "the player who played the card takes all cards in the current
      // Feebleton", unless the General prevents it ("The prevented End of Era card remains in Feebleton").
      const prevented = reactions.some((r) => r.card === 'General');
      return afterEffect(prevented ? s : takeFeebleton(s, me));
    }
  }
}

/** Broker: "take all hands. Shuffle and redistribute the cards evenly to all affected players starting with you." */
function gatherForBroker(s: FeebletonState, affected: readonly Seat[]): FeebletonState {
  let next = s;
  const pile = affected.flatMap((o) => s.hands[o]!);
  for (const o of affected) next = setHand(next, o, []);
  next = forget(next, pile);
  const step = { kind: 'broker', pile, affected } as const;
  return pile.length > 1 ? patch(next, { step }) : dealBroker(patch(next, { step }));
}

/** "The Broker's play ability distributes cards 1 at a time, in turn order, until all cards are distributed." */
export function dealBroker(s: FeebletonState): FeebletonState {
  if (s.step.kind !== 'broker') return s;
  const { pile, affected } = s.step;
  const hands = s.hands.slice();
  pile.forEach((h, i) => {
    const seat = affected[i % affected.length]!;
    hands[seat] = [...hands[seat]!, h];
  });
  return afterEffect(patch(s, { hands, step: { kind: 'play' } }));
}

/** Scientist: "shuffle all hands into the deck. All affected players then draw 4 starting with you." */
function gatherForScientist(s: FeebletonState, affected: readonly Seat[]): FeebletonState {
  let next = s;
  const gathered = affected.flatMap((o) => s.hands[o]!);
  for (const o of affected) next = setHand(next, o, []);
  next = forget(next, gathered);
  return patch(next, { deck: [...next.deck, ...gathered], step: { kind: 'reshuffle', draws: affected.map((seat) => ({ seat, count: 4 })) } });
}

/** After a deck shuffle: the draws it was for, in order; the game may end mid-deal. */
export function drawAfterShuffle(s: FeebletonState): FeebletonState {
  if (s.step.kind !== 'reshuffle') return s;
  let next: FeebletonState = patch(s, { step: { kind: 'play' } });
  for (const d of s.step.draws) {
    next = draw(next, d.seat, d.count);
    if (next.step.kind === 'over') return next;
  }
  return afterEffect(next);
}

/** Thief and King: the random index picks the handle that moves to the current player. */
export function steal(s: FeebletonState, index: number): FeebletonState {
  if (s.step.kind !== 'steal') return s;
  const [victim, ...rest] = s.step.victims;
  const hand = s.hands[victim!]!;
  const taken = hand[index]!;
  const me = s.turn.seat;
  let next = setHand(
    s,
    victim!,
    hand.filter((h) => h !== taken),
  );
  next = setHand(next, me, [...next.hands[me]!, taken]);
  const victims = rest.filter((v) => next.hands[v]!.length > 0);
  return victims.length ? patch(next, { step: { kind: 'steal', victims } }) : afterEffect(patch(next, { step: { kind: 'play' } }));
}

/** Spy: "You can trade hands with that player." */
export function trade(s: FeebletonState, yes: boolean): FeebletonState {
  if (s.step.kind !== 'spy' || !yes) return afterEffect(patch(s, { step: { kind: 'play' } }));
  const me = s.turn.seat;
  const t = s.step.target;
  const mine = s.hands[me]!;
  const next = setHand(setHand(s, me, s.hands[t]!), t, mine);
  return afterEffect(patch(next, { step: { kind: 'play' } }));
}
