/**
 * The advanced game's Mysterious Place cards (the rulebook, "Collecting on
 * provinces with symbols", "Remember!" and "Scoring"). Fixture games never
 * shuffle the pile, so handle i is card i (data.ts MYSTERIES: temple:1–3,
 * oasis:1–3, ruins:1–3, waterfall:1–3, grotto:1–3, observatory:1–3; the third
 * Temple and Observatory show Books, the third Oasis and Grotto Fine Wine).
 */
import { describe, expect, it } from 'vitest';
import { LocalDealer } from '../../core/dealer.js';
import { expectOk } from '../../core/result.js';
import { BOARDS, neighbours } from './board.js';
import { MYSTERIES, TRADE_TILES } from './data.js';
import { act, dealt, knowledge, setPlayer } from './fixture.js';
import { felinia } from './index.js';
import { drawMysteries } from './mysteries.js';
import { prosperity } from './scoring.js';
import { roomOutcome, type RoomState } from '../../protocol/room.js';
import type { FeliniaState, KeptPlace } from './types.js';

const advanced = (): FeliniaState => dealt(3, { variant: 'advanced' });
const handle = (card: string): number => MYSTERIES.findIndex((c) => c.card === card);
/** A game in its last exploration with seat 1 about to draw from a pile that starts with `top`. */
const drawing = (top: readonly string[], kept: readonly KeptPlace[] = []): FeliniaState => {
  const s = advanced();
  const first = top.map(handle);
  const deck = [...first, ...s.deck.filter((h) => !first.includes(h))];
  return drawMysteries(setPlayer({ ...s, phase: 'exploration', deck }, 1, { places: kept }), 1, 1);
};

