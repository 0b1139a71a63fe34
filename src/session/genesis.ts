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

/** Waits until this device's record or the document holds the genesis the code names; returns its game. */
export async function genesisGame(room: { readonly doc: Y.Doc }, code: string, saved: readonly Entry[]): Promise<string> {
  const named = (raw: unknown): string | null => {
    // A genesis has no room id in either form (wire.ts).
    const e = jsonOf(raw, '') as Entry | null;
    if (e?.parent !== '' || e.body?.t !== 'genesis' || !isGameId(e.body.game)) return null;
    try {
      return roomCodeOf(entryId(e)) === code ? (e.body.game as string) : null;
    } catch {
      return null;
    }
  };
  const find = (): string | null => {
    for (const raw of [...saved, ...logOf(room.doc).toArray()]) {
      const g = named(raw);
      if (g) return g;
    }
    return null;
  };
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
