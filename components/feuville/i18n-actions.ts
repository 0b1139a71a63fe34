/**
 * The sentences of the Feuville table, in the app's language (@lit/localize):
 * action labels (labels.ts fills in the nouns from i18n.ts) and the prompts of
 * every choice (prompt-text.ts). English in the code; built when `t()` is
 * called, so msg() reads the language chosen then. German follows the German rulebook.
 */
import { msg, str } from '@lit/localize';

export interface ActionWords {
  readonly withDie: (pips: number) => string;
  readonly withGnome: string;
  readonly fromBoard: string;
  readonly tile: (tile: string, at: string, how: string) => string;
  readonly decree: (decree: string, at: string, how: string) => string;
  readonly entertainer: (how: string) => string;
  readonly thief: (whose: string, item: string, how: string) => string;
  readonly thiefNone: (how: string) => string;
  readonly publican: (how: string) => string;
  readonly architect: (how: string) => string;
  readonly mayor: (decree: string, how: string) => string;
  readonly mayorNone: (how: string) => string;
  readonly magician: (columns: string, how: string) => string;
  /** The Magician with nothing restored: `picks` Fairy Magic (two when none of the player's town has burnt, the rulebook). */
  readonly magicianPlain: (how: string, picks: number) => string;
  readonly fairy: (magic: string, how: string) => string;
  readonly town: (column: number, how: string) => string;
  readonly left: string;
  readonly right: string;
  readonly onColumn: (column: number) => string;
  readonly build: (item: string, where: string, from: string) => string;
  readonly store: (item: string) => string;
  readonly storeReplace: (item: string, old: string) => string;
  readonly score: (decree: string, detail: string, from: string) => string;
  readonly withColumns: (columns: string) => string;
  readonly grid: (columns: string, level: 0 | 1) => string;
  readonly counting: (symbols: string) => string;
  readonly protect: (item: string) => string;
  readonly restore: (column: number) => string;
  readonly burn: (columns: string) => string;
  readonly fire: string;
  readonly pick: (tile: string, column: number) => string;
  readonly pickBuild: (tile: string, column: number, where: string) => string;
  readonly charm: (tile: string, column: number) => string;
  readonly pass: string;
  readonly passGuest: string;
  readonly passMagician: string;
  readonly passSelection: string;
  readonly roll: string;
  readonly rollDragon: string;
  readonly rollEntertainer: (sum: number) => string;
  readonly stop: (sum: number) => string;
  readonly end: string;
  readonly endNoRoll: string;
  // Prompts: `mine` asks this device; the others say whom the table waits for.
  readonly rolloff: string;
  readonly rolling: (name: string) => string;
  readonly drawing: string;
  readonly dragonMine: (need: number) => string;
  readonly dragonFire: string;
  readonly dragonWait: (names: string) => string;
  readonly rerollMine: string;
  readonly rerollWait: (name: string) => string;
  readonly actMine: (dice: string) => string;
  readonly actDone: string;
  readonly actWait: (name: string) => string;
  /** A taken item to place: what it can do depends on its kind (a tile is built, a decree scored, a Fairy Magic used). */
  readonly placeMine: (item: string, kind: 'tile' | 'decree' | 'fairy') => string;
  readonly placeBuild: (item: string) => string;
  readonly placeWait: (name: string, item: string) => string;
  readonly entMine: (sum: number, rolls: string) => string;
  readonly entWait: (name: string, sum: number) => string;
  readonly pubMine: (second: boolean) => string;
  readonly pubGuest: (host: string) => string;
  readonly pubWait: (name: string, host: string) => string;
  readonly architectMine: string;
  readonly architectWait: (name: string) => string;
  readonly magicianMine: (picks: number) => string;
  readonly magicianWait: (name: string) => string;
  readonly selectionMine: string;
  readonly selectionWait: (name: string) => string;
  readonly over: string;
  readonly waitingFor: (names: string) => string;
}

