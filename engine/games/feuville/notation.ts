/**
 * Actions in words for the game log, in English (`describe`) and German
 * (`describeIn('de', …)`), with the German rulebook's own terms (Gaukler, Dieb, Wirt,
 * Architektin, Bürgermeister, Magier, Fee, Kobold, Drache, königlicher Erlass, …).
 * `state` is the state before the action.
 */
import type { Seat } from '../../core/game.js';
import { top } from './state.js';
import { decree, fairy, isDecreeId, isFairyId, tile } from './tiles.js';
import type { At, DecreeKind, FairyKind, FeuvilleAction, FeuvilleState, From, Item, Person, Row } from './types.js';
import { PERSONS } from './types.js';

export type Lang = 'en' | 'de';

interface Terms {
  readonly person: Readonly<Record<Person, string>>;
  readonly row: Readonly<Record<Row, string>>;
  readonly decree: Readonly<Record<DecreeKind, string>>;
  readonly fairy: Readonly<Record<FairyKind, string>>;
  readonly symbol: Readonly<Record<string, string>>;
}

const EN: Terms = {
  person: {
    entertainer: 'the Travelling Entertainer',
    thief: 'the Thief',
    publican: 'the Publican',
    architect: 'the Architect',
    mayor: 'the Town Mayor',
    magician: 'the Magician',
  },
  row: { wall: 'wall tile', tower: 'tower tile', sky: 'sky tile' },
  decree: {
    little: 'Little Town District',
    large: 'Large Town District',
    town: 'Town Evaluation',
    symbol: 'Status Symbol',
    view: 'Splendid View',
    discretion: 'At Your Own Discretion',
  },
  fairy: { prestige: 'Prestige Points', selection: 'Great Selection', theft: 'Theft Protection', fire: 'Fire Protection' },
  symbol: { guard: 'Town Guard', star: 'Golden Star', flag: 'Red Flag', griffin: 'Mighty Griffin' },
};

const DE: Terms = {
  person: {
    entertainer: 'den Gaukler',
    thief: 'den Dieb',
    publican: 'den Wirt',
    architect: 'die Architektin',
    mayor: 'den Bürgermeister',
    magician: 'den Magier',
  },
  row: { wall: 'Mauerplättchen', tower: 'Turmplättchen', sky: 'Himmelsplättchen' },
  decree: {
    little: 'kleines Stadtviertel',
    large: 'großes Stadtviertel',
    town: 'Stadtwertung',
    symbol: 'Statussymbol',
    view: 'Schöne Aussicht',
    discretion: 'Nach eigenem Ermessen',
  },
  fairy: { prestige: 'Ruhmespunkte', selection: 'Große Auswahl', theft: 'Diebesschutz', fire: 'Brandschutz' },
  symbol: { guard: 'Stadtwache', star: 'goldener Stern', flag: 'rote Fahne', griffin: 'mächtiger Greif' },
};

const AT_DE: Readonly<Record<Person, string>> = {
  entertainer: 'beim Gaukler',
  thief: 'beim Dieb',
  publican: 'beim Wirt',
  architect: 'bei der Architektin',
  mayor: 'beim Bürgermeister',
  magician: 'beim Magier',
};

const seatName = (names: readonly string[], seat: Seat, lang: Lang): string => names[seat] ?? (lang === 'de' ? `Platz ${seat + 1}` : `Seat ${seat + 1}`);

function decreeName(id: string | null | undefined, t: Terms): string {
  if (!id || !isDecreeId(id)) return t === DE ? 'Erlass' : 'decree';
  const d = decree(id);
  return d.kind === 'symbol' ? `${t.symbol[d.symbol!]} ×${d.factor}` : t.decree[d.kind];
}

function fairyName(id: string | null | undefined, t: Terms): string {
  return id && isFairyId(id) ? t.fairy[fairy(id).kind] : t === DE ? 'Feenzauber' : 'fairy magic';
}

function itemName(it: Item, t: Terms): string {
  if (it.kind === 'tile') return t.row[tile(it.id).row];
  if (it.kind === 'decree') return decreeName(it.id, t);
  return t.fairy[fairy(it.id).kind];
}

function held(s: FeuvilleState, seat: Seat, from: From): Item | null {
  const p = s.players[seat];
  if (!p) return null;
  return from === 'hand' ? p.hand : (p.board[from]?.item ?? null);
}

function where(at: At, lang: Lang): string {
  if (at === 'left') return lang === 'de' ? 'links' : 'on the left';
  if (at === 'right') return lang === 'de' ? 'rechts' : 'on the right';
  return lang === 'de' ? `auf Spalte ${at + 1}` : `on column ${at + 1}`;
}

const how = (dice: readonly number[], lang: Lang): string => (dice.length === 2 ? (lang === 'de' ? ' (mit dem Kobold)' : ' (with the gnome)') : '');

