/**
 * The reconstructed board (board.ts) keeps what the rulebook says of it: 5
 * countries × 9 provinces on the basic side (port province, 2 crossroads, 6
 * posts), every trade tile within a basic move, merchant groups possible within
 * and across borders, the symbols of the basic game; 38 posts on the advanced
 * side, some only with food, food and Mysterious Places; a drawing that fits.
 */
import { describe, expect, it } from 'vitest';
import { BOARDS, neighbours, portProvince, provincesOf } from './board.js';
import { type Province, type Reward, SIDES, type Side } from './types.js';

const at = (side: Side, p: number): Province => BOARDS[side].provinces[p]!;
const postsOf = (side: Side, c: number): number[] => provincesOf(side, c).filter((p) => at(side, p).role === 'post');
const bordering = (a: number, b: number): boolean => (a + 1) % 5 === b || (b + 1) % 5 === a;
const count = (rs: readonly Reward[], r: Reward): number => rs.filter((x) => x === r).length;

/**
 * Every walk from a country's port province through its crossroads only (a
 * post ends a walk), up to four steps after the port province, that ends on a
 * post: by post, the provinces entered.
 */
function walks(side: Side, c: number): Map<number, number[][]> {
  const adj = neighbours(side);
  const found = new Map<number, number[][]>();
  const go = (path: number[]) => {
    const p = path[path.length - 1]!;
    if (path.length > 1 && at(side, p).role === 'post') {
      found.set(p, [...(found.get(p) ?? []), path]);
      return;
    }
    if (path.length > 4) return;
    for (const q of adj[p]!) if (at(side, q).country === c && !path.includes(q)) go([...path, q]);
  };
  go([portProvince(side, c)]);
  return found;
}

/** Steps after the port province to each post of the country (the shortest walk). */
const steps = (side: Side, c: number): Map<number, number> => new Map([...walks(side, c)].map(([p, ws]) => [p, Math.min(...ws.map((w) => w.length - 1))]));

