/** Felinia's actions in English words, for the log of Node tools and tests (the tables word them from data, in the reader's language). */
import type { Seat } from '../../core/game.js';
import { COUNTRIES, BOATS, CHIPS } from './data.js';
import { MARKETS } from './data.js';
import type { FeliniaAction, FeliniaState } from './types.js';

const where = (at: number): string => (at === MARKETS ? "the Merchants' Guild" : `market ${at + 1}`);

export function describe(s: FeliniaState, a: FeliniaAction, seat: Seat, names: readonly string[]): string {
  const who = names[seat] ?? `Seat ${seat + 1}`;
  switch (a.type) {
    case 'bid':
      return a.at === 'own' ? `${who} bids on their own board for ${s.bidRound + 1} coins` : `${who} bids on ${where(a.at)}`;
    case 'buy':
      return `${who} buys ${a.kind}`;
    case 'exchange':
      return `${who} exchanges ${a.give} for ${a.take} and a ${a.extra}`;
    case 'chip': {
      const c = CHIPS[a.chip]!;
      return `${who} takes the ${c.figure} bonus chip (${c.effect === 'extra' ? 'one more tile' : '+1 a tile'}) for a gold and a spice`;
    }
    case 'pass':
      return `${who} takes their bid token back`;
    case 'board': {
      const tile = s.boats[a.boat]?.tile;
      const dest = tile === null || tile === undefined ? 'a boat' : `the boat to ${COUNTRIES[BOATS[tile]!.country]!.name}`;
      return `${who} boards ${dest}`;
    }
    case 'done':
      return `${who} boards no more`;
    case 'reveal':
      return `${who} turns up a trade tile`;
    case 'step':
      return `${who}'s merchant steps on`;
    case 'stop':
      return `${who}'s merchant stops`;
    case 'keep':
      return `${who} keeps ${a.goods.join(', ') || 'nothing'}`;
    case 'sell':
      return `${who} sells ${a.what}`;
    case 'mystery':
      if (a.keep === null) return `${who} keeps no Mysterious Place card`;
      return a.card === null ? `${who} keeps a Mysterious Place card` : `${who} keeps and shows the Mysterious Place card ${a.card}`;
    case 'show':
      return `${who} shows their Mysterious Place cards: ${a.cards.map((c) => c.card).join(', ')}`;
  }
}
