/**
 * Paying (the rulebook: "all costs can be paid with resources from any of your
 * fiefs, or even several of them at the same time"; a field or master action's
 * from its own fief). Coins move the treasury marker back at once; cubes are
 * paid one at a time, the player choosing each (a cube with a single way to pay
 * it is paid by itself), and a payment not yet bound to a played card may be
 * called off, everything paid coming back. Once paid, its purpose is carried out.
 */
import { vassal } from './cards.js';
import { runQueue } from './effects.js';
import { addCubes, cubeCount, sheltered, withFief, withPlayer } from './state.js';
import { build, upgrade, useMaster } from './works.js';
import { RESOURCES } from './card-types.js';
import type { Cost, Cubes, FeudaliaAction, FeudaliaState, Payment, PlayerState, Purpose, Res } from './types.js';

/** Cubes available for a payment: in one fief, or in all. */
export function pool(p: PlayerState, fief: number | null): Cubes {
  const out = { wheat: 0, wood: 0, clay: 0, stone: 0 };
  p.fiefs.forEach((f, i) => {
    if (fief === null || fief === i) for (const r of RESOURCES) out[r] += f.cubes[r];
  });
  return out;
}

/** Whether the cubes `owed` can be paid from `c`: each named resource, and the black cubes from what is left. */
export function covers(c: Cubes, owed: Payment['owed']): boolean {
  let spare = 0;
  for (const r of RESOURCES) {
    const need = owed[r] ?? 0;
    if (c[r] < need) return false;
    spare += c[r] - need;
  }
  return spare >= (owed.any ?? 0);
}

export const affordable = (p: PlayerState, cost: Cost, fief: number | null = null): boolean =>
  p.coins >= (cost.coins ?? 0) && covers(pool(p, fief), cost.cubes ?? {});

const nothingOwed = (owed: Payment['owed']): boolean => Object.values(owed).every((n) => !n);

/** Starts paying `cost` for `purpose` (its coins at once); a cost of coins alone is done at once. */
export function startPayment(s: FeudaliaState, cost: Cost, fief: number | null, purpose: Purpose, cancel: boolean): FeudaliaState {
  const seat = s.turn.seat;
  const t = withPlayer(s, seat, (p) => ({ ...p, coins: p.coins - (cost.coins ?? 0) }));
  const payment: Payment = { owed: cost.cubes ?? {}, fief, paid: [], coins: cost.coins ?? 0, purpose, cancel };
  return autoPay({ ...t, step: { kind: 'pay', payment } });
}

/** The cubes that may be paid next: any cube a named need or a black cube takes. */
export function payOptions(s: FeudaliaState): FeudaliaAction[] {
  if (s.step.kind !== 'pay') return [];
  const { owed, fief } = s.step.payment;
  const out: FeudaliaAction[] = [];
  s.players[s.turn.seat]!.fiefs.forEach((f, i) => {
    if (fief !== null && fief !== i) return;
    for (const res of RESOURCES) if (f.cubes[res] > 0 && ((owed[res] ?? 0) > 0 || (owed.any ?? 0) > 0)) out.push({ type: 'pay', fief: i, res });
  });
  return out;
}

/** Pays one cube; the payment's purpose is carried out once nothing is owed. */
export function payCube(s: FeudaliaState, fief: number, res: Res): FeudaliaState {
  if (s.step.kind !== 'pay') return s;
  const pm = s.step.payment;
  const key = (pm.owed[res] ?? 0) > 0 ? res : 'any';
  const owed = { ...pm.owed, [key]: (pm.owed[key] ?? 0) - 1 };
  const t = withFief(s, s.turn.seat, fief, (f) => ({ ...f, cubes: addCubes(f.cubes, res, -1) }));
  return autoPay({ ...t, step: { kind: 'pay', payment: { ...pm, owed, paid: [...pm.paid, { fief, res }] } } });
}

/** Pays every cube that has one way only; carries the purpose out when done. */
function autoPay(s: FeudaliaState): FeudaliaState {
  let t = s;
  while (t.step.kind === 'pay') {
    if (nothingOwed(t.step.payment.owed)) return complete(t, t.step.payment.purpose);
    const options = payOptions(t);
    if (options.length !== 1) return t;
    const only = options[0] as Paid;
    trail?.push({ fief: only.fief, res: only.res });
    t = payCube(t, only.fief, only.res);
  }
  return t;
}

export interface Paid {
  readonly fief: number;
  readonly res: Res;
}

