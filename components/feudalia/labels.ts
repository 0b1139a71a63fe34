/**
 * Short imperative words for every Feudalia action: the buttons drawn on the
 * table, the "All moves" list, and what a screen reader says. Pure formatting
 * of the action, the card data and the view; no rules. Called at render time
 * (msg()). Two actions listed at once never share their words.
 */
import { msg, str } from '@lit/localize';
import { CATHEDRAL, FIEFS, vassal } from '../../engine/games/feudalia/cards.js';
import type { FeudaliaAction } from '../../engine/games/feudalia/types.js';
import { vassalActionWords } from './card-words.js';
import { actorOf, type FeudaliaView } from './view.js';
import { cathedralName, coinWords, fiefWords, masterCardName, masterName, resCount, resName, theFief, vassalName, vassalsWords, vpWords } from './words.js';

/** A level 0 fief card offered in the draft: "the wheat fief (3 fields, 1 city)". */
export function fiefCardWords(card: number): string {
  const f = FIEFS[card];
  if (!f) return msg('a fief');
  const face = f.faces[0]!;
  const the = theFief(f.type);
  const fields = face.fields;
  const cities = face.cities;
  return cities === 1 ? msg(str`${the} (${fields} fields, 1 city)`) : msg(str`${the} (${fields} fields, ${cities} cities)`);
}

/** The name of the master living in a city of the acting seat, or "a master". */
function masterIn(v: FeudaliaView | null, fief: number, city: number): string {
  const slot = v?.players[actorOf(v)]?.fiefs[fief]?.cities[city];
  return slot ? masterCardName(slot.id) : msg('a master');
}

/** A fief of the acting seat, with the city when the fief has several free ones: "city 2 of the wheat fief". */
function cityWords(v: FeudaliaView | null, fief: number, city: number): string {
  const where = v ? fiefWords(v, actorOf(v), fief) : msg('a fief');
  const free = v?.players[actorOf(v)]?.fiefs[fief]?.cities.filter((c) => c === null).length ?? 0;
  if (free < 2) return where;
  const n = city + 1;
  return msg(str`city ${n} of ${where}`);
}

/** The trade the head of the turn's queue offers as `option`, if the view has it. */
function tradeOption(v: FeudaliaView | null, option: number) {
  const e = v?.turn.queue[0]?.effect;
  return e?.kind === 'trade' ? e.options[option] : undefined;
}

