/**
 * Feudalia's card data against every count and example the rulebook gives
 * ("Components", "Setup", "Playing 1 field action", "The tax collector", the
 * scenario book), then the reconstruction's own bounds.
 */
import { describe, expect, it } from 'vitest';
import { CATHEDRAL, FIEF_LIMIT, FIEFS, HAND, MASTERS, master, SCENARIOS, SPECIFIC, STANDARD, TARGET_VP, TREASURY, VASSALS, vassal } from './cards.js';
import type { Cost, FiefType, VassalAction, VassalId } from './card-types.js';

const basic = MASTERS.filter((m) => m.cathedral === null);
const cathedralMasters = MASTERS.filter((m) => m.cathedral !== null);
const WORKERS: readonly VassalId[] = ['reaper', 'lumberjack', 'kneader', 'stonecutter'];
const cubes = (c: Cost | null): number => Object.values(c?.cubes ?? {}).reduce((a, b) => a + (b ?? 0), 0);
const onlyAction = (id: VassalId): VassalAction => {
  const actions = vassal(id).actions;
  expect(actions).toHaveLength(1);
  return actions[0]!;
};

describe('Feudalia cards: the rulebook, "Components"', () => {
  // The rulebook's "267 character cards" does not add up with its own three lines (252 + 33 + 12 = 297):
  // the lines, each more specific, are kept and the total is theirs.
  it("the character cards: 252 vassals of 18 types, 33 basic masters, 12 cathedral masters (297, not the total's 267)", () => {
    const vassals = VASSALS.reduce((n, v) => n + v.count, 0);
    expect(vassals).toBe(252);
    expect(VASSALS).toHaveLength(18);
    expect(new Set(VASSALS.map((v) => v.id)).size).toBe(18);
    expect(basic).toHaveLength(33);
    expect(cathedralMasters).toHaveLength(12);
    expect(vassals + basic.length + cathedralMasters.length).toBe(297);
  });

  it('3 cathedral master types, 4 cards each, matching the three "C" cathedral cards', () => {
    for (const part of ['dean', 'glass', 'silver'] as const) {
      const ms = cathedralMasters.filter((m) => m.cathedral === part);
      expect(ms).toHaveLength(4);
      expect(CATHEDRAL.some((c) => c.id === part)).toBe(true);
      // "To accommodate a cathedral master, the city must be in a level 2 fief"; its action takes a 1 VP token.
      for (const m of ms) {
        expect([m.colour, m.level]).toEqual(['any', 2]);
        expect(m.action?.when).toBe('main');
        expect(m.action?.effects).toEqual([{ kind: 'vp', halves: 2 }]);
      }
    }
    // The end-of-game example: "Marta gets 1 additional VP with her Silversmith Master".
    expect(master('silversmith-1').name).toBe('Silversmith');
  });

  it('every master is unique (one copy each) and master(id) finds it', () => {
    expect(new Set(MASTERS.map((m) => m.id)).size).toBe(MASTERS.length);
    for (const m of MASTERS) expect(master(m.id)).toBe(m);
    for (const m of basic) expect(m.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(() => master('nobody')).toThrow();
  });

  it('34 fief cards: level 0 cards with one face, level 1 / level 2 cards with two ("turn the card over")', () => {
    expect(FIEFS).toHaveLength(34);
    FIEFS.forEach((f, i) => expect(f.id).toBe(i));
    for (const f of FIEFS) {
      const levels = f.faces.map((x) => x.level);
      expect([[0], [1, 2]]).toContainEqual(levels);
      for (const x of f.faces) expect(x.upgrade === null).toBe(x.level === 2);
    }
  });

  it('5 cathedral cards in build order; 8 treasury cards, two a colour, double-sided: 4 faces a colour', () => {
    expect(CATHEDRAL.map((c) => c.id)).toEqual(['foundations', 'nave', 'dean', 'glass', 'silver']);
    expect(TREASURY).toHaveLength(4);
  });

  it("the cathedral never needs more than the box's 34 VP tokens", () => {
    for (const p of [2, 3, 4]) expect(CATHEDRAL.reduce((n, c) => n + c.tokens[p]!, 0)).toBeLessThanOrEqual(34);
  });

  it('the rulebook, "Aim of the game" and "Final phase": 10 VP, a hand of 5, 12 resources a fief', () => {
    expect([TARGET_VP, HAND, FIEF_LIMIT]).toEqual([10, 5, 12]);
  });

  it('every record says where it comes from', () => {
    const all = [...VASSALS, ...MASTERS, ...FIEFS, ...TREASURY, ...CATHEDRAL, ...SCENARIOS];
    for (const r of all) expect(['rulebook', 'reconstructed']).toContain(r.source);
  });
});

describe('Feudalia cards: the rulebook, "Playing 1 field action" examples', () => {
  it('the reaper: a wheat field, "the fief produces 3 wheats"', () => {
    expect(onlyAction('reaper')).toEqual({ kind: 'field', where: { wheat: 0 }, effects: [{ kind: 'produce', res: 'wheat', n: 3 }] });
    expect(vassal('reaper').source).toBe('rulebook');
  });

  it('the serf: clay, wheat or wood fiefs for free, a stone fief for 1 coin; 1 resource of the fief', () => {
    expect(onlyAction('serf')).toEqual({ kind: 'field', where: { clay: 0, wheat: 0, wood: 0, stone: 1 }, effects: [{ kind: 'produce', res: 'fief', n: 1 }] });
    expect(vassal('serf').source).toBe('rulebook');
  });

  it('the merchant: any fief, up to 2 trades among the three options the card shows', () => {
    const a = onlyAction('merchant');
    expect(a.kind).toBe('field');
    if (a.kind !== 'field') return;
    expect(a.where).toEqual({ wheat: 0, wood: 0, clay: 0, stone: 0 });
    expect(a.effects).toEqual([
      {
        kind: 'trade',
        times: 2,
        options: [
          // "Pay 1 resource cube, except wheat, for any resource cube, except stone."
          { give: ['wood', 'clay', 'stone'], n: 1, get: ['wheat', 'wood', 'clay'], take: 1 },
          // "Pay 1 wood or 1 clay cube, plus 1 coin for 1 stone cube."
          { give: ['wood', 'clay'], n: 1, coins: 1, get: ['stone'], take: 1 },
          // "Pay 3 wheat cubes for 1 resource of your choice."
          { give: ['wheat'], n: 3, get: ['wheat', 'wood', 'clay', 'stone'], take: 1 },
        ],
      },
    ]);
    expect(vassal('merchant').source).toBe('rulebook');
  });

  it('the trader: any fief (black), "sell 2 wood, 2 clay or 1 stone cubes in this fief for 3 coins", the number on the arrow times', () => {
    const a = onlyAction('trader');
    expect(a.kind === 'field' && a.where).toEqual({ wheat: 0, wood: 0, clay: 0, stone: 0 });
    const e = a.effects[0]!;
    expect(e.kind).toBe('trade');
    if (e.kind !== 'trade') return;
    expect([1, 2]).toContain(e.times);
    expect(e.options).toEqual([
      { give: ['wood'], n: 2, get: 'coins', take: 3 },
      { give: ['clay'], n: 2, get: 'coins', take: 3 },
      { give: ['stone'], n: 1, get: 'coins', take: 3 },
    ]);
    expect(vassal('trader').source).toBe('rulebook');
  });
});

describe('Feudalia cards: the rulebook, "The tax collector" and "Hiring 1 vassal"', () => {
  it("Martha's example: merchant income 2, pastor 0, serfs 1 each, a total of 4", () => {
    expect([vassal('merchant').income, vassal('pastor').income, vassal('serf').income]).toEqual([2, 0, 1]);
    expect(vassal('merchant').income + vassal('pastor').income + 2 * vassal('serf').income).toBe(4);
  });

  it('the tax collector: one a player, never hired, no action of his own', () => {
    const t = vassal('tax-collector');
    expect([t.count, t.cost, t.actions]).toEqual([4, null, []]);
  });

  it('an upgrade eliminates a vassal of a type that exists: workers a serf, upgraded clerics a priest (a priest is hired for coins)', () => {
    for (const v of VASSALS) if (v.cost?.upgrade) expect(VASSALS.map((x) => x.id)).toContain(v.cost.upgrade);
    for (const w of WORKERS) expect(vassal(w).cost?.upgrade).toBe('serf');
    expect(vassal('priest').cost).toEqual({ coins: 3 });
    const clerics = VASSALS.filter((v) => v.cleric).map((v) => v.id);
    expect(clerics).toEqual(['abbot', 'bishop']);
    for (const c of clerics) expect(vassal(c).cost?.upgrade).toBe('priest');
  });

  it('specialists have a gold icon: the upgraded workers and the specific vassals, not the serf, the pastor nor the tax collector', () => {
    for (const id of [...WORKERS, ...SPECIFIC]) expect(vassal(id).specialist).toBe(true);
    for (const id of ['serf', 'pastor', 'tax-collector'] as const) expect(vassal(id).specialist).toBe(false);
  });

  it('influence actions: some carry the "+" and chain', () => {
    const influence = VASSALS.flatMap((v) => v.actions).filter((a) => a.kind === 'influence');
    expect(influence.some((a) => a.plus)).toBe(true);
    expect(influence.some((a) => !a.plus)).toBe(true);
  });
});

describe('Feudalia cards: the rulebook, scenario book', () => {
  const learning = SCENARIOS.find((s) => s.id === 'learning')!;

  it('the five scenarios', () => {
    expect(SCENARIOS.map((s) => s.id)).toEqual(['learning', 'overproduction', 'procurator', 'dirty-business', 'ready']);
  });

  it('Learning Game: a 16-card starting deck (1 tax collector, 1 feudal lord, 7 serfs, 1 pastor, 3 merchants, 2 reapers, 1 lumberjack)', () => {
    expect(learning.deck).toEqual({ 'tax-collector': 1, 'feudal-lord': 1, serf: 7, pastor: 1, merchant: 3, reaper: 2, lumberjack: 1 });
    expect(Object.values(learning.deck).reduce((a, b) => a + (b ?? 0), 0)).toBe(16);
    expect(learning.chooseWorker).toBe(false);
  });

  it("Learning Game: its masters, its fiefs (wheat, clay, wood), and the TIP's abbot, shepherd and seductress raise income", () => {
    expect(learning.faceUpMasters.map((id) => master(id).name)).toEqual(['Plow Builder', 'Lumberer', 'Brick Worker', 'Mason']);
    expect(learning.masterDeck?.map((id) => master(id).name)).toEqual(['Carpenter', 'Potter', 'Treasurer', 'Guild Master', 'Countess', 'Dancer']);
    expect(learning.fiefs).toEqual(['wheat', 'clay', 'wood']);
    // Every one of its masters can live in a wheat, clay or wood fief.
    for (const id of [...learning.faceUpMasters, ...learning.masterDeck!]) expect(['any', 'wheat', 'clay', 'wood']).toContain(master(id).colour);
    for (const id of ['abbot', 'shepherd', 'seductress'] as const) {
      expect(learning.supply).toContain(id);
      expect(vassal(id).income).toBeGreaterThan(vassal('merchant').income);
    }
  });

  it("the other scenarios: 10 cards (1 tax collector, 1 priest, 1 merchant, 6 serfs and 1 upgraded worker of the player's choice), all basic masters, drafted fiefs", () => {
    for (const s of SCENARIOS.filter((x) => x.id !== 'learning')) {
      expect(s.deck).toEqual({ 'tax-collector': 1, priest: 1, merchant: 1, serf: 6 });
      expect([s.chooseWorker, s.masterDeck, s.fiefs, s.faceUpMasters]).toEqual([true, null, null, []]);
      for (const id of STANDARD) expect(s.supply).toContain(id);
    }
  });

  it('Ready for Everything: the eight standard vassals, and specific ones to draw 1 upgraded cleric and 4 others from', () => {
    expect([...STANDARD].sort()).toEqual(['kneader', 'lumberjack', 'merchant', 'priest', 'reaper', 'serf', 'stonecutter', 'trader']);
    expect(SCENARIOS.find((s) => s.id === 'ready')!.supply).toEqual(STANDARD);
    expect(SPECIFIC.filter((id) => vassal(id).cleric).length).toBeGreaterThanOrEqual(1);
    expect(SPECIFIC.filter((id) => !vassal(id).cleric).length).toBeGreaterThanOrEqual(4);
    for (const id of ['tax-collector', 'feudal-lord', 'pastor', ...STANDARD] as const) expect(SPECIFIC).not.toContain(id);
  });

  it("four players' starting decks fit in the box, whatever worker they all choose, and leave every supply type 10 cards or more", () => {
    for (const s of SCENARIOS) {
      for (const worker of s.chooseWorker ? WORKERS : [null]) {
        const used = (id: VassalId) => 4 * ((s.deck[id] ?? 0) + (id === worker ? 1 : 0));
        for (const v of VASSALS) expect(used(v.id), `${s.id}: ${v.id}`).toBeLessThanOrEqual(v.count);
        for (const id of s.id === 'ready' ? [...STANDARD, ...SPECIFIC] : s.supply) {
          expect(vassal(id).cost, id).not.toBeNull();
          expect(vassal(id).count - used(id), `${s.id}: ${id}`).toBeGreaterThanOrEqual(10);
        }
      }
    }
  });

  it('fiefs: four players can each hold a wheat, a clay and a wood level 0 fief (the Learning Game), and upgrade each', () => {
    for (const t of ['wheat', 'clay', 'wood'] as FiefType[]) {
      expect(FIEFS.filter((f) => f.type === t && f.faces.length === 1).length).toBeGreaterThanOrEqual(4);
      expect(FIEFS.filter((f) => f.type === t && f.faces.length === 2).length).toBeGreaterThanOrEqual(4);
    }
  });
});

describe('Feudalia cards: the rulebook, "Setup" and "Building the cathedral"', () => {
  it('Foundations: ½ VP tokens by player count; Main Nave: "1VP per player", asking a sum of fief levels; C cards: 1 VP tokens bought with their master', () => {
    const [foundations, nave, ...c] = CATHEDRAL;
    expect(foundations!.halves).toBe(1);
    for (const p of [2, 3, 4]) expect(foundations!.tokens[p]).toBeGreaterThan(0);
    expect(nave!.halves).toBe(2);
    expect(nave!.tokens.slice(2)).toEqual([2, 3, 4]);
    expect(nave!.minLevels).toBeGreaterThan(0);
    for (const card of c) expect([card.halves, card.cost]).toEqual([2, null]);
    for (const card of CATHEDRAL) expect(card.tokens.slice(0, 2)).toEqual([0, 0]);
  });

  it('the treasury: "0/1" face first, every sum of levels from 0 to 6 covered, less saved as levels rise', () => {
    expect(TREASURY[0]!.levels).toEqual([0, 1]);
    for (let n = 0; n <= 6; n++) expect(TREASURY.filter((f) => n >= f.levels[0] && n <= f.levels[1])).toHaveLength(1);
    TREASURY.forEach((f, i) => {
      f.saved.forEach((x, coins) => {
        expect(x).toBeLessThanOrEqual(coins);
        if (coins > 0) expect(x).toBeGreaterThanOrEqual(f.saved[coins - 1]!);
        if (i > 0) expect(x).toBeLessThanOrEqual(TREASURY[i - 1]!.saved[coins]!);
      });
    });
  });

  it('masters the rulebook names: the Treasurer saves, the Accountant and the Cabinetmaker store, the Countess and the Dancer are nobles', () => {
    expect(master('treasurer').saving).toBeGreaterThan(0);
    expect(master('accountant').store).toBeGreaterThan(0);
    expect(master('cabinetmaker').store).toBeGreaterThan(0);
    expect([master('countess').nobles, master('dancer').nobles]).toEqual([2, 1]);
    expect([master('plow-builder'), master('lumberer'), master('brick-worker')].map((m) => m.colour)).toEqual(['wheat', 'wood', 'clay']);
    expect(basic.filter((m) => m.nobles > 0).length).toBeGreaterThanOrEqual(6);
  });
});

describe("Feudalia cards: the reconstruction's bounds", () => {
  it('fief upgrades cost 4 to 8 cubes, the level 1 to 2 step with stone; three level 2 fiefs alone never reach 10 VP', () => {
    for (const f of FIEFS)
      for (const x of f.faces) {
        if (x.upgrade) expect(cubes(x.upgrade)).toBeGreaterThanOrEqual(4);
        if (x.upgrade) expect(cubes(x.upgrade)).toBeLessThanOrEqual(8);
        if (x.level === 1) expect(x.upgrade?.cubes?.stone).toBeGreaterThan(0);
      }
    const best = Math.max(...FIEFS.map((f) => f.faces[f.faces.length - 1]!.vp));
    expect(3 * best).toBeLessThan(2 * TARGET_VP);
  });

  it("hiring a supply vassal costs 2 to 6 coins; a master's level grows with what it can do", () => {
    for (const v of VASSALS) if (v.cost) expect(v.cost.coins).toBeGreaterThanOrEqual(2);
    for (const v of VASSALS) if (v.cost) expect(v.cost.coins).toBeLessThanOrEqual(6);
    // VP from a basic master only from a level 2 fief.
    for (const m of basic) if (m.action?.effects.some((e) => e.kind === 'vp')) expect(m.level).toBe(2);
  });
});
