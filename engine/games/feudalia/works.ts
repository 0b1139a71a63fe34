/**
 * What a paid cost buys (the rulebook, main phase actions 5, 6 and 8):
 * upgrading a fief, a cathedral token, a master's action.
 */
import type { Seat } from '../../core/game.js';
import { CATHEDRAL, FIEFS, MASTERS, master } from './cards.js';
import { runQueue } from './effects.js';
import { levels, withFief, withPlayer } from './state.js';
import type { CathedralPart, Cost, FeudaliaState, FiefState, PlayerState } from './types.js';

/** The level 1/2 card a level 0 fief of this type becomes, if one is left. */
export const estateFor = (s: FeudaliaState, f: FiefState): number | undefined => s.estates.find((id) => FIEFS[id]!.type === FIEFS[f.card]!.type);

/** Cities resized to a face's count, masters kept where they live. */
const resize = (f: FiefState, n: number): FiefState['cities'] => Array.from({ length: Math.max(n, f.cities.length) }, (_, i) => f.cities[i] ?? null);

/**
 * "If you are upgrading from level 0 to level 1, take the corresponding level 1/level 2 fief card to replace the
 * level 0 fief card. If you are upgrading from level 1 to level 2, turn the card over. In both cases, keep the
 * resources." The treasury card follows the levels by itself (flow.ts `saved`).
 */
export function upgrade(s: FeudaliaState, seat: Seat, fief: number): FeudaliaState {
  const f = s.players[seat]!.fiefs[fief]!;
  if (f.level === 0) {
    const estate = estateFor(s, f)!;
    const cities = FIEFS[estate]!.faces[0]!.cities;
    // A field played this turn stays taken ("even if the card is removed from the field").
    const t = withFief(s, seat, fief, (x) => ({ ...x, card: estate, level: 1, cities: resize(x, cities) }));
    return { ...t, estates: s.estates.filter((id) => id !== estate), fiefPile: [...s.fiefPile, f.card] };
  }
  const cities = FIEFS[f.card]!.faces[1]!.cities;
  return withFief(s, seat, fief, (x) => ({ ...x, level: 2, cities: resize(x, cities) }));
}

/** The cathedral card being built in the first two phases ("only the card corresponding to the current phase is active"). */
export const activeCard = (s: FeudaliaState) => CATHEDRAL.find((c) => c.id === (s.cathedral.stage === 0 ? 'foundations' : 'nave'))!;

/** Whether `p` hosts a cathedral master of this "C" card. */
const hosts = (p: PlayerState, part: CathedralPart): boolean => p.fiefs.some((f) => f.cities.some((c) => c !== null && master(c.id).cathedral === part));

/**
 * The tokens `p` may build now: the foundations' or the nave's (null; the nave asks a sum of fief levels), or in
 * the last phase those of each "C" card with tokens left whose master it hosts ("you will have to hire the
 * corresponding cathedral master to get the VPs on the cathedral card").
 */
export function buildable(s: FeudaliaState, p: PlayerState): (CathedralPart | null)[] {
  if (s.cathedral.stage < 2) return levels(p) >= activeCard(s).minLevels ? [null] : [];
  return (['dean', 'glass', 'silver'] as const).filter((part) => s.cathedral.tokens[part] > 0 && hosts(p, part));
}

/**
 * What a token costs: the card's; a "C" card's is on its master ("the cost to acquire these VPs is indicated on
 * the cathedral master card"), paid like every cathedral cost from any fief, as many times as the player likes.
 */
export function buildCost(s: FeudaliaState, part: CathedralPart | null): Cost | null {
  if (part === null) return activeCard(s).cost;
  return MASTERS.find((m) => m.cathedral === part)!.action!.cost;
}

/** One token; the next phase begins when the foundations' or the nave's run out. */
export function build(s: FeudaliaState, seat: Seat, part: CathedralPart | null): FeudaliaState {
  const id = part ?? (activeCard(s).id as 'foundations' | 'nave');
  const halves = CATHEDRAL.find((c) => c.id === id)!.halves;
  const left = s.cathedral.tokens[id] - 1;
  const stage = part !== null || left > 0 ? s.cathedral.stage : s.cathedral.stage === 0 ? 1 : 2;
  const t = withPlayer(s, seat, (p) => ({ ...p, tokens: p.tokens + halves }));
  return { ...t, cathedral: { stage, tokens: { ...s.cathedral.tokens, [id]: left } } };
}

/** A master's action, its cost paid: turned, its effects in its fief. */
export function useMaster(s: FeudaliaState, seat: Seat, fief: number, city: number): FeudaliaState {
  const m = master(s.players[seat]!.fiefs[fief]!.cities[city]!.id);
  const t = withFief(s, seat, fief, (f) => ({ ...f, cities: f.cities.map((c, i) => (i === city && c ? { ...c, used: true } : c)) }));
  const queue = (m.action?.effects ?? []).map((effect) => ({ effect, fief }));
  return runQueue({ ...t, turn: { ...t.turn, queue: [...t.turn.queue, ...queue] } });
}
