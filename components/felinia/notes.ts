/**
 * How this app reads Felinia's rulebook where it is unclear or silent, and
 * which parts are reconstructed, in the reader's language: the notes under the
 * in-app rules (a title line, then paragraphs; "- " lines are a list). The
 * engine (engine/games/felinia/, its README.md lists the reconstructions) is
 * the source of every number here.
 */
import { msg } from '@lit/localize';

/** A paragraph followed by its list items, one message each. */
const list = (...lines: string[]): string => lines.join('\n');

/** The notes, worded at call time (each paragraph and list item one message). */
export const notes = (): string =>
  [
    msg(`Felinia — how this app reads the rules`),
    msg(
      `RECONSTRUCTED PARTS. The printed rulebook lost its pictures: the map of the island, the boat tiles, the trade tiles' figures, the bonus chips and the set-up tables. Every number its text gives is kept exactly: 10 merchants, 3 bid tokens and money from 0 to 6 (starting at 2) a family; 45 merchandise tiles, 9 of each kind; 30 trade tiles with figures, 6 a country; 5 bonus chips; 20 boat tiles, the 5 blue-backed ones one for each destination; 11 gold and 11 spice cards with a 1 side and a 3 side; 5 countries of 9 provinces (one next to the port, two crossroads, six trading posts); the 5:00 boat to Lion's Kingdom (one space, 2 Watches and 1 coin) and the 9:45 boat to Cheetah's Kingdom (two spaces, 2 Clothing and 1 Glassware); Lion's (orange), Cheetah's (emerald) and Tiger's (violet) Kingdoms; the scoring example. Everything in the list below is RECONSTRUCTED by us, within what the text says, and checked by bot simulation (engine/games/felinia/README.md).`,
    ),
    list(
      msg(`What is reconstructed:`),
      msg(
        `- RECONSTRUCTED: the map. Its routes, the places of the provinces and their symbols are ours. Every trading post lies within a merchant's 3 steps (next to the port province, or behind a crossroads next to it). The port province and each crossroads show one or two symbols; 10 of the 30 trading posts show one. Routes join trading posts within a country and across the border with each neighbouring country, so groups of merchants can span borders.`,
      ),
      msg(
        `- RECONSTRUCTED: Panther's Kingdom (blue) and Lynx's Kingdom (red), and which merchandise is each country's colour: Watches for Lion's, Clothing for Cheetah's, Wine for Tiger's, Glassware for Panther's, Books for Lynx's Kingdom (as the rulebook's two boats allow).`,
      ),
      msg(
        `- RECONSTRUCTED: the other 18 boat tiles (with the rulebook's two, 3 grey-backed and 1 blue-backed for each destination), departing between 1:45 and 12:30, each with 1 or 2 spaces and the cost the rulebook describes (3 merchandise tiles with 2 alike, or 2 alike and 1 coin, always one of the destination's colour).`,
      ),
      msg(
        `- RECONSTRUCTED: the trade tiles' figures: 8 lions, 7 tigers, 6 cheetahs, 5 panthers, 4 lynxes. Lions, tigers and cheetahs score in the range 1–3, panthers and lynxes in the range 1–4 (the rulebook shows both ranges and a scoring example with five tiles alike scoring 3 each).`,
      ),
      msg(
        `- RECONSTRUCTED: each country's 6 trade tiles. Lion's Kingdom: 3 lions, a tiger, a cheetah, a panther. Cheetah's Kingdom: 2 cheetahs, a lion, a tiger, a panther, a lynx. Tiger's Kingdom: 3 tigers, a lion, a panther, a lynx. Panther's Kingdom: 2 panthers, a lion, a tiger, a cheetah, a lynx. Lynx's Kingdom: 2 lions, 2 cheetahs, a tiger, a lynx.`,
      ),
      msg(
        `- RECONSTRUCTED: the bonus chips. The lion, cheetah and lynx chips count as one more tile of their figure; the tiger and panther chips give +1 point to each tile of their figure (the rulebook shows both kinds and a +1 for panthers).`,
      ),
      msg(
        `- RECONSTRUCTED: the starting merchandise, by seat. 2 players: Books and Watches; Wine and Clothing (chosen so that both seats win as often: with Books and Wine against Watches and Clothing, the first seat won 59% of 500 bot games). 3 players: Books and Watches; Wine and Clothing; Glassware and Books. 4 players: Books and Wine; Watches and Clothing; Glassware and Books; Wine and Watches.`,
      ),
      msg(`- RECONSTRUCTED: the closed markets. 3 players close market 5 (the lowest); 2 players close markets 3 and 5 (the middle and the lowest).`),
      msg(
        `- RECONSTRUCTED: the advanced side of the map (the port province, 3 crossroads and 8 trading posts in each of the first three countries, 7 in the others; two or three posts a country lie beyond 3 steps, reachable only with food) and which country each special trade tile belongs to (two each for Lion's, Cheetah's and Tiger's Kingdoms, one each for the others).`,
      ),
      msg(
        `- RECONSTRUCTED: the Mysterious Place cards. The rulebook gives 18 cards, that a player owns each place at most once, and that some show Books or Fine Wine; the places are ours: Temple, Oasis, Ruins, Waterfall, Grotto and Observatory, 3 cards each. The third Temple and the third Observatory card show Books, the third Oasis and the third Grotto card Fine Wine; the other 14 show nothing.`,
      ),
    ),
    msg(
      `Nothing is hidden from the rules. The bag, the boat pile (grey-backed tiles over the blue-backed ones) and each country's face-down trade tiles are drawn at random from what is left in them, so nobody can know what comes next; a face-down trade tile is drawn only when it is turned up. The trade tiles and bonus chips a player holds are shown to their owner, and to the others only by their backs (a trade tile's back shows its country) until the game is over.`,
    ),
    msg(`First player. Chosen at set-up, or drawn at random; the role passes to the next seat clockwise ("to the left") every round.`),
    msg(
      `Selling. "At any (!) time" is read as: whenever the game waits for you — your bid, your deal or boarding, your merchant's walk, your storage choice. Gold sells for 2 coins, spice and merchandise for 1; coins above 6 are lost.`,
    ),
    msg(
      `Trading. The price is the number of bid tokens still on the space when your token is on top, yours included. You may sell first to afford a deal. A token whose owner has no deal to make there, money aside (an empty market; at the guild, nothing to exchange and no bonus chip to take), goes back by itself; otherwise taking it back is the owner's choice. At the guild you may only take a kind the bag still holds; the spice comes only if the stock can still give one. Closed markets take no bid tokens.`,
    ),
    msg(
      `Boarding. After any deal (a purchase, an exchange or a bonus chip) you board one merchant at a time, as long as a boat has a free space and you can pay; saying you are done, or running out of what any boat asks, ends your chance until your next deal. A family with no merchant left in its stock cannot board.`,
    ),
    msg(
      `Exploration. A merchant walks only within its destination country ("to reach one of the face-up Trade tiles in that country"). Trade tiles may be turned up only right after the first step, at most 2 and only as many as are still face down there. A walk may stop after any step; a merchant that has no step left, or stops short of a trade tile, goes home. Two symbols of a kind give two rewards. The gold and spice stocks are counted in cards, each card's side chosen to free as many cards as possible; a reward the stock can no longer give is lost, and a merchandise tile the bag no longer holds is not drawn.`,
    ),
    msg(
      `Storage. Only players with more than 3 merchandise tiles choose, all at the same time: 3 kept for free, or 4 for 2 coins if they have them. The rest is sold for 1 coin each, never above 6 coins.`,
    ),
    msg(
      `Preparation and the end. The pile "cannot refill every empty boat" counts the face-up top tile of the variant too. When the game ends, every boat with merchants sails in order of departure; empty boats stay. After a family boards its last merchant the others may still board for the rest of that Trading phase.`,
    ),
    msg(
      `Very experienced players. The top boat tile is turned face up at set-up too, once the 4 boats have their tiles, and again after each refilling. When boats are refilled, the face-up tile goes onto the first empty boat and the others are drawn from the pile.`,
    ),
    msg(`Ties. The rulebook names no tie-break, so families with the same prosperity share the win.`),
    msg(`Players. The rulebook recommends the basic game for 3 to 4 players; the app seats 2 to 4, with the closed markets above for 2 and 3.`),
    list(
      msg(
        `Mysterious Place cards (the advanced game), the one secret of Felinia. The pile is shuffled once at set-up without anyone learning its order; the drawer alone sees the two cards drawn, and a card kept secretly is seen by its owner alone. Each card shown (as it is kept, or at the end) is a claim the dealer checks against the cards dealt, so nobody can show a card they do not hold.`,
      ),
      msg(
        `- "Choose one to keep" is read as: the drawer keeps a card if it may. The app offers "neither" only when no drawn card may be kept for free: every card is a place the drawer already owns, or costs Books or Fine Wine (the drawer may pay for it, or decline it). Nobody else can check this choice, since only the drawer sees the cards; passing up a card is the drawer's own loss.`,
      ),
      msg(
        `- "Reveal the card if proof is necessary": proof is always asked. A Books or Fine Wine card is shown to everyone as it is kept, and its merchandise goes back into the bag.`,
      ),
      msg(
        `- "A player cannot select a Mysterious Place card of a type he already owns": the app lets the drawer choose only among places it does not own, but the others cannot check that as it happens. So when the game ends, every player shows every card they kept secret; a player who kept a place twice, or kept a Books or Fine Wine card without showing it, is caught.`,
      ),
      msg(`- A player caught is ranked last and cannot win, whatever their prosperity; the others are ranked by prosperity.`),
      msg(`- A province with two Mysterious Place symbols (none on this map) would mean two draws: two cards and a choice, then two more and a choice.`),
      msg(`- When the pile holds fewer than two cards, the merchant draws what is left; from an empty pile, nothing.`),
    ),
  ].join('\n\n');
