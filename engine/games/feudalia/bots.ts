/**
 * Bots: `random` (uniform over the legal moves) and `smart`, which rates each
 * move by a greedy rule of thumb: points first (the cathedral, upgrades, the
 * cathedral masters), then production (field and influence actions), then
 * specialists and masters, coins last, and ends the turn when nothing pays.
 * Once the end is on (tied leaders play on), only nobles and masters whose
 * action gives points are worth a city: it makes room for them by moving or
 * firing a spent master (README, "The round bound").
 */
import type { Chooser } from '../../core/playout.js';
import { randomChooser } from '../../core/playout.js';
import { RESOURCES } from './card-types.js';
import { faceOf, FIEFS, master, vassal } from './cards.js';
import { pool } from './pay.js';
import { cubeCount, fiefType } from './state.js';
import type { Master, Vassal } from './card-types.js';
import { givesPoints } from './flow.js';
import { citiesFor } from './legal.js';
import type { Cost, FeudaliaAction, FeudaliaState, FiefState, PlayerState, Res, VassalId } from './types.js';
import { buildable, buildCost, estateFor } from './works.js';

type S = FeudaliaState;
type A = FeudaliaAction;

const RES_VALUE = { wheat: 1, wood: 1.5, clay: 1.5, stone: 3 } as const;

type Need = Record<Res, number>;

/** The nearest goal: what it still lacks, and what it asks in all (cubes to keep), in the fief that pays (null: any). */
interface Plan {
  readonly lack: Need;
  readonly keep: Need;
  readonly have: Need;
  readonly fief: number | null;
}

/** A cost toward points, and the fief whose cubes must pay it (a master's action: its own fief's; null: any fief's). */
interface Goal {
  readonly cost: Cost;
  readonly fief: number | null;
}

/** A face-up master worth a city once the points run short: a noble (the tie-break) or one whose action gives points. */
const prized = (m: Master): boolean => m.nobles > 0 || givesPoints(m);

/** The prized face-up masters this fief could take (its level and type; the city may be taken). */
const prizedFor = (s: S, f: FiefState): Master[] =>
  s.masters.map(master).filter((m) => prized(m) && f.level >= m.level && (m.colour === 'any' || m.colour === fiefType(f)));

/**
 * The costs of the seat's next points: a cathedral token, a fief upgrade, a cathedral master's token; once none is
 * left, a master's point (its action) and a prized master's hire.
 */
function goals(s: S, p: PlayerState): Goal[] {
  const out: Goal[] = [];
  const any = (cost: Cost): Goal => ({ cost, fief: null });
  for (const part of buildable(s, p)) out.push(any(buildCost(s, part)!));
  for (const f of p.fiefs) {
    const cost = faceOf(f).upgrade;
    if (cost && (f.level > 0 || estateFor(s, f) !== undefined)) out.push(any(cost));
  }
  if (out.length) return out;
  // A "C" card with tokens left and none of its masters here: hiring one comes first.
  for (const id of s.cathedralMasters) {
    const m = master(id);
    const mine = p.fiefs.some((f) => f.cities.some((c) => c && master(c.id).cathedral === m.cathedral));
    if (m.cathedral && s.cathedral.tokens[m.cathedral] > 0 && !mine) out.push(any(m.cost));
  }
  p.fiefs.forEach((f, fief) => {
    for (const c of f.cities) {
      const m = c && master(c.id);
      if (m && givesPoints(m) && m.action) out.push({ cost: m.action.cost, fief });
    }
  });
  for (const f of p.fiefs) for (const m of prizedFor(s, f)) out.push(any(m.cost));
  return out;
}

/**
 * Whether moving this master away (`kept`: to another city; else fired) makes room for a prized one: the end is on
 * (points and nobles decide), a prized face-up master would fit here but finds no free city, and a fired master is
 * worth nothing more (not prized; a cathedral master whose "C" card has no token left).
 */
