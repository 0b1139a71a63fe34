/**
 * What holds in every reachable state: all 101 cards are somewhere (deck, discard
 * pile, hands, Upgrades in play, the map, a "pay 3 goods" draw), no counter is
 * negative or fractional, every player keeps at least one Peasant, offers are sane.
 */
import { DECK_SIZE, cardRecord } from './cards.js';
import { COUNTERS, type MedievalManorState } from './types.js';
import { bagSize } from './zones.js';

export function invariants(s: MedievalManorState): readonly string[] {
  const problems: string[] = [];
  let cards = bagSize(s.deck) + bagSize(s.discard);
  for (const bag of [s.deck, s.discard]) {
    for (const [k, n] of Object.entries(bag)) if (!Number.isInteger(n) || n <= 0) problems.push(`bad count ${n} of ${k}`);
  }
  s.players.forEach((p, i) => {
    cards += p.hand.length + p.upgrades.length;
    for (const k of COUNTERS) {
      const v = p.counters[k];
      if (!Number.isInteger(v) || v < 0) problems.push(`player ${i} has ${v} ${k}`);
    }
    if (p.counters.peasants < 1) problems.push(`player ${i} has no Peasant`);
    if (p.hand.some((c) => cardRecord(c).kind === 'hardship')) problems.push(`player ${i} holds a Hardship`);
  });
  cards += s.map?.cells.filter((c) => c.card).length ?? 0;
  if (s.step.phase === 'draw') cards += s.step.bought.length;
  if (cards !== DECK_SIZE) problems.push(`${cards} cards instead of ${DECK_SIZE}`);
  const ids = new Set(s.offers.map((o) => o.id));
  if (ids.size !== s.offers.length) problems.push('duplicate offer ids');
  if (s.offers.some((o) => o.id >= s.nextOfferId)) problems.push('offer id from the future');
  if (s.step.phase !== 'trade' && s.offers.length > 0) problems.push('offers outside the Trade Phase');
  return problems;
}
