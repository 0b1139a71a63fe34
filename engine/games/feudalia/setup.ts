/**
 * Setting Feudalia up (the rulebook, "Setup", and the scenario book): every
 * vassal card of the box as a hidden-card handle, the supply, the fief draft
 * (or the scenario's fixed fiefs), the master deck and its five face-up
 * masters, the upgraded worker a player chooses, and each starting deck
 * shuffled with the tax collector in the discard pile.
 */
import type { Handle, Seat } from '../../core/game.js';
import { CATHEDRAL, FIEFS, MASTERS, SCENARIOS, SPECIFIC, STANDARD, VASSALS } from './cards.js';
import { freshTurn, NO_CUBES } from './state.js';
import type { Draw, FeudaliaConfig, FeudaliaState, FiefType, PlayerState, Scenario, Shown, VassalId } from './types.js';

export const scenarioOf = (config: FeudaliaConfig): Scenario => SCENARIOS.find((x) => x.id === config.scenario)!;

/** Each player's starting deck but the chosen worker, the tax collector first. */
function startingDeck(sc: Scenario): VassalId[] {
  const out: VassalId[] = [];
  for (const v of VASSALS) for (let i = 0; i < (sc.deck[v.id] ?? 0); i++) out.push(v.id);
  return out.sort((a, b) => (a === 'tax-collector' ? -1 : b === 'tax-collector' ? 1 : 0));
}

/**
 * Handle i's card before any shuffle: the seats' starting decks (seat by seat,
 * each tax collector first), then the rest of the box type by type.
 */
export function cardList(config: FeudaliaConfig, seats: number): readonly VassalId[] {
  const key = `${config.scenario}/${seats}`;
  const known = lists.get(key);
  if (known) return known;
  const deck = startingDeck(scenarioOf(config));
  const out: VassalId[] = [];
  for (let seat = 0; seat < seats; seat++) out.push(...deck);
  const used = new Map<VassalId, number>();
  for (const id of out) used.set(id, (used.get(id) ?? 0) + 1);
  for (const v of VASSALS) for (let i = used.get(v.id) ?? 0; i < v.count; i++) out.push(v.id);
  lists.set(key, out);
  return out;
}

/** The lists by scenario and seats: the invariants and the end's judgement read them at every step. */
const lists = new Map<string, readonly VassalId[]>();

/** The supply's vassal types at the start (Ready for Everything adds its drawn ones later). */
const supplyTypes = (sc: Scenario): readonly VassalId[] => (sc.id === 'ready' ? STANDARD : sc.supply);

function player(deck: readonly Handle[], tax: Shown): PlayerState {
  return { deck, hand: [], discard: [tax], played: [], fiefs: [], coins: 0, tokens: 0, out: false, caught: false, kept: [] };
}

export function initialState(config: FeudaliaConfig, seats: number): FeudaliaState {
  const sc = scenarioOf(config);
  const cards = cardList(config, seats);
  const perSeat = startingDeck(sc).length;
  const players: PlayerState[] = [];
  for (let seat = 0; seat < seats; seat++) {
    const first = seat * perSeat;
    const handles = Array.from({ length: perSeat }, (_, i) => first + i);
    players.push(player(handles.slice(1), { handle: first, card: 'tax-collector' }));
  }
  const inSupply = new Set(supplyTypes(sc));
  const supply: Partial<Record<VassalId, Handle[]>> = {};
  const box: Shown[] = [];
  for (let h = seats * perSeat; h < cards.length; h++) {
    const card = cards[h]!;
    if (inSupply.has(card)) (supply[card] ??= []).push(h);
    else box.push({ handle: h, card });
  }
  const tokenCount = (id: string) => CATHEDRAL.find((c) => c.id === id)!.tokens[seats] ?? 0;
  const draws: Draw[] = [];
  if (config.firstSeat === null) draws.push({ zone: 'first' });
  if (sc.id === 'ready') draws.push({ zone: 'specific', cleric: true }, ...Array.from({ length: 4 }, () => ({ zone: 'specific', cleric: false }) as const));
  const first = config.firstSeat ?? 0;
  const base: FeudaliaState = {
    config,
    seats,
    step: { kind: 'draft', seat: first, offer: [] },
    turn: freshTurn(first, 0),
    first,
    round: 0,
    players,
    supply,
    box,
    cathedralMasters: MASTERS.filter((m) => m.cathedral !== null).map((m) => m.id),
    masters: [],
    masterPile: [],
    masterBottom: [],
    fiefPile: FIEFS.filter((f) => f.faces.length === 1).map((f) => f.id),
    estates: FIEFS.filter((f) => f.faces.length === 2).map((f) => f.id),
    cathedral: {
      stage: 0,
      tokens: {
        foundations: tokenCount('foundations'),
        nave: tokenCount('nave'),
        dean: tokenCount('dean'),
        glass: tokenCount('glass'),
        silver: tokenCount('silver'),
      },
    },
    specificPool: sc.id === 'ready' ? SPECIFIC.slice() : [],
    draws,
    ending: false,
    winners: null,
  };
  return draws.length ? base : afterDraws(base);
}

