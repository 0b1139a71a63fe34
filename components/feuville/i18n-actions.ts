/**
 * The sentences of the Feuville table, in English and German: action labels
 * (labels.ts fills in the nouns from i18n.ts) and the prompts of every choice
 * (prompt-text.ts). German wording follows the German rulebook.
 */

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

export const EN_ACTIONS: ActionWords = {
  withDie: (p) => ` with the ${p}`,
  withGnome: ' with the Gnome (both dice)',
  fromBoard: ' from your player board',
  tile: (tile, at, how) => `Take the ${tile} from ${at}${how}`,
  decree: (d, at, how) => `Take the decree ${d} from ${at}${how}`,
  entertainer: (how) => `Travelling Entertainer${how}: roll for points`,
  thief: (whose, item, how) => `Thief${how}: steal ${whose}'s ${item}`,
  thiefNone: (how) => `Thief${how}: nothing to steal`,
  publican: (how) => `Publican${how}: free tiles for all`,
  architect: (how) => `Architect${how}: refill the display, take any tile`,
  mayor: (d, how) => `Town Mayor${how}: take the decree ${d}`,
  mayorNone: (how) => `Town Mayor${how}: no decree to take`,
  magician: (cols, how) => `Magician${how}: restore ${cols} and take a Fairy Magic`,
  magicianPlain: (how, picks) => `Magician${how}: take ${picks === 2 ? 'up to two Fairy Magic tiles' : 'a Fairy Magic'}`,
  fairy: (m, how) => `Take the Fairy Magic ${m}${how}`,
  town: (c, how) => `Town Evaluation${how}, coat of arms under column ${c}`,
  left: 'at the left end',
  right: 'at the right end',
  onColumn: (c) => `on column ${c}`,
  build: (item, where, from) => `Build the ${item}${from} ${where}`,
  store: (item) => `Put the ${item} on your player board`,
  storeReplace: (item, old) => `Put the ${item} on your player board, discarding the ${old}`,
  score: (d, detail, from) => `Score ${d}${from}${detail}`,
  withColumns: (cols) => ` with ${cols}`,
  grid: (cols, level) => ` on ${cols}, ${level === 0 ? 'walls and towers' : 'towers and sky'}`,
  counting: (sym) => `: count the ${sym}`,
  protect: (item) => `Lay Theft Protection on your ${item}`,
  restore: (c) => `Turn column ${c} back: the clouds cover it`,
  burn: (cols) => `Let ${cols} burn`,
  fire: 'Play Fire Protection: the dragon flies past',
  pick: (tile, c) => `Take the ${tile} from column ${c}`,
  pickBuild: (tile, c, where) => `Take the ${tile} from column ${c} and build it ${where}`,
  charm: (tile, c) => `Play Great Selection: take the ${tile} from column ${c}`,
  pass: 'Pass',
  passGuest: 'Take no tile',
  passMagician: 'Take no Fairy Magic',
  passSelection: 'Keep Great Selection for later',
  roll: 'Roll the dice',
  rollDragon: 'Roll again and take your turn',
  rollEntertainer: (sum) => `Roll again (sum so far ${sum})`,
  stop: (sum) => `Stop at ${sum}`,
  end: 'End your turn',
  endNoRoll: 'End your turn without rolling again',
  rolloff: 'Rolling for the starting player…',
  rolling: (name) => `Rolling the dice for ${name}…`,
  drawing: 'Drawing new tiles…',
  dragonMine: (k) => `Dragomir attacks! Your clouds do not cover your town: choose ${k === 1 ? 'the column' : `${k} columns`} to burn.`,
  dragonFire: ' Or play your Fire Protection.',
  dragonWait: (names) => `Dragomir attacks! Waiting for ${names} to choose which columns burn.`,
  rerollMine: 'After the dragon: roll again and take your turn, or end it.',
  rerollWait: (name) => `${name} may roll again after the dragon.`,
  actMine: (dice) => `Your turn: use your dice (${dice}) on a person, the Fairy, the Gnome or the Town Evaluation.`,
  actDone: 'Your turn: build, score your decrees, or end your turn.',
  actWait: (name) => `${name}'s turn.`,
  placeMine: (item, kind) =>
    `Place the ${item} you took: ${kind === 'tile' ? 'build it in your town' : kind === 'decree' ? 'score it' : 'use it now'} or put it on your player board.`,
  placeBuild: (item) => `Build the ${item} at once, or take nothing.`,
  placeWait: (name, item) => `${name} places the ${item}.`,
  entMine: (sum, rolls) => `Travelling Entertainer: your sum is ${sum}${rolls ? ` (${rolls})` : ''}. Roll again or stop; over 10 gives you nothing.`,
  entWait: (name, sum) => `${name} plays with the Travelling Entertainer: sum ${sum}.`,
  pubMine: (second) => `Publican: choose your ${second ? 'second' : 'first'} building tile from the board.`,
  pubGuest: (host) => `Free tiles for all! ${host}'s Publican: choose a tile to build at once, or take none.`,
  pubWait: (name, host) => `${host}'s Publican: waiting for ${name} to choose a tile.`,
  architectMine: 'Architect: the display is full; take any building tile.',
  architectWait: (name) => `${name}'s Architect takes a building tile.`,
  magicianMine: (k) => `Magician: take a Fairy Magic from the display (${k} left) or none.`,
  magicianWait: (name) => `${name}'s Magician takes a Fairy Magic.`,
  selectionMine: 'A row is refilled: play your Great Selection and take any building tile, or keep it.',
  selectionWait: (name) => `Waiting for ${name} to decide on a Great Selection.`,
  over: 'The game is over.',
  waitingFor: (names) => `Waiting for ${names}.`,
};

