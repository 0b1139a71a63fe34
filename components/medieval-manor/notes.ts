/**
 * How this app reads the parts of Medieval Manor's rulebook that are unclear
 * or missing, and which parts are reconstructed, in the reader's language: the
 * notes under the in-app rules (a title line, then paragraphs; "- " lines are
 * a list). Each reading is pinned by a test in engine/games/medieval-manor/.
 *
 */
import { msg } from '@lit/localize';

/** The notes, worded at call time (each paragraph one message). */
export const notes = (): string =>
  [
    msg(`Medieval Manor — how we read the rules`),
    msg(
      `RECONSTRUCTED PARTS. The printed rulebook lost its card faces and most land modifiers. What it gives is kept exactly: 101 cards (10 Hardship, 59 Bounty, 32 Upgrade); Wheat gains 4 Crops; the Cathedral gives 1 Victory each Upgrade Phase; the Mine gives 1 Gold and converts 1 card from hand into 1 Gold; Compost, Cultivator, Manure and Pollination give +1 Crop, and Fodder +1 Animal, to a later card placed next to them; Fertile Fields +1 Crop, Poor Fields −1 Crop. Everything else — the other card names and counts, every other gain, conversion and land a card may go on, the Hardship effects, and the modifiers of Pasture (+1 Animal), Market (+1 Gold), Irrigated Fields (+1 Crop), Hunting Grounds (+1 Animal), Mountains (+1 Gold) and Forest (+1 Resource) — is RECONSTRUCTED by us and tuned by bot simulation. Each card's face shows whether it is from the rulebook or reconstructed.`,
    ),
    msg(
      `Counters. Peasants, Victory, Crops, Animals, Gold, Resources. Food = Crops + Animals; Money = Gold + Resources; Goods = Food + Money. "Pay 3 goods" is any 3 of Crops, Animals, Gold, Resources.`,
    ),
    msg(
      `Nothing is hidden. Hands are face up; the Play Deck is shuffled by drawing each card at random from what is left, so nobody can know the order in advance.`,
    ),
    msg(
      `Map. 12 Basic lands on 3 rows of 4 for 2–3 players, all 16 lands on 4 rows of 4 for 4 or more. The Road and the River are on an edge. The layout is random unless the table chose one. Irrigated Fields count as Fields, Mountains as Hills, Forest and Hunting Grounds as Woods.`,
    ),
    msg(
      `Setup. 2 Peasants and 4 Crops each; 3 cards each, Hardships dealt at setup are discarded and replaced. The first Lord is random unless the table chose one.`,
    ),
    msg(
      `Order. Every phase goes round the table starting with the Lord of the Manor, except the Trade Phase, where everyone answers each trade round at once.`,
    ),
    msg(
      `Draw Phase. You are dealt one card per Peasant. A Hardship takes effect the moment it is dealt and is discarded; counters never go below 0 and a Hardship never takes your last Peasant. Then, as often as you can pay, you may: pay 3 goods to draw 3 cards, of which you keep 1 and discard 2 (Hardships among them do nothing if discarded; a Hardship you keep takes effect); or discard 2 cards to draw 1. Then you say you are finished. The rulebook gives these two sentences no limit; we read them as repeatable because each pays for itself (3 goods for one card kept; two cards for one, so a hand shrinks with every swap). In the balance study (README.md) the bots never buy, and they swap in a third of their Draw Phases, twice or more in one in ten. A Hardship drawn at any other time (a card an Upgrade gives) also takes effect at once. Hands never hold Hardships.`,
    ),
    msg(
      `Trade Phase. Trading goes in rounds, so that nobody's answer can race or spy on another's. In each round, everyone not yet done gives one answer: propose a deal to one other player (any counters — Crops, Animals, Gold, Resources, Peasants and Victory Points, as the rulebook lets players "trade counters and cards" — and hand cards, in any combination; Upgrades in play are not traded, and no deal may take a player's last Peasant, as "You cannot lose your last remaining Peasant"; the bots never give Victory Points away), accept or decline offers made to you, withdraw your own offer — any of these together, or nothing this round — and say whether you are done. Nobody sees an answer before everyone has given theirs (in a networked room the answers are sealed until then). Then the round happens for everyone at once: first withdrawals and declines, so a withdrawal beats an accept in the same round; then accepted deals, in seat order, each only if both sides can still pay it, and any open offer that can no longer be paid is cancelled; then the new proposals; then "done", which is final for the phase and cancels every open offer you made or received (nobody can propose to a player who is done). You may have one open offer at a time and make at most 3 proposals per Trade Phase (the rulebook sets no limit; this one keeps every Trade Phase finite, and the trade panel shows how many proposals you have left). A round in which nobody proposes, accepts, declines or withdraws anything ends the phase, as does everyone saying done.`,
    ),
    msg(
      `Work Phase. One action per Peasant, one at a time, clockwise from the Lord; a player out of actions is skipped. An action is: place a hand card on a free land its text allows; discard 2 cards for 1 good of your choice; or pass (spend the action on nothing). A Bounty gains its counters at once. A land modifier adds to (or takes from) a type the card gains, never below 0. The adjacency bonus is +1 Crop for a Crop-gaining card next to at least one Compost, Cultivator, Manure or Pollination, and +1 Animal for an Animal-gaining card next to at least one Fodder: one bonus per type, however many such cards are adjacent, and only for cards placed after them (not retroactive). A Bounty's conversion may be used right after it is played, as many times as you can pay, before the next action. An Upgrade costs 3 + X Money, where X counts the Upgrades you own, including any you placed earlier this Work Phase. Any card placed on the Castle makes its player the Lord at once; the order of play continues clockwise from there.`,
    ),
    msg(`Rest Phase. Bounties on the map are discarded; Upgrades go in front of their owners.`),
    msg(
      `Upgrade Phase. Every Upgrade's simple gain comes automatically, once a turn. Then, from the Lord, each player with a usable conversion may convert as often as they can pay, or finish.`,
    ),
    msg(
      `Feeding Phase. You choose which Food feeds your Peasants (one each). If you cannot feed them all, all your Food is eaten, you lose one Peasant (never your last) and 2 Victory (never below 0). If all are fed, you may pay 5 Food for one new Peasant, once a turn: the sentence grants "1 Peasant counter", while where the rulebook means an action to repeat it says so ("conversions are optional and can be done multiple times"). The cap matters: in the balance study more than half of the new Peasants were bought with 10 Food or more at hand, and each Peasant is one more card and one more action every turn.`,
    ),
    msg(`End Phase. Discard down to 3 cards (more with Upgrades that raise the hand size), choosing which.`),
    msg(
      `End of the game. At the end of the turn in which someone has 25 Victory or more. Most Victory wins; then most Upgrades; then most Gold; players still tied share the win.`,
    ),
    msg(`Players. The rulebook says 2–4+; we seat 2 to 6, all on the 4×4 map from 4 players up.`),
  ].join('\n\n');
