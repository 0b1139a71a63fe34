/**
 * Felinia's options: the first player ("Choose a starting player", the
 * rulebook, Preparations) and the variant for very experienced players
 * (`seeTop`: the top boat tile of the pile is face up). Only the basic game is
 * offered: the config's `variant` is left to the engine's default ('basic'),
 * and its `parseConfig` (engine/games/felinia/index.ts) has the last word.
 */
import { msg } from '@lit/localize';
import { html } from 'lit';
import type { OptionsContext, OptionsForm } from '../../components/shared/options/form.js';
import { firstSeatField, keepSeat } from '../../components/shared/options/first-seat.js';

function render(ctx: OptionsContext) {
  const seeTop = ctx.config['seeTop'] === true;
  return html`
    ${firstSeatField(ctx, 'firstSeat', msg('First player (plays first in the first round)'))}
    <fieldset>
      <legend>${msg('Variant for very experienced players')}</legend>
      <div class="row">
        <label><input type="checkbox" name="seeTop" .checked=${seeTop}
          @change=${(e: Event) => ctx.set({ seeTop: (e.target as HTMLInputElement).checked })} /> ${msg('The top boat tile of the pile is face up')}</label>
      </div>
    </fieldset>`;
}

export const feliniaOptions: OptionsForm = {
  render,
  resize: (config, seats) => keepSeat(config, 'firstSeat', seats),
};
