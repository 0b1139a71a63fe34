/**
 * Carrying out a card's effects (the rulebook, "IMPORTANT: when carrying out
 * field, influence or master actions"): in the order on the card, all before
 * anything else, in the fief of a field or master action, in any fief for an
 * influence action. Effects with no choice apply by themselves; a cube of the
 * player's choosing and each trade wait for the player.
 */
import { drawCards } from './flow.js';
import { addCubes, fiefType, withFief, withPlayer } from './state.js';
import { RESOURCES } from './card-types.js';
import type { FeudaliaAction, FeudaliaState, Queued, Res } from './types.js';

const pop = (s: FeudaliaState): FeudaliaState => ({ ...s, turn: { ...s.turn, queue: s.turn.queue.slice(1) } });

const replaceHead = (s: FeudaliaState, q: Queued): FeudaliaState => ({ ...s, turn: { ...s.turn, queue: [q, ...s.turn.queue.slice(1)] } });

/** Applies queued effects until one needs the player (or a reshuffle), or none is left. */
export function runQueue(s: FeudaliaState): FeudaliaState {
  let t = s;
  const seat = s.turn.seat;
  while (t.step.kind === 'main' && t.turn.queue.length) {
    const q = t.turn.queue[0]!;
    const e = q.effect;
    switch (e.kind) {
      case 'produce': {
        if (q.fief === null || e.res === 'any') return t;
        const res = e.res === 'fief' ? fiefType(t.players[seat]!.fiefs[q.fief]!) : e.res;
        t = pop(withFief(t, seat, q.fief, (f) => ({ ...f, cubes: addCubes(f.cubes, res, e.n) })));
        break;
      }
      case 'coins':
        t = pop(withPlayer(t, seat, (p) => ({ ...p, coins: p.coins + e.n })));
        break;
      case 'vp':
        t = pop(withPlayer(t, seat, (p) => ({ ...p, tokens: p.tokens + e.halves })));
        break;
      case 'levy': {
        let taken = 0;
        const players = t.players.map((p, i) => {
          if (i === seat || p.out) return p;
          const n = Math.min(e.n, p.coins);
          taken += n;
          return { ...p, coins: p.coins - n };
        });
        t = pop(withPlayer({ ...t, players }, seat, (p) => ({ ...p, coins: p.coins + taken })));
        break;
      }
      case 'draw':
        t = drawCards(pop(t), seat, e.n, 'main');
        break;
      case 'trade':
        if (tradeOptions(t).length) return t;
        t = pop(t);
        break;
    }
  }
  return t;
}

/** The fiefs an effect may use: its own, or any for an influence action. */
const fiefsFor = (s: FeudaliaState, q: Queued): number[] => (q.fief === null ? s.players[s.turn.seat]!.fiefs.map((_, i) => i) : [q.fief]);

/** The choices the effect at the head of the queue waits for (none: it needs no choice). */
export function effectOptions(s: FeudaliaState): FeudaliaAction[] {
  const q = s.turn.queue[0];
  if (!q || s.step.kind !== 'main') return [];
  if (q.effect.kind === 'trade') return [...tradeOptions(s), { type: 'stop' }];
  if (q.effect.kind !== 'produce') return [];
  const e = q.effect;
  const out: FeudaliaAction[] = [];
  for (const fief of fiefsFor(s, q)) {
    const own = fiefType(s.players[s.turn.seat]!.fiefs[fief]!);
    const kinds: readonly Res[] = e.res === 'any' ? RESOURCES : [e.res === 'fief' ? own : e.res];
    for (const res of kinds) out.push({ type: 'produce', fief, res });
  }
  return out;
}

/** A produced cube of the player's choosing. */
export function produce(s: FeudaliaState, fief: number, res: Res): FeudaliaState {
  const q = s.turn.queue[0]!;
  if (q.effect.kind !== 'produce') return s;
  const t = withFief(s, s.turn.seat, fief, (f) => ({ ...f, cubes: addCubes(f.cubes, res, 1) }));
  const n = q.effect.n - 1;
  return runQueue(n > 0 ? replaceHead(t, { ...q, effect: { ...q.effect, n } }) : pop(t));
}

/** Every trade the head trade effect allows now (cubes and coins to give at hand). */
export function tradeOptions(s: FeudaliaState): FeudaliaAction[] {
  const q = s.turn.queue[0];
  if (q?.effect.kind !== 'trade') return [];
  const p = s.players[s.turn.seat]!;
  const out: FeudaliaAction[] = [];
  for (const fief of fiefsFor(s, q)) {
    const cubes = p.fiefs[fief]!.cubes;
    q.effect.options.forEach((o, option) => {
      if (p.coins < (o.coins ?? 0)) return;
      for (const give of o.give) {
        if (cubes[give] < o.n) continue;
        if (o.get === 'coins') out.push({ type: 'trade', option, give, get: null, fief });
        // A cube for one of its own kind changes nothing: not offered.
        else for (const get of o.get) if (get !== give) out.push({ type: 'trade', option, give, get, fief });
      }
    });
  }
  return out;
}

/** One trade; the effect ends when its trades are used up or none is left to make. */
export function trade(s: FeudaliaState, a: Extract<FeudaliaAction, { type: 'trade' }>): FeudaliaState {
  const q = s.turn.queue[0]!;
  if (q.effect.kind !== 'trade') return s;
  const o = q.effect.options[a.option]!;
  const seat = s.turn.seat;
  let t = withFief(s, seat, a.fief, (f) => ({ ...f, cubes: addCubes(f.cubes, a.give, -o.n) }));
  t = withPlayer(t, seat, (p) => ({ ...p, coins: p.coins - (o.coins ?? 0) + (o.get === 'coins' ? o.take : 0) }));
  if (a.get !== null) t = withFief(t, seat, a.fief, (f) => ({ ...f, cubes: addCubes(f.cubes, a.get!, o.take) }));
  const left = (q.left ?? q.effect.times) - 1;
  return runQueue(left > 0 ? replaceHead(t, { ...q, left }) : pop(t));
}

/** No more trades of this effect ("up to"). */
export const stopTrading = (s: FeudaliaState): FeudaliaState => runQueue(pop(s));
