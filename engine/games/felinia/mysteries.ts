/**
 * The advanced game's Mysterious Place cards (the rulebook, "Collecting on
 * provinces with symbols" and "Remember!"): the one secret of Felinia.
 *
 * The 18 cards are hidden-card handles (engine/core/game.ts), shuffled once at
 * set-up; the state knows the pile only as handles. A merchant entering a
 * Mysterious Place draws the top two: the drawer alone sees them, keeps one
 * (or neither, when it may keep none) and the rest go back under the pile.
 * A card is kept secret unless it shows Books or Fine Wine: then its
 * merchandise goes back to the bag and the card is shown as it is kept (the
 * rulebook: "reveal the card if proof is necessary"; here proof is always
 * asked), a claim the dealer checks. "A player cannot select a Mysterious Place
 * card of a type he already owns" is the drawer's own knowledge, which nobody
 * else can check as it happens: so when the game ends every kept card is shown
 * (`show`, each a checked claim), and a seat that kept a place twice, or a Books
 * or Fine Wine card without showing it, is caught and ranked last.
 */
import type { Handle, Knowledge, Seat } from '../../core/game.js';
import { fail, ok, type Result } from '../../core/result.js';
import { MYSTERIES, mysteryCard } from './data.js';
import { addGoods, withPlayer } from './state.js';
import type { FeliniaAction, FeliniaState, KeptPlace, Place } from './types.js';

/** The hidden cards' names, handle i being card i before the shuffle (the advanced game's). */
export const mysteryNames = (): string[] => MYSTERIES.map((c) => c.card);

/** Draws `n` times from the Mysterious Place pile for `seat` (two cards, or what is left): the first now, the rest after its choice. */
export function drawMysteries(s: FeliniaState, seat: Seat, n: number): FeliniaState {
  if (n <= 0 || !s.deck.length) return s;
  return { ...s, mystery: { seat, drawn: s.deck.slice(0, 2), more: n - 1 }, deck: s.deck.slice(2) };
}

/** The places a seat owns, as far as `knows` (its own knowledge, or the shown cards) tells. */
function placesOwned(kept: readonly KeptPlace[], knows: Knowledge): Set<Place> {
  const out = new Set<Place>();
  for (const k of kept) {
    const card = mysteryCard(k.card ?? knows.get(k.handle) ?? '');
    if (card) out.add(card.place);
  }
  return out;
}

/**
 * The drawer's choices, by what it sees: each drawn card of a place it does not own (and whose merchandise it has);
 * neither, when no card may be kept without paying merchandise ("choose one to keep": a card that costs merchandise
 * may be declined).
 */
export function mysteryChoices(s: FeliniaState, seat: Seat, knows: Knowledge): FeliniaAction[] {
  const m = s.mystery;
  if (!m || m.seat !== seat) return [];
  // Until the drawer sees every card it drew (a room's shares still on their way), it has no choice to make.
  if (!m.drawn.every((h) => knows.has(h))) return [];
  const p = s.players[seat]!;
  const owned = placesOwned(p.places, knows);
  const out: FeliniaAction[] = [];
  for (const h of m.drawn) {
    const card = mysteryCard(knows.get(h) ?? '');
    if (!card || owned.has(card.place)) continue;
    if (card.needs === null) out.push({ type: 'mystery', keep: h, card: null });
    else if (p.goods[card.needs] > 0) out.push({ type: 'mystery', keep: h, card: card.card });
  }
  return out.some((a) => a.type === 'mystery' && a.card === null) ? out : [...out, { type: 'mystery', keep: null, card: null }];
}

/** The end's one choice: show every card kept secret, as the seat knows them. */
export function showChoice(s: FeliniaState, seat: Seat, knows: Knowledge): FeliniaAction[] {
  const secret = s.players[seat]!.places.filter((k) => k.card === null);
  if (s.phase !== 'reveal' || !secret.length) return [];
  const cards = secret.map((k) => ({ handle: k.handle, card: knows.get(k.handle) ?? '' }));
  return cards.every((c) => c.card) ? [{ type: 'show', cards }] : [];
}

