/**
 * The Play Deck: 101 cards, 10 Hardship, 59 Bounty, 32 Upgrade (the rulebook,
 * "The Decks" and "Cards"). The converted rulebook lost the card faces, so most
 * records are reconstructed (this folder's README and notes.ts): each says its
 * source. What the text does give is binding:
 * - Wheat: "The Wheat card gives you 4 Crops" (Bounty Cards);
 * - Cathedral: "would give you 1 Victory Point counter" (Upgrade Phase);
 * - Mine: "a simple gain of 1 Gold counter and … discard 1 card from your hand to gain 1 Gold";
 * - Compost, Cultivator, Manure, Pollination: +1 Crop to a Crop-gaining card placed
 *   orthogonally next to them; Fodder: +1 Animal likewise.
 * Card names of the printed game (README.md and notes.ts) are used where known; the counts,
 * lands and the other gains are ours, tuned by simulation (README.md).
 */
import type { CardKind, CardName, Counter, Good, Goods, LandClass } from './types.js';

/** A conversion: pay `from` (goods, and `cards` hand cards) to gain `to`; repeatable. */
export interface Conversion {
  readonly from: Goods;
  readonly cards: number;
  readonly to: Readonly<Partial<Record<Counter, number>>>;
}

/** What a Hardship does the moment it is dealt. */
export interface HardshipEffect {
  /** Counters lost (never below 0; never the last Peasant). */
  readonly lose: Readonly<Partial<Record<Counter, number>>>;
  /** Discard a random card from hand. */
  readonly loseCard: boolean;
}

export interface CardRecord {
  readonly name: CardName;
  readonly kind: CardKind;
  readonly count: number;
  /** Land classes the card may be placed on (Bounty and Upgrade). */
  readonly lands: readonly LandClass[];
  /** Bounty: gained when played. Upgrade: the simple gain of every Upgrade Phase. */
  readonly gain: Readonly<Partial<Record<Counter, number>>>;
  /** Upgrade: cards drawn as its simple gain. */
  readonly gainCards: number;
  readonly conversion: Conversion | null;
  /** Adjacency bonus it gives to later cards placed orthogonally next to it. */
  readonly bonus: 'crops' | 'animals' | null;
  /** Upgrade: extra hand size while in play. */
  readonly handSize: number;
  readonly hardship: HardshipEffect | null;
  readonly source: 'rulebook' | 'reconstructed';
}

type Gain = Partial<Record<Counter, number>>;
interface Extra {
  conversion?: Conversion;
  bonus?: 'crops' | 'animals';
  handSize?: number;
  gainCards?: number;
  source?: 'rulebook' | 'reconstructed';
}

const conv = (from: Goods, to: Gain, cards = 0): Conversion => ({ from, cards, to });

function bounty(name: string, count: number, lands: readonly LandClass[], gain: Gain, x: Extra = {}): CardRecord {
  return {
    name,
    kind: 'bounty',
    count,
    lands,
    gain,
    gainCards: 0,
    conversion: x.conversion ?? null,
    bonus: x.bonus ?? null,
    handSize: 0,
    hardship: null,
    source: x.source ?? 'reconstructed',
  };
}

function upgrade(name: string, count: number, lands: readonly LandClass[], gain: Gain, x: Extra = {}): CardRecord {
  return {
    name,
    kind: 'upgrade',
    count,
    lands,
    gain,
    gainCards: x.gainCards ?? 0,
    conversion: x.conversion ?? null,
    bonus: null,
    handSize: x.handSize ?? 0,
    hardship: null,
    source: x.source ?? 'reconstructed',
  };
}

function hardship(name: string, count: number, lose: Gain, loseCard = false): CardRecord {
  return {
    name,
    kind: 'hardship',
    count,
    lands: [],
    gain: {},
    gainCards: 0,
    conversion: null,
    bonus: null,
    handSize: 0,
    hardship: { lose, loseCard },
    source: 'reconstructed',
  };
}

