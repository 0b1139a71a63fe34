/** Feudalia's actions in English words for the log; a hand card only once it is shown. */
import type { Seat } from '../../core/game.js';
import { FIEFS, master, vassal } from './cards.js';
import type { FeudaliaAction, FeudaliaState } from './types.js';

const fiefName = (s: FeudaliaState, seat: Seat, fief: number): string => {
  const f = s.players[seat]?.fiefs[fief];
  return f ? `the ${FIEFS[f.card]!.type} fief` : 'a fief';
};

export function describe(s: FeudaliaState, a: FeudaliaAction, seat: Seat, names: readonly string[]): string {
  const who = names[seat] ?? `Seat ${seat + 1}`;
  switch (a.type) {
    case 'draft':
      return `${who} keeps a ${FIEFS[a.fief]?.type ?? ''} fief`;
    case 'redraw':
      return a.fief === null ? `${who} keeps three fiefs of a kind` : `${who} puts back ${fiefName(s, seat, a.fief)} and draws another`;
    case 'worker':
      return `${who} starts with a ${vassal(a.vassal).name}`;
    case 'tax':
      return a.gave.length ? `${who} plays the tax collector and gives ${a.gave.map((c) => vassal(c.card).name).join(', ')}` : `${who} plays the tax collector`;
    case 'hire':
      return `${who} hires a ${vassal(a.vassal).name}${a.trash ? ` (upgrading a ${vassal(a.trash.card).name})` : ''}`;
    case 'income':
      return `${who} discards a ${vassal(a.card.card).name} for ${vassal(a.card.card).income} ${vassal(a.card.card).income === 1 ? 'coin' : 'coins'}`;
    case 'field':
      return `${who} plays a ${vassal(a.card.card).name} in ${fiefName(s, seat, a.fief)}`;
    case 'influence':
      return `${who} plays a ${vassal(a.card.card).name}'s influence`;
    case 'upgrade':
      return `${who} upgrades ${fiefName(s, seat, a.fief)}`;
    case 'build':
      return `${who} builds the cathedral${a.part ? ` (${a.part === 'dean' ? 'dean and canons' : a.part === 'glass' ? 'stained glass' : 'silverware'})` : ''}`;
    case 'scout':
      return `${who} draws two masters`;
    case 'recruit':
      return `${who} hires the ${master(a.master).name} into ${fiefName(s, seat, a.fief)}`;
    case 'forgo':
      return `${who} hires none of them`;
    case 'bottom':
      return `${who} puts the ${master(a.master).name} under the master deck`;
    case 'fire':
      return `${who} fires a master from ${fiefName(s, seat, a.fief)}`;
    case 'relocate':
      return `${who} moves a master to ${fiefName(s, seat, a.to)}`;
    case 'use':
      return `${who} uses a master in ${fiefName(s, seat, a.fief)}`;
    case 'pay':
      return `${who} pays a ${a.res} from ${fiefName(s, seat, a.fief)}${s.step.kind === 'pay' && s.step.payment.purpose.kind === 'tax' ? ' to the tax collector' : ''}`;
    case 'cancel':
      return `${who} calls it off`;
    case 'produce':
      return `${who} takes a ${a.res} into ${fiefName(s, seat, a.fief)}`;
    case 'trade':
      return `${who} trades ${a.give} for ${a.get ?? 'coins'}`;
    case 'stop':
      return `${who} stops trading`;
    case 'end':
      return `${who} ends the turn, serving the court with ${a.shown.length} ${a.shown.length === 1 ? 'card' : 'cards'}${a.kept.length ? ' and keeping the tax collector drawn this turn' : ''}`;
    case 'drop':
      return `${who} drops a ${a.res} from ${fiefName(s, seat, a.fief)}`;
  }
}
