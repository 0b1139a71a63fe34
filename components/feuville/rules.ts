/**
 * Feuville's rules for the in-app rules page, summarised in plain words from
 * the rulebook, in the app's language (@lit/localize; the German from the
 * rulebook's German part): call these when the page loads them. The engine's
 * notes (engine/games/feuville/notes.ts) follow this on the page.
 */
import { msg, str } from '@lit/localize';
import { html } from 'lit';

const GAME = 'Feuville';

export const title = (): string => msg(str`How to play ${GAME}`);

export const body = () => html`
  <p class="lede">${msg(
    'The King wants the town of Feuville rebuilt. Roll the dice, call on the townsfolk, and build your own view of the town — but keep it under rain clouds, for Dragomir the dragon burns what is not protected. For 2 to 4 players.',
  )}</p>

  <h2>${msg('Goal')}</h2>
  <p>${msg('Gather the most prestige points, mostly by scoring Royal Decrees on your townscape.')}</p>

  <h2>${msg('Your turn')}</h2>
  <p>${msg(html`Roll both dice. Each die stands under one of six persons; for <strong>each die</strong> you choose one of:`)}</p>
  <ul>
    <li>${msg(html`take a <strong>building tile</strong> (wall, tower or sky) from that person's column and build it or keep it on your board;`)}</li>
    <li>${msg(html`take that column's <strong>Royal Decree</strong> and score it or keep it;`)}</li>
    <li>${msg(
      html`use the <strong>person's skill</strong>: 1 Entertainer (roll towards 10 without going over), 2 Thief (steal a kept tile), 3 Publican (free tiles for all), 4 Architect (refill and choose), 5 Mayor (any decree), 6 Magician (restore burnt columns).`,
    )}</li>
  </ul>
  <p>${msg(
    html`Instead, one die (never both) can fetch a <strong>Fairy magic</strong> tile, or both dice can send the <strong>Gnome</strong> to copy any person. Your board keeps at most 2 tiles or decrees, and 2 fairy tiles.`,
  )}</p>

  <h2>${msg('Building')}</h2>
  <p>${msg(
    'Build columns from the bottom up: wall, then tower, then sky, at most three high, as wide as you like. Burnt tiles are ruins: nothing is built or scored on them until they are restored.',
  )}</p>

  <h2>${msg('Royal Decrees')}</h2>
  <ul>
    <li>${msg(
      'Little district: one complete column, 5 points. Large district: two complete columns side by side, 10 points. A grass tile goes under scored columns; they cannot be scored for a district again.',
    )}</li>
    <li>${msg(
      'Status symbols (guards, stars, flags, griffins): points for each symbol of that kind in your town. Splendid view scores the symbols of a 2×2 block; at your own discretion scores a symbol of your choice.',
    )}</li>
    <li>${msg('Town evaluation (once): a wall from a left to a right corner tower with a gate scores 2 points per wall and tower tile.')}</li>
  </ul>

  <h2>${msg('The dragon')}</h2>
  <p>${msg(
    html`A <strong>double</strong> wakes Dragomir. Everyone with fewer clouds than columns burns columns until the numbers match (your start tile never burns; a fire protection saves you once). Then the roller rolls again and plays a normal turn.`,
  )}</p>

  <h2>${msg('End of the game')}</h2>
  <p>${msg(
    'When the decrees can no longer be refilled, the round is finished so everyone has had as many turns. The player with the fewest scored decrees gains 7 points. Most prestige points wins.',
  )}</p>
`;
