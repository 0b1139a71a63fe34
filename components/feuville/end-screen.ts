/**
 * The end of the game: the winner (or a shared win: the rulebook names no
 * tie-break), the ranking, and one table of every player's prestige points by
 * source — Entertainer, town districts, status symbols, Splendid View, At Your
 * Own Discretion, Town Evaluation, Fairy Magic, and the King's 7 for the
 * fewest decrees (the rulebook, "End of the game") — with the decrees each
 * scored, and every final townscape. Buttons send `tt-end-action`.
 */
import { localized } from '@lit/localize';
import { css, html, nothing } from 'lit';
import { customElement } from 'lit/decorators.js';
import type { FeuvilleView } from '../../engine/games/feuville/types.js';
import { POINT_SOURCES } from '../../engine/games/feuville/types.js';
import { EndScreen } from '../../components/shared/end-screen.js';
import { list, t } from './i18n.js';
import './town.js';

@localized()
@customElement('fv-end-screen')
export class FvEndScreen extends EndScreen<FeuvilleView> {
  static override styles = [
    EndScreen.styles,
    css`
    h2 { font-size: 1.4rem; }
    .scroll { overflow-x: auto; }
    table { border-collapse: collapse; width: 100%; font-size: 0.9rem; background: var(--_panel); }
    caption { text-align: left; font-weight: 700; padding-bottom: 0.25rem; }
    th, td { padding: 0.25rem 0.4rem; border-bottom: 1px solid var(--_rule); text-align: left; }
    td, th.num { text-align: right; font-variant-numeric: tabular-nums; }
    tr.total th, tr.total td { font-weight: 700; border-top: 2px solid var(--_line); }
    tr.meta th, tr.meta td { color: var(--_muted); font-size: 0.82rem; }
    .towns { display: grid; gap: 0.6rem; margin-top: 1rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 19rem), 1fr)); }
    .towns section { padding: 0.5rem; border: 1px solid var(--_line); border-radius: var(--_radius); background: var(--_panel); min-width: 0; }
    h3 { font-size: 1rem; }
  `,
  ];

  override render() {
    const w = t();
    const v = this.view;
    if (!v?.over) return html`<p>${w.notOver}</p>`;
    const name = (s: number) => this.names[s] ?? w.seat(s);
    const ranking = v.players.map((p) => p.seat).sort((a, b) => v.players[b]!.score - v.players[a]!.score || a - b);
    const winners = v.winners.length ? v.winners : ranking.slice(0, 1);
    const best = v.players[winners[0]!]?.score ?? 0;
    const title = winners.length === 1 ? w.wins(name(winners[0]!), best) : w.tie(list(winners.map(name)), best);
    const seats = ranking.map((s) => v.players[s]!);
    return this.frame(
      title,
      html`
      <ol class="rank" aria-label=${w.ranking}>
        ${seats.map((p) => html`<li>${name(p.seat)}: ${w.pts(p.score)}</li>`)}
      </ol>
      <div class="scroll" tabindex="0" role="group" aria-labelledby="cap">
        <table>
          <caption id="cap">${w.breakdown}</caption>
          <thead><tr><th scope="col">${w.sourceCol}</th>${seats.map((p) => html`<th scope="col" class="num">${name(p.seat)}</th>`)}</tr></thead>
          <tbody>
            ${POINT_SOURCES.map(
              (src) => html`<tr><th scope="row">${w.source[src]}</th>
              ${seats.map((p) => html`<td>${p.points[src] ?? 0}</td>`)}</tr>`,
            )}
          </tbody>
          <tfoot>
            <tr class="total"><th scope="row">${w.total}</th>${seats.map((p) => html`<td>${p.score}</td>`)}</tr>
            <tr class="meta"><th scope="row">${w.decrees}</th>${seats.map((p) => html`<td>${p.scored.length}</td>`)}</tr>
          </tfoot>
        </table>
      </div>
      <div class="towns">${seats.map(
        (p) => html`<section aria-labelledby=${`t${p.seat}`}>
        <h3 id=${`t${p.seat}`}>${w.town(name(p.seat))}</h3>
        <fv-town .player=${p} .name=${name(p.seat)}></fv-town>
      </section>`,
      )}</div>`,
      nothing,
      { again: w.again, save: w.exportRecord, home: w.home, notOver: w.notOver },
    );
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'fv-end-screen': FvEndScreen;
  }
}
