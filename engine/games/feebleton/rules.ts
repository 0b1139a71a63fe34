/**
 * Applying actions and dealer resolutions to Feebleton's public state, and what
 * the game waits for next. Effects are in effects.ts, the turn in turn.ts.
 */
import type { Claim, Handle, Pending, Resolution, Seat } from '../../core/game.js';
import { fail, ok, type Result } from '../../core/result.js';
import { playable, targets } from './actions.js';
import { answer, dealBroker, drawAfterShuffle, onPlay, steal, trade } from './effects.js';
import { afterEffect, deal, endTurn, spendPlay } from './turn.js';
import type { EndAction, FeebletonAction, FeebletonState, PlayAction } from './types.js';
import { handToFeebleton, patch } from './zones.js';

const notYours = fail('not-your-move', 'It is not your move.');

/** The choices a play makes must fit the public state (targets, Historian's take). */
function checkChoices(s: FeebletonState, a: PlayAction): Result<true> {
  if (a.card === 'Spy' || a.card === 'Thief') {
    const ts = targets(s, a.card);
    if (a.target === undefined ? ts.length > 0 : !ts.includes(a.target))
      return fail('bad-target', `${a.card}: choose an unguarded opponent${a.card === 'Thief' ? ' holding a card' : ''}.`, { card: a.card });
  }
  if (a.card === 'Historian') {
    const ok_ = a.take === undefined ? s.feebleton.length === 0 : s.feebleton.some((p) => p.handle === a.take);
    if (!ok_) return fail('bad-take', 'Historian: take a card that is in Feebleton.');
  }
  return ok(true);
}

function applyPlay(s: FeebletonState, a: PlayAction, seat: Seat): Result<FeebletonState> {
  if (s.step.kind !== 'play' || seat !== s.turn.seat) return notYours;
  if (s.turn.played && s.turn.extraPlays === 0) return fail('no-plays', 'You have no plays left this turn.');
  if (!s.hands[seat]!.includes(a.handle)) return fail('not-in-hand', 'That card is not in your hand.');
  if (!playable(s, a.card)) return fail('unplayable', `${a.card} cannot be played now.`, { card: a.card });
  const choices = checkChoices(s, a);
  if (!choices.ok) return choices;
  const played = handToFeebleton(s, seat, a, spendPlay(s.turn));
  return ok(onPlay(played, a));
}

/** Ending without a play: only with an empty hand, or revealing a hand of unplayable cards. */
function applyEnd(s: FeebletonState, a: EndAction, seat: Seat): Result<FeebletonState> {
  if (s.step.kind !== 'play' || seat !== s.turn.seat) return notYours;
  const hand = s.hands[seat]!;
  if (s.turn.played || hand.length === 0) return ok(endTurn(s));
  const reveal = a.reveal ?? [];
  const exact = reveal.length === hand.length && hand.every((h) => reveal.some((r) => r.handle === h));
  if (!exact) return fail('must-play', 'Play a card: your turn starts with a play.', { why: 'start' });
  if (reveal.some((r) => playable(s, r.card))) return fail('must-play', 'You hold a card you can play.', { why: 'playable' });
  const known = [...s.known.filter((k) => !hand.includes(k.handle)), ...reveal];
  return ok(endTurn(patch(s, { known })));
}

function applyReact(s: FeebletonState, a: FeebletonAction, seat: Seat): Result<FeebletonState> {
  if (s.step.kind !== 'react' || !s.step.window.waiting.includes(seat)) return notYours;
  if (a.type === 'pass') return ok(answer(s, seat, null));
  if (a.type !== 'react') return fail('answer-window', 'Answer the reaction window first.');
  const want = s.step.window.kind === 'guard' ? 'Guard' : 'General';
  if (a.card !== want) return fail('wrong-reaction', `Only ${want === 'Guard' ? 'a Guard' : 'the General'} answers this.`, { want });
  if (!s.hands[seat]!.includes(a.handle)) return fail('not-in-hand', 'That card is not in your hand.');
  return ok(answer(s, seat, { handle: a.handle, card: a.card, seat }));
}

function isPermutation(order: readonly number[], n: number): boolean {
  return order.length === n && order.every((x, i) => order.indexOf(x) === i && x < n);
}

