/**
 * Feuville's rules for the in-app rules page, summarised in plain words from
 * the rulebook, in English (from its English part) and German (from its German
 * part). The engine's notes, in the same language (engine/games/feuville/notes.ts),
 * follow this on the page.
 */
import { html } from 'lit';

export const title = 'How to play Feuville';
export const titleDe = 'So spielt man Feuville';

export const body = html`
  <p class="lede">The King wants the town of Feuville rebuilt. Roll the dice, call on the townsfolk, and build your own
    view of the town — but keep it under rain clouds, for Dragomir the dragon burns what is not protected. For 2 to 4 players.</p>

  <h2>Goal</h2>
  <p>Gather the most prestige points, mostly by scoring Royal Decrees on your townscape.</p>

  <h2>Your turn</h2>
  <p>Roll both dice. Each die stands under one of six persons; for <strong>each die</strong> you choose one of:</p>
  <ul>
    <li>take a <strong>building tile</strong> (wall, tower or sky) from that person's column and build it or keep it on your board;</li>
    <li>take that column's <strong>Royal Decree</strong> and score it or keep it;</li>
    <li>use the <strong>person's skill</strong>: 1 Entertainer (roll towards 10 without going over), 2 Thief (steal a kept tile),
      3 Publican (free tiles for all), 4 Architect (refill and choose), 5 Mayor (any decree), 6 Magician (restore burnt columns).</li>
  </ul>
  <p>Instead, one die (never both) can fetch a <strong>Fairy magic</strong> tile, or both dice can send the <strong>Gnome</strong> to copy any person.
    Your board keeps at most 2 tiles or decrees, and 2 fairy tiles.</p>

  <h2>Building</h2>
  <p>Build columns from the bottom up: wall, then tower, then sky, at most three high, as wide as you like.
    Burnt tiles are ruins: nothing is built or scored on them until they are restored.</p>

  <h2>Royal Decrees</h2>
  <ul>
    <li>Little district: one complete column, 5 points. Large district: two complete columns side by side, 10 points.
      A grass tile goes under scored columns; they cannot be scored for a district again.</li>
    <li>Status symbols (guards, stars, flags, griffins): points for each symbol of that kind in your town.
      Splendid view scores the symbols of a 2×2 block; at your own discretion scores a symbol of your choice.</li>
    <li>Town evaluation (once): a wall from a left to a right corner tower with a gate scores 2 points per wall and tower tile.</li>
  </ul>

  <h2>The dragon</h2>
  <p>A <strong>double</strong> wakes Dragomir. Everyone with fewer clouds than columns burns columns until the numbers match
    (your start tile never burns; a fire protection saves you once). Then the roller rolls again and plays a normal turn.</p>

  <h2>End of the game</h2>
  <p>When the decrees can no longer be refilled, the round is finished so everyone has had as many turns. The player with
    the fewest scored decrees gains 7 points. Most prestige points wins.</p>
`;

export const bodyDe = html`
  <p class="lede">Der König möchte die Stadt Feuville in neuem Glanz sehen. Würfelt, ruft die Bewohner zu Hilfe und baut
    eure eigene Stadtansicht — aber haltet sie unter Regenwolken, denn Dragomir der Drache brennt nieder, was nicht
    geschützt ist. Für 2 bis 4 Spieler.</p>

  <h2>Ziel</h2>
  <p>Sammelt die meisten Ruhmespunkte, vor allem durch königliche Erlasse, die ihr an eurer Stadtansicht wertet.</p>

  <h2>Dein Zug</h2>
  <p>Wirf beide Würfel. Jeder Würfel gehört zu einer von sechs Personen; für <strong>jeden Würfel</strong> wählst du eines davon:</p>
  <ul>
    <li>ein <strong>Bauplättchen</strong> (Mauer, Turm oder Himmel) aus der Spalte dieser Person nehmen und verbauen oder auf dein Tableau legen;</li>
    <li>den <strong>königlichen Erlass</strong> dieser Spalte nehmen und werten oder aufheben;</li>
    <li>die <strong>Fähigkeit der Person</strong> nutzen: 1 Gaukler (bis 10 würfeln, ohne darüber zu kommen), 2 Dieb (ein abgelegtes
      Plättchen stehlen), 3 Wirt (Freiplättchen für alle), 4 Architektin (auffüllen und wählen), 5 Bürgermeister (ein beliebiger Erlass),
      6 Magier (verbrannte Spalten wiederherstellen).</li>
  </ul>
  <p>Stattdessen kann ein Würfel — immer nur einer — einen <strong>Feenzauber</strong> holen, oder beide Würfel schicken den
    <strong>Gnom</strong>, der jede Person nachahmt. Dein Tableau hält höchstens 2 Plättchen oder Erlasse und 2 Feenzauber.</p>

  <h2>Bauen</h2>
  <p>Spalten werden von unten nach oben gebaut: Mauer, dann Turm, dann Himmel, höchstens drei hoch, beliebig breit.
    Verbrannte Plättchen sind Ruinen: Darauf wird nichts gebaut und nichts gewertet, bis sie wiederhergestellt sind.</p>

  <h2>Königliche Erlasse</h2>
  <ul>
    <li>Kleines Stadtviertel: eine vollständige Spalte, 5 Punkte. Großes Stadtviertel: zwei vollständige Spalten nebeneinander,
      10 Punkte. Unter gewertete Spalten kommt ein Grasplättchen; sie zählen für kein weiteres Stadtviertel.</li>
    <li>Statussymbole (Wachen, Sterne, Fahnen, Greifen): Punkte für jedes Symbol dieser Art in deiner Stadt. Die schöne
      Aussicht wertet die Symbole eines 2×2-Blocks, nach eigenem Ermessen ein Symbol deiner Wahl.</li>
    <li>Stadtwertung (einmal): Eine Mauer von einem linken zu einem rechten Eckturm mit einem Tor bringt 2 Punkte je Mauer- und Turmplättchen.</li>
  </ul>

  <h2>Der Drache</h2>
  <p>Ein <strong>Pasch</strong> weckt Dragomir. Wer weniger Wolken als Spalten hat, lässt Spalten abbrennen, bis die Zahlen
    gleich sind (dein Startplättchen brennt nie; ein Brandschutz rettet dich einmal). Dann würfelt der Spieler noch einmal
    und macht einen normalen Zug.</p>

  <h2>Spielende</h2>
  <p>Wenn die Erlasse nicht mehr aufgefüllt werden können, wird die Runde zu Ende gespielt, sodass alle gleich viele Züge
    hatten. Wer die wenigsten Erlasse gewertet hat, bekommt 7 Punkte. Die meisten Ruhmespunkte gewinnen.</p>
`;
