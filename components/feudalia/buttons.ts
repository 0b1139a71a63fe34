/**
 * The one way a Feudalia table draws a legal move: a real button (`.act`,
 * `data-act`) whose words are the action's label; a compact one (on a cube)
 * shows the label's first word ("Pay") and is named by the whole label
 * (`aria-label`, and the tooltip). A click sends `tt-act` with the action, from
 * the element it sits in.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import { emit } from '../../components/shared/events.js';
import type { Legal } from './view.js';

/** A legal move's button; `face` (words the label contains, for speech input) draws it compactly, named by the label. */
export function actButton(host: HTMLElement, l: Legal, face?: string, cls = ''): TemplateResult {
  return html`<button type="button" class="act ${cls}" data-act aria-label=${face ? l.label : nothing} title=${face ? l.label : nothing}
    @click=${() => emit(host, 'tt-act', { action: l.action })}>${face ?? l.label}</button>`;
}

/** A row of move buttons, or nothing. */
export function actRow(host: HTMLElement, moves: readonly Legal[] | undefined, cls = ''): TemplateResult | typeof nothing {
  if (!moves?.length) return nothing;
  return html`<div class="acts ${cls}">${moves.map((l) => actButton(host, l))}</div>`;
}

/** Asks the table why a move is not possible now (the controller's dry run): `fd-why` with the move tried. */
export function whyButton(host: HTMLElement, name: string, candidate: unknown): TemplateResult {
  return html`<button type="button" class="why" aria-label=${name} @click=${() => emit(host, 'fd-why', { action: candidate })}>?</button>`;
}

export const actStyles = css`
  .acts { display: flex; flex-wrap: wrap; gap: 0.3rem; margin-top: 0.35rem; }
  button.act { min-height: 40px; padding: 0.25rem 0.6rem; font-size: 0.9rem; text-align: left; max-width: 100%; overflow-wrap: anywhere; }
  button.why { min-height: 32px; min-width: 32px; padding: 0 0.4rem; font-size: 0.85rem; border-width: 1px; border-radius: 50%; }
`;
