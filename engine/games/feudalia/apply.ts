/**
 * Applying an action: every check a peer makes on an untrusted one, then the
 * change. Claims (the cards an action shows) are checked by the dealer first;
 * here, that the card is in the hand and may do what is asked.
 */
import type { Seat } from '../../core/game.js';
import { fail, ok, type Result } from '../../core/result.js';
import { faceOf, FIEF_LIMIT, FIEFS, master, vassal } from './cards.js';
import { produce, runQueue, stopTrading, trade } from './effects.js';
import { closeTurn, endPhase } from './flow.js';
import { whyNot } from './why.js';
import { actor, legalActions } from './legal.js';
import { affordable, cancelPayment, payCube, putUnder, startPayment, taxFrom } from './pay.js';
import { afterDraft, fiefFrom, nextWorker, redrawOrMasters } from './setup.js';
import { addCubes, heldIn, withFief, withPlayer } from './state.js';
import { cheatedTax, takesCubes } from './tax.js';
import { buildCost } from './works.js';
import type { FeudaliaAction, FeudaliaState, Shown } from './types.js';

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Whether `a` is among `list` (choices the state itself enumerates: payments, effects). */
const listed = (list: readonly FeudaliaAction[], a: FeudaliaAction): boolean => list.some((x) => same(x, a));

const inHand = (s: FeudaliaState, seat: Seat, c: Shown): boolean => s.players[seat]!.hand.includes(c.handle);

/** A hand card leaves face up: shown this turn, to check the tax collector against. */
function shown(s: FeudaliaState, cards: readonly Shown[]): FeudaliaState {
  return { ...s, turn: { ...s.turn, shown: [...s.turn.shown, ...cards] } };
}

export function apply(s: FeudaliaState, a: FeudaliaAction, seat: Seat): Result<FeudaliaState> {
  if (actor(s) !== seat) return fail('not-your-turn', 'It is not your turn.');
  const step = s.step;
  // Set-up, payments, masters drawn, the limit: choices the public state lists in full.
  if (step.kind !== 'main' || s.turn.queue.length) {
    const knowsNothing = new Map();
    if (!listed(legalActions(s, seat, knowsNothing, false), a)) return fail('not-legal', 'That is not one of the choices now.');
    return ok(applyListed(s, a, seat));
  }
  return applyMain(s, a, seat);
}

/**
 * A move already accepted (the log's), applied again without listing the choices it was one of: what the log's
 * words look at (notation.ts `selfPaid`), on every line of a reopened game.
 */
export function applyAccepted(s: FeudaliaState, a: FeudaliaAction, seat: Seat): FeudaliaState {
  if (s.step.kind !== 'main' || s.turn.queue.length) return applyListed(s, a, seat);
  const r = applyMain(s, a, seat, true);
  return r.ok ? r.value : s;
}

/** A choice the state lists (no hidden card involved). */
function applyListed(s: FeudaliaState, a: FeudaliaAction, seat: Seat): FeudaliaState {
  const step = s.step;
  switch (a.type) {
    case 'draft': {
      if (step.kind !== 'draft') return s;
      const t = withPlayer(s, seat, (p) => ({ ...p, fiefs: [...p.fiefs, fiefFrom(a.fief)] }));
      return afterDraft(t, seat, step.offer.find((f) => f !== a.fief) ?? step.offer[0]!);
    }
    case 'redraw': {
      if (a.fief === null) return redrawOrMasters(s, seat);
      const card = s.players[seat]!.fiefs[a.fief]!.card;
      const t = withPlayer(s, seat, (p) => ({ ...p, fiefs: p.fiefs.filter((_, i) => i !== a.fief) }));
      return { ...t, fiefPile: [...t.fiefPile, card], draws: [{ zone: 'fief', seat, not: FIEFS[card]!.type }] };
    }
    case 'worker': {
      const [handle, ...rest] = s.supply[a.vassal]!;
      const t = withPlayer({ ...s, supply: { ...s.supply, [a.vassal]: rest } }, seat, (p) => ({ ...p, deck: [...p.deck, handle!] }));
      return nextWorker(t, seat);
    }
    case 'drop': {
      const t = withFief(s, seat, a.fief, (f) => ({ ...f, cubes: addCubes(f.cubes, a.res, -1) }));
      return t.players[seat]!.fiefs.some((f) => heldIn(f) > FIEF_LIMIT) ? t : closeTurn({ ...t, step: { kind: 'main' } });
    }
    case 'pay':
      return payCube(s, a.fief, a.res);
    case 'cancel':
      return cancelPayment(s);
    case 'bottom':
      return {
        ...s,
        step: { kind: 'main' },
        masters: s.masters.filter((m) => m !== a.master),
        masterBottom: [...s.masterBottom, a.master],
        turn: { ...s.turn, scouted: false },
      };
    case 'forgo':
      return putUnder(s);
    case 'recruit':
      return startPayment(s, master(a.master).cost, null, { kind: 'recruit', master: a.master, fief: a.fief, city: a.city }, true);
    case 'produce':
      return produce(s, a.fief, a.res);
    case 'trade':
      return trade(s, a);
    case 'stop':
      return stopTrading(s);
    default:
      return s;
  }
}