/** The whole deck, in a fixed order: draws index the multiset in this order. */
export const CARDS: readonly CardRecord[] = [
  // Hardship (10)
  hardship('Drought', 2, { crops: 2 }),
  hardship('Murrain', 2, { animals: 2 }),
  hardship('Plague', 1, { peasants: 1 }),
  hardship('Taxes', 2, { gold: 2 }),
  hardship('Bandits', 1, { resources: 2 }),
  hardship('Flood', 1, { crops: 1, animals: 1 }),
  hardship('Fire', 1, {}, true),
  // Bounty (59)
  bounty('Wheat', 5, ['Fields'], { crops: 4 }, { source: 'rulebook' }),
  bounty('Barley', 3, ['Fields'], { crops: 3 }),
  bounty('Vegetables', 3, ['Fields', 'Village'], { crops: 2 }),
  bounty('Compost', 2, ['Fields'], { crops: 2 }, { bonus: 'crops', source: 'rulebook' }),
  bounty('Cultivator', 2, ['Fields'], { crops: 2 }, { bonus: 'crops', source: 'rulebook' }),
  bounty('Pollination', 2, ['Fields', 'Woods'], { crops: 1, resources: 1 }, { bonus: 'crops', source: 'rulebook' }),
  bounty('Manure', 2, ['Fields', 'Pasture'], { crops: 2 }, { bonus: 'crops', source: 'rulebook' }),
  bounty('Sheep', 3, ['Pasture', 'Hills'], { animals: 2, resources: 1 }),
  bounty('Cattle', 3, ['Pasture'], { animals: 3 }),
  bounty('Fodder', 2, ['Pasture', 'Fields'], { animals: 2 }, { bonus: 'animals', source: 'rulebook' }),
  bounty('Pigs', 2, ['Pasture', 'Woods', 'Village'], { animals: 2 }),
  bounty('Timber', 3, ['Woods'], { resources: 3 }),
  bounty('Hunt', 2, ['Woods'], { animals: 2 }),
  bounty('Stone', 3, ['Hills'], { resources: 3 }),
  bounty('Ore', 2, ['Hills'], { gold: 2 }),
  bounty('Fishing', 2, ['River'], { animals: 2 }),
  bounty('Barge', 2, ['River', 'Road'], { gold: 1 }, { conversion: conv({ resources: 1 }, { gold: 1 }) }),
  bounty('Toll', 2, ['Road'], { gold: 2 }),
  bounty('Pedlar', 1, ['Road', 'Market'], { gold: 1 }, { conversion: conv({ animals: 1 }, { gold: 1 }) }),
  bounty('Festival', 2, ['Village'], { crops: 1 }, { conversion: conv({ crops: 3 }, { victory: 1 }) }),
  bounty('Craftsmen', 1, ['Village'], { resources: 2 }),
  bounty('Market Day', 2, ['Market'], { gold: 1 }, { conversion: conv({ crops: 2 }, { gold: 1 }) }),
  bounty('Fair', 1, ['Market', 'Village'], { gold: 1 }, { conversion: conv({ gold: 2 }, { victory: 1 }) }),
  bounty('Tithe', 2, ['Church'], { victory: 1, gold: 1 }),
  bounty('Pilgrimage', 1, ['Church', 'Road'], { victory: 1, gold: 1 }),
  bounty('Tournament', 2, ['Castle'], { victory: 2 }),
  bounty('Royal Favour', 1, ['Castle'], { victory: 1, gold: 2 }),
  bounty('Feast', 1, ['Castle', 'Village'], {}, { conversion: conv({ animals: 3 }, { victory: 1 }) }),
  // Upgrade (32)
  upgrade('Cathedral', 2, ['Church'], { victory: 1 }, { source: 'rulebook' }),
  upgrade('Mine', 3, ['Hills'], { gold: 1 }, { conversion: conv({}, { gold: 1 }, 1), source: 'rulebook' }),
  upgrade('Cattle Enclosure', 3, ['Pasture'], { animals: 2 }),
  upgrade('Quarry', 3, ['Hills', 'Woods'], { resources: 2 }),
  upgrade('Vineyard', 3, ['Fields', 'Hills'], { crops: 1 }, { conversion: conv({ crops: 2 }, { gold: 1 }) }),
  upgrade('Smithy', 3, ['Village', 'Road'], {}, { conversion: conv({ resources: 3 }, { victory: 1 }) }),
  upgrade('University', 2, ['Village', 'Church'], {}, { gainCards: 1, handSize: 1 }),
  upgrade('Guild Hall', 3, ['Market', 'Village'], {}, { conversion: conv({ gold: 2 }, { victory: 1 }) }),
  upgrade('Granary', 3, ['Fields', 'Village'], { crops: 2 }, { handSize: 2 }),
  upgrade('Mill', 3, ['River', 'Fields'], { crops: 1 }, { conversion: conv({ crops: 3 }, { victory: 1 }) }),
  upgrade('Monastery', 2, ['Church', 'Hills'], { animals: 1 }, { conversion: conv({ animals: 2 }, { victory: 1 }) }),
  upgrade('Manor House', 2, ['Castle'], { victory: 1 }, { handSize: 1 }),
];

