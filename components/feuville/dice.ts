/**
 * The two dice: what each shows and where it lies (a person, the Fairy, the
 * Gnome with the person he imitates, the Dragon for a double, the Town
 * Evaluation), or that they have not been rolled. A double is said aloud:
 * Dragomir wakes (the rulebook, "Roll both dice"). Each die is keyed `roll:<i>`
 * (motion.ts): a die used on the board slides there from here.
 */
import { localized } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { DiceView, Face, Person } from '../../engine/games/feuville/types.js';
import { PERSONS } from '../../engine/games/feuville/types.js';
import { base } from '../../components/shared/theme.js';
import { t, type Words } from './i18n.js';
import './die.js';

/** Where die `i` lies, in words. */
export function dieWhere(d: DiceView, i: number, gnome: Face | null, w: Words): string {
  const place = d.places[i];
  switch (place) {
    case 'person': {
      const person: Person = PERSONS[(d.values[i] ?? 1) - 1] ?? 'entertainer';
      return w.atPerson[person];
    }
    case 'fairy':
      return w.onFairy;
    case 'gnome':
      return gnome ? w.gnomeAs(PERSONS[gnome - 1]!) : w.gnome;
    case 'dragon':
      return w.onDragon;
    case 'town':
      return w.onTown;
    default:
      return w.unused;
  }
}

@localized()
@customElement('fv-dice')
export class FvDice extends LitElement {
  /** The dice this turn, or null before the roll. */
  @property({ attribute: false }) dice: DiceView | null = null;
  /** The person the Gnome imitates, or null. */
  @property({ type: Number }) gnome: Face | null = null;

  static override styles = [
    base,
    css`
    :host { display: block; }
    ul { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; margin: 0; padding: 0; list-style: none; }
    li { display: flex; gap: 0.5rem; align-items: center; font-size: 0.9rem; }
    li.used fv-die { opacity: 0.7; }
    .double { margin: 0.35rem 0 0; color: var(--_bad); font-weight: 700; }
    .none { margin: 0; color: var(--_muted); font-size: 0.9rem; }
    @media (max-width: 599px) {
      /* A phone: the two dice side by side, each with its words beside it, so they take one line (table.ts). */
      ul { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 0.3rem 0.6rem; }
      li { gap: 0.35rem; font-size: 0.8rem; line-height: 1.15; min-width: 0; }
      fv-die { flex: none; width: 2.1rem; height: 2.1rem; padding: 0.22rem; }
    }
  `,
  ];

  override render() {
    const w = t();
    const d = this.dice;
    if (!d || d.values.length === 0) return html`<p class="none">${w.noDice}</p>`;
    const double = d.values.length === 2 && d.values[0] === d.values[1];
    return html`
      <ul aria-label=${w.dice}>
        ${d.values.map(
          (v, i) => html`<li class=${d.places[i] ? 'used' : ''}>
          <fv-die .pips=${v} ?fire=${double} data-flip=${`roll:${i}`} aria-hidden="true"></fv-die>
          <span>${w.dieAt(i + 1, v, dieWhere(d, i, this.gnome, w))}</span>
        </li>`,
        )}
      </ul>
      ${double ? html`<p class="double">${w.double}</p>` : nothing}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'fv-dice': FvDice;
  }
}
