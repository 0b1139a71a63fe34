/** The in-app rules: the rulebook rewritten, then the engine's notes on timing and reactions. */
import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { base } from '../../components/shared/theme.js';
import { page } from './page-styles.js';

interface RulesText {
  title: string;
  body: TemplateResult;
  notes: string;
}

async function loadRules(game: string): Promise<RulesText | null> {
  if (game !== 'feebleton') return null;
  const [text, notes] = await Promise.all([import('./rules/feebleton.js'), import('../../engine/games/feebleton/notes.js')]);
  return { title: text.title, body: text.body, notes: notes.RULES_NOTES };
}

/** The notes string: a title line, then paragraphs; lines starting "- " are list items. */
function renderNotes(notes: string) {
  const blocks = notes.trim().split(/\n\s*\n/).slice(1);
  return blocks.map((b) => {
    const lines = b.split('\n');
    const items = lines.filter((l) => l.startsWith('- '));
    const text = lines.filter((l) => !l.startsWith('- ')).join(' ');
    const m = /^([^.]{1,60}\.)\s(.*)$/.exec(text);
    return html`
      ${m ? html`<p><strong>${m[1]}</strong> ${m[2]}</p>` : html`<p>${text}</p>`}
      ${items.length ? html`<ul>${items.map((i) => html`<li>${i.slice(2)}</li>`)}</ul>` : nothing}`;
  });
}

@customElement('tt-rules-page')
export class TtRulesPage extends LitElement {
  /** Which game's rules. */
  @property() game = 'feebleton';

  @state() private rules: RulesText | null = null;
  @state() private missing = false;

  static override styles = [base, page, css`
    article { max-width: 46rem; line-height: 1.55; }
    table { border-collapse: collapse; width: 100%; margin: 0.75rem 0 1.25rem; font-size: 0.95rem; }
    caption { text-align: left; font-weight: 700; padding: 0.3rem 0; }
    th, td { text-align: left; vertical-align: top; padding: 0.3rem 0.4rem; border-bottom: 1px solid #d8d2c6; }
    h2 { margin-top: 1.5rem; }
  `];

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('game')) {
      void loadRules(this.game).then((r) => {
        this.rules = r;
        this.missing = r === null;
      });
    }
  }

  override render() {
    if (this.missing) return html`<h1 tabindex="-1">Rules</h1><p>No rules for this game.</p>`;
    const r = this.rules;
    if (!r) return html`<p role="status">Loading the rules…</p>`;
    return html`
      <article>
        <h1 tabindex="-1">${r.title}</h1>
        ${r.body}
        <h2 id="notes">Timing and reactions: how this app reads the rules</h2>
        ${renderNotes(r.notes)}
        <p><a class="button" href="#/">Home</a></p>
      </article>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tt-rules-page': TtRulesPage;
  }
}
