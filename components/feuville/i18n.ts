/**
 * Every word the Feuville components show, in English and German. The German
 * terms are the German rulebook's (the rulebook, first part): Mauer,
 * Turm, Himmel, königlicher Erlass, Feenzauber, Tableau, Stadtansicht, Spalte,
 * Wolken, Ruhmespunkte, Pasch, Gaukler, Dieb, Wirt, Architektin,
 * Bürgermeister, Magier, freundliche Fee, kauziger Kobold, Drache Dragomir.
 * English follows the English rulebook. `t()` gives the table of the current
 * language (lang.ts); components call it while rendering. Action sentences
 * are in `words.actions` (labels.ts puts them together).
 *
 * Over 300 lines: every word of the Feuville table in two languages, side by side.
 */
import type { DecreeKind, FairyKind, Person, PointSource, Row, StatusSymbol } from '../../engine/games/feuville/types.js';
import { currentLang, type Lang } from './lang.js';
import { EN_ACTIONS, DE_ACTIONS, type ActionWords } from './i18n-actions.js';

const n = (k: number, one: string, many: string): string => `${k} ${k === 1 ? one : many}`;

export interface Words {
  readonly lang: string;
  readonly langName: Readonly<Record<Lang, string>>;
  readonly setting: string;
  readonly row: Readonly<Record<Row, string>>;
  readonly tile: Readonly<Record<Row, string>>;
  readonly person: Readonly<Record<Person, string>>;
  /** On the board's narrow person spaces (soft hyphens where a word may break). */
  readonly personShort: Readonly<Record<Person, string>>;
  /** "the Thief's column" / "beim Dieb". */
  readonly atPerson: Readonly<Record<Person, string>>;
  readonly decreeKind: Readonly<Record<DecreeKind, string>>;
  readonly fairyKind: Readonly<Record<FairyKind, string>>;
  readonly symbol: Readonly<Record<StatusSymbol, string>>;
  readonly symbols: Readonly<Record<StatusSymbol, string>>;
  readonly source: Readonly<Record<PointSource, string>>;
  readonly gate: string;
  readonly corner: Readonly<Record<'left' | 'right', string>>;
  readonly clouds: (k: number) => string;
  readonly columns: (k: number) => string;
  readonly pts: (k: number) => string;
  readonly stack: (k: number) => string;
  readonly board: string;
  /** On a phone, the part of the board below the viewer's town. */
  readonly boardMore: string;
  readonly buildingRows: string;
  readonly decrees: string;
  readonly decreeStack: (k: number) => string;
  readonly townTiles: (k: number) => string;
  readonly grassLeft: (k: number) => string;
  readonly fairy: string;
  readonly fairyPool: (k: number) => string;
  readonly emptySpace: string;
  readonly persons: string;
  readonly fairyBeing: string;
  readonly gnome: string;
  readonly dragon: string;
  readonly townEval: string;
  readonly dice: string;
  readonly die: (pips: number) => string;
  readonly dieAt: (i: number, pips: number, where: string) => string;
  readonly double: string;
  readonly noDice: string;
  readonly unused: string;
  readonly onFairy: string;
  readonly onDragon: string;
  readonly onTown: string;
  readonly gnomeAs: (person: Person) => string;
  readonly gnomeHome: string;
  readonly town: (name: string) => string;
  readonly column: (i: number) => string;
  /** A space of a display or a player board, 1-based. */
  readonly space: (i: number) => string;
  readonly startTile: string;
  readonly ruin: string;
  readonly grass: string;
  readonly crest: string;
  readonly cloudsVsColumns: (clouds: number, exposed: number, total: number) => string;
  readonly safe: string;
  readonly atRisk: (k: number) => string;
  readonly buildLeft: string;
  readonly buildRight: string;
  readonly playerBoard: string;
  readonly emptySlot: string;
  readonly faceDownMagic: string;
  readonly yourMagic: (what: string) => string;
  readonly protectedBy: string;
  readonly holding: (what: string) => string;
  readonly scored: (k: number) => string;
  readonly points: string;
  readonly you: string;
  readonly turn: string;
  readonly toAct: string;
  readonly bot: string;
  readonly offline: string;
  readonly startPlayer: string;
  readonly players: string;
  readonly round: (k: number) => string;
  readonly endNear: string;
  readonly allMoves: string;
  readonly allMovesHint: string;
  readonly jumpToMoves: (k: number) => string;
  readonly noMoves: string;
  readonly chooseHow: (what: string) => string;
  readonly cancel: string;
  readonly cannot: string;
  readonly log: string;
  /** On a phone, the button that unfolds the log. */
  readonly logLines: (k: number) => string;
  readonly and: string;
  readonly seat: (i: number) => string;
  readonly actions: ActionWords;
  // End screen
  readonly wins: (name: string, pts: number) => string;
  readonly tie: (names: string, pts: number) => string;
  readonly ranking: string;
  readonly breakdown: string;
  readonly sourceCol: string;
  readonly pointsCol: string;
  readonly total: string;
  readonly again: string;
  readonly exportRecord: string;
  readonly home: string;
  readonly notOver: string;
}

