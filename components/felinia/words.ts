/**
 * Words for Felinia in the app's language: the countries and the trade tiles'
 * figures (the engine's own names are English data). Run at render time, so
 * msg() follows the language chosen.
 */
import { msg } from '@lit/localize';
import type { Figure, Kind } from '../../engine/games/felinia/types.js';

/** A country's name by its id (engine/games/felinia/data.ts COUNTRIES). */
export function countryName(country: number): string {
  switch (country) {
    case 0:
      return msg("Lion's Kingdom");
    case 1:
      return msg("Cheetah's Kingdom");
    case 2:
      return msg("Tiger's Kingdom");
    case 3:
      return msg("Panther's Kingdom");
    default:
      return msg("Lynx's Kingdom");
  }
}

export function figureName(f: Figure): string {
  switch (f) {
    case 'lion':
      return msg('Lion');
    case 'tiger':
      return msg('Tiger');
    case 'cheetah':
      return msg('Cheetah');
    case 'panther':
      return msg('Panther');
    case 'lynx':
      return msg('Lynx');
  }
}

/** A merchandise kind's name (rare books, fine wines, precision watches, luxury clothing, refined glassware). */
export function kindName(k: Kind): string {
  switch (k) {
    case 'books':
      return msg('Books');
    case 'wine':
      return msg('Wine');
    case 'watches':
      return msg('Watches');
    case 'clothing':
      return msg('Clothing');
    case 'glass':
      return msg('Glassware');
  }
}
