/**
 * A Feuville move in words for the game log, in the app's language: the same
 * sentences as the engine's English `describe` (engine/games/feuville/notation.ts),
 * worded when called, so msg() reads the language shown then. Where a language's
 * grammar follows the noun (an article, a case), each noun has its own sentence.
 * `s` is the state before the move.
 */
import { msg, str } from '@lit/localize';
import type { Seat } from '../../engine/core/game.js';
import { entertainerSum, held } from '../../engine/games/feuville/notation.js';
import { decree, fairy, isDecreeId, isFairyId, tile } from '../../engine/games/feuville/tiles.js';
import type { At, FeuvilleAction, FeuvilleState, Item, Person, Row } from '../../engine/games/feuville/types.js';
import { PERSONS } from '../../engine/games/feuville/types.js';
import { t } from './i18n.js';

const seatName = (names: readonly string[], seat: Seat): string => names[seat] ?? msg(str`Seat ${seat + 1}`);

const personOf = (n: number): Person => PERSONS[n - 1] ?? 'entertainer';

/** "from the Thief": where a tile is taken. */
function fromPerson(p: Person): string {
  switch (p) {
    case 'entertainer':
      return msg('from the Travelling Entertainer');
    case 'thief':
      return msg('from the Thief');
    case 'publican':
      return msg('from the Publican');
    case 'architect':
      return msg('from the Architect');
    case 'mayor':
      return msg('from the Town Mayor');
    case 'magician':
      return msg('from the Magician');
  }
}

/** "Ana uses the Thief". */
function uses(p: Person, who: string): string {
  switch (p) {
    case 'entertainer':
      return msg(str`${who} uses the Travelling Entertainer`);
    case 'thief':
      return msg(str`${who} uses the Thief`);
    case 'publican':
      return msg(str`${who} uses the Publican`);
    case 'architect':
      return msg(str`${who} uses the Architect`);
    case 'mayor':
      return msg(str`${who} uses the Town Mayor`);
    case 'magician':
      return msg(str`${who} uses the Magician`);
  }
}

const gnome = (dice: readonly number[], words: string): string => (dice.length === 2 ? msg(str`${words} (with the gnome)`) : words);

function takesTile(row: Row, who: string, from: string): string {
  if (row === 'wall') return msg(str`${who} takes a wall tile ${from}.`);
  if (row === 'tower') return msg(str`${who} takes a tower tile ${from}.`);
  return msg(str`${who} takes a sky tile ${from}.`);
}

function where(at: At): string {
  if (at === 'left') return msg('on the left');
  if (at === 'right') return msg('on the right');
  const column = at + 1;
  return msg(str`on column ${column}`);
}

function builds(row: Row | null, who: string, at: At): string {
  const place = where(at);
  if (row === 'wall') return msg(str`${who} builds a wall tile ${place}.`);
  if (row === 'tower') return msg(str`${who} builds a tower tile ${place}.`);
  if (row === 'sky') return msg(str`${who} builds a sky tile ${place}.`);
  return msg(str`${who} builds a tile ${place}.`);
}

function picks(row: Row, who: string, at: At | undefined): string {
  if (at === undefined) {
    if (row === 'wall') return msg(str`${who} takes a wall tile.`);
    if (row === 'tower') return msg(str`${who} takes a tower tile.`);
    return msg(str`${who} takes a sky tile.`);
  }
  const place = where(at);
  if (row === 'wall') return msg(str`${who} takes a wall tile and builds it ${place}.`);
  if (row === 'tower') return msg(str`${who} takes a tower tile and builds it ${place}.`);
  return msg(str`${who} takes a sky tile and builds it ${place}.`);
}

function charms(row: Row, who: string): string {
  if (row === 'wall') return msg(str`${who} plays Great Selection and takes a wall tile.`);
  if (row === 'tower') return msg(str`${who} plays Great Selection and takes a tower tile.`);
  return msg(str`${who} plays Great Selection and takes a sky tile.`);
}

function decreeName(id: string | null | undefined): string | null {
  if (!id || !isDecreeId(id)) return null;
  const d = decree(id);
  const w = t();
  return d.kind === 'symbol' && d.symbol ? `${w.symbol[d.symbol]} ×${d.factor}` : w.decreeKind[d.kind];
}

const fairyName = (id: string | null | undefined): string | null => (id && isFairyId(id) ? t().fairyKind[fairy(id).kind] : null);

/** A scored item's name: a decree's (a player scores nothing else). */
function itemName(it: Item): string {
  if (it.kind === 'tile') return t().tile[tile(it.id).row];
  if (it.kind === 'decree') return decreeName(it.id) ?? msg('decree');
  return t().fairyKind[fairy(it.id).kind];
}

function skill(a: Extract<FeuvilleAction, { type: 'skill' }>, who: string, names: readonly string[]): string {
  const base = gnome(a.dice, uses(personOf(a.person), who));
  if (a.target) {
    const victim = seatName(names, a.target.seat);
    return msg(str`${base} and steals from ${victim}.`);
  }
  if (a.restore?.length) {
    const k = a.restore.length;
    return msg(str`${base} and restores ${k} column(s).`);
  }
  return `${base}.`;
}

/** The move in words (`s` is the state before it). */
export function describe(s: FeuvilleState, a: FeuvilleAction, seat: Seat, names: readonly string[]): string {
  const who = seatName(names, seat);
  switch (a.type) {
    case 'tile':
      return takesTile(a.row, who, gnome(a.dice, fromPerson(personOf(a.person))));
    case 'decree': {
      const d = decreeName(s.decrees[a.person - 1]) ?? msg('decree');
      return a.dice.length === 2 ? msg(str`${who} takes the royal decree ${d} (with the gnome).`) : msg(str`${who} takes the royal decree ${d}.`);
    }
    case 'skill':
      return skill(a, who, names);
    case 'fairy': {
      const f = fairyName(s.fairyDisplay[a.slot]) ?? msg('fairy magic');
      return msg(str`${who} takes the fairy magic ${f}.`);
    }
    case 'town':
      return msg(str`${who} carries out the Town Evaluation.`);
    case 'build': {
      const it = held(s, seat, a.from);
      return builds(it?.kind === 'tile' ? tile(it.id).row : null, who, a.at);
    }
    case 'store':
      return a.replace !== undefined ? msg(str`${who} puts it on the player board, discarding an older one.`) : msg(str`${who} puts it on the player board.`);
    case 'score': {
      const it = held(s, seat, a.from);
      if (!it) return msg(str`${who} scores a decree.`);
      const what = itemName(it);
      return msg(str`${who} scores ${what}.`);
    }
    case 'protect':
      return msg(str`${who} lays a Theft Protection on the player board.`);
    case 'restore': {
      const column = a.column + 1;
      return msg(str`${who} turns column ${column} back: the clouds cover it.`);
    }
    case 'burn': {
      const columns = a.columns.map((c) => c + 1).join(', ');
      return msg(str`${who} lets column ${columns} burn.`);
    }
    case 'fire':
      return msg(str`${who} plays a Fire Protection.`);
    case 'pick':
      return picks(a.row, who, a.at);
    case 'charm':
      return charms(a.row, who);
    case 'pass':
      return msg(str`${who} passes.`);
    case 'roll':
      return entertainerSum(s) !== null ? msg(str`${who} rolls again.`) : msg(str`${who} rolls again after the dragon.`);
    case 'stop': {
      const sum = entertainerSum(s) ?? 0;
      return msg(str`${who} stops at ${sum}.`);
    }
    case 'end':
      return msg(str`${who} ends the turn.`);
  }
}
