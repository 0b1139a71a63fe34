/**
 * Feudalia's actions in English words for the log; a hand card only once it is shown. A move that pays cubes
 * by themselves (each with a single way left, pay.ts) names them: "…, paying 2 wood from the wood fief".
 */
import type { Seat } from '../../core/game.js';
import { applyAccepted } from './apply.js';
import { FIEFS, master, vassal } from './cards.js';
import { paidBySelf, type Paid } from './pay.js';
import type { FeudaliaAction, FeudaliaState, Res } from './types.js';

const fiefName = (s: FeudaliaState, seat: Seat, fief: number): string => {
  const f = s.players[seat]?.fiefs[fief];
  return f ? `the ${FIEFS[f.card]!.type} fief` : 'a fief';
};

/** Cubes of one kind paid by themselves from one fief. */
export interface SelfPaid {
  readonly fief: number;
  readonly res: Res;
  readonly n: number;
}

/** The moves that may start or go on with a payment. */
const PAYS: ReadonlySet<FeudaliaAction['type']> = new Set(['tax', 'hire', 'influence', 'upgrade', 'build', 'recruit', 'use', 'pay']);
const selfPaidMemo = new WeakMap<FeudaliaState, Map<string, readonly SelfPaid[]>>();

/** The cubes move `a`, one the rules accepted, pays by itself, by fief and kind in the order first paid (the move applied once, remembered by state). */
export function selfPaid(s: FeudaliaState, a: FeudaliaAction, seat: Seat): readonly SelfPaid[] {
  if (!PAYS.has(a.type)) return [];
  const key = `${seat} ${JSON.stringify(a)}`;
  let known = selfPaidMemo.get(s);
  const hit = known?.get(key);
  if (hit) return hit;
  const out: { fief: number; res: Res; n: number }[] = [];
  let paid: readonly Paid[] = [];
  try {
    paid = paidBySelf(() => applyAccepted(s, a, seat));
  } catch {
    // Not a move the rules accepted (the words of junk are asked for too, and must not throw): it paid nothing.
  }
  for (const p of paid) {
    const g = out.find((x) => x.fief === p.fief && x.res === p.res);
    if (g) g.n++;
    else out.push({ ...p, n: 1 });
  }
  if (!known) selfPaidMemo.set(s, (known = new Map()));
  known.set(key, out);
  return out;
}

/** "Ana", "Ana and Bo", "Ana, Bo and Cy". */
const andList = (items: readonly string[]): string => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

export function describe(s: FeudaliaState, a: FeudaliaAction, seat: Seat, names: readonly string[]): string {
  const paid = andList(selfPaid(s, a, seat).map((g) => `${g.n} ${g.res} from ${fiefName(s, seat, g.fief)}`));
  if (a.type === 'pay')
    return `${names[seat] ?? `Seat ${seat + 1}`} pays a ${a.res} from ${fiefName(s, seat, a.fief)}${paid ? ` and ${paid}` : ''}${s.step.kind === 'pay' && s.step.payment.purpose.kind === 'tax' ? ' to the tax collector' : ''}`;
  const line = sentence(s, a, seat, names);
  return paid ? `${line}, paying ${paid}` : line;
}

function sentence(s: FeudaliaState, a: Exclude<FeudaliaAction, { type: 'pay' }>, seat: Seat, names: readonly string[]): string {
  const who = names[seat] ?? `Seat ${seat + 1}`;
  switch (a.type) {
    case 'draft':
      return `${who} keeps a ${FIEFS[a.fief]?.type ?? ''} fief`;
    case 'redraw':
      return a.fief === null ? `${who} keeps three fiefs of a kind` : `${who} puts back ${fiefName(s, seat, a.fief)} and draws another`;
    case 'worker':
      return `${who} starts with a ${vassal(a.vassal).name}`;
    case 'tax':
      return a.gave.length ? `${who} plays the tax collector and gives ${a.gave.map((c) => vassal(c.card).name).join(', ')}` : `${who} plays the tax collector`;
    case 'hire':
      return `${who} hires a ${vassal(a.vassal).name}${a.trash ? ` (upgrading a ${vassal(a.trash.card).name})` : ''}`;
    case 'income':
      return `${who} discards a ${vassal(a.card.card).name} for ${vassal(a.card.card).income} ${vassal(a.card.card).income === 1 ? 'coin' : 'coins'}`;
    case 'field':
      return `${who} plays a ${vassal(a.card.card).name} in ${fiefName(s, seat, a.fief)}`;
    case 'influence':
      return `${who} plays a ${vassal(a.card.card).name}'s influence`;
    case 'upgrade':
      return `${who} upgrades ${fiefName(s, seat, a.fief)}`;
    case 'build':
      return `${who} builds the cathedral${a.part ? ` (${a.part === 'dean' ? 'dean and canons' : a.part === 'glass' ? 'stained glass' : 'silverware'})` : ''}`;
    case 'scout':
      return `${who} draws two masters`;
    case 'recruit':
      return `${who} hires the ${master(a.master).name} into ${fiefName(s, seat, a.fief)}`;
    case 'forgo':
      return `${who} hires none of them`;
    case 'bottom':
      return `${who} puts the ${master(a.master).name} under the master deck`;
    case 'fire':
      return `${who} fires a master from ${fiefName(s, seat, a.fief)}`;
    case 'relocate':
      return `${who} moves a master to ${fiefName(s, seat, a.to)}`;
    case 'use':
      return `${who} uses a master in ${fiefName(s, seat, a.fief)}`;
    case 'cancel':
      return `${who} calls it off`;
    case 'produce':
      return `${who} takes a ${a.res} into ${fiefName(s, seat, a.fief)}`;
    case 'trade':
      return `${who} trades ${a.give} for ${a.get ?? 'coins'}`;
    case 'stop':
      return `${who} stops trading`;
    case 'end':
      return `${who} ends the turn, serving the court with ${a.shown.length} ${a.shown.length === 1 ? 'card' : 'cards'}${a.kept.length ? ' and keeping the tax collector drawn this turn' : ''}`;
    case 'drop':
      return `${who} drops a ${a.res} from ${fiefName(s, seat, a.fief)}`;
  }
}
