/**
 * Hash routes, so any static host can serve the app (no server rewrites):
 *   #/                      home
 *   #/new/<game>/<mode>     new local game (mode: hotseat | solo)
 *   #/play/<id>             a saved local game
 *   #/rules[/<game>]        rules (of one game, or the list of games)
 *   #/replay                replay viewer
 *   #/room/new/<game>       create a networked room
 *   #/join[/<code>]         join a room by code (invite links land here)
 *   #/room/<code>           a networked room (lobby, then table)
 * Anything else is a page that does not exist, said so with a way back. A path
 * (`/room/<code>`, as a static host serving index.html for every path gives it)
 * is read as the same hash route.
 */
import { isGameId } from '../games.js';

export type Route =
  | { page: 'home' }
  | { page: 'new'; game: string; mode: 'hotseat' | 'solo' }
  | { page: 'play'; id: string }
  | { page: 'rules'; game: string }
  | { page: 'replay' }
  | { page: 'create'; game: string }
  | { page: 'join'; code: string }
  | { page: 'room'; code: string }
  /** Nothing lives here: `what` was asked for; `game` names the game it asked for, which this app does not have. */
  | { page: 'missing'; what: string; game?: string };

export function parseRoute(hash: string): Route {
  const parts = hash.replace(/^#\/?/, '').split('/').filter(Boolean).map(decodeURIComponent);
  const [a, b, c] = parts;
  const what = `#/${parts.join('/')}`;
  const noGame = (id: string): Route => ({ page: 'missing', what, game: id });
  if (a === undefined) return { page: 'home' };
  if (a === 'new' && b && (c === 'hotseat' || c === 'solo')) return isGameId(b) ? { page: 'new', game: b, mode: c } : noGame(b);
  if (a === 'play' && b) return { page: 'play', id: b };
  if (a === 'rules') return { page: 'rules', game: b ?? '' };
  if (a === 'replay') return { page: 'replay' };
  if (a === 'room' && b === 'new') return c === undefined || isGameId(c) ? { page: 'create', game: c ?? 'feebleton' } : noGame(c);
  if (a === 'join') return { page: 'join', code: b ?? '' };
  if (a === 'room' && b) return { page: 'room', code: b };
  return { page: 'missing', what };
}

/**
 * The route of a location: its hash; or, for a path other than the site's root
 * (a link written as /room/<code>), the same route as a hash (`canonical` is the
 * address to show instead), or a missing page.
 */
export function routeOf(loc: { pathname: string; hash: string }): { route: Route; canonical?: string } {
  if (loc.pathname === '/' || loc.pathname === '/index.html' || loc.hash) return { route: parseRoute(loc.hash) };
  const route = parseRoute(`#${loc.pathname}`);
  if (route.page === 'missing') return { route: { ...route, what: loc.pathname } };
  return { route, canonical: `/${href(route)}` };
}

export function href(route: Route): string {
  switch (route.page) {
    case 'home':
      return '#/';
    case 'new':
      return `#/new/${route.game}/${route.mode}`;
    case 'play':
      return `#/play/${encodeURIComponent(route.id)}`;
    case 'rules':
      return route.game ? `#/rules/${route.game}` : '#/rules';
    case 'replay':
      return '#/replay';
    case 'create':
      return `#/room/new/${route.game}`;
    case 'join':
      return route.code ? `#/join/${encodeURIComponent(route.code)}` : '#/join';
    case 'room':
      return `#/room/${encodeURIComponent(route.code)}`;
    case 'missing':
      return route.what.startsWith('#') ? route.what : '#/';
  }
}

export function go(route: Route): void {
  location.hash = href(route);
}
