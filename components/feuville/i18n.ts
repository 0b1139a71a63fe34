/**
 * Every word the Feuville components show, in English and German. The German
 * terms are the German rulebook's (rules/feuville.txt, first part): Mauer,
 * Turm, Himmel, königlicher Erlass, Feenzauber, Tableau, Stadtansicht, Spalte,
 * Wolken, Ruhmespunkte, Pasch, Gaukler, Dieb, Wirt, Architektin,
 * Bürgermeister, Magier, freundliche Fee, kauziger Kobold, Drache Dragomir.
 * English follows the English rulebook. `t()` gives the table of the current
 * language (lang.ts); components call it while rendering.
 */
import { currentLang, type Lang } from './lang.js';

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

const en = {
  lang: 'Language',
  langName: { en: 'English', de: 'Deutsch' } as Record<Lang, string>,
  setting: 'Setting up the table…',
  // Tiles and rows (feuville.txt, "Set up")
  rows: { wall: 'Wall', tower: 'Tower', sky: 'Sky' } as Record<string, string>,
  tileOf: (row: string) => `${row} tile`,
  stack: (n: number) => plural(n, 'tile left in the stack', 'tiles left in the stack'),
  stackShort: (n: number) => `${n} left`,
  emptySpace: 'empty space',
  board: 'Game board',
  buildingRows: 'Building tiles',
  decrees: 'Royal Decrees',
  decree: 'Royal Decree',
  decreeStack: (n: number) => plural(n, 'Royal Decree left in the stack', 'Royal Decrees left in the stack'),
  townEvals: (n: number) => plural(n, 'Town Evaluation left', 'Town Evaluations left'),
  fairy: 'Fairy Magic',
  fairyStack: (n: number) => plural(n, 'face-down Fairy Magic tile', 'face-down Fairy Magic tiles'),
  // Persons and beings (feuville.txt, "Persons in FEUVILLE")
  persons: ['Travelling Entertainer', 'Thief', 'Publican', 'Architect', 'Mayor', 'Magician'],
  fairyBeing: 'the friendly Fairy',
  gnome: 'the grumpy Gnome',
  dragon: 'Dragomir the Dragon',
  // Dice
  dice: 'Dice',
  die: (pips: number) => `die showing ${pips}`,
  double: 'a double: the dragon wakes',
  noRoll: 'Not rolled yet',
  onPerson: (who: string) => `on the ${who}`,
  onFairy: 'on the Fairy',
  onGnome: 'on the Gnome',
  onDragon: 'on the Dragon',
  onTownEval: 'on the Town Evaluation',
  unused: 'not used yet',
  gnomeAs: (who: string) => `the Gnome imitates the ${who}`,
  // Townscape (feuville.txt, "Laying rules", "Dragomir the Dragon")
  town: (name: string) => `${name}'s townscape`,
  columns: (n: number) => plural(n, 'column', 'columns'),
  clouds: (n: number) => plural(n, 'cloud', 'clouds'),
  safe: 'safe from the dragon',
  atRisk: (n: number) => `${plural(n, 'column', 'columns')} would burn`,
  column: (i: number) => `Column ${i}`,
  startTile: 'Starting tile',
  ruin: 'ruin (burnt)',
  grass: 'grass: scored',
  coat: 'grass with coat of arms: Town Evaluation done',
  emptyTown: 'Only the starting tile',
  // Player board (feuville.txt, "A player board has spaces…")
  playerBoard: (name: string) => `${name}'s player board`,
  slots: 'Tiles and decrees',
  magic: 'Fairy Magic',
  faceDown: 'face down',
  yourMagic: (what: string) => `your Fairy Magic, face down: ${what}`,
  hiddenMagic: 'a face-down Fairy Magic tile',
  protectedBy: 'protected against theft',
  free: 'free',
  scored: (n: number) => plural(n, 'decree scored', 'decrees scored'),
  points: 'Prestige points',
  pts: (n: number) => plural(n, 'point', 'points'),
  you: 'you',
  turn: 'turn',
  toAct: 'to act',
  bot: 'bot',
  offline: 'disconnected',
  startPlayer: 'starting player (cup)',
  // Turn and prompts
  players: 'Players',
  yourTurn: 'Your turn',
  turnOf: (name: string) => `${name}'s turn`,
  waitingFor: (names: string) => `Waiting for ${names}`,
  round: (n: number) => `Round ${n}`,
  allMoves: 'All moves',
  allMovesHint: 'Every move you can make now.',
  noMoves: 'Nothing for you to do now.',
  choose: 'Choose',
  cannot: 'This cannot be done now.',
  log: 'Game log',
  and: 'and',
};

