/**
 * Actions: parsing untrusted input into a typed action (parse, don't validate),
 * the public checks a play must pass, and the enumeration of every legal action.
 */
import type { Handle, Knowledge, Seat } from '../../core/game.js';
import { fail, ok, type Result } from '../../core/result.js';
import { isCardName } from './cards.js';
import { MODES, type CardName, type FeebletonAction, type FeebletonState, type Mode, type PlayAction, type Shown } from './types.js';
import { isGuarded, opponentsOf } from './zones.js';

const MAX_HANDLE = 70;
const MAX_SEAT = 3;
const isInt = (x: unknown, max: number): x is number => Number.isInteger(x) && (x as number) >= 0 && (x as number) <= max;

function parseShown(raw: unknown): Shown | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  return isInt(r.handle, MAX_HANDLE) && isCardName(r.card) ? { handle: r.handle, card: r.card } : null;
}

/** The choices each card takes; anything else on a play is rejected. */
function parsePlay(r: Record<string, unknown>): Result<PlayAction> {
  const base = parseShown(r);
  if (!base) return fail('bad-card', 'A play names a card in hand.');
  const { handle, card } = base;
  switch (card) {
    case 'Artist':
    case 'Philosopher':
      if (!(MODES as readonly unknown[]).includes(r.mode)) return fail('bad-mode', `${card}: choose draw or shuffle.`);
      return ok({ type: 'play', handle, card, mode: r.mode as Mode });
    case 'Spy':
    case 'Thief':
      if (r.target === undefined) return ok({ type: 'play', handle, card });
      if (!isInt(r.target, MAX_SEAT)) return fail('bad-target', `${card}: choose an opponent.`);
      return ok({ type: 'play', handle, card, target: r.target });
    case 'Broker':
    case 'Scientist':
      if (typeof r.use !== 'boolean') return fail('bad-use', `${card}: say whether you use the ability.`);
      return ok({ type: 'play', handle, card, use: r.use });
    case 'Historian':
      if (r.take === undefined) return ok({ type: 'play', handle, card });
      if (!isInt(r.take, MAX_HANDLE)) return fail('bad-take', 'Historian: choose a card from Feebleton.');
      return ok({ type: 'play', handle, card, take: r.take });
    default:
      return ok({ type: 'play', handle, card });
  }
}

function parseOrder(raw: unknown): Result<readonly number[] | undefined> {
  if (raw === undefined) return ok(undefined);
  if (!Array.isArray(raw) || raw.length > 2 || !raw.every((x) => isInt(x, 1))) return fail('bad-order', 'Put the cards back in an order.');
  return ok(raw.slice() as number[]);
}

/** Parses an untrusted action from the log. */
export function parseAction(raw: unknown): Result<FeebletonAction> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return fail('bad-action', 'Not an action.');
  const r = raw as Record<string, unknown>;
  switch (r.type) {
    case 'play':
      return parsePlay(r);
    case 'react': {
      const s = parseShown(r);
      if (!s || (s.card !== 'Guard' && s.card !== 'General')) return fail('bad-react', 'React with a Guard or the General.');
      return ok({ type: 'react', handle: s.handle, card: s.card });
    }
    case 'pass':
      return ok({ type: 'pass' });
    case 'trade':
      return typeof r.trade === 'boolean' ? ok({ type: 'trade', trade: r.trade }) : fail('bad-trade', 'Trade or not.');
    case 'arrange': {
      const order = parseOrder(r.order);
      if (!order.ok) return order;
      return ok(order.value ? { type: 'arrange', order: order.value } : { type: 'arrange' });
    }
    case 'end': {
      if (r.reveal === undefined) return ok({ type: 'end' });
      if (!Array.isArray(r.reveal) || r.reveal.length > 71) return fail('bad-reveal', 'Reveal the cards in hand.');
      const reveal = r.reveal.map(parseShown);
      if (reveal.some((x) => x === null)) return fail('bad-reveal', 'Reveal the cards in hand.');
      return ok({ type: 'end', reveal: reveal as Shown[] });
    }
    default:
      return fail('bad-action', 'Unknown action.');
  }
}