/** The cubes `autoPay` pays while `paidBySelf` runs (a log line names them: no action of the log does). */
let trail: Paid[] | null = null;

/**
 * The cubes paid by themselves (each with a single way left) while `run` applies a move, in order: the log says
 * which cubes a move cost when the player chose none of them. `run` is synchronous, so nothing else runs meanwhile.
 */
export function paidBySelf(run: () => unknown): readonly Paid[] {
  const outer = trail;
  const mine: Paid[] = [];
  trail = mine;
  try {
    run();
  } finally {
    trail = outer;
  }
  return mine;
}

/** Calls a payment off: its coins and cubes come back. */
export function cancelPayment(s: FeudaliaState): FeudaliaState {
  if (s.step.kind !== 'pay') return s;
  const pm = s.step.payment;
  let t = withPlayer(s, s.turn.seat, (p) => ({ ...p, coins: p.coins + pm.coins }));
  for (const { fief, res } of pm.paid) t = withFief(t, s.turn.seat, fief, (f) => ({ ...f, cubes: addCubes(f.cubes, res, 1) }));
  return { ...t, step: pm.purpose.kind === 'recruit' && s.turn.scouted ? { kind: 'recruit', hired: false } : { kind: 'main' } };
}

/** The tax collector's due on a fief: half its cubes, rounded down, those its masters shelter aside. */
export function taxDue(p: PlayerState, fief: number): number {
  const f = p.fiefs[fief]!;
  return Math.floor((cubeCount(f.cubes) - sheltered(f)) / 2);
}

/** The tax collector takes from each fief in turn. */
export function taxFrom(s: FeudaliaState, fiefs: readonly number[]): FeudaliaState {
  const p = s.players[s.turn.seat]!;
  const [next, ...rest] = fiefs.filter((i) => taxDue(p, i) > 0);
  if (next === undefined) return runQueue({ ...s, step: { kind: 'main' } });
  return startPayment(s, { cubes: { any: taxDue(p, next) } }, next, { kind: 'tax', next: rest }, false);
}

/** After the hiring choice: one master goes under the deck, if one is left face up. */
export function putUnder(s: FeudaliaState): FeudaliaState {
  if (s.masters.length) return { ...s, step: { kind: 'recruit', hired: true } };
  return { ...s, step: { kind: 'main' }, turn: { ...s.turn, scouted: false } };
}

function complete(s: FeudaliaState, purpose: Purpose): FeudaliaState {
  const seat = s.turn.seat;
  const main: FeudaliaState = { ...s, step: { kind: 'main' } };
  switch (purpose.kind) {
    case 'tax':
      return taxFrom(main, purpose.next);
    case 'hire': {
      const [handle, ...rest] = s.supply[purpose.vassal]!;
      const trash = purpose.trash;
      const t = withPlayer({ ...main, supply: { ...s.supply, [purpose.vassal]: rest }, box: trash ? [...s.box, trash] : s.box }, seat, (p) => ({
        ...p,
        hand: trash ? p.hand.filter((h) => h !== trash.handle) : p.hand,
        discard: [...p.discard, { handle: handle!, card: purpose.vassal }],
      }));
      return trash ? { ...t, turn: { ...t.turn, shown: [...t.turn.shown, trash] } } : t;
    }
    case 'upgrade':
      return upgrade(main, seat, purpose.fief);
    case 'build':
      return build(main, seat, purpose.part);
    case 'recruit': {
      const slot = { id: purpose.master, used: false };
      const t = withFief(main, seat, purpose.fief, (f) => ({ ...f, cities: f.cities.map((c, i) => (i === purpose.city ? slot : c)) }));
      const placed = { ...t, masters: t.masters.filter((m) => m !== purpose.master), cathedralMasters: t.cathedralMasters.filter((m) => m !== purpose.master) };
      return s.turn.scouted ? putUnder(placed) : placed;
    }
    case 'master':
      return useMaster(main, seat, purpose.fief, purpose.city);
    case 'influence': {
      const card = purpose.card;
      const action = purpose.action;
      const t = withPlayer(main, seat, (p) => ({ ...p, hand: p.hand.filter((h) => h !== card.handle), played: [...p.played, card] }));
      const a = vassal(card.card).actions[action]!;
      const plus = a.kind === 'influence' && a.plus;
      const queue = a.effects.map((effect) => ({ effect, fief: null }));
      return runQueue({ ...t, turn: { ...t.turn, influence: plus ? 'plus' : 'done', queue: [...t.turn.queue, ...queue] } });
    }
  }
}
