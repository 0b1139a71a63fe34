/**
 * The reconstructed board (board.ts) keeps what the rulebook says of it: 5
 * countries × 9 provinces on the basic side, every trade tile within a basic
 * move, merchant groups possible within and across borders; 38 posts on the
 * advanced side, some only with food.
 */
import { describe, expect, it } from 'vitest';
import { BOARDS, neighbours, portProvince, provincesOf } from './board.js';
import { tilesFor } from './data.js';
import { SIDES, type Side } from './types.js';

/** Steps after the port province to reach each province, through crossroads only (a post ends a walk). */
function reach(side: Side, country: number): Map<number, number> {
  const b = BOARDS[side];
  const adj = neighbours(side);
  const start = portProvince(side, country);
  const dist = new Map([[start, 0]]);
  const queue = [start];
  while (queue.length) {
    const p = queue.shift()!;
    if (p !== start && b.provinces[p]!.role === 'post') continue;
    for (const q of adj[p]!) {
      if (dist.has(q) || b.provinces[q]!.country !== country) continue;
      dist.set(q, dist.get(p)! + 1);
      queue.push(q);
    }
  }
  return dist;
}

const bordering = (a: number, b: number): boolean => (a + 1) % 5 === b || (b + 1) % 5 === a;

describe('the board', () => {
  for (const side of SIDES) {
    const b = BOARDS[side];
    it(`${side} side: ids are indexes, routes unique and symmetric, each country connected from its port`, () => {
      b.provinces.forEach((p, i) => expect(p.id).toBe(i));
      const keys = b.routes.map(([x, y]) => `${Math.min(x, y)}-${Math.max(x, y)}`);
      expect(new Set(keys).size).toBe(keys.length);
      for (const [x, y] of b.routes) expect(x).not.toBe(y);
      const adj = neighbours(side);
      adj.forEach((ns, p) => {
        for (const q of ns) expect(adj[q]).toContain(p);
      });
      for (let c = 0; c < 5; c++) {
        const port = portProvince(side, c);
        expect(b.provinces[port]).toMatchObject({ role: 'port', country: c });
        // Connected within the country, walking anywhere.
        const seen = new Set([port]);
        const stack = [port];
        while (stack.length) {
          for (const q of adj[stack.pop()!]!) {
            if (b.provinces[q]!.country !== c || seen.has(q)) continue;
            seen.add(q);
            stack.push(q);
          }
        }
        expect([...seen].sort((x, y) => x - y)).toEqual(provincesOf(side, c));
      }
    });

    it(`${side} side: as many posts in each country as trade tiles laid there`, () => {
      const tiles = tilesFor(side);
      for (let c = 0; c < 5; c++) {
        const posts = provincesOf(side, c).filter((p) => b.provinces[p]!.role === 'post');
        expect(posts.length).toBe(tiles.filter((t) => t.country === c).length);
      }
      expect(b.provinces.filter((p) => p.role === 'post').length).toBe(side === 'basic' ? 30 : 38);
    });

    it(`${side} side: merchants can form groups within a country and across each border, and only neighbours share routes`, () => {
      const adj = neighbours(side);
      const post = (p: number) => b.provinces[p]!.role === 'post';
      for (let c = 0; c < 5; c++) {
        const inside = b.routes.filter(([x, y]) => post(x) && post(y) && b.provinces[x]!.country === c && b.provinces[y]!.country === c);
        expect(inside.length).toBeGreaterThanOrEqual(3);
        const across = b.routes.filter(([x, y]) => b.provinces[x]!.country === c && b.provinces[y]!.country === (c + 1) % 5);
        expect(across.length).toBeGreaterThanOrEqual(1);
        expect(across.length).toBeLessThanOrEqual(2);
        for (const [x, y] of across) expect(post(x) && post(y)).toBe(true);
      }
      for (const [x, y] of b.routes) {
        const [cx, cy] = [b.provinces[x]!.country, b.provinces[y]!.country];
        if (cx !== cy) expect(bordering(cx, cy)).toBe(true);
      }
      expect(adj.length).toBe(b.provinces.length);
    });

    it(`${side} side: the drawing's places are in the box and apart`, () => {
      for (const p of b.provinces) {
        expect(p.x).toBeGreaterThanOrEqual(20);
        expect(p.x).toBeLessThanOrEqual(980);
        expect(p.y).toBeGreaterThanOrEqual(20);
        expect(p.y).toBeLessThanOrEqual(680);
      }
      for (const p of b.provinces) for (const q of b.provinces) if (p.id < q.id) expect(Math.hypot(p.x - q.x, p.y - q.y)).toBeGreaterThanOrEqual(40);
    });
  }

  it('basic side: 45 provinces, 9 a country (port province, 2 crossroads, 6 posts), every post within the three steps', () => {
    const b = BOARDS.basic;
    expect(b.provinces.length).toBe(45);
    for (let c = 0; c < 5; c++) {
      const roles = provincesOf('basic', c).map((p) => b.provinces[p]!.role);
      expect(roles).toEqual(['port', 'crossroads', 'crossroads', 'post', 'post', 'post', 'post', 'post', 'post']);
      const dist = reach('basic', c);
      for (const p of provincesOf('basic', c)) if (b.provinces[p]!.role === 'post') expect(dist.get(p), `post ${p}`).toBeLessThanOrEqual(2);
      // Symbols: the port province and the crossroads carry one or two; only the basic game's four kinds.
      for (const p of provincesOf('basic', c).slice(0, 3)) expect(b.provinces[p]!.rewards.length).toBeGreaterThanOrEqual(1);
    }
    for (const p of b.provinces) for (const r of p.rewards) expect(['spice', 'gold', 'coin', 'merchandise']).toContain(r);
  });

  it('advanced side: every post reachable, two to four a country only with food, food and Mysterious Places in every country', () => {
    const b = BOARDS.advanced;
    for (let c = 0; c < 5; c++) {
      const dist = reach('advanced', c);
      const posts = provincesOf('advanced', c).filter((p) => b.provinces[p]!.role === 'post');
      for (const p of posts) expect(dist.has(p), `post ${p}`).toBe(true);
      const far = posts.filter((p) => dist.get(p)! > 2).length;
      expect(far).toBeGreaterThanOrEqual(2);
      expect(far).toBeLessThanOrEqual(4);
      const rewards = provincesOf('advanced', c).flatMap((p) => b.provinces[p]!.rewards);
      expect(rewards).toContain('food');
      expect(rewards).toContain('mystery');
    }
    const twice = (r: string) => b.provinces.filter((p) => p.rewards.filter((x) => x === r).length === 2).length;
    expect(twice('gold')).toBeGreaterThanOrEqual(1);
    expect(twice('coin')).toBeGreaterThanOrEqual(1);
    expect(twice('food')).toBeGreaterThanOrEqual(1);
  });
});
