/**
 * The in-app rules: for each game, the rulebook summarised, then the engine's
 * notes on how it reads the rules (from its manifest). Without a game, a list
 * of the games. A game that speaks more than English shows its language switch,
 * and its text follows it.
 */
import { localized, msg, str } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { base } from '../../components/shared/theme.js';
import { getLocale, type Locale } from '../../components/shared/locale.js';
import { LANG_EVENT, type RulesText } from '../../components/shared/manifest.js';
import { isGameId, manifestOf } from '../games.js';
import { page } from './page-styles.js';
import { playableGames } from './playable.js';
import { href } from './router.js';

/**
 * The notes string: a title line, then paragraphs; lines starting "- " are list
 * items, and an indented line continues the line before it.
 */
export function renderNotes(notes: string) {
  const blocks = notes
    .trim()
    .split(/\n\s*\n/)
    .slice(1);
  return blocks.map((b) => {
    const lines: string[] = [];
    for (const l of b.split('\n')) {
      if (/^\s+\S/.test(l) && lines.length) lines[lines.length - 1] += ` ${l.trim()}`;
      else lines.push(l.trim());
    }
    const items = lines.filter((l) => l.startsWith('- '));
    const text = lines.filter((l) => !l.startsWith('- ')).join(' ');
    const m = /^([^.]{1,60}\.)\s(.*)$/.exec(text);
    return html`
      ${!text ? nothing : m ? html`<p><strong>${m[1]}</strong> ${m[2]}</p>` : html`<p>${text}</p>`}
      ${items.length ? html`<ul>${items.map((i) => html`<li>${i.slice(2)}</li>`)}</ul>` : nothing}`;
  });
}

@localized()
@customElement('tt-rules-page')
export class TtRulesPage extends LitElement {
  /** Which game's rules ('' lists the games). */
  @property() game = 'feebleton';

  @state() private rules: (RulesText & { lang: Locale }) | null = null;
  @state() private missing = false;
  private readonly onLang = () => void this.load();

  static override styles = [
    base,
    page,
    css`
    article { max-width: 46rem; line-height: 1.55; }
    table { border-collapse: collapse; width: 100%; margin: 0.75rem 0 1.25rem; font-size: 0.95rem; }
    caption { text-align: left; font-weight: 700; padding: 0.3rem 0; }
    th, td { text-align: left; vertical-align: top; padding: 0.3rem 0.4rem; border-bottom: 1px solid var(--_rule); }
    h2 { margin-top: 1.5rem; }
    .games li { margin: 0.4rem 0; }
  `,
  ];

  override connectedCallback(): void {
    super.connectedCallback();
    addEventListener(LANG_EVENT, this.onLang);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    removeEventListener(LANG_EVENT, this.onLang);
  }

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('game')) {
      this.rules = null;
      this.missing = false;
      void this.load();
    }
  }

  private async load(): Promise<void> {
    const game = this.game;
    if (!game) return;
    if (!isGameId(game)) {
      this.missing = true;
      return;
    }
    const m = manifestOf(game);
    const lang = getLocale() as Locale;
    const r = await m.rules(lang);
    if (game !== this.game) return;
    this.rules = { ...r, lang };
  }

  private index() {
    return html`
      <h1 tabindex="-1">${msg('Rules')}</h1>
      <ul class="games">
        ${playableGames().map((g) => html`<li><a href=${href({ page: 'rules', game: g.id })}>${msg(str`How to play ${g.name}`)}</a></li>`)}
      </ul>
      <p><a class="button" href="#/">${msg('Home')}</a></p>`;
  }

  override render() {
    if (!this.game) return this.index();
    if (this.missing)
      return html`<h1 tabindex="-1">${msg('Rules')}</h1><p>${msg('No rules for this game.')}</p><p><a class="button" href="#/">${msg('Home')}</a></p>`;
    const r = this.rules;
    if (!r) return html`<p role="status">${msg('Loading the rules…')}</p>`;
    return html`
      <article lang=${r.lang}>
        <h1 tabindex="-1">${r.title}</h1>
        <div>${r.body}</div>
        ${r.notes.trim() ? html`<h2 id="notes">${r.notesTitle}</h2><div>${renderNotes(r.notes)}</div>` : nothing}
        <p><a class="button" href="#/">${msg('Home')}</a> <a class="button" href=${href({ page: 'rules', game: '' })}>${msg('All games')}</a></p>
      </article>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tt-rules-page': TtRulesPage;
  }
}
