import { BOARDS, portProvince } from './board.js';
import { BOATS, CHIPS, CLOSED, KEEP_FREE, MARKETS, MERCHANTS, MYSTERIES, PER_KIND, START_MONEY, STARTING, tilesFor } from './data.js';
import { ending } from './mysteries.js';
import { nothingToDo } from './deals.js';
import { dropEmpty } from './draws.js';
import { enterRewards } from './rewards.js';
import { reveals, steps } from './legal.js';
import { countOf, minus, next, total, withPlayer } from './state.js';
import type { Counts, Draw, FeliniaConfig, FeliniaState, Market, PlayerState } from './types.js';

/** The Merchants' Guild, after the markets. */
const GUILD = MARKETS;

export function initialState(config: FeliniaConfig, seats: number): FeliniaState {
  const board = BOARDS[config.variant];
  const starting = STARTING[seats]!;
  const players: PlayerState[] = starting.map((kinds) => ({
    money: START_MONEY,
    goods: countOf(kinds),
    gold: 0,
    spice: 0,
    food: 0,
    stock: MERCHANTS,
    own: [false, false, false],
    trade: [],
    chips: [],
    places: [],
  }));
  const dealt = countOf(starting.flat());
  const full: Counts = { books: PER_KIND, wine: PER_KIND, watches: PER_KIND, clothing: PER_KIND, glass: PER_KIND };
  const closed = CLOSED[seats]!;
  const markets: Market[] = Array.from({ length: MARKETS + 1 }, (_, i) => ({ closed: closed.includes(i), goods: [], bids: [] }));
  const tiles = tilesFor(config.variant);
  const draws: Draw[] = [];
  const advanced = config.variant === 'advanced';
  // The advanced game's Mysterious Place cards are shuffled first, out of everyone's sight.
  if (advanced) draws.push({ zone: 'mysteries' });
  if (config.firstSeat === null) draws.push({ zone: 'first' });
  for (let b = 0; b < 4; b++) draws.push({ zone: 'boat', to: b });
  if (config.seeTop) draws.push({ zone: 'boat', to: 'top' });
  for (let m = 0; m < MARKETS; m++) if (!closed.includes(m)) draws.push({ zone: 'bag', to: { market: m } }, { zone: 'bag', to: { market: m } });
  // The advanced game lays every trade tile face up at the start: each post's tile is drawn now.
  if (advanced) for (const p of board.provinces) if (p.role === 'post') draws.push({ zone: 'trade', province: p.id });
  return {
    config,
    seats,
    phase: 'setup',
    round: 1,
    first: config.firstSeat ?? 0,
    bidRound: 0,
    turn: config.firstSeat ?? 0,
    players,
    bag: minus(full, dealt),
    markets,
    at: 0,
    boarding: null,
    boats: Array.from({ length: 4 }, () => ({ tile: null, riders: [] })),
    grey: BOATS.filter((b) => b.back === 'grey').map((b) => b.id),
    blue: BOATS.filter((b) => b.back === 'blue').map((b) => b.id),
    top: null,
    discarded: [],
    removed: [],
    posts: board.provinces.map((p) => (p.role === 'post' ? 'down' : null)),
    hidden: [0, 1, 2, 3, 4].map((c) => tiles.filter((t) => t.country === c).map((t) => t.id)),
    merchants: board.provinces.map(() => null),
    chips: CHIPS.map((c) => c.id),
    sailing: [],
    walk: null,
    storing: [],
    final: false,
    deck: advanced ? MYSTERIES.map((c) => c.id) : [],
    mystery: null,
    caught: [],
    draws,
  };
}

/** Boat tiles left in the pile (the face-up top counts). */
const pileSize = (s: FeliniaState): number => s.grey.length + s.blue.length + (s.top === null ? 0 : 1);

/** Where trading goes next from location `from` on: the first market or the guild with bid tokens, or null. */
const nextLocation = (s: FeliniaState, from: number): number | null => {
  for (let i = from; i <= GUILD; i++) if (s.markets[i]!.bids.length) return i;
  return null;
};

/** The boats that sail now, in order of departure: the full ones, else the earliest; at the end every boat with merchants. */
function sailingNow(s: FeliniaState): number[] {
  const departs = (i: number) => BOATS[s.boats[i]!.tile!]!.departs;
  const loaded = [0, 1, 2, 3].filter((i) => s.boats[i]!.tile !== null);
  const pick = s.final
    ? loaded.filter((i) => s.boats[i]!.riders.length > 0)
    : loaded.filter((i) => s.boats[i]!.riders.length === BOATS[s.boats[i]!.tile!]!.spaces);
  if (pick.length || s.final) return pick.sort((a, b) => departs(a) - departs(b));
  const earliest = loaded.sort((a, b) => departs(a) - departs(b))[0];
  return earliest === undefined ? [] : [earliest];
}

