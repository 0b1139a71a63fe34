/** Each game's set-up options (src/app/options/<game>.ts), by game id. */
import { html } from 'lit';
import type { OptionsForm } from './form.js';
import { firstSeatForm } from './first-seat.js';
import { medievalManorOptions } from './medieval-manor.js';

/** A game without options shows no form. */
const NONE: OptionsForm = { render: () => html``, resize: (c) => c };

export function optionsFor(game: string): OptionsForm {
  switch (game) {
    case 'feebleton':
      return firstSeatForm('firstSeat');
    case 'feuville':
      return firstSeatForm('firstSeat');
    case 'medieval-manor':
      return medievalManorOptions;
    default:
      return NONE;
  }
}
