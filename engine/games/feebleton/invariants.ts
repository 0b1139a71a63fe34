/**
 * What holds in every reachable Feebleton state: each of the 71 cards is in
 * exactly one place, no more face-up copies of a card than the box holds, nothing
 * counts below zero, and the game is over exactly when the deck is empty ("The
 * game ends as soon as the last card is drawn"). Written as plain loops: the
 * simulation checks it after every step.
 */
import { DECK } from './cards.js';
import { CARD_NAMES, type CardName, type FeebletonState, type Shown } from './types.js';
import { allHandles } from './zones.js';

const CARD_INDEX = new Map<CardName, number>(CARD_NAMES.map((c, i) => [c, i]));
const PRINTED = CARD_NAMES.map((c) => DECK.filter((d) => d === c).length);

function conservation(s: FeebletonState, out: string[]): void {
  const seen = new Uint8Array(DECK.length);
  for (const h of allHandles(s)) {
    if (!Number.isInteger(h) || h < 0 || h >= DECK.length) out.push(`handle ${h} does not exist`);
    else if (seen[h]) out.push(`handle ${h} is in two places`);
    else seen[h] = 1;
  }
  for (let h = 0; h < seen.length; h++) if (!seen[h]) out.push(`handle ${h} is nowhere`);
}

function countFaceUp(cards: readonly Shown[], counts: Uint8Array): void {
  for (const c of cards) counts[CARD_INDEX.get(c.card)!]! += 1;
}

function faceUpCounts(s: FeebletonState, out: string[]): void {
  const counts = new Uint8Array(CARD_NAMES.length);
  countFaceUp(s.feebleton, counts);
  countFaceUp(s.known, counts);
  for (const piles of s.piles) for (const p of piles) countFaceUp(p, counts);
  for (let i = 0; i < counts.length; i++) {
    if (counts[i]! > PRINTED[i]!) out.push(`${counts[i]} face-up ${CARD_NAMES[i]}s`);
  }
}

function counters(s: FeebletonState, out: string[]): void {
  const t = s.turn;
  if (t.extraPlays < 0) out.push('negative additional plays');
  if (t.seat < 0 || t.seat >= s.seats) out.push('the turn belongs to no seat');
  for (const g of t.guarded) if (g === t.seat || g < 0 || g >= s.seats) out.push('a bad seat is guarded');
  for (const k of s.known) if (!s.hands.some((h) => h.includes(k.handle))) out.push('a publicly known card is in no hand');
  const started = s.step.kind !== 'setup-shuffle' && s.step.kind !== 'setup-first';
  if (started && (s.deck.length === 0) !== (s.step.kind === 'over')) out.push('game over and empty deck disagree');
  const step = s.step;
  if (step.kind === 'react') {
    for (const w of step.window.waiting) if (!step.window.eligible.includes(w)) out.push('a seat waited on is not eligible');
  }
}

export function invariants(s: FeebletonState): string[] {
  const out: string[] = [];
  conservation(s, out);
  faceUpCounts(s, out);
  counters(s, out);
  return out;
}
