/**
 * Networked rooms: create one, join one by code, then the room itself (the
 * lobby with code, link and QR code, then the table). Everything networked
 * goes through src/session/net.ts, loaded by net-gate.ts; without it these
 * pages say networked rooms are coming.
 *
 * Over 300 lines: the three room pages (create, join, the room) share one element and its session.
 */
import { localized, msg, str } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { base } from '../../components/shared/theme.js';
import { isGameId, loadGame } from '../games.js';
import { gameInfo, gameName } from './catalogue.js';
import { loadGameUi, type GameUi } from '../games.js';
import { loadNet } from './net-gate.js';
import type { EndChoiceEvent } from './table-host.js';
import { secureHere } from './secure-note.js';
import './secure-note.js';
import type { LobbySnapshot, NetModule, RoomSession } from '../session/net-api.js';
import { go, href } from './router.js';
import { sendToReplay } from './replay-inbox.js';
import { codeVersion } from '../room/code.js';
import { page } from './page-styles.js';
import { hostWords } from './host-words.js';
import type { ConfigDraft, OptionsForm } from '../../components/shared/options/form.js';
import { optionStyles } from '../../components/shared/options/styles.js';
import { NO_OPTIONS, loadOptions } from './options.js';
import './room-invite.js';
import './room-seats.js';
import './table-host.js';

/** Open rooms survive page changes within the app. */
const sessions = new Map<string, RoomSession>();
const NAME_KEY = 'tt-player-name';

function savedName(): string {
  try {
    return localStorage.getItem(NAME_KEY) ?? '';
  } catch {
    return '';
  }
}

function rememberName(name: string): void {
  try {
    localStorage.setItem(NAME_KEY, name);
  } catch {
    /* private mode: nothing to remember */
  }
}

@localized()
@customElement('tt-room-page')
export class TtRoomPage extends LitElement {
  /** create: a form to open a room; join: a form to join by code; room: the room. */
  @property() mode: 'create' | 'join' | 'room' = 'join';
  /** The room code (join, room). */
  @property() code = '';
  /** The game (create). */
  @property() game = 'feebleton';

  @state() private net: NetModule | null | undefined = undefined;
  @state() private name = savedName();
  @state() private seats = 2;
  /** The new room's options (create); the game's defaults fill the rest. */
  @state() private config: ConfigDraft = {};
  /** The game's set-up form, once loaded. */
  @state() private options: OptionsForm = NO_OPTIONS;
  /** The seat counts the game allows (create): its engine's once loaded. */
  @state() private range: [number, number] = [2, 4];
  @state() private error = '';
  @state() private busy = false;
  @state() private lobby: LobbySnapshot | null = null;
  @state() private ui: GameUi | null = null;
  /** The browser says it has a network (rooms need one; hot-seat and solo do not). */
  @state() private online = navigator.onLine;
  /** Joining: looking for someone in the room to answer. */
  @state() private looking = '';
  /** Joining: how far the room's record has been read and checked (a large one is read in slices). */
  @state() private checking: { read: number; of: number } | null = null;
  private readonly onNetwork = () => (this.online = navigator.onLine);
  /** A room of an earlier version (an eight-character code): it opens read-only. */
  @state() private legacy = '';
  private session: RoomSession | null = null;
  private stop: (() => void) | null = null;

