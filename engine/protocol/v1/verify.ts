/**
 * FROZEN: protocol version 1, kept only to read rooms and records made before
 * version 2 (read-only, `npm run verify`). Nothing here runs in a room of this
 * version; do not change it (docs/protocol.md, "Versions").
 */
/**
 * Verifying a whole recorded networked game (`npm run verify`): every entry's
 * signature, the canonical history with every proof checked, and the audit —
 * each seat's published secret must match its commitments, and with all secrets
 * every shuffle pass must open to distinct cards of the deck, the same cards in
 * every pass of one shuffle. The report names the first bad entry and its author.
 */
import type { AnyGame, Outcome } from '../../core/game.js';
import { fromB64 } from '../bytes.js';
import type { Entry, EntryId } from './entry.js';
import { Log } from './log.js';
import { roomMachine, type RoomState } from './room.js';
import { cardTable, decodeDeck, fromBase64url, openDeck, sameCards } from '../poker/index.js';
import { seatKeyOf } from '../hands.js';

export interface VerifyReport {
  readonly ok: boolean;
  readonly entries: number;
  readonly chain: number;
  readonly refused: readonly { author: string | null; code: string; message: string }[];
  readonly rejected: readonly { id: string; author: string; code: string; message: string }[];
  readonly equivocations: readonly { author: string }[];
  readonly over: boolean;
  readonly outcome: Outcome | null;
  readonly audit: 'passed' | 'incomplete' | { failed: string; entry: string; author: string };
}

export async function verifyRoom(room: string, raws: readonly unknown[], games: ReadonlyMap<string, AnyGame>): Promise<VerifyReport> {
  const log = new Log<RoomState>(room, roomMachine({ room, games }));
  await log.ingest(raws);
  const h = log.history();
  const head = h.chain[h.chain.length - 1];
  const s = head?.state;
  const game = s ? games.get(s.gameId) : undefined;
  const over = !!s && s.phase === 'play' && !!game && game.pending(s.game) === null;
  const audit = s && over && game ? auditShuffles(s, game, log.all()) : 'incomplete';
  const report = {
    entries: log.all().size,
    chain: h.chain.length,
    refused: log.refusals().map((r) => ({ author: r.author, code: r.error.code, message: r.error.message })),
    rejected: h.rejected.map((r) => ({ id: r.id, author: r.entry.author, code: r.error.code, message: r.error.message })),
    equivocations: h.equivocations.map((e) => ({ author: e.author })),
    over,
    outcome: s && game && s.game !== null ? game.outcome(s.game) : null,
    audit,
  };
  return { ok: !report.refused.length && !report.rejected.length && audit === 'passed', ...report };
}

/** With every seat's secret: each pass of each shuffle opens to distinct cards, the same in every pass. */
function auditShuffles(s: RoomState, game: AnyGame, all: ReadonlyMap<EntryId, Entry>): VerifyReport['audit'] {
  if (s.audit.some((x) => x === null)) return 'incomplete';
  if (!s.poker) return 'passed';
  const secrets = s.audit.map((x) => seatKeyOf(fromB64(x, 32)!).x);
  const table = cardTable(s.poker.deck, game.cards(s.config, s.seats.length).length);
  const rounds = new Map<string, Entry[]>();
  for (const e of all.values()) {
    if (e.body.t !== 'pass') continue;
    const k = `${e.parent}/${String(e.body.round)}`;
    rounds.set(k, [...(rounds.get(k) ?? []), e]);
  }
  for (const passes of rounds.values()) {
    passes.sort((a, b) => Number(a.body.i) - Number(b.body.i));
    let first: number[] | null = null;
    for (const e of passes) {
      const bytes = fromBase64url(e.body.deck);
      const n = bytes.ok ? bytes.value.length / 64 : 0;
      const deck = bytes.ok ? decodeDeck(bytes.value, n) : null;
      const cards = deck?.ok ? openDeck(deck.value, secrets, table) : null;
      const distinct = cards?.ok && new Set(cards.value).size === cards.value.length;
      if (!cards?.ok || !distinct || (first && !sameCards(first, cards.value))) {
        return { failed: 'A shuffle pass does not hold the cards it was given.', entry: String(e.body.i), author: e.author };
      }
      first ??= cards.value;
    }
  }
  return 'passed';
}
