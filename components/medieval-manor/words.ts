/**
 * Words for Medieval Manor: counters, deals, map spaces, seat names, and the
 * names and texts of the engine's cards and lands in the app's language. Pure
 * formatting of view data (the engine's own sentences name seats "Player 2";
 * the table has the players' names). Every function runs at render time, so
 * msg() follows the language chosen.
 */
import { msg, str } from '@lit/localize';
import type { Seat } from '../../engine/core/game.js';
import { COUNTER_WORDS, cardRecord, isCardName } from '../../engine/games/medieval-manor/cards.js';
import type { CardKind, CellView, Counter, Deal, Goods } from '../../engine/games/medieval-manor/types.js';

const ORDER = Object.keys(COUNTER_WORDS) as Counter[];

/** A counter's name, singular for 1 ("Peasant"), else plural ("Peasants"). */
export function counterName(c: Counter, n: number): string {
  const one = n === 1;
  switch (c) {
    case 'peasants':
      return one ? msg('Peasant') : msg('Peasants');
    case 'victory':
      return one ? msg('Victory Point') : msg('Victory Points');
    case 'crops':
      return one ? msg('Crop') : msg('Crops');
    case 'animals':
      return one ? msg('Animal') : msg('Animals');
    case 'gold':
      return msg('Gold');
    case 'resources':
      return one ? msg('Resource') : msg('Resources');
  }
  return COUNTER_WORDS[c as Counter]?.[one ? 0 : 1] ?? String(c);
}

export const counterWord = (c: Counter, n: number): string => `${n} ${counterName(c, n)}`;

/** "a, b and c". */
export function list(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  const head = parts.slice(0, -1).join(', ');
  const last = parts.at(-1);
  return msg(str`${head} and ${last}`);
}

/** "a or b or c". */
function orList(parts: readonly string[]): string {
  return parts.length ? parts.reduce((all, p) => msg(str`${all} or ${p}`)) : '';
}

const goodsParts = (g: Goods | Readonly<Partial<Record<Counter, number>>>): string[] =>
  ORDER.filter((k) => ((g as Record<string, number | undefined>)[k] ?? 0) > 0).map((k) => counterWord(k, (g as Record<string, number>)[k]!));

/** "2 Crops and 1 Gold"; "nothing" when empty. */
export function goodsWords(g: Goods | Readonly<Partial<Record<Counter, number>>>): string {
  const parts = goodsParts(g);
  return parts.length ? list(parts) : msg('nothing');
}

/** One side of a deal: "2 Crops and Wheat"; "nothing" when empty. */
export function dealWords(d: Deal): string {
  const parts = goodsParts(d.goods);
  if (parts.length) parts.splice(0, parts.length, list(parts));
  parts.push(...d.cards.map(cardName));
  return parts.length ? list(parts) : msg('nothing');
}

export const dealIsEmpty = (d: Deal): boolean => d.cards.length === 0 && Object.values(d.goods).every((n) => !n);

/** One side of a deal as the log says it: "2 Crops and 1 Gold, Wheat"; "nothing" when empty. */
export function dealLine(d: Deal): string {
  if (dealIsEmpty(d)) return msg('nothing');
  const goods = Object.values(d.goods).some((n) => (n ?? 0) > 0) ? [goodsWords(d.goods)] : [];
  return [...goods, ...d.cards.map(cardName)].join(', ');
}

/** The name of a seat, or "Player 2" if the table has no name for it. */
export const nameOf = (names: readonly string[], seat: Seat): string => names[seat] ?? msg(str`Player ${seat + 1}`);

/** "Fertile Fields (row 2, column 3)": rows and columns counted from 1. */
export const cellWords = (c: Pick<CellView, 'land' | 'row' | 'col'>): string => {
  const land = landName(c.land);
  const row = c.row + 1;
  const col = c.col + 1;
  return msg(str`${land} (row ${row}, column ${col})`);
};

/** A possessive: "Bo's". */
export const possessive = (name: string): string => (name.endsWith('s') ? msg(str`${name}'`) : msg(str`${name}'s`));

/** A land's (or a land class's) name from the engine's data, in the app's language. */
export function landName(land: string): string {
  switch (land) {
    case 'River':
      return msg('River');
    case 'Fertile Fields':
      return msg('Fertile Fields');
    case 'Good Fields':
      return msg('Good Fields');
    case 'Poor Fields':
      return msg('Poor Fields');
    case 'Fields':
      return msg('Fields');
    case 'Woods':
      return msg('Woods');
    case 'Pasture':
      return msg('Pasture');
    case 'Hills':
      return msg('Hills');
    case 'Road':
      return msg('Road');
    case 'Village':
      return msg('Village');
    case 'Market':
      return msg('Market');
    case 'Church':
      return msg('Church');
    case 'Castle':
      return msg('Castle');
    case 'Irrigated Fields':
      return msg('Irrigated Fields');
    case 'Hunting Grounds':
      return msg('Hunting Grounds');
    case 'Mountains':
      return msg('Mountains');
    case 'Forest':
      return msg('Forest');
    default:
      return land;
  }
}

