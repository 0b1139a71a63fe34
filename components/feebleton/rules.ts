/**
 * Feebleton's rules for the in-app rules page, rewritten from
 * the rulebook in plain words. The engine's own notes on timing
 * (engine/games/feebleton/notes.ts) follow this on the page.
 * In the app's language (@lit/localize): call these when the page loads them.
 */
import { msg, str } from '@lit/localize';
import { html } from 'lit';
import { cardName as n } from './faces.js';

const GAME = 'Feebleton';

export const title = (): string => msg(str`How to play ${GAME}`);

export const body = () => html`
  <p class="lede">${msg(
    'The city of Feebleton sits at a great crossroads of trade. It is rich, greedy and badly guarded: it would be a shame if some little event made all its riches disappear… For 2 to 4 players.',
  )}</p>

  <h2>${msg('Goal')}</h2>
  <p>${msg('Have the most gold when the game ends. Gold comes from the piles of cards you take from Feebleton.')}</p>

  <h2>${msg('Setup')}</h2>
  <ol>
    <li>${msg('Shuffle all 71 cards into one face-down deck.')}</li>
    <li>${msg('Each player draws 4 cards.')}</li>
    <li>${msg('Choose who goes first; play then passes to the left.')}</li>
  </ol>

  <h2>${msg('Your turn')}</h2>
  <ol>
    <li>${msg(html`<strong>Play a card</strong> from your hand face up onto <em>Feebleton</em>, the pile next to the deck, and do what it says.`)}</li>
    <li>${msg(html`<strong>Draw</strong> back up to 4 cards. Your turn ends.`)}</li>
  </ol>
  <p>${msg(
    html`Feebleton grows until someone plays an <strong>End of Era</strong> card (red). That player takes the whole of Feebleton as a pile of their own, and a new Feebleton starts. <strong>Never mix piles:</strong> each pile you take scores on its own, and a card only affects the pile it is in. A pile can be worth negative gold.`,
  )}</p>

  <h2>${msg('End of the game')}</h2>
  <p>${msg(
    html`The game ends the moment the <strong>last card of the deck is drawn</strong>; that player's turn stops there. Cards still in Feebleton or in hands score nothing. Add up the gold of all your piles: most gold wins. On a tie, the tied player with the most cards in their piles wins; if that ties too, they share the win.`,
  )}</p>

  <h2>${msg('Card words')}</h2>
  <ul>
    <li>${msg(html`<strong>"-or-"</strong> (Artist, Philosopher): choose one of the two abilities when you play the card, never both.`)}</li>
    <li>${msg(html`<strong>"can"</strong> (Worker, Spy, Broker, Engineer, Scientist): the ability is optional.`)}</li>
    <li>${msg(
      html`<strong>"Play Anytime"</strong> (Guard, General): you may play these on your turn, or right after an opponent's card to answer it. They cannot be played between the steps of one card (for example between the Spy's look and its trade), and they cannot undo an effect that has already happened.`,
    )}</li>
  </ul>
  <p>${msg(
    html`<strong>How this app reads "Play Anytime".</strong> The rulebook says: <q>These cards can be played at any time. Their effects are retroactive to cards being played.</q> A table passed round or played over the network needs moments when a card can be played, so this app opens one right after each card it can answer — a Guard after a Spy, Thief, King, Broker or Scientist aimed at you, the General after an End of Era — and asks every player it concerns, whether they hold the card or not. Outside those moments you play them only as your turn's card. This is the reading that changes play most: for example, while Bo takes his turn you cannot drop a Guard into Feebleton just to have it there, and a Guard never stops Marauders already played (the rulebook: <q>Guard cannot be used to retroactively prevent Marauders</q>).`,
  )}</p>

  <h2>${msg('The cards')}</h2>
  <table>
    <caption>${msg('Ordinary cards')}</caption>
    <thead><tr><th scope="col">${msg('Card')}</th><th scope="col">${msg('Copies')}</th><th scope="col">${msg('What it does')}</th></tr></thead>
    <tbody>
      <tr><th scope="row">${n('Farmer')}</th><td>18</td><td>${msg('+1 gold.')}</td></tr>
      <tr><th scope="row">${n('Merchant')}</th><td>9</td><td>${msg('+2 gold.')}</td></tr>
      <tr><th scope="row">${n('Noble')}</th><td>6</td><td>${msg('+3 gold.')}</td></tr>
      <tr><th scope="row">${n('Artist')}</th><td>4</td><td>${msg(html`Draw 2, <em>or</em> shuffle your hand into the deck and draw 4.`)}</td></tr>
      <tr><th scope="row">${n('Worker')}</th><td>4</td><td>${msg('+2 gold. You may play one more card this turn.')}</td></tr>
      <tr><th scope="row">${n('Council Member')}</th><td>4</td><td>${msg('+2 gold. Look at the top 2 cards of the deck and put them back in any order.')}</td></tr>
      <tr><th scope="row">${n('Guard')}</th><td>4</td><td>${msg(
        'Play anytime: cards your opponents play do not affect your hand this turn (it cannot be looked at, taken, taken from, traded or shuffled away). It does not stop Marauders already played.',
      )}</td></tr>
      <tr><th scope="row">${n('Spy')}</th><td>4</td><td>${msg("Look at an opponent's hand. You may trade hands with them.")}</td></tr>
      <tr><th scope="row">${n('Thief')}</th><td>4</td><td>${msg("Take a random card from an opponent's hand.")}</td></tr>
    </tbody>
  </table>
  <table>
    <caption>${msg('Great People (yellow, one of each)')}</caption>
    <tbody>
      <tr><th scope="row">${n('King')}</th><td>${msg("+6 gold. Take a random card from each opponent's hand.")}</td></tr>
      <tr><th scope="row">${n('Broker')}</th><td>${msg(
        '+1 gold for every 2 gold the pile produces (so about ×1.5), counted before any deductions. You may also gather all hands, shuffle them, and deal them back one card at a time in turn order, starting with you.',
      )}</td></tr>
      <tr><th scope="row">${n('Scientist')}</th><td>${msg(
        'Farmers in this pile give 2 gold each. You may also shuffle all hands into the deck; everyone affected then draws 4, starting with you.',
      )}</td></tr>
      <tr><th scope="row">${n('Philosopher')}</th><td>${msg(html`Draw 3, <em>or</em> shuffle your hand into the deck and draw 5.`)}</td></tr>
      <tr><th scope="row">${n('Engineer')}</th><td>${msg('+3 gold. You may play up to 3 more cards this turn.')}</td></tr>
      <tr><th scope="row">${n('Historian')}</th><td>${msg('Take a card from Feebleton into your hand.')}</td></tr>
      <tr><th scope="row">${n('General')}</th><td>${msg(
        'Play anytime: prevent one End of Era. The prevented card stays in Feebleton and still changes the gold of the pile it ends up in.',
      )}</td></tr>
    </tbody>
  </table>
  <table>
    <caption>${msg('End of Era (red, one of each): the player takes Feebleton')}</caption>
    <tbody>
      <tr><th scope="row">${n('Conflagration')}</th><td>${msg('Farmers and the Scientist in this pile produce no gold.')}</td></tr>
      <tr><th scope="row">${n('Blockade')}</th><td>${msg(
        'Merchants and the Broker in this pile produce no gold. (The printed card says "the Banker"; there is no Banker card, so it means the Broker.)',
      )}</td></tr>
      <tr><th scope="row">${n('Insurrection')}</th><td>${msg('Nobles and the King in this pile produce no gold.')}</td></tr>
      <tr><th scope="row">${n('Marauders')}</th><td>${msg('−2 gold. Cannot be played while a Guard or the General is in Feebleton.')}</td></tr>
      <tr><th scope="row">${n('Tyranny')}</th><td>${msg('−3 gold. Can only be played while a Council Member or the King is in Feebleton.')}</td></tr>
      <tr><th scope="row">${n('Invasion')}</th><td>${msg('−4 gold.')}</td></tr>
      <tr><th scope="row">${n('Bribery')}</th><td>${msg('−1 gold for every 3 gold (about ×⅔), taken last, after every other deduction. It cannot be prevented.')}</td></tr>
    </tbody>
  </table>

  <h2>${msg('Scoring a pile, step by step')}</h2>
  <ol>
    <li>${msg('Each card produces its gold, except cards stopped by Conflagration, Blockade or Insurrection.')}</li>
    <li>${msg('The Broker adds 1 gold for every 2 gold produced.')}</li>
    <li>${msg('Marauders, Tyranny and Invasion take off 2, 3 and 4 gold.')}</li>
    <li>${msg('Bribery, last, takes off 1 gold for every 3 gold left.')}</li>
  </ol>
  <p>${msg("The rulebook's example of scoring, one player's three piles:")}</p>
  <ul>
    <li>${msg(html`3 Farmers, a Noble, 2 Council Members, 2 Thieves and Conflagration: the Farmers give nothing, so 3 + 4 = <strong>7</strong>.`)}</li>
    <li>${msg(
      html`2 Farmers, 3 Merchants, a Guard, the Scientist, the Broker and Invasion: 4 + 6 = 10 produced (Farmers give 2 with the Scientist), the Broker adds 5, Invasion takes 4: <strong>11</strong>.`,
    )}</li>
    <li>${msg(html`3 Nobles, 2 Spies, an Artist, the King, Marauders, the General and Bribery: 15 produced, Marauders leaves 13, Bribery takes 4: <strong>9</strong>.`)}</li>
  </ul>
  <p>${msg('Together: 7 + 11 + 9 = 27 gold.')}</p>
`;