/** Once the set-up's first draws are made: the fiefs (fixed, or the draft's first offer). */
export function afterDraws(s: FeudaliaState): FeudaliaState {
  const sc = scenarioOf(s.config);
  if (sc.fiefs) return fixedFiefs(s, sc.fiefs);
  return {
    ...s,
    step: { kind: 'draft', seat: s.first, offer: [] },
    draws: [
      { zone: 'fief', seat: s.first },
      { zone: 'fief', seat: s.first },
    ],
  };
}

/** A level 0 fief card as a player's fief. */
export function fiefFrom(card: number) {
  const face = FIEFS[card]!.faces[0]!;
  return { card, level: 0 as const, cubes: NO_CUBES, cities: Array.from({ length: face.cities }, () => null), used: 0 };
}

/** The Learning Game: "each player gets the same 3 fiefs", the first level 0 cards of those types. */
function fixedFiefs(s: FeudaliaState, types: readonly FiefType[]): FeudaliaState {
  let pile = s.fiefPile.slice();
  const players = s.players.map((p) => {
    const fiefs = types.map((t) => {
      const card = pile.find((id) => FIEFS[id]!.type === t)!;
      pile = pile.filter((id) => id !== card);
      return fiefFrom(card);
    });
    return { ...p, fiefs };
  });
  return mastersSetUp({ ...s, players, fiefPile: pile });
}

/** The fief types some player has. */
const typesInPlay = (s: FeudaliaState): Set<FiefType> => new Set(s.players.flatMap((p) => p.fiefs.map((f) => FIEFS[f.card]!.type)));

/**
 * "Check whether all 4 types of fief are in play … If any of them is missing, remove the master deck for that
 * type"; then "draw 5 basic masters and place them face up". The Learning Game's face-up masters are given.
 */
export function mastersSetUp(s: FeudaliaState): FeudaliaState {
  const sc = scenarioOf(s.config);
  const types = typesInPlay(s);
  const basic = MASTERS.filter((m) => m.cathedral === null && (m.colour === 'any' || types.has(m.colour))).map((m) => m.id);
  const pile = sc.masterDeck ? sc.masterDeck.slice() : basic;
  const draws: Draw[] = sc.faceUpMasters.length ? [] : Array.from({ length: Math.min(5, pile.length) }, () => ({ zone: 'master' }) as const);
  return workersOrDeal({ ...s, masters: sc.faceUpMasters.slice(), masterPile: pile, draws: [...s.draws, ...draws] });
}

/** The upgraded worker each player chooses (in turn order from the first), or straight to the deal. */
function workersOrDeal(s: FeudaliaState): FeudaliaState {
  if (scenarioOf(s.config).chooseWorker) return { ...s, step: { kind: 'worker', seat: s.first } };
  return { ...s, step: { kind: 'shuffle', seat: s.first, draw: 5, after: 'setup' } };
}

/** The next seat to choose a worker, or the deal. */
export function nextWorker(s: FeudaliaState, seat: Seat): FeudaliaState {
  const next = (seat + 1) % s.seats;
  if (next === s.first) return { ...s, step: { kind: 'shuffle', seat: s.first, draw: 5, after: 'setup' } };
  return { ...s, step: { kind: 'worker', seat: next } };
}

/** After a fief is kept in the draft: the left player gets the other and draws one more, or the draft ends. */
export function afterDraft(s: FeudaliaState, seat: Seat, leftover: number): FeudaliaState {
  const done = s.players.every((p) => p.fiefs.length === 3);
  if (done) return redrawOrMasters({ ...s, fiefPile: [...s.fiefPile, leftover] });
  const next = (seat + 1) % s.seats;
  return { ...s, step: { kind: 'draft', seat: next, offer: [leftover] }, draws: [{ zone: 'fief', seat: next }] };
}

/** A player with three fiefs of a type may put one back and draw another type, seat by seat from the first. */
export function redrawOrMasters(s: FeudaliaState, after: Seat | null = null): FeudaliaState {
  const start = after === null ? 0 : ((after - s.first + s.seats) % s.seats) + 1;
  for (let i = start; i < s.seats; i++) {
    const seat = (s.first + i) % s.seats;
    const types = s.players[seat]!.fiefs.map((f) => FIEFS[f.card]!.type);
    if (types.every((t) => t === types[0])) return { ...s, step: { kind: 'redraw', seat } };
  }
  return mastersSetUp(s);
}
