/** Every Feebleton card has its own picture, drawn on the card with its gold as a coin badge. */
import { expect, fixture, html } from '@open-wc/testing';
import { cardRecord } from '../../engine/games/feebleton/cards.js';
import { CARD_NAMES } from '../../engine/games/feebleton/types.js';
import type { TtCard } from '../../components/shared/card.js';
import '../../components/shared/card.js';
import { CARD_ART } from './card-art.js';
import { cardFace } from './faces.js';

describe('Feebleton card pictures', () => {
  it('has one emblem for every card, and no other', () => {
    expect(Object.keys(CARD_ART).sort()).to.deep.equal([...CARD_NAMES].sort());
    expect(new Set(Object.values(CARD_ART)).size).to.equal(CARD_NAMES.length);
  });

  for (const name of CARD_NAMES) {
    it(`draws ${name} inside the grid, with its gold as a badge`, async () => {
      const f = cardFace(name);
      const el = await fixture<TtCard>(
        html`<tt-card .name=${f.name} .text=${f.text} .tone=${f.tone} .art=${f.art} .value=${f.value} .valueLabel=${f.valueLabel}></tt-card>`,
      );
      const emblem = el.shadowRoot!.querySelector<SVGSVGElement>('svg.emblem')!;
      expect(emblem.querySelectorAll('path, circle, ellipse, rect').length).to.be.greaterThan(1);
      const box = emblem.getBBox();
      expect(box.width, 'width').to.be.within(24, 48);
      expect(box.height, 'height').to.be.within(24, 48);
      expect(box.x).to.be.at.least(0);
      expect(box.y).to.be.at.least(0);
      expect(box.x + box.width).to.be.at.most(48);
      expect(box.y + box.height).to.be.at.most(48);
      const gold = cardRecord(name).gold;
      const badge = el.shadowRoot!.querySelector('.badge.value');
      if (gold > 0) expect(badge!.querySelector('.sr-only')!.textContent).to.equal(`Worth ${gold} gold`);
      else expect(badge).to.equal(null);
    });
  }

  it('a hand of every card passes axe', async () => {
    const el = await fixture(
      html`<div>${CARD_NAMES.map((n) => {
        const f = cardFace(n);
        return html`<tt-card .name=${f.name} .text=${f.text} .tone=${f.tone} .art=${f.art} .value=${f.value} .valueLabel=${f.valueLabel}></tt-card>`;
      })}</div>`,
    );
    await expect(el).to.be.accessible();
  });
});