/** Keeps a drawn card (or neither): what anyone can check of it is checked here, the claim of a shown card by the dealer. */
export function keepMystery(s: FeliniaState, seat: Seat, keep: Handle | null, shown: string | null): Result<FeliniaState> {
  const m = s.mystery;
  if (!m || m.seat !== seat) return fail('illegal', 'No Mysterious Place cards wait for your choice.');
  if (keep === null ? shown !== null : !m.drawn.includes(keep)) return fail('illegal', 'Keep one of the cards you drew, or neither.');
  const card = shown === null ? null : mysteryCard(shown);
  if (shown !== null && !card) return fail('illegal', 'No Mysterious Place card has that name.');
  const p = s.players[seat]!;
  let t = s;
  if (card) {
    if (placesOwned(p.places, new Map()).has(card.place)) return fail('place-owned', 'You already own that place.', { place: card.place });
    if (card.needs) {
      if (!p.goods[card.needs]) return fail('needs-goods', 'Keeping that card costs its merchandise.', { kind: card.needs });
      t = withPlayer(t, seat, (q) => ({ ...q, goods: addGoods(q.goods, card.needs!, -1) }));
      t = { ...t, bag: addGoods(t.bag, card.needs, 1) };
    }
  }
  const back = m.drawn.filter((h) => h !== keep);
  if (keep !== null) t = withPlayer(t, seat, (q) => ({ ...q, places: [...q.places, { handle: keep, card: shown }] }));
  return ok(drawMysteries({ ...t, mystery: null, deck: [...t.deck, ...back] }, seat, m.more));
}

/** The end: a seat shows its secret cards (the dealer has checked each claim), and is caught if they break the rules. */
export function showMysteries(s: FeliniaState, seat: Seat, cards: readonly { handle: number; card: string }[]): Result<FeliniaState> {
  const p = s.players[seat]!;
  const secret = p.places.filter((k) => k.card === null).map((k) => k.handle);
  if (s.phase !== 'reveal' || !secret.length) return fail('illegal', 'You have no Mysterious Place card to show now.');
  const named = cards.map((c) => c.handle);
  if (named.length !== secret.length || new Set(named).size !== named.length || !named.every((h) => secret.includes(h)))
    return fail('illegal', 'Show each of your secret Mysterious Place cards once.');
  if (cards.some((c) => !mysteryCard(c.card))) return fail('illegal', 'No Mysterious Place card has that name.');
  const byHandle = new Map(cards.map((c) => [c.handle, c.card]));
  const places = p.places.map((k): KeptPlace => (k.card === null ? { handle: k.handle, card: byHandle.get(k.handle)! } : k));
  const kinds = places.map((k) => mysteryCard(k.card!)!);
  const twice = new Set(kinds.map((c) => c.place)).size < kinds.length;
  const unpaid = cards.some((c) => mysteryCard(c.card)!.needs !== null);
  const t = withPlayer(s, seat, (q) => ({ ...q, places }));
  const caught = twice || unpaid ? [...t.caught, seat] : t.caught;
  const done = t.players.every((q) => q.places.every((k) => k.card !== null));
  return ok({ ...t, caught, phase: done ? 'over' : 'reveal' });
}

/** After the last exploration: the advanced game shows its secret cards first, if anyone kept one. */
export const ending = (s: FeliniaState): FeliniaState =>
  s.players.some((p) => p.places.some((k) => k.card === null)) ? { ...s, phase: 'reveal' } : { ...s, phase: 'over' };

/** Who sees each hidden card: a kept card its owner, a drawn one its drawer; the pile nobody. */
export function viewers(s: FeliniaState): Map<Handle, readonly Seat[]> {
  const out = new Map<Handle, readonly Seat[]>();
  s.players.forEach((p, seat) => {
    for (const k of p.places) out.set(k.handle, [seat]);
  });
  if (s.mystery) for (const h of s.mystery.drawn) out.set(h, [s.mystery.seat]);
  return out;
}

export function visible(s: FeliniaState, seat: Seat): Handle[] {
  return [...s.players[seat]!.places.map((k) => k.handle), ...(s.mystery?.seat === seat ? s.mystery.drawn : [])];
}

/** The cards an action shows, for the dealer to check. */
export function claims(a: FeliniaAction): { handle: Handle; card: string }[] {
  if (a.type === 'mystery') return a.keep !== null && a.card !== null ? [{ handle: a.keep, card: a.card }] : [];
  if (a.type === 'show') return a.cards.map((c) => ({ handle: c.handle, card: c.card }));
  return [];
}