/** Applies an action: never throws on bad input, never mutates `s`. */
export function apply(s: FeebletonState, a: FeebletonAction, seat: Seat): Result<FeebletonState> {
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.seats) return fail('bad-seat', 'No such seat.');
  if (s.step.kind === 'over') return fail('game-over', 'The game is over.');
  switch (a.type) {
    case 'play':
      return applyPlay(s, a, seat);
    case 'end':
      return applyEnd(s, a, seat);
    case 'react':
    case 'pass':
      return applyReact(s, a, seat);
    case 'trade':
      if (s.step.kind !== 'spy' || seat !== s.turn.seat) return notYours;
      return ok(trade(s, a.trade));
    case 'arrange':
      if (s.step.kind !== 'arrange' || seat !== s.turn.seat) return notYours;
      if (a.order && !isPermutation(a.order, s.step.handles.length)) return fail('bad-order', 'Put back exactly the cards you looked at.');
      return ok(afterEffect(patch(s, { step: { kind: 'play' } })));
  }
}

/** What must happen before play can go on; null once the game is over. */
export function pending(s: FeebletonState): Pending | null {
  const step = s.step;
  const me = s.turn.seat;
  switch (step.kind) {
    case 'setup-shuffle':
      return { kind: 'shuffle', handles: s.deck, purpose: 'the opening shuffle' };
    case 'setup-first':
      return { kind: 'random', bound: s.seats, purpose: 'the first player' };
    case 'play':
      return { kind: 'move', seats: [me], prompt: s.turn.played ? 'play again or end the turn' : 'play a card' };
    case 'react':
      return { kind: 'move', seats: step.window.waiting, prompt: step.window.kind === 'guard' ? 'play a Guard or pass' : 'play the General or pass' };
    case 'spy':
      return { kind: 'move', seats: [me], prompt: 'trade hands or not' };
    case 'arrange':
      return { kind: 'move', seats: [me], prompt: 'put the top cards back in any order' };
    case 'steal':
      return { kind: 'random', bound: s.hands[step.victims[0]!]!.length, purpose: 'the card taken' };
    case 'reshuffle':
      return { kind: 'shuffle', handles: s.deck, purpose: 'shuffling the deck' };
    case 'broker':
      return { kind: 'shuffle', handles: step.pile, purpose: "shuffling the Broker's pile" };
    case 'over':
      return null;
  }
}

/** Resolves a `random` or `shuffle` pending. */
export function resolve(s: FeebletonState, r: Resolution): Result<FeebletonState> {
  const step = s.step;
  if (r.kind === 'shuffle') {
    if (step.kind === 'setup-shuffle') return ok(s.config.firstSeat === null ? patch(s, { step: { kind: 'setup-first' } }) : deal(s, s.config.firstSeat));
    if (step.kind === 'reshuffle') return ok(drawAfterShuffle(s));
    if (step.kind === 'broker') return ok(dealBroker(s));
    return fail('no-shuffle', 'Nothing to shuffle now.');
  }
  const p = pending(s);
  if (p?.kind !== 'random') return fail('no-random', 'No random value is wanted now.');
  if (!Number.isInteger(r.value) || r.value < 0 || r.value >= p.bound) return fail('bad-random', 'Random value out of range.');
  return ok(step.kind === 'setup-first' ? deal(s, r.value) : steal(s, r.value));
}

/** A play or a reaction reveals its card; ending on unplayable cards reveals the hand. */
export function claims(a: FeebletonAction): readonly Claim[] {
  if (a.type === 'play' || a.type === 'react') return [{ handle: a.handle, card: a.card }];
  if (a.type === 'end' && a.reveal) return a.reveal;
  return [];
}

/** Council Member: the private order the dealer applies to the peeked cards. */
export function rearrangement(s: FeebletonState, a: FeebletonAction): { handles: readonly Handle[]; order: readonly number[] | null } | null {
  if (a.type !== 'arrange' || s.step.kind !== 'arrange') return null;
  // A published arrange carries no order: the network dealer gets it as a proof instead.
  const order = a.order && isPermutation(a.order, s.step.handles.length) ? a.order : null;
  return { handles: s.step.handles, order };
}

/** The action as the public log carries it: without the Council Member's order. */
export function publish(a: FeebletonAction): FeebletonAction {
  return a.type === 'arrange' ? { type: 'arrange' } : a;
}