function en(s: FeuvilleState, a: FeuvilleAction, who: string, seat: Seat, names: readonly string[]): string {
  const t = EN;
  switch (a.type) {
    case 'tile':
      return `${who} takes a ${t.row[a.row]} from ${t.person[PERSONS[a.person - 1]!]}${how(a.dice, 'en')}.`;
    case 'decree':
      return `${who} takes the royal decree ${decreeName(s.decrees[a.person - 1], t)}${how(a.dice, 'en')}.`;
    case 'skill': {
      const extra = a.target
        ? ` and steals from ${seatName(names, a.target.seat, 'en')}`
        : a.restore?.length
          ? ` and restores ${a.restore.length} column(s)`
          : '';
      return `${who} uses ${t.person[PERSONS[a.person - 1]!]}${how(a.dice, 'en')}${extra}.`;
    }
    case 'fairy':
      return `${who} takes the fairy magic ${fairyName(s.fairyDisplay[a.slot], t)}.`;
    case 'town':
      return `${who} carries out the Town Evaluation.`;
    case 'build': {
      const it = held(s, seat, a.from);
      return `${who} builds a ${it ? itemName(it, t) : 'tile'} ${where(a.at, 'en')}.`;
    }
    case 'store':
      return `${who} puts it on the player board${a.replace !== undefined ? ', discarding an older one' : ''}.`;
    case 'score': {
      const it = held(s, seat, a.from);
      return `${who} scores ${it ? itemName(it, t) : 'a decree'}.`;
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
      return `${who} takes a ${t.row[a.row]}${a.at !== undefined ? ` and builds it ${where(a.at, 'en')}` : ''}.`;
    case 'charm':
      return `${who} plays Great Selection and takes a ${t.row[a.row]}.`;
    case 'pass':
      return `${who} passes.`;
    case 'roll':
      return top(s)?.kind === 'entertainer' ? `${who} rolls again.` : `${who} rolls again after the dragon.`;
    case 'stop':
      return `${who} stops at ${top(s)?.kind === 'entertainer' ? (top(s) as { sum: number }).sum : 0}.`;
    case 'end':
      return `${who} ends the turn.`;
  }
}

function de(s: FeuvilleState, a: FeuvilleAction, who: string, seat: Seat, names: readonly string[]): string {
  const t = DE;
  switch (a.type) {
    case 'tile':
      return `${who} nimmt ein ${t.row[a.row]} ${AT_DE[PERSONS[a.person - 1]!]}${how(a.dice, 'de')}.`;
    case 'decree':
      return `${who} nimmt den königlichen Erlass „${decreeName(s.decrees[a.person - 1], t)}“${how(a.dice, 'de')}.`;
    case 'skill': {
      const extra = a.target
        ? ` und bestiehlt ${seatName(names, a.target.seat, 'de')}`
        : a.restore?.length
          ? ` und stellt ${a.restore.length} Spalte(n) wieder her`
          : '';
      return `${who} nutzt ${t.person[PERSONS[a.person - 1]!]}${how(a.dice, 'de')}${extra}.`;
    }
    case 'fairy':
      return `${who} nimmt den Feenzauber „${fairyName(s.fairyDisplay[a.slot], t)}“.`;
    case 'town':
      return `${who} führt die Stadtwertung durch.`;
    case 'build': {
      const it = held(s, seat, a.from);
      return `${who} verbaut ein ${it ? itemName(it, t) : 'Plättchen'} ${where(a.at, 'de')}.`;
    }
    case 'store':
      return `${who} legt es auf das Tableau${a.replace !== undefined ? ' und wirft ein älteres ab' : ''}.`;
    case 'score': {
      const it = held(s, seat, a.from);
      return `${who} wertet „${it ? itemName(it, t) : 'einen Erlass'}“.`;
    }
    case 'protect':
      return `${who} legt einen Diebesschutz auf das Tableau.`;
    case 'restore':
      return `${who} dreht Spalte ${a.column + 1} zurück: die Wolken schützen sie.`;
    case 'burn':
      return `${who} lässt Spalte ${a.columns.map((c) => c + 1).join(', ')} abbrennen.`;
    case 'fire':
      return `${who} spielt einen Brandschutz aus.`;
    case 'pick':
      return `${who} nimmt ein ${t.row[a.row]}${a.at !== undefined ? ` und verbaut es ${where(a.at, 'de')}` : ''}.`;
    case 'charm':
      return `${who} spielt „Große Auswahl“ aus und nimmt ein ${t.row[a.row]}.`;
    case 'pass':
      return `${who} verzichtet.`;
    case 'roll':
      return top(s)?.kind === 'entertainer' ? `${who} würfelt noch einmal.` : `${who} würfelt nach dem Drachen noch einmal.`;
    case 'stop':
      return `${who} hört bei ${top(s)?.kind === 'entertainer' ? (top(s) as { sum: number }).sum : 0} auf.`;
    case 'end':
      return `${who} beendet den Zug.`;
  }
}

/** The action in words, in English or German. */
export function describeIn(lang: Lang, s: FeuvilleState, a: FeuvilleAction, seat: Seat, names: readonly string[]): string {
  const who = seatName(names, seat, lang);
  return lang === 'de' ? de(s, a, who, seat, names) : en(s, a, who, seat, names);
}

/** The log line (English). */
export function describe(s: FeuvilleState, a: FeuvilleAction, seat: Seat, names: readonly string[]): string {
  return describeIn('en', s, a, seat, names);
}
