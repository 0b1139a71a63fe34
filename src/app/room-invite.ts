/**
 * A room's invitation: its code and link, a QR code of the link, and buttons
 * that copy either or hand the link to the device's share sheet (where the
 * browser has one), saying what they did.
 */
import { localized, msg, str } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { unsafeSVG } from 'lit/directives/unsafe-svg.js';
import { renderSVG } from 'uqr';
import { base } from '../../components/shared/theme.js';
import { panel } from './page-styles.js';

@localized()
@customElement('tt-room-invite')
export class TtRoomInvite extends LitElement {
  @property() code = '';
  @property() link = '';
  /** The game's name, for the shared message. */
  @property() game = '';
  /** What the last copy or share did. */
  @state() private said = '';

  static override styles = [
    base,
    panel,
    css`
    .link { overflow-wrap: anywhere; }
    /* Dark modules on white in either theme: the way every camera reads a QR code. */
    .qr { width: 12rem; height: 12rem; background: #fff; padding: 0.5rem; }
    .qr svg { width: 100%; height: 100%; }
    .note { min-height: 1.4em; }
  `,
  ];

  /** Copies `text` and says `done` (a whole sentence, so it can be translated as one). */
  private async copy(text: string, done: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(text);
      this.said = done;
    } catch {
      this.said = msg('This browser did not let the page copy: select the code or the link and copy it yourself.');
    }
  }

  private async share(): Promise<void> {
    try {
      await navigator.share({
        title: msg(str`${this.game}: room ${this.code}`),
        text: msg(str`Join my ${this.game} game, room ${this.code}:`),
        url: this.link,
      });
      this.said = '';
    } catch (e) {
      // Closing the share sheet is not a failure.
      if ((e as Error).name !== 'AbortError') this.said = msg('Sharing did not work: copy the link instead.');
    }
  }

  override render() {
    return html`<section aria-labelledby="inv">
      <h2 id="inv">${msg('Invite friends')}</h2>
      <p>${msg('Tell them the code, or share this link:')}</p>
      <p class="link"><a href=${this.link}>${this.link}</a></p>
      <div class="row">
        <button type="button" @click=${() => void this.copy(this.code, msg('The code is copied.'))}>${msg('Copy the code')}</button>
        <button type="button" @click=${() => void this.copy(this.link, msg('The link is copied.'))}>${msg('Copy the link')}</button>
        ${'share' in navigator ? html`<button type="button" @click=${() => void this.share()}>${msg('Share…')}</button>` : nothing}
      </div>
      <p class="note" role="status">${this.said}</p>
      <div class="qr" role="img" aria-label=${msg('QR code of the invite link')}>${unsafeSVG(renderSVG(this.link))}</div>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tt-room-invite': TtRoomInvite;
  }
}
