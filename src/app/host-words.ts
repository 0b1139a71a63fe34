/**
 * The table host's own words (tools, hand-overs, forfeits) in the languages a game
 * can speak: English, and German for Feuville, whose table follows its language
 * switch (GameUi.lang). Everything else on the page is the game's own table.
 */
export interface HostWords {
  readonly suggest: string;
  readonly suggestion: string;
  readonly playIt: string;
  readonly save: string;
  readonly passTo: (name: string) => string;
  readonly alsoAsked: (actor: string, others: string) => string;
  readonly alsoAskedLabel: string;
  readonly waited: (name: string, seconds: number) => string;
  readonly signed: string;
  readonly sign: (name: string) => string;
  readonly forfeited: (name: string) => string;
  readonly forfeitedWhy: (name: string) => string;
  readonly withheld: (name: string) => string;
  readonly votedOut: string;
  readonly cheated: (name: string) => string;
  readonly cheatedWhy: (name: string, entries: string) => string;
  readonly cheatedInAudit: (name: string, entries: string) => string;
  readonly checking: (read: number, of: number) => string;
  readonly checkingShuffles: (n: number) => string;
  readonly yourTurn: string;
  readonly turnNotice: string;
  readonly turnSound: string;
  readonly turnNotify: string;
  readonly notifyDenied: string;
}

const EN: HostWords = {
  suggest: 'Suggest a move',
  suggestion: 'Suggestion:',
  playIt: 'Play it',
  save: 'Save the game record',
  passTo: (name) => `Pass the device to ${name}`,
  alsoAsked: (actor, others) => `${actor} acts now; the game also asks ${others}.`,
  alsoAskedLabel: 'Also asked now',
  waited: (name, seconds) => `The game has waited for ${name} for ${seconds} seconds.`,
  signed: 'You signed a forfeit; it takes effect when every other player has.',
  sign: (name) => `Sign a forfeit against ${name}`,
  forfeited: (name) => `The game is over: ${name} forfeited`,
  forfeitedWhy: (name) =>
    `Everyone else signed a forfeit after the game had waited for ${name} too long. Nobody scores. This is provisional: if ${name}'s move still arrives, the game goes on. Nothing secret was published, so this game stays unaudited.`,
  withheld: (name) => `${name} did not publish their secret after the end, and the others voted: ${name} loses.`,
  votedOut: 'While you were away, the others voted you out. Make your move and the game goes on.',
  checking: (read, of) => `Checking the game\u2019s signed record: ${read} of ${of} entries. Moves wait until it is done.`,
  checkingShuffles: (n) => `Checking ${n === 1 ? 'a shuffle' : `${n} shuffles`} (every seat\u2019s proof that the deck is honest)\u2026`,
  yourTurn: 'Your turn',
  turnNotice: 'When it is your turn and this page is in the background',
  turnSound: 'Play a sound',
  turnNotify: 'Show a notification',
  notifyDenied: 'This browser blocks notifications from this site: its site settings can allow them.',
  cheated: (name) => `The game is over: ${name} cheated`,
  cheatedWhy: (name, entries) =>
    `${name}'s device signed two different entries for one place in the log, or far more than any game needs (${entries}). That is proof of cheating: ${name} loses. Both entries are in the saved record.`,
  cheatedInAudit: (name, entries) =>
    `After the end, ${name}'s device signed more than one entry for its audit (${entries}). That is proof of cheating: ${name} is placed last; everyone else keeps the game's result. Both entries are in the saved record.`,
};

const DE: HostWords = {
  suggest: 'Zug vorschlagen',
  suggestion: 'Vorschlag:',
  playIt: 'So spielen',
  save: 'Spielprotokoll speichern',
  passTo: (name) => `Gerät an ${name} weitergeben`,
  alsoAsked: (actor, others) => `${actor} ist jetzt dran; das Spiel fragt auch ${others}.`,
  alsoAskedLabel: 'Ebenfalls gefragt',
  waited: (name, seconds) => `Das Spiel wartet seit ${seconds} Sekunden auf ${name}.`,
  signed: 'Du hast die Aufgabe unterschrieben; sie gilt, sobald alle anderen unterschrieben haben.',
  sign: (name) => `Aufgabe von ${name} unterschreiben`,
  forfeited: (name) => `Das Spiel ist vorbei: ${name} hat aufgegeben`,
  forfeitedWhy: (name) =>
    `Alle anderen haben unterschrieben, nachdem das Spiel zu lange auf ${name} gewartet hatte. Niemand erhält Punkte. Das ist vorläufig: Kommt der Zug von ${name} doch noch an, geht das Spiel weiter. Es wurde nichts Geheimes veröffentlicht, das Spiel bleibt ungeprüft.`,
  withheld: (name) => `${name} hat nach dem Ende sein Geheimnis nicht veröffentlicht, und die anderen haben abgestimmt: ${name} verliert.`,
  votedOut: 'Während du weg warst, haben die anderen für deine Aufgabe gestimmt. Mach deinen Zug, dann geht das Spiel weiter.',
  checking: (read, of) => `Das signierte Protokoll des Spiels wird geprüft: ${read} von ${of} Einträgen. Züge warten, bis das fertig ist.`,
  checkingShuffles: (n) =>
    `${n === 1 ? 'Ein Mischen wird' : `${n} Mischvorgänge werden`} geprüft (der Beweis jedes Platzes, dass der Stapel ehrlich ist)\u2026`,
  yourTurn: 'Du bist dran',
  turnNotice: 'Wenn du dran bist und diese Seite im Hintergrund ist',
  turnSound: 'Ton abspielen',
  turnNotify: 'Benachrichtigung zeigen',
  notifyDenied: 'Dieser Browser blockiert Benachrichtigungen dieser Seite; in den Website-Einstellungen lassen sie sich erlauben.',
  cheated: (name) => `Das Spiel ist vorbei: ${name} hat betrogen`,
  cheatedWhy: (name, entries) =>
    `Das Gerät von ${name} hat zwei verschiedene Einträge für dieselbe Stelle im Protokoll unterschrieben, oder weit mehr, als ein Spiel braucht (${entries}). Das beweist den Betrug: ${name} verliert. Beide Einträge stehen im gespeicherten Protokoll.`,
  cheatedInAudit: (name, entries) =>
    `Nach dem Ende hat das Gerät von ${name} mehr als einen Eintrag für seine Prüfung unterschrieben (${entries}). Das beweist den Betrug: ${name} wird Letzter; alle anderen behalten das Ergebnis des Spiels. Beide Einträge stehen im gespeicherten Protokoll.`,
};

export function hostWords(lang: string | undefined): HostWords {
  return lang === 'de' ? DE : EN;
}
