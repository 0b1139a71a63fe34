/**
 * Actions in words for the game log, in English (the app words them in the
 * reader's language: components/feuville/log-words.ts, the same sentences).
 * `state` is the state before the action.
 */
import type { Seat } from '../../core/game.js';
import { top } from './state.js';
import { decree, fairy, isDecreeId, isFairyId, tile } from './tiles.js';
import type { At, DecreeKind, FairyKind, FeuvilleAction, FeuvilleState, From, Item, Person, Row } from './types.js';
import { PERSONS } from './types.js';

const PERSON: Readonly<Record<Person, string>> = {
  entertainer: 'the Travelling Entertainer',
  thief: 'the Thief',
  publican: 'the Publican',
  architect: 'the Architect',
  mayor: 'the Town Mayor',
  magician: 'the Magician',
};
const ROW: Readonly<Record<Row, string>> = { wall: 'wall tile', tower: 'tower tile', sky: 'sky tile' };
const DECREE: Readonly<Record<DecreeKind, string>> = {
  little: 'Little Town District',
  large: 'Large Town District',
  town: 'Town Evaluation',
  symbol: 'Status Symbol',
  view: 'Splendid View',
  discretion: 'At Your Own Discretion',
};
const FAIRY: Readonly<Record<FairyKind, string>> = {
  prestige: 'Prestige Points',
  selection: 'Great Selection',
  theft: 'Theft Protection',
  fire: 'Fire Protection',
};
const SYMBOL: Readonly<Record<string, string>> = { guard: 'Town Guard', star: 'Golden Star', flag: 'Red Flag', griffin: 'Mighty Griffin' };

const seatName = (names: readonly string[], seat: Seat): string => names[seat] ?? `Seat ${seat + 1}`;

function decreeName(id: string | null | undefined): string {
  if (!id || !isDecreeId(id)) return 'decree';
  const d = decree(id);
  return d.kind === 'symbol' ? `${SYMBOL[d.symbol!]} ×${d.factor}` : DECREE[d.kind];
}

function fairyName(id: string | null | undefined): string {
  return id && isFairyId(id) ? FAIRY[fairy(id).kind] : 'fairy magic';
}

function itemName(it: Item): string {
  if (it.kind === 'tile') return ROW[tile(it.id).row];
  if (it.kind === 'decree') return decreeName(it.id);
  return FAIRY[fairy(it.id).kind];
}

/** The item `seat` builds, stores or scores from `from` (its hand or a space of its board). */
export function held(s: FeuvilleState, seat: Seat, from: From): Item | null {
  const p = s.players[seat];
  if (!p) return null;
  return from === 'hand' ? p.hand : (p.board[from]?.item ?? null);
}

/** The Travelling Entertainer's sum so far, or null when no Entertainer is being played. */
export function entertainerSum(s: FeuvilleState): number | null {
  const t = top(s);
  return t?.kind === 'entertainer' ? t.sum : null;
}

function where(at: At): string {
  if (at === 'left') return 'on the left';
  if (at === 'right') return 'on the right';
  return `on column ${at + 1}`;
}

const how = (dice: readonly number[]): string => (dice.length === 2 ? ' (with the gnome)' : '');

/** The log line (English). */
export function describe(s: FeuvilleState, a: FeuvilleAction, seat: Seat, names: readonly string[]): string {
  const who = seatName(names, seat);
  switch (a.type) {
    case 'tile':
      return `${who} takes a ${ROW[a.row]} from ${PERSON[PERSONS[a.person - 1]!]}${how(a.dice)}.`;
    case 'decree':
      return `${who} takes the royal decree ${decreeName(s.decrees[a.person - 1])}${how(a.dice)}.`;
    case 'skill': {
      const extra = a.target ? ` and steals from ${seatName(names, a.target.seat)}` : a.restore?.length ? ` and restores ${a.restore.length} column(s)` : '';
      return `${who} uses ${PERSON[PERSONS[a.person - 1]!]}${how(a.dice)}${extra}.`;
    }
    case 'fairy':
      return `${who} takes the fairy magic ${fairyName(s.fairyDisplay[a.slot])}.`;
    case 'town':
      return `${who} carries out the Town Evaluation.`;
    case 'build': {
      const it = held(s, seat, a.from);
      return `${who} builds a ${it ? itemName(it) : 'tile'} ${where(a.at)}.`;
    }
    case 'store':
      return `${who} puts it on the player board${a.replace !== undefined ? ', discarding an older one' : ''}.`;
    case 'score': {
      const it = held(s, seat, a.from);
      return `${who} scores ${it ? itemName(it) : 'a decree'}.`;
    }
    case 'protect':
      return `${who} lays a Theft Protection on the player board.`;
    case 'restore':
      return `${who} turns column ${a.column + 1} back: the clouds cover it.`;
    case 'burn':
      return `${who} lets column ${a.columns.map((c) => c + 1).join(', ')} burn.`;
    case 'fire':
      return `${who} plays a Fire Protection.`;
    case 'pick':
      return `${who} takes a ${ROW[a.row]}${a.at !== undefined ? ` and builds it ${where(a.at)}` : ''}.`;
    case 'charm':
      return `${who} plays Great Selection and takes a ${ROW[a.row]}.`;
    case 'pass':
      return `${who} passes.`;
    case 'roll':
      return entertainerSum(s) !== null ? `${who} rolls again.` : `${who} rolls again after the dragon.`;
    case 'stop':
      return `${who} stops at ${entertainerSum(s) ?? 0}.`;
    case 'end':
      return `${who} ends the turn.`;
  }
}