/** The action words in the language msg() speaks now (call at render time, never at module load). */
export function actionWords(): ActionWords {
  return {
    withDie: (p) => msg(str` with the ${p}`),
    withGnome: msg(' with the Gnome (both dice)'),
    fromBoard: msg(' from your player board'),
    tile: (tile, at, how) => msg(str`Take the ${tile} from ${at}${how}`),
    decree: (d, at, how) => msg(str`Take the decree ${d} from ${at}${how}`),
    entertainer: (how) => msg(str`Travelling Entertainer${how}: roll for points`),
    thief: (whose, item, how) => msg(str`Thief${how}: steal ${whose}'s ${item}`),
    thiefNone: (how) => msg(str`Thief${how}: nothing to steal`),
    publican: (how) => msg(str`Publican${how}: free tiles for all`),
    architect: (how) => msg(str`Architect${how}: refill the display, take any tile`),
    mayor: (d, how) => msg(str`Town Mayor${how}: take the decree ${d}`),
    mayorNone: (how) => msg(str`Town Mayor${how}: no decree to take`),
    magician: (cols, how) => msg(str`Magician${how}: restore ${cols} and take a Fairy Magic`),
    magicianPlain: (how, picks) => (picks === 2 ? msg(str`Magician${how}: take up to two Fairy Magic tiles`) : msg(str`Magician${how}: take a Fairy Magic`)),
    fairy: (m, how) => msg(str`Take the Fairy Magic ${m}${how}`),
    town: (c, how) => msg(str`Town Evaluation${how}, coat of arms under column ${c}`),
    left: msg('at the left end'),
    right: msg('at the right end'),
    onColumn: (c) => msg(str`on column ${c}`),
    // Without "from", lit-localize keeps the item and the place as one placeholder ("Build the {0}").
    build: (item, where, from) => (from ? msg(str`Build the ${item} from your player board ${where}`) : msg(str`Build the ${item} ${where}`)),
    store: (item) => msg(str`Put the ${item} on your player board`),
    storeReplace: (item, old) => msg(str`Put the ${item} on your player board, discarding the ${old}`),
    score: (d, detail, from) => (from ? msg(str`Score ${d} from your player board`) : msg(str`Score ${d}`)) + detail,
    withColumns: (cols) => msg(str` with ${cols}`),
    grid: (cols, level) => (level === 0 ? msg(str` on ${cols}, walls and towers`) : msg(str` on ${cols}, towers and sky`)),
    counting: (sym) => msg(str`: count the ${sym}`),
    protect: (item) => msg(str`Lay Theft Protection on your ${item}`),
    restore: (c) => msg(str`Turn column ${c} back: the clouds cover it`),
    burn: (cols) => msg(str`Let ${cols} burn`),
    fire: msg('Play Fire Protection: the dragon flies past'),
    pick: (tile, c) => msg(str`Take the ${tile} from column ${c}`),
    pickBuild: (tile, c, where) => msg(str`Take the ${tile} from column ${c} and build it ${where}`),
    charm: (tile, c) => msg(str`Play Great Selection: take the ${tile} from column ${c}`),
    pass: msg('Pass'),
    passGuest: msg('Take no tile'),
    passMagician: msg('Take no Fairy Magic'),
    passSelection: msg('Keep Great Selection for later'),
    roll: msg('Roll the dice'),
    rollDragon: msg('Roll again and take your turn'),
    rollEntertainer: (sum) => msg(str`Roll again (sum so far ${sum})`),
    stop: (sum) => msg(str`Stop at ${sum}`),
    end: msg('End your turn'),
    endNoRoll: msg('End your turn without rolling again'),
    rolloff: msg('Rolling for the starting player…'),
    rolling: (name) => msg(str`Rolling the dice for ${name}…`),
    drawing: msg('Drawing new tiles…'),
    dragonMine: (k) =>
      k === 1
        ? msg('Dragomir attacks! Your clouds do not cover your town: choose the column to burn.')
        : msg(str`Dragomir attacks! Your clouds do not cover your town: choose ${k} columns to burn.`),
    dragonFire: msg(' Or play your Fire Protection.'),
    dragonWait: (names) => msg(str`Dragomir attacks! Waiting for ${names} to choose which columns burn.`),
    rerollMine: msg('After the dragon: roll again and take your turn, or end it.'),
    rerollWait: (name) => msg(str`${name} may roll again after the dragon.`),
    actMine: (dice) => msg(str`Your turn: use your dice (${dice}) on a person, the Fairy, the Gnome or the Town Evaluation.`),
    actDone: msg('Your turn: build, score your decrees, or end your turn.'),
    actWait: (name) => msg(str`${name}'s turn.`),
    placeMine: (item, kind) =>
      kind === 'tile'
        ? msg(str`Place the ${item} you took: build it in your town or put it on your player board.`)
        : kind === 'decree'
          ? msg(str`Place the ${item} you took: score it or put it on your player board.`)
          : msg(str`Place the ${item} you took: use it now or put it on your player board.`),
    placeBuild: (item) => msg(str`Build the ${item} at once, or take nothing.`),
    placeWait: (name, item) => msg(str`${name} places the ${item}.`),
    entMine: (sum, rolls) =>
      rolls
        ? msg(str`Travelling Entertainer: your sum is ${sum} (${rolls}). Roll again or stop; over 10 gives you nothing.`)
        : msg(str`Travelling Entertainer: your sum is ${sum}. Roll again or stop; over 10 gives you nothing.`),
    entWait: (name, sum) => msg(str`${name} plays with the Travelling Entertainer: sum ${sum}.`),
    pubMine: (second) =>
      second ? msg('Publican: choose your second building tile from the board.') : msg('Publican: choose your first building tile from the board.'),
    pubGuest: (host) => msg(str`Free tiles for all! ${host}'s Publican: choose a tile to build at once, or take none.`),
    pubWait: (name, host) => msg(str`${host}'s Publican: waiting for ${name} to choose a tile.`),
    architectMine: msg('Architect: the display is full; take any building tile.'),
    architectWait: (name) => msg(str`${name}'s Architect takes a building tile.`),
    magicianMine: (k) => msg(str`Magician: take a Fairy Magic from the display (${k} left) or none.`),
    magicianWait: (name) => msg(str`${name}'s Magician takes a Fairy Magic.`),
    selectionMine: msg('A row is refilled: play your Great Selection and take any building tile, or keep it.'),
    selectionWait: (name) => msg(str`Waiting for ${name} to decide on a Great Selection.`),
    over: msg('The game is over.'),
    waitingFor: (names) => msg(str`Waiting for ${names}.`),
  };
}
