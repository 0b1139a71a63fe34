/**
 * Felinia's end (the rulebook, "Prosperity scoring"): the richest family wins
 * and tied families share the win (the rulebook names no tie-break). One table
 * breaks every family's prosperity down as the rulebook's example counts it:
 * trade tiles by figure (n tiles of a figure score n × min(n, cap), a "one more
 * tile" chip counting as a tile), bonus chips (+1 for each tile of their
 * figure), merchant groups (size × points each), gold, spice pairs,
 * merchandise, food (only with the advanced game's special tile) and the total.
 * Every number is the engine's (scoring.ts `breakdown`, `outcomeOf`); this
 * element only lays them out. Buttons send `tt-end-action`.
 */
import { localized, msg, str } from '@lit/localize';
import { css, html, nothing, type TemplateResult } from 'lit';
import { customElement } from 'lit/decorators.js';
import type { Seat } from '../../engine/core/game.js';
import { CAPS } from '../../engine/games/felinia/data.js';
import { breakdown, outcomeOf, scorable, type Breakdown } from '../../engine/games/felinia/scoring.js';
import { FIGURES, KINDS, type FeliniaView, type Figure } from '../../engine/games/felinia/types.js';
import { END_WORDS, EndScreen } from '../../components/shared/end-screen.js';
import { listWords } from '../../components/shared/status-words.js';
import { kindColour } from './palette.js';
import { chipWords, figureName, kindName, nameOf, placeWords } from './words.js';

/** What one cell shows: the points, and how they came about. */
interface Cell {
  readonly points: number;
  readonly how?: TemplateResult | string;
}

/** One source of prosperity: its row header, a note under it, and each family's cell. */
interface Row {
  readonly key: string;
  readonly head: string;
  readonly note?: string;
  readonly sub?: boolean;
  readonly cell: (b: Breakdown, seat: Seat) => Cell;
}

/** "5 × 3", or "(2 + 1) × 3" with "one more tile" chips. */
function figureHow(tiles: number, extra: number, points: number): string {
  const n = tiles + extra;
  if (!n) return '';
  const each = points / n;
  return extra ? msg(str`(${tiles} + ${extra}) × ${each}`) : msg(str`${n} × ${each}`);
}

@localized()
@customElement('fl-end-screen')
export class FlEndScreen extends EndScreen<FeliniaView> {
  static override styles = [
    EndScreen.styles,
    css`
    .wrap { overflow-x: auto; }
    table { border-collapse: collapse; width: 100%; font-size: 0.95rem; background: var(--_panel); }
    caption { text-align: left; font-weight: 700; padding-bottom: 0.25rem; }
    th, td { padding: 0.3rem 0.35rem; border-bottom: 1px solid var(--_rule); text-align: left; vertical-align: top; }
    td, thead th.seat { text-align: right; font-variant-numeric: tabular-nums; }
    .pts { font-weight: 700; }
    .how, .note { display: block; color: var(--_muted); font-size: 0.8rem; font-weight: 400; }
    .how .g { white-space: nowrap; }
    .win { background: var(--_win); }
    .badge { display: block; font-size: 0.8rem; }
    tr.sub th, tr.sub td { border-top: 1px solid var(--_line); }
    tfoot th, tfoot td { font-weight: 700; font-size: 1.05rem; border-top: 2px solid var(--_line); }
    .good { display: inline-flex; align-items: center; gap: 0.1rem; white-space: nowrap; }
    .swatch { inline-size: 0.7rem; block-size: 0.7rem; border-radius: 0.15rem; border: 1px solid light-dark(#222, #eee); }
    @media (max-width: 420px) {
      table { font-size: 0.82rem; }
      th, td { padding: 0.25rem 0.15rem; }
      .how, .note { font-size: 0.72rem; }
    }
  `,
  ];

  /** The rows, in the rulebook's order: the figures anyone scored, trade tiles, chips, groups, gold, spice, merchandise, food. */
  private rows(all: readonly Breakdown[]): Row[] {
    const v = this.view!;
    const held = (f: Figure) => all.some((b) => b.figures.some((x) => x.figure === f && x.tiles + x.extra > 0));
    const figure = (b: Breakdown, f: Figure) => b.figures.find((x) => x.figure === f)!;
    const foodScores = all.some((b) => b.specials.includes('food-scores'));
    const figures = FIGURES.filter(held).map(
      (f): Row => ({
        key: f,
        head: figureName(f),
        note: this.capWords(CAPS[f]),
        cell: (b) => {
          const x = figure(b, f);
          return { points: x.points, how: figureHow(x.tiles, x.extra, x.points) };
        },
      }),
    );
    const rows: Row[] = [
      ...figures,
      { key: 'trade', head: msg('Trade tiles'), sub: true, cell: (b) => ({ points: b.prosperity.trade }) },
      {
        key: 'bonus',
        head: msg('Bonus chips'),
        note: msg('+1 for each tile of their figure'),
        cell: (b, seat) => ({ points: b.prosperity.bonus, how: v.players[seat]!.chips.flatMap((c) => (c === null ? [] : [chipWords(c)])).join(', ') }),
      },
      {
        key: 'groups',
        head: msg('Merchant groups'),
        note: msg('merchants × points each'),
        cell: (b) => ({
          points: b.prosperity.merchants,
          how: html`${b.groups.map((g, i) => html`${i ? ' + ' : ''}<span class="g">${g.size} × ${g.points / g.size}</span>`)}`,
        }),
      },
      { key: 'gold', head: msg('Gold'), cell: (b) => ({ points: b.prosperity.gold }) },
      {
        key: 'spice',
        head: msg('Spice pairs'),
        note: msg('1 a pair'),
        cell: (b, seat) => {
          const n = v.players[seat]!.spice;
          return { points: b.prosperity.spice, how: b.specials.includes('spice-scores') ? msg(str`${n} spice, 1 each`) : msg(str`${n} spice`) };
        },
      },
      { key: 'goods', head: msg('Merchandise'), note: msg('1 a tile'), cell: (b, seat) => ({ points: b.prosperity.goods, how: this.goods(seat) }) },
    ];
    if (v.config.variant === 'advanced')
      rows.push({
        key: 'places',
        head: msg('Mysterious Place cards'),
        note: msg('1 for one card, 2 each for two or more'),
        cell: (b, seat) => ({ points: b.prosperity.places, how: v.players[seat]!.places.map((c) => placeWords(c)).join(', ') }),
      });
    if (foodScores)
      rows.push({
        key: 'food',
        head: msg('Food'),
        note: msg('2 each with the special tile'),
        cell: (b, seat) => ({ points: b.prosperity.food, how: b.specials.includes('food-scores') ? this.foodWords(v.players[seat]!.food) : '' }),
      });
    return rows;
  }

