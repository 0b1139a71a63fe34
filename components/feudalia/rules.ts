/**
 * Feudalia's rules for the in-app rules page, summarised in plain words from
 * the rulebook and its scenario book as the engine plays them
 * (engine/games/feudalia/): the turn, the tax collector, the end of the game and
 * the five scenarios. The card faces were lost with the rulebook's pictures:
 * what is reconstructed carries a small "reconstructed" mark here (explained
 * by a legend line at the top) and is listed in the notes (notes.ts) that
 * follow on the page. Functions, so msg() speaks the language chosen when the
 * page loads them.
 */
import { msg } from '@lit/localize';
import { html } from 'lit';

/** The mark's look, inline: the rules page that shows this text has no style for it. */
const MARK =
  'display:inline-block;font-size:0.75em;font-weight:700;line-height:1.3;padding:0 0.4em;border:1px solid currentColor;border-radius:0.6em;white-space:nowrap;vertical-align:0.1em;';

/** The "reconstructed" mark, put after a part of the rules we reconstructed. */
const rec = () => html`<small class="rec" style=${MARK}>${msg('reconstructed')}</small>`;

export const title = (): string => msg('How to play Feudalia');

export const body = () => html`
  <p class="lede">${msg(
    'After endless wars the king has named new feudal lords. Hire vassals and masters, make your three fiefs grow and help build the cathedral — before the tax collector comes round. A deck-building game for 2 to 4 players.',
  )}</p>
  <p>${rec()} ${msg('marks what we reconstructed: the rulebook lost its card pictures. "What is reconstructed" and the notes below say how.')}</p>

  <h2>${msg('Goal')}</h2>
  <p>${msg(
    html`Be the first lord with <strong>10 victory points</strong> (VP), and at least 1 VP more than everyone else. Points come from your fiefs' levels and from the VP tokens of the cathedral (and of a few masters). A variant may ask for more points; the set-up form lets you choose.`,
  )}</p>

  <h2>${msg('What you have')}</h2>
  <ul>
    <li>${msg(
      html`<strong>Vassals</strong>: your deck of cards. Each shows its hiring cost, its <strong>income</strong> (coins when you discard it) and one or two actions: a <strong>field action</strong> (played in a free field of a fief of the colours shown, at the coins shown) or an <strong>influence action</strong> (one a turn, unless it has a "+").`,
    )}</li>
    <li>${msg(
      html`<strong>Three fiefs</strong> (wheat, wood, clay or stone), each with fields, cities for masters, a level (0 to 2), victory points and the cost of its next level. Resource cubes are kept on the fiefs, at most 12 each at the end of your turn.`,
    )}</li>
    <li>${msg(
      html`<strong>The treasury</strong>: a marker counting your coins, and a treasury card that says how many of them you keep at the end of your turn. The higher your fiefs' levels add up, the less you keep.`,
    )}</li>
    <li>${msg(
      html`<strong>The supply</strong>: the scenario's vassal stacks face up; the basic master deck with masters face up beside it; the cathedral's five cards with the cathedral masters on the three "C" cards.`,
    )}</li>
  </ul>

  <h2>${msg('Set-up')}</h2>
  <ul>
    <li>${msg("Each lord gets the scenario's starting deck. The tax collector starts in the discard pile; the rest is shuffled face down, and each lord draws 5 cards.")}</li>
    <li>${msg(
      'Unless the scenario gives the fiefs, they are drafted: the first player draws two level 0 fiefs and keeps one, passes the other to the left, where the next player draws one more and keeps one of the two, and so on until everyone has three. A lord with three fiefs of one type may put one back and draw until another type comes.',
    )}</li>
    <li>${msg('Master decks of a fief type nobody has are left out; then 5 basic masters are drawn face up. The Foundations get their ½ VP tokens.')}</li>
  </ul>

  <h2>${msg('Your turn')}</h2>
  <h3>${msg('1. Start phase')}</h3>
  <p>${msg(
    'Straighten your masters (masters with a start effect apply it now). If the tax collector is in your hand, play it now: this is the only time it may be played.',
  )}</p>
  <h3>${msg('2. Main phase')}</h3>
  <p>${msg('As many actions as you can and like, in any order; only one influence action a turn, unless it has a "+", which allows one more.')}</p>
  <ol>
    <li>${msg(
      html`<strong>Hire a vassal</strong> from the supply: pay its cost in coins (your marker moves back) and cubes from your fiefs; a vassal type shown crossed out must be eliminated from your hand (it is upgraded). The new card goes to your discard pile.`,
    )}</li>
    <li>${msg(html`<strong>Income</strong>: discard a vassal from your hand for its income.`)}</li>
    <li>${msg(
      html`<strong>A field action</strong>: play a vassal in a free field of a fief of the colours its card shows (black: any fief), paying the coins shown for that colour. Its cubes go to, and come from, that fief. A field stays taken until the end of the turn.`,
    )}</li>
    <li>${msg(html`<strong>An influence action</strong>: play the card and pay its cost; its cubes may come from, and go to, any of your fiefs.`)}</li>
    <li>${msg(
      html`<strong>Upgrade a fief</strong> one level by paying the cost on it: a level 0 card is replaced by a level 1/2 card of its type, a level 1 card is turned over. The cubes stay; the treasury card follows the new sum of levels.`,
    )}</li>
    <li>${msg(
      html`<strong>Build the cathedral</strong>: pay the active card's cost and take one of its VP tokens, as often as you like. First the Foundations (½ VP tokens); when they run out, the Main Nave (1 VP a player, for lords whose fief levels add up to 2 or more); then the three "C" cards, whose tokens only a lord hosting that card's cathedral master may buy, at the cost on the master.`,
    )}</li>
    <li>${msg(
      html`<strong>Hire a master</strong>: first draw two masters from the deck face up, then hire one into a free city of a fief of its colour (black: any) and level — a cathedral master needs a level 2 fief — and put one face-up master under the deck. You may fire a master to free a city (it goes back among the masters for hire) and move masters between your cities.`,
    )}</li>
    <li>${msg(
      html`<strong>A master action</strong>: once a turn, paying its cost: coins from your treasury, cubes from the master's own fief. The master is turned until your next start phase.`,
    )}</li>
  </ol>
  <p>${msg(
    "An action's effects apply at once, in the order on the card, all of them before anything else. A card with two separate actions offers either, never both. Unless a card says otherwise, costs may be paid from any of your fiefs.",
  )}</p>
  <h3>${msg('3. End phase')}</h3>
  <ol>
    <li>${msg('End of the day: the vassals you played (and the tax collector, if played) go to your discard pile. Masters stay.')}</li>
    <li>${msg(
      'Services to the court: every vassal left in your hand is discarded for its income, at least 1 coin each — except a tax collector drawn during this main phase, which stays in your hand for your next start phase.',
    )}</li>
    <li>${msg('Saving: move your treasury marker to what your treasury card keeps.')}</li>
    <li>${msg('Draw back to 5 cards. When your deck runs out, shuffle your discard pile into a new deck; a second run-out in one turn draws nothing more until this refill.')}</li>
    <li>${msg('No fief may keep more than 12 cubes: drop the extra ones of your choice.')}</li>
  </ol>

  <h2>${msg('The tax collector')}</h2>
  <p>${msg(
    'Played in the start phase, each fief pays half its cubes, rounded down (5, 2 and 1 cubes pay 2, 1 and 0). If no fief has 2 cubes to pay from, the hand pays instead: cards worth half its income, rounded down (the whole hand when its income is under 2). The tax collector then goes with the played cards. It comes back each time your deck is reshuffled: the bigger the deck, the rarer its visits.',
  )}</p>

  <h2>${msg('The end of the game')}</h2>
  <p>${msg('When a lord ends a turn with the target, the others play their turns to the end of the round. Then:')}</p>
  <ul>
    <li>${msg('A leader with at least 1 VP more than everyone else wins.')}</li>
    <li>${msg(
      'Leaders tied at the top with at least 1 VP more than the rest: the rest are out. If one tied leader has at least 2 noble icons more than each other one, that lord wins (a double icon counts 2). If not, the tied leaders play on alone.',
    )}</li>
    <li>${msg('Otherwise everyone plays on.')}</li>
  </ul>
  <p>${msg('Play goes on round by round until a lord leads by 1 VP, or a tied leader by 2 noble icons. If the first player leaves, the first player card passes to the next lord still playing.')}</p>
  <p>${msg('The game can end in a tie only when every fief is at level 2, the cathedral is built and no noble is left face up to hire.')}</p>

  <h2>${msg('The scenarios')}</h2>
  <ul>
    <li>${msg(
      html`<strong>Learning Game.</strong> Starting deck of 16: 1 tax collector, 1 feudal lord, 7 serfs, 1 pastor, 3 merchants, 2 reapers and 1 lumberjack. Everyone has a wheat, a clay and a wood fief. Face up: the Plow Builder, Lumberer, Brick Worker and Mason; in the deck: the Carpenter, Potter, Treasurer, Guild Master, Countess and Dancer. Tip: merchants bring stone; the abbot, shepherd and seductress raise income.`,
    )}</li>
    <li>${msg(
      html`<strong>Overproduction.</strong> Starting deck of 10: 1 tax collector, 1 priest, 1 merchant, 6 serfs and an upgraded worker of your choice (reaper, lumberjack, kneader or stonecutter). Fiefs drafted, all basic masters, 5 face up. Its specific vassals, the abbot, shepherd and farmhand ${rec()}, push production.`,
    )}</li>
    <li>${msg(
      html`<strong>The Relentless Procurator.</strong> The same deck and set-up. Its specific vassals, the bishop, procurator and farmhand ${rec()}, bring precious stone and wealth.`,
    )}</li>
    <li>${msg(
      html`<strong>Dirty Business.</strong> The same deck and set-up. Its specific vassals, the abbot, seductress and smuggler ${rec()}, take coins from the other lords.`,
    )}</li>
    <li>${msg(
      html`<strong>Ready for Everything.</strong> For lords who know the game: the standard vassals (serf, kneader, reaper, stonecutter, lumberjack, priest, trader, merchant) and 5 specific vassals drawn at random, 1 upgraded cleric among them. The starting deck is the other scenarios' 10 cards ${rec()}.`,
    )}</li>
  </ul>

  <h2>${msg('What is reconstructed')}</h2>
  <p>${msg(
    html`The printed rulebook lost its card pictures. Every count and example its text gives is kept; every other number on a card — vassal costs, incomes and actions, the masters, the fief and treasury cards, the cathedral's costs — is reconstructed: marked ${rec()} in these rules, and the notes below say how. The table shows each card's reconstructed face.`,
  )}</p>
`;
