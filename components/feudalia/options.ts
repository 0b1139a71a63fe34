/**
 * Feudalia's options: the scenario (the scenario book: the Learning Game,
 * Overproduction, The Relentless Procurator, Dirty Business, Ready for
 * Everything), the first player ("Choose a player to start", the rulebook,
 * Setup 3) and the victory points that end the game (10; "the game will be
 * played to more than 10 points whenever a game variant indicates so"). The
 * engine's `parseConfig` (engine/games/feudalia/index.ts) has the last word.
 */
import { msg } from '@lit/localize';
import { html } from 'lit';
import { SCENARIOS, TARGET_VP } from '../../engine/games/feudalia/cards.js';
import type { ScenarioId } from '../../engine/games/feudalia/types.js';
import type { OptionsContext, OptionsForm } from '../../components/shared/options/form.js';
import { firstSeatField, keepSeat } from '../../components/shared/options/first-seat.js';
import { scenarioName } from './words.js';

/** One line on what a scenario changes. */
function scenarioNote(id: ScenarioId): string {
  switch (id) {
    case 'learning':
      return msg('For a first game: 16-card decks with specialists, the same wheat, clay and wood fiefs for everyone, four masters face up.');
    case 'overproduction':
      return msg('Fiefs drafted, an upgraded worker of your choice; abbots, shepherds and farmhands for hire.');
    case 'procurator':
      return msg('Fiefs drafted, an upgraded worker of your choice; bishops, procurators and farmhands for hire.');
    case 'dirty-business':
      return msg('Fiefs drafted, an upgraded worker of your choice; abbots, seductresses and smugglers, who take coins from the others.');
    case 'ready':
      return msg('For players who know the game: five specific vassals drawn at random, an upgraded cleric among them.');
  }
}

function render(ctx: OptionsContext) {
  const now = typeof ctx.config['scenario'] === 'string' ? ctx.config['scenario'] : 'learning';
  const target = typeof ctx.config['target'] === 'number' ? ctx.config['target'] : TARGET_VP;
  const setTarget = (e: Event) => {
    const n = Math.round(Number((e.target as HTMLInputElement).value));
    if (Number.isFinite(n)) ctx.set({ target: Math.min(30, Math.max(1, n)) });
  };
  return html`
    <fieldset>
      <legend>${msg('Scenario')}</legend>
      <div class="row" role="radiogroup" aria-label=${msg('Scenario')}>
        ${SCENARIOS.map(
          (sc) => html`<label><input type="radio" name="scenario" value=${sc.id} .checked=${now === sc.id} @change=${() => ctx.set({ scenario: sc.id })} />
            <span><strong>${scenarioName(sc.id)}</strong> — ${scenarioNote(sc.id)}</span></label>`,
        )}
      </div>
    </fieldset>
    ${firstSeatField(ctx, 'firstSeat', msg('First player (takes the first player card)'))}
    <fieldset>
      <legend>${msg('End of the game')}</legend>
      <label for="target">${msg('Victory points to win (10 in the rulebook)')}</label>
      <input id="target" type="number" min="1" max="30" step="1" .value=${String(target)} @change=${setTarget} />
    </fieldset>`;
}

export const feudaliaOptions: OptionsForm = {
  render,
  resize: (config, seats) => keepSeat(config, 'firstSeat', seats),
};
