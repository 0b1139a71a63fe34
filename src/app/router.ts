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
 */
export type Route =
  | { page: 'home' }
  | { page: 'new'; game: string; mode: 'hotseat' | 'solo' }
  | { page: 'play'; id: string }
  | { page: 'rules'; game: string }
  | { page: 'replay' }
  | { page: 'create'; game: string }
  | { page: 'join'; code: string }
  | { page: 'room'; code: string };

export function parseRoute(hash: string): Route {
  const parts = hash.replace(/^#\/?/, '').split('/').filter(Boolean).map(decodeURIComponent);
  const [a, b, c] = parts;
  if (a === 'new' && b && (c === 'hotseat' || c === 'solo')) return { page: 'new', game: b, mode: c };
  if (a === 'play' && b) return { page: 'play', id: b };
  if (a === 'rules') return { page: 'rules', game: b ?? '' };
  if (a === 'replay') return { page: 'replay' };
  if (a === 'room' && b === 'new') return { page: 'create', game: c ?? 'feebleton' };
  if (a === 'join') return { page: 'join', code: b ?? '' };
  if (a === 'room' && b) return { page: 'room', code: b };
  return { page: 'home' };
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
  }
}

export function go(route: Route): void {
  location.hash = href(route);
}
