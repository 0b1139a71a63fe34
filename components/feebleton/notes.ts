/**
 * How this app reads the parts of Feebleton's rulebook that leave timing or
 * scope open, in the reader's language: the notes under the in-app rules
 * (a title line, then paragraphs; "- " lines are a list). Each reading is
 * pinned by a test in engine/games/feebleton/.
 *
 */
import { msg } from '@lit/localize';

/** The notes, worded at call time (each paragraph one message). */
export const notes = (): string =>
  [
    msg(`Feebleton — how we read the rules`),
    msg(
      `Setup. All 71 cards are shuffled; a random draw (or the room's choice) picks the first player; each player is dealt 4 cards, one at a time in turn order. Turn order proceeds to the left.`,
    ),
    msg(
      `Your turn. You must play a card if you hold one you can play. With an empty hand, or holding only cards that cannot be played now (Marauders with a Guard or the General in Feebleton; Tyranny without a Council Member or the King), you end your turn instead — in the second case you show your hand so everyone can check. Additional plays from the Worker (+1) and the Engineer (+3) add up and are each optional. When you end your turn, draw up to 4.`,
    ),
    msg(
      `End of the game. The game ends the moment the last card of the deck is drawn, by any draw: at the end of a turn, or in the middle of an Artist, Philosopher or Scientist effect. Nothing more happens; cards in Feebleton and in hands score nothing.`,
    ),
    msg(`Artist and Philosopher. Choose one ability when you play the card, never both. Shuffling your hand into the deck shuffles the whole deck.`),
    msg(
      `Council Member. You alone see the top 2 cards of the deck (fewer if the deck is shorter) and put them back in the order you choose; nobody else learns the order.`,
    ),
    msg(`Reactions (Guard and the General, "Play Anytime"). You may play a Guard or the General as your turn's card (then it only lies in Feebleton), or in a reaction window:
- A Guard window opens right after an opponent plays a card that affects hands: a Spy or a Thief (only the chosen player may answer), the King (every opponent with at least one card who is not already guarded), or the Broker or the Scientist when its ability is used (every opponent not already guarded).
- A General window opens right after an opponent plays an End of Era other than Bribery (every opponent may answer). Bribery cannot be prevented.
- Everyone who may answer must answer — play the card or pass — even if they hold no Guard or General, so a window never tells anyone what you hold. Answers may come in any order; the result is the same.
- A reacted card goes face up into Feebleton. You do not draw for it until your own turn.
- Nobody can react between the steps of one effect (for example between the Spy's look and the trade), and a reaction never undoes an effect that is already complete.
- A Guard protects your hand from cards played by opponents for the rest of the current turn: it cannot be looked at, taken from, traded, gathered or shuffled away. A Guard played in a window does not stop an End of Era already played.
- The General prevents one End of Era: the player does not take Feebleton, and the prevented End of Era stays in Feebleton. It still changes the gold of whichever pile it ends up in at the end.`),
    msg(`Spy. Choose an opponent who is not guarded (with none, the Spy has no effect). After the window you see their hand and may trade whole hands.`),
    msg(
      `Thief and King. The Thief chooses an opponent who is not guarded and holds a card; after the window a random card of that hand moves to the thief. The King takes one random card from each opponent who is not guarded and holds a card, in turn order from the player's left.`,
    ),
    msg(
      `Broker. Using the ability gathers your hand and the hands of opponents who are not guarded into a separate pile, shuffles it, and deals it one card at a time in turn order, starting with you, until all are dealt.`,
    ),
    msg(
      `Scientist. Using the ability puts your hand and the hands of opponents who are not guarded into the deck, shuffles the deck, and each of those players draws 4, starting with you, in turn order (the game may end during this).`,
    ),
    msg(`Historian. Take any card from Feebleton into your hand (not the Historian itself). Everyone knows what it is while it stays in your hand.`),
    msg(
      `End of Era. The player takes the whole Feebleton, the End of Era included, as a new pile; piles are never mixed. Marauders cannot be played while a Guard or the General is in Feebleton; Tyranny only while a Council Member or the King is.`,
    ),
    msg(
      `Gold. Per pile: Farmer 1 (2 with the Scientist in the pile), Merchant 2, Noble 3, Worker 2, Council Member 2, Engineer 3, King 6, others 0. Conflagration stops Farmers and the Scientist, Blockade Merchants and the Broker, Insurrection Nobles and the King. Then the Broker adds 1 for every 2 gold produced (not counting itself). Then Marauders −2, Tyranny −3, Invasion −4. Bribery comes last: −1 for every 3 gold left, and nothing on a total of 0 or less. A pile can be negative.`,
    ),
    msg(`Blockade's text names "the Banker"; there is no Banker card, so we read it as the Broker.`),
    msg(`Card data. Every card, count and text comes from the printed rulebook; nothing is reconstructed.`),
    msg(`Winning. Most gold; on a tie, most cards in won piles; otherwise the tied players share the win.`),
  ].join('\n\n');
