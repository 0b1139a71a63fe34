/**
 * Every legal action of a seat, by what it knows (its hand). A hand card is
 * offered once per kind (two serfs play alike). Until every card of its hand
 * has reached it (a room's shares on their way) a player is offered nothing it
 * could get wrong: the tax collector must be played first if it is there.
 */
import type { Knowledge, Seat } from '../../core/game.js';
import { faceOf, FIEF_LIMIT, FIEFS, master, vassal } from './cards.js';
import { effectOptions } from './effects.js';
import { affordable, payOptions } from './pay.js';
import { fiefType, heldIn } from './state.js';
import { RESOURCES } from './card-types.js';
import type { FeudaliaAction, FeudaliaState, Master, PlayerState, Shown, VassalId } from './types.js';
import { buildable, buildCost, estateFor } from './works.js';
import { gifts, WORKERS } from './tax.js';

/** The seat whose choice the game waits for, or null (a draw, a shuffle, the end). */
export function actor(s: FeudaliaState): Seat | null {
  if (s.draws.length || s.step.kind === 'shuffle' || s.step.kind === 'over') return null;
  if (s.step.kind === 'draft' || s.step.kind === 'redraw' || s.step.kind === 'worker') return s.step.seat;
  return s.turn.seat;
}

/** The hand's cards as the owner sees them, one per kind; null if some card has not reached it yet. */
export function handCards(p: PlayerState, knows: Knowledge): Shown[] | null {
  const out: Shown[] = [];
  for (const handle of p.hand) {
    const card = knows.get(handle) as VassalId | undefined;
    if (!card) return null;
    out.push({ handle, card });
  }
  return out;
}

const oncePerKind = (cards: readonly Shown[]): Shown[] => cards.filter((c, i) => cards.findIndex((d) => d.card === c.card) === i);

/** Free cities a master may live in: of its colour (black: any), at its level or more. */
export function citiesFor(p: PlayerState, m: Master): { fief: number; city: number }[] {
  const out: { fief: number; city: number }[] = [];
  p.fiefs.forEach((f, fief) => {
    if (f.level < m.level || (m.colour !== 'any' && m.colour !== fiefType(f))) return;
    f.cities.forEach((c, city) => {
      if (c === null) out.push({ fief, city });
    });
  });
  return out;
}

const alike = (a: number, b: number): boolean => FIEFS[a]!.type === FIEFS[b]!.type && JSON.stringify(FIEFS[a]!.faces) === JSON.stringify(FIEFS[b]!.faces);

export function legalActions(s: FeudaliaState, seat: Seat, knows: Knowledge, waitForCards = true): FeudaliaAction[] {
  if (actor(s) !== seat) return [];
  const p = s.players[seat]!;
  const step = s.step;
  switch (step.kind) {
    case 'draft':
      // Two cards alike (one type, the same face) are one choice, as at the table.
      return step.offer.filter((f, i) => step.offer.findIndex((g) => alike(g, f)) === i).map((fief) => ({ type: 'draft', fief }));
    case 'redraw':
      return [{ type: 'redraw', fief: null }, ...p.fiefs.map((_, fief) => ({ type: 'redraw', fief }) as const)];
    case 'worker':
      return WORKERS.filter((v) => s.supply[v]?.length).map((v) => ({ type: 'worker', vassal: v }));
    case 'limit':
      return p.fiefs.flatMap((f, fief) =>
        heldIn(f) > FIEF_LIMIT ? RESOURCES.filter((r) => f.cubes[r] > 0).map((res) => ({ type: 'drop', fief, res }) as const) : [],
      );
    case 'pay':
      return [...payOptions(s), ...(step.payment.cancel ? [{ type: 'cancel' } as const] : [])];
    case 'recruit':
      if (step.hired) return s.masters.map((m) => ({ type: 'bottom', master: m }));
      return [...recruits(p, s.masters), { type: 'forgo' }];
    case 'main':
      return mainActions(s, p, knows, waitForCards);
    default:
      return [];
  }
}

