/**
 * The app: a header, then the page for the current hash route. Pages other
 * than home are loaded on demand, and every game with them, so the first
 * page stays small. After a navigation, focus moves to the page's heading so
 * screen-reader and keyboard users land on the new content.
 */
import { msg, str, localized } from '@lit/localize';
import { LitElement, css, html } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import { customElement, state } from 'lit/decorators.js';
import { base } from '../../components/shared/theme.js';
import { routeOf, type Route } from './router.js';
import { hasNet } from './net-gate.js';
import { browserStore } from './store.js';
import { PLATFORM_NAME } from './catalogue.js';
import './home-page.js';
import './theme.js';
import './lang-switch.js';

const loaders: Record<Exclude<Route['page'], 'home' | 'missing'>, () => Promise<unknown>> = {
  new: () => import('./setup-page.js'),
  play: () => import('./play-page.js'),
  rules: () => import('./rules-page.js'),
  replay: () => import('./replay-page.js'),
  create: () => import('./room-page.js'),
  join: () => import('./room-page.js'),
  room: () => import('./room-page.js'),
};

@localized()
@customElement('tt-app')
export class TtApp extends LitElement {
  @state() private route: Route = routeOf(location).route;
  @state() private ready = true;
  @state() private failed = '';
  private moved = false;

  static override styles = [
    base,
    css`
    :host { display: block; min-height: 100vh; background: var(--_paper); }
    /* A button, not a link: the hash is the router's. */
    .skip { position: absolute; left: -999px; }
    .skip:focus { left: 0.5rem; top: 0.5rem; background: var(--_panel); padding: 0.5rem; z-index: 10; }
    header { display: flex; align-items: center; justify-content: space-between; flex-wrap: wrap; gap: 0.5rem;
      padding: 0.5rem 1rem; background: var(--_bar); color: var(--_bar-ink); }
    header a { color: var(--_bar-ink); font-weight: 700; text-decoration: none; min-height: 44px; display: inline-flex; align-items: center; }
    header a:hover { text-decoration: underline; }
    nav ul { display: flex; gap: 1rem; margin: 0; padding: 0; list-style: none; }
    .brand { font-size: 1.2rem; }
    .prefs { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; }
    main { max-width: 72rem; margin: 0 auto; padding: 1rem; }
    @media (max-width: 420px) { main { padding: 0.6rem; } }
  `,
  ];

  private readonly onHash = () => void this.navigate();

  override connectedCallback(): void {
    super.connectedCallback();
    addEventListener('hashchange', this.onHash);
    void this.navigate(false);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    removeEventListener('hashchange', this.onHash);
  }

  private async navigate(focus = true): Promise<void> {
    const { route, canonical } = routeOf(location);
    if (canonical) history.replaceState(null, '', canonical);
    this.failed = '';
    if (route.page !== 'home' && route.page !== 'missing') {
      this.ready = false;
      try {
        await loaders[route.page]();
      } catch (e) {
        this.failed = msg(str`This page could not load (${(e as Error).message}). If you are offline, try again once online.`);
      }
    }
    this.route = route;
    this.ready = true;
    this.moved = focus;
  }

  override updated(): void {
    if (!this.moved) return;
    this.moved = false;
    const pageEl = this.renderRoot.querySelector('main')?.firstElementChild as LitElement | null;
    if (pageEl instanceof HTMLHeadingElement) {
      pageEl.focus();
      scrollTo(0, 0);
      return;
    }
    void pageEl?.updateComplete?.then(() => {
      const h = pageEl.shadowRoot?.querySelector<HTMLElement>('h1');
      h?.focus();
      scrollTo(0, 0);
    });
  }

  private page() {
    const r = this.route;
    const store = browserStore();
    switch (r.page) {
      case 'home':
        return html`<tt-home-page ?networked=${hasNet} .store=${store}></tt-home-page>`;
      case 'new':
        return html`<tt-setup-page .game=${r.game} .mode=${r.mode} .store=${store}></tt-setup-page>`;
      case 'play':
        return html`<tt-play-page .gameKey=${r.id} .store=${store}></tt-play-page>`;
      case 'rules':
        return html`<tt-rules-page .game=${r.game}></tt-rules-page>`;
      case 'replay':
        return html`<tt-replay-page></tt-replay-page>`;
      case 'create':
        return html`<tt-room-page mode="create" .game=${r.game}></tt-room-page>`;
      case 'join':
        return html`<tt-room-page mode="join" .code=${r.code}></tt-room-page>`;
      case 'room':
        // One page per room: going from one room to the next (play again) opens the new one afresh.
        return keyed(r.code, html`<tt-room-page mode="room" .code=${r.code}></tt-room-page>`);
      case 'missing':
        return html`<h1 tabindex="-1">${msg('Nothing here')}</h1>
          <p>${r.game === undefined ? msg('There is no such page in this app.') : msg(str`This app has no game called \u201c${r.game}\u201d.`)}
            ${msg(html`(You asked for <code>${r.what}</code>.)`)}</p>
          <p><a class="button" href="#/">${msg('Go to the home page')}</a> <a class="button" href="#/rules">${msg('See the games and their rules')}</a></p>`;
    }
  }

  override render() {
    return html`
      <button class="skip" type="button" @click=${() => this.renderRoot.querySelector<HTMLElement>('main')?.focus()}>
        ${msg('Skip to content')}</button>
      <header>
        <a class="brand" href="#/">${PLATFORM_NAME}</a>
        <nav aria-label=${msg('Main')}><ul>
          <li><a href="#/rules">${msg('Rules')}</a></li>
          <li><a href="#/replay">${msg('Replays')}</a></li>
        </ul></nav>
        <div class="prefs"><tt-lang-switch></tt-lang-switch><tt-theme-switch></tt-theme-switch></div>
      </header>
      <main id="main" tabindex="-1">
        ${this.failed ? html`<p role="alert">${this.failed}</p>` : this.ready ? this.page() : html`<p role="status">${msg('Loading…')}</p>`}
      </main>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tt-app': TtApp;
  }
}