  private foodWords(n: number): string {
    return msg(str`${n} food`);
  }

  /** A figure's range: "up to 3 a tile" (each of n alike scores min(n, cap)). */
  private capWords(cap: number): string {
    return msg(str`up to ${cap} a tile`);
  }

  /** A family's merchandise: a swatch of each kind's colour and the count, the kind named for screen readers. */
  private goods(seat: Seat): TemplateResult {
    const g = this.view!.players[seat]!.goods;
    return html`${KINDS.filter((k) => g[k] > 0).map(
      (k, i) =>
        html`${i ? ' ' : ''}<span class="good"><span class="swatch" style="background: ${kindColour(k)}" aria-hidden="true"></span>${g[k]}<span class="sr-only"> ${kindName(k)}</span></span>`,
    )}`;
  }

  private headline(winners: readonly Seat[], best: number): string {
    const names = winners.map((s) => nameOf(this.names, s));
    if (names.length === 0) return msg('Nobody wins: every family was caught keeping Mysterious Place cards against the rules');
    if (names.length === 1) {
      const winner = names[0]!;
      return msg(str`${winner} wins with ${best} prosperity points!`);
    }
    const all = listWords(names);
    return msg(str`A tie: ${all} share the win with ${best} prosperity points`);
  }

  /** "Ana: 47 points (winner)". */
  private placeWords(who: string, points: number, winner: boolean): string {
    if (points === 1) return winner ? msg(str`${who}: 1 point (winner)`) : msg(str`${who}: 1 point`);
    return winner ? msg(str`${who}: ${points} points (winner)`) : msg(str`${who}: ${points} points`);
  }

  private cell(c: Cell, win: boolean): TemplateResult {
    return html`<td class=${win ? 'win' : ''}><span class="pts">${c.points}</span>${c.how ? html`<span class="how">${c.how}</span>` : nothing}</td>`;
  }

  override render() {
    const v = this.view;
    const s = v && scorable(v);
    const o = s && outcomeOf(s);
    if (!v || !s || !o) return html`<p>${END_WORDS.notOver}</p>`;
    const all = v.players.map((p) => breakdown(s, p.seat));
    const seats = o.ranking;
    const total = (seat: Seat) => all[seat]!.prosperity.total;
    const won = (seat: Seat) => o.winners.includes(seat);
    // A family caught breaking the Mysterious Place rules is last (mysteries.ts), the others by prosperity.
    const caught = (seat: Seat) => v.caught.includes(seat) && v.caught.length < v.players.length;
    const place = (seat: Seat) => (caught(seat) ? seats.length : 1 + seats.filter((t) => !caught(t) && total(t) > total(seat)).length);
    const name = (seat: Seat) => nameOf(this.names, seat);
    return this.frame(
      this.headline(o.winners, o.winners.length ? total(o.winners[0]!) : 0),
      html`
      <ol class="rank" aria-label=${msg('Ranking')}>
        ${seats.map(
          (seat) =>
            html`<li value=${place(seat)}>${this.placeWords(name(seat), total(seat), won(seat))}${
              caught(seat) ? html` — <strong>${msg('caught keeping a Mysterious Place card against the rules: ranked last')}</strong>` : nothing
            }</li>`,
        )}
      </ol>
      <div class="wrap" role="region" aria-labelledby="cap" tabindex="0">
        <table>
          <caption id="cap">${msg('Prosperity scoring: points by source')}</caption>
          <thead><tr>
            <th scope="col">${msg('Source')}</th>
            ${seats.map(
              (seat) =>
                html`<th scope="col" class=${won(seat) ? 'seat win' : 'seat'}>${name(seat)}${won(seat) ? html` <span class="badge">${msg('Winner')}</span>` : nothing}</th>`,
            )}
          </tr></thead>
          <tbody>
            ${this.rows(all).map(
              (r) => html`<tr class=${r.sub ? 'sub' : ''} data-row=${r.key}>
                <th scope="row">${r.head}${r.note ? html`<span class="note">${r.note}</span>` : nothing}</th>
                ${seats.map((seat) => this.cell(r.cell(all[seat]!, seat), won(seat)))}
              </tr>`,
            )}
          </tbody>
          <tfoot>
            <tr data-row="total"><th scope="row">${msg('Total')}</th>${seats.map((seat) => html`<td class=${won(seat) ? 'win' : ''}>${total(seat)}</td>`)}</tr>
          </tfoot>
        </table>
      </div>`,
    );
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'fl-end-screen': FlEndScreen;
  }
}
