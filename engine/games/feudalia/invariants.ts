/** What holds in every reachable Feudalia state: every card somewhere once, no negative stock. */
import { FIEFS } from './cards.js';
import { cardList } from './setup.js';
import { RESOURCES } from './card-types.js';
import type { FeudaliaState } from './types.js';

export function invariants(s: FeudaliaState): string[] {
  const out: string[] = [];
  const seen = new Map<number, number>();
  const count = (h: number) => seen.set(h, (seen.get(h) ?? 0) + 1);
  for (const p of s.players) {
    for (const h of [...p.deck, ...p.hand]) count(h);
    for (const c of [...p.discard, ...p.played]) count(c.handle);
    if (p.coins < 0) out.push('negative coins');
    for (const f of p.fiefs) {
      for (const r of RESOURCES) if (f.cubes[r] < 0) out.push(`negative ${r}`);
      if (!FIEFS[f.card]) out.push('no such fief card');
    }
  }
  for (const stack of Object.values(s.supply)) for (const h of stack ?? []) count(h);
  for (const c of s.box) count(c.handle);
  const total = cardList(s.config, s.seats).length;
  if (seen.size !== total) out.push(`${seen.size} of ${total} cards accounted for`);
  for (const [h, n] of seen) if (n > 1) out.push(`card ${h} in ${n} places`);
  for (const [k, n] of Object.entries(s.cathedral.tokens)) if (n < 0) out.push(`negative ${k} tokens`);
  return out;
}
