/**
 * The end of the game: who won, the ranking, and every won pile's gold broken
 * down line by line as the rulebook's "Example of Scoring" works it:
 * production (after Conflagration, Blockade, Insurrection), then the Broker's
 * +1 per 2 gold produced, then Marauders, Tyranny and Invasion, then Bribery
 * last (the rulebook, "Victory" and "Bribery").
 */
import { localized, msg, str } from '@lit/localize';
import { css, html, nothing } from 'lit';
import { customElement } from 'lit/decorators.js';
import type { FeebletonView, GoldWhy, OutcomeView, PileView, PlayerView } from '../../engine/games/feebleton/types.js';
import { END_WORDS, EndScreen } from '../../components/shared/end-screen.js';
import { cardEmblem } from './card-art.js';
import { cardName } from './faces.js';

const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
const cardCount = (n: number): string => (n === 1 ? msg('1 card') : msg(str`${n} cards`));
/** "from 1 pile", "from 3 piles" (German: dative). */
const pileCount = (n: number): string => (n === 1 ? msg('1 pile') : msg(str`${n} piles`));
const pileName = (i: number): string => msg(str`Pile ${String.fromCharCode(65 + (i % 26))}`);
const seatName = (s: number): string => msg(str`Seat ${s + 1}`);
/** "Ana and Bo", "Ana and Bo and Cy". */
const joinAnd = (names: readonly string[]): string => names.reduce((a, b) => msg(str`${a} and ${b}`));

/** Why a line of a pile's breakdown gives what it gives (the engine says it as data). */
function whyText(why: GoldWhy): string {
  switch (why.kind) {
    case 'blocked':
      return msg(str`no gold: ${cardName(why.by)}`);
    case 'scientist':
      return msg('2 each: Scientist');
    case 'half':
      return msg(str`+1 per 2 of ${why.of}`);
    case 'third':
      return msg(str`-1 per 3 of ${why.of}`);
  }
}

/** How a tie on gold was settled, read from the outcome (the winners are the engine's). */
function tiebreakText(o: OutcomeView): string {
  const top = o.ranking[0];
  if (top === undefined) return '';
  const gold = o.scores[top]!;
  if (o.scores.filter((g) => g === gold).length < 2) return '';
  const cards = o.cardsWon[top] ?? 0;
  return o.winners.length > 1
    ? msg(str`Tied on ${gold} gold and ${cards} cards won: a shared win.`)
    : msg(str`Tied on ${gold} gold: the most cards won (${cards}) decides.`);
}

@localized()
@customElement('fb-end-screen')
export class FbEndScreen extends EndScreen<FeebletonView> {
  static override styles = [
    EndScreen.styles,
    css`
    .tie { color: var(--_muted); }
    .player { margin: 1rem 0; padding: 0.75rem; border: 2px solid var(--_line); border-radius: var(--_radius); background: var(--_panel); }
    .piles { display: grid; grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr)); gap: 0.75rem; }
    table { border-collapse: collapse; width: 100%; font-size: 0.9rem; }
    caption { text-align: left; font-weight: 700; padding-bottom: 0.25rem; }
    th, td { padding: 0.2rem 0.35rem; border-bottom: 1px solid var(--_rule); text-align: left; vertical-align: top; }
    td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
    tfoot th, tfoot td { border-bottom: 0; }
    tr.total th, tr.total td { font-weight: 700; border-top: 2px solid var(--_line); }
    .note { color: var(--_muted); font-size: 0.82rem; }
    th .emblem { vertical-align: middle; margin: -0.2rem 0.15rem -0.15rem 0; }
  `,
  ];

  private pileTable(p: PileView, i: number) {
    const s = p.score;
    return html`
      <table>
        <caption>${msg(str`${pileName(i)}: ${s.total} gold (${cardCount(p.cards.length)})`)}</caption>
        <thead><tr><th scope="col">${msg('Card')}</th><th scope="col" class="num">${msg('Count')}</th><th scope="col" class="num">${msg('Gold')}</th></tr></thead>
        <tbody>
          ${s.lines.map(
            (l) => html`<tr>
            <th scope="row">${cardEmblem(l.card)} ${cardName(l.card)} ${l.why ? html`<div class="note">${whyText(l.why)}</div>` : nothing}</th>
            <td class="num">${l.count}</td><td class="num">${signed(l.gold)}</td></tr>`,
          )}
        </tbody>
        <tfoot>
          <tr><th scope="row" colspan="2">${msg('Produced')}</th><td class="num">${s.produced}</td></tr>
          ${s.broker ? html`<tr><th scope="row" colspan="2">${msg('Broker: +1 per 2 produced')}</th><td class="num">${signed(s.broker)}</td></tr>` : nothing}
          ${s.deductions ? html`<tr><th scope="row" colspan="2">${msg('End of Era deductions')}</th><td class="num">${signed(s.deductions)}</td></tr>` : nothing}
          ${s.bribery ? html`<tr><th scope="row" colspan="2">${msg('Bribery, last: −1 per 3')}</th><td class="num">${signed(s.bribery)}</td></tr>` : nothing}
          <tr class="total"><th scope="row" colspan="2">${msg('Pile total')}</th><td class="num">${s.total}</td></tr>
        </tfoot>
      </table>`;
  }

  private player(p: PlayerView) {
    const name = this.names[p.seat] ?? seatName(p.seat);
    const sum = p.piles.map((x) => x.score.total).join(' + ');
    return html`
      <section class="player" aria-labelledby=${`p${p.seat}`}>
        <h3 id=${`p${p.seat}`}>${msg(str`${name}: ${p.gold} gold from ${pileCount(p.piles.length)}${p.piles.length > 1 ? ` (${sum})` : ''}, ${cardCount(p.cardsWon)} won`)}</h3>
        ${p.piles.length === 0 ? html`<p>${msg('No piles won.')}</p>` : html`<div class="piles">${p.piles.map((x, i) => this.pileTable(x, i))}</div>`}
      </section>`;
  }

  override render() {
    const v = this.view;
    const o = v?.outcome;
    if (!v || !o) return html`<p>${END_WORDS.notOver}</p>`;
    const winners = o.winners.map((s) => this.names[s] ?? seatName(s));
    const title =
      winners.length === 1 ? msg(str`${winners[0]} wins with ${o.scores[o.winners[0]!]} gold!`) : msg(str`A tie: ${joinAnd(winners)} share the win`);
    return this.frame(
      title,
      html`
      ${tiebreakText(o) ? html`<p class="tie">${tiebreakText(o)}</p>` : nothing}
      <ol class="rank" aria-label=${msg('Final ranking')}>
        ${o.ranking.map((s) => html`<li>${msg(str`${this.names[s]}: ${o.scores[s]} gold, ${cardCount(o.cardsWon[s] ?? 0)}`)}</li>`)}
      </ol>
      ${o.ranking
        .map((s) => v.players[s])
        .filter((p): p is PlayerView => !!p)
        .map((p) => this.player(p))}`,
    );
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'fb-end-screen': FbEndScreen;
  }
}