describe('Felinia: Mysterious Place cards', () => {
  it('"Draw the topmost two Mysterious Place cards and choose one to keep": only the drawer sees them; the other goes "back underneath the pile"', () => {
    const s = drawing(['temple:1', 'ruins:1']);
    expect(s.mystery?.drawn).toEqual([handle('temple:1'), handle('ruins:1')]);
    expect(felinia.visible!(s, 1)).toEqual([handle('temple:1'), handle('ruins:1')]);
    expect(felinia.visible!(s, 0)).toEqual([]);
    expect(felinia.view(s, 0, knowledge(s, 0)).mystery?.drawn).toEqual([null, null]);
    expect(felinia.view(s, 1, knowledge(s, 1)).mystery?.drawn).toEqual(['temple:1', 'ruins:1']);
    const choices = felinia.legalActions(s, 1, knowledge(s, 1));
    expect(choices.filter((a) => a.type === 'mystery')).toEqual([
      { type: 'mystery', keep: handle('temple:1'), card: null },
      { type: 'mystery', keep: handle('ruins:1'), card: null },
    ]);
    const t = act(s, 1, { type: 'mystery', keep: handle('ruins:1'), card: null });
    expect(t.players[1]!.places).toEqual([{ handle: handle('ruins:1'), card: null }]);
    expect(t.deck.at(-1)).toBe(handle('temple:1'));
    expect(t.deck).toHaveLength(17);
    // Kept secret: the others see a card by its back, the owner by its name.
    expect(felinia.view(t, 0, knowledge(t, 0)).players[1]!.places).toEqual([null]);
    expect(felinia.view(t, 1, knowledge(t, 1)).players[1]!.places).toEqual(['ruins:1']);
  });

  it('"a player cannot select a Mysterious Place card of a type he already owns"; "It can often happen that you can\'t keep a card"', () => {
    const s = drawing(['temple:2', 'ruins:2'], [{ handle: handle('temple:1'), card: null }]);
    expect(felinia.legalActions(s, 1, knowledge(s, 1)).filter((a) => a.type === 'mystery')).toEqual([{ type: 'mystery', keep: handle('ruins:2'), card: null }]);
    const both = drawing(
      ['temple:2', 'ruins:2'],
      [
        { handle: handle('temple:1'), card: null },
        { handle: handle('ruins:1'), card: null },
      ],
    );
    expect(felinia.legalActions(both, 1, knowledge(both, 1)).filter((a) => a.type === 'mystery')).toEqual([{ type: 'mystery', keep: null, card: null }]);
    const t = act(both, 1, { type: 'mystery', keep: null, card: null });
    expect(t.deck.slice(-2)).toEqual([handle('temple:2'), handle('ruins:2')]);
  });

  it('"To keep a card with a Books or Fine Wine symbol … the player needs the matching Merchandise. He must place the merchandise back into the bag (reveal the card …)"', () => {
    const poor = setPlayer(drawing(['oasis:3', 'waterfall:1']), 1, { goods: { books: 0, wine: 0, watches: 0, clothing: 0, glass: 0 } });
    expect(felinia.legalActions(poor, 1, knowledge(poor, 1)).filter((a) => a.type === 'mystery')).toEqual([
      { type: 'mystery', keep: handle('waterfall:1'), card: null },
    ]);
    expect(felinia.apply(poor, { type: 'mystery', keep: handle('oasis:3'), card: 'oasis:3' }, 1)).toMatchObject({ ok: false, error: { code: 'needs-goods' } });
    const rich = setPlayer(poor, 1, { goods: { books: 0, wine: 2, watches: 0, clothing: 0, glass: 0 } });
    expect(felinia.legalActions(rich, 1, knowledge(rich, 1))).toContainEqual({ type: 'mystery', keep: handle('oasis:3'), card: 'oasis:3' });
    expect(felinia.claims({ type: 'mystery', keep: handle('oasis:3'), card: 'oasis:3' })).toEqual([{ handle: handle('oasis:3'), card: 'oasis:3' }]);
    const t = expectOk(felinia.apply(rich, { type: 'mystery', keep: handle('oasis:3'), card: 'oasis:3' }, 1));
    expect(t.players[1]!.goods.wine).toBe(1);
    expect(t.bag.wine).toBe(rich.bag.wine + 1);
    // A card that costs merchandise may be declined when no other may be kept.
    const only = setPlayer(drawing(['oasis:3', 'temple:2'], [{ handle: handle('temple:1'), card: null }]), 1, {
      goods: { books: 0, wine: 1, watches: 0, clothing: 0, glass: 0 },
    });
    expect(felinia.legalActions(only, 1, knowledge(only, 1)).filter((a) => a.type === 'mystery')).toEqual([
      { type: 'mystery', keep: handle('oasis:3'), card: 'oasis:3' },
      { type: 'mystery', keep: null, card: null },
    ]);
    // Shown: everyone reads it.
    expect(felinia.view(t, 0, knowledge(t, 0)).players[1]!.places).toEqual(['oasis:3']);
  });

  it('a shown card of a place the player has shown before is refused by every peer, with no secret needed', () => {
    const s = setPlayer(drawing(['oasis:3', 'ruins:1'], [{ handle: handle('oasis:1'), card: 'oasis:1' }]), 1, {
      goods: { books: 0, wine: 1, watches: 0, clothing: 0, glass: 0 },
    });
    expect(felinia.apply(s, { type: 'mystery', keep: handle('oasis:3'), card: 'oasis:3' }, 1)).toMatchObject({ ok: false, error: { code: 'place-owned' } });
  });

  it('before the drawn cards reach the drawer (a room\'s shares on their way), it is offered nothing, not even "neither"', () => {
    const s = drawing(['temple:1', 'ruins:1']);
    expect(felinia.legalActions(s, 1, new Map())).toEqual([]);
    expect(felinia.legalActions(s, 1, new Map([[handle('temple:1'), 'temple:1']]))).toEqual([]);
    expect(felinia.legalActions(s, 1, knowledge(s, 1)).length).toBeGreaterThan(0);
  });

  it('a room stopped while the secret cards are shown keeps the settled result: the seat that stopped it last, a caught seat below the others', () => {
    const s = advanced();
    const hands = [['temple:1'], ['ruins:1', 'ruins:2'], ['oasis:1']];
    const state: FeliniaState = {
      ...s,
      phase: 'reveal',
      caught: [1],
      deck: s.deck.filter((h) => !hands.flat().map(handle).includes(h)),
      players: s.players.map((p, i) => ({ ...p, places: hands[i]!.map((c) => ({ handle: handle(c), card: i === 1 ? c : null })) })),
    };
    const settled = felinia.settled!(state)!;
    expect(settled.ranking.at(-1)).toBe(1);
    const room = { game: state, end: { kind: 'forfeit', seat: 2, afterEnd: false }, seats: [{}, {}, {}] } as unknown as RoomState;
    const o = roomOutcome(room, felinia)!;
    expect(o.scores).toEqual(settled.scores);
    expect(o.ranking).toEqual([0, 1, 2]);
    expect(o.winners).toEqual([0]);
    expect(felinia.settled!({ ...state, phase: 'exploration' })).toBe(null);
  });

  it('a claim that is not the card is refused by the dealer', () => {
    const s = setPlayer(drawing(['ruins:1', 'waterfall:1']), 1, { goods: { books: 1, wine: 0, watches: 0, clothing: 0, glass: 0 } });
    const dealer = new LocalDealer(felinia.cards(s.config, 3), 1);
    expect(dealer.act(felinia, s, { type: 'mystery', keep: handle('ruins:1'), card: 'temple:3' }, 1)).toMatchObject({
      ok: false,
      error: { code: 'false-claim' },
    });
  });

  it('at the end every secret card is shown; a place kept twice, or a Books or Fine Wine card kept unshown, is caught and ranked last', () => {
    const s = advanced();
    const hands = [['temple:1', 'oasis:1'], ['temple:2', 'ruins:1', 'waterfall:1', 'temple:3'], ['observatory:3']];
    const held = hands.flat().map(handle);
    let t: FeliniaState = {
      ...s,
      phase: 'reveal',
      deck: s.deck.filter((h) => !held.includes(h)),
      players: s.players.map((p, i) => ({ ...p, places: hands[i]!.map((c) => ({ handle: handle(c), card: null })) })),
    };
    expect(felinia.invariants!(t)).toEqual([]);
    expect(felinia.pending(t)).toMatchObject({ kind: 'move', seats: [0, 1, 2] });
    for (const seat of [0, 1, 2]) {
      const [show] = felinia.legalActions(t, seat, knowledge(t, seat));
      expect(show?.type).toBe('show');
      expect(felinia.claims(show!)).toHaveLength(t.players[seat]!.places.length);
      t = act(t, seat, show!);
    }
    expect(t.phase).toBe('over');
    // Seat 1 kept the Temple twice; seat 2 kept the Books Observatory without showing it.
    expect(t.caught).toEqual([1, 2]);
    const o = felinia.outcome(t)!;
    expect(o.winners).toEqual([0]);
    expect(o.ranking[0]).toBe(0);
  });

  it('"If a player has just one Mysterious Place card, it scores 1 point. If … two or more …, each scores 2 points"; the special tile adds 1 each', () => {
    const s = advanced();
    const cards = (n: number): KeptPlace[] =>
      MYSTERIES.slice(0, 3 * n)
        .filter((_, i) => i % 3 === 0)
        .map((c) => ({ handle: c.id, card: c.card }));
    expect(prosperity(setPlayer(s, 0, { places: cards(1) }), 0).places).toBe(1);
    expect(prosperity(setPlayer(s, 0, { places: cards(2) }), 0).places).toBe(4);
    expect(prosperity(setPlayer(s, 0, { places: cards(3) }), 0).places).toBe(6);
    const special = TRADE_TILES.find((x) => x.special === 'mystery-scores')!.id;
    expect(prosperity(setPlayer(s, 0, { places: cards(3), trade: [special] }), 0).places).toBe(9);
  });

  it('a merchant entering a Mysterious Place draws, and its walk waits for the choice', () => {
    const s = advanced();
    const board = BOARDS.advanced;
    const place = board.provinces.find((p) => p.rewards.includes('mystery') && p.role === 'crossroads')!;
    const from = neighbours('advanced')[place.id]!.find((q) => board.provinces[q]!.country === place.country && board.provinces[q]!.role === 'port');
    const start = from ?? neighbours('advanced')[place.id]!.find((q) => board.provinces[q]!.country === place.country)!;
    let t: FeliniaState = { ...s, phase: 'exploration', walk: { seat: 2, country: place.country, path: [start], steps: 2, reveals: 0 } };
    t = expectOk(felinia.apply(t, { type: 'step', province: place.id }, 2));
    expect(t.mystery?.seat).toBe(2);
    expect(t.walk?.path.at(-1)).toBe(place.id);
    expect(felinia.pending(t)).toMatchObject({ kind: 'move', seats: [2] });
    expect(felinia.legalActions(t, 2, knowledge(t, 2)).every((a) => a.type === 'mystery' || a.type === 'sell')).toBe(true);
  });
});