/** Takes the next token off the location being traded (after its owner's turn) and moves on. */
export function endTurnAt(s: FeliniaState): FeliniaState {
  const m = s.markets[s.at]!;
  return { ...s, boarding: null, markets: s.markets.map((x, i) => (i === s.at ? { ...x, bids: m.bids.slice(0, -1) } : x)) };
}

/** A merchant walks from its boat: its first step is the province next to the port. */
function startWalk(s: FeliniaState, boat: number): FeliniaState {
  const b = s.boats[boat]!;
  const seat = b.riders[0]!;
  const country = BOATS[b.tile!]!.country;
  const port = portProvince(s.config.variant, country);
  const walk = { seat, country, path: [port], steps: 2, reveals: s.config.variant === 'basic' ? 2 : 0 };
  return enterRewards({ ...s, walk, boats: s.boats.map((x, i) => (i === boat ? { ...x, riders: x.riders.slice(1) } : x)) }, seat, port);
}

/** The walk ends short of a trade tile: the merchant goes home to its player's stock. */
export function home(s: FeliniaState): FeliniaState {
  const seat = s.walk!.seat;
  return withPlayer({ ...s, walk: null }, seat, (p) => ({ ...p, stock: p.stock + 1 }));
}

/** Exploration goes on: the next merchant of the boat sailing, the next boat, then storage or the end. */
function explore(s: FeliniaState): FeliniaState {
  let t = s;
  while (t.sailing.length) {
    const boat = t.sailing[0]!;
    const b = t.boats[boat]!;
    if (b.riders.length) return startWalk(t, boat);
    // Every merchant of this boat has walked: its tile is discarded, the empty boat returns to Katzburg.
    t = {
      ...t,
      sailing: t.sailing.slice(1),
      discarded: [...t.discarded, b.tile!],
      boats: t.boats.map((x, i) => (i === boat ? { tile: null, riders: [] } : x)),
    };
  }
  if (t.final) return ending(t);
  const storing = t.players.flatMap((p, i) => (total(p.goods) > KEEP_FREE ? [i] : []));
  return { ...t, phase: 'storage', storing };
}

/** Preparation for the next round: boats refilled (or the last exploration), markets to 3, the first player card passed. */
function prepare(s: FeliniaState): FeliniaState {
  const players = s.players.map((p) => ({ ...p, own: [false, false, false] }));
  const empty = [0, 1, 2, 3].filter((i) => s.boats[i]!.tile === null);
  if (empty.length > pileSize(s)) {
    // Not enough boat tiles: every boat with merchants leaves now, then the game is scored.
    return explorationStart({ ...s, players, final: true });
  }
  // The face-up top tile (the very-experienced variant) fills the first empty boat; the others are drawn.
  const byTop = s.top === null ? undefined : empty[0];
  const boats = byTop === undefined ? s.boats : s.boats.map((b, i) => (i === byTop ? { tile: s.top, riders: [] } : b));
  const top = byTop === undefined ? s.top : null;
  const draws: Draw[] = empty.filter((i) => i !== byTop).map((to) => ({ zone: 'boat', to }));
  if (s.config.seeTop && top === null) draws.push({ zone: 'boat', to: 'top' });
  for (let m = 0; m < MARKETS; m++) {
    const market = s.markets[m]!;
    if (!market.closed) for (let k = market.goods.length; k < 3; k++) draws.push({ zone: 'bag', to: { market: m } });
  }
  const first = next(s, s.first);
  return { ...s, players, boats, top, phase: 'bidding', round: s.round + 1, first, turn: first, bidRound: 0, at: 0, draws };
}

function explorationStart(s: FeliniaState): FeliniaState {
  return explore({ ...s, phase: 'exploration', sailing: sailingNow(s), walk: null });
}

/**
 * Everything that follows without a choice: set-up ends, a bidding round turns, trading moves to the next
 * token or location (a token with nothing to do goes back), phases follow one another. Stops at a draw or a choice.
 */
export function settle(state: FeliniaState): FeliniaState {
  let s = state;
  for (let guard = 0; guard < 1000; guard++) {
    s = dropEmpty(s);
    if (s.draws.length || s.mystery || s.phase === 'over' || s.phase === 'reveal') return s;
    if (s.phase === 'setup') s = { ...s, phase: 'bidding', turn: s.first };
    else if (s.phase === 'bidding') {
      if (s.bidRound < 3) return s;
      const at = nextLocation(s, 0);
      s = at === null ? explorationStart(s) : { ...s, phase: 'trading', at };
    } else if (s.phase === 'trading') {
      if (s.boarding !== null) return s;
      const at = nextLocation(s, s.at);
      if (at === null) s = explorationStart(s);
      else if (at !== s.at) s = { ...s, at };
      else if (nothingToDo(s)) s = endTurnAt(s);
      else return s;
    } else if (s.phase === 'exploration') {
      if (s.walk && (reveals(s).length || steps(s).length)) return s;
      s = s.walk ? home(s) : explore(s);
    } else if (s.phase === 'storage') {
      if (s.storing.length) return s;
      s = prepare(s);
    }
  }
  throw new Error('felinia: settle did not settle');
}
