/**
 * Words for Feudalia in the app's language: the vassals, masters, resources,
 * fiefs, cathedral cards and scenarios (the engine's own names are English
 * data, engine/games/feudalia/cards.ts), seats and victory points. Run at render
 * time, so msg() follows the language chosen.
 */
import { msg, str } from '@lit/localize';
import type { Seat } from '../../engine/core/game.js';
import { FIEFS, master } from '../../engine/games/feudalia/cards.js';
import type { CathedralPart, FiefType, MasterId, Res, ScenarioId, VassalId } from '../../engine/games/feudalia/types.js';
import type { FeudaliaView } from './view.js';

/** The four resources in the rulebook's order of the cubes (engine/games/feudalia/card-types.ts RESOURCES). */
export const RES: readonly Res[] = ['wheat', 'wood', 'clay', 'stone'];

/** A seat's name, or "Seat 2" when the table has none. */
export const nameOf = (names: readonly string[], seat: Seat): string => names[seat] ?? msg(str`Seat ${seat + 1}`);

export function resName(r: Res): string {
  switch (r) {
    case 'wheat':
      return msg('wheat');
    case 'wood':
      return msg('wood');
    case 'clay':
      return msg('clay');
    case 'stone':
      return msg('stone');
  }
}

/** "3 wheat", "1 stone". */
export const resCount = (r: Res, n: number): string => `${n} ${resName(r)}`;

/** A fief type as a heading: "Wheat fief". */
export function fiefTypeName(t: FiefType): string {
  switch (t) {
    case 'wheat':
      return msg('Wheat fief');
    case 'wood':
      return msg('Wood fief');
    case 'clay':
      return msg('Clay fief');
    case 'stone':
      return msg('Stone fief');
  }
}

/** A fief type in a sentence: "the wheat fief". */
export function theFief(t: FiefType): string {
  switch (t) {
    case 'wheat':
      return msg('the wheat fief');
    case 'wood':
      return msg('the wood fief');
    case 'clay':
      return msg('the clay fief');
    case 'stone':
      return msg('the stone fief');
  }
}

/** A seat's fief in a sentence: "the wheat fief", numbered when the seat has two of a type ("the wheat fief (2)"). */
export function fiefWords(v: FeudaliaView | null, seat: Seat, fief: number): string {
  const fiefs = v?.players[seat]?.fiefs ?? [];
  const f = fiefs[fief];
  if (!f) return msg('a fief');
  const type = FIEFS[f.card]!.type;
  const the = theFief(type);
  if (fiefs.filter((g) => FIEFS[g.card]!.type === type).length < 2) return the;
  const n = fief + 1;
  return msg(str`${the} (${n})`);
}

export function vassalName(id: VassalId): string {
  switch (id) {
    case 'tax-collector':
      return msg('Tax Collector');
    case 'feudal-lord':
      return msg('Feudal Lord');
    case 'serf':
      return msg('Serf');
    case 'pastor':
      return msg('Pastor');
    case 'priest':
      return msg('Priest');
    case 'merchant':
      return msg('Merchant');
    case 'trader':
      return msg('Trader');
    case 'reaper':
      return msg('Reaper');
    case 'lumberjack':
      return msg('Lumberjack');
    case 'kneader':
      return msg('Kneader');
    case 'stonecutter':
      return msg('Stonecutter');
    case 'abbot':
      return msg('Abbot');
    case 'bishop':
      return msg('Bishop');
    case 'shepherd':
      return msg('Shepherd');
    case 'seductress':
      return msg('Seductress');
    case 'procurator':
      return msg('Procurator');
    case 'farmhand':
      return msg('Farmhand');
    case 'smuggler':
      return msg('Smuggler');
  }
}

/** Vassals by kind, counted: "Merchant", "2 Serfs" is said "2 × Serf". */
export function vassalsWords(cards: readonly VassalId[]): string {
  const counts = new Map<VassalId, number>();
  for (const c of cards) counts.set(c, (counts.get(c) ?? 0) + 1);
  return [...counts].map(([c, n]) => (n === 1 ? vassalName(c) : `${n} × ${vassalName(c)}`)).join(', ');
}

