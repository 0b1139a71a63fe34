/**
 * Which card is which from one view to the next, for the motion that explains a
 * move (components/shared/motion.ts). The view names cards (a hand may hold two
 * Wheat), so the table gives every card it shows an id of its own and carries it
 * along as the card moves: from a hand to the map (placed), from the map to its
 * owner's Upgrades (the Rest Phase), from one hand to another (a trade), from the
 * bought cards to the hand (kept). A card new to the table came from the Play
 * Deck; one that went nowhere shown went to the discards.
 *
 * The engine takes a hand's first copy of a name (zones.ts `removeCards`) and
 * puts new cards at the end, so of twins the first leaves, unless the viewer
 * chose the other (`chosen`): the card the player clicked is the one that moves.
 */
import type { Seat } from '../../engine/core/game.js';
import type { CardName, MedievalManorView, Placed } from '../../engine/games/medieval-manor/types.js';

export interface CardIds {
  /** By seat, beside each player's hand. */
  readonly hands: readonly (readonly string[])[];
  /** By seat, beside each player's Upgrades in play. */
  readonly upgrades: readonly (readonly string[])[];
  /** By map cell: the card placed on it, or null. */
  readonly cells: readonly (string | null)[];
  /** Beside the view's bought cards (Draw Phase: keep 1 of 3). */
  readonly bought: readonly string[];
}

export const NO_IDS: CardIds = { hands: [], upgrades: [], cells: [], bought: [] };

/** A card that left its place in this update, until something claims it. */
interface Loose {
  readonly name: CardName;
  readonly id: string;
  readonly seat: Seat | null;
  readonly from: 'hand' | 'upgrade' | 'cell' | 'bought';
}

const count = (names: readonly CardName[], name: CardName): number => names.filter((n) => n === name).length;

/**
 * The ids of the cards of `was` (ids beside it) that stay in `now`, in `now`'s order (null for a
 * card new there), and those that left: of each name, as many as `now` has fewer, `chosen` first.
 */
function carry(was: readonly CardName[], ids: readonly string[], now: readonly CardName[], chosen: string) {
  const going = new Map<CardName, number>();
  for (const n of new Set(was)) going.set(n, Math.max(0, count(was, n) - count(now, n)));
  const leaving = new Set<number>();
  const leave = (i: number) => {
    const n = was[i]!;
    if (leaving.has(i) || !going.get(n) || ids[i] === undefined) return;
    leaving.add(i);
    going.set(n, going.get(n)! - 1);
  };
  const first = chosen ? ids.indexOf(chosen) : -1;
  if (first >= 0 && first < was.length) leave(first);
  was.forEach((_, i) => leave(i));
  const stay = was.flatMap((name, i) => (leaving.has(i) || ids[i] === undefined ? [] : [{ name, id: ids[i]! }]));
  const kept = now.map((name) => {
    const k = stay.findIndex((s) => s.name === name);
    return k < 0 ? null : stay.splice(k, 1)[0]!.id;
  });
  return { kept, left: [...leaving].map((i) => ({ name: was[i]!, id: ids[i]! })) };
}

const samePlaced = (a: Placed, b: Placed): boolean => a.card === b.card && a.seat === b.seat && a.order === b.order;

/**
 * The ids for `view`, carried over from `prev` (the view shown before and its ids; null: all new),
 * and the ids that left for the discards. `fresh` makes an id not used before.
 */
export function followCards(
  prev: { readonly view: MedievalManorView; readonly ids: CardIds } | null,
  view: MedievalManorView,
  fresh: () => string,
  chosen = '',
): { ids: CardIds; gone: ReadonlySet<string> } {
  const loose: Loose[] = [];
  const was = prev?.view;
  const old = prev?.ids ?? NO_IDS;
  const lists = (which: 'hand' | 'upgrades', oldIds: CardIds['hands']) =>
    view.players.map((p, seat) => {
      const before = was?.players[seat];
      const { kept, left } = carry(before?.[which] ?? [], oldIds[seat] ?? [], p[which], chosen);
      loose.push(...left.map((l) => ({ ...l, seat, from: which === 'hand' ? ('hand' as const) : ('upgrade' as const) })));
      return kept;
    });
  const hands = lists('hand', old.hands);
  const upgrades = lists('upgrades', old.upgrades);
  const cells = (view.map?.cells ?? []).map((c, i) => {
    const o = was?.map?.cells[i]?.card;
    const id = old.cells[i] ?? null;
    if (o && c.card && id && samePlaced(o, c.card)) return id;
    if (o && id) loose.push({ name: o.card, id, seat: o.seat, from: 'cell' });
    return null;
  });
  const bought = carry(was?.bought ?? [], old.bought, view.bought, '');
  loose.push(...bought.left.map((l) => ({ ...l, seat: null, from: 'bought' as const })));

  /** The id of a card of `name` that left a place `from` allows, else a new one (from the Play Deck). */
  const claim = (name: CardName, from: (l: Loose) => boolean): string => {
    const i = loose.findIndex((l) => l.name === name && from(l));
    return i < 0 ? fresh() : loose.splice(i, 1)[0]!.id;
  };
  const placed = (view.map?.cells ?? []).map((c, i) => cells[i] ?? (c.card ? claim(c.card.card, (l) => l.from === 'hand' && l.seat === c.card!.seat) : null));
  const ups = upgrades.map((list, seat) =>
    list.map((id, k) => id ?? claim(view.players[seat]!.upgrades[k]!, (l) => l.seat === seat && (l.from === 'cell' || l.from === 'hand'))),
  );
  const hand = hands.map((list, seat) =>
    list.map((id, k) => id ?? claim(view.players[seat]!.hand[k]!, (l) => l.from === 'bought' || (l.from === 'hand' && l.seat !== seat))),
  );
  const kept = bought.kept.map((id) => id ?? fresh());
  return { ids: { hands: hand, upgrades: ups, cells: placed, bought: kept }, gone: new Set(loose.map((l) => l.id)) };
}