describe('the board, both sides', () => {
  for (const side of SIDES) {
    const b = BOARDS[side];
    const adj = neighbours(side);

    it(`${side}: reconstructed, ids are indexes, countries in id order, each its port province, crossroads, then posts`, () => {
      expect(b.side).toBe(side);
      expect(b.source).toBe('reconstructed');
      b.provinces.forEach((p, i) => expect(p.id).toBe(i));
      expect(b.provinces.map((p) => p.country)).toEqual([...b.provinces.map((p) => p.country)].sort((x, y) => x - y));
      const cross = side === 'basic' ? 2 : 3;
      for (let c = 0; c < 5; c++) {
        const ids = provincesOf(side, c);
        expect(ids).toEqual(ids.map((_, i) => ids[0]! + i));
        expect(ids.map((p) => at(side, p).role)).toEqual(ids.map((_, i) => (i === 0 ? 'port' : i <= cross ? 'crossroads' : 'post')));
        const port = portProvince(side, c);
        expect(port).toBe(ids[0]);
        expect(at(side, port)).toMatchObject({ role: 'port', country: c });
      }
    });

    it(`${side}: routes are distinct pairs of two provinces; neighbours are symmetric, sorted and the routes' ends`, () => {
      const keys = b.routes.map(([x, y]) => `${Math.min(x, y)}-${Math.max(x, y)}`);
      expect(new Set(keys).size).toBe(keys.length);
      for (const [x, y] of b.routes) {
        expect(x).not.toBe(y);
        expect(b.provinces[x] && b.provinces[y]).toBeTruthy();
      }
      expect(adj.length).toBe(b.provinces.length);
      adj.forEach((ns, p) => {
        expect([...ns]).toEqual([...ns].sort((x, y) => x - y));
        for (const q of ns) expect(adj[q]).toContain(p);
      });
      expect(adj.reduce((n, ns) => n + ns.length, 0)).toBe(2 * b.routes.length);
      expect(neighbours(side)).toBe(adj);
    });

    it(`${side}: every country is connected within itself`, () => {
      for (let c = 0; c < 5; c++) {
        const seen = new Set([portProvince(side, c)]);
        const stack = [...seen];
        while (stack.length)
          for (const q of adj[stack.pop()!]!) {
            if (at(side, q).country !== c || seen.has(q)) continue;
            seen.add(q);
            stack.push(q);
          }
        expect([...seen].sort((x, y) => x - y)).toEqual(provincesOf(side, c));
      }
    });

    it(`${side}: groups form within each country (3+ post pairs) and across each border (1–2 post routes); no route joins countries that do not border`, () => {
      const post = (p: number) => at(side, p).role === 'post';
      for (let c = 0; c < 5; c++) {
        const inside = b.routes.filter(([x, y]) => post(x) && post(y) && at(side, x).country === c && at(side, y).country === c);
        expect(inside.length, `country ${c}`).toBeGreaterThanOrEqual(3);
        const d = (c + 1) % 5;
        const across = b.routes.filter(
          ([x, y]) => new Set([at(side, x).country, at(side, y).country]).size === 2 && [x, y].every((p) => [c, d].includes(at(side, p).country)),
        );
        expect(across.length, `border ${c}–${d}`).toBeGreaterThanOrEqual(1);
        expect(across.length, `border ${c}–${d}`).toBeLessThanOrEqual(2);
      }
      for (const [x, y] of b.routes) {
        const [cx, cy] = [at(side, x).country, at(side, y).country];
        if (cx === cy) continue;
        expect(bordering(cx, cy), `${x}-${y}`).toBe(true);
        expect(post(x) && post(y), `${x}-${y}`).toBe(true);
      }
    });

    it(`${side}: one or two symbols on each port province and crossroads, none or one on a post, one on about a third of the posts`, () => {
      for (const p of b.provinces) {
        if (p.role === 'post') expect(p.rewards.length, `post ${p.id}`).toBeLessThanOrEqual(1);
        else {
          expect(p.rewards.length, `province ${p.id}`).toBeGreaterThanOrEqual(1);
          expect(p.rewards.length, `province ${p.id}`).toBeLessThanOrEqual(2);
        }
      }
      const posts = b.provinces.filter((p) => p.role === 'post');
      const marked = posts.filter((p) => p.rewards.length > 0).length / posts.length;
      expect(marked).toBeGreaterThanOrEqual(0.25);
      expect(marked).toBeLessThanOrEqual(0.4);
    });

    it(`${side}: every country a different mix of symbols, each with coins and merchandise; one or two provinces with two gold, one or two with two coins`, () => {
      const mixes = [0, 1, 2, 3, 4].map((c) => provincesOf(side, c).flatMap((p) => at(side, p).rewards));
      expect(new Set(mixes.map((m) => [...m].sort().join())).size).toBe(5);
      mixes.forEach((m, c) => {
        expect(m, `country ${c}`).toContain('coin');
        expect(m, `country ${c}`).toContain('merchandise');
      });
      for (const r of ['gold', 'coin'] as const) {
        const twice = b.provinces.filter((p) => count(p.rewards, r) === 2).length;
        expect(twice, r).toBeGreaterThanOrEqual(1);
        expect(twice, r).toBeLessThanOrEqual(2);
      }
    });

    it(`${side}: places in the 1000 × 700 box, 40 apart, each country clustered, its port province nearest the coast`, () => {
      for (const p of b.provinces) {
        expect(p.x).toBeGreaterThanOrEqual(20);
        expect(p.x).toBeLessThanOrEqual(980);
        expect(p.y).toBeGreaterThanOrEqual(20);
        expect(p.y).toBeLessThanOrEqual(680);
      }
      const close = b.provinces.flatMap((p) => b.provinces.filter((q) => p.id < q.id && Math.hypot(p.x - q.x, p.y - q.y) < 40).map((q) => `${p.id}, ${q.id}`));
      expect(close).toEqual([]);
      const centres = [0, 1, 2, 3, 4].map((c) => {
        const ps = provincesOf(side, c).map((p) => at(side, p));
        return [ps.reduce((s, p) => s + p.x, 0) / ps.length, ps.reduce((s, p) => s + p.y, 0) / ps.length] as const;
      });
      for (const p of b.provinces) {
        const d = centres.map(([x, y]) => Math.hypot(p.x - x, p.y - y));
        expect(Math.min(...d), `province ${p.id}`).toBe(d[p.country]);
      }
      // How far out towards the island's coast (an ellipse round the box's middle).
      const out = (p: Province) => Math.hypot((p.x - 500) / 440, (p.y - 350) / 318);
      for (let c = 0; c < 5; c++) {
        const port = at(side, portProvince(side, c));
        expect(out(port)).toBeLessThan(1);
        for (const p of provincesOf(side, c)) if (p !== port.id) expect(out(at(side, p)), `province ${p}`).toBeLessThan(out(port));
      }
    });
  }
});

