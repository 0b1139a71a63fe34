/**
 * Styles every component shares: colour tokens (palette.ts: light/dark pairs a
 * page may override, so a component also renders alone in a test), the focus ring, a
 * visually-hidden helper and reduced motion. Colours keep text at WCAG AA
 * contrast (4.5:1) on their backgrounds.
 */
import { css } from 'lit';
import { sharedTokens } from './palette.js';

export const base = css`
  :host {
    ${sharedTokens()}
    --_radius: var(--tt-radius, 8px);
    --_motion: var(--tt-motion, 160ms);
    box-sizing: border-box;
    color: var(--_ink);
    font-family: var(--tt-font, 'Atkinson Hyperlegible', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
  }
  *, *::before, *::after { box-sizing: inherit; }
  :focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
  .sr-only {
    position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  button {
    font: inherit; min-height: 44px; min-width: 44px; padding: 0.4rem 0.9rem;
    border-radius: var(--_radius); border: 2px solid var(--_accent);
    background: var(--_panel); color: var(--_accent); cursor: pointer;
  }
  button.primary { background: var(--_accent); color: var(--_accent-ink); }
  button:disabled { opacity: 0.55; cursor: not-allowed; }
  h2, h3 { margin: 0 0 0.5rem; line-height: 1.2; }
  @media (prefers-reduced-motion: reduce) {
    :host { --_motion: 0ms; }
    *, *::before, *::after { transition: none !important; animation: none !important; }
  }
`;
