/**
 * Words for Feuville actions in the current language: button labels and what
 * a screen reader says. Pure formatting of the action's fields and the view
 * (the table before the action); no rules. The acting seat is the viewer.
 */
import type { At, FeuvilleAction, FeuvilleView, From, ItemView, PlayerView, ScoreAction, SkillAction } from '../../engine/games/feuville/types.js';
import { t, type Words } from './i18n.js';
import { columnList, decreeName, fairyName, itemName, tileName } from './faces.js';

const me = (v: FeuvilleView): PlayerView | undefined => (v.seat === null ? undefined : v.players[v.seat]);

function held(v: FeuvilleView, from: From): ItemView | null {
  const p = me(v);
  if (!p) return null;
  return from === 'hand' ? p.hand : (p.board[from]?.item ?? null);
}

function where(at: At, w: Words): string {
  return at === 'left' ? w.actions.left : at === 'right' ? w.actions.right : w.actions.onColumn(at + 1);
}

function how(dice: readonly number[], v: FeuvilleView, w: Words): string {
  if (dice.length === 2) return w.actions.withGnome;
  const pips = v.dice?.values[dice[0] ?? 0];
  return pips ? w.actions.withDie(pips) : '';
}

function skill(a: SkillAction, v: FeuvilleView, names: readonly string[], w: Words): string {
  const h = how(a.dice, v, w);
  const A = w.actions;
  switch (a.person) {
    case 1:
      return A.entertainer(h);
    case 2: {
      if (!a.target) return A.thiefNone(h);
      const item = v.players[a.target.seat]?.board[a.target.slot]?.item;
      const whose = names[a.target.seat] ?? w.seat(a.target.seat);
      return `${A.thief(whose, item ? itemName(item, w) : '', h)} (${w.space(a.target.slot + 1)})`;
    }
    case 3:
      return A.publican(h);
    case 4:
      return A.architect(h);
    case 5: {
      const d = a.slot !== undefined ? v.decrees[a.slot] : null;
      return d ? `${A.mayor(decreeName(d, w), h)} (${w.column(a.slot! + 1)})` : A.mayorNone(h);
    }
    case 6:
      // Two picks when none of the player's town has burnt (the rulebook, "Magician"; notes.ts).
      return a.restore?.length ? A.magician(columnList(a.restore, w), h) : A.magicianPlain(h, v.players[v.active]?.columns.some((c) => c.burnt) ? 1 : 2);
  }
}

function score(a: ScoreAction, v: FeuvilleView, w: Words): string {
  const it = held(v, a.from);
  const name = it ? itemName(it, w) : w.decrees;
  const from = a.from === 'hand' ? '' : w.actions.fromBoard;
  let detail = '';
  if (a.columns) detail = w.actions.withColumns(columnList(a.columns, w));
  else if (a.grid) detail = w.actions.grid(columnList([a.grid.column, a.grid.column + 1], w), a.grid.level);
  else if (a.symbol) detail = w.actions.counting(w.symbols[a.symbol]);
  return w.actions.score(name, detail, from);
}

function displayTile(v: FeuvilleView, row: 'wall' | 'tower' | 'sky', slot: number, w: Words): string {
  const tile = v.rows[row][slot];
  return tile ? tileName(tile, w) : w.tile[row];
}

/** Which pass this is, from the choice the table is in. */
function pass(v: FeuvilleView, w: Words): string {
  switch (v.choice.kind) {
    case 'publican':
      return w.actions.passGuest;
    case 'place':
      return w.actions.passGuest;
    case 'magician':
      return w.actions.passMagician;
    case 'selection':
      return w.actions.passSelection;
    default:
      return w.actions.pass;
  }
}

export function actionLabel(action: FeuvilleAction, names: readonly string[], view: FeuvilleView, w: Words = t()): string {
  const A = w.actions;
  const v = view;
  switch (action.type) {
    case 'tile': {
      const person = v.persons[action.person - 1] ?? 'entertainer';
      return A.tile(displayTile(v, action.row, action.person - 1, w), w.atPerson[person], how(action.dice, v, w));
    }
    case 'decree': {
      const d = v.decrees[action.person - 1];
      const person = v.persons[action.person - 1] ?? 'entertainer';
      return A.decree(d ? decreeName(d, w) : w.decrees, w.atPerson[person], how(action.dice, v, w));
    }
    case 'skill':
      return skill(action, v, names, w);
    case 'fairy': {
      const f = v.fairyDisplay[action.slot];
      const label = A.fairy(f ? fairyName(f, w) : w.fairy, action.die !== undefined ? how([action.die], v, w) : '');
      return `${label} (${w.space(action.slot + 1)})`;
    }
    case 'town':
      return A.town(action.grass + 1, how([action.die], v, w));
    case 'build': {
      const it = held(v, action.from);
      return A.build(it ? itemName(it, w) : w.buildingRows, where(action.at, w), action.from === 'hand' ? '' : A.fromBoard);
    }
    case 'store': {
      const p = me(v);
      const it = p?.hand ? itemName(p.hand, w) : '';
      if (action.replace === undefined) return A.store(it);
      const old = p?.hand?.kind === 'fairy' ? p.fairy[action.replace]?.fairy : null;
      const oldName = old
        ? fairyName(old, w)
        : (() => {
            const slot = p?.board[action.replace];
            return slot ? itemName(slot.item, w) : '';
          })();
      return `${A.storeReplace(it, oldName)} (${w.space(action.replace + 1)})`;
    }
    case 'score':
      return score(action, v, w);
    case 'protect': {
      const slot = me(v)?.board[action.target];
      const on = `${A.protect(slot ? itemName(slot.item, w) : w.playerBoard)} (${w.space(action.target + 1)})`;
      return action.from === 'hand' ? on : `${on}, ${w.fairy} ${w.space(action.from + 1)}`;
    }
    case 'restore':
      return A.restore(action.column + 1);
    case 'burn':
      return A.burn(columnList(action.columns, w));
    case 'fire':
      return me(v)?.fairy.filter((f) => f.fairy.kind === 'fire').length === 1 ? A.fire : `${A.fire} (${w.space(action.slot + 1)})`;
    case 'pick': {
      const tile = displayTile(v, action.row, action.slot, w);
      return action.at === undefined ? A.pick(tile, action.slot + 1) : A.pickBuild(tile, action.slot + 1, where(action.at, w));
    }
    case 'charm':
      return A.charm(displayTile(v, action.row, action.pick, w), action.pick + 1);
    case 'pass':
      return pass(v, w);
    case 'roll':
      if (v.choice.kind === 'entertainer') return A.rollEntertainer(v.choice.sum);
      return v.choice.kind === 'reroll' ? A.rollDragon : A.roll;
    case 'stop':
      return A.stop(v.choice.kind === 'entertainer' ? v.choice.sum : 0);
    case 'end':
      return v.choice.kind === 'reroll' ? A.endNoRoll : A.end;
  }
}