const inFeebleton = (s: FeebletonState, cards: readonly CardName[]): boolean => s.feebleton.some((p) => cards.includes(p.card));

/**
 * Marauders: "Cannot be played if a Guard or the General is in Feebleton."
 * Tyranny: "Can only be played if a Council Member or the King is in Feebleton."
 */
export function playable(s: FeebletonState, card: CardName): boolean {
  if (card === 'Marauders') return !inFeebleton(s, ['Guard', 'General']);
  if (card === 'Tyranny') return inFeebleton(s, ['Council Member', 'King']);
  return true;
}

/** Seats a Spy (any unguarded opponent) or a Thief (an unguarded opponent holding a card) may choose. */
export function targets(s: FeebletonState, card: 'Spy' | 'Thief'): Seat[] {
  return opponentsOf(s, s.turn.seat).filter((o) => !isGuarded(s, o) && (card === 'Spy' || s.hands[o]!.length > 0));
}

/** Every form of playing `card` (one per choice it asks for). */
function playForms(s: FeebletonState, handle: Handle, card: CardName): PlayAction[] {
  switch (card) {
    case 'Artist':
    case 'Philosopher':
      return MODES.map((mode) => ({ type: 'play', handle, card, mode }));
    case 'Spy':
    case 'Thief': {
      const ts = targets(s, card);
      return ts.length ? ts.map((target) => ({ type: 'play', handle, card, target })) : [{ type: 'play', handle, card }];
    }
    case 'Broker':
    case 'Scientist':
      return [
        { type: 'play', handle, card, use: true },
        { type: 'play', handle, card, use: false },
      ];
    case 'Historian':
      return s.feebleton.length ? s.feebleton.map((p) => ({ type: 'play', handle, card, take: p.handle })) : [{ type: 'play', handle, card }];
    default:
      return [{ type: 'play', handle, card }];
  }
}

/** The seat's hand as it knows it. Knowledge comes from the dealer, which only knows `cards()`. */
function handCards(s: FeebletonState, seat: Seat, knows: Knowledge): Shown[] {
  const out: Shown[] = [];
  for (const handle of s.hands[seat]!) {
    const card = knows.get(handle) as CardName | undefined;
    if (card !== undefined) out.push({ handle, card });
  }
  return out;
}

function turnActions(s: FeebletonState, seat: Seat, knows: Knowledge): FeebletonAction[] {
  const hand = handCards(s, seat, knows);
  const out: FeebletonAction[] = [];
  for (const c of hand) if (playable(s, c.card)) out.push(...playForms(s, c.handle, c.card));
  if (s.turn.played || s.hands[seat]!.length === 0) out.push({ type: 'end' });
  else if (out.length === 0 && hand.length === s.hands[seat]!.length) out.push({ type: 'end', reveal: hand });
  return out;
}

/** Every legal action of `seat`, given the cards it knows. */
export function legalActions(s: FeebletonState, seat: Seat, knows: Knowledge): FeebletonAction[] {
  const step = s.step;
  switch (step.kind) {
    case 'play':
      return seat === s.turn.seat ? turnActions(s, seat, knows) : [];
    case 'react': {
      if (!step.window.waiting.includes(seat)) return [];
      const want = step.window.kind === 'guard' ? 'Guard' : 'General';
      const out: FeebletonAction[] = [{ type: 'pass' }];
      for (const c of handCards(s, seat, knows)) if (c.card === want) out.push({ type: 'react', handle: c.handle, card: want });
      return out;
    }
    case 'spy':
      return seat === s.turn.seat
        ? [
            { type: 'trade', trade: true },
            { type: 'trade', trade: false },
          ]
        : [];
    case 'arrange':
      if (seat !== s.turn.seat) return [];
      return step.handles.length === 2
        ? [
            { type: 'arrange', order: [0, 1] },
            { type: 'arrange', order: [1, 0] },
          ]
        : [{ type: 'arrange', order: step.handles.map((_, i) => i) }];
    default:
      return [];
  }
}
