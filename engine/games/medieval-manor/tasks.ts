/**
 * Everything random, as `random` pendings resolved from the shared randomness
 * (engine/core/game.ts): the map layout, the first Lord, every draw from the
 * Play Deck and the random card a Fire burns.
 *
 * The deck is a public multiset, so a draw is "the k-th card in deck order" for a
 * uniform k. Several draws are batched into one `random` with bound
 * n·(n−1)·…·(n−k+1) ≤ 2^32, read as mixed-radix digits; a prefix of those digits
 * is itself uniform, so a batch may stop early (a Fire needs its own random first).
 * "If the Play Deck ever runs out of cards, shuffle the discards and use them"
 * (Draw Phase): the discard pile simply moves back into the multiset.
 */
import type { Seat } from '../../core/game.js';
import { CARD_NAMES, cardRecord } from './cards.js';
import { layoutBound, layoutOrder, layoutPick, mapFromPicks } from './lands.js';
import type { CardName, Counter, MedievalManorState, Task } from './types.js';
import { bagAdd, bagNth, bagSize, discardCard, withPlayer } from './zones.js';
import type { ManorEvent } from './events.js';

type S = MedievalManorState;
const LIMIT = 2 ** 32;

export const event = (s: S, e: ManorEvent): S => ({ ...s, events: [...s.events, e] });
export const seatName = (seat: Seat): string => `Player ${seat + 1}`;

/** Digits of the next batch for the first task (the bounds of its picks), or null if it needs none. */
export function taskBounds(s: S): number[] | null {
  const t = s.tasks[0];
  if (!t) return null;
  switch (t.kind) {
    case 'lord':
      return [s.seats];
    case 'lose-card': {
      const n = s.players[t.seat]!.hand.length;
      return n > 0 ? [n] : null;
    }
    case 'layout': {
      const out: number[] = [];
      let prod = 1;
      for (let j = s.layoutPicks.length; j < layoutOrder(s.seats).length; j++) {
        const b = layoutBound(j, s.seats);
        if (prod * b > LIMIT) break;
        prod *= b;
        out.push(b);
      }
      return out;
    }
    case 'draw': {
      const n = bagSize(s.deck);
      const out: number[] = [];
      let prod = 1;
      for (let i = 0; i < t.count && i < n && prod * (n - i) <= LIMIT; i++) {
        prod *= n - i;
        out.push(n - i);
      }
      return out.length ? out : null;
    }
  }
}

export const product = (bounds: readonly number[]): number => bounds.reduce((a, b) => a * b, 1);

/** Drops tasks that need no randomness (nothing left to draw) and reshuffles an empty deck. */
export function settleTasks(s: S): S {
  let out = s;
  for (;;) {
    const t = out.tasks[0];
    if (!t) return out;
    if (t.kind === 'draw' && t.count > 0 && bagSize(out.deck) === 0 && bagSize(out.discard) > 0) {
      out = event({ ...out, deck: out.discard, discard: {} }, { kind: 'reshuffle' });
      continue;
    }
    if (taskBounds(out) === null) {
      out = { ...out, tasks: out.tasks.slice(1) };
      continue;
    }
    return out;
  }
}

/** Applies the random value to the first task (its bound was `product(taskBounds(s))`). */
export function runTask(s: S, value: number): S {
  const t = s.tasks[0]!;
  const bounds = taskBounds(s)!;
  const digits: number[] = [];
  let v = value;
  for (const b of bounds) {
    digits.push(v % b);
    v = Math.floor(v / b);
  }
  const rest = s.tasks.slice(1);
  switch (t.kind) {
    case 'lord':
      return event({ ...s, lord: digits[0]!, tasks: rest }, { kind: 'first-lord', seat: digits[0]! });
    case 'lose-card': {
      const card = s.players[t.seat]!.hand[digits[0]!]!;
      const hand = s.players[t.seat]!.hand.slice();
      hand.splice(digits[0]!, 1);
      const out = discardCard(
        withPlayer(s, t.seat, (p) => ({ ...p, hand })),
        card,
      );
      return event({ ...out, tasks: rest }, { kind: 'lose-card', seat: t.seat, hardship: t.hardship, card });
    }
    case 'layout': {
      let picks = s.layoutPicks;
      for (const d of digits) picks = [...picks, layoutPick(picks, d, s.seats)];
      if (picks.length < layoutOrder(s.seats).length) return { ...s, layoutPicks: picks };
      return { ...s, layoutPicks: picks, map: mapFromPicks(picks, s.seats), tasks: rest };
    }
    case 'draw':
      return drawCards(s, t, digits, rest);
  }
}

function drawCards(s: S, t: Extract<Task, { kind: 'draw' }>, digits: readonly number[], rest: readonly Task[]): S {
  let out = s;
  let count = t.count;
  for (const d of digits) {
    const card = bagNth(out.deck, d, CARD_NAMES);
    out = { ...out, deck: bagAdd(out.deck, card, -1) };
    count--;
    const rec = cardRecord(card);
    if (t.why === 'buy') {
      out = out.step.phase === 'draw' ? { ...out, step: { ...out.step, bought: [...out.step.bought, card] } } : out;
    } else if (rec.kind !== 'hardship') {
      out = withPlayer(out, t.seat, (p) => ({ ...p, hand: [...p.hand, card] }));
    } else if (t.why === 'setup') {
      // "Any Hardship cards should be discarded and re-dealt" (Setup 3).
      out = event(discardCard(out, card), { kind: 'redeal', seat: t.seat, card });
      count++;
    } else {
      out = hardshipStrikes(out, t.seat, card);
      if (rec.hardship!.loseCard) {
        const more: Task[] = count > 0 ? [{ ...t, count }] : [];
        return { ...out, tasks: [{ kind: 'lose-card', seat: t.seat, hardship: card }, ...more, ...rest] };
      }
    }
  }
  return { ...out, tasks: count > 0 ? [{ ...t, count }, ...rest] : rest };
}

/**
 * "Hardship cards take effect immediately … as soon as they are dealt … and are
 * then discarded." Counters never go below 0, and a Hardship never takes the last
 * Peasant (as in the Feeding Phase: "You cannot lose your last remaining Peasant").
 * A random-card loss is queued by the caller.
 */
export function hardshipStrikes(s: S, seat: Seat, card: CardName): S {
  const h = cardRecord(card).hardship!;
  const c = s.players[seat]!.counters;
  const lost: Partial<Record<Counter, number>> = {};
  for (const [k, n] of Object.entries(h.lose) as [Counter, number][]) {
    const floor = k === 'peasants' ? 1 : 0;
    lost[k] = Math.max(0, Math.min(n, c[k] - floor));
  }
  const counters = { ...c };
  for (const [k, n] of Object.entries(lost) as [Counter, number][]) counters[k] -= n;
  const out = discardCard(
    withPlayer(s, seat, (p) => ({ ...p, counters })),
    card,
  );
  return event(out, { kind: 'hardship', seat, card, lost, randomCard: !!h.loseCard });
}
