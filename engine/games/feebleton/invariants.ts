/**
 * What holds in every reachable Feebleton state: each of the 71 cards is in
 * exactly one place, nothing counts below zero, and the game is over exactly
 * when the deck is empty ("The game ends as soon as the last card is drawn").
 */
import { cardRecord, DECK } from './cards.js';
import type { CardName, FeebletonState } from './types.js';
import { allHandles } from './zones.js';

function conservation(s: FeebletonState): string[] {
  const seen = new Uint8Array(DECK.length);
  const out: string[] = [];
  for (const h of allHandles(s)) {
    if (!Number.isInteger(h) || h < 0 || h >= DECK.length) out.push(`handle ${h} does not exist`);
    else if (seen[h]) out.push(`handle ${h} is in two places`);
    else seen[h] = 1;
  }
  seen.forEach((n, h) => { if (!n) out.push(`handle ${h} is nowhere`); });
  return out;
}

function faceUpCounts(s: FeebletonState): string[] {
  const counts = new Map<CardName, number>();
  const add = (c: CardName): void => { counts.set(c, (counts.get(c) ?? 0) + 1); };
  s.feebleton.forEach((p) => add(p.card));
  s.piles.forEach((ps) => ps.forEach((p) => p.forEach((c) => add(c.card))));
  s.known.forEach((k) => add(k.card));
  return [...counts].filter(([c, n]) => n > cardRecord(c).count).map(([c, n]) => `${n} face-up ${c}s`);
}

function counters(s: FeebletonState): string[] {
  const out: string[] = [];
  const t = s.turn;
  if (t.extraPlays < 0) out.push('negative additional plays');
  if (t.seat < 0 || t.seat >= s.seats) out.push('the turn belongs to no seat');
  if (t.guarded.some((g) => g === t.seat || g < 0 || g >= s.seats)) out.push('a bad seat is guarded');
  if (s.known.some((k) => !s.hands.some((h) => h.includes(k.handle)))) out.push('a publicly known card is in no hand');
  const started = s.step.kind !== 'setup-shuffle' && s.step.kind !== 'setup-first';
  if (started && (s.deck.length === 0) !== (s.step.kind === 'over')) out.push('game over and empty deck disagree');
  const step = s.step;
  if (step.kind === 'react' && step.window.waiting.some((w) => !step.window.eligible.includes(w))) out.push('a seat waited on is not eligible');
  return out;
}

export function invariants(s: FeebletonState): string[] {
  return [...conservation(s), ...faceUpCounts(s), ...counters(s)];
}
