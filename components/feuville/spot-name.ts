/**
 * The name of a clicked spot (targets.ts keys), for the heading of the menu
 * that asks which of several legal actions was meant.
 */
import type { FeuvilleView, Row } from '../../engine/games/feuville/types.js';
import type { Words } from './i18n.js';
import { decreeName, fairyName, itemName, tileName } from './faces.js';

export function spotName(key: string, v: FeuvilleView, w: Words): string {
  const [zone, a = '', b = ''] = key.split(':');
  switch (zone) {
    case 'row': {
      const tile = v.rows[a as Row]?.[Number(b)];
      return tile ? tileName(tile, w) : (w.row[a as Row] ?? '');
    }
    case 'decree': {
      const d = v.decrees[Number(a)];
      return d ? decreeName(d, w) : w.decrees;
    }
    case 'person':
      return w.person[v.persons[Number(a) - 1] ?? 'entertainer'];
    case 'fairy': {
      const f = v.fairyDisplay[Number(a)];
      return f ? fairyName(f, w) : w.fairy;
    }
    case 'town':
      return w.townEval;
    case 'col':
      return w.column(Number(b) + 1);
    case 'end':
      return b === 'left' ? w.buildLeft : w.buildRight;
    case 'slot': {
      const item = v.players[Number(a)]?.board[Number(b)]?.item;
      return item ? itemName(item, w) : w.playerBoard;
    }
    case 'magic': {
      const f = v.players[Number(a)]?.fairy[Number(b)]?.fairy;
      return f ? fairyName(f, w) : w.fairy;
    }
    case 'hand': {
      const h = v.players[Number(a)]?.hand;
      return h ? itemName(h, w) : '';
    }
    default:
      return '';
  }
}