function recruits(p: PlayerState, ids: readonly string[]): FeudaliaAction[] {
  const out: FeudaliaAction[] = [];
  for (const id of ids) {
    const m = master(id);
    if (!affordable(p, m.cost)) continue;
    for (const { fief, city } of citiesFor(p, m)) out.push({ type: 'recruit', master: id, fief, city });
  }
  return out;
}

function mainActions(s: FeudaliaState, p: PlayerState, knows: Knowledge, waitForCards: boolean): FeudaliaAction[] {
  if (s.turn.queue.length) return effectOptions(s);
  const hand = handCards(p, knows);
  if (!hand && waitForCards) return [];
  const cards = hand ?? [];
  if (!s.turn.taxed) {
    const tax = p.kept[0] ?? cards.find((c) => c.card === 'tax-collector')?.handle;
    if (tax !== undefined) return gifts(p, cards, tax).map((gave) => ({ type: 'tax', card: { handle: tax, card: 'tax-collector' }, gave }));
  }
  const out: FeudaliaAction[] = [];
  const kinds = oncePerKind(cards.filter((c) => c.card !== 'tax-collector'));
  for (const card of kinds) {
    const v = vassal(card.card);
    out.push({ type: 'income', card });
    v.actions.forEach((a, action) => {
      if (a.kind === 'influence') {
        if (s.turn.influence !== 'done' && affordable(p, a.cost)) out.push({ type: 'influence', card, action });
        return;
      }
      p.fiefs.forEach((f, fief) => {
        const coins = a.where[fiefType(f)];
        if (coins !== undefined && f.used < faceOf(f).fields && p.coins >= coins) out.push({ type: 'field', card, action, fief });
      });
    });
  }
  for (const [id, stack] of Object.entries(s.supply) as [VassalId, readonly number[]][]) {
    const cost = vassal(id).cost;
    if (!stack.length || !cost || !affordable(p, cost)) continue;
    if (!cost.upgrade) out.push({ type: 'hire', vassal: id, trash: null });
    else {
      const trash = cards.find((c) => c.card === cost.upgrade);
      if (trash) out.push({ type: 'hire', vassal: id, trash });
    }
  }
  p.fiefs.forEach((f, fief) => {
    const cost = faceOf(f).upgrade;
    if (cost && affordable(p, cost) && (f.level > 0 || estateFor(s, f) !== undefined)) out.push({ type: 'upgrade', fief });
  });
  for (const part of buildable(s, p)) if (affordable(p, buildCost(s, part)!)) out.push({ type: 'build', part });
  const freeCity = p.fiefs.some((f) => f.cities.some((c) => c === null));
  if (freeCity && !s.turn.scouted && s.masterPile.length + s.masterBottom.length > 0) out.push({ type: 'scout' });
  // The cathedral masters of one type are alike: one hire is offered per type (the first card of it still free).
  const firstOfType = s.cathedralMasters.filter((id, i, all) => all.findIndex((o) => master(o).cathedral === master(id).cathedral) === i);
  out.push(...recruits(p, firstOfType));
  p.fiefs.forEach((f, fief) =>
    f.cities.forEach((c, city) => {
      if (!c) return;
      const m = master(c.id);
      out.push({ type: 'fire', fief, city });
      for (const to of citiesFor(p, m)) if (to.fief !== fief) out.push({ type: 'relocate', fief, city, to: to.fief, toCity: to.city });
      const a = m.action;
      if (m.cathedral || a?.when !== 'main' || c.used || !affordable(p, a.cost, fief)) return;
      out.push({ type: 'use', fief, city });
    }),
  );
  if (hand) {
    const late = (c: Shown) => c.card === 'tax-collector' && s.turn.late.includes(c.handle);
    out.push({ type: 'end', shown: cards.filter((c) => !late(c)), kept: cards.filter(late) });
  }
  return out;
}