export function actionLabel(a: FeudaliaAction, _names: readonly string[], v: FeudaliaView | null = null): string {
  const fief = (i: number) => (v ? fiefWords(v, actorOf(v), i) : msg('a fief'));
  switch (a.type) {
    case 'draft': {
      const card = fiefCardWords(a.fief);
      // Two cards alike offered: which one (they play alike).
      const offer = v?.step.kind === 'draft' ? v.step.offer : [];
      if (offer.filter((c) => fiefCardWords(c) === card).length < 2) return msg(str`Keep ${card}`);
      const n = offer.indexOf(a.fief) + 1;
      return msg(str`Keep ${card}, card ${n} offered`);
    }
    case 'redraw': {
      if (a.fief === null) return msg('Keep your three fiefs');
      const which = fief(a.fief);
      return msg(str`Put back ${which} and draw a fief of another type`);
    }
    case 'worker': {
      const name = vassalName(a.vassal);
      // Its field actions work in fiefs of some types: say so when the chooser has none of them (legal, but a trap).
      const types = new Set(vassal(a.vassal).actions.flatMap((x) => (x.kind === 'field' ? Object.keys(x.where) : [])));
      const fiefs = v?.players[actorOf(v)]?.fiefs ?? [];
      if (types.size && fiefs.length && !fiefs.some((f) => types.has(FIEFS[f.card]!.type)))
        return msg(str`Start with a ${name} in your deck (no fief of yours takes its field action)`);
      return msg(str`Start with a ${name} in your deck`);
    }
    case 'tax': {
      if (!a.gave.length) return msg('Play the Tax Collector');
      const gave = vassalsWords(a.gave.map((c) => c.card));
      return msg(str`Play the Tax Collector and give ${gave}`);
    }
    case 'hire': {
      const name = vassalName(a.vassal);
      if (!a.trash) return msg(str`Hire ${name}`);
      const old = vassalName(a.trash.card);
      return msg(str`Hire ${name}, upgrading a ${old}`);
    }
    case 'income': {
      const name = vassalName(a.card.card);
      const coins = coinWords(vassal(a.card.card).income);
      return msg(str`Discard ${name} for ${coins}`);
    }
    case 'field': {
      const name = vassalName(a.card.card);
      const where = fief(a.fief);
      const act = vassal(a.card.card).actions[a.action];
      const type = v ? FIEFS[v.players[actorOf(v)]?.fiefs[a.fief]?.card ?? -1]?.type : undefined;
      const paid = act?.kind === 'field' && type ? (act.where[type] ?? 0) : 0;
      if (!paid) return msg(str`Play ${name} in ${where}`);
      const coins = coinWords(paid);
      return msg(str`Play ${name} in ${where} for ${coins}`);
    }
    case 'influence': {
      const name = vassalName(a.card.card);
      const act = vassal(a.card.card).actions[a.action];
      const what = act ? vassalActionWords(act) : '';
      return msg(str`Play ${name}: ${what}`);
    }
    case 'upgrade': {
      const where = fief(a.fief);
      const next = (v?.players[actorOf(v)]?.fiefs[a.fief]?.level ?? 0) + 1;
      return msg(str`Upgrade ${where} to level ${next}`);
    }
    case 'build': {
      const id = a.part ?? (v?.cathedral.stage === 1 ? 'nave' : 'foundations');
      const card = cathedralName(id);
      const vp = vpWords(CATHEDRAL.find((c) => c.id === id)!.halves);
      return msg(str`Build the cathedral (${card}): take a ${vp} token`);
    }
    case 'scout':
      return msg('Draw two masters to hire one');
    case 'recruit': {
      const name = masterCardName(a.master);
      const where = cityWords(v, a.fief, a.city);
      return msg(str`Hire ${name} into ${where}`);
    }
    case 'forgo':
      return msg('Hire none of the masters');
    case 'bottom': {
      const name = masterName(a.master);
      return msg(str`Put ${name} under the master deck`);
    }
    case 'fire': {
      const name = masterIn(v, a.fief, a.city);
      const where = fief(a.fief);
      return msg(str`Fire ${name} from ${where}`);
    }
    case 'relocate': {
      const name = masterIn(v, a.fief, a.city);
      const where = cityWords(v, a.to, a.toCity);
      return msg(str`Move ${name} to ${where}`);
    }
    case 'use': {
      const name = masterIn(v, a.fief, a.city);
      const where = fief(a.fief);
      return msg(str`Use ${name} in ${where}`);
    }
    case 'pay': {
      const cube = resCount(a.res, 1);
      const where = fief(a.fief);
      return msg(str`Pay ${cube} from ${where}`);
    }
    case 'cancel':
      return msg('Call off this payment');
    case 'produce': {
      const cube = resCount(a.res, 1);
      const where = fief(a.fief);
      return msg(str`Put ${cube} on ${where}`);
    }
    case 'trade': {
      const o = tradeOption(v, a.option);
      const where = fief(a.fief);
      const give = o ? resCount(a.give, o.n) : resName(a.give);
      const get = a.get === null ? (o ? coinWords(o.take) : msg('coins')) : o ? resCount(a.get, o.take) : resName(a.get);
      if (!o?.coins) return msg(str`Trade ${give} for ${get} in ${where}`);
      const coins = coinWords(o.coins);
      return msg(str`Trade ${give} and ${coins} for ${get} in ${where}`);
    }
    case 'stop':
      return msg('Make no more trades');
    case 'end': {
      const n = a.shown.length;
      if (a.kept.length)
        return n === 1
          ? msg('End your turn: 1 card serves the court, the Tax Collector drawn this turn stays in your hand')
          : msg(str`End your turn: ${n} cards serve the court, the Tax Collector drawn this turn stays in your hand`);
      return n === 1 ? msg('End your turn: 1 card serves the court') : msg(str`End your turn: ${n} cards serve the court`);
    }
    case 'drop': {
      const cube = resCount(a.res, 1);
      const where = fief(a.fief);
      return msg(str`Drop ${cube} from ${where}`);
    }
  }
}
