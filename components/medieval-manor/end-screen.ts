/**
 * The end of the game (the rulebook, "Victory"): "1. The winner is the
 * player with the highest total VPs at the end of the game. 2. If tied at the
 * end, the player with the most Upgrades wins. 3. If still tied, the player
 * with the most Gold wins." The table shows every player's Victory Points and
 * both tie-break columns in ranking order, and says which column decided.
 */
import { localized, msg, str } from '@lit/localize';
import { css, html, nothing } from 'lit';
import { customElement } from 'lit/decorators.js';
import type { Seat } from '../../engine/core/game.js';
import type { MedievalManorView, PlayerView, TieBreak } from '../../engine/games/medieval-manor/types.js';
import { END_WORDS, EndScreen } from '../../components/shared/end-screen.js';
import { cardName, counterWord, list, nameOf } from './words.js';

/** Which rule decided the winner, in words. */
function tieBreakWords(t: TieBreak | null): string {
  switch (t) {
    case 'upgrades':
      return msg('Tied on Victory: most Upgrades wins.');
    case 'gold':
      return msg('Tied on Victory and Upgrades: most Gold wins.');
    case 'shared':
      return msg('Tied on Victory, Upgrades and Gold: the win is shared.');
    case null:
      return msg('No tie-break was needed: the most Victory Points wins.');
  }
}

@localized()
@customElement('mm-end-screen')
export class MmEndScreen extends EndScreen<MedievalManorView> {
  static override styles = [
    EndScreen.styles,
    css`
    .tie { font-weight: 700; }
    .wrap { overflow-x: auto; }
    table { border-collapse: collapse; width: 100%; font-size: 0.95rem; background: var(--_panel); }
    caption { text-align: left; font-weight: 700; padding-bottom: 0.25rem; }
    th, td { padding: 0.3rem 0.35rem; border-bottom: 1px solid var(--_rule); text-align: left; }
    td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
    tr.win th, tr.win td { font-weight: 700; background: var(--_win); }
    .upg { color: var(--_muted); font-size: 0.85rem; }
    @media (max-width: 420px) { table { font-size: 0.85rem; } th, td { padding: 0.25rem 0.2rem; } }
  `,
  ];

  private headline(winners: readonly Seat[]): string {
    const v = this.view!;
    const vp = (s: Seat) => v.players[s]?.counters.victory ?? 0;
    const points = counterWord('victory', vp(winners[0]!));
    if (winners.length === 1) {
      const winner = nameOf(this.names, winners[0]!);
      return msg(str`${winner} wins with ${points}!`);
    }
    const all = list(winners.map((s) => nameOf(this.names, s)));
    return msg(str`A tie: ${all} share the win with ${points}`);
  }

  private row(p: PlayerView, place: number, winners: readonly Seat[]) {
    const name = nameOf(this.names, p.seat);
    return html`<tr class=${winners.includes(p.seat) ? 'win' : ''}>
      <td class="num">${place}</td>
      <th scope="row">${name}${winners.includes(p.seat) ? msg(' (winner)') : ''}</th>
      <td class="num">${p.counters.victory}</td>
      <td class="num">${p.upgrades.length}${p.upgrades.length ? html`<div class="upg">${p.upgrades.map(cardName).join(', ')}</div>` : nothing}</td>
      <td class="num">${p.counters.gold}</td>
    </tr>`;
  }

  override render() {
    const v = this.view;
    const o = v?.outcome;
    if (!v || !o) return html`<p>${END_WORDS.notOver}</p>`;
    const ranked = o.ranking.map((s) => v.players[s]).filter((p): p is PlayerView => !!p);
    return this.frame(
      this.headline(o.winners),
      html`
      <p class="tie" role="status">${tieBreakWords(o.tiebreak)}</p>
      <div class="wrap" role="region" aria-label=${msg('Final scores')} tabindex="0">
        <table>
          <caption>${msg('Final scores: Victory Points, then the tie-breaks (most Upgrades, then most Gold)')}</caption>
          <thead><tr>
            <th scope="col" class="num"><span aria-hidden="true">#</span><span class="sr-only">${msg('Place')}</span></th><th scope="col">${msg('Player')}</th><th scope="col" class="num">${msg('Victory')}</th>
            <th scope="col" class="num">${msg('Upgrades')}</th><th scope="col" class="num">${msg('Gold')}</th>
          </tr></thead>
          <tbody>${ranked.map((p, i) => this.row(p, i + 1, o.winners))}</tbody>
        </table>
      </div>`,
    );
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'mm-end-screen': MmEndScreen;
  }
}