const en: Words = {
  lang: 'Language',
  langName: { en: 'English', de: 'Deutsch' },
  setting: 'Setting up the table…',
  row: { wall: 'Wall', tower: 'Tower', sky: 'Sky' },
  tile: { wall: 'Wall tile', tower: 'Tower tile', sky: 'Sky tile' },
  person: { entertainer: 'Travelling Entertainer', thief: 'Thief', publican: 'Publican', architect: 'Architect', mayor: 'Town Mayor', magician: 'Magician' },
  personShort: {
    entertainer: 'Enter\u00ADtainer',
    thief: 'Thief',
    publican: 'Pub\u00ADlican',
    architect: 'Archi\u00ADtect',
    mayor: 'Mayor',
    magician: 'Magi\u00ADcian',
  },
  atPerson: {
    entertainer: "the Entertainer's column",
    thief: "the Thief's column",
    publican: "the Publican's column",
    architect: "the Architect's column",
    mayor: "the Mayor's column",
    magician: "the Magician's column",
  },
  decreeKind: {
    little: 'Little Town District',
    large: 'Large Town District',
    town: 'Town Evaluation',
    symbol: 'Status Symbol',
    view: 'Splendid View',
    discretion: 'At Your Own Discretion',
  },
  fairyKind: { prestige: 'Prestige Points', selection: 'Great Selection', theft: 'Theft Protection', fire: 'Fire Protection' },
  symbol: { guard: 'Town Guard', star: 'Golden Star', flag: 'Red Flag', griffin: 'Mighty Griffin' },
  symbols: { guard: 'Town Guards', star: 'Golden Stars', flag: 'Red Flags', griffin: 'Mighty Griffins' },
  source: {
    entertainer: 'Travelling Entertainer',
    district: 'Town Districts',
    symbol: 'Status Symbols',
    view: 'Splendid View',
    discretion: 'At Your Own Discretion',
    town: 'Town Evaluation',
    fairy: 'Fairy Magic (prestige points)',
    bonus: 'Fewest decrees (+7)',
  },
  gate: 'town gate',
  corner: { left: 'left corner tower', right: 'right corner tower' },
  clouds: (k) => n(k, 'cloud', 'clouds'),
  columns: (k) => n(k, 'column', 'columns'),
  pts: (k) => n(k, 'point', 'points'),
  stack: (k) => `${k} in the stack`,
  board: 'Game board',
  boardMore: 'Board: tiles and decrees',
  buildingRows: 'Building tiles',
  decrees: 'Royal Decrees',
  decreeStack: (k) => n(k, 'decree left in the stack', 'decrees left in the stack'),
  townTiles: (k) => n(k, 'Town Evaluation left', 'Town Evaluations left'),
  grassLeft: (k) => n(k, 'grass tile left', 'grass tiles left'),
  fairy: 'Fairy Magic',
  fairyPool: (k) => `${k} face down`,
  emptySpace: 'empty',
  persons: 'Persons',
  fairyBeing: 'Friendly Fairy',
  gnome: 'Grumpy Gnome',
  dragon: 'Dragomir the Dragon',
  townEval: 'Town Evaluation',
  dice: 'Dice',
  die: (p) => `die showing ${p}`,
  dieAt: (i, p, where) => `Die ${i}: ${p}, ${where}`,
  double: 'A double: Dragomir the Dragon wakes!',
  noDice: 'The dice have not been rolled yet.',
  unused: 'not used yet',
  onFairy: 'on the Fairy',
  onDragon: 'on the Dragon',
  onTown: 'on the Town Evaluation',
  gnomeAs: (p) => `on the Gnome, who imitates the ${en.person[p]}`,
  gnomeHome: 'The Gnome is on his space.',
  town: (name) => `${name}'s townscape`,
  column: (i) => `Column ${i}`,
  space: (i) => `space ${i}`,
  startTile: 'start',
  ruin: 'ruin',
  grass: 'grass: district scored',
  crest: 'coat of arms: Town Evaluation done',
  cloudsVsColumns: (c, e, total) => `${n(c, 'cloud', 'clouds')} for ${n(e, 'column', 'columns')} to cover (${total} in all; the start column never burns)`,
  safe: 'safe from the dragon',
  atRisk: (k) => `${n(k, 'column', 'columns')} would burn`,
  buildLeft: 'Build at the left end',
  buildRight: 'Build at the right end',
  playerBoard: 'Player board',
  emptySlot: 'free space',
  faceDownMagic: 'Fairy Magic, face down',
  yourMagic: (what) => `Your Fairy Magic, face down: ${what}`,
  protectedBy: 'protected against theft',
  holding: (what) => `Just taken, to place: ${what}`,
  scored: (k) => n(k, 'decree scored', 'decrees scored'),
  points: 'Prestige points',
  you: 'you',
  turn: 'turn',
  toAct: 'to act',
  bot: 'bot',
  offline: 'disconnected',
  startPlayer: 'starting player',
  players: 'Players',
  round: (k) => `Turn ${k}`,
  endNear: 'The decrees ran out: this round is the last.',
  allMoves: 'All moves',
  allMovesHint: 'Every move you can make now, as a list.',
  jumpToMoves: (k) => `All moves (${k})`,
  noMoves: 'Nothing for you to do now.',
  chooseHow: (what) => `${what}: choose`,
  cancel: 'Cancel',
  cannot: 'That cannot be done now.',
  log: 'Game log',
  logLines: (k) => `Game log (${k})`,
  and: 'and',
  seat: (i) => `Seat ${i + 1}`,
  actions: EN_ACTIONS,
  wins: (name, p) => `${name} wins with ${n(p, 'prestige point', 'prestige points')} and becomes an honorary citizen of Feuville!`,
  tie: (names, p) => `A tie on ${n(p, 'point', 'points')}: ${names} share the win.`,
  ranking: 'Final ranking',
  breakdown: 'Prestige points by source',
  sourceCol: 'Source',
  pointsCol: 'Points',
  total: 'Total',
  again: 'Play again',
  exportRecord: 'Save the game record',
  home: 'Home',
  notOver: 'The game is not over yet.',
};

