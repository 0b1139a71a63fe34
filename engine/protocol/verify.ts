/**
 * Verifying a whole recorded networked game (`npm run verify`): every entry's
 * signature, the history with every proof checked, and the audit — each seat's
 * published secret must match its commitments, and with all secrets every
 * shuffle pass the history used must open to distinct cards of the deck, the
 * same cards in every pass of one shuffle. Passes nobody built on are not the
 * game's and are not opened (an unused forged pass must not blame an honest
 * seat). The report names every refused entry, every rejection and every
 * conviction with its author.
 */
import type { AnyGame, Outcome } from '../core/game.js';
import { fromB64 } from './bytes.js';
import type { Entry } from './entry.js';
import type { History } from './history.js';
import { Log } from './log.js';
import { naturalEnd, roomMachine, roomOutcome, type RoomEnd, type RoomState } from './room.js';
import { cardTable, decodeDeck, fromBase64url, openDeck, sameCards } from './poker/index.js';
import { seatKeyOf } from './hands.js';

export interface VerifyReport {
  readonly ok: boolean;
  readonly version: number;
  readonly entries: number;
  readonly chain: number;
  readonly refused: readonly { author: string | null; code: string; message: string }[];
  readonly rejected: readonly { id: string; author: string; code: string; message: string }[];
  readonly convictions: readonly { author: string; seat: number | null; entries: readonly string[] }[];
  readonly over: boolean;
  readonly end: RoomEnd | null;
  readonly outcome: Outcome | null;
  readonly audit: 'passed' | 'incomplete' | 'unaudited' | { failed: string; entry: string; author: string };
}

export async function verifyRoom(room: string, code: string, raws: readonly unknown[], games: ReadonlyMap<string, AnyGame>): Promise<VerifyReport> {
  const log = new Log<RoomState>(room, roomMachine({ room, code, games }));
  await log.ingest(raws);
  const h = log.history();
  const head = h.chain[h.chain.length - 1];
  const s = head?.state;
  const game = s ? games.get(s.gameId) : undefined;
  const over = !!s && !!game && (naturalEnd(s, game) || s.end !== null);
  const audit = !s || !game || !over ? 'incomplete' : s.end ? 'unaudited' : auditShuffles(s, game, h);
  const report = {
    version: 2,
    entries: log.all().size,
    chain: h.chain.length,
    refused: log.refusals().map((r) => ({ author: r.author, code: r.error.code, message: r.error.message })),
    rejected: h.rejected.map((r) => ({ id: r.id, author: r.entry.author, code: r.error.code, message: r.error.message })),
    convictions: h.convictions.map((c) => ({ author: c.author, seat: c.seat, entries: c.entries.map((e) => e.id) })),
    over,
    end: s?.end ?? null,
    outcome: s && game ? roomOutcome(s, game) : null,
    audit,
  };
  return { ok: !report.refused.length && !report.rejected.length && !report.convictions.length && audit === 'passed', ...report };
}

/** With every seat's secret: each pass the history used opens to distinct cards, the same in every pass of one shuffle. */
function auditShuffles(s: RoomState, game: AnyGame, h: History<RoomState>): VerifyReport['audit'] {
  if (s.audit.some((x) => x === null)) return 'incomplete';
  if (!s.poker) return 'passed';
  const secrets = s.audit.map((x) => seatKeyOf(fromB64(x, 32)!).x);
  const table = cardTable(s.poker.deck, game.cards(s.config, s.seats.length).length);
  const shuffles = new Map<string, Entry[]>();
  for (const node of h.chain) {
    for (const a of node.applied) {
      if (a.entry.body.t !== 'pass') continue;
      const k = `${node.id}/${String(a.entry.body.round)}`;
      shuffles.set(k, [...(shuffles.get(k) ?? []), a.entry]);
    }
  }
  for (const passes of shuffles.values()) {
    let first: number[] | null = null;
    for (const e of passes) {
      const bytes = fromBase64url(e.body.deck);
      const n = bytes.ok ? bytes.value.length / 64 : 0;
      const deck = bytes.ok ? decodeDeck(bytes.value, n) : null;
      const cards = deck?.ok ? openDeck(deck.value, secrets, table) : null;
      const distinct = cards?.ok && new Set(cards.value).size === cards.value.length;
      if (!cards?.ok || !distinct || (first && !sameCards(first, cards.value))) {
        return { failed: 'A shuffle pass does not hold the cards it was given.', entry: String(e.body.seat), author: e.author };
      }
      first ??= cards.value;
    }
  }
  return 'passed';
}