export type Words = typeof en;

const de: Words = {
  lang: 'Sprache',
  langName: { en: 'English', de: 'Deutsch' },
  setting: 'Der Tisch wird vorbereitet…',
  rows: { wall: 'Mauer', tower: 'Turm', sky: 'Himmel' },
  tileOf: (row) => `${row}plättchen`,
  stack: (n) => plural(n, 'Plättchen im Stapel', 'Plättchen im Stapel'),
  stackShort: (n) => `noch ${n}`,
  emptySpace: 'freies Feld',
  board: 'Spielplan',
  buildingRows: 'Bauplättchen',
  decrees: 'Königliche Erlasse',
  decree: 'Königlicher Erlass',
  decreeStack: (n) => plural(n, 'königlicher Erlass im Stapel', 'königliche Erlasse im Stapel'),
  townEvals: (n) => plural(n, 'Stadtwertung übrig', 'Stadtwertungen übrig'),
  fairy: 'Feenzauber',
  fairyStack: (n) => plural(n, 'verdeckter Feenzauber', 'verdeckte Feenzauber'),
  persons: ['Gaukler', 'Dieb', 'Wirt', 'Architektin', 'Bürgermeister', 'Magier'],
  fairyBeing: 'die freundliche Fee',
  gnome: 'der kauzige Kobold',
  dragon: 'der Drache Dragomir',
  dice: 'Würfel',
  die: (pips) => `Würfel mit ${pips}`,
  double: 'ein Pasch: der Drache erwacht',
  noRoll: 'Noch nicht gewürfelt',
  onPerson: (who) => `beim ${who}`.replace('beim Architektin', 'bei der Architektin'),
  onFairy: 'bei der Fee',
  onGnome: 'beim Kobold',
  onDragon: 'beim Drachen',
  onTownEval: 'auf der Stadtwertung',
  unused: 'noch nicht eingesetzt',
  gnomeAs: (who) => `der Kobold imitiert ${who === 'Architektin' ? 'die' : 'den'} ${who}`,
  town: (name) => `Stadtansicht von ${name}`,
  columns: (n) => plural(n, 'Spalte', 'Spalten'),
  clouds: (n) => plural(n, 'Wolke', 'Wolken'),
  safe: 'vor dem Drachen sicher',
  atRisk: (n) => `${plural(n, 'Spalte würde', 'Spalten würden')} abbrennen`,
  column: (i) => `Spalte ${i}`,
  startTile: 'Startplättchen',
  ruin: 'Ruine (verbrannt)',
  grass: 'Gras: gewertet',
  coat: 'Gras mit Wappen: Stadtwertung durchgeführt',
  emptyTown: 'Nur das Startplättchen',
  playerBoard: (name) => `Tableau von ${name}`,
  slots: 'Plättchen und Erlasse',
  magic: 'Feenzauber',
  faceDown: 'verdeckt',
  yourMagic: (what) => `dein Feenzauber, verdeckt: ${what}`,
  hiddenMagic: 'ein verdeckter Feenzauber',
  protectedBy: 'vor Diebstahl geschützt',
  free: 'frei',
  scored: (n) => plural(n, 'Erlass gewertet', 'Erlasse gewertet'),
  points: 'Ruhmespunkte',
  pts: (n) => plural(n, 'Punkt', 'Punkte'),
  you: 'du',
  turn: 'am Zug',
  toAct: 'muss handeln',
  bot: 'Bot',
  offline: 'getrennt',
  startPlayer: 'Startspieler (Kelch)',
  players: 'Spieler',
  yourTurn: 'Du bist am Zug',
  turnOf: (name) => `${name} ist am Zug`,
  waitingFor: (names) => `Warten auf ${names}`,
  round: (n) => `Runde ${n}`,
  allMoves: 'Alle Züge',
  allMovesHint: 'Alles, was du jetzt tun kannst.',
  noMoves: 'Du musst gerade nichts tun.',
  choose: 'Wähle',
  cannot: 'Das geht gerade nicht.',
  log: 'Spielprotokoll',
  and: 'und',
};

const TABLES: Record<Lang, Words> = { en, de };

/** The words of the current language (or of `lang`). */
export function t(lang: Lang = currentLang()): Words {
  return TABLES[lang];
}

/** "Ana", "Ana and Bo", "Ana, Bo and Cy" in the current language. */
export function list(items: readonly string[], lang: Lang = currentLang()): string {
  const and = TABLES[lang].and;
  return items.length <= 2 ? items.join(` ${and} `) : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}
