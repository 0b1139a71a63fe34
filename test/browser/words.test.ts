import { expect } from '@open-wc/testing';
import { actionLabel } from '../../components/feebleton/labels.js';
import { tablePrompt } from '../../components/feebleton/prompt.js';
import type { FeebletonView, PlayerView } from '../../engine/games/feebleton/types.js';

const names = ['Ana', 'Bo', 'Cy'];
const player = (seat: number, over: Partial<PlayerView> = {}): PlayerView => ({
  seat,
  handCount: 4,
  knownCards: [],
  piles: [],
  gold: 0,
  cardsWon: 0,
  guarded: false,
  isTurn: false,
  toAct: false,
  ...over,
});
const base: FeebletonView = {
  viewer: 0,
  seats: 3,
  phase: 'play',
  turn: { seat: 0, number: 1, played: false, extraPlays: 0 },
  prompt: '',
  hand: [],
  players: [player(0), player(1), player(2)],
  feebleton: [],
  deckCount: 50,
  window: null,
  peek: null,
  outcome: null,
};

describe('Feebleton words', () => {
  it('labels actions from their own fields', () => {
    expect(actionLabel({ type: 'play', handle: 1, card: 'Thief', target: 2 }, names)).to.equal('Play Thief on Cy');
    expect(actionLabel({ type: 'play', handle: 1, card: 'Artist', mode: 'shuffle' }, names)).to.equal('Play Artist: shuffle your hand into the deck, draw 4');
    expect(actionLabel({ type: 'play', handle: 1, card: 'Broker', use: false }, names)).to.equal('Play Broker without taking the hands');
    const v = { ...base, feebleton: [{ handle: 7, card: 'Noble' as const, seat: 1 }] };
    expect(actionLabel({ type: 'play', handle: 1, card: 'Historian', take: 7 }, names, v)).to.equal('Play Historian, taking a Noble from Feebleton');
    expect(actionLabel({ type: 'react', handle: 3, card: 'General' }, names)).to.equal('Play the General: prevent this End of Era');
    expect(actionLabel({ type: 'trade', trade: true }, names)).to.equal('Trade hands');
  });

  it('prompts the player whose turn it is, and names whose turn it is for everyone else', () => {
    expect(tablePrompt(base, names)).to.deep.equal({ text: 'Your turn: play a card.', mine: true });
    expect(tablePrompt({ ...base, turn: { ...base.turn, played: true, extraPlays: 2 } }, names).text).to.equal(
      'Your turn: play another card (2 extra plays left) or end your turn.',
    );
    expect(tablePrompt({ ...base, viewer: 1 }, names)).to.deep.equal({ text: "Ana's turn.", mine: false });
  });

  it('asks the target of a Thief for a Guard and tells the others who is being waited for', () => {
    const window = {
      kind: 'guard' as const,
      cause: { handle: 4, card: 'Thief' as const, seat: 1 },
      target: 0,
      eligible: [0],
      waiting: [0],
      reactions: [],
      mine: true,
    };
    const v = { ...base, phase: 'reaction' as const, turn: { ...base.turn, seat: 1 }, window };
    expect(tablePrompt(v, names)).to.deep.equal({ text: 'Bo played a Thief on you: play a Guard or pass', mine: true });
    const other = { ...v, viewer: 2, window: { ...window, mine: false } };
    expect(tablePrompt(other, names).text).to.equal('Bo played a Thief: waiting for Ana (a Guard or pass).');
  });

  it('announces the winner or a shared win at the end', () => {
    const over = { ...base, phase: 'over' as const, outcome: { scores: [27, 18, 3], cardsWon: [29, 20, 4], winners: [0], ranking: [0, 1, 2], tiebreak: '' } };
    expect(tablePrompt(over, names).text).to.equal('Game over: Ana wins with 27 gold.');
    const tie = { ...over, outcome: { ...over.outcome, winners: [0, 1] } };
    expect(tablePrompt(tie, names).text).to.equal('Game over: Ana and Bo tie.');
  });
});
