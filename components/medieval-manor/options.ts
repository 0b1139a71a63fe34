/**
 * Medieval Manor's options: the first Lord of the Manor ("Pick one player to be
 * the starting Lord of the Manor", the rulebook, Setup 4) and the map.
 * The map is drawn at random, or laid out by hand: one land per cell, 12 basic
 * lands on 3 rows of 4 for 2–3 players, all 16 on 4 rows of 4 for 4 or more,
 * "The Road and River must be placed on a Map edge" (The Map). Choosing a land
 * that is already elsewhere swaps the two, so every land stays on the map once;
 * the engine's `parseConfig` checks the edges when the game starts.
 */
import { msg, str } from '@lit/localize';
import { html, nothing } from 'lit';
import { isEdge, landsFor } from '../../engine/games/medieval-manor/lands.js';
import { landName } from './words.js';
import type { LandName } from '../../engine/games/medieval-manor/types.js';
import type { ConfigDraft, OptionsContext, OptionsForm } from '../../components/shared/options/form.js';
import { firstSeatField, keepSeat } from '../../components/shared/options/first-seat.js';

/** The lands in their printed order, which puts Road and River on an edge. */
function defaultLayout(seats: number): LandName[] {
  return landsFor(seats).lands.slice();
}

function chosenLayout(config: ConfigDraft, seats: number): LandName[] | null {
  const l = config['layout'];
  return Array.isArray(l) && l.length === landsFor(seats).lands.length ? (l as LandName[]) : null;
}

function swapInto(layout: readonly LandName[], cell: number, land: LandName): LandName[] {
  const next = layout.slice();
  const from = next.indexOf(land);
  if (from >= 0) next[from] = next[cell]!;
  next[cell] = land;
  return next;
}

/** Where Road or River is off the edge, in words; '' when the map is fine. */
function edgeProblem(layout: readonly LandName[], seats: number): string {
  const { width, height } = landsFor(seats);
  const off = (['Road', 'River'] as const).filter((l) => !isEdge(layout.indexOf(l), width, height));
  if (off.length === 2) return msg('The Road and the River must lie on the edge of the map.');
  if (off[0] === 'Road') return msg('The Road must lie on the edge of the map.');
  return off.length ? msg('The River must lie on the edge of the map.') : '';
}

function mapGrid(ctx: OptionsContext, layout: readonly LandName[]) {
  const { lands, width } = landsFor(ctx.seats);
  const problem = edgeProblem(layout, ctx.seats);
  return html`
    <div class="map" role="group" aria-label=${msg('The map, row by row')} style=${`grid-template-columns: repeat(${width}, minmax(0, 1fr))`}>
      ${layout.map(
        (land, i) => html`
        <label class="cell">
          <span class="sr-only">${msg(str`Row ${Math.floor(i / width) + 1}, column ${(i % width) + 1}`)}</span>
          <select @change=${(e: Event) => ctx.set({ layout: swapInto(layout, i, (e.target as HTMLSelectElement).value as LandName) })}>
            ${lands.map((l) => html`<option value=${l} ?selected=${l === land}>${landName(l)}</option>`)}
          </select>
        </label>`,
      )}
    </div>
    <p class="note">${msg('Choosing a land that is already on the map swaps the two. The Road and the River lie on an edge.')}</p>
    ${problem ? html`<p class="error" role="alert">${problem}</p>` : nothing}`;
}

function render(ctx: OptionsContext) {
  const layout = chosenLayout(ctx.config, ctx.seats);
  const size = landsFor(ctx.seats).lands.length;
  return html`
    ${firstSeatField(ctx, 'firstLord', msg('First Lord of the Manor (plays first)'))}
    <fieldset class="layout">
      <legend>${msg(str`The map (${size} lands)`)}</legend>
      <div class="row" role="radiogroup" aria-label=${msg('How the map is laid out')}>
        <label><input type="radio" name="layout" value="random" .checked=${!layout}
          @change=${() => ctx.set({ layout: 'random' })} /> ${msg('Laid out at random')}</label>
        <label><input type="radio" name="layout" value="chosen" .checked=${!!layout}
          @change=${() => ctx.set({ layout: defaultLayout(ctx.seats) })} /> ${msg('Laid out by hand')}</label>
      </div>
      ${layout ? mapGrid(ctx, layout) : nothing}
    </fieldset>`;
}

export const medievalManorOptions: OptionsForm = {
  render,
  resize(config, seats) {
    const kept = keepSeat(config, 'firstLord', seats);
    const l = kept['layout'];
    // A hand-made map of the wrong size starts again from the printed order.
    return Array.isArray(l) && !chosenLayout(kept, seats) ? { ...kept, layout: defaultLayout(seats) } : kept;
  },
};
