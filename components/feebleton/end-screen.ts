/**
 * The end of the game: who won, the ranking, and every won pile's gold broken
 * down line by line as the rulebook's "Example of Scoring" works it:
 * production (after Conflagration, Blockade, Insurrection), then the Broker's
 * +1 per 2 gold produced, then Marauders, Tyranny and Invasion, then Bribery
 * last (the rulebook, "Victory" and "Bribery").
 */
import { css, html, nothing } from 'lit';
import { customElement } from 'lit/decorators.js';
import type { FeebletonView, PileView, PlayerView } from '../../engine/games/feebleton/types.js';
import { END_WORDS, EndScreen } from '../shared/end-screen.js';

const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
const pileName = (i: number): string => `Pile ${String.fromCharCode(65 + (i % 26))}`;

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
  `,
  ];

  private pileTable(p: PileView, i: number) {
    const s = p.score;
    return html`
      <table>
        <caption>${pileName(i)}: ${plural(s.total, 'gold', 'gold')} (${plural(p.cards.length, 'card')})</caption>
        <thead><tr><th scope="col">Card</th><th scope="col" class="num">Count</th><th scope="col" class="num">Gold</th></tr></thead>
        <tbody>
          ${s.lines.map(
            (l) => html`<tr>
            <th scope="row">${l.card} ${l.note ? html`<div class="note">${l.note}</div>` : nothing}</th>
            <td class="num">${l.count}</td><td class="num">${signed(l.gold)}</td></tr>`,
          )}
        </tbody>
        <tfoot>
          <tr><th scope="row" colspan="2">Produced</th><td class="num">${s.produced}</td></tr>
          ${s.broker ? html`<tr><th scope="row" colspan="2">Broker: +1 per 2 produced</th><td class="num">${signed(s.broker)}</td></tr>` : nothing}
          ${s.deductions ? html`<tr><th scope="row" colspan="2">End of Era deductions</th><td class="num">${signed(s.deductions)}</td></tr>` : nothing}
          ${s.bribery ? html`<tr><th scope="row" colspan="2">Bribery, last: −1 per 3</th><td class="num">${signed(s.bribery)}</td></tr>` : nothing}
          <tr class="total"><th scope="row" colspan="2">Pile total</th><td class="num">${s.total}</td></tr>
        </tfoot>
      </table>`;
  }

  private player(p: PlayerView) {
    const name = this.names[p.seat] ?? `Seat ${p.seat + 1}`;
    const sum = p.piles.map((x) => x.score.total).join(' + ');
    return html`
      <section class="player" aria-labelledby=${`p${p.seat}`}>
        <h3 id=${`p${p.seat}`}>${name}: ${p.gold} gold from ${plural(p.piles.length, 'pile')}${p.piles.length > 1 ? ` (${sum})` : ''}, ${plural(p.cardsWon, 'card')} won</h3>
        ${p.piles.length === 0 ? html`<p>No piles won.</p>` : html`<div class="piles">${p.piles.map((x, i) => this.pileTable(x, i))}</div>`}
      </section>`;
  }

  override render() {
    const v = this.view;
    const o = v?.outcome;
    if (!v || !o) return html`<p>${END_WORDS.notOver}</p>`;
    const winners = o.winners.map((s) => this.names[s] ?? `Seat ${s + 1}`);
    const title = winners.length === 1 ? `${winners[0]} wins with ${o.scores[o.winners[0]!]} gold!` : `A tie: ${winners.join(' and ')} share the win`;
    return this.frame(
      title,
      html`
      ${o.tiebreak ? html`<p class="tie">${o.tiebreak}</p>` : nothing}
      <ol class="rank" aria-label="Final ranking">
        ${o.ranking.map((s) => html`<li>${this.names[s]}: ${o.scores[s]} gold, ${plural(o.cardsWon[s] ?? 0, 'card')}</li>`)}
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