export const DE_ACTIONS: ActionWords = {
  withDie: (p) => ` mit der ${p}`,
  withGnome: ' mit dem Kobold (beide Würfel)',
  fromBoard: ' vom Tableau',
  tile: (tile, at, how) => `${tile} ${at}${how} nehmen`,
  decree: (d, at, how) => `Erlass „${d}“ ${at}${how} nehmen`,
  entertainer: (how) => `Gaukler${how}: um Punkte würfeln`,
  thief: (whose, item, how) => `Dieb${how}: ${item} von ${whose} stehlen`,
  thiefNone: (how) => `Dieb${how}: nichts zu stehlen`,
  publican: (how) => `Wirt${how}: Freiplättchen für alle`,
  architect: (how) => `Architektin${how}: Auslage auffüllen, ein beliebiges Plättchen nehmen`,
  mayor: (d, how) => `Bürgermeister${how}: Erlass „${d}“ nehmen`,
  mayorNone: (how) => `Bürgermeister${how}: kein Erlass zu nehmen`,
  magician: (cols, how) => `Magier${how}: ${cols} zurückdrehen und einen Feenzauber nehmen`,
  magicianPlain: (how, picks) => `Magier${how}: ${picks === 2 ? 'bis zu zwei Feenzauber' : 'einen Feenzauber'} nehmen`,
  fairy: (m, how) => `Feenzauber „${m}“${how} nehmen`,
  town: (c, how) => `Stadtwertung${how}, Wappen unter Spalte ${c}`,
  left: 'links',
  right: 'rechts',
  onColumn: (c) => `auf Spalte ${c}`,
  build: (item, where, from) => `${item}${from} ${where} verbauen`,
  store: (item) => `${item} auf das Tableau legen`,
  storeReplace: (item, old) => `${item} auf das Tableau legen, ${old} abwerfen`,
  score: (d, detail, from) => `„${d}“${from} werten${detail}`,
  withColumns: (cols) => ` mit ${cols}`,
  grid: (cols, level) => ` auf ${cols}, ${level === 0 ? 'Mauern und Türme' : 'Türme und Himmel'}`,
  counting: (sym) => `: ${sym} zählen`,
  protect: (item) => `Diebesschutz auf ${item} (Tableau) legen`,
  restore: (c) => `Spalte ${c} zurückdrehen: die Wolken schützen sie`,
  burn: (cols) => `${cols} abbrennen lassen`,
  fire: 'Brandschutz ausspielen: der Drache fliegt vorbei',
  pick: (tile, c) => `${tile} aus Spalte ${c} nehmen`,
  pickBuild: (tile, c, where) => `${tile} aus Spalte ${c} nehmen und ${where} verbauen`,
  charm: (tile, c) => `Große Auswahl ausspielen: ${tile} aus Spalte ${c} nehmen`,
  pass: 'Verzichten',
  passGuest: 'Kein Plättchen nehmen',
  passMagician: 'Keinen Feenzauber nehmen',
  passSelection: 'Große Auswahl aufheben',
  roll: 'Würfeln',
  rollDragon: 'Noch einmal würfeln und den Zug ausführen',
  rollEntertainer: (sum) => `Noch einmal würfeln (bisher ${sum})`,
  stop: (sum) => `Bei ${sum} aufhören`,
  end: 'Zug beenden',
  endNoRoll: 'Zug beenden, ohne noch einmal zu würfeln',
  rolloff: 'Der Startspieler wird ausgewürfelt…',
  rolling: (name) => `${name} würfelt…`,
  drawing: 'Neue Plättchen werden gezogen…',
  dragonMine: (k) =>
    `Dragomir greift an! Deine Wolken schützen die Stadt nicht: wähle ${k === 1 ? 'die Spalte, die abbrennt' : `${k} Spalten, die abbrennen`}.`,
  dragonFire: ' Oder spiele deinen Brandschutz aus.',
  dragonWait: (names) => `Dragomir greift an! Warten auf ${names}: welche Spalten brennen ab?`,
  rerollMine: 'Nach dem Drachen: noch einmal würfeln und den Zug ausführen, oder den Zug beenden.',
  rerollWait: (name) => `${name} darf nach dem Drachen noch einmal würfeln.`,
  actMine: (dice) => `Du bist am Zug: setze deine Würfel (${dice}) bei einer Person, der Fee, dem Kobold oder der Stadtwertung ein.`,
  actDone: 'Du bist am Zug: verbauen, Erlasse werten oder den Zug beenden.',
  actWait: (name) => `${name} ist am Zug.`,
  placeMine: (item, kind) =>
    `Du hast ${item} genommen: ${kind === 'tile' ? 'in deiner Stadt verbauen' : kind === 'decree' ? 'werten' : 'gleich einsetzen'} oder auf dein Tableau legen.`,
  placeBuild: (item) => `${item}: sofort verbauen oder nichts nehmen.`,
  placeWait: (name, item) => `${name} legt ${item} ab.`,
  entMine: (sum, rolls) => `Gaukler: deine Summe ist ${sum}${rolls ? ` (${rolls})` : ''}. Würfle weiter oder hör auf; über 10 gehst du leer aus.`,
  entWait: (name, sum) => `${name} spielt mit dem Gaukler: Summe ${sum}.`,
  pubMine: (second) => `Wirt: wähle dein ${second ? 'zweites' : 'erstes'} Bauplättchen vom Spielplan.`,
  pubGuest: (host) => `Freiplättchen für alle! Wirt von ${host}: wähle ein Plättchen und verbaue es sofort, oder nimm keins.`,
  pubWait: (name, host) => `Wirt von ${host}: warten auf ${name}.`,
  architectMine: 'Architektin: die Auslage ist voll; nimm ein beliebiges Bauplättchen.',
  architectWait: (name) => `Die Architektin von ${name} nimmt ein Bauplättchen.`,
  magicianMine: (k) => `Magier: nimm einen Feenzauber aus der Auslage (noch ${k}) oder keinen.`,
  magicianWait: (name) => `Der Magier von ${name} nimmt einen Feenzauber.`,
  selectionMine: 'Eine Reihe wird aufgefüllt: spiele deine Große Auswahl aus und nimm ein beliebiges Bauplättchen, oder heb sie auf.',
  selectionWait: (name) => `Warten auf ${name}: Große Auswahl ausspielen?`,
  over: 'Das Spiel ist vorbei.',
  waitingFor: (names) => `Warten auf ${names}.`,
};
