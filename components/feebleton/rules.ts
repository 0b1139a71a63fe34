/**
 * Feebleton's rules for the in-app rules page, rewritten from
 * the rulebook in plain words. The engine's own notes on timing
 * (engine/games/feebleton/notes.ts) follow this on the page.
 */
import { html } from 'lit';

export const title = 'How to play Feebleton';

export const body = html`
  <p class="lede">The city of Feebleton sits at a great crossroads of trade. It is rich, greedy and badly guarded:
    it would be a shame if some little event made all its riches disappear… For 2 to 4 players.</p>

  <h2>Goal</h2>
  <p>Have the most gold when the game ends. Gold comes from the piles of cards you take from Feebleton.</p>

  <h2>Setup</h2>
  <ol>
    <li>Shuffle all 71 cards into one face-down deck.</li>
    <li>Each player draws 4 cards.</li>
    <li>Choose who goes first; play then passes to the left.</li>
  </ol>

  <h2>Your turn</h2>
  <ol>
    <li><strong>Play a card</strong> from your hand face up onto <em>Feebleton</em>, the pile next to the deck, and do what it says.</li>
    <li><strong>Draw</strong> back up to 4 cards. Your turn ends.</li>
  </ol>
  <p>Feebleton grows until someone plays an <strong>End of Era</strong> card (red). That player takes the whole of
    Feebleton as a pile of their own, and a new Feebleton starts. <strong>Never mix piles:</strong> each pile you take
    scores on its own, and a card only affects the pile it is in. A pile can be worth negative gold.</p>

  <h2>End of the game</h2>
  <p>The game ends the moment the <strong>last card of the deck is drawn</strong>; that player's turn stops there.
    Cards still in Feebleton or in hands score nothing. Add up the gold of all your piles: most gold wins.
    On a tie, the tied player with the most cards in their piles wins; if that ties too, they share the win.</p>

  <h2>Card words</h2>
  <ul>
    <li><strong>"-or-"</strong> (Artist, Philosopher): choose one of the two abilities when you play the card, never both.</li>
    <li><strong>"can"</strong> (Worker, Spy, Broker, Engineer, Scientist): the ability is optional.</li>
    <li><strong>"Play Anytime"</strong> (Guard, General): you may play these on your turn, or right after an opponent's card
      to answer it. They cannot be played between the steps of one card (for example between the Spy's look and its trade),
      and they cannot undo an effect that has already happened.</li>
  </ul>
  <p><strong>How this app reads "Play Anytime".</strong> The rulebook says: <q>These cards can be played at any time. Their
    effects are retroactive to cards being played.</q> A table passed round or played over the network needs moments when a
    card can be played, so this app opens one right after each card it can answer — a Guard after a Spy, Thief, King, Broker or
    Scientist aimed at you, the General after an End of Era — and asks every player it concerns, whether they hold the card or
    not. Outside those moments you play them only as your turn's card. This is the reading that changes play most: for example,
    while Bo takes his turn you cannot drop a Guard into Feebleton just to have it there, and a Guard never stops Marauders
    already played (the rulebook: <q>Guard cannot be used to retroactively prevent Marauders</q>).</p>

  <h2>The cards</h2>
  <table>
    <caption>Ordinary cards</caption>
    <thead><tr><th scope="col">Card</th><th scope="col">Copies</th><th scope="col">What it does</th></tr></thead>
    <tbody>
      <tr><th scope="row">Farmer</th><td>18</td><td>+1 gold.</td></tr>
      <tr><th scope="row">Merchant</th><td>9</td><td>+2 gold.</td></tr>
      <tr><th scope="row">Noble</th><td>6</td><td>+3 gold.</td></tr>
      <tr><th scope="row">Artist</th><td>4</td><td>Draw 2, <em>or</em> shuffle your hand into the deck and draw 4.</td></tr>
      <tr><th scope="row">Worker</th><td>4</td><td>+2 gold. You may play one more card this turn.</td></tr>
      <tr><th scope="row">Council Member</th><td>4</td><td>+2 gold. Look at the top 2 cards of the deck and put them back in any order.</td></tr>
      <tr><th scope="row">Guard</th><td>4</td><td>Play anytime: cards your opponents play do not affect your hand this turn
        (it cannot be looked at, taken, taken from, traded or shuffled away). It does not stop Marauders already played.</td></tr>
      <tr><th scope="row">Spy</th><td>4</td><td>Look at an opponent's hand. You may trade hands with them.</td></tr>
      <tr><th scope="row">Thief</th><td>4</td><td>Take a random card from an opponent's hand.</td></tr>
    </tbody>
  </table>
  <table>
    <caption>Great People (yellow, one of each)</caption>
    <tbody>
      <tr><th scope="row">King</th><td>+6 gold. Take a random card from each opponent's hand.</td></tr>
      <tr><th scope="row">Broker</th><td>+1 gold for every 2 gold the pile produces (so about ×1.5), counted before any deductions.
        You may also gather all hands, shuffle them, and deal them back one card at a time in turn order, starting with you.</td></tr>
      <tr><th scope="row">Scientist</th><td>Farmers in this pile give 2 gold each. You may also shuffle all hands into the deck;
        everyone affected then draws 4, starting with you.</td></tr>
      <tr><th scope="row">Philosopher</th><td>Draw 3, <em>or</em> shuffle your hand into the deck and draw 5.</td></tr>
      <tr><th scope="row">Engineer</th><td>+3 gold. You may play up to 3 more cards this turn.</td></tr>
      <tr><th scope="row">Historian</th><td>Take a card from Feebleton into your hand.</td></tr>
      <tr><th scope="row">General</th><td>Play anytime: prevent one End of Era. The prevented card stays in Feebleton
        and still changes the gold of the pile it ends up in.</td></tr>
    </tbody>
  </table>
  <table>
    <caption>End of Era (red, one of each): the player takes Feebleton</caption>
    <tbody>
      <tr><th scope="row">Conflagration</th><td>Farmers and the Scientist in this pile produce no gold.</td></tr>
      <tr><th scope="row">Blockade</th><td>Merchants and the Broker in this pile produce no gold. (The printed card says
        "the Banker"; there is no Banker card, so it means the Broker.)</td></tr>
      <tr><th scope="row">Insurrection</th><td>Nobles and the King in this pile produce no gold.</td></tr>
      <tr><th scope="row">Marauders</th><td>−2 gold. Cannot be played while a Guard or the General is in Feebleton.</td></tr>
      <tr><th scope="row">Tyranny</th><td>−3 gold. Can only be played while a Council Member or the King is in Feebleton.</td></tr>
      <tr><th scope="row">Invasion</th><td>−4 gold.</td></tr>
      <tr><th scope="row">Bribery</th><td>−1 gold for every 3 gold (about ×⅔), taken last, after every other deduction.
        It cannot be prevented.</td></tr>
    </tbody>
  </table>

  <h2>Scoring a pile, step by step</h2>
  <ol>
    <li>Each card produces its gold, except cards stopped by Conflagration, Blockade or Insurrection.</li>
    <li>The Broker adds 1 gold for every 2 gold produced.</li>
    <li>Marauders, Tyranny and Invasion take off 2, 3 and 4 gold.</li>
    <li>Bribery, last, takes off 1 gold for every 3 gold left.</li>
  </ol>
  <p>The rulebook's example of scoring, one player's three piles:</p>
  <ul>
    <li>3 Farmers, a Noble, 2 Council Members, 2 Thieves and Conflagration: the Farmers give nothing, so 3 + 4 = <strong>7</strong>.</li>
    <li>2 Farmers, 3 Merchants, a Guard, the Scientist, the Broker and Invasion: 4 + 6 = 10 produced (Farmers give 2 with
      the Scientist), the Broker adds 5, Invasion takes 4: <strong>11</strong>.</li>
    <li>3 Nobles, 2 Spies, an Artist, the King, Marauders, the General and Bribery: 15 produced, Marauders leaves 13,
      Bribery takes 4: <strong>9</strong>.</li>
  </ul>
  <p>Together: 7 + 11 + 9 = 27 gold.</p>
`;
