/**
 * "Who goes first": random (the game draws one) or a named seat. Feebleton and
 * Feuville call the field `firstSeat`; Medieval Manor's first Lord of the Manor
 * is `firstLord` (medieval-manor.ts uses this with its own words).
 */
import { msg } from '@lit/localize';
import { html } from 'lit';
import type { ConfigDraft, OptionsContext, OptionsForm } from './form.js';

export function firstSeatField(ctx: OptionsContext, key: string, label: string, randomLabel = msg('Chosen at random')) {
  const now = ctx.config[key];
  const value = typeof now === 'number' ? String(now) : 'random';
  const change = (e: Event) => {
    const v = (e.target as HTMLSelectElement).value;
    ctx.set({ [key]: v === 'random' ? null : Number(v) });
  };
  return html`
    <label for="first">${label}</label>
    <select id="first" @change=${change}>
      <option value="random" ?selected=${value === 'random'}>${randomLabel}</option>
      ${ctx.names.map((n, i) => html`<option value=${String(i)} ?selected=${value === String(i)}>${n}</option>`)}
    </select>`;
}

/** Keeps a chosen first seat only if the table still has it. */
export function keepSeat(config: ConfigDraft, key: string, seats: number): ConfigDraft {
  const v = config[key];
  return typeof v === 'number' && v >= seats ? { ...config, [key]: null } : config;
}

/** The whole form of a game whose only option is who goes first. */
export function firstSeatForm(key = 'firstSeat'): OptionsForm {
  return {
    render: (ctx) => firstSeatField(ctx, key, msg('Who goes first')),
    resize: (config, seats) => keepSeat(config, key, seats),
  };
}
