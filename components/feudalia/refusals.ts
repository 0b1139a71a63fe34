/**
 * Why a Feudalia move is refused, in the reader's language: the engine's codes
 * (engine/games/feudalia/apply.ts) worded here; what every game shares is in
 * components/shared/refusals.ts.
 */
import { msg, str } from '@lit/localize';
import type { RuleError } from '../../engine/core/result.js';
import type { FeudaliaAction } from '../../engine/games/feudalia/types.js';
import { sharedRefusal } from '../../components/shared/refusals.js';
import { actorOf, type FeudaliaView } from './view.js';
import { fiefWords } from './words.js';

export function refusal(e: RuleError): string {
  switch (e.code) {
    case 'not-legal':
      return msg('That is not one of the choices now.');
    case 'tax-first':
      return msg('The Tax Collector kept from your last turn is played first.');
    case 'tax-start':
      return msg('The Tax Collector is played in the start phase only.');
    case 'no-tax-collector':
      return msg('That is not a Tax Collector in your hand.');
    case 'bad-gift':
      return msg("The Tax Collector takes half of each fief's cubes while a fief has 2, else cards worth half your hand's income.");
    case 'not-in-hand':
      return msg('Only a vassal in your hand gives its income.');
    case 'no-field-action':
      return msg('That card has no such field action.');
    case 'wrong-fief':
      return msg('That field action is not played in a fief of this type.');
    case 'no-free-field':
      return msg('Every field of that fief is taken this turn.');
    case 'too-poor':
      return msg('You have not enough coins.');
    case 'no-influence':
      return msg('That card has no such influence action.');
    case 'one-influence':
      return msg('Only one influence action a turn, unless the one before had a "+".');
    case 'cannot-pay':
      return msg('You cannot pay for that: not enough coins or cubes.');
    case 'not-for-hire':
      return msg('No vassal of that type is left in the supply.');
    case 'upgrade':
      return msg('That vassal is hired by upgrading one of the named type from your hand.');
    case 'show-hand':
      return msg('Every card in your hand is shown at the end of the turn; only a Tax Collector drawn this turn stays.');
    case 'keep-tax':
      return msg('A Tax Collector drawn in the main phase stays in your hand.');
    case 'top-level':
      return msg('That fief is at its highest level.');
    case 'no-estate':
      return msg('No level 1 fief of that type is left.');
    case 'not-buildable':
      return msg('That part of the cathedral cannot be built now.');
    case 'no-free-city':
      return msg('Every city of yours already has a master.');
    case 'scouted':
      return msg('Choose from the two masters you drew first.');
    case 'no-masters':
      return msg('The master deck is empty.');
    case 'no-master':
      return msg('That master is not there.');
    case 'no-city':
      return msg('That master needs a free city of its colour and level.');
    case 'master-used':
      return msg('That master has acted this turn.');
    case 'bad-config':
      return msg('Those set-up options are not possible: choose a scenario, and a target of 1 to 30 victory points.');
    default:
      return sharedRefusal(e);
  }
}

/** The answer to a "why not?" asked on a card: the refusal, naming the fief card an upgrade was asked about. */
export function whyWords(e: RuleError, a: FeudaliaAction, v: FeudaliaView | null): string {
  if (a.type !== 'upgrade' || !v) return refusal(e);
  const fief = fiefWords(v, actorOf(v), a.fief);
  switch (e.code) {
    case 'top-level':
      return msg(str`You cannot upgrade ${fief}: it is at its highest level.`);
    case 'no-estate':
      return msg(str`You cannot upgrade ${fief}: no level 1 card of its type is left.`);
    case 'cannot-pay':
      return msg(str`You cannot upgrade ${fief}: not enough coins or cubes for its cost.`);
    default:
      return refusal(e);
  }
}
