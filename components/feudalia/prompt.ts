/**
 * The banner sentence for a Feudalia view: what happens now and whether this
 * device must act ("Main phase, your turn: …"), and what a payment still owes.
 * Pure words from the view and the kinds of the legal moves (the rulebook, "How
 * to play").
 */
import { msg, str } from '@lit/localize';
import type { Seat } from '../../engine/core/game.js';
import { FIEF_LIMIT } from '../../engine/games/feudalia/cards.js';
import type { FeudaliaAction, Payment } from '../../engine/games/feudalia/types.js';
import { listWords } from '../../components/shared/status-words.js';
import { cubesWords } from './card-words.js';
import { actorOf, type FeudaliaView } from './view.js';
import { cathedralName, coinWords, fiefWords, masterName, nameOf, vassalName } from './words.js';

export interface Prompt {
  readonly text: string;
  /** The sentence asks this device to act. */
  readonly mine: boolean;
}

/** What a payment is for: "hiring Reaper", "upgrading the wheat fief". */
export function purposeWords(v: FeudaliaView, p: Payment): string {
  const seat = actorOf(v);
  const u = p.purpose;
  switch (u.kind) {
    case 'hire': {
      const name = vassalName(u.vassal);
      return msg(str`hiring ${name}`);
    }
    case 'upgrade': {
      const fief = fiefWords(v, seat, u.fief);
      return msg(str`upgrading ${fief}`);
    }
    case 'build': {
      const card = cathedralName(u.part ?? (v.cathedral.stage === 1 ? 'nave' : 'foundations'));
      return msg(str`a cathedral token (${card})`);
    }
    case 'recruit': {
      const name = masterName(u.master);
      return msg(str`hiring ${name}`);
    }
    case 'master': {
      const id = v.players[seat]?.fiefs[u.fief]?.cities[u.city]?.id;
      const name = id ? masterName(id) : msg('a master');
      return msg(str`the action of ${name}`);
    }
    case 'influence': {
      const name = vassalName(u.card.card);
      return msg(str`the influence of ${name}`);
    }
    case 'tax':
      return msg('the Tax Collector');
  }
}

/** "owes 2 wood, 1 cube of any kind (from the wheat fief) for hiring Reaper; 3 coins paid". */
export function owesWords(v: FeudaliaView, p: Payment): string {
  const owed = cubesWords(p.owed) || msg('nothing more');
  const purpose = purposeWords(v, p);
  let line = msg(str`owes ${owed} for ${purpose}`);
  if (p.fief !== null) {
    const from = fiefWords(v, actorOf(v), p.fief);
    line = msg(str`owes ${owed} from ${from} for ${purpose}`);
  }
  if (!p.coins) return line;
  const coins = coinWords(p.coins);
  return msg(str`${line}; ${coins} already paid`);
}

/** What the awaited seat does, said to that seat. */
function task(v: FeudaliaView, kinds: ReadonlySet<FeudaliaAction['type']>): string {
  const s = v.step;
  switch (s.kind) {
    case 'draft':
      return msg('keep one of the two fiefs offered to you; the other goes to the next player');
    case 'redraw':
      return msg('you have three fiefs of one type: put one back and draw until another type comes, or keep them');
    case 'worker':
      return msg('choose the upgraded worker that joins your starting deck');
    case 'pay': {
      const owes = owesWords(v, s.payment);
      return msg(str`pay with the cubes on your fiefs: this payment ${owes}`);
    }
    case 'recruit':
      return s.hired
        ? msg('put one of the face-up masters under the master deck')
        : msg('two masters were drawn: hire one of the face-up masters into a free city, or none');
    case 'limit': {
      const limit = FIEF_LIMIT;
      return msg(str`a fief holds more than ${limit} cubes: drop cubes until each holds ${limit} at most`);
    }
    default: {
      const e = v.turn.queue[0]?.effect;
      if (e?.kind === 'produce') return e.n === 1 ? msg('choose where the cube produced goes') : msg(str`choose where each of the ${e.n} cubes produced goes`);
      if (e?.kind === 'trade') {
        const left = v.turn.queue[0]?.left ?? e.times;
        return left === 1 ? msg('make one more trade on your fief, or no more') : msg(str`make up to ${left} trades on your fief, or no more`);
      }
      if (kinds.has('tax')) return msg('the Tax Collector is in your hand: play it before anything else');
      return msg('play your vassals, hire, upgrade, build the cathedral, then end your turn');
    }
  }
}

/**
 * Whether the turn is still in its start phase: its masters' start effects are being placed, or the tax collector is
 * still to be played (kept from the last turn, which everyone saw, or among the seat's own moves) or being paid. The
 * main phase begins once that is behind (the view's `turn.taxed`, set by the first main-phase move, is not the sign:
 * without a tax collector the start phase is over at once).
 */
function inStartPhase(v: FeudaliaView, kinds: ReadonlySet<FeudaliaAction['type']>): boolean {
  if (v.step.kind === 'pay') return v.step.payment.purpose.kind === 'tax';
  if (v.step.kind !== 'main' || v.turn.taxed) return false;
  return v.turn.queue.length > 0 || kinds.has('tax') || (v.players[v.turn.seat]?.kept.length ?? 0) > 0;
}

/** The phase's name; `kinds`: the kinds of the viewer's legal moves. */
export function phaseWords(v: FeudaliaView, kinds: ReadonlySet<FeudaliaAction['type']> = new Set()): string {
  switch (v.step.kind) {
    case 'draft':
    case 'redraw':
      return msg('Choosing the fiefs');
    case 'worker':
      return msg('Choosing the upgraded workers');
    case 'shuffle':
      return msg('Shuffling');
    case 'limit':
      return msg('End phase');
    case 'over':
      return msg('The game is over');
    default:
      return inStartPhase(v, kinds) ? msg('Start phase') : msg('Main phase');
  }
}

export function tablePrompt(v: FeudaliaView, names: readonly string[], mySeat: Seat | null, legal: readonly FeudaliaAction[]): Prompt {
  if (v.step.kind === 'over') return { text: msg('The game is over.'), mine: false };
  if (v.step.kind === 'shuffle') {
    const who = nameOf(names, v.step.seat);
    return { text: msg(str`Shuffling ${who}'s deck…`), mine: false };
  }
  if (!v.toAct.length) return { text: msg('Drawing from the piles…'), mine: false };
  const kinds = new Set(legal.map((a) => a.type));
  const phase = phaseWords(v, kinds);
  if (mySeat !== null && v.toAct.includes(mySeat) && legal.length) {
    const todo = task(v, kinds);
    return { text: msg(str`${phase}, your turn: ${todo}.`), mine: true };
  }
  const who = listWords(v.toAct.map((s) => nameOf(names, s)));
  return { text: msg(str`${phase}: ${who}'s turn.`), mine: false };
}

/** The line under the banner: the round, the target, the last round. */
export function detailWords(v: FeudaliaView, names: readonly string[]): string {
  const round = v.round;
  const target = v.config.target;
  const first = nameOf(names, v.first);
  const parts = [round ? msg(str`Round ${round}`) : msg('Set-up'), msg(str`first player: ${first}`), msg(str`${target} VP to win`)];
  if (v.ending && v.step.kind !== 'over') parts.push(msg('someone has reached the target: the last round, if the lead holds'));
  return parts.join(' · ');
}
