/**
 * Who sees which hidden card (`viewers`) and the per-seat View the UI renders.
 * A seat sees its own hand, the deck cards its Council Member peeks at, and the
 * hand its Spy looks at; everything face up is in the state itself.
 */
import type { Handle, Knowledge, Seat } from '../../core/game.js';
import { blocked } from './blocked.js';
import { isCardName } from './cards.js';
import { cardsWon, outcomeOf, scorePile } from './scoring.js';
import type { FeebletonState, FeebletonView, OutcomeView, PeekView, Phase, PlayerView, Shown, WindowView } from './types.js';

export function viewers(s: FeebletonState): Map<Handle, readonly Seat[]> {
  const out = new Map<Handle, readonly Seat[]>();
  const me = s.turn.seat;
  s.hands.forEach((hand, seat) => {
    const who = s.step.kind === 'spy' && s.step.target === seat ? [seat, me] : [seat];
    for (const h of hand) out.set(h, who);
  });
  if (s.step.kind === 'arrange') for (const h of s.step.handles) out.set(h, [me]);
  return out;
}

const PHASE: Record<FeebletonState['step']['kind'], Phase> = {
  'setup-shuffle': 'setup',
  'setup-first': 'setup',
  play: 'play',
  react: 'reaction',
  spy: 'spy',
  arrange: 'arrange',
  steal: 'dealing',
  reshuffle: 'dealing',
  broker: 'dealing',
  over: 'over',
};

function shownFrom(handles: readonly Handle[], knows: Knowledge): Shown[] {
  const out: Shown[] = [];
  for (const handle of handles) {
    const card = knows.get(handle);
    if (card !== undefined && isCardName(card)) out.push({ handle, card });
  }
  return out;
}

/** Who must act now (for `toAct` and the prompt). */
export function actors(s: FeebletonState): readonly Seat[] {
  switch (s.step.kind) {
    case 'play':
    case 'spy':
    case 'arrange':
      return [s.turn.seat];
    case 'react':
      return s.step.window.waiting;
    default:
      return [];
  }
}

function windowView(s: FeebletonState, viewer: Seat | null): WindowView | null {
  if (s.step.kind !== 'react') return null;
  const w = s.step.window;
  const cause = s.feebleton.find((p) => p.handle === w.cause.handle) ?? { handle: w.cause.handle, card: w.cause.card, seat: w.by };
  return {
    kind: w.kind,
    cause,
    target: w.cause.target ?? null,
    eligible: w.eligible,
    waiting: w.waiting,
    reactions: w.reactions,
    mine: viewer !== null && w.waiting.includes(viewer),
  };
}

function peekView(s: FeebletonState, viewer: Seat | null, knows: Knowledge): PeekView | null {
  const me = s.turn.seat;
  const mine = viewer === me;
  if (s.step.kind === 'arrange') {
    return { seat: me, target: null, handles: s.step.handles, cards: mine ? shownFrom(s.step.handles, knows) : null };
  }
  if (s.step.kind === 'spy') {
    const handles = s.hands[s.step.target]!;
    return { seat: me, target: s.step.target, handles, cards: mine ? shownFrom(handles, knows) : null };
  }
  return null;
}

function playerView(s: FeebletonState, seat: Seat, acting: readonly Seat[]): PlayerView {
  const piles = s.piles[seat]!.map((cards) => ({ cards, score: scorePile(cards) }));
  return {
    seat,
    handCount: s.hands[seat]!.length,
    knownCards: s.known.filter((k) => s.hands[seat]!.includes(k.handle)),
    piles,
    gold: piles.reduce((sum, p) => sum + p.score.total, 0),
    cardsWon: cardsWon(s.piles[seat]!),
    guarded: s.turn.guarded.includes(seat),
    isTurn: s.turn.seat === seat,
    toAct: acting.includes(seat),
  };
}

function outcomeView(s: FeebletonState): OutcomeView | null {
  const o = outcomeOf(s);
  return o && { scores: o.scores, cardsWon: o.cardsWon, winners: o.winners, ranking: o.ranking, tiebreak: o.tiebreak };
}

const name = (seat: Seat, viewer: Seat | null): string => (seat === viewer ? 'You' : `Seat ${seat + 1}`);

/** One sentence: what happens now, addressed to the viewer. */
export function prompt(s: FeebletonState, viewer: Seat | null): string {
  const who = name(s.turn.seat, viewer);
  const you = viewer === s.turn.seat;
  switch (s.step.kind) {
    case 'setup-shuffle':
    case 'setup-first':
      return 'Shuffling and dealing…';
    case 'play':
      if (!s.turn.played) return you ? 'Play a card to Feebleton.' : `${who} is playing a card.`;
      return you ? `Play again (${s.turn.extraPlays} extra) or end your turn.` : `${who} may play again.`;
    case 'react': {
      const w = s.step.window;
      const card = w.kind === 'guard' ? 'a Guard' : 'the General';
      if (viewer !== null && w.waiting.includes(viewer)) return `${name(w.by, viewer)} played ${w.cause.card}: play ${card} or pass.`;
      return `Waiting for ${w.waiting.map((x) => name(x, viewer)).join(', ')} to answer ${w.cause.card}.`;
    }
    case 'spy':
      return you ? `You see Seat ${s.step.target + 1}'s hand: trade hands or not?` : `${who} is looking at Seat ${s.step.target + 1}'s hand.`;
    case 'arrange':
      return you ? 'Put the top cards of the deck back in any order.' : `${who} is looking at the top of the deck.`;
    case 'steal':
      return 'Taking a random card…';
    case 'reshuffle':
    case 'broker':
      return 'Shuffling…';
    case 'over': {
      const o = outcomeOf(s)!;
      const w = o.winners.map((x) => name(x, viewer)).join(' and ');
      return `Game over: ${w} ${o.winners.length > 1 || o.winners[0] === viewer ? 'win' : 'wins'}.`;
    }
  }
}

/** Exactly what `viewer` may see (null: a spectator). */
export function view(s: FeebletonState, viewer: Seat | null, knows: Knowledge): FeebletonView {
  const acting = actors(s);
  const shown = viewer !== null && viewer >= 0 && viewer < s.seats ? shownFrom(s.hands[viewer]!, knows) : [];
  const why = viewer !== null && shown.length ? blocked(s, viewer, knows, shown) : [];
  const ownHand = shown.map((c, i) => (why[i] ? { ...c, why: why[i]! } : c));
  return {
    viewer,
    seats: s.seats,
    phase: PHASE[s.step.kind],
    turn: { seat: s.turn.seat, number: s.turn.number, played: s.turn.played, extraPlays: s.turn.extraPlays },
    prompt: prompt(s, viewer),
    hand: ownHand,
    players: s.hands.map((_, seat) => playerView(s, seat, acting)),
    feebleton: s.feebleton,
    deckCount: s.deck.length,
    window: windowView(s, viewer),
    peek: peekView(s, viewer, knows),
    outcome: outcomeView(s),
  };
}

/** The handles `seat` sees now (what `viewers` lists for it), without building the map. */
export function visible(s: FeebletonState, seat: Seat): readonly Handle[] {
  const own = s.hands[seat] ?? [];
  if (s.step.kind === 'spy' && seat === s.turn.seat) return [...own, ...s.hands[s.step.target]!];
  if (s.step.kind === 'arrange' && seat === s.turn.seat) return [...own, ...s.step.handles];
  return own;
}