/** The main phase: the hand's cards, shown as they are played, and everything else the state lists. */
function applyMain(s0: FeudaliaState, a: FeudaliaAction, seat: Seat, accepted = false): Result<FeudaliaState> {
  const p = s0.players[seat]!;
  if (a.type === 'tax') return tax(s0, a, seat);
  if (!s0.turn.taxed && p.kept.length) return fail('tax-first', 'The tax collector kept from the last turn is played first.');
  const s: FeudaliaState = { ...s0, turn: { ...s0.turn, taxed: true } };
  switch (a.type) {
    case 'income': {
      if (!inHand(s, seat, a.card) || a.card.card === 'tax-collector') return fail('not-in-hand', 'Only a vassal in your hand gives its income.');
      const t = withPlayer(s, seat, (q) => ({
        ...q,
        hand: q.hand.filter((h) => h !== a.card.handle),
        discard: [...q.discard, a.card],
        coins: q.coins + vassal(a.card.card).income,
      }));
      return ok(shown(t, [a.card]));
    }
    case 'field': {
      const act = vassal(a.card.card).actions[a.action];
      const f = p.fiefs[a.fief];
      if (!inHand(s, seat, a.card) || act?.kind !== 'field' || !f) return fail('no-field-action', 'That card has no such field action.');
      const coins = act.where[FIEFS[f.card]!.type];
      if (coins === undefined) return fail('wrong-fief', 'That action is not played in a fief of this type.');
      if (f.used >= faceOf(f).fields) return fail('no-free-field', 'Every field of that fief is taken this turn.');
      if (p.coins < coins) return fail('too-poor', 'Not enough coins.');
      let t = withPlayer(s, seat, (q) => ({ ...q, coins: q.coins - coins, hand: q.hand.filter((h) => h !== a.card.handle), played: [...q.played, a.card] }));
      t = withFief(t, seat, a.fief, (x) => ({ ...x, used: x.used + 1 }));
      t = { ...t, turn: { ...t.turn, queue: act.effects.map((effect) => ({ effect, fief: a.fief })) } };
      return ok(shown(runQueue(t), [a.card]));
    }
    case 'influence': {
      const act = vassal(a.card.card).actions[a.action];
      if (!inHand(s, seat, a.card) || act?.kind !== 'influence') return fail('no-influence', 'That card has no such influence action.');
      if (s.turn.influence === 'done') return fail('one-influence', 'Only one influence action a turn, unless the one before had a "+".');
      if (!affordable(p, act.cost)) return fail('cannot-pay', 'You cannot pay for that.');
      return ok(shown(startPayment(s, act.cost, null, { kind: 'influence', card: a.card, action: a.action }, true), [a.card]));
    }
    case 'hire': {
      const cost = vassal(a.vassal).cost;
      if (!cost || !s.supply[a.vassal]?.length) return fail('not-for-hire', 'No such vassal in the supply.');
      if (!affordable(p, cost)) return fail('cannot-pay', 'You cannot pay for that.');
      if ((cost.upgrade ?? null) !== (a.trash?.card ?? null) || (a.trash && !inHand(s, seat, a.trash)))
        return fail('upgrade', 'That vassal is hired by upgrading one of the named type from your hand.');
      return ok(startPayment(s, cost, null, { kind: 'hire', vassal: a.vassal, trash: a.trash }, true));
    }
    case 'end': {
      const all = [...a.shown, ...a.kept];
      const handles = new Set(all.map((c) => c.handle));
      if (handles.size !== all.length || handles.size !== p.hand.length || all.some((c) => !inHand(s, seat, c)))
        return fail('show-hand', 'Every card in hand is shown at the end of the turn.');
      const lateTax = (c: Shown) => c.card === 'tax-collector' && s.turn.late.includes(c.handle);
      if (!a.kept.every(lateTax)) return fail('show-hand', 'Only a tax collector drawn in the main phase stays in hand.');
      if (a.shown.some(lateTax)) return fail('keep-tax', 'A tax collector drawn in the main phase stays in hand.');
      if (cheatedTax(s, a.shown)) return ok(caught(s, seat));
      return ok(
        endPhase(
          shown(s, all),
          a.shown,
          a.kept.map((c) => c.handle),
        ),
      );
    }
    default: {
      // Everything else is public: the state's own list decides.
      if (!accepted && !listed(legalActions(s, seat, new Map(), false), a)) return whyNot(s, a, seat);
      return ok(applyPublic(s, a, seat));
    }
  }
}

