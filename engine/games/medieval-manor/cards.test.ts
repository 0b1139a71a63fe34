import { describe, expect, it } from 'vitest';
import { expectOk } from '../../core/result.js';
import { CARDS, DECK_SIZE, cardRecord, cardText } from './cards.js';
import { table } from './fixture.js';
import { medievalManor } from './index.js';
import { isEdge, landRecord, LANDS, parseLayout } from './lands.js';
import { EXTRA_LANDS, type LandName } from './types.js';

const countOf = (kind: string): number => CARDS.filter((c) => c.kind === kind).reduce((n, c) => n + c.count, 0);

describe('the Play Deck (the rulebook, "The Decks", "Cards")', () => {
  it('"the Play Deck (101 cards)": 10 Hardship, 59 Bounty, 32 Upgrade', () => {
    expect(DECK_SIZE).toBe(101);
    expect([countOf('hardship'), countOf('bounty'), countOf('upgrade')]).toEqual([10, 59, 32]);
  });

  it('cards named in the text behave as written', () => {
    expect(cardRecord('Wheat')).toMatchObject({ kind: 'bounty', gain: { crops: 4 }, source: 'rulebook' });
    expect(cardRecord('Cathedral')).toMatchObject({ kind: 'upgrade', gain: { victory: 1 }, conversion: null, source: 'rulebook' });
    expect(cardRecord('Mine')).toMatchObject({
      kind: 'upgrade',
      gain: { gold: 1 },
      conversion: { from: {}, cards: 1, to: { gold: 1 } },
      source: 'rulebook',
    });
    for (const c of ['Compost', 'Cultivator', 'Manure', 'Pollination']) expect(cardRecord(c).bonus).toBe('crops');
    expect(cardRecord('Fodder').bonus).toBe('animals');
  });

  it('every record says where it comes from, and every Bounty and Upgrade has somewhere to go', () => {
    for (const c of CARDS) {
      expect(['rulebook', 'reconstructed']).toContain(c.source);
      if (c.kind !== 'hardship') expect(c.lands.length).toBeGreaterThan(0);
      expect(cardText(c.name).length).toBeGreaterThan(5);
    }
    expect(cardText('Wheat')).toBe('Gain 4 Crops. Place on Fields.');
  });

  it('no two conversions undo each other (so repeated conversions always end)', () => {
    const pairs = CARDS.flatMap((c) => (c.conversion ? [c.conversion] : []));
    for (const a of pairs)
      for (const b of pairs) {
        const aTo = Object.keys(a.to),
          bFrom = Object.keys(b.from);
        const bTo = Object.keys(b.to),
          aFrom = Object.keys(a.from);
        expect(aTo.some((k) => bFrom.includes(k)) && bTo.some((k) => aFrom.includes(k))).toBe(false);
      }
  });
});

describe('the map (the rulebook, "The Map")', () => {
  it('"treat the Irrigated Fields as Fields, the Mountains as Hills, and the Forest and Hunting Grounds as Woods"', () => {
    expect(landRecord('Irrigated Fields').landClass).toBe('Fields');
    expect(landRecord('Mountains').landClass).toBe('Hills');
    expect(landRecord('Forest').landClass).toBe('Woods');
    expect(landRecord('Hunting Grounds').landClass).toBe('Woods');
    expect(landRecord('Fertile Fields').modifier).toEqual({ crops: 1 });
    expect(landRecord('Poor Fields').modifier).toEqual({ crops: -1 });
    expect(LANDS).toHaveLength(16); // 17 tiles with the Lord of the Manor marker
  });

  it('2–3 players: the 12 Basic lands on 3×4; 4+: with the Extra lands on 4×4', () => {
    expect(table(3).map!.cells).toHaveLength(12);
    expect(table(3).map!.cells.some((c) => (EXTRA_LANDS as readonly string[]).includes(c.land))).toBe(false);
    const s = medievalManor.setup(medievalManor.defaultConfig(4), 4);
    let x = s;
    for (let p = medievalManor.pending(x); p?.kind === 'random'; p = medievalManor.pending(x)) {
      x = expectOk(medievalManor.resolve(x, { kind: 'random', value: Math.floor(p.bound / 3) }));
    }
    expect(x.map).toMatchObject({ width: 4, height: 4 });
    expect(new Set(x.map!.cells.map((c) => c.land)).size).toBe(16);
  });

  it('"The Road and River must be placed on a Map edge", in random layouts too', () => {
    for (let seed = 0; seed < 30; seed++) {
      let x = medievalManor.setup(medievalManor.defaultConfig(4), 4);
      for (let p = medievalManor.pending(x); p?.kind === 'random' && !x.map; p = medievalManor.pending(x)) {
        x = expectOk(medievalManor.resolve(x, { kind: 'random', value: (seed * 7919 * 104729) % p.bound }));
      }
      for (const land of ['Road', 'River'] as const) {
        expect(
          isEdge(
            x.map!.cells.findIndex((c) => c.land === land),
            4,
            4,
          ),
        ).toBe(true);
      }
    }
  });

  it('a layout chosen in the lobby is checked: each land once, Road and River on an edge', () => {
    const good: LandName[] = [
      'River',
      'Fertile Fields',
      'Good Fields',
      'Poor Fields',
      'Road',
      'Woods',
      'Pasture',
      'Hills',
      'Village',
      'Market',
      'Church',
      'Castle',
    ];
    expect(parseLayout(good, 3).ok).toBe(true);
    const inner = good.slice();
    [inner[4], inner[5]] = [inner[5]!, inner[4]!]; // Road to an inner cell
    expect(parseLayout(inner, 3)).toMatchObject({ ok: false, error: { code: 'bad-layout' } });
    expect(parseLayout(good, 4).ok).toBe(false);
    expect(medievalManor.parseConfig({ layout: inner, firstLord: 0 }, 3).ok).toBe(false);
    expect(medievalManor.parseConfig({ layout: good, firstLord: 2 }, 3)).toEqual({ ok: true, value: { layout: good, firstLord: 2 } });
  });
});

describe('the View', () => {
  it('shows totals, the map with modifiers, card faces and a prompt for the viewing seat', () => {
    const v = medievalManor.view(table(2), 0, new Map());
    expect(v.players[0]).toMatchObject({ food: 4, money: 0, goods: 4, handLimit: 3, upgradeCost: 3, isLord: true });
    expect(v.map!.cells.find((c) => c.land === 'Fertile Fields')).toMatchObject({ modifierText: 'Fertile Fields: +1 Crop', landClass: 'Fields' });
    expect(v.map!.cells.find((c) => c.land === 'Poor Fields')!.modifierText).toBe('Poor Fields: −1 Crop');
    expect(v.phases).toEqual(['draw', 'trade', 'work', 'rest', 'upgrade', 'feeding', 'end']);
    expect(v.prompt).toMatch(/^You: /);
    expect(medievalManor.view(table(2), 1, new Map()).prompt).toMatch(/^Waiting/);
    for (const c of v.players[0]!.hand) expect(v.cards[c]).toBeDefined();
  });
});
