/**
 * Feudalia's end (the rulebook, "End of the game"): the winner the last round's
 * judgement named (or a shared win), every lord ranked by victory points with
 * the noble icons as the tie-break, a lord caught breaking the tax collector's
 * rules last and marked, a lord out of a tie for the lead marked; and each
 * lord's points by source (the fiefs' faces, the VP tokens). The order is the
 * engine's (the view's `ranking`, from scoring.ts `outcomeOf`: caught last, the
 * winners first, then points and nobles). Buttons send `tt-end-action`. A
 * button beside the headline turns the results into the final table and its
 * log (view.ts `finalOf`: the table's last snapshot) and back.
 */
import { localized, msg, str } from '@lit/localize';
import { css, html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import type { Seat } from '../../engine/core/game.js';
import { faceOf } from '../../engine/games/feudalia/cards.js';
import { END_WORDS, EndScreen } from '../../components/shared/end-screen.js';
import { listWords } from '../../components/shared/status-words.js';
import { type FeudaliaSnapshot, type FeudaliaView, finalOf, type PlayerView } from './view.js';
import { nameOf, vpWords } from './words.js';
import './table.js';

/** VP from the fiefs' faces, in halves. */
const fiefHalves = (p: PlayerView): number => p.fiefs.reduce((n, f) => n + faceOf(f).vp, 0);

/** Victory points that never wrap between the number and the unit ("8½ VP"). */
const vpKept = (halves: number): string => vpWords(halves).replace(/ /g, '\u00a0');

@localized()
@customElement('fd-end-screen')
export class FdEndScreen extends EndScreen<FeudaliaView> {
  /** The final table and log are shown instead of the results. */
  @state() private table = false;

  static override styles = [
    EndScreen.styles,
    css`
    .wrap { overflow-x: auto; }
    table { border-collapse: collapse; width: 100%; font-size: 0.95rem; background: var(--_panel); }
    caption { text-align: left; font-weight: 700; padding-bottom: 0.25rem; }
    th, td { padding: 0.3rem 0.4rem; border-bottom: 1px solid var(--_rule); text-align: left; }
    td, thead th.seat { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
    .win { background: var(--_win); }
    tr.total th, tr.total td { font-weight: 700; border-top: 2px solid var(--_line); }
    tr.nobles th, tr.nobles td { color: var(--_muted); }
    .toggle { flex: 0 0 auto; }
    fd-table { margin-top: 0.5rem; }
    .tie { color: var(--_muted); }
    .caught { color: var(--_bad); font-weight: 700; }
  `,
  ];

  private headline(v: FeudaliaView): string {
    const winners = v.winners ?? [];
    const names = winners.map((s) => nameOf(this.names, s));
    const vp = vpKept(v.players[winners[0] ?? 0]?.score ?? 0);
    if (names.length === 1) {
      const winner = names[0]!;
      return msg(str`${winner} wins with ${vp}!`);
    }
    if (!names.length) return msg('Nobody wins.');
    const all = listWords(names);
    return msg(str`A shared win: ${all} with ${vp}`);
  }

  /** "Tied on 10 VP: the noble icons decided." when the winner shares the top score with someone not caught. */
  private tiebreak(v: FeudaliaView): string {
    const winners = v.winners ?? [];
    if (winners.length !== 1) return '';
    const top = v.players[winners[0]!]!.score;
    if (v.players.filter((p) => !p.caught && p.score === top).length < 2) return '';
    const vp = vpKept(top);
    return msg(str`Tied on ${vp}: the noble icons decided.`);
  }

  private line(p: PlayerView, place: number, winner: boolean) {
    const who = nameOf(this.names, p.seat);
    const vp = vpKept(p.score);
    const nobles = p.nobles;
    const text = nobles === 1 ? msg(str`${who}: ${vp}, 1 noble`) : msg(str`${who}: ${vp}, ${nobles} nobles`);
    return html`<li value=${place}>${text}${winner ? html` — <strong>${msg('winner')}</strong>` : nothing}${
      p.caught
        ? html` — <span class="caught">${msg("caught breaking the Tax Collector's rules: ranked last")}</span>`
        : p.out && !winner
          ? html` — ${msg('out after a tie for the lead')}`
          : nothing
    }</li>`;
  }

  /** The final table as the last table drew it (its log too), or drawn from the view alone. */
  private snapshot(v: FeudaliaView): FeudaliaSnapshot {
    const seen = finalOf(v);
    if (seen) return { ...seen, legal: [] };
    const seats = v.players.map((p) => p.seat);
    const none = { gameId: 'feudalia', bots: [], connected: seats, mySeat: null, legal: [], log: [], waiting: null, handoff: null };
    return { ...none, names: this.names, view: v, outcome: null, rejected: [], busy: false };
  }

  /** "Show the final table and log" / "Show the results": one button whose words change, so focus stays on it. */
  private toggle() {
    return html`<button type="button" class="toggle" @click=${() => (this.table = !this.table)}>${
      this.table ? msg('Show the results') : msg('Show the final table and log')
    }</button>`;
  }

  override render() {
    const v = this.view;
    if (v?.step.kind !== 'over') return html`<p>${END_WORDS.notOver}</p>`;
    const body = this.table ? html`<fd-table .snapshot=${this.snapshot(v)}></fd-table>` : this.results(v);
    return this.frame(this.headline(v), body, this.toggle());
  }

  /** The ranking, and the points by source: the fiefs, the tokens, the total, then the noble icons that break a tie. */
  private results(v: FeudaliaView) {
    const order = v.ranking ?? v.players.map((p) => p.seat);
    const winners = v.winners ?? [];
    const won = (seat: Seat) => winners.includes(seat);
    const tie = this.tiebreak(v);
    const cell = (seat: Seat, text: string | number) => html`<td class=${won(seat) ? 'win' : ''}>${text}</td>`;
    const row = (key: string, head: string, of: (p: PlayerView) => string | number) =>
      html`<tr data-row=${key} class=${key}><th scope="row">${head}</th>${order.map((seat) => cell(seat, of(v.players[seat]!)))}</tr>`;
    return html`
      ${tie ? html`<p class="tie">${tie}</p>` : nothing}
      <ol class="rank" aria-label=${msg('Ranking')}>${order.map((seat, i) => this.line(v.players[seat]!, i + 1, won(seat)))}</ol>
      <div class="wrap" role="region" aria-labelledby="cap" tabindex="0">
        <table>
          <caption id="cap">${msg('Victory points by source')}</caption>
          <thead><tr><th scope="col">${msg('Source')}</th>${order.map(
            (seat) => html`<th scope="col" class=${won(seat) ? 'seat win' : 'seat'}>${nameOf(this.names, seat)}</th>`,
          )}</tr></thead>
          <tbody>
            ${row('fiefs', msg('Fiefs'), (p) => vpWords(fiefHalves(p)))}
            ${row('tokens', msg('VP tokens (cathedral, masters, vassals)'), (p) => vpWords(p.tokens))}
          </tbody>
          <tfoot>
            ${row('total', msg('Total'), (p) => vpWords(p.score))}
            ${row('nobles', msg('Noble icons (the tie-break)'), (p) => p.nobles)}
          </tfoot>
        </table>
      </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'fd-end-screen': FdEndScreen;
  }
}
