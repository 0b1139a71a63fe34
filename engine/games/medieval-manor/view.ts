/**
 * The per-seat View (types.ts): everything the UI renders, with the totals and
 * card faces already worked out, so components hold no rules. Nothing is hidden
 * in this game, so every seat (and a spectator) sees the same, except the prompt.
 */
import type { Knowledge, Seat } from '../../core/game.js';
import { handUse } from './blocked.js';
import { cardRecord, cardText, goodLabel } from './cards.js';
import { isEdge, landRecord } from './lands.js';
import { actingSeats, promptFor } from './rules.js';
import { outcomeOf, tieBreakOf } from './scoring.js';
import { MAX_PROPOSALS, offerText } from './trade.js';
import {
  PHASES,
  type CardInfo,
  type Good,
  type CardName,
  type CellView,
  type MedievalManorState as S,
  type MedievalManorView,
  type PlayerView,
} from './types.js';
import { bagSize, food, goods, handLimit, money, upgradeCost } from './zones.js';

function info(name: CardName): CardInfo {
  const r = cardRecord(name);
  return { name, kind: r.kind, text: cardText(name), lands: r.lands, source: r.source };
}

function players(s: S): PlayerView[] {
  const st = s.step;
  return s.players.map((p, seat) => ({
    seat,
    counters: p.counters,
    food: food(p.counters),
    money: money(p.counters),
    goods: goods(p.counters),
    hand: p.hand,
    upgrades: p.upgrades,
    handLimit: handLimit(p),
    upgradeCost: upgradeCost(s, seat),
    isLord: s.lord === seat,
    actionsLeft: st.phase === 'work' ? st.actionsLeft[seat]! : 0,
    done: st.phase === 'trade' ? st.done[seat]! : false,
    answered: st.phase === 'trade' ? st.answers[seat] !== null : false,
    proposalsLeft: st.phase === 'trade' ? MAX_PROPOSALS - st.proposals[seat]! : 0,
  }));
}

function cells(s: S): CellView[] {
  const m = s.map!;
  return m.cells.map((c, index) => {
    const land = landRecord(c.land);
    const mod = (Object.entries(land.modifier) as [Good, number][]).map(([g, n]) => `${n > 0 ? '+' : '−'}${goodLabel(g, Math.abs(n))}`).join(', ');
    return {
      index,
      row: Math.floor(index / m.width),
      col: index % m.width,
      land: c.land,
      landClass: land.landClass,
      modifier: land.modifier,
      modifierText: mod === '' ? '' : `${c.land}: ${mod}`,
      edge: isEdge(index, m.width, m.height),
      castle: c.land === 'Castle',
      card: c.card,
      placedThisTurn: c.card !== null,
    };
  });
}

function waitingPrompt(s: S, seat: Seat | null): string {
  const acting = actingSeats(s);
  if (s.step.phase === 'over') return 'The game is over.';
  if (acting.length === 0) return 'Waiting for the shared randomness (cards being dealt).';
  if (seat !== null && acting.includes(seat)) return promptFor(s).replace(/^Player \d+: /, 'You: ');
  return `Waiting: ${promptFor(s)}`;
}

export function view(s: S, seat: Seat | null, _knows: Knowledge): MedievalManorView {
  const st = s.step;
  const named = new Set<CardName>();
  for (const p of s.players) for (const c of [...p.hand, ...p.upgrades]) named.add(c);
  for (const c of s.map?.cells ?? []) if (c.card) named.add(c.card.card);
  if (st.phase === 'draw') for (const c of st.bought) named.add(c);
  for (const o of s.offers) for (const c of [...o.give.cards, ...o.get.cards]) named.add(c);
  const out = outcomeOf(s);
  return {
    seat,
    turn: s.turn,
    phase: st.phase,
    phases: PHASES,
    toAct: actingSeats(s),
    lord: s.lord >= 0 ? s.lord : null,
    players: players(s),
    map: s.map ? { width: s.map.width, height: s.map.height, cells: cells(s) } : null,
    offers: s.offers.map((o) => ({ ...o, text: offerText(o) })),
    deckCount: bagSize(s.deck),
    discardCount: bagSize(s.discard),
    bought: st.phase === 'draw' ? st.bought : [],
    converting: st.phase === 'work' ? st.converting : null,
    cards: Object.fromEntries([...named].map((c) => [c, info(c)])),
    events: s.events,
    prompt: waitingPrompt(s, seat),
    handUse: seat === null ? [] : handUse(s, seat),
    outcome: out && { winners: out.winners, ranking: out.ranking, tiebreak: tieBreakOf(s) },
  };
}