function makesRoom(s: S, p: PlayerState, fief: number, city: number, kept: boolean): boolean {
  const f = p.fiefs[fief]!;
  const here = master(f.cities[city]!.id);
  if (!s.ending) return false;
  if (!kept && (prized(here) || (here.cathedral && s.cathedral.tokens[here.cathedral] > 0))) return false;
  return prizedFor(s, f).some((m) => citiesFor(p, m).length === 0);
}

const none = (): Need => ({ wheat: 0, wood: 0, clay: 0, stone: 0 });

/** The goal that lacks the fewest cubes (a black cube counts against wheat, the commonest). */
function plan(s: S, seat: number): Plan {
  const p = s.players[seat]!;
  let best: Plan = { lack: none(), keep: none(), have: { ...pool(p, null) }, fief: null };
  let least = Infinity;
  for (const { cost, fief } of goals(s, p)) {
    const have = { ...pool(p, fief) };
    const lack = none();
    const keep = none();
    let spare = 0;
    for (const r of RESOURCES) {
      keep[r] = cost.cubes?.[r] ?? 0;
      lack[r] = Math.max(0, keep[r] - have[r]);
      spare += Math.max(0, have[r] - keep[r]);
    }
    lack.wheat += Math.max(0, (cost.cubes?.any ?? 0) - spare);
    const total = RESOURCES.reduce((n, r) => n + lack[r], 0) + Math.max(0, (cost.coins ?? 0) - p.coins) / 2;
    if (total < least) {
      least = total;
      best = { lack, keep, have, fief };
    }
  }
  return best;
}

/** Whether trading `n` of `give` away eats into what the goal asks. */
const eats = (pl: Plan, give: Res, n: number): boolean => pl.have[give] - n < pl.keep[give];

/**
 * What a card's field action yields the seat in fief `fief` now: cubes the plan lacks weigh most, if they land where
 * the plan pays from; a trade with nothing to trade, nothing.
 */
function fieldWorth(v: VassalId, action: number, fief: number, p: PlayerState, pl: Plan): number {
  const a = vassal(v).actions[action];
  if (a?.kind !== 'field') return 0;
  const f = p.fiefs[fief]!;
  const here = pl.fief === null || pl.fief === fief;
  const lacks = (r: Res) => here && pl.lack[r] > 0;
  let n = 0;
  for (const e of a.effects) {
    if (e.kind === 'produce') {
      const r = e.res === 'fief' ? fiefType(f) : e.res === 'any' ? 'stone' : e.res;
      n += e.n * (lacks(r) ? 8 : 2);
    } else if (e.kind === 'trade') {
      const useful = e.options.some(
        (o) => p.coins >= (o.coins ?? 0) && o.give.some((g) => f.cubes[g] >= o.n && !(here && eats(pl, g, o.n))) && (o.get === 'coins' || o.get.some(lacks)),
      );
      n += useful ? 12 : -20;
    } else if (e.kind === 'coins') n += e.n;
  }
  return n;
}

/** Whether a vassal's field action in one of these fief types produces a cube the plan lacks. */
function yieldsLacking(v: Vassal, owned: ReadonlySet<string>, pl: Plan): boolean {
  return v.actions.some((x) => {
    if (x.kind !== 'field') return false;
    const types = (Object.keys(x.where) as Res[]).filter((t) => owned.has(t));
    return x.effects.some(
      (e) => e.kind === 'produce' && (e.res === 'fief' ? types.some((t) => pl.lack[t] > 0) : e.res !== 'any' && types.length > 0 && pl.lack[e.res] > 0),
    );
  });
}

/**
 * `open`: a small random weight for the choices that make an opening (the chosen worker, the hires of the first
 * round), so simulated games open in every way the rating allows and wins by opening say something.
 */
