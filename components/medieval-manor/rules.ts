/**
 * Medieval Manor's rules for the in-app rules page, summarised in plain words
 * from the rulebook. The engine's notes (engine/games/medieval-manor/notes.ts)
 * follow this on the page. Functions, so msg() speaks the language chosen when
 * the page loads them.
 */
import { msg } from '@lit/localize';
import { html } from 'lit';

export const title = (): string => msg('How to play Medieval Manor');

export const body = () => html`
  <p class="lede">${msg(
    'You are villagers of a small fiefdom in the Middle Ages. Send your peasants to work the lands, trade with your neighbours, keep everyone fed, and gather Victory Points. For 2 players or more.',
  )}</p>

  <h2>${msg('Goal')}</h2>
  <p>${msg('The game ends after the turn in which someone reaches')} <strong>${msg('25 Victory Points')}</strong>${msg(
    '. Most points wins; on a tie, the most Upgrades, then the most Gold.',
  )}</p>

  <h2>${msg('The map and the cards')}</h2>
  <ul>
    <li>${msg(
      'The map is a grid of lands: 12 basic lands (3×4) for 2–3 players, 16 lands (4×4) for 4 or more. The Road and the River lie on an edge. Some lands add to what you gain there (Fertile Fields +1 Crop, Poor Fields −1 Crop).',
    )}</li>
    <li>${msg('The Play Deck holds')} <strong>${msg('Bounty')}</strong> ${msg('cards (gain counters once),')} <strong>${msg('Upgrade')}</strong> ${msg(
      'cards (kept in front of you, they produce every turn) and',
    )} <strong>${msg('Hardships')}</strong> ${msg('(they strike as soon as they are drawn).')}</li>
    <li>${msg('Counters: Peasants, Victory Points, and the goods Crops, Animals (food), Gold and Resources (money).')}</li>
  </ul>

  <h2>${msg('Setup')}</h2>
  <p>${msg('Everyone starts with 2 Peasants, 4 Crops and 3 cards (no Hardships). One player is the first')}
    <strong>${msg('Lord of the Manor')}</strong>${msg(': they act first in every phase.')}</p>

  <h2>${msg('A turn: seven phases')}</h2>
  <ol>
    <li><strong>${msg('Draw.')}</strong> ${msg(
      "Draw one card per Peasant. You may pay 3 goods to draw 3 more and discard 2 (the only way to get rid of a Hardship), or discard 2 cards to draw 1, each as often as you can pay (this app's reading: the rulebook gives no limit).",
    )}</li>
    <li><strong>${msg('Trade.')}</strong> ${msg(
      'Hands are open. Anyone may offer anyone cards and counters (Peasants and Victory Points too, but never their last Peasant), in rounds that happen for everyone at once; this app allows one open offer at a time and 3 proposals per player per Trade Phase.',
    )}</li>
    <li><strong>${msg('Work.')}</strong> ${msg(
      'One action per Peasant, one at a time from the Lord clockwise: place a card from your hand on a free land its text allows and take its gains (some cards also convert goods), or discard 2 cards for 1 good. Whoever places a card on the',
    )}
      <strong>${msg('Castle')}</strong> ${msg('becomes the new Lord.')}</li>
    <li><strong>${msg('Rest.')}</strong> ${msg('Bounty cards leave the map; Upgrades go in front of their owners.')}</li>
    <li><strong>${msg('Upgrade.')}</strong> ${msg('Each Upgrade gives its gain once and may convert goods as often as you like.')}</li>
    <li><strong>${msg('Feeding.')}</strong> ${msg(
      "Pay 1 food per Peasant. If you cannot, lose a Peasant and 2 Victory Points (never your last Peasant). Fully fed, you may pay 5 food for a new Peasant, once a turn (this app's reading).",
    )}</li>
    <li><strong>${msg('End.')}</strong> ${msg('Keep at most 3 cards (more with some Upgrades).')}</li>
  </ol>
`;
