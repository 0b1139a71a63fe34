/**
 * How a Medieval Manor card looks on `<tt-card>`: its name and text in the
 * app's language (words.ts), its picture (card-art.ts), its family's frame
 * and ribbon (Bounty plain, Upgrade gold, Hardship red), and its badges: what
 * an Upgrade costs the player now (in Money) and the Victory Points a card
 * gains. From the engine's card data (cards.ts holds data, no rules); call at
 * render time.
 */
import { msg, str } from '@lit/localize';
import { html, type SVGTemplateResult, type TemplateResult } from 'lit';
import { cardRecord, isCardName } from '../../engine/games/medieval-manor/cards.js';
import type { CardKind, CardName } from '../../engine/games/medieval-manor/types.js';
import type { CardTone } from '../../components/shared/card.js';
import type { IconName } from '../../components/shared/icons.js';
import { cardArt } from './card-art.js';
import { cardName, cardText, kindName } from './words.js';
import '../../components/shared/card.js';

/** A card family's frame: Bounty the plain card, Upgrade gold, Hardship red. */
export function kindTone(kind: CardKind | string): CardTone {
  return kind === 'upgrade' ? 'great' : kind === 'hardship' ? 'era' : 'plain';
}

/** The Victory Points a card gains (a Bounty when played, an Upgrade each Upgrade Phase); null: none. */
export function cardVictory(name: CardName): number | null {
  if (!isCardName(name)) return null;
  const vp = cardRecord(name).gain.victory ?? 0;
  return vp > 0 ? vp : null;
}

/** Everything `<tt-card>` (and `<tt-hand>`) shows of a face-up card, in the app's language. */
export interface Face {
  readonly name: string;
  readonly text: string;
  readonly tone: CardTone;
  readonly ribbon: string;
  readonly art: SVGTemplateResult | null;
  readonly cost: number | null;
  readonly costLabel: string;
  readonly costIcon: IconName;
  readonly value: number | null;
  readonly valueLabel: string;
  readonly valueIcon: IconName;
}

/**
 * A card's face. `upgradeCost`: what the next Upgrade costs the player who holds it (the
 * view's `upgradeCost`), shown on Upgrades; `fallback`: the view's text for a name the data lacks.
 */
export function cardFace(name: CardName, upgradeCost: number | null = null, fallback = ''): Face {
  const kind: CardKind | null = isCardName(name) ? cardRecord(name).kind : null;
  const cost = kind === 'upgrade' ? upgradeCost : null;
  const value = cardVictory(name);
  return {
    name: cardName(name),
    text: cardText(name, fallback),
    tone: kindTone(kind ?? ''),
    ribbon: kind ? kindName(kind, true) : '',
    art: cardArt(name),
    cost,
    costLabel: cost === null ? '' : msg(str`Costs you ${cost} Money (Gold and Resources)`),
    costIcon: 'coin',
    value,
    valueLabel: value === null ? '' : value === 1 ? msg('Gains 1 Victory Point') : msg(str`Gains ${value} Victory Points`),
    valueIcon: 'victory',
  };
}

/** A face as a `<tt-card>`. */
export const faceCard = (f: Face, legal = false): TemplateResult =>
  html`<tt-card .name=${f.name} .text=${f.text} .tone=${f.tone} .ribbon=${f.ribbon} .art=${f.art} .cost=${f.cost} .costLabel=${f.costLabel}
    .costIcon=${f.costIcon} .value=${f.value} .valueLabel=${f.valueLabel} .valueIcon=${f.valueIcon} ?legal=${legal}></tt-card>`;
