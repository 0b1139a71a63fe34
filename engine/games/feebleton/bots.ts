/**
 * Bots. `random` picks uniformly among the legal actions (fuzzing, baselines).
 * `smart` scores every legal action with a few rules of thumb a player would
 * use: take Feebleton with an End of Era when it is worth it, keep the General and
 * Guards for reactions, steal from the fullest hand, and avoid feeding gold into a
 * pile someone else will take.
 */
import type { Handle, Knowledge, Seat } from '../../core/game.js';
import type { Chooser, ChoiceContext } from '../../core/playout.js';
import { cardRecord, isCardName, isEndOfEra } from './cards.js';
import { pileGold } from './scoring.js';
import type { CardName, FeebletonAction, FeebletonState, PlayAction, Shown } from './types.js';

type Ctx = ChoiceContext<FeebletonState, FeebletonAction>;

export const randomBot: Chooser<FeebletonState, FeebletonAction> = ({ legal, rng }) => legal[rng.int(legal.length)]!;

function handOf(s: FeebletonState, seat: Seat, knows: Knowledge): Shown[] {
  const out: Shown[] = [];
  for (const handle of s.hands[seat]!) {
    const card = knows.get(handle);
    if (card !== undefined && isCardName(card)) out.push({ handle, card });
  }
  return out;
}

/** How much a card is worth keeping in hand. */
function keepValue(card: CardName): number {
  if (card === 'General') return 7;
  if (isEndOfEra(card)) return card === 'Bribery' ? 5 : 6;
  if (card === 'Guard') return 3;
  return cardRecord(card).gold / 2 + 1;
}

/** Gold Feebleton would be worth to whoever takes it with `extra` added (memoised per decision). */
function pileWith(s: FeebletonState, extra: CardName | null, memo: Map<CardName | null, number>): number {
  let v = memo.get(extra);
  if (v === undefined) {
    v = pileGold(extra === null ? s.feebleton : [...s.feebleton, { handle: -1, card: extra }]);
    memo.set(extra, v);
  }
  return v;
}

const holdsEra = (hand: readonly Shown[], except: Handle): boolean =>
  hand.some((c) => c.handle !== except && isEndOfEra(c.card) && c.card !== 'Marauders' && c.card !== 'Tyranny');

/** Cards left in the deck per player: late in the game a smaller pile is worth taking. */
const lateness = (s: FeebletonState): number => s.deck.length / s.seats;

function playScore(c: Ctx, a: PlayAction, hand: readonly Shown[], memo: Map<CardName | null, number>): number {
  const s = c.state;
  if (isEndOfEra(a.card)) {
    const gain = pileWith(s, a.card, memo);
    const threshold = lateness(c.state) < 4 ? 2 : 6;
    return gain >= threshold ? 20 + gain : gain - 8;
  }
  const feed = pileWith(s, a.card, memo) - pileWith(s, null, memo);
  // Gold fed into Feebleton is ours only if we hold an End of Era to take it.
  const feedCost = holdsEra(hand, a.handle) ? -0.5 * feed : feed;
  return utility(c, a, hand) - feedCost - keepValue(a.card) / 2;
}

function utility(c: Ctx, a: PlayAction, hand: readonly Shown[]): number {
  const s = c.state;
  switch (a.card) {
    case 'Guard':
    case 'General':
      return -6;
    case 'Thief':
      return a.target === undefined ? 0 : 2 + s.hands[a.target]!.length / 2;
    case 'King':
      return 2 * s.hands.filter((h, o) => o !== c.seat && h.length > 0).length;
    case 'Spy':
      return a.target === undefined ? 0 : 1;
    case 'Artist':
    case 'Philosopher':
      return a.mode === 'draw' ? 3 : hand.length <= 2 ? 2 : -2;
    case 'Worker':
    case 'Engineer':
      return holdsEra(hand, a.handle) ? 4 : 0;
    case 'Broker':
    case 'Scientist': {
      const others = s.hands.filter((_, o) => o !== c.seat).map((h) => h.length);
      const poorer = hand.length - 1 < Math.max(...others);
      return a.use === poorer ? 1 : -1;
    }
    case 'Historian': {
      const taken = s.feebleton.find((p) => p.handle === a.take);
      return taken ? keepValue(taken.card) + cardRecord(taken.card).gold : 0;
    }
    default:
      return 0;
  }
}

function turnChoice(c: Ctx, hand: readonly Shown[]): FeebletonAction {
  let best: FeebletonAction = c.legal[0]!;
  let bestScore = Number.NEGATIVE_INFINITY;
  const memo = new Map<CardName | null, number>();
  for (const a of c.legal) {
    // An additional play is only worth it if it scores above ending the turn.
    const score = a.type === 'play' ? playScore(c, a, hand, memo) : c.state.turn.played ? 0 : -100;
    if (score > bestScore || (score === bestScore && c.rng.int(2) === 0)) {
      best = a;
      bestScore = score;
    }
  }
  return best;
}

function reactChoice(c: Ctx, hand: readonly Shown[]): FeebletonAction {
  const s = c.state;
  const react = c.legal.find((a) => a.type === 'react');
  if (!react || s.step.kind !== 'react') return { type: 'pass' };
  const w = s.step.window;
  if (w.kind === 'general') {
    // Prevent the End of Era if the pile is worth taking away from its player.
    return pileGold(s.feebleton) >= 5 ? react : { type: 'pass' };
  }
  const worthGuarding = hand.some((h) => h.card !== 'Guard' && keepValue(h.card) >= 3) || w.cause.card !== 'Scientist';
  return hand.length > 1 && worthGuarding ? react : { type: 'pass' };
}

function tradeChoice(c: Ctx, hand: readonly Shown[]): FeebletonAction {
  const s = c.state;
  if (s.step.kind !== 'spy') return c.legal[0]!;
  const theirs = handOf(s, s.step.target, c.knows);
  const worth = (cards: readonly Shown[]): number => cards.reduce((sum, x) => sum + keepValue(x.card), 0);
  return { type: 'trade', trade: worth(theirs) > worth(hand) + 1 };
}

/** Council Member: the better card on top when our own turn-end draw comes next. */
function arrangeChoice(c: Ctx): FeebletonAction {
  const s = c.state;
  if (s.step.kind !== 'arrange' || s.step.handles.length < 2) return c.legal[0]!;
  const [a, b] = s.step.handles.map((h) => c.knows.get(h)).map((x) => (x && isCardName(x) ? keepValue(x) : 0));
  const weDraw = s.hands[c.seat]!.length < 4 && s.turn.extraPlays === 0;
  const swap = weDraw ? b! > a! : a! > b!;
  return { type: 'arrange', order: swap ? [1, 0] : [0, 1] };
}

export const smartBot: Chooser<FeebletonState, FeebletonAction> = (ctx) => {
  const c = ctx as Ctx;
  const hand = handOf(c.state, c.seat, c.knows);
  switch (c.state.step.kind) {
    case 'react':
      return reactChoice(c, hand);
    case 'spy':
      return tradeChoice(c, hand);
    case 'arrange':
      return arrangeChoice(c);
    default:
      return turnChoice(c, hand);
  }
};

export const bots: Readonly<Record<string, Chooser<FeebletonState, FeebletonAction>>> = {
  smart: smartBot,
  random: randomBot,
};
