/**
 * `parseAction`: untrusted input from the log becomes a typed action in one
 * canonical shape, or an error (parse, don't validate). Whether it is legal
 * now is `apply`'s question.
 */
import { fail, ok, type Result } from '../../core/result.js';
import { MYSTERIES, mysteryCard } from './data.js';
import { KINDS, type FeliniaAction, type Kind, type Sellable } from './types.js';

type Raw = Record<string, unknown>;
const bad = (why: string): Result<never> => fail('bad-action', why);

const isInt = (x: unknown, lo: number, hi: number): x is number => Number.isInteger(x) && (x as number) >= lo && (x as number) <= hi;
const kind = (x: unknown): x is Kind => (KINDS as readonly unknown[]).includes(x);
const sellable = (x: unknown): x is Sellable => x === 'gold' || x === 'spice' || kind(x);

/** Provinces on the larger side of the board are fewer than this. */
const PROVINCES = 100;

export function parseAction(raw: unknown): Result<FeliniaAction> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return bad('Not an action.');
  const a = raw as Raw;
  switch (a.type) {
    case 'bid':
      return a.at === 'own' || isInt(a.at, 0, 5) ? ok({ type: 'bid', at: a.at }) : bad('Bid where?');
    case 'buy':
      return kind(a.kind) ? ok({ type: 'buy', kind: a.kind }) : bad('Buy what?');
    case 'exchange':
      return kind(a.give) && kind(a.take) && (a.extra === 'spice' || a.extra === 'food')
        ? ok({ type: 'exchange', give: a.give, take: a.take, extra: a.extra })
        : bad('Exchange what for what?');
    case 'chip':
      return isInt(a.chip, 0, 4) ? ok({ type: 'chip', chip: a.chip }) : bad('Which bonus chip?');
    case 'board':
      return isInt(a.boat, 0, 3) ? ok({ type: 'board', boat: a.boat }) : bad('Which boat?');
    case 'reveal':
    case 'step':
      return isInt(a.province, 0, PROVINCES - 1) ? ok({ type: a.type, province: a.province }) : bad('Which province?');
    case 'keep':
      return Array.isArray(a.goods) && a.goods.length <= 4 && a.goods.every(kind) ? ok({ type: 'keep', goods: [...a.goods] }) : bad('Keep what?');
    case 'sell':
      return sellable(a.what) ? ok({ type: 'sell', what: a.what }) : bad('Sell what?');
    case 'mystery': {
      const keep = a.keep === null || isInt(a.keep, 0, MYSTERIES.length - 1);
      const card = a.card === null || (typeof a.card === 'string' && !!mysteryCard(a.card));
      return keep && card && (a.keep !== null || a.card === null)
        ? ok({ type: 'mystery', keep: a.keep as number | null, card: a.card as string | null })
        : bad('Keep which Mysterious Place card?');
    }
    case 'show': {
      const cards = Array.isArray(a.cards) && a.cards.length <= MYSTERIES.length ? (a.cards as unknown[]) : null;
      const each = (c: unknown): c is { handle: number; card: string } =>
        typeof c === 'object' &&
        c !== null &&
        isInt((c as Raw).handle, 0, MYSTERIES.length - 1) &&
        typeof (c as Raw).card === 'string' &&
        !!mysteryCard((c as Raw).card as string);
      return cards?.every(each) ? ok({ type: 'show', cards: cards.map((c) => ({ handle: c.handle, card: c.card })) }) : bad('Show which cards?');
    }
    case 'pass':
    case 'done':
    case 'stop':
      return ok({ type: a.type });
    default:
      return bad('Unknown action.');
  }
}