  static override styles = [
    base,
    page,
    optionStyles,
    css`
    .code { font-size: 2rem; font-weight: 800; letter-spacing: 0.12em; font-family: ui-monospace, monospace; }
  `,
  ];

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('game') && this.mode === 'create') {
      const info = gameInfo(this.game);
      this.range = [info?.players.min ?? 2, info?.players.max ?? 4];
      this.config = {};
      this.options = NO_OPTIONS;
      if (isGameId(this.game)) {
        const id = this.game;
        void Promise.all([loadGame(id), loadOptions(id)]).then(([g, form]) => {
          if (this.game !== id) return;
          this.range = [g.minSeats, g.maxSeats];
          this.options = form;
          this.config = form.resize(this.config, this.seats);
        });
      }
    }
  }

  private setSeats(n: number): void {
    this.seats = n;
    this.config = this.options.resize(this.config, n);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    addEventListener('online', this.onNetwork);
    addEventListener('offline', this.onNetwork);
    void loadNet().then((n) => {
      this.net = n;
      if (n && this.mode === 'room' && secureHere()) void this.openRoom();
      // An invite link to a room this page already has open (the host's own link): that room, not a second copy.
      const code = n && this.mode === 'join' ? n.parseRoomCode(this.code) : null;
      if (code && sessions.has(code)) go({ page: 'room', code });
    });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    removeEventListener('online', this.onNetwork);
    removeEventListener('offline', this.onNetwork);
    this.stop?.();
    this.stop = null;
  }

  private attach(s: RoomSession): void {
    sessions.set(s.code, s);
    this.session = s;
    this.stop?.();
    this.stop = s.subscribe((l) => {
      this.lobby = l;
      if (l.started && !this.ui && isGameId(l.gameId)) void loadGameUi(l.gameId).then((ui) => (this.ui = ui));
    });
  }

  private async openRoom(): Promise<void> {
    const net = this.net!;
    const code = net.parseRoomCode(this.code);
    if (!code) {
      this.error = msg('This room code is not valid.');
      return;
    }
    if (codeVersion(code) === 1) {
      this.legacy = code;
      return;
    }
    const open = sessions.get(code);
    if (open) return this.attach(open);
    if (!this.name) {
      go({ page: 'join', code });
      return;
    }
    try {
      this.attach(await this.patiently(code, (onProgress) => net.joinRoom(code, { name: this.name, onProgress })));
    } catch (e) {
      this.error = msg(str`Could not open the room: ${(e as Error).message}`);
    }
  }

  /**
   * Joining waits for someone in the room to answer. A mistyped code, or a room
   * whose players are all offline, would wait silently: say so after a while,
   * and keep trying.
   */
  private async patiently<T>(code: string, join: (onProgress: (read: number, of: number) => void) => Promise<T>): Promise<T> {
    this.looking = msg(str`Looking for room ${code}: nobody in it has answered yet. This page keeps looking.`);
    const timer = setTimeout(() => {
      this.error = msg(
        str`Still looking for room ${code}: nobody in it is reachable yet. Check the code, or wait for a player to come online; this page keeps trying.`,
      );
    }, 8000);
    const answered = (checking: { read: number; of: number } | null) => {
      clearTimeout(timer);
      this.error = '';
      this.looking = '';
      this.checking = checking;
    };
    try {
      // Progress means someone answered: the room's record is here, and being checked.
      return await join((read, of) => answered({ read, of }));
    } finally {
      answered(null);
    }
  }

  /** How far the room's record has been checked, while a large one is read before the room opens. */
  private checkingLine() {
    const k = this.checking;
    return k ? html`<p class="note" role="status"><progress max=${k.of} value=${k.read}></progress> ${hostWords().checking(k.read, k.of)}</p>` : nothing;
  }

  private async submit(e: Event): Promise<void> {
    e.preventDefault();
    const net = this.net;
    if (!net) return;
    const name = this.name.trim();
    if (!name) {
      this.error = msg('Enter your name.');
      return;
    }
    rememberName(name);
    this.busy = true;
    this.error = '';
    try {
      if (this.mode === 'create') {
        if (!isGameId(this.game)) throw new Error(msg('unknown game'));
        const s = await net.createRoom({ gameId: this.game, name, seats: this.seats, config: this.config });
        sessions.set(s.code, s);
        go({ page: 'room', code: s.code });
      } else {
        const code = net.parseRoomCode(this.code);
        if (!code) throw new Error(msg('this room code is not valid'));
        if (codeVersion(code) === 1 || sessions.has(code)) {
          go({ page: 'room', code });
          return;
        }
        const s = await this.patiently(code, (onProgress) => net.joinRoom(code, { name, onProgress }));
        sessions.set(s.code, s);
        go({ page: 'room', code: s.code });
      }
    } catch (err) {
      this.error = msg(str`That did not work: ${(err as Error).message}.`);
    } finally {
      this.busy = false;
    }
  }

  /** The creation form's seats and options: seat names are not known yet, so "You" and "Seat n". */
  private createFields() {
    const [min, max] = this.range;
    const names = Array.from({ length: this.seats }, (_, i) => (i === 0 ? msg('You') : msg(str`Seat ${i + 1}`)));
    return html`
      <label for="seats">${msg('Players')}</label>
      <select id="seats" @change=${(e: Event) => this.setSeats(Number((e.target as HTMLSelectElement).value))}>
        ${Array.from({ length: max - min + 1 }, (_, i) => min + i).map((n) => html`<option value=${String(n)} ?selected=${n === this.seats}>${n}</option>`)}
      </select>
      ${this.options.render({
        config: this.config,
        seats: this.seats,
        names,
        set: (patch) => (this.config = { ...this.config, ...patch }),
      })}`;
  }

  private form() {
    const create = this.mode === 'create';
    const badCode = !create && this.code.trim() !== '' && this.net && !this.net.parseRoomCode(this.code);
    return html`
      <h1 tabindex="-1">${create ? msg('Create a room') : msg('Join a room')}</h1>
      ${
        create
          ? html`<p class="lede"><strong>${gameName(this.game)}.</strong> ${msg("Your friends join with the room's code or link.")}</p>`
          : html`<p class="lede">${msg("The room's game is set by whoever created it.")}</p>`
      }
      <form class="box" @submit=${this.submit}>
        <label for="name">${msg('Your name')}</label>
        <input id="name" maxlength="20" autocomplete="nickname" .value=${this.name}
          @input=${(e: Event) => (this.name = (e.target as HTMLInputElement).value)} />
        ${
          create
            ? this.createFields()
            : html`<label for="code">${msg('Room code')}</label>
          <input id="code" autocomplete="off" autocapitalize="characters" spellcheck="false" .value=${this.code}
            aria-invalid=${badCode ? 'true' : 'false'} aria-describedby=${badCode ? 'code-err' : nothing}
            @input=${(e: Event) => (this.code = (e.target as HTMLInputElement).value)} />
          ${badCode ? html`<p class="error" id="code-err">${msg('That is not a room code: codes look like KQ7M-2PXA-H3TD.')}</p>` : nothing}`
        }
        ${
          this.online
            ? nothing
            : html`<p class="note" role="status">${msg('You are offline.')} ${
                create
                  ? msg('A room made now can be reached only once you are back online; hot-seat and solo games work offline.')
                  : msg('Joining needs the network: try again once you are back online.')
              }</p>`
        }
        ${this.looking && !this.error ? html`<p class="note" role="status">${this.looking}</p>` : nothing}
        ${this.checkingLine()}
        ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing}
        <div class="row" style="margin-top:1rem">
          <button class="primary" type="submit" ?disabled=${this.busy || !!badCode}>${create ? msg('Create') : msg('Join')}</button>
          <a class="button" href="#/">${this.looking ? msg('Stop looking') : msg('Back')}</a>
        </div>
      </form>`;
  }

  /** After the game: the room another player opened to play again, offered in one click; or why that failed. */
  private nextLine(l: LobbySnapshot) {
    if (this.error) return html`<p class="error" role="alert">${this.error}</p>`;
    const n = l.next;
    if (!n || n.mine) return nothing;
    return html`<p class="note" role="status">${msg(str`${n.by} opened a room to play again.`)}
      <button class="primary" type="button" ?disabled=${this.busy} @click=${() => void this.playAgain()}>${msg('Join it')}</button></p>`;
  }

  /** Play again: the room someone at this table opened, or a new one for the same players (net.ts). */
  private async playAgain(): Promise<void> {
    const s = this.session;
    if (!s?.playAgain || this.busy) return;
    this.busy = true;
    this.error = '';
    try {
      const next = await s.playAgain();
      sessions.set(next.code, next);
      go({ page: 'room', code: next.code });
    } catch (e) {
      this.error = msg(str`Playing again did not work: ${(e as Error).message}.`);
    } finally {
      this.busy = false;
    }
  }

  private lobbyView(l: LobbySnapshot) {
    return html`
      <h1 tabindex="-1">${msg('Room')} <span class="code">${l.code}</span></h1>
      <p class="lede">${gameName(l.gameId)} · <a href=${href({ page: 'rules', game: l.gameId })}>${msg('How to play')}</a></p>
      ${l.problem ? html`<p class="error" role="alert">${l.problem}</p>` : nothing}
      ${this.online ? nothing : html`<p class="note" role="status">${msg('You are offline: nobody can reach this room until you are back online.')}</p>`}
      <div class="cards">
        <tt-room-invite class="box" .code=${l.code} .link=${l.link} .game=${gameName(l.gameId)}></tt-room-invite>
        <tt-room-seats class="box" .lobby=${l} .session=${this.session}></tt-room-seats>
      </div>`;
  }

  private legacyView() {
    return html`<h1 tabindex="-1">${msg('Room')} <span class="code">${this.legacy}</span></h1>
      <section class="box">
        <p>${msg(
          'This room was made by an earlier version of the app, whose rules for the shared log were weaker. It opens read-only: its game, checked as it was then, in the replay viewer, from what this device kept of it and from any of its players online now.',
        )}</p>
        ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing}
        <div class="row"><button class="primary" type="button" ?disabled=${this.busy} @click=${this.openLegacy}>${msg('Open it read-only')}</button>
          <a class="button" href="#/">${msg('Home')}</a></div>
      </section>`;
  }

  private async openLegacy(): Promise<void> {
    this.busy = true;
    this.error = '';
    try {
      sendToReplay(await this.net!.openLegacy!(this.legacy));
      go({ page: 'replay' });
    } catch (e) {
      this.error = msg(str`That did not work: ${(e as Error).message}.`);
    } finally {
      this.busy = false;
    }
  }

  override render() {
    if (this.net === undefined) return html`<p role="status">${msg('Loading…')}</p>`;
    if (this.net && !secureHere()) {
      return html`<h1 tabindex="-1">${msg('Networked rooms')}</h1><tt-secure-note></tt-secure-note><p><a class="button" href="#/">${msg('Home')}</a></p>`;
    }
    if (this.legacy && this.net?.openLegacy) return this.legacyView();
    if (this.net === null) {
      return html`<h1 tabindex="-1">${msg('Networked rooms')}</h1>
        <p>${msg('Networked rooms: coming in this version. Hot-seat and solo games work now.')}</p><a class="button" href="#/">${msg('Home')}</a>`;
    }
    if (this.mode !== 'room') return this.form();
    const l = this.lobby;
    if (!l) {
      if (!this.error) return this.checking ? this.checkingLine() : html`<p role="status">${msg('Opening the room…')}</p>`;
      return html`<h1 tabindex="-1">${msg(str`Room ${this.code}`)}</h1><p class="error" role="alert">${this.error}</p>
        <p><a class="button" href="#/join">${msg('Enter another code')}</a> <a class="button" href="#/">${msg('Home')}</a></p>`;
    }
    const c = this.session?.controller() ?? null;
    if (l.started && c && this.ui) {
      const watching = !l.seats.some((s) => s.me);
      return html`<h1 tabindex="-1" class="sr-only">${msg(str`${gameName(l.gameId)}: room ${l.code}`)}</h1>
        ${
          watching
            ? html`<p class="note" role="status">${
                this.name
                  ? msg(
                      str`${this.name}, you are watching: every seat was taken or the game had started when you arrived. You see what every player may see, and no hand.`,
                    )
                  : msg('You are watching: every seat was taken or the game had started when you arrived. You see what every player may see, and no hand.')
              }</p>`
            : nothing
        }
        ${this.nextLine(l)}
        <tt-table-host .controller=${c} .ui=${this.ui}
          @tt-end-choice=${(e: EndChoiceEvent) => (e.detail.what === 'again' ? void this.playAgain() : go({ page: 'home' }))}></tt-table-host>`;
    }
    return this.lobbyView(l);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tt-room-page': TtRoomPage;
  }
}
