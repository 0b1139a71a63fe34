/**
 * `parseAction`: untrusted input from the log becomes a typed action in one
 * canonical shape, or an error (parse, don't validate). Whether it is
 * legal now is `apply`'s question.
 */
import { fail, ok, type Result } from '../../core/result.js';
import type { At, DieIndex, Face, FeuvilleAction, From, Grid, Row } from './types.js';
import { ACTION_TYPES, DISCRETION_SYMBOLS, ROWS } from './types.js';

type Raw = Record<string, unknown>;
const bad = (why: string): Result<never> => fail('bad-action', why);

const isInt = (x: unknown, lo: number, hi: number): x is number => Number.isInteger(x) && (x as number) >= lo && (x as number) <= hi;
const face = (x: unknown): x is Face => isInt(x, 1, 6);
const die = (x: unknown): x is DieIndex => x === 0 || x === 1;
const from = (x: unknown): x is From => x === 'hand' || x === 0 || x === 1;
const at = (x: unknown): x is At => x === 'left' || x === 'right' || isInt(x, 0, 200);
const row = (x: unknown): x is Row => (ROWS as readonly unknown[]).includes(x);

function dice(x: unknown): readonly DieIndex[] | null {
  if (!Array.isArray(x)) return null;
  if (x.length === 1 && die(x[0])) return [x[0]];
  if (x.length === 2 && x[0] === 0 && x[1] === 1) return [0, 1];
  return null;
}

function columns(x: unknown, max: number): number[] | null {
  if (!Array.isArray(x) || x.length > max || !x.every((c) => isInt(c, 0, 200))) return null;
  return [...(x as number[])];
}

function grid(x: unknown): Grid | null {
  if (typeof x !== 'object' || x === null) return null;
  const g = x as Raw;
  return isInt(g.column, 0, 200) && (g.level === 0 || g.level === 1) ? { column: g.column as number, level: g.level } : null;
}

function skill(a: Raw, d: readonly DieIndex[], person: Face): Result<FeuvilleAction> {
  const out: { type: 'skill'; dice: readonly DieIndex[]; person: Face; target?: { seat: number; slot: 0 | 1 }; slot?: number; restore?: number[] } = {
    type: 'skill',
    dice: d,
    person,
  };
  if (a.target !== undefined) {
    const t = a.target as Raw | null;
    if (typeof t !== 'object' || t === null || !isInt(t.seat, 0, 3) || !(t.slot === 0 || t.slot === 1)) return bad('Bad thief target.');
    out.target = { seat: t.seat as number, slot: t.slot };
  }
  if (a.slot !== undefined) {
    if (!isInt(a.slot, 0, 5)) return bad('Bad decree slot.');
    out.slot = a.slot;
  }
  if (a.restore !== undefined) {
    const r = columns(a.restore, 2);
    if (!r) return bad('Bad columns to restore.');
    out.restore = r;
  }
  return ok(out);
}

export function parseAction(raw: unknown): Result<FeuvilleAction> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return bad('Not an action.');
  const a = raw as Raw;
  if (!(ACTION_TYPES as readonly unknown[]).includes(a.type)) return bad('Unknown action type.');
  switch (a.type as FeuvilleAction['type']) {
    case 'tile':
    case 'decree':
    case 'skill': {
      const d = dice(a.dice);
      if (!d || !face(a.person)) return bad('Bad dice or person.');
      if (a.type === 'skill') return skill(a, d, a.person);
      if (a.type === 'decree') return ok({ type: 'decree', dice: d, person: a.person });
      return row(a.row) ? ok({ type: 'tile', dice: d, person: a.person, row: a.row }) : bad('Bad row.');
    }
    case 'fairy':
      if (!isInt(a.slot, 0, 2) || (a.die !== undefined && !die(a.die))) return bad('Bad fairy pick.');
      return ok(a.die === undefined ? { type: 'fairy', slot: a.slot } : { type: 'fairy', die: a.die as DieIndex, slot: a.slot });
    case 'town':
      return die(a.die) && isInt(a.grass, 0, 200) ? ok({ type: 'town', die: a.die, grass: a.grass }) : bad('Bad town evaluation.');
    case 'build':
      return from(a.from) && at(a.at) ? ok({ type: 'build', from: a.from, at: a.at }) : bad('Bad build.');
    case 'store':
      if (a.replace !== undefined && !die(a.replace)) return bad('Bad slot.');
      return ok(a.replace === undefined ? { type: 'store' } : { type: 'store', replace: a.replace as 0 | 1 });
    case 'score': {
      if (!from(a.from)) return bad('Bad decree.');
      const out: { type: 'score'; from: From; columns?: number[]; grid?: Grid; symbol?: (typeof DISCRETION_SYMBOLS)[number] } = { type: 'score', from: a.from };
      if (a.columns !== undefined) {
        const c = columns(a.columns, 2);
        if (!c) return bad('Bad columns.');
        out.columns = c;
      }
      if (a.grid !== undefined) {
        const g = grid(a.grid);
        if (!g) return bad('Bad grid.');
        out.grid = g;
      }
      if (a.symbol !== undefined) {
        if (!(DISCRETION_SYMBOLS as readonly unknown[]).includes(a.symbol)) return bad('Bad symbol.');
        out.symbol = a.symbol as (typeof DISCRETION_SYMBOLS)[number];
      }
      return ok(out);
    }
    case 'protect':
      return from(a.from) && die(a.target) ? ok({ type: 'protect', from: a.from, target: a.target }) : bad('Bad protection.');
    case 'restore':
      return isInt(a.column, 0, 200) ? ok({ type: 'restore', column: a.column }) : bad('Bad column.');
    case 'burn': {
      const c = columns(a.columns, 200);
      return c ? ok({ type: 'burn', columns: c }) : bad('Bad columns.');
    }
    case 'fire':
      return die(a.slot) ? ok({ type: 'fire', slot: a.slot }) : bad('Bad slot.');
    case 'pick':
      if (!row(a.row) || !isInt(a.slot, 0, 5) || (a.at !== undefined && !at(a.at))) return bad('Bad pick.');
      return ok(a.at === undefined ? { type: 'pick', row: a.row, slot: a.slot } : { type: 'pick', row: a.row, slot: a.slot, at: a.at as At });
    case 'charm':
      return die(a.slot) && row(a.row) && isInt(a.pick, 0, 5) ? ok({ type: 'charm', slot: a.slot, row: a.row, pick: a.pick }) : bad('Bad charm.');
    case 'pass':
      return ok({ type: 'pass' });
    case 'roll':
      return ok({ type: 'roll' });
    case 'stop':
      return ok({ type: 'stop' });
    case 'end':
      return ok({ type: 'end' });
  }
}

/** A canonical key of an action: two actions are the same move exactly when their keys are equal. */
export function actionKey(a: FeuvilleAction): string {
  return JSON.stringify(a, Object.keys(a).sort().concat(['seat', 'slot', 'column', 'level']));
}
