/**
 * Rooms need a secure page. Every move is signed with the browser's Web Crypto,
 * which browsers give only to pages served over HTTPS or from localhost; a page
 * opened from another machine at http://<lan-address>/ has none. This note says
 * so, and links to the same page over HTTPS when the server serves it there
 * (`npm start` does, with its own certificate: src/server/tls.ts, which answers
 * /https.json over plain HTTP). Hot-seat and solo games need no Web Crypto.
 */
import { localized, msg, str } from '@lit/localize';
import { LitElement, html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { base } from '../../components/shared/theme.js';
import { page } from './page-styles.js';

/** Whether this page may open rooms: a secure context, where Web Crypto exists. */
export const secureHere = (): boolean => globalThis.isSecureContext !== false && !!globalThis.crypto?.subtle;

/** This page's address over HTTPS on this server, if it serves one. */
async function httpsAddress(): Promise<string | null> {
  try {
    const res = await fetch('/https.json', { cache: 'no-store' });
    if (!res.ok) return null;
    const port = ((await res.json()) as { port?: unknown }).port;
    if (!Number.isInteger(port)) return null;
    const host = location.hostname.includes(':') ? `[${location.hostname}]` : location.hostname;
    return `https://${host}:${port}${location.pathname}${location.search}${location.hash}`;
  } catch {
    return null;
  }
}

@localized()
@customElement('tt-secure-note')
export class TtSecureNote extends LitElement {
  /** undefined: still asking the server; null: it serves no HTTPS. */
  @state() private address: string | null | undefined = undefined;

  static override styles = [base, page];

  override connectedCallback(): void {
    super.connectedCallback();
    void httpsAddress().then((a) => (this.address = a));
  }

  override render() {
    const a = this.address;
    return html`<div class="note" role="note" id="insecure">
      <p><strong>${msg('Rooms need this page over HTTPS.')}</strong> ${msg(
        str`It came over plain HTTP from ${location.host}, so the browser withholds the cryptography rooms use to sign every move and keep hands secret. Hot-seat and solo games work here.`,
      )}</p>
      ${
        a === undefined
          ? nothing
          : a
            ? html`<p><a class="button primary" href=${a}>${msg('Open it over HTTPS')}</a></p>
              <p>${msg(
                "The browser will warn that the server's certificate is its own (self-signed): compare its SHA-256 fingerprint with the one the server printed when it started, then continue.",
              )}</p>`
            : html`<p>${msg(html`Ask whoever runs the server for its HTTPS address (<code>npm start</code> prints it, with a QR code).`)}</p>`
      }
    </div>`;
  }
}
