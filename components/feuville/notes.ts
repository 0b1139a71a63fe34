/**
 * How this app reads what Feuville's rulebook leaves open, and which parts
 * are reconstructed, in the reader's language: the notes under the in-app
 * rules (a title line, then paragraphs; "- " lines are a list). Each reading
 * is pinned by a test in engine/games/feuville/.
 *
 */
import { msg } from '@lit/localize';

/** The notes, worded at call time (each paragraph one message). */
export const notes = (): string =>
  [
    msg(`Feuville — how this app reads the rules`),
    msg(`Reconstructed (not in the rulebook text): the printed tile faces did not survive. Which
wall tiles show a town gate, a corner-tower base or town guards; which tower and sky tiles
carry corner-tower parts and status symbols (guards, stars, flags, griffins); how many
clouds each sky tile shows (0 to 3); how the 26 royal decrees besides the 4 town
evaluations split into kinds (4 little districts, 4 large districts, one status-symbol
decree ×1, ×2 and ×3 for each of the four symbols, 3 splendid views, 3 at your own
discretion); how the 18 fairy magic tiles split (6 prestige points worth 2, 2, 3, 3, 4, 5;
4 great selections, 4 theft protections, 4 fire protections). Every count the text gives
(90 building tiles, 30 decrees, 18 fairy magic, 20 grass tiles, 6 star-backed sky tiles)
is kept. Each record in the data says whether it is from the rulebook or reconstructed.`),
    msg(`Readings of unclear points:
- Townscape: columns stand side by side; a wall tile starts a new column at either end, a
  tower goes on a lone wall, a sky on a wall and tower. Nothing is built on a burnt column.
- A corner tower is complete when its column holds a wall base, a tower body and a sky roof
  of the same side (left or right). The town evaluation counts every unburnt wall and tower
  tile from the left corner tower to the right one; a burnt column interrupts the wall.
- The start tile never burns: its column is not counted against the clouds and never burns.
- The dragon: each player with fewer clouds than counted columns chooses exactly that many
  columns to burn, or plays a fire protection. A player with no choice burns without being asked.
- Columns with clouds may be chosen to burn (their clouds burn with them). The German tip says
  such columns "sollten nicht abbrennen" (should not), the English hint that they "cannot burn
  down": we read it as advice, since the rule itself only counts clouds against columns.
- After the dragon the roller may roll again and take a regular turn (doubles again wake the dragon again).
- Magician: the German original says you take two fairy magic tiles when none of your
  columns is burnt (the English translation says one); we follow the original.
- Thief: the stolen tile may be used at once or put on your board, making room as usual.
- Publican: a fellow player who cannot build any tile in the display is skipped. Rows are
  refilled at once during the round.
- Great Selection: offered, one player at a time in play order from the active player, each
  time a row is refilled and whenever the Architect is used (before the Architect's pick).
- Royal decrees are refilled at the end of the turn. When one can no longer be refilled,
  the round is finished so that everyone has had the same number of turns; all players tied
  for fewest scored decrees get the 7 points. The text's "if the starting player cannot reveal
  any more decrees … the game ends immediately" we read as: when the round is already complete
  (the trigger came on the last turn of a round), nothing more is played.
- The 7 decrees returned unseen: the face-down stack is a public set, every draw takes any of
  the remaining decrees at random, and the last 7 are never drawn, which is the same thing.
- A status-symbol decree, splendid view or discretion can only be scored for at least 1 point.
- Ties for the most points share the win (the text names no tie-break).`),
  ].join('\n\n');
