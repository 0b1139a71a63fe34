/**
 * How this app reads Feudalia's rulebook where it is unclear or silent, and
 * which parts are reconstructed, in the reader's language: the notes under the
 * in-app rules (a title line, then paragraphs; "- " lines are a list). The
 * engine (engine/games/feudalia/, its README.md lists the readings and the
 * reconstructions; cards.ts marks each reconstructed record) is the source of
 * every number here.
 */
import { msg } from '@lit/localize';

/** A paragraph followed by its list items, one message each. */
const list = (...lines: string[]): string => lines.join('\n');

/** The notes, worded at call time (each paragraph and list item one message). */
export const notes = (): string =>
  [
    msg('Feudalia — how this app reads the rules'),
    msg(
      "RECONSTRUCTED PARTS. The converted rulebook lost every card face. What its text gives is kept: 252 vassals of 18 types, 33 basic masters (one each), 12 cathedral masters of 3 types, 34 fief cards, 5 cathedral cards, 8 treasury cards; the scenarios' starting decks; the Learning Game's fiefs and masters; the incomes of Martha's example; the four action examples (the reaper, the serf, the merchant's trades, the trader's sales); the \"+\" chaining; \"1 VP per player\" on the Main Nave. (The text's total of 267 character cards does not add up: 252 + 33 + 12 = 297; the counts by kind are kept.) Everything in the list below is RECONSTRUCTED by us, within what the text says, and checked by bot simulation.",
    ),
    list(
      msg('What is reconstructed:'),
      msg(
        '- RECONSTRUCTED: how many cards of each vassal type: 4 each of the tax collector, feudal lord and pastor; 40 serfs, 24 merchants, 20 reapers; 16 each of the lumberjack, kneader, stonecutter and priest; 14 traders; 12 each of the abbot, shepherd, seductress and farmhand; 10 each of the bishop, procurator and smuggler.',
      ),
      msg(
        '- RECONSTRUCTED: hiring costs, 2 to 5 coins, the strong specialists a cube or two more. The upgraded workers (reaper, lumberjack, kneader, stonecutter) are hired by eliminating a serf from your hand, the abbot and the bishop a priest.',
      ),
      msg(
        '- RECONSTRUCTED: the actions the text does not give. Upgraded workers make 2 to 3 of their fief\'s resource; the pastor, feudal lord and abbot draw cards; the priest and abbot give coins with a "+"; the bishop buys ½ VP; the procurator trades for stone; the seductress and the smuggler take coins from the other lords. Two types the text does not name are ours: the bishop (an upgraded cleric) and the smuggler (Dirty Business).',
      ),
      msg(
        "- RECONSTRUCTED: the masters. 7 wheat, 7 wood, 7 clay, 6 stone and 6 black (any fief). Level 0 masters make a little each turn, level 1 masters convert, level 2 masters are the only basic masters with VP. 7 are nobles (the Countess a double icon). The Treasurer saves 2 coins more; the Accountant and the Cabinetmaker shelter 3 and 4 of their fief's cubes from the tax collector. The Mason is black, since the Learning Game shows him with no stone fief in play.",
      ),
      msg(
        '- RECONSTRUCTED: the cathedral masters, hired for 4 coins and 1 or 2 cubes; each buys a token of its "C" card for 4 or 5 cubes with stone (the Silversmith 3 coins and 2 stone).',
      ),
      msg(
        '- RECONSTRUCTED: the fiefs. 18 level 0 cards (2 fields, 1 city; two of them with a third field), 16 level 1/level 2 cards, 4 of each type (level 1: 1 VP, 2 cities; level 2: 3 fields, 2 to 3 VP).',
      ),
      msg(
        '- RECONSTRUCTED: the treasury cards, for fief levels adding up to 0–1, 2–3, 4–5 and 6–9: they keep half the coins rounded up; half rounded down (at most 6); a third (at most 4); a quarter (at most 3).',
      ),
      msg(
        '- RECONSTRUCTED: the cathedral. The Foundations have 4, 6 or 8 tokens of ½ VP at 2, 3 or 4 players, for 2 wood and a clay; the Main Nave 2, 3 or 4 tokens of 1 VP for a stone, a clay and a wheat, once your fief levels add up to 2; each "C" card one 1 VP token a player.',
      ),
      msg(
        "- RECONSTRUCTED: the scenarios' specific vassals. Overproduction: abbot, shepherd, farmhand. The Relentless Procurator: bishop, procurator, farmhand. Dirty Business: abbot, seductress, smuggler. The Learning Game's supply: the standard vassals but the stonecutter (no stone fief is in play), and the abbot, shepherd and seductress of its tip.",
      ),
    ),
    list(
      msg('How the text is read where it is silent:'),
      msg(
        '- Paying: cubes are paid one at a time (a cube with only one way to pay it is paid by itself); a payment not yet bound to a played card may be called off, and everything paid comes back.',
      ),
      msg(
        '- The tax collector\'s cards: "discard cards totaling a value of half" is a least set of cards worth at least half the hand\'s income (rounded down); a card of no income is never given unless the whole hand goes.',
      ),
      msg(
        '- Cathedral "C" tokens are bought like the other cathedral tokens, from any fief and as often as you like, by a lord hosting that card\'s master (the master card gives the cost).',
      ),
      msg(
        '- Hiring a master: drawing two is part of every hire; a lord who can pay or house none of the masters may hire none, and still puts one under the deck.',
      ),
      msg(
        '- The tax collector, once played, lies with the played cards until the end of the day, so a reshuffle in the same turn cannot bring it back. A tax collector drawn in the main phase stays in hand, shown as one, and no other card may stay.',
      ),
      msg('- A field taken this turn stays taken through an upgrade, even onto a face with fewer fields.'),
      msg('- A second run-out of the deck in the main phase draws nothing more until the refill, which may reshuffle again ("until this phase").'),
      msg(
        "- The rulebook's one tie (every fief at level 2, the cathedral built, no noble face up, and here no card left that gives points) ends the game, shared. Any other tie plays on; after 80 rounds the game ends as a shared win of the leaders (bots reach that in 1 or 2 games of 1,000).",
      ),
    ),
    msg(
      'Hidden cards. Every vassal card is a hidden card: each deck is shuffled so that nobody, its owner included, knows or chooses its order, a hand is seen by its owner alone, and every card played is shown and checked. Whether the tax collector was in the hand, and what the hand was worth when it paid in cards, are checked at the end of the same turn, when the whole hand is shown: a lord caught is out of the game and ranked last.',
    ),
    msg("Victory points are counted in halves: the Foundations' tokens are worth ½ VP."),
  ].join('\n\n');