/** A master's name by its card id (the twelve cathedral masters are four of each of three). */
export function masterName(id: MasterId): string {
  const part = master(id).cathedral;
  if (part) return part === 'dean' ? msg('Dean') : part === 'glass' ? msg('Glazier') : msg('Silversmith');
  switch (id) {
    case 'plow-builder':
      return msg('Plow Builder');
    case 'beekeeper':
      return msg('Beekeeper');
    case 'miller':
      return msg('Miller');
    case 'baker':
      return msg('Baker');
    case 'brewer':
      return msg('Brewer');
    case 'vintner':
      return msg('Vintner');
    case 'steward':
      return msg('Steward');
    case 'lumberer':
      return msg('Lumberer');
    case 'carpenter':
      return msg('Carpenter');
    case 'cooper':
      return msg('Cooper');
    case 'cabinetmaker':
      return msg('Cabinetmaker');
    case 'wheelwright':
      return msg('Wheelwright');
    case 'falconer':
      return msg('Falconer');
    case 'charcoal-burner':
      return msg('Charcoal Burner');
    case 'brick-worker':
      return msg('Brick Worker');
    case 'potter':
      return msg('Potter');
    case 'tiler':
      return msg('Tiler');
    case 'plasterer':
      return msg('Plasterer');
    case 'apothecary':
      return msg('Apothecary');
    case 'kiln-keeper':
      return msg('Kiln Keeper');
    case 'master-builder':
      return msg('Master Builder');
    case 'quarryman':
      return msg('Quarryman');
    case 'engraver':
      return msg('Engraver');
    case 'lime-burner':
      return msg('Lime Burner');
    case 'castellan':
      return msg('Castellan');
    case 'sculptor':
      return msg('Sculptor');
    case 'architect':
      return msg('Architect');
    case 'mason':
      return msg('Mason');
    case 'dancer':
      return msg('Dancer');
    case 'accountant':
      return msg('Accountant');
    case 'treasurer':
      return msg('Treasurer');
    case 'guild-master':
      return msg('Guild Master');
    case 'countess':
      return msg('Countess');
    default:
      return master(id).name;
  }
}

/** A cathedral master's card among the four alike: "Dean (card 2)"; a basic master by name. */
export function masterCardName(id: MasterId): string {
  const name = masterName(id);
  if (!master(id).cathedral) return name;
  const n = id.split('-').at(-1) ?? '';
  return msg(str`${name} (card ${n})`);
}

/** A cathedral card's name (A: the foundations, B: the main nave, the three "C" cards). */
export function cathedralName(id: 'foundations' | 'nave' | CathedralPart): string {
  switch (id) {
    case 'foundations':
      return msg('Foundations');
    case 'nave':
      return msg('Main Nave');
    case 'dean':
      return msg('Dean and Canons');
    case 'glass':
      return msg('Stained Glass');
    case 'silver':
      return msg('Silverware');
  }
}

export function scenarioName(id: ScenarioId): string {
  switch (id) {
    case 'learning':
      return msg('Learning Game');
    case 'overproduction':
      return msg('Overproduction');
    case 'procurator':
      return msg('The Relentless Procurator');
    case 'dirty-business':
      return msg('Dirty Business');
    case 'ready':
      return msg('Ready for Everything');
  }
}

/** Victory points from halves, as a number: "½", "3", "4½". */
export function vpNumber(halves: number): string {
  const whole = Math.floor(halves / 2);
  const half = halves % 2 === 1 ? '½' : '';
  return whole === 0 && half ? half : `${whole}${half}`;
}

/** Victory points from halves, with the unit: "½ VP", "1 VP", "4½ VP". */
export function vpWords(halves: number): string {
  const n = vpNumber(halves);
  return msg(str`${n} VP`);
}

/** "1 coin", "3 coins". */
export const coinWords = (n: number): string => (n === 1 ? msg('1 coin', { id: 'feudalia-1-coin' }) : msg(str`${n} coins`));

/** "1 card", "3 cards". */
export const cardWords = (n: number): string => (n === 1 ? msg('1 card') : msg(str`${n} cards`));
