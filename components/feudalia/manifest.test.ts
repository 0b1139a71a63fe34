/**
 * Feudalia's manifest, before the game is in the app's list (src/games.ts):
 * what test/browser/games.test.ts checks of every listed game — its UI loads
 * and defines its table and end screen, its rules text and set-up form load —
 * and the form sets the scenario, the first player and the target.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { render } from 'lit';
import { feudalia } from '../../engine/games/feudalia/index.js';
import type { AnyGame } from '../../engine/core/game.js';
import type { ConfigDraft } from '../../components/shared/options/form.js';
import { manifest } from './manifest.js';

describe('the Feudalia manifest', () => {
  it('loads its UI: the table and the end screen are defined, the log and the refusals are worded', async () => {
    const ui = await manifest.ui();
    expect(customElements.get(ui.table)).to.exist;
    expect(customElements.get(ui.end)).to.exist;
    expect([ui.table, ui.end]).to.deep.equal(['fd-table', 'fd-end-screen']);
    expect(ui.label({ type: 'scout' }, [], null)).to.equal('Draw two masters to hire one');
    expect(ui.refusal({ code: 'one-influence', message: '' }, [])).to.contain('influence');
    const game = await ui.game!(feudalia as AnyGame);
    const s = feudalia.setup({ ...feudalia.defaultConfig(2), firstSeat: 0 }, 2);
    expect(game.describe(s, { type: 'scout' }, 0, ['Ana', 'Bo'])).to.equal('Ana draws two masters');
    expect([manifest.meta.players.min, manifest.meta.players.max]).to.deep.equal([feudalia.minSeats, feudalia.maxSeats]);
  });

  it('loads its rules text, with the reconstructed parts marked, and its notes', async () => {
    const rules = await manifest.rules('en');
    expect(rules.title).to.contain(manifest.meta.name);
    const el = await fixture<HTMLElement>(html`<div>${rules.body}</div>`);
    expect(el.querySelectorAll('h2').length).to.be.at.least(6);
    // Every reconstructed part carries a small mark (explained by the first mark's line), no shouting capitals.
    const marks = [...el.querySelectorAll('small.rec')];
    expect(marks.length).to.be.at.least(6);
    for (const m of marks) expect(m.textContent).to.equal('reconstructed');
    expect(el.textContent).not.to.contain('RECONSTRUCTED');
    // The end of the game in short sentences, its cases a list.
    const end = [...el.querySelectorAll('h2')].find((h) => h.textContent === 'The end of the game')!;
    expect(end.nextElementSibling!.nextElementSibling!.querySelectorAll('li')).to.have.length(3);
    for (const scenario of ['Learning Game', 'Overproduction', 'The Relentless Procurator', 'Dirty Business', 'Ready for Everything'])
      expect(el.textContent).to.contain(scenario);
    expect(rules.notesTitle).to.equal('Feudalia — how this app reads the rules');
    expect(rules.notes).to.contain('RECONSTRUCTED');
    expect(manifest.blurb!()).to.contain('cathedral');
  });

  it('its set-up form sets the scenario, the first player and the target, which the engine accepts', async () => {
    const form = await manifest.options!();
    let config: ConfigDraft = feudalia.defaultConfig(3) as unknown as ConfigDraft;
    const host = document.createElement('div');
    document.body.append(host);
    const draw = () =>
      render(
        form.render({
          config,
          seats: 3,
          names: ['Ana', 'Bo', 'Cy'],
          set: (patch) => {
            config = { ...config, ...patch };
            draw();
          },
        }),
        host,
      );
    draw();
    expect(host.querySelectorAll('input[type="radio"]')).to.have.length(5);
    host.querySelector<HTMLInputElement>('input[value="ready"]')!.click();
    const select = host.querySelector<HTMLSelectElement>('select')!;
    select.value = '2';
    select.dispatchEvent(new Event('change'));
    const target = host.querySelector<HTMLInputElement>('#target')!;
    target.value = '12';
    target.dispatchEvent(new Event('change'));
    expect(config).to.deep.include({ scenario: 'ready', firstSeat: 2, target: 12 });
    expect(feudalia.parseConfig(config, 3).ok).to.equal(true);
    expect(form.resize(config, 2)).to.deep.include({ firstSeat: null });
    host.remove();
  });
});