function applyPublic(s: FeudaliaState, a: FeudaliaAction, seat: Seat): FeudaliaState {
  const p = s.players[seat]!;
  switch (a.type) {
    case 'upgrade':
      return startPayment(s, faceOf(p.fiefs[a.fief]!).upgrade!, null, { kind: 'upgrade', fief: a.fief }, true);
    case 'build':
      return startPayment(s, buildCost(s, a.part)!, null, { kind: 'build', part: a.part }, true);
    case 'scout': {
      const n = Math.min(2, s.masterPile.length + s.masterBottom.length);
      return {
        ...s,
        step: { kind: 'recruit', hired: false },
        turn: { ...s.turn, scouted: true, scouts: s.turn.scouts + 1 },
        draws: Array.from({ length: n }, () => ({ zone: 'master' }) as const),
      };
    }
    case 'recruit':
      return startPayment(s, master(a.master).cost, null, { kind: 'recruit', master: a.master, fief: a.fief, city: a.city }, true);
    case 'fire': {
      const id = p.fiefs[a.fief]!.cities[a.city]!.id;
      const t = withFief(s, seat, a.fief, (f) => ({ ...f, cities: f.cities.map((c, i) => (i === a.city ? null : c)) }));
      return master(id).cathedral ? { ...t, cathedralMasters: [...t.cathedralMasters, id] } : { ...t, masters: [...t.masters, id] };
    }
    case 'relocate': {
      const slot = p.fiefs[a.fief]!.cities[a.city]!;
      const t = withFief(s, seat, a.fief, (f) => ({ ...f, cities: f.cities.map((c, i) => (i === a.city ? null : c)) }));
      return withFief(t, seat, a.to, (f) => ({ ...f, cities: f.cities.map((c, i) => (i === a.toCity ? slot : c)) }));
    }
    case 'use':
      return startPayment(s, master(p.fiefs[a.fief]!.cities[a.city]!.id).action!.cost, a.fief, { kind: 'master', fief: a.fief, city: a.city }, true);
    default:
      return s;
  }
}

/** The tax collector played: cubes from each fief, or cards from the hand (checked at the end of the turn). */
function tax(s: FeudaliaState, a: Extract<FeudaliaAction, { type: 'tax' }>, seat: Seat): Result<FeudaliaState> {
  const p = s.players[seat]!;
  if (s.turn.taxed) return fail('tax-start', 'The tax collector is played in the start phase only.');
  if (a.card.card !== 'tax-collector' || !p.hand.includes(a.card.handle)) return fail('no-tax-collector', 'That is not a tax collector in your hand.');
  if (p.kept.length && !p.kept.includes(a.card.handle)) return fail('tax-first', 'The tax collector kept from the last turn is played first.');
  const rest = p.hand.filter((h) => h !== a.card.handle);
  if (a.gave.some((c) => !rest.includes(c.handle) || c.card === 'tax-collector') || new Set(a.gave.map((c) => c.handle)).size !== a.gave.length)
    return fail('bad-gift', 'The tax collector takes cards from your hand.');
  if (takesCubes(p) && a.gave.length) return fail('bad-gift', 'The tax collector takes cubes while a fief has 2.');
  const given = new Set(a.gave.map((c) => c.handle));
  // The tax collector lies played until the end of the day; the cards it took go to the discard pile.
  const t = withPlayer(s, seat, (q) => ({
    ...q,
    kept: [],
    hand: rest.filter((h) => !given.has(h)),
    played: [...q.played, a.card],
    discard: [...q.discard, ...a.gave],
  }));
  const turn = { ...t.turn, taxed: true, taxHand: takesCubes(p) ? null : { hand: rest, gave: a.gave }, shown: [...t.turn.shown, a.card, ...a.gave] };
  return ok(
    taxFrom(
      { ...t, turn },
      p.fiefs.map((_, i) => i),
    ),
  );
}

/** Caught breaking the tax collector's rules: out of the game, ranked last; play goes on. */
function caught(s: FeudaliaState, seat: Seat): FeudaliaState {
  const t = withPlayer(s, seat, (p) => ({ ...p, out: true, caught: true, discard: [...p.discard, ...p.played], played: [] }));
  return closeTurn(t);
}
