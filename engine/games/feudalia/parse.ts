/**
 * `parseAction`: untrusted input from the log becomes a typed action in one
 * canonical shape, or an error (parse, don't validate). Whether it is legal
 * now is `apply`'s question.
 */
import { fail, ok, type Result } from '../../core/result.js';
import { MASTERS, VASSALS } from './cards.js';
import { RESOURCES } from './card-types.js';
import type { FeudaliaAction, Res, Shown, VassalId } from './types.js';

type Raw = Record<string, unknown>;
const bad = (why: string): Result<never> => fail('bad-action', why);

/** Far more than any index the game uses (handles, fiefs, cities, options). */
const MAX = 1000;
const int = (x: unknown, hi = MAX): x is number => Number.isInteger(x) && (x as number) >= 0 && (x as number) <= hi;
const res = (x: unknown): x is Res => (RESOURCES as readonly unknown[]).includes(x);
const vassalId = (x: unknown): x is VassalId => VASSALS.some((v) => v.id === x);
/** A master card of the box (an unknown id would reach the log's words and the data lookups). */
const MASTER_IDS: ReadonlySet<string> = new Set(MASTERS.map((m) => m.id));
const masterId = (x: unknown): x is string => typeof x === 'string' && MASTER_IDS.has(x);

function shown(x: unknown): Shown | null {
  if (typeof x !== 'object' || x === null) return null;
  const c = x as Raw;
  return int(c.handle) && vassalId(c.card) ? { handle: c.handle, card: c.card } : null;
}

function shownList(x: unknown, max: number): Shown[] | null {
  if (!Array.isArray(x) || x.length > max) return null;
  const out = x.map(shown);
  return out.every((c) => c !== null) ? (out as Shown[]) : null;
}

export function parseAction(raw: unknown): Result<FeudaliaAction> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return bad('Not an action.');
  const a = raw as Raw;
  switch (a.type) {
    case 'draft':
      return int(a.fief) ? ok({ type: 'draft', fief: a.fief }) : bad('Which fief?');
    case 'redraw':
      return a.fief === null || int(a.fief, 2) ? ok({ type: 'redraw', fief: a.fief }) : bad('Which fief?');
    case 'worker':
      return vassalId(a.vassal) ? ok({ type: 'worker', vassal: a.vassal }) : bad('Which worker?');
    case 'tax': {
      const card = shown(a.card);
      const gave = shownList(a.gave, 40);
      return card && gave ? ok({ type: 'tax', card, gave }) : bad('Which tax collector, and which cards?');
    }
    case 'hire': {
      const trash = a.trash === null ? null : shown(a.trash);
      return vassalId(a.vassal) && (a.trash === null || trash) ? ok({ type: 'hire', vassal: a.vassal, trash }) : bad('Hire whom?');
    }
    case 'income': {
      const card = shown(a.card);
      return card ? ok({ type: 'income', card }) : bad('Which card?');
    }
    case 'field': {
      const card = shown(a.card);
      return card && int(a.action, 3) && int(a.fief, 2) ? ok({ type: 'field', card, action: a.action, fief: a.fief }) : bad('Which card, action and fief?');
    }
    case 'influence': {
      const card = shown(a.card);
      return card && int(a.action, 3) ? ok({ type: 'influence', card, action: a.action }) : bad('Which card and action?');
    }
    case 'upgrade':
      return int(a.fief, 2) ? ok({ type: 'upgrade', fief: a.fief }) : bad('Which fief?');
    case 'build':
      return a.part === null || a.part === 'dean' || a.part === 'glass' || a.part === 'silver'
        ? ok({ type: 'build', part: a.part })
        : bad('Which part of the cathedral?');
    case 'scout':
    case 'forgo':
    case 'cancel':
    case 'stop':
      return ok({ type: a.type });
    case 'recruit':
      return masterId(a.master) && int(a.fief, 2) && int(a.city, 9)
        ? ok({ type: 'recruit', master: a.master, fief: a.fief, city: a.city })
        : bad('Which master, and where?');
    case 'bottom':
      return masterId(a.master) ? ok({ type: 'bottom', master: a.master }) : bad('Which master?');
    case 'fire':
    case 'use':
      return int(a.fief, 2) && int(a.city, 9) ? ok({ type: a.type, fief: a.fief, city: a.city }) : bad('Which master?');
    case 'relocate':
      return int(a.fief, 2) && int(a.city, 9) && int(a.to, 2) && int(a.toCity, 9)
        ? ok({ type: 'relocate', fief: a.fief, city: a.city, to: a.to, toCity: a.toCity })
        : bad('Which master, and where to?');
    case 'pay':
    case 'produce':
    case 'drop':
      return int(a.fief, 2) && res(a.res) ? ok({ type: a.type, fief: a.fief, res: a.res }) : bad('Which fief and resource?');
    case 'trade':
      return int(a.option, 9) && res(a.give) && (a.get === null || res(a.get)) && int(a.fief, 2)
        ? ok({ type: 'trade', option: a.option, give: a.give, get: a.get, fief: a.fief })
        : bad('Which trade?');
    case 'end': {
      const list = shownList(a.shown, 40);
      const kept = shownList(a.kept, 40);
      return list && kept ? ok({ type: 'end', shown: list, kept }) : bad('Which cards?');
    }
    default:
      return bad('Unknown action.');
  }
}