const BY_NAME = new Map(CARDS.map((c) => [c.name, c]));

export const CARD_NAMES: readonly CardName[] = CARDS.map((c) => c.name);

export function isCardName(x: unknown): x is CardName {
  return typeof x === 'string' && BY_NAME.has(x);
}

export function cardRecord(name: CardName): CardRecord {
  const c = BY_NAME.get(name);
  if (!c) throw new Error(`no card ${name}`);
  return c;
}

/** The full deck as counts per name. */
export function fullDeck(): Record<CardName, number> {
  return Object.fromEntries(CARDS.map((c) => [c.name, c.count]));
}

export const DECK_SIZE = CARDS.reduce((n, c) => n + c.count, 0);

/** Each counter's name, singular and plural (the log, the table). */
export const COUNTER_WORDS: Readonly<Record<Counter, readonly [string, string]>> = {
  peasants: ['Peasant', 'Peasants'],
  victory: ['Victory Point', 'Victory Points'],
  crops: ['Crop', 'Crops'],
  animals: ['Animal', 'Animals'],
  gold: ['Gold', 'Gold'],
  resources: ['Resource', 'Resources'],
};

/** "2 Crops and 1 Gold". */
export function counterText(g: Readonly<Partial<Record<Counter, number>>>, cards = 0): string {
  const parts = (Object.keys(COUNTER_WORDS) as Counter[]).filter((k) => (g[k] ?? 0) !== 0).map((k) => `${g[k]} ${COUNTER_WORDS[k][g[k] === 1 ? 0 : 1]}`);
  if (cards > 0) parts.push(cards === 1 ? '1 card' : `${cards} cards`);
  if (parts.length === 0) return 'nothing';
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

export const goodLabel = (g: Good, n: number): string => `${n} ${COUNTER_WORDS[g][n === 1 ? 0 : 1]}`;

/** The card face in words (shown by the UI and the log). */
export function cardText(name: CardName): string {
  const c = cardRecord(name);
  if (c.hardship) {
    const h = c.hardship;
    return h.loseCard ? 'Discard a random card from your hand.' : `Lose ${counterText(h.lose)}${h.lose.peasants ? ' (never your last Peasant)' : ''}.`;
  }
  const out: string[] = [];
  const gain = counterText(c.gain, c.gainCards);
  if (gain !== 'nothing') out.push(c.kind === 'upgrade' ? `Each Upgrade Phase: gain ${gain}.` : `Gain ${gain}.`);
  if (c.conversion) {
    const k = c.conversion;
    out.push(`Convert${c.kind === 'bounty' ? ' when played' : ''}, any number of times: ${counterText(k.from, k.cards)} into ${counterText(k.to)}.`);
  }
  if (c.bonus === 'crops') out.push('A Crop-gaining card placed next to it later gains +1 Crop.');
  if (c.bonus === 'animals') out.push('An Animal-gaining card placed next to it later gains +1 Animal.');
  if (c.handSize) out.push(`Hand size +${c.handSize}.`);
  out.push(`Place on ${c.lands.join(' or ')}.`);
  return out.join(' ');
}
