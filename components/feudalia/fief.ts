/**
 * One fief card as it lies before its lord (the rulebook, "Upgrading a fief":
 * cities, level and type, VP, fields, the cost to upgrade): its type's colour,
 * the fields taken this turn, the cubes by resource (of 12 at the end of a
 * turn), each city with its master, the upgrade cost. The owner's moves on it
 * sit where they act: a cube to pay or drop is a button on that cube, a
 * master's moves on its city, the field actions, produced cubes, trades and
 * the upgrade on the card; in the owner's main phase, a "why not?" beside an
 * upgrade it cannot make, with the answer. No rules: the table says which
 * moves are legal, the controller's dry run why one is not.
 */
import { localized, msg, str } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { faceOf, FIEF_LIMIT, FIEFS, master } from '../../engine/games/feudalia/cards.js';
import type { FeudaliaAction, FiefState, Res } from '../../engine/games/feudalia/types.js';
import { base } from '../../components/shared/theme.js';
import { actButton, actStyles, whyButton } from './buttons.js';
import { costWords, masterActionWords } from './card-words.js';
import { FD_TOKENS, resStyle } from './palette.js';
import type { Legal } from './view.js';
import { fiefTypeName, masterCardName, RES, resName, vpWords } from './words.js';

type Of<T extends FeudaliaAction['type']> = Extract<FeudaliaAction, { type: T }>;

@localized()
@customElement('fd-fief')
export class FdFief extends LitElement {
  @property({ attribute: false }) fief: FiefState | null = null;
  /** The legal moves on this fief (the viewer's own, when it acts). */
  @property({ attribute: false }) moves: readonly Legal[] = [];
  /** The heading's level in the page's outline. */
  @property({ type: Number }) hlevel = 3;
  /** Its place among its lord's fiefs (the move a "why not?" asks about). */
  @property({ type: Number }) index = 0;
  /** Offer "why can I not upgrade?" when no upgrade is among the moves. */
  @property({ type: Boolean }) ask = false;
  /** The answer to the "why not?" asked here, or ''. */
  @property() answer = '';

  static override styles = [
    base,
    actStyles,
    css`
    :host { display: block; ${FD_TOKENS} }
    .card { border: 2px solid var(--strong); border-radius: var(--_radius); background: var(--_panel); overflow: hidden; height: 100%; }
    .band { background: var(--tint); color: var(--fd-ink); padding: 0.3rem 0.6rem; display: flex; flex-wrap: wrap; gap: 0.2rem 0.6rem; align-items: baseline; }
    .title { font-weight: 700; margin: 0; font-size: 1rem; }
    .vp { margin-left: auto; font-weight: 700; }
    .body { padding: 0.4rem 0.6rem 0.5rem; font-size: 0.88rem; }
    .facts { margin: 0 0 0.3rem; color: var(--_muted); }
    .nowrap { white-space: nowrap; }
    .answer { flex: 1 1 100%; margin: 0; color: var(--_bad); font-weight: 600; }
    .answer:empty { display: none; }
    .over { color: var(--_bad); font-weight: 700; }
    .cubes { display: flex; flex-wrap: wrap; gap: 0.3rem; margin: 0.2rem 0; padding: 0; list-style: none; }
    .cube { display: inline-flex; align-items: center; gap: 0.25rem; min-height: 32px; padding: 0.1rem 0.45rem; border-radius: 0.3rem;
      border: 2px solid var(--strong); background: var(--tint); color: var(--fd-ink); font-size: 0.85rem; }
    .cube .n { font-weight: 700; font-variant-numeric: tabular-nums; }
    .cube.lit { box-shadow: 0 0 0 2px var(--_accent); padding-right: 0.15rem; }
    button.on-cube { min-height: 32px; min-width: 44px; padding: 0 0.4rem; margin-left: 0.2rem; font-size: 0.8rem; }
    .empty { color: var(--_muted); font-style: italic; }
    ul.cities { list-style: none; margin: 0.3rem 0 0; padding: 0; display: grid; gap: 0.3rem; }
    .city { border: 1px dashed var(--_line); border-radius: 0.3rem; padding: 0.25rem 0.4rem; }
    .city.taken { border-style: solid; }
    .master { font-weight: 700; }
    .turned { font-weight: 400; color: var(--_muted); }
    .does { display: block; color: var(--_muted); font-size: 0.8rem; }
    .up { margin: 0.35rem 0 0; display: flex; flex-wrap: wrap; gap: 0.3rem; align-items: center; }
  `,
  ];