function rate(s: S, a: A, pl: Plan, open: () => number): number {
  const p = s.players[s.turn.seat]!;
  switch (a.type) {
    case 'build':
      return 100;
    case 'upgrade':
      return 90;
    case 'use':
      return 55;
    case 'recruit': {
      const m = master(a.master);
      // One master of a "C" card is enough.
      if (m.cathedral && p.fiefs.some((f) => f.cities.some((c) => c && master(c.id).cathedral === m.cathedral))) return -1;
      // Once the end is on, only a point or a noble is worth a city.
      if (s.ending && !m.cathedral) return prized(m) ? 70 + 10 * m.nobles + (givesPoints(m) ? 10 : 0) - (m.cost.coins ?? 0) : -1;
      return (m.cathedral ? 80 : 60) + 3 * m.nobles - (m.cost.coins ?? 0);
    }
    case 'field':
      return 10 + fieldWorth(a.card.card, a.action, a.fief, p, pl);
    case 'influence':
      return 30;
    case 'hire': {
      const v = vassal(a.vassal);
      const owned = new Set(p.fiefs.map(fiefType));
      const useful = v.actions.some((x) => x.kind === 'influence' || Object.keys(x.where).some((t) => owned.has(t as Res)));
      // A deck past 22 cards comes round too slowly: hire little more, but for a cube the next goal lacks (in the fief that pays it).
      const size = p.deck.length + p.hand.length + p.discard.length + p.played.length;
      const payer = pl.fief === null ? owned : new Set([fiefType(p.fiefs[pl.fief]!)]);
      if (size >= 22) return yieldsLacking(v, payer, pl) ? 6 : -1;
      return (v.specialist && useful ? 35 : 4) + v.income - (v.cost?.coins ?? 0) / 2 + (s.round <= 1 ? open() : 0);
    }
    case 'scout':
      return p.coins >= 6 && s.turn.scouts === 0 ? 20 : -1;
    case 'relocate':
      // Into a fief no prized master wants, so no master is moved back and forth.
      return makesRoom(s, p, a.fief, a.city, true) && prizedFor(s, p.fiefs[a.to]!).length === 0 ? 30 : -100;
    case 'fire':
      return makesRoom(s, p, a.fief, a.city, false) ? 25 : -100;
    case 'income': {
      // Coins now, to hire this turn; a card worth nothing gives more at the court (1 coin).
      const income = vassal(a.card.card).income;
      if (income === 0) return -1;
      return p.coins < 4 ? 15 + 2 * income : 4 + income;
    }
    case 'pay':
      return 1 + p.fiefs[a.fief]!.cubes[a.res] - RES_VALUE[a.res] - (eats(pl, a.res, 1) ? 5 : 0);
    case 'produce':
      return RES_VALUE[a.res] + (pl.lack[a.res] > 0 ? 5 : 0);
    case 'trade': {
      const q = s.turn.queue[0]?.effect;
      const n = q?.kind === 'trade' ? (q.options[a.option]?.n ?? 1) : 1;
      const gain = a.get ? (pl.lack[a.get] > 0 ? 8 : 0) : 2;
      const loss = eats(pl, a.give, n) ? 8 : 0.5 * n;
      return gain - loss;
    }
    case 'stop':
      return 1;
    case 'tax':
      return -a.gave.length;
    case 'draft':
      return -s.players[s.step.kind === 'draft' ? s.step.seat : 0]!.fiefs.filter((f) => FIEFS[f.card]!.type === FIEFS[a.fief]!.type).length;
    case 'drop':
      return -RES_VALUE[a.res] - (eats(pl, a.res, 1) ? 5 : 0) + cubeCount(p.fiefs[a.fief]!.cubes) / 12;
    case 'worker':
      // Uniform over the workers: two draws make a tie (won by the first listed) rare.
      return open() * 100 + open();
    case 'cancel':
      return -100;
    default:
      return 0;
  }
}

const smart: Chooser<S, A> = ({ state, legal, rng }) => {
  const pl = plan(state, state.turn.seat);
  const open = () => rng.int(12);
  let best = legal[0]!;
  let score = -Infinity;
  for (const a of legal) {
    const r = rate(state, a, pl, open);
    if (r <= score) continue;
    best = a;
    score = r;
  }
  return best;
};

export const bots: Readonly<Record<string, Chooser<S, A>>> = { random: randomChooser as Chooser<S, A>, smart };
