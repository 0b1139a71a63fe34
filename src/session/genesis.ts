/**
 * Opening a room from its code: the code names the room's genesis entry (its
 * id makes the code), which may come from this device's record or from a peer.
 */
import type * as Y from 'yjs';
import { entryId, type Entry } from '../../engine/protocol/entry.js';
import { roomCodeOf } from '../../engine/protocol/room-code.js';
import { jsonOf } from '../../engine/protocol/wire.js';
import { isGameId } from '../games.js';
import { logOf } from '../room/doc.js';
import type { OpenRoom } from '../room/connect.js';

/** The game of the genesis the code names, if `raws` (entries, or values of the document) hold it. */
export function genesisIn(code: string, raws: Iterable<unknown>): string | null {
  for (const raw of raws) {
    // A genesis has no room id in either form (wire.ts).
    const e = jsonOf(raw, '') as Entry | null;
    if (e?.parent !== '' || e.body?.t !== 'genesis' || !isGameId(e.body.game)) continue;
    try {
      if (roomCodeOf(entryId(e)) === code) return e.body.game as string;
    } catch {
      // Not an entry: not the genesis.
    }
  }
  return null;
}

/** Waits until this device's record or the document holds the genesis the code names; returns its game. */
export async function genesisGame(room: { readonly doc: Y.Doc }, code: string, saved: readonly Entry[]): Promise<string> {
  const find = () => genesisIn(code, [...saved, ...logOf(room.doc).toArray()]);
  const now = find();
  if (now) return now;
  return new Promise((resolve) => {
    const log = logOf(room.doc);
    const check = () => {
      const g = find();
      if (g) {
        log.unobserve(check);
        resolve(g);
      }
    };
    log.observe(check);
  });
}

/**
 * A room's game: from `known` (this device's record, or the genesis it just made), and then the table may show
 * before the document is read (`fromRecord`); else the document is read first, and the genesis waited for.
 */
export async function roomGame(room: OpenRoom, code: string, known: readonly Entry[]): Promise<{ gameId: string; fromRecord: boolean }> {
  const fromRecord = genesisIn(code, known) !== null;
  if (!fromRecord) await room.connect();
  return { gameId: await genesisGame(room, code, known), fromRecord };
}