  override updated(changed: Map<string, unknown>): void {
    if (changed.has('answer') && this.answer) this.renderRoot.querySelector('.answer')?.scrollIntoView({ block: 'nearest' });
  }

  /** The facts line: the fields taken and the cubes held, the separator only between parts that are there. */
  private facts(f: FiefState, fields: number) {
    const used = f.used;
    const held = RES.reduce((n, r) => n + f.cubes[r], 0);
    const limit = FIEF_LIMIT;
    const taken = fields ? msg(str`Fields taken this turn: ${used} of ${fields}`) : '';
    const cubes = html`<span class=${held > limit ? 'over' : ''}>${msg(str`${held} of ${limit} cubes`)}</span>`;
    // The separator keeps to the part after it, so a wrapped line neither ends nor starts with it alone.
    return html`<p class="facts">${taken}${taken ? html` <span class="nowrap"><span aria-hidden="true">·</span> ${cubes}</span>` : cubes}</p>`;
  }

  /** The upgrade's cost and button, or a "why not?" and its answer. */
  private upgrade(cost: string, title: string) {
    const moves = this.moves.filter((l) => l.action.type === 'upgrade');
    const why =
      this.ask && cost && !moves.length
        ? html`${whyButton(this, msg(str`Why can I not upgrade this fief (${title})?`), { type: 'upgrade', fief: this.index })}
          <p class="answer" role="alert">${this.answer}</p>`
        : nothing;
    if (!cost) return moves.map((l) => actButton(this, l));
    return html`<div class="up"><span>${msg(str`Upgrade: ${cost}`)}</span>${moves.map((l) => actButton(this, l))}${why}</div>`;
  }

  private cubes(f: FiefState) {
    const moves = this.moves.filter((l): l is Legal & { action: Of<'pay'> | Of<'drop'> } => l.action.type === 'pay' || l.action.type === 'drop');
    const at = (r: Res) => moves.find((l) => l.action.res === r);
    const shown = RES.filter((r) => f.cubes[r] > 0 || at(r));
    if (!shown.length) return html`<p class="empty">${msg('No cubes')}</p>`;
    const short = (l: Legal) => (l.action.type === 'pay' ? msg('Pay') : msg('Drop'));
    return html`<ul class="cubes" aria-label=${msg('Cubes')}>${shown.map((r) => {
      const l = at(r);
      return html`<li class="cube ${l ? 'lit' : ''}" style=${resStyle(r)}><span class="n">${f.cubes[r]}</span> ${resName(r)}${
        l ? actButton(this, l, short(l), 'on-cube') : nothing
      }</li>`;
    })}</ul>`;
  }

  private cities(f: FiefState) {
    if (!f.cities.length) return nothing;
    const onCity = (c: number) =>
      this.moves.filter((l) => (l.action.type === 'use' || l.action.type === 'fire' || l.action.type === 'relocate') && l.action.city === c);
    return html`<ul class="cities" aria-label=${msg('Cities')}>${f.cities.map((slot, c) => {
      const n = c + 1;
      if (!slot) return html`<li class="city">${msg(str`City ${n}: free`)}</li>`;
      const m = master(slot.id);
      const name = masterCardName(slot.id);
      const moves = onCity(c);
      return html`<li class="city taken">
        <span class="master">${msg(str`City ${n}: ${name}`)}</span>${slot.used ? html` <span class="turned">${msg('(used this turn)')}</span>` : nothing}
        ${masterActionWords(m).map((w) => html`<span class="does">${w}</span>`)}
        ${moves.length ? html`<div class="acts">${moves.map((l) => actButton(this, l))}</div>` : nothing}
      </li>`;
    })}</ul>`;
  }

  override render() {
    const f = this.fief;
    if (!f) return nothing;
    const card = FIEFS[f.card]!;
    const face = faceOf(f);
    const type = fiefTypeName(card.type);
    const level = f.level;
    const here = this.moves.filter((l) => ['field', 'produce', 'trade', 'redraw'].includes(l.action.type));
    const cost = face.upgrade ? costWords(face.upgrade) : '';
    const title = msg(str`${type}, level ${level}`);
    return html`<div class="card" role="group" style=${resStyle(card.type)} aria-label=${title}>
      <div class="band"><p class="title" role="heading" aria-level=${this.hlevel}>${title}</p><span class="vp">${vpWords(face.vp)}</span></div>
      <div class="body">
        ${this.facts(f, face.fields)}
        ${this.cubes(f)}
        ${this.cities(f)}
        ${this.upgrade(cost, title)}
        ${here.length ? html`<div class="acts">${here.map((l) => actButton(this, l))}</div>` : nothing}
      </div>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'fd-fief': FdFief;
  }
}
