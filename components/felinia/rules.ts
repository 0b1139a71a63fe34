/**
 * Felinia's rules for the in-app rules page, summarised in plain words from
 * the rulebook as the engine plays it (engine/games/felinia/): the basic game,
 * the variant for very experienced players and the advanced game. The notes
 * (notes.ts) follow this on the page and say which parts are reconstructed.
 * Functions, so msg() speaks the language chosen when the page loads them.
 */
import { msg } from '@lit/localize';
import { html } from 'lit';

export const title = (): string => msg('How to play Felinia');

export const body = () => html`
  <p class="lede">${msg(
    'A trade agreement opens the island of Felinia to the merchants of the City of Katzburg. Bid for merchandise at the markets, pay with it to board the ships, and set up trading posts across the five countries of the island. For 2 to 4 players.',
  )}</p>

  <h2>${msg('Goal')}</h2>
  <p>${msg(
    html`Each player is a family of merchants. Have the highest <strong>prosperity</strong> when the last ship has left Katzburg: points for trade tiles, for groups of merchants on the island, for gold, spice and merchandise. A game lasts about 10 to 12 rounds.`,
  )}</p>

  <h2>${msg('The board and the pieces')}</h2>
  <ul>
    <li>${msg(
      html`<strong>Katzburg</strong>: the port with 4 boats, 5 markets one under the other, and below them the <strong>Merchants' Guild</strong>, which never holds merchandise.`,
    )}</li>
    <li>${msg(
      html`<strong>The island</strong>: 5 countries (Lion's, Cheetah's, Tiger's, Panther's and Lynx's Kingdom), each of 9 provinces: the province next to its port, 2 crossroads and 6 trading posts. Some provinces show symbols: spice, gold, a coin or a merchandise tile.`,
    )}</li>
    <li>${msg(
      'Each family: 10 merchants, 3 bid tokens and a money track of silver coins from 0 to 6. You never hold more than 6 coins: anything above is lost.',
    )}</li>
    <li>${msg(
      html`<strong>45 merchandise tiles</strong>, 9 of each kind: Books, Wine, Watches, Clothing and Glassware, each the colour of one country. They are drawn at random from a bag.`,
    )}</li>
    <li>${msg(
      html`<strong>20 boat tiles</strong>: each shows its destination, a departure time, 1 or 2 spaces for merchants, and what one merchant pays to board: 3 merchandise tiles (2 of them alike), or 2 alike and 1 coin, always including at least one of the destination's colour. 15 have grey backs and 5 blue backs, one blue for each destination.`,
    )}</li>
    <li>${msg(
      html`<strong>30 trade tiles</strong>, 6 for each country, each showing a figure: lion, tiger, cheetah, panther or lynx. <strong>5 bonus chips</strong>, one for each figure.`,
    )}</li>
    <li>${msg(
      'Gold and spice: 11 cards of each in the common stock, each card with a 1 side and a 3 side. When the stock cannot give any more, you get none.',
    )}</li>
  </ul>

  <h2>${msg('Set-up')}</h2>
  <ul>
    <li>${msg('Every family starts with 2 coins, 10 merchants, 3 bid tokens and 2 merchandise tiles that depend on the number of players; the other merchandise goes into the bag.')}</li>
    <li>${msg('With 4 players all 5 markets are open; with 3 players market 5 (the lowest) is closed; with 2 players markets 3 and 5 are closed. 2 merchandise tiles are drawn onto each open market.')}</li>
    <li>${msg('The boat pile: the 5 blue-backed tiles shuffled at the bottom, the 15 grey-backed tiles shuffled on top. The top 4 tiles go face up onto the 4 boats.')}</li>
    <li>${msg('Every trading post gets a trade tile of its country, face down. The 5 bonus chips lie face up on the board, where anyone may look through them.')}</li>
    <li>${msg('The first player is chosen at set-up, or drawn at random.')}</li>
  </ul>

  <h2>${msg('A round: five phases')}</h2>
  <ol>
    <li><strong>${msg('Bidding.')}</strong> ${msg(
      html`Three times round the table, starting with the first player, each player places one bid token: either on their own board, earning <strong>1, 2 or 3 coins</strong> in the first, second or third time round; or on an open market or the guild, on top of any tokens already there. Any mix is allowed, several tokens on one space too.`,
    )}</li>
    <li><strong>${msg('Trading.')}</strong> ${msg(
      html`The markets are resolved from the top down, then the guild. On each space the token on top plays first, then the next one down. The <strong>price</strong> is the number of tokens still on that space, whatever their colour. Each token makes at most one deal; instead, its owner may take it back without a deal (it goes back by itself when no deal is possible there).`,
    )}
      <ul>
        <li>${msg('At a market: buy one of its merchandise tiles.')}</li>
        <li>${msg(
          'At the guild: give one of your merchandise tiles for one of another kind of your choice from the bag (if the bag has one) and take 1 spice; or give 1 gold and 1 spice for a bonus chip of your choice, kept face down in front of you.',
        )}</li>
        <li>${msg(
          html`<strong>Boarding.</strong> Right after a deal, and only then, you may put merchants from your stock onto boats with a free space, each paying the merchandise (back into the bag) and the coin its boat tile asks. A merchant takes the foremost free space. You may board as many as you can pay for, on one boat or several, both spaces of a boat too. Once you go on, you must wait for your next deal to board.`,
        )}</li>
      </ul>
    </li>
    <li><strong>${msg('Exploration.')}</strong> ${msg(
      'Every full boat sails, in order of departure time, earliest first. If no boat is full, the boat with the earliest departure sails alone, even half full or empty (an empty boat just discards its tile). The merchant on the foremost space walks first, then the other.',
    )}
      <ul>
        <li>${msg(
          html`A merchant moves <strong>up to 3 steps</strong> within the destination country. The first step is always onto the province next to the port. Right after it, you may turn up to 2 face-down trade tiles of that country face up. Then up to 2 more steps along the routes to neighbouring provinces.`,
        )}</li>
        <li>${msg(
          'A merchant may not go back to a province it has already visited, nor enter a province where another merchant stands or one with a face-down trade tile.',
        )}</li>
        <li>${msg(
          'Entering a province with symbols gives its rewards at once: 1 spice, 1 gold, 1 coin, or 1 merchandise tile drawn from the bag, for each symbol.',
        )}</li>
        <li>${msg(
          html`Entering a province with a face-up trade tile ends the walk: the merchant stays there until the end of the game and you take the tile, face down in front of you. A merchant that reaches no trade tile goes <strong>home</strong> to your stock.`,
        )}</li>
        <li>${msg('When all its merchants have walked, the boat tile is discarded and the empty boat returns to Katzburg.')}</li>
      </ul>
    </li>
    <li><strong>${msg('Storage.')}</strong> ${msg(
      html`Each player keeps up to <strong>3 merchandise tiles</strong> for free, and may pay 2 coins to keep a 4th, never more. The rest is sold for 1 coin each (back into the bag).`,
    )}</li>
    <li><strong>${msg('Preparation.')}</strong> ${msg(
      'The bid tokens come back. Each empty boat gets a new tile from the pile, face up; if the pile cannot fill every empty boat, the game ends (see below). Each open market is filled up to 3 merchandise tiles from the bag. The first player role passes to the left.',
    )}</li>
  </ol>

  <h2>${msg('Selling, at any time')}</h2>
  <p>${msg(
    html`Whenever the game waits for you, you may sell as much as you like: <strong>2 coins</strong> for a gold, <strong>1 coin</strong> for a spice, <strong>1 coin</strong> for a merchandise tile (back into the bag). Coins above 6 are lost.`,
  )}</p>

  <h2>${msg('End of the game')}</h2>
  <ul>
    <li>${msg(
      'A family boards its last merchant: the Trading phase is finished as usual, then every boat with merchants sails, full or not, in order of departure, and the Exploration phase is played. Storage and Preparation are skipped; the game is scored.',
    )}</li>
    <li>${msg(
      'The pile has too few boat tiles to refill every empty boat: every boat with merchants sails at once and a last Exploration phase is played. Then the game is scored.',
    )}</li>
  </ul>

  <h2>${msg('Prosperity scoring')}</h2>
  <ul>
    <li>${msg(
      html`<strong>Trade tiles</strong>, each figure on its own: with n tiles of a figure, each scores n points, up to the highest number of its range. Lions, tigers and cheetahs go from 1 to 3 (3 tiles score 3 each, 5 tiles 3 each too), panthers and lynxes from 1 to 4 (4 tiles or more score 4 each).`,
    )}</li>
    <li>${msg(
      html`<strong>Bonus chips</strong>: the lion, cheetah and lynx chips count as one more tile of their figure; the tiger and panther chips add 1 point to each tile of their figure and score nothing themselves.`,
    )}</li>
    <li>${msg(
      html`<strong>Merchants</strong>: merchants in provinces next to one another form a group, across borders too. In a group of 3 or more each merchant scores 3 points; in a group of 2, 2 each; a merchant alone scores 1.`,
    )}</li>
    <li>${msg('1 point for each gold, 1 point for every 2 spices, 1 point for each merchandise tile. Coins score nothing.')}</li>
    <li>${msg('The most prosperity wins; tied families share the win.')}</li>
  </ul>
  <p>${msg(
    'Trade tiles and bonus chips lie face down in front of their owner: you see your own, the others see only the backs until the game is over. Everything else is open.',
  )}</p>

  <h2>${msg('Variant for very experienced players')}</h2>
  <p>${msg(
    'Chosen at set-up: the top boat tile of the pile lies face up, turned after the boats are refilled (and at set-up), so everyone sees which boat comes next.',
  )}</p>

  <h2>${msg('The advanced game')}</h2>
  <p>${msg('Chosen at set-up: the rules of the basic game, with these additions.')}</p>
  <ul>
    <li>${msg(
      html`<strong>The advanced side of the board</strong>: each country has the province next to its port, 3 crossroads and 8 trading posts (7 in Panther's and Lynx's Kingdoms), 38 in all. Some posts lie more than 3 steps from the port: only food gets a merchant there. Provinces may also show food and Mysterious Place symbols.`,
    )}</li>
    <li>${msg(
      html`<strong>All 38 trade tiles</strong>, the 8 special ones too, lie face up on the trading posts from the start: there is nothing to turn up during exploration.`,
    )}</li>
    <li>${msg(
      html`<strong>Food</strong>: 11 food cards in the common stock, like gold and spice. At the guild a third exchange is offered: one of your merchandise tiles for one of another kind from the bag and 1 food (instead of the spice). Entering a province with a food symbol gives 1 food for each.`,
    )}</li>
    <li>${msg(
      html`A merchant still moves 3 steps; <strong>each food you spend buys one more step</strong>, the food going back to the stock at once. A merchant that reaches no trade tile goes home as before.`,
    )}</li>
    <li>${msg('Food can never be sold, and it scores nothing at the end, except with a special trade tile.')}</li>
  </ul>

  <h3>${msg('The 8 special trade tiles')}</h3>
  <p>${msg('They show no figure. Taking one works like any trade tile: the merchant stays on that post.')}</p>
  <ul>
    <li>${msg('Each of your food scores 2 points at the end.')}</li>
    <li>${msg('Each of your spices scores 1 point at the end (instead of 1 point for two).')}</li>
    <li>${msg('Each of your merchants standing alone scores 2 points instead of 1.')}</li>
    <li>${msg('Each of your Mysterious Place cards scores 1 point more.')}</li>
    <li>${msg(
      'Food: take 1 food at once, and 1 food more each time one of your merchants enters a province with food symbols (not when you get food by an exchange at the guild).',
    )}</li>
    <li>${msg('Coins: take 1 coin at once, and 1 coin more each time one of your merchants enters a province with coin symbols (never above 6).')}</li>
    <li>${msg('Gold: take 1 gold at once, and 1 gold more each time one of your merchants enters a province with gold symbols.')}</li>
    <li>${msg('Windfall: take 1 food, 1 gold, 1 coin and a merchandise tile drawn from the bag at once; then the tile is removed from the game.')}</li>
  </ul>

  <h3>${msg('Mysterious Place cards')}</h3>
  <ul>
    <li>${msg(
      html`18 cards, 3 of each of 6 places, shuffled face down into a pile at set-up. A merchant entering a province with a Mysterious Place symbol <strong>draws the top two cards</strong> and keeps one. Only that merchant's player sees them.`,
    )}</li>
    <li>${msg(
      html`You may not keep a card of a place you already own. A card showing <strong>Books or Fine Wine</strong> costs that merchandise (back into the bag) and is shown to everyone as you keep it. If no card may be kept for free, you may keep neither; otherwise you keep one.`,
    )}</li>
    <li>${msg('The cards not kept go back under the pile. When the pile holds fewer than two cards, you draw what is left.')}</li>
    <li>${msg(
      html`<strong>Scoring</strong>: a single Mysterious Place card scores 1 point; with two or more, each scores 2 points (and 1 more each with the special tile).`,
    )}</li>
  </ul>
  <p>${msg(
    html`<strong>Keeping the secret honest.</strong> Nobody else sees the cards you draw or keep secretly. When the last merchant has walked, every player shows the cards they kept secret, each one checked against the cards actually dealt, so nobody can show a card they do not hold. A player who kept the same place twice, or kept a Books or Fine Wine card without showing it, is caught and ranked last, whatever their prosperity.`,
  )}</p>
`;
