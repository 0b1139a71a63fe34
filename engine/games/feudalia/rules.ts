/**
 * What Feudalia waits for, and the draws and shuffles the dealer resolves.
 * The master deck and the level 0 fief deck are public piles drawn with the
 * shared randomness (a uniform pick among the cards left, as from a shuffled
 * pile); the cards put under the master deck come back in order once the rest
 * is drawn. A personal deck's shuffle is a `shuffle` of its handles: in a room,
 * mental poker, so nobody, its owner included, knows or chooses its order.
 */
import type { Pending, Resolution } from '../../core/game.js';
import { fail, ok, type Result } from '../../core/result.js';
import { FIEFS, VASSALS } from './cards.js';
import { afterShuffle } from './flow.js';
import { actor } from './legal.js';
import { afterDraws, redrawOrMasters } from './setup.js';
import { withPlayer } from './state.js';
import { fiefFrom } from './setup.js';
import type { Draw, FeudaliaState, VassalId } from './types.js';

const isCleric = (id: VassalId): boolean => VASSALS.find((v) => v.id === id)!.cleric;

/** The cards a draw picks among. */
function candidates(s: FeudaliaState, d: Draw): readonly (number | string)[] {
  switch (d.zone) {
    case 'first':
      return Array.from({ length: s.seats }, (_, i) => i);
    case 'specific':
      return s.specificPool.filter((v) => isCleric(v) === d.cleric);
    case 'fief':
      return s.fiefPile.filter((id) => d.not === undefined || FIEFS[id]!.type !== d.not);
    case 'master':
      return s.masterPile.length ? s.masterPile : s.masterBottom.slice(0, 1);
  }
}

export function pending(s: FeudaliaState): Pending | null {
  if (s.step.kind === 'over') return null;
  const d = s.draws[0];
  if (d)
    return {
      kind: 'random',
      bound: candidates(s, d).length,
      purpose: d.zone === 'master' ? 'a master' : d.zone === 'fief' ? 'a fief' : d.zone === 'first' ? 'the first player' : 'a vassal type',
    };
  if (s.step.kind === 'shuffle') return { kind: 'shuffle', handles: s.players[s.step.seat]!.deck, purpose: 'shuffling a deck' };
  const seat = actor(s);
  return seat === null ? null : { kind: 'move', seats: [seat], prompt: s.step.kind };
}

/** Drops draws from an empty pile (a Ready for Everything pool or a pile run out). */
function dropEmpty(s: FeudaliaState): FeudaliaState {
  let t = s;
  while (t.draws.length && candidates(t, t.draws[0]!).length === 0) t = { ...t, draws: t.draws.slice(1) };
  return t;
}

function land(s: FeudaliaState, d: Draw, value: number): FeudaliaState {
  const pick = candidates(s, d)[value]!;
  switch (d.zone) {
    case 'first':
      return { ...s, first: pick as number, turn: { ...s.turn, seat: pick as number } };
    case 'specific': {
      const id = pick as VassalId;
      const handles = s.box.filter((c) => c.card === id).map((c) => c.handle);
      return { ...s, specificPool: s.specificPool.filter((v) => v !== id), supply: { ...s.supply, [id]: handles }, box: s.box.filter((c) => c.card !== id) };
    }
    case 'fief': {
      const card = pick as number;
      const pile = s.fiefPile.filter((id) => id !== card);
      if (s.step.kind === 'draft') return { ...s, fiefPile: pile, step: { ...s.step, offer: [...s.step.offer, card] } };
      return withPlayer({ ...s, fiefPile: pile }, d.seat, (p) => ({ ...p, fiefs: [...p.fiefs, fiefFrom(card)] }));
    }
    case 'master': {
      const id = pick as string;
      const fromPile = s.masterPile.length > 0;
      const t = fromPile ? { ...s, masterPile: s.masterPile.filter((m) => m !== id) } : { ...s, masterBottom: s.masterBottom.slice(1) };
      return { ...t, masters: [...t.masters, id] };
    }
  }
}

export function resolve(s: FeudaliaState, r: Resolution): Result<FeudaliaState> {
  if (r.kind === 'shuffle') {
    if (s.step.kind !== 'shuffle' || s.draws.length) return fail('no-shuffle', 'Nothing to shuffle now.');
    return ok(afterShuffle(s));
  }
  const d = s.draws[0];
  if (!d) return fail('no-draw', 'Nothing to draw now.');
  const bound = candidates(s, d).length;
  if (!Number.isInteger(r.value) || r.value < 0 || r.value >= bound) return fail('bad-draw', 'That draw is out of range.');
  const t = dropEmpty({ ...land(s, d, r.value), draws: s.draws.slice(1) });
  if (t.draws.length) return ok(t);
  // The set-up's first draws are made: the fiefs come next; a redraw's fief is in: the next seat's turn to redraw.
  if (d.zone === 'first' || d.zone === 'specific') return ok(afterDraws(t));
  if (d.zone === 'fief' && t.step.kind === 'redraw') return ok(redrawOrMasters(t, t.step.seat));
  return ok(t);
}
