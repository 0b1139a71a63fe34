/**
 * The table host's own words (tools, hand-overs, forfeits), in the app's locale
 * (@lit/localize; components/shared/locale.ts). Feuville's own language switch
 * changes the app's locale too, so these follow its table. Everything else on
 * the page is the game's own table.
 */
import { msg, str } from '@lit/localize';

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

/** Built at call time (render), so msg() answers in the app's locale now. */
export function hostWords(): HostWords {
  return {
    suggest: msg('Suggest a move'),
    suggestion: msg('Suggestion:'),
    playIt: msg('Play it'),
    save: msg('Save the game record'),
    passTo: (name) => msg(str`Pass the device to ${name}`),
    alsoAsked: (actor, others) => msg(str`${actor} acts now; the game also asks ${others}.`),
    alsoAskedLabel: msg('Also asked now'),
    waited: (name, seconds) => msg(str`The game has waited for ${name} for ${seconds} seconds.`),
    signed: msg('You signed a forfeit; it takes effect when every other player has.'),
    sign: (name) => msg(str`Sign a forfeit against ${name}`),
    forfeited: (name) => msg(str`The game is over: ${name} forfeited`),
    forfeitedWhy: (name) =>
      msg(
        str`Everyone else signed a forfeit after the game had waited for ${name} too long. Nobody scores. This is provisional: if ${name}'s move still arrives, the game goes on. Nothing secret was published, so this game stays unaudited.`,
      ),
    withheld: (name) => msg(str`${name} did not publish their secret after the end, and the others voted: ${name} loses.`),
    votedOut: msg('While you were away, the others voted you out. Make your move and the game goes on.'),
    checking: (read, of) => msg(str`Checking the game\u2019s signed record: ${read} of ${of} entries. Moves wait until it is done.`),
    checkingShuffles: (n) =>
      n === 1
        ? msg('Checking a shuffle (every seat\u2019s proof that the deck is honest)\u2026')
        : msg(str`Checking ${n} shuffles (every seat\u2019s proof that the deck is honest)\u2026`),
    yourTurn: msg('Your turn'),
    turnNotice: msg('When it is your turn and this page is in the background'),
    turnSound: msg('Play a sound'),
    turnNotify: msg('Show a notification'),
    notifyDenied: msg('This browser blocks notifications from this site: its site settings can allow them.'),
    cheated: (name) => msg(str`The game is over: ${name} cheated`),
    cheatedWhy: (name, entries) =>
      msg(
        str`${name}'s device signed two different entries for one place in the log, or far more than any game needs (${entries}). That is proof of cheating: ${name} loses. Both entries are in the saved record.`,
      ),
    cheatedInAudit: (name, entries) =>
      msg(
        str`After the end, ${name}'s device signed more than one entry for its audit (${entries}). That is proof of cheating: ${name} is placed last; everyone else keeps the game's result. Both entries are in the saved record.`,
      ),
  };
}
