/**
 * What Feudalia's cards say, in words: costs, effects, a vassal's field and
 * influence actions, a master's action and where it may live. Pure formatting
 * of the card data (engine/games/feudalia/cards.ts); the rules read the same
 * records. Run at render time (msg()).
 */
import { msg, str } from '@lit/localize';
import type { Cost, Effect, Master, Res, Trade, VassalAction } from '../../engine/games/feudalia/types.js';
import { coinWords, fiefTypeName, RES, resCount, resName, vpWords, vassalName } from './words.js';

/** Cubes by resource ('any': a black cube, of the payer's choice): "2 wood, 1 clay, 1 cube of any kind". */
export function cubesWords(cubes: Readonly<Partial<Record<Res | 'any', number>>>): string {
  const parts = RES.filter((r) => (cubes[r] ?? 0) > 0).map((r) => resCount(r, cubes[r]!));
  const any = cubes.any ?? 0;
  if (any === 1) parts.push(msg('1 cube of any kind'));
  else if (any > 1) parts.push(msg(str`${any} cubes of any kind`));
  return parts.join(', ');
}

/** A cost: "3 coins, 1 wood, upgrading a Serf"; "free" when nothing. */
export function costWords(cost: Cost | null | undefined): string {
  const parts: string[] = [];
  if (cost?.coins) parts.push(coinWords(cost.coins));
  const cubes = cubesWords(cost?.cubes ?? {});
  if (cubes) parts.push(cubes);
  if (cost?.upgrade) {
    const who = vassalName(cost.upgrade);
    parts.push(msg(str`upgrading a ${who} from your hand`));
  }
  return parts.length ? parts.join(', ') : msg('free');
}

/** "2 wood or clay + 1 coin → 1 stone", "2 wood → 3 coins". */
export function tradeWords(t: Trade): string {
  const give = `${t.n} ${t.give.map(resName).join('/')}`;
  const paid = t.coins ? ` + ${coinWords(t.coins)}` : '';
  const get = t.get === 'coins' ? coinWords(t.take) : `${t.take} ${t.get.map(resName).join('/')}`;
  return `${give}${paid} → ${get}`;
}

export function effectWords(e: Effect): string {
  switch (e.kind) {
    case 'produce': {
      const n = e.n;
      if (e.res === 'fief') return n === 1 ? msg("1 cube of the fief's resource") : msg(str`${n} cubes of the fief's resource`);
      if (e.res === 'any') return n === 1 ? msg('1 cube of your choice') : msg(str`${n} cubes of your choice`);
      return resCount(e.res, n);
    }
    case 'coins': {
      const c = coinWords(e.n);
      return `+${c}`;
    }
    case 'draw':
      return e.n === 1 ? msg('draw 1 card') : msg(str`draw ${e.n} cards`);
    case 'trade': {
      const times = e.times;
      const options = e.options.map(tradeWords).join('; ');
      return times === 1 ? msg(str`trade once: ${options}`) : msg(str`trade up to ${times} times: ${options}`);
    }
    case 'vp':
      return `+${vpWords(e.halves)}`;
    case 'levy':
      return e.n === 1 ? msg('each other player pays you 1 coin') : msg(str`each other player pays you ${e.n} coins`);
  }
}

export const effectsWords = (effects: readonly Effect[]): string => effects.map(effectWords).join(', ');

/** Where a field action is played, and at what cost: "wheat, wood, clay free; stone 1 coin"; any fief when all four are free. */
export function fieldWhere(where: Readonly<Partial<Record<Res, number>>>): string {
  const kinds = RES.filter((r) => where[r] !== undefined);
  if (kinds.length === 4 && kinds.every((r) => where[r] === 0)) return msg('any fief, free');
  const free = kinds.filter((r) => where[r] === 0).map(resName);
  const paid = kinds.filter((r) => (where[r] ?? 0) > 0).map((r) => `${resName(r)} ${coinWords(where[r]!)}`);
  const parts = [...(free.length ? [`${free.join(', ')} ${msg('free')}`] : []), ...paid];
  return parts.join('; ');
}

/** One of a vassal's actions: "Field (wheat free): 3 wheat", "Influence +: draw 1 card". */
export function vassalActionWords(a: VassalAction): string {
  const effects = effectsWords(a.effects);
  if (a.kind === 'field') {
    const where = fieldWhere(a.where);
    return msg(str`Field (${where}): ${effects}`);
  }
  const cost = a.cost.coins || a.cost.cubes ? costWords(a.cost) : '';
  if (a.plus) return cost ? msg(str`Influence + (pay ${cost}): ${effects}`) : msg(str`Influence +: ${effects}`);
  return cost ? msg(str`Influence (pay ${cost}): ${effects}`) : msg(str`Influence: ${effects}`);
}

/** Where a master lives: "Wheat fief, level 1 or more", "Any fief". */
export function masterHome(m: Master): string {
  const level = m.level;
  const fief = m.colour === 'any' ? msg('Any fief') : fiefTypeName(m.colour);
  return level === 0 ? fief : msg(str`${fief}, level ${level} or more`);
}

/** A master's action and what else its card does (sheltering cubes, saving, nobles). */
export function masterActionWords(m: Master): string[] {
  const out: string[] = [];
  const a = m.action;
  if (a) {
    const effects = effectsWords(a.effects);
    if (a.when === 'start') out.push(msg(str`Start of your turn: ${effects}`));
    else {
      // Coins come from the treasury, cubes from the master's own fief.
      const coins = a.cost.coins ? coinWords(a.cost.coins) : '';
      const cubes = cubesWords(a.cost.cubes ?? {});
      if (coins && cubes) out.push(msg(str`Once a turn, paying ${coins} and ${cubes} from its fief: ${effects}`));
      else if (coins) out.push(msg(str`Once a turn, paying ${coins}: ${effects}`));
      else if (cubes) out.push(msg(str`Once a turn, paying ${cubes} from its fief: ${effects}`));
      else out.push(msg(str`Once a turn: ${effects}`));
    }
  }
  if (m.store) {
    const n = m.store;
    out.push(msg(str`Shelters ${n} of its fief's cubes from the tax collector`));
  }
  if (m.saving) {
    const c = coinWords(m.saving);
    out.push(msg(str`Saves ${c} more at the end of your turn`));
  }
  if (m.nobles === 1) out.push(msg('Noble'));
  else if (m.nobles > 1) out.push(msg('Noble (double)'));
  return out;
}