/** A card's name from the engine's data, in the app's language. */
export function cardName(card: string): string {
  const names: Record<string, () => string> = {
    Drought: () => msg('Drought'),
    Murrain: () => msg('Murrain'),
    Plague: () => msg('Plague'),
    Taxes: () => msg('Taxes'),
    Bandits: () => msg('Bandits'),
    Flood: () => msg('Flood'),
    Fire: () => msg('Fire'),
    Wheat: () => msg('Wheat'),
    Barley: () => msg('Barley'),
    Vegetables: () => msg('Vegetables'),
    Compost: () => msg('Compost'),
    Cultivator: () => msg('Cultivator'),
    Pollination: () => msg('Pollination'),
    Manure: () => msg('Manure'),
    Sheep: () => msg('Sheep'),
    Cattle: () => msg('Cattle'),
    Fodder: () => msg('Fodder'),
    Pigs: () => msg('Pigs'),
    Timber: () => msg('Timber'),
    Hunt: () => msg('Hunt'),
    Stone: () => msg('Stone'),
    Ore: () => msg('Ore'),
    Fishing: () => msg('Fishing'),
    Barge: () => msg('Barge'),
    Toll: () => msg('Toll'),
    Pedlar: () => msg('Pedlar'),
    Festival: () => msg('Festival'),
    Craftsmen: () => msg('Craftsmen'),
    'Market Day': () => msg('Market Day'),
    Fair: () => msg('Fair'),
    Tithe: () => msg('Tithe'),
    Pilgrimage: () => msg('Pilgrimage'),
    Tournament: () => msg('Tournament'),
    'Royal Favour': () => msg('Royal Favour'),
    Feast: () => msg('Feast'),
    Cathedral: () => msg('Cathedral'),
    Mine: () => msg('Mine'),
    'Cattle Enclosure': () => msg('Cattle Enclosure'),
    Quarry: () => msg('Quarry'),
    Vineyard: () => msg('Vineyard'),
    Smithy: () => msg('Smithy'),
    University: () => msg('University'),
    'Guild Hall': () => msg('Guild Hall'),
    Granary: () => msg('Granary'),
    Mill: () => msg('Mill'),
    Monastery: () => msg('Monastery'),
    'Manor House': () => msg('Manor House'),
  };
  return Object.hasOwn(names, card) ? names[card]!() : card;
}

/** A kind of card: "Bounty" (capital) or "bounty" as the table's lists show it. */
export function kindName(kind: CardKind | string, capital = false): string {
  switch (kind) {
    case 'bounty':
      return capital ? msg('Bounty') : msg('bounty');
    case 'upgrade':
      return capital ? msg('Upgrade') : msg('upgrade');
    case 'hardship':
      return capital ? msg('Hardship') : msg('hardship');
    default:
      return capital ? `${kind[0]?.toUpperCase() ?? ''}${kind.slice(1)}` : kind;
  }
}

/** Counters and cards as the card faces say them ("2 Crops and 1 card"); the engine's counterText in words. */
function amountWords(g: Readonly<Partial<Record<Counter, number>>>, cards = 0): string {
  const parts = ORDER.filter((k) => (g[k] ?? 0) !== 0).map((k) => counterWord(k, g[k]!));
  if (cards > 0) parts.push(cards === 1 ? msg('1 card') : msg(str`${cards} cards`));
  return parts.length ? list(parts) : msg('nothing');
}

/**
 * A card's face in words, as the engine's cardText says it ("Gain 4 Crops. Place on Fields."),
 * in the app's language; `fallback` (the view's text) for a name the engine's data lacks.
 */
export function cardText(name: string, fallback = ''): string {
  if (!isCardName(name)) return fallback;
  const c = cardRecord(name);
  if (c.hardship) {
    const h = c.hardship;
    if (h.loseCard) return msg('Discard a random card from your hand.');
    const lose = amountWords(h.lose);
    return h.lose.peasants ? msg(str`Lose ${lose} (never your last Peasant).`) : msg(str`Lose ${lose}.`);
  }
  const out: string[] = [];
  const hasGain = Object.values(c.gain).some((n) => n) || c.gainCards > 0;
  if (hasGain) {
    const gain = amountWords(c.gain, c.gainCards);
    out.push(c.kind === 'upgrade' ? msg(str`Each Upgrade Phase: gain ${gain}.`) : msg(str`Gain ${gain}.`));
  }
  if (c.conversion) {
    const from = amountWords(c.conversion.from, c.conversion.cards);
    const to = amountWords(c.conversion.to);
    out.push(
      c.kind === 'bounty'
        ? msg(str`Convert when played, any number of times: ${from} into ${to}.`)
        : msg(str`Convert, any number of times: ${from} into ${to}.`),
    );
  }
  if (c.bonus === 'crops') out.push(msg('A Crop-gaining card placed next to it later gains +1 Crop.'));
  if (c.bonus === 'animals') out.push(msg('An Animal-gaining card placed next to it later gains +1 Animal.'));
  if (c.handSize) out.push(msg(str`Hand size +${c.handSize}.`));
  const lands = orList(c.lands.map(landName));
  out.push(msg(str`Place on ${lands}.`));
  return out.join(' ');
}
