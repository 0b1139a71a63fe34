/** Layout shared by the app's pages. */
import { css } from 'lit';

/** An element that fills one of a page's boxes (room-invite.ts, room-seats.ts): its text as the box's own. */
export const panel = css`
  :host { display: block; }
  h2 { font-size: 1.15rem; }
  p { margin: 0.3rem 0 0.75rem; }
  .row { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
  .note { color: var(--_muted); font-size: 0.9rem; }
  .error { color: var(--_bad); font-weight: 700; }
`;

export const page = css`
  :host { display: block; }
  h1 { font-size: 1.7rem; margin: 0 0 0.5rem; }
  h1:focus { outline: none; }
  .lede { color: var(--_muted); margin: 0 0 1.25rem; max-width: 40rem; }
  .cards { display: grid; gap: 1rem; grid-template-columns: repeat(auto-fill, minmax(17rem, 1fr)); }
  .box { background: var(--_panel); border: 2px solid var(--_rule); border-radius: var(--_radius); padding: 1rem; }
  .box h2 { font-size: 1.15rem; }
  .box p { margin: 0.3rem 0 0.75rem; }
  .row { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
  a.button {
    display: inline-flex; align-items: center; min-height: 44px; padding: 0.4rem 0.9rem;
    border-radius: var(--_radius); border: 2px solid var(--_accent); color: var(--_accent);
    text-decoration: none; font-weight: 600;
  }
  a.button.primary { background: var(--_accent); color: var(--_accent-ink); }
  a { color: var(--_accent); }
  label { display: block; font-weight: 600; margin: 0.5rem 0 0.2rem; }
  input, select {
    font: inherit; min-height: 44px; padding: 0.3rem 0.5rem; border: 2px solid var(--_line);
    border-radius: var(--_radius); background: var(--_field); color: var(--_ink); max-width: 100%;
  }
  .note { color: var(--_muted); font-size: 0.9rem; }
  .error { color: var(--_bad); font-weight: 700; }
`;

/** A labelled select in the header bar (the language and theme switches). */
export const headerSelect = css`
    :host { display: inline-flex; align-items: center; gap: 0.4rem; }
    select {
      font: inherit; min-height: 44px; padding: 0.2rem 0.4rem; border-radius: 6px;
      border: 1px solid currentColor; background: transparent; color: inherit;
    }
    option { color: initial; }
    /* On a phone the header keeps one row for both switches: the label is still read out. */
    @media (max-width: 600px) {
      label { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
    }
  `;
