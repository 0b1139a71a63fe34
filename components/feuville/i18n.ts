/**
 * Every word the Feuville components show, in the app's language
 * (@lit/localize, components/shared/locale.ts): English in the code, in msg(),
 * read when `t()` is called (at render time, never at module load), and the
 * translations in components/shared/i18n/<locale>.xlf. The German terms are the
 * German rulebook's (the rulebook, first part): Mauer, Turm, Himmel,
 * königlicher Erlass, Feenzauber, Tableau, Stadtansicht, Spalte, Wolken,
 * Ruhmespunkte, Pasch, Gaukler, Dieb, Wirt, Architektin, Bürgermeister, Magier,
 * freundliche Fee, kauziger Kobold, Drache Dragomir. English follows the
 * English rulebook. Action sentences are in `words.actions` (i18n-actions.ts;
 * labels.ts puts them together).
 *
 * Over 300 lines: every word of the Feuville table in one place, beside the interface that lists them.
 */
import { msg, str } from '@lit/localize';
import type { DecreeKind, FairyKind, Person, PointSource, Row, StatusSymbol } from '../../engine/games/feuville/types.js';
import { currentLang } from './lang.js';
import { actionWords, type ActionWords } from './i18n-actions.js';

export interface Words {
  readonly lang: string;
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

/** "on the Gnome, who imitates the Thief": one sentence per person (the article differs by person in German). */
function gnomeAs(p: Person): string {
  switch (p) {
    case 'entertainer':
      return msg('on the Gnome, who imitates the Travelling Entertainer');
    case 'thief':
      return msg('on the Gnome, who imitates the Thief');
    case 'publican':
      return msg('on the Gnome, who imitates the Publican');
    case 'architect':
      return msg('on the Gnome, who imitates the Architect');
    case 'mayor':
      return msg('on the Gnome, who imitates the Town Mayor');
    case 'magician':
      return msg('on the Gnome, who imitates the Magician');
  }
}

const clouds = (k: number): string => (k === 1 ? msg('1 cloud') : msg(str`${k} clouds`));

function words(): Words {
  return {
    lang: msg('Language'),
    setting: msg('Setting up the table…'),
    row: { wall: msg('Wall'), tower: msg('Tower'), sky: msg('Sky') },
    tile: { wall: msg('Wall tile'), tower: msg('Tower tile'), sky: msg('Sky tile') },
    person: {
      entertainer: msg('Travelling Entertainer'),
      thief: msg('Thief'),
      publican: msg('Publican'),
      architect: msg('Architect'),
      mayor: msg('Town Mayor'),
      magician: msg('Magician'),
    },
    personShort: {
      entertainer: msg('Enter\u00ADtainer'),
      thief: msg('Thief'),
      publican: msg('Pub\u00ADlican'),
      architect: msg('Archi\u00ADtect'),
      mayor: msg('Mayor'),
      magician: msg('Magi\u00ADcian'),
    },
    atPerson: {
      entertainer: msg("the Entertainer's column"),
      thief: msg("the Thief's column"),
      publican: msg("the Publican's column"),
      architect: msg("the Architect's column"),
      mayor: msg("the Mayor's column"),
      magician: msg("the Magician's column"),
    },
    decreeKind: {
      little: msg('Little Town District'),
      large: msg('Large Town District'),
      town: msg('Town Evaluation'),
      symbol: msg('Status Symbol'),
      view: msg('Splendid View'),
      discretion: msg('At Your Own Discretion'),
    },
    fairyKind: { prestige: msg('Prestige Points'), selection: msg('Great Selection'), theft: msg('Theft Protection'), fire: msg('Fire Protection') },
    symbol: { guard: msg('Town Guard'), star: msg('Golden Star'), flag: msg('Red Flag'), griffin: msg('Mighty Griffin') },
    symbols: { guard: msg('Town Guards'), star: msg('Golden Stars'), flag: msg('Red Flags'), griffin: msg('Mighty Griffins') },
    source: {
      entertainer: msg('Travelling Entertainer'),
      district: msg('Town Districts'),
      symbol: msg('Status Symbols'),
      view: msg('Splendid View'),
      discretion: msg('At Your Own Discretion'),
      town: msg('Town Evaluation'),
      fairy: msg('Fairy Magic (prestige points)'),
      bonus: msg('Fewest decrees (+7)'),
    },
    gate: msg('town gate'),
    corner: { left: msg('left corner tower'), right: msg('right corner tower') },
    clouds,
    columns: (k) => (k === 1 ? msg('1 column') : msg(str`${k} columns`)),
    pts: (k) => (k === 1 ? msg('1 point') : msg(str`${k} points`)),
    stack: (k) => msg(str`${k} in the stack`),
    board: msg('Game board'),
    boardMore: msg('Board: tiles and decrees'),
    buildingRows: msg('Building tiles'),
    decrees: msg('Royal Decrees'),
    decreeStack: (k) => (k === 1 ? msg('1 decree left in the stack') : msg(str`${k} decrees left in the stack`)),
    townTiles: (k) => (k === 1 ? msg('1 Town Evaluation left') : msg(str`${k} Town Evaluations left`)),
    grassLeft: (k) => (k === 1 ? msg('1 grass tile left') : msg(str`${k} grass tiles left`)),
    fairy: msg('Fairy Magic'),
    fairyPool: (k) => msg(str`${k} face down`),
    emptySpace: msg('empty'),
    persons: msg('Persons'),
    fairyBeing: msg('Friendly Fairy'),
    gnome: msg('Grumpy Gnome'),
    dragon: msg('Dragomir the Dragon'),
    townEval: msg('Town Evaluation'),
    dice: msg('Dice'),
    die: (p) => msg(str`die showing ${p}`),
    dieAt: (i, p, where) => msg(str`Die ${i}: ${p}, ${where}`),
    double: msg('A double: Dragomir the Dragon wakes!'),
    noDice: msg('The dice have not been rolled yet.'),
    unused: msg('not used yet'),
    onFairy: msg('on the Fairy'),
    onDragon: msg('on the Dragon'),
    onTown: msg('on the Town Evaluation'),
    gnomeAs,
    gnomeHome: msg('The Gnome is on his space.'),
    town: (name) => msg(str`${name}'s townscape`),
    column: (i) => msg(str`Column ${i}`),
    space: (i) => msg(str`space ${i}`),
    startTile: msg('start'),
    ruin: msg('ruin'),
    grass: msg('grass: district scored'),
    crest: msg('coat of arms: Town Evaluation done'),
    cloudsVsColumns: (c, e, total) => {
      const have = clouds(c);
      const cover = e === 1 ? msg('1 column to cover') : msg(str`${e} columns to cover`);
      return msg(str`${have} for ${cover} (${total} in all; the start column never burns)`);
    },
    safe: msg('safe from the dragon'),
    atRisk: (k) => (k === 1 ? msg('1 column would burn') : msg(str`${k} columns would burn`)),
    buildLeft: msg('Build at the left end'),
    buildRight: msg('Build at the right end'),
    playerBoard: msg('Player board'),
    emptySlot: msg('free space'),
    faceDownMagic: msg('Fairy Magic, face down'),
    yourMagic: (what) => msg(str`Your Fairy Magic, face down: ${what}`),
    protectedBy: msg('protected against theft'),
    holding: (what) => msg(str`Just taken, to place: ${what}`),
    scored: (k) => (k === 1 ? msg('1 decree scored') : msg(str`${k} decrees scored`)),
    points: msg('Prestige points'),
    you: msg('you'),
    turn: msg('turn'),
    toAct: msg('to act'),
    bot: msg('bot'),
    offline: msg('disconnected'),
    startPlayer: msg('starting player'),
    players: msg('Players'),
    // Its own id: a Feuville turn is one player's ("Zug"), other games' "Turn" a round.
    round: (k) => msg(str`Turn ${k}`, { id: 'feuville-turn' }),
    endNear: msg('The decrees ran out: this round is the last.'),
    allMoves: msg('All moves'),
    allMovesHint: msg('Every move you can make now, as a list.'),
    jumpToMoves: (k) => msg(str`All moves (${k})`),
    noMoves: msg('Nothing for you to do now.'),
    chooseHow: (what) => msg(str`${what}: choose`),
    cancel: msg('Cancel'),
    cannot: msg('That cannot be done now.'),
    log: msg('Game log'),
    logLines: (k) => msg(str`Game log (${k})`),
    and: msg('and'),
    seat: (i) => msg(str`Seat ${i + 1}`),
    actions: actionWords(),
    wins: (name, p) =>
      p === 1
        ? msg(str`${name} wins with 1 prestige point and becomes an honorary citizen of Feuville!`)
        : msg(str`${name} wins with ${p} prestige points and becomes an honorary citizen of Feuville!`),
    tie: (names, p) => (p === 1 ? msg(str`A tie on 1 point: ${names} share the win.`) : msg(str`A tie on ${p} points: ${names} share the win.`)),
    ranking: msg('Final ranking'),
    breakdown: msg('Prestige points by source'),
    sourceCol: msg('Source'),
    pointsCol: msg('Points'),
    total: msg('Total'),
    again: msg('Play again'),
    exportRecord: msg('Save the game record'),
    home: msg('Home'),
    notOver: msg('The game is not over yet.'),
  };
}

/** The table built for one language: rebuilt when the language changes, so msg() is read in the language shown. */
let cached: { readonly locale: string; readonly words: Words } | null = null;

/** The words of the current language. */
export function t(): Words {
  const locale = currentLang();
  if (cached?.locale !== locale) cached = { locale, words: words() };
  return cached.words;
}

/** "Ana", "Ana and Bo", "Ana, Bo and Cy" in the current language. */
export function list(items: readonly string[]): string {
  const and = t().and;
  return items.length <= 2 ? items.join(` ${and} `) : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}
