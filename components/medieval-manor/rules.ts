/**
 * Medieval Manor's rules for the in-app rules page, summarised in plain words
 * from the rulebook. The engine's notes (engine/games/medieval-manor/notes.ts)
 * follow this on the page.
 */
import { html } from 'lit';

export const title = 'How to play Medieval Manor';

export const body = html`
  <p class="lede">You are villagers of a small fiefdom in the Middle Ages. Send your peasants to work the lands,
    trade with your neighbours, keep everyone fed, and gather Victory Points. For 2 players or more.</p>

  <h2>Goal</h2>
  <p>The game ends after the turn in which someone reaches <strong>25 Victory Points</strong>. Most points wins;
    on a tie, the most Upgrades, then the most Gold.</p>

  <h2>The map and the cards</h2>
  <ul>
    <li>The map is a grid of lands: 12 basic lands (3×4) for 2–3 players, 16 lands (4×4) for 4 or more.
      The Road and the River lie on an edge. Some lands add to what you gain there (Fertile Fields +1 Crop, Poor Fields −1 Crop).</li>
    <li>The Play Deck holds <strong>Bounty</strong> cards (gain counters once), <strong>Upgrade</strong> cards
      (kept in front of you, they produce every turn) and <strong>Hardships</strong> (they strike as soon as they are drawn).</li>
    <li>Counters: Peasants, Victory Points, and the goods Crops, Animals (food), Gold and Resources (money).</li>
  </ul>

  <h2>Setup</h2>
  <p>Everyone starts with 2 Peasants, 4 Crops and 3 cards (no Hardships). One player is the first
    <strong>Lord of the Manor</strong>: they act first in every phase.</p>

  <h2>A turn: seven phases</h2>
  <ol>
    <li><strong>Draw.</strong> Draw one card per Peasant. You may pay 3 goods to draw 3 more and discard 2
      (the only way to get rid of a Hardship), or discard 2 cards to draw 1, each as often as you can pay (this app's
      reading: the rulebook gives no limit).</li>
    <li><strong>Trade.</strong> Hands are open. Anyone may offer anyone cards and counters (Peasants and Victory Points too,
      but never their last Peasant), in rounds that happen for everyone at once; this app allows one open offer at a time
      and 3 proposals per player per Trade Phase.</li>
    <li><strong>Work.</strong> One action per Peasant, one at a time from the Lord clockwise: place a card from your
      hand on a free land its text allows and take its gains (some cards also convert goods), or discard 2 cards for 1 good.
      Whoever places a card on the <strong>Castle</strong> becomes the new Lord.</li>
    <li><strong>Rest.</strong> Bounty cards leave the map; Upgrades go in front of their owners.</li>
    <li><strong>Upgrade.</strong> Each Upgrade gives its gain once and may convert goods as often as you like.</li>
    <li><strong>Feeding.</strong> Pay 1 food per Peasant. If you cannot, lose a Peasant and 2 Victory Points
      (never your last Peasant). Fully fed, you may pay 5 food for a new Peasant, once a turn (this app's reading).</li>
    <li><strong>End.</strong> Keep at most 3 cards (more with some Upgrades).</li>
  </ol>
`;
