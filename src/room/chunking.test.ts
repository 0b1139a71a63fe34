import { describe, expect, it } from 'vitest';
import { CHUNK, MAX_CHUNKS, MAGIC, reassemble, split } from './chunking.js';

const message = (n: number) => Uint8Array.from({ length: n }, (_, i) => (i * 7 + 3) & 0xff);

describe('chunked data-channel messages', () => {
  it('splits a large message into marked chunks no larger than a chunk plus its header, and puts it back', () => {
    const m = message(5 * CHUNK + 123);
    const chunks = split(m, 42);
    expect(chunks).toHaveLength(6);
    for (const c of chunks) {
      expect(c[0]).toBe(MAGIC);
      expect(c.length).toBeLessThanOrEqual(CHUNK + 9);
    }
    const peer = {};
    const out = chunks.map((c) => reassemble(peer, c));
    expect(out.slice(0, -1)).toEqual([null, null, null, null, null]);
    expect(out.at(-1)).toEqual(m);
  });

  it('reassembles chunks that arrive out of order, and two messages in flight apart', () => {
    const a = message(3 * CHUNK);
    const b = message(2 * CHUNK + 1).reverse();
    const ca = split(a, 1);
    const cb = split(b, 2);
    const peer = {};
    const got = [cb[1]!, ca[2]!, ca[0]!, cb[2]!, cb[0]!, ca[1]!].map((c) => reassemble(peer, c)).filter(Boolean);
    expect(got).toEqual([b, a]);
  });

  it('ignores duplicates, impossible headers and truncated chunks', () => {
    const m = message(2 * CHUNK + 5);
    const [c0, c1, c2] = split(m, 9);
    const peer = {};
    expect(reassemble(peer, c0!)).toBeNull();
    expect(reassemble(peer, c0!)).toBeNull(); // a duplicate does not count twice
    expect(reassemble(peer, Uint8Array.of(MAGIC, 0, 0))).toBeNull();
    const bad = c1!.slice();
    bad[7] = 0;
    bad[8] = 1; // count 1: never chunked
    expect(reassemble(peer, bad)).toBeNull();
    expect(reassemble(peer, c1!)).toBeNull();
    expect(reassemble(peer, c2!)).toEqual(m);
  });

  it('bounds what a peer can make this one hold: no chunk over CHUNK, no message over MAX_CHUNKS chunks, two in flight', () => {
    // Version 1 capped the count only: a peer could send 1,024 chunks of any size, four messages at once (~1 GiB).
    const peer: Parameters<typeof reassemble>[0] = {};
    const [c0] = split(message(3 * CHUNK), 5);
    const fat = new Uint8Array(c0!.length + 1024);
    fat.set(c0!);
    expect(reassemble(peer, fat)).toBeNull();
    const huge = c0!.slice();
    new DataView(huge.buffer).setUint16(7, MAX_CHUNKS + 1);
    expect(reassemble(peer, huge)).toBeNull();
    expect(peer.__partials?.size ?? 0).toBe(0);
    for (let id = 0; id < 10; id++) reassemble(peer, split(message(3 * CHUNK), id)[0]!);
    expect(peer.__partials!.size).toBe(2);
    expect(MAX_CHUNKS * CHUNK).toBeLessThanOrEqual(16 * 1024 * 1024);
  });
});
