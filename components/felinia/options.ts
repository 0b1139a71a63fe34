/**
 * Felinia's options: the basic or the advanced game (`variant`: the advanced
 * board side, food, Mysterious Place cards, every trade tile face up, the
 * special trade tiles), the first player ("Choose a starting player", the
 * rulebook, Preparations) and the variant for very experienced players
 * (`seeTop`: the top boat tile of the pile is face up). The engine's
 * `parseConfig` (engine/games/felinia/index.ts) has the last word.
 */
import { msg } from '@lit/localize';
import { html } from 'lit';
import type { OptionsContext, OptionsForm } from '../../components/shared/options/form.js';
import { firstSeatField, keepSeat } from '../../components/shared/options/first-seat.js';

function render(ctx: OptionsContext) {
  const seeTop = ctx.config['seeTop'] === true;
  const advanced = ctx.config['variant'] === 'advanced';
  return html`
    <fieldset>
      <legend>${msg('Game')}</legend>
      <div class="row" role="radiogroup" aria-label=${msg('Basic or advanced game')}>
        <label><input type="radio" name="variant" value="basic" .checked=${!advanced} @change=${() => ctx.set({ variant: 'basic' })} /> ${msg(
          'Basic game',
        )}</label>
        <label><input type="radio" name="variant" value="advanced" .checked=${advanced} @change=${() => ctx.set({ variant: 'advanced' })} /> ${msg(
          'Advanced game: food, Mysterious Place cards, every trade tile face up, special trade tiles',
        )}</label>
      </div>
    </fieldset>
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
