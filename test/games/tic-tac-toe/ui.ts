/**
 * How the app shows tic-tac-toe: the table (the grid, each legal square a
 * button that sends `tt-act`, the turn banner and the log) and the end screen.
 * As every table: the view and the legal actions in, the chosen action out.
 */
import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { LegalAction, TableSnapshot } from '../../../components/shared/contract.js';
import { EndScreen } from '../../../components/shared/end-screen.js';
import { emit } from '../../../components/shared/events.js';
import { waitingWords } from '../../../components/shared/status-words.js';
import { base } from '../../../components/shared/theme.js';
import '../../../components/shared/turn-banner.js';
import '../../../components/shared/game-log.js';
import { SQUARES, type TicTacToeAction, type TicTacToeView } from './rules.js';

const MARKS = ['X', 'O'] as const;

export function actionLabel(a: TicTacToeAction): string {
  return `Mark ${SQUARES[a.square]}`;
}

@customElement('ttt-table')
export class TttTable extends LitElement {
  @property({ attribute: false }) snapshot: TableSnapshot<TicTacToeView, TicTacToeAction> | null = null;
  @property({ attribute: false }) explain: (action: unknown) => string | null = () => null;

  static override styles = [
    base,
    css`
    :host { display: block; }
    .grid { display: grid; grid-template-columns: repeat(3, 4.5rem); gap: 0.3rem; margin: 0.8rem 0; }
    .grid button { width: 4.5rem; height: 4.5rem; font-size: 2rem; }
    .grid button[data-legal] { border-color: var(--_good); }
    .grid button.line { background: var(--_accent); color: var(--_accent-ink); }
  `,
  ];

  override render() {
    const s = this.snapshot;
    if (!s) return html``;
    const v = s.view;
    const legal = new Map(s.legal.map((l: LegalAction<TicTacToeAction>) => [l.action.square, l]));
    const mine = s.mySeat !== null && s.legal.length > 0;
    const prompt = v.over
      ? 'The game is over'
      : mine
        ? `Your turn, ${s.names[s.mySeat!]} (${MARKS[s.mySeat!]}): mark a square`
        : s.waiting
          ? waitingWords(s.waiting, s.names)
          : '';
    return html`
      <tt-turn-banner .prompt=${prompt} ?urgent=${mine} ?busy=${s.busy}></tt-turn-banner>
      <div class="grid" role="group" aria-label="The grid">
        ${v.board.map((mark, square) => {
          const l = legal.get(square);
          const name = mark === null ? SQUARES[square] : `${SQUARES[square]}: ${MARKS[mark]}`;
          return html`<button type="button" ?data-legal=${!!l} ?disabled=${!l} aria-label=${l ? l.label : name}
            class=${v.line?.includes(square) ? 'line' : ''} @click=${() => l && emit(this, 'tt-act', { action: l.action })}>${mark === null ? '' : MARKS[mark]}</button>`;
        })}
      </div>
      <tt-game-log .lines=${s.log} .rejected=${s.rejected}></tt-game-log>`;
  }
}

@customElement('ttt-end-screen')
export class TttEndScreen extends EndScreen<TicTacToeView> {
  override render() {
    const v = this.view;
    if (!v?.over) return html`<p>The game is not over yet.</p>`;
    const title = v.winner === null ? 'A draw' : `${this.names[v.winner] ?? `Player ${v.winner + 1}`} wins`;
    const rows = [0, 1, 2].map((r) =>
      v.board
        .slice(3 * r, 3 * r + 3)
        .map((m) => (m === null ? '·' : MARKS[m]))
        .join(' '),
    );
    return this.frame(title, html`<pre aria-label="The final grid">${rows.join('\n')}</pre>`);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'ttt-table': TttTable;
    'ttt-end-screen': TttEndScreen;
  }
}
