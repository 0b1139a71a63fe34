/**
 * A Feudalia move in words for the game log, in the app's language: the
 * sentences of the engine's English `describe` (engine/games/feudalia/notation.ts),
 * worded each time the log is drawn, so a reader who changes language reads the
 * whole log in the new one. A hand card is named only once it is shown. Two
 * sentences say more than the engine's: a cube paid to the tax collector says
 * so (the state before the move shows the payment's purpose), and one card
 * serving the court is singular (words.test.ts lists both). Cubes a move pays
 * by themselves are named after it (the engine's `selfPaid`).
 */
import { msg, str } from '@lit/localize';
import type { Seat } from '../../engine/core/game.js';
import { FIEFS, vassal } from '../../engine/games/feudalia/cards.js';
import { selfPaid } from '../../engine/games/feudalia/notation.js';
import type { CathedralPart, FeudaliaAction, FeudaliaState } from '../../engine/games/feudalia/types.js';
import { listWords } from '../../components/shared/status-words.js';
import { coinWords, masterName, nameOf, resCount, resName, theFief, vassalName } from './words.js';

const fiefIn = (s: FeudaliaState, seat: Seat, fief: number): string => {
  const f = s.players[seat]?.fiefs[fief];
  return f ? theFief(FIEFS[f.card]!.type) : msg('a fief');
};

/** A "C" card as the log names it, in lower case. */
function partWords(part: CathedralPart): string {
  switch (part) {
    case 'dean':
      return msg('dean and canons');
    case 'glass':
      return msg('stained glass');
    case 'silver':
      return msg('silverware');
  }
}

export function describe(s: FeudaliaState, a: FeudaliaAction, seat: Seat, names: readonly string[]): string {
  const paid = listWords(
    selfPaid(s, a, seat).map((g) => {
      const cubes = resCount(g.res, g.n);
      const fief = fiefIn(s, seat, g.fief);
      return msg(str`${cubes} from ${fief}`);
    }),
  );
  if (a.type === 'pay') return payWords(s, a, seat, names, paid);
  const line = sentence(s, a, seat, names);
  return paid ? msg(str`${line}, paying ${paid}`) : line;
}

/** A cube paid, and those that followed by themselves (`paid`, in words). */
function payWords(s: FeudaliaState, a: Extract<FeudaliaAction, { type: 'pay' }>, seat: Seat, names: readonly string[], paid: string): string {
  const who = nameOf(names, seat);
  const res = resName(a.res);
  const fief = fiefIn(s, seat, a.fief);
  if (s.step.kind === 'pay' && s.step.payment.purpose.kind === 'tax')
    return paid
      ? msg(str`${who} pays a ${res} from ${fief} and ${paid} to the tax collector`)
      : msg(str`${who} pays a ${res} from ${fief} to the tax collector`);
  return paid ? msg(str`${who} pays a ${res} from ${fief} and ${paid}`) : msg(str`${who} pays a ${res} from ${fief}`);
}

function sentence(s: FeudaliaState, a: Exclude<FeudaliaAction, { type: 'pay' }>, seat: Seat, names: readonly string[]): string {
  const who = nameOf(names, seat);
  switch (a.type) {
    case 'draft': {
      const type = FIEFS[a.fief];
      const kind = type ? resName(type.type) : '';
      return msg(str`${who} keeps a ${kind} fief`);
    }
    case 'redraw': {
      if (a.fief === null) return msg(str`${who} keeps three fiefs of a kind`);
      const fief = fiefIn(s, seat, a.fief);
      return msg(str`${who} puts back ${fief} and draws another`);
    }
    case 'worker': {
      const name = vassalName(a.vassal);
      return msg(str`${who} starts with a ${name}`);
    }
    case 'tax': {
      if (!a.gave.length) return msg(str`${who} plays the tax collector`);
      const gave = a.gave.map((c) => vassalName(c.card)).join(', ');
      return msg(str`${who} plays the tax collector and gives ${gave}`);
    }
    case 'hire': {
      const name = vassalName(a.vassal);
      if (!a.trash) return msg(str`${who} hires a ${name}`);
      const old = vassalName(a.trash.card);
      return msg(str`${who} hires a ${name} (upgrading a ${old})`);
    }
    case 'income': {
      const name = vassalName(a.card.card);
      const amount = coinWords(vassal(a.card.card).income);
      return msg(str`${who} discards a ${name} for ${amount}`);
    }
    case 'field': {
      const name = vassalName(a.card.card);
      const fief = fiefIn(s, seat, a.fief);
      return msg(str`${who} plays a ${name} in ${fief}`);
    }
    case 'influence': {
      const name = vassalName(a.card.card);
      return msg(str`${who} plays a ${name}'s influence`);
    }
    case 'upgrade': {
      const fief = fiefIn(s, seat, a.fief);
      return msg(str`${who} upgrades ${fief}`);
    }
    case 'build': {
      if (!a.part) return msg(str`${who} builds the cathedral`);
      const part = partWords(a.part);
      return msg(str`${who} builds the cathedral (${part})`);
    }
    case 'scout':
      return msg(str`${who} draws two masters`);
    case 'recruit': {
      const name = masterName(a.master);
      const fief = fiefIn(s, seat, a.fief);
      return msg(str`${who} hires the ${name} into ${fief}`);
    }
    case 'forgo':
      return msg(str`${who} hires none of them`);
    case 'bottom': {
      const name = masterName(a.master);
      return msg(str`${who} puts the ${name} under the master deck`);
    }
    case 'fire': {
      const fief = fiefIn(s, seat, a.fief);
      return msg(str`${who} fires a master from ${fief}`);
    }
    case 'relocate': {
      const fief = fiefIn(s, seat, a.to);
      return msg(str`${who} moves a master to ${fief}`);
    }
    case 'use': {
      const fief = fiefIn(s, seat, a.fief);
      return msg(str`${who} uses a master in ${fief}`);
    }
    case 'cancel':
      return msg(str`${who} calls it off`);
    case 'produce': {
      const res = resName(a.res);
      const fief = fiefIn(s, seat, a.fief);
      return msg(str`${who} takes a ${res} into ${fief}`);
    }
    case 'trade': {
      const give = resName(a.give);
      if (a.get === null) return msg(str`${who} trades ${give} for coins`);
      const get = resName(a.get);
      return msg(str`${who} trades ${give} for ${get}`);
    }
    case 'stop':
      return msg(str`${who} stops trading`);
    case 'end': {
      const n = a.shown.length;
      if (n === 1)
        return a.kept.length
          ? msg(str`${who} ends the turn, serving the court with 1 card and keeping the tax collector drawn this turn`)
          : msg(str`${who} ends the turn, serving the court with 1 card`);
      return a.kept.length
        ? msg(str`${who} ends the turn, serving the court with ${n} cards and keeping the tax collector drawn this turn`)
        : msg(str`${who} ends the turn, serving the court with ${n} cards`);
    }
    case 'drop': {
      const res = resName(a.res);
      const fief = fiefIn(s, seat, a.fief);
      return msg(str`${who} drops a ${res} from ${fief}`);
    }
  }
}