describe('the basic side', () => {
  const side = 'basic';
  const b = BOARDS.basic;

  it('45 provinces, 9 a country: 9c its port province, 9c + 1 and 9c + 2 crossroads, 9c + 3 to 9c + 8 posts; 30 posts', () => {
    expect(b.provinces.length).toBe(45);
    for (let c = 0; c < 5; c++) {
      expect(provincesOf(side, c)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => 9 * c + i));
      expect(portProvince(side, c)).toBe(9 * c);
    }
    expect(b.provinces.filter((p) => p.role === 'post').length).toBe(30);
  });

  it('every post within a basic move: next to the port province, or next to a crossroads of its country next to it', () => {
    const adj = neighbours(side);
    for (let c = 0; c < 5; c++) {
      const port = portProvince(side, c);
      const cross = adj[port]!.filter((p) => at(side, p).role === 'crossroads' && at(side, p).country === c);
      for (const p of postsOf(side, c)) expect(adj[port]!.includes(p) || cross.some((x) => adj[x]!.includes(p)), `post ${p}`).toBe(true);
      const s = steps(side, c);
      for (const p of postsOf(side, c)) expect(s.get(p), `post ${p}`).toBeLessThanOrEqual(2);
    }
  });

  it('the countries differ: one or two posts next to the port province, the rest behind crossroads; one country with its crossroads side by side', () => {
    const adj = neighbours(side);
    const shapes = new Set<string>();
    let sideBySide = 0;
    for (let c = 0; c < 5; c++) {
      const port = portProvince(side, c);
      const near = adj[port]!.filter((p) => at(side, p).role === 'post').length;
      expect(near, `country ${c}`).toBeGreaterThanOrEqual(1);
      expect(near, `country ${c}`).toBeLessThanOrEqual(2);
      expect(postsOf(side, c).filter((p) => steps(side, c).get(p) === 2).length).toBe(6 - near);
      if (adj[9 * c + 1]!.includes(9 * c + 2)) sideBySide++;
      const local = b.routes.filter(([x, y]) => at(side, x).country === c && at(side, y).country === c).map(([x, y]) => `${x - 9 * c}-${y - 9 * c}`);
      shapes.add(local.sort().join(' '));
    }
    expect(shapes.size).toBe(5);
    expect(sideBySide).toBeGreaterThanOrEqual(1);
    expect(sideBySide).toBeLessThan(5);
  });

  it('symbols of the basic game only (spice, gold, coin, merchandise), 30 to 40 in all', () => {
    const all = b.provinces.flatMap((p) => p.rewards);
    for (const r of all) expect(['spice', 'gold', 'coin', 'merchandise']).toContain(r);
    expect(all.length).toBeGreaterThanOrEqual(30);
    expect(all.length).toBeLessThanOrEqual(40);
  });
});

describe('the advanced side', () => {
  const side = 'advanced';
  const b = BOARDS.advanced;

  it('38 posts: 8 in each of the first three countries, 7 in the others; the port province and 3 crossroads in each', () => {
    expect([0, 1, 2, 3, 4].map((c) => postsOf(side, c).length)).toEqual([8, 8, 8, 7, 7]);
    expect([0, 1, 2, 3, 4].map((c) => provincesOf(side, c).length)).toEqual([12, 12, 12, 11, 11]);
    expect(b.provinces.filter((p) => p.role === 'post').length).toBe(38);
    expect(b.provinces.length).toBe(58);
  });

  it('every post reachable through crossroads: within 2 steps after the port province, or in 3–4 with food (2–4 such posts a country)', () => {
    for (let c = 0; c < 5; c++) {
      const s = steps(side, c);
      const posts = postsOf(side, c);
      for (const p of posts) expect(s.get(p), `post ${p}`).toBeLessThanOrEqual(4);
      const far = posts.filter((p) => s.get(p)! > 2);
      expect(far.length, `country ${c}`).toBeGreaterThanOrEqual(2);
      expect(far.length, `country ${c}`).toBeLessThanOrEqual(4);
    }
  });

  it('crossroads next to each other make longer paths, and the walks to the far posts are rich: food on the way, three symbols or more', () => {
    const adj = neighbours(side);
    for (let c = 0; c < 5; c++) {
      const cross = provincesOf(side, c).filter((p) => at(side, p).role === 'crossroads');
      expect(
        cross.some((x) => cross.some((y) => adj[x]!.includes(y))),
        `country ${c}`,
      ).toBe(true);
      const s = steps(side, c);
      for (const [p, ws] of walks(side, c)) {
        if (s.get(p)! <= 2) continue;
        const rich = ws.filter((w) => w.length - 1 === s.get(p)).map((w) => w.flatMap((q) => at(side, q).rewards));
        expect(
          rich.some((rs) => rs.length >= 3 && rs.includes('food')),
          `post ${p}`,
        ).toBe(true);
      }
    }
  });

  it('food on several port provinces and crossroads, some with two; 1–2 Mysterious Places a country, on crossroads or the port province', () => {
    const food = b.provinces.filter((p) => p.rewards.includes('food'));
    expect(food.filter((p) => p.role !== 'post').length).toBeGreaterThanOrEqual(5);
    expect(food.filter((p) => count(p.rewards, 'food') === 2).length).toBeGreaterThanOrEqual(1);
    for (let c = 0; c < 5; c++) {
      const mystery = provincesOf(side, c).filter((p) => at(side, p).rewards.includes('mystery'));
      expect(mystery.length, `country ${c}`).toBeGreaterThanOrEqual(1);
      expect(mystery.length, `country ${c}`).toBeLessThanOrEqual(2);
      for (const p of mystery) expect(at(side, p).role).not.toBe('post');
      expect(provincesOf(side, c).some((p) => at(side, p).rewards.includes('food'))).toBe(true);
    }
  });
});
