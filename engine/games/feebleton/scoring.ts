/**
 * Gold per won pile and the final result (the rulebook, "Victory" and "Example of Scoring").
 *
 * Order within one pile, as the rulebook's example works it:
 *  1. production: each card's gold; Farmers give 2 with the Scientist in the pile;
 *     Conflagration, Blockade and Insurrection stop their cards producing at all;
 *  2. the Broker: +1 per 2 gold produced ("produces gold before any gold deductions
 *     occur. However, this does not include cards such as Conflagration");
 *  3. Marauders -2, Tyranny -3, Invasion -4;
 *  4. Bribery last: -1 per 3 gold left ("Bribery deducts gold after all other End of
 *     Era cards deduct gold"), never on a total of 0 or less.
 * "cards apply their effects only to the pile they are in. (A pile can award negative gold.)"
 */
import type { Outcome, Seat } from '../../core/game.js';
import { cardRecord } from './cards.js';
import { CARD_NAMES, type CardName, type FeebletonState, type GoldLine, type GoldWhy, type Pile, type PileScore } from './types.js';

/** Which production each End of Era stops (the "Banker" of Blockade is the Broker: README.md and notes.ts). */
const BLOCKS: Partial<Record<CardName, readonly CardName[]>> = {
  Conflagration: ['Farmer', 'Scientist'],
  Blockade: ['Merchant', 'Broker'],
  Insurrection: ['Noble', 'King'],
};

const DEDUCTS: Partial<Record<CardName, number>> = { Marauders: -2, Tyranny: -3, Invasion: -4 };

function countCards(pile: Pile): Map<CardName, number> {
  const counts = new Map<CardName, number>();
  for (const c of pile) counts.set(c.card, (counts.get(c.card) ?? 0) + 1);
  return counts;
}

function blockers(counts: ReadonlyMap<CardName, number>): Map<CardName, CardName> {
  const blockedBy = new Map<CardName, CardName>();
  for (const [eoe, cards] of Object.entries(BLOCKS) as [CardName, CardName[]][]) {
    if (counts.has(eoe)) for (const c of cards) blockedBy.set(c, eoe);
  }
  return blockedBy;
}

function unitGold(card: CardName, counts: ReadonlyMap<CardName, number>): number {
  if (card === 'Farmer' && counts.has('Scientist')) return 2;
  return cardRecord(card).gold;
}

/** A pile's gold with the breakdown the end screen shows. */
export function scorePile(pile: Pile): PileScore {
  const counts = countCards(pile);
  const blockedBy = blockers(counts);
  const lines: GoldLine[] = [];
  let produced = 0;
  for (const card of CARD_NAMES) {
    const count = counts.get(card);
    if (!count || card === 'Broker' || card === 'Bribery' || DEDUCTS[card] !== undefined) continue;
    const blocker = blockedBy.get(card);
    const gold = blocker ? 0 : unitGold(card, counts) * count;
    produced += gold;
    const why: GoldWhy | null = blocker ? { kind: 'blocked', by: blocker } : card === 'Farmer' && counts.has('Scientist') ? { kind: 'scientist' } : null;
    lines.push({ card, count, gold, why });
  }
  let broker = 0;
  if (counts.has('Broker')) {
    const blocker = blockedBy.get('Broker');
    broker = blocker ? 0 : Math.floor(produced / 2);
    lines.push({ card: 'Broker', count: 1, gold: broker, why: blocker ? { kind: 'blocked', by: blocker } : { kind: 'half', of: produced } });
  }
  let deductions = 0;
  for (const card of CARD_NAMES) {
    const d = DEDUCTS[card];
    if (d === undefined || !counts.has(card)) continue;
    deductions += d;
    lines.push({ card, count: 1, gold: d, why: null });
  }
  const beforeBribery = produced + broker + deductions;
  const bribery = counts.has('Bribery') && beforeBribery > 0 ? -Math.floor(beforeBribery / 3) : 0;
  if (counts.has('Bribery')) lines.push({ card: 'Bribery', count: 1, gold: bribery, why: { kind: 'third', of: beforeBribery } });
  return { produced, broker, deductions, bribery, total: beforeBribery + bribery, lines };
}

/**
 * The same total as `scorePile(pile).total`, without the breakdown: one pass and
 * no allocation, for bots and simulations (a property test keeps the two equal).
 */
export function pileGold(pile: Pile): number {
  let farmers = 0,
    merchants = 0,
    nobles = 0,
    king = 0,
    other = 0,
    deductions = 0;
  let scientist = false,
    broker = false,
    conflagration = false,
    blockade = false,
    insurrection = false,
    bribery = false;
  for (const { card } of pile) {
    switch (card) {
      case 'Farmer':
        farmers++;
        break;
      case 'Merchant':
        merchants++;
        break;
      case 'Noble':
        nobles++;
        break;
      case 'King':
        king++;
        break;
      case 'Worker':
      case 'Council Member':
        other += 2;
        break;
      case 'Engineer':
        other += 3;
        break;
      case 'Scientist':
        scientist = true;
        break;
      case 'Broker':
        broker = true;
        break;
      case 'Conflagration':
        conflagration = true;
        break;
      case 'Blockade':
        blockade = true;
        break;
      case 'Insurrection':
        insurrection = true;
        break;
      case 'Bribery':
        bribery = true;
        break;
      case 'Marauders':
        deductions -= 2;
        break;
      case 'Tyranny':
        deductions -= 3;
        break;
      case 'Invasion':
        deductions -= 4;
        break;
      default:
        break;
    }
  }
  const produced = other + (conflagration ? 0 : farmers * (scientist ? 2 : 1)) + (blockade ? 0 : merchants * 2) + (insurrection ? 0 : nobles * 3 + king * 6);
  const g = produced + (broker && !blockade ? Math.floor(produced / 2) : 0) + deductions;
  return bribery && g > 0 ? g - Math.floor(g / 3) : g;
}

export function seatGold(piles: readonly Pile[]): number {
  let sum = 0;
  for (const p of piles) sum += pileGold(p);
  return sum;
}

export function cardsWon(piles: readonly Pile[]): number {
  let n = 0;
  for (const p of piles) n += p.length;
  return n;
}

/**
 * "The player with the most gold wins! In case of a tie, the player who possesses
 * the most cards wins. Otherwise, it remains a tie." (the rulebook, Victory)
 */
export function outcomeOf(state: FeebletonState): (Outcome & { readonly cardsWon: readonly number[] }) | null {
  if (state.step.kind !== 'over') return null;
  const scores = state.piles.map(seatGold);
  const cards = state.piles.map(cardsWon);
  const seats = scores.map((_, s) => s);
  const better = (a: Seat, b: Seat): number => scores[b]! - scores[a]! || cards[b]! - cards[a]! || a - b;
  const ranking = seats.slice().sort(better);
  const top = ranking[0]!;
  const winners = ranking.filter((s) => scores[s] === scores[top] && cards[s] === cards[top]);
  const tiedOnGold = ranking.filter((s) => scores[s] === scores[top]);
  let tiebreak = '';
  if (tiedOnGold.length > 1) {
    tiebreak =
      winners.length > 1
        ? `Tied on ${scores[top]} gold and ${cards[top]} cards won: a shared win.`
        : `Tied on ${scores[top]} gold: the most cards won (${cards[top]}) decides.`;
  }
  return { scores, cardsWon: cards, winners, ranking, tiebreak };
}
