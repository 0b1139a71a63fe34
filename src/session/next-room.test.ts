import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { Author } from '../../engine/protocol/author.js';
import type { RoomState } from '../../engine/protocol/room.js';
import { newIdentity } from '../../engine/protocol/sign.js';
import { NextRooms } from './next-room.js';

const ROOM = 'room-next';
const CODE_A = 'KQ7M-2PXA-H3TD';
const CODE_B = 'ZZ7M-2PXA-H3TD';
const store = { get: async () => undefined, set: async () => undefined };
const author = async () => new Author(ROOM, await newIdentity(), store, (n) => crypto.getRandomValues(new Uint8Array(n)));

async function table() {
  const [ana, bo, eve] = [await author(), await author(), await author()];
  // Ana at seat 0, Bo at seat 1; Eve is watching.
  const state = {
    seats: [
      { author: ana.key, bot: null, name: 'Ana' },
      { author: bo.key, bot: null, name: 'Bo' },
    ],
  } as unknown as RoomState;
  const doc = new Y.Doc();
  const seen = (who: Author) =>
    new NextRooms(
      doc,
      who,
      () => state,
      () => undefined,
    );
  return { ana, bo, eve, doc, seen };
}

describe('play again: the pointer to the next room', () => {
  it("is a seated player's signed pointer; the lowest seat's wins when two ask at once", async () => {
    const t = await table();
    const [a, b] = [t.seen(t.ana), t.seen(t.bo)];
    await b.point('genesis', CODE_B);
    await a.read();
    expect(a.current()).toEqual({ code: CODE_B, by: 'Bo', mine: false });
    await a.point('genesis', CODE_A);
    await b.read();
    expect(b.current()).toEqual({ code: CODE_A, by: 'Ana', mine: false });
    expect(a.current()).toEqual({ code: CODE_A, by: 'Ana', mine: true });
  });

  it('ignores a spectator, an edited code, a pointer filed under another key, one replayed from another room and junk', async () => {
    const t = await table();
    const bo = t.seen(t.bo);
    await t.seen(t.eve).point('genesis', CODE_A);
    await bo.read();
    expect(bo.current(), "a spectator's pointer").toBeNull();

    // Ana signs a pointer; someone edits its code and files it as hers.
    const signed = await t.ana.sign('genesis', { t: 'next', code: CODE_A });
    t.doc.getMap('next').set(t.ana.key, { ...signed, body: { t: 'next', code: CODE_B } });
    await bo.read();
    expect(bo.current(), 'an edited code breaks the signature').toBeNull();

    // Eve's own signed pointer filed under Ana's key.
    const eves = await t.eve.sign('genesis', { t: 'next', code: CODE_B });
    t.doc.getMap('next').set(t.ana.key, { ...eves });
    t.doc.getMap('next').set(t.bo.key, 'junk');
    await bo.read();
    expect(bo.current(), 'a pointer counts only under its own author').toBeNull();

    // Ana's own pointer, signed for another room (the same key there), replayed here.
    const elsewhere = await new Author('another-room', t.ana.identity, store, (n) => crypto.getRandomValues(new Uint8Array(n))).sign('genesis', {
      t: 'next',
      code: CODE_B,
    });
    t.doc.getMap('next').set(t.ana.key, { ...elsewhere });
    await bo.read();
    expect(bo.current(), 'a pointer signed for another room').toBeNull();

    t.doc.getMap('next').set(t.ana.key, { ...signed });
    await bo.read();
    expect(bo.current()).toEqual({ code: CODE_A, by: 'Ana', mine: false });
  });
});