const de: Words = {
  lang: 'Sprache',
  langName: { en: 'English', de: 'Deutsch' },
  setting: 'Der Tisch wird vorbereitet…',
  row: { wall: 'Mauer', tower: 'Turm', sky: 'Himmel' },
  tile: { wall: 'Mauerplättchen', tower: 'Turmplättchen', sky: 'Himmelsplättchen' },
  person: { entertainer: 'Gaukler', thief: 'Dieb', publican: 'Wirt', architect: 'Architektin', mayor: 'Bürgermeister', magician: 'Magier' },
  personShort: { entertainer: 'Gaukler', thief: 'Dieb', publican: 'Wirt', architect: 'Archi\u00ADtektin', mayor: 'Bürger\u00ADmeister', magician: 'Magier' },
  atPerson: {
    entertainer: 'beim Gaukler',
    thief: 'beim Dieb',
    publican: 'beim Wirt',
    architect: 'bei der Architektin',
    mayor: 'beim Bürgermeister',
    magician: 'beim Magier',
  },
  decreeKind: {
    little: 'kleines Stadtviertel',
    large: 'großes Stadtviertel',
    town: 'Stadtwertung',
    symbol: 'Statussymbol',
    view: 'Schöne Aussicht',
    discretion: 'Nach eigenem Ermessen',
  },
  fairyKind: { prestige: 'Ruhmespunkte', selection: 'Große Auswahl', theft: 'Diebesschutz', fire: 'Brandschutz' },
  symbol: { guard: 'Stadtwache', star: 'goldener Stern', flag: 'rote Fahne', griffin: 'mächtiger Greif' },
  symbols: { guard: 'Stadtwachen', star: 'goldene Sterne', flag: 'rote Fahnen', griffin: 'mächtige Greife' },
  source: {
    entertainer: 'Gaukler',
    district: 'Stadtviertel',
    symbol: 'Statussymbole',
    view: 'Schöne Aussicht',
    discretion: 'Nach eigenem Ermessen',
    town: 'Stadtwertung',
    fairy: 'Feenzauber (Ruhmespunkte)',
    bonus: 'Wenigste Erlasse (+7)',
  },
  gate: 'Stadttor',
  corner: { left: 'linker Eckturm', right: 'rechter Eckturm' },
  clouds: (k) => n(k, 'Wolke', 'Wolken'),
  columns: (k) => n(k, 'Spalte', 'Spalten'),
  pts: (k) => n(k, 'Punkt', 'Punkte'),
  stack: (k) => `${k} im Stapel`,
  board: 'Spielplan',
  boardMore: 'Spielplan: Plättchen, Erlasse',
  buildingRows: 'Bauplättchen',
  decrees: 'Königliche Erlasse',
  decreeStack: (k) => n(k, 'Erlass im Stapel', 'Erlasse im Stapel'),
  townTiles: (k) => n(k, 'Stadtwertung übrig', 'Stadtwertungen übrig'),
  grassLeft: (k) => n(k, 'Grasplättchen übrig', 'Grasplättchen übrig'),
  fairy: 'Feenzauber',
  fairyPool: (k) => `${k} verdeckt`,
  emptySpace: 'leer',
  persons: 'Personen',
  fairyBeing: 'Freundliche Fee',
  gnome: 'Kauziger Kobold',
  dragon: 'Drache Dragomir',
  townEval: 'Stadtwertung',
  dice: 'Würfel',
  die: (p) => `Würfel mit ${p}`,
  dieAt: (i, p, where) => `Würfel ${i}: ${p}, ${where}`,
  double: 'Ein Pasch: der Drache Dragomir erwacht!',
  noDice: 'Es wurde noch nicht gewürfelt.',
  unused: 'noch nicht eingesetzt',
  onFairy: 'bei der Fee',
  onDragon: 'beim Drachen',
  onTown: 'auf der Stadtwertung',
  gnomeAs: (p) => `beim Kobold, der ${p === 'architect' ? 'die' : 'den'} ${de.person[p]} imitiert`,
  gnomeHome: 'Der Kobold steht auf seinem Platz.',
  town: (name) => `Stadtansicht von ${name}`,
  column: (i) => `Spalte ${i}`,
  space: (i) => `Feld ${i}`,
  startTile: 'Start',
  ruin: 'Ruine',
  grass: 'Gras: Stadtviertel gewertet',
  crest: 'Wappen: Stadtwertung durchgeführt',
  cloudsVsColumns: (c, e, total) =>
    `${n(c, 'Wolke', 'Wolken')} für ${n(e, 'zu schützende Spalte', 'zu schützende Spalten')} (${total} insgesamt; die Startspalte brennt nie)`,
  safe: 'vor dem Drachen sicher',
  atRisk: (k) => `${n(k, 'Spalte würde', 'Spalten würden')} abbrennen`,
  buildLeft: 'Links anbauen',
  buildRight: 'Rechts anbauen',
  playerBoard: 'Tableau',
  emptySlot: 'freier Platz',
  faceDownMagic: 'Feenzauber, verdeckt',
  yourMagic: (what) => `Dein Feenzauber, verdeckt: ${what}`,
  protectedBy: 'vor Diebstahl geschützt',
  holding: (what) => `Gerade genommen, noch abzulegen: ${what}`,
  scored: (k) => n(k, 'Erlass gewertet', 'Erlasse gewertet'),
  points: 'Ruhmespunkte',
  you: 'du',
  turn: 'am Zug',
  toAct: 'ist gefragt',
  bot: 'Bot',
  offline: 'getrennt',
  startPlayer: 'Startspieler',
  players: 'Spieler',
  round: (k) => `Zug ${k}`,
  endNear: 'Die Erlasse sind aufgebraucht: dies ist die letzte Runde.',
  allMoves: 'Alle Züge',
  allMovesHint: 'Alles, was du jetzt tun kannst, als Liste.',
  jumpToMoves: (k) => `Alle Züge (${k})`,
  noMoves: 'Du musst gerade nichts tun.',
  chooseHow: (what) => `${what}: wähle`,
  cancel: 'Abbrechen',
  cannot: 'Das geht gerade nicht.',
  log: 'Spielprotokoll',
  logLines: (k) => `Spielprotokoll (${k})`,
  and: 'und',
  seat: (i) => `Platz ${i + 1}`,
  actions: DE_ACTIONS,
  wins: (name, p) => `${name} gewinnt mit ${n(p, 'Ruhmespunkt', 'Ruhmespunkten')} und wird Ehrenbürger von Feuville!`,
  tie: (names, p) => `Gleichstand mit ${n(p, 'Punkt', 'Punkten')}: ${names} teilen sich den Sieg.`,
  ranking: 'Endstand',
  breakdown: 'Ruhmespunkte nach Herkunft',
  sourceCol: 'Herkunft',
  pointsCol: 'Punkte',
  total: 'Summe',
  again: 'Noch einmal spielen',
  exportRecord: 'Spielbericht speichern',
  home: 'Startseite',
  notOver: 'Das Spiel ist noch nicht vorbei.',
};

const TABLES: Readonly<Record<Lang, Words>> = { en, de };

/** The words of the current language (or of `lang`). */
export function t(lang: Lang = currentLang()): Words {
  return TABLES[lang];
}

/** "Ana", "Ana and Bo", "Ana, Bo and Cy" in the current language. */
export function list(items: readonly string[], lang: Lang = currentLang()): string {
  const and = TABLES[lang].and;
  return items.length <= 2 ? items.join(` ${and} `) : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}
