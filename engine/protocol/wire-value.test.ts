/**
 * The worded grammar of stored values (wire-value.ts) and its word list (wire-words.ts): a word is
 * written only by its number, a small integer only by its tag, and the list a document was written
 * with reads it for ever.
 */
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromB64, toB64 } from './bytes.js';
import type { Json } from './canonical.js';
import { parseEntry, signEntry } from './entry.js';
import { newIdentity } from './sign.js';
import { toWire } from './wire.js';
import { In, Out, get, put } from './wire-value.js';
import { WORDS } from './wire-words.js';

const write = (v: Json, worded = true): Uint8Array => {
  const o = new Out();
  put(o, v, worded);
  return o.done();
};
/** The one value these bytes hold, or null for anything else (a throw inside, bytes after it). */
const read = (b: Uint8Array, worded = true): Json | null => {
  try {
    const i = new In(b);
    const v = get(i, worded);
    return i.left === 0 ? v : null;
  } catch {
    return null;
  }
};
const utf8 = (s: string): number[] => [...new TextEncoder().encode(s)];

describe('wire: the word list', () => {
  it('holds distinct words, none empty, none that reads as base64 bytes (so a string has one form)', () => {
    expect(new Set(WORDS).size).toBe(WORDS.length);
    for (const w of WORDS) {
      expect(w.length, w).toBeGreaterThan(0);
      expect(w.length >= 16 && fromB64(w) !== null, w).toBe(false);
    }
  });

  it('is frozen: the forms 0xB6 and 0xB7 mean these 294 words, in this order, for ever', () => {
    // A changed, removed, reordered or added word would make stored documents read otherwise (a word
    // written out as text is refused): more words need new forms (wire-words.ts).
    expect(WORDS.length).toBe(294);
    expect(createHash('sha256').update(WORDS.join('\n')).digest('hex')).toBe(PINNED);
  });
});

describe('wire: the worded grammar', () => {
  it('writes a word by its number, a small integer by its tag, and reads back the very value (property)', () => {
    const word = fc.constantFrom(...WORDS);
    const value: fc.Arbitrary<Json> = fc.letrec<{ v: Json }>((tie) => ({
      v: fc.oneof(
        { depthSize: 'small' },
        word,
        fc.integer({ min: -40, max: 300 }),
        fc.string(),
        fc.uint8Array({ minLength: 10, maxLength: 40 }).map(toB64),
        fc.array(tie('v'), { maxLength: 4 }),
        fc.dictionary(fc.oneof(word, fc.string()), tie('v'), { maxKeys: 4, noNullPrototype: true }),
      ),
    })).v;
    fc.assert(
      fc.property(value, (v) => {
        const b = write(v);
        expect(read(b)).toEqual(v);
        expect(write(read(b)!)).toEqual(b);
      }),
      { seed: 17, numRuns: 500 },
    );
  });

  it('reads and writes the very bytes each grammar was first written in (pinned, not from the encoder)', () => {
    const plain = Uint8Array.of(0x08, 0x02, 0x04, ...utf8('seat'), 0x03, 0x02, 0x01, ...utf8('t'), 0x05, 0x04, ...utf8('move'));
    expect(read(plain, false)).toEqual({ seat: 2, t: 'move' });
    expect(write({ seat: 2, t: 'move' }, false)).toEqual(plain);
    // {t: 'move', seat: 2, action: {type: 'trade', give: 'wheat', get: 'wood'}, after: [an answer's 12 bytes]}
    const worded = Uint8Array.of(
      ...[0x08, 0x04, 0x03, 0x08, 0x03, 0x35, 0x88, 0x2e, 0x72, 0x04, 0x57, 0x14, 0x07, 0x01, 0x06, 0x0c],
      ...[0x2c, 0x3f, 0x1a, 0xf2, 0x58, 0xa2, 0xc0, 0x25, 0x96, 0x24, 0x9e, 0xa4, 0x02, 0x22, 0x01, 0x44],
    );
    const move = { t: 'move', seat: 2, action: { type: 'trade', give: 'wheat', get: 'wood' }, after: ['LD8a8liiwCWWJJ6k'] };
    expect(read(worded)).toEqual(move);
    expect(write(move)).toEqual(worded);
  });

  it('takes a move in well under half the plain bytes (32 against 86; its JSON is 104)', () => {
    const move = { t: 'move', seat: 2, action: { type: 'trade', give: 'wheat', get: 'wood' }, after: ['LD8a8liiwCWWJJ6k'] };
    expect(write(move).length).toBe(32);
    expect(write(move, false).length).toBe(86);
  });

  it('refuses every other form of a value: a word written out or in the long form, a small integer in the long form, a number past the list, too few bytes, too many words', () => {
    const move = WORDS.indexOf('move');
    const seat = WORDS.indexOf('seat');
    const late = WORDS.length - 1;
    expect([move, seat].every((n) => n >= 0 && n < 127)).toBe(true);
    expect(read(Uint8Array.of(0x40 + move))).toBe('move');
    expect(read(Uint8Array.of(0x09, ...uleb(late)))).toBe(WORDS[late]);
    expect(read(Uint8Array.of(0x08, 0x01, seat + 1, 0x22))).toEqual({ seat: 2 });
    expect(read(Uint8Array.of(0x08, 0x01, 0x00, 0x01, 0x7a, 0x22))).toEqual({ z: 2 });
    const bad: [string, Uint8Array][] = [
      ['a word written out', Uint8Array.of(0x05, 4, ...utf8('move'))],
      ['a short word in the long form', Uint8Array.of(0x09, move)],
      ['a word past the list', Uint8Array.of(0x09, ...uleb(WORDS.length))],
      ['a small integer in the long form', Uint8Array.of(0x03, 0x05)],
      ['a key that is a word written out', Uint8Array.of(0x08, 0x01, 0x00, 4, ...utf8('seat'), 0x22)],
      ['a key past the list', Uint8Array.of(0x08, 0x01, ...uleb(WORDS.length + 1), 0x22)],
      ['keys out of order', Uint8Array.of(0x08, 0x02, seat + 1, 0x22, WORDS.indexOf('action') + 1, 0x22)],
      ['base64 of 12 bytes written as text', Uint8Array.of(0x05, 16, ...utf8('LD8a8liiwCWWJJ6k'))],
      ['too few bytes', Uint8Array.of(0x06, 11, ...new Uint8Array(11))],
      ['a tag past the plain ones (0x0A\u20130x1F are none)', Uint8Array.of(0x0a)],
      ['the last byte that is no tag', Uint8Array.of(0x1f)],
    ];
    // A byte spells a word of up to 16 characters: words are counted, and past an entry's limit refused unread.
    const long = WORDS.slice(0, 192).reduce((a, w, k) => (w.length > WORDS[a]!.length ? k : a), 0);
    const spelling = (n: number) => Uint8Array.of(0x07, ...uleb(n), ...new Array(n).fill(0x40 + long));
    const most = Math.floor((48 * 1024) / WORDS[long]!.length);
    expect((read(spelling(most)) as string[]).length).toBe(most);
    bad.push(['more words than an entry holds', spelling(most + 1)]);
    for (const [what, b] of bad) expect(read(b), what).toBeNull();
    // The plain grammar has no words and no small-integer tags: what it wrote before reads as before.
    expect(read(Uint8Array.of(0x05, 4, ...utf8('move')), false)).toBe('move');
    expect(read(Uint8Array.of(0x03, 0x05), false)).toBe(5);
    expect(read(Uint8Array.of(0x40 + move), false)).toBeNull();
    expect(read(Uint8Array.of(0x09, ...uleb(late)), false)).toBeNull();
  });

  it('refuses an entry whose words spell more than an entry may hold as its JSON form is refused: oversized', async () => {
    const room = toB64(new Uint8Array(32).fill(7));
    const e = await signEntry(await newIdentity(), {
      room,
      parent: toB64(new Uint8Array(32).fill(1)),
      body: { t: 'x', a: Array(3100).fill('Cattle Enclosure') },
    });
    const w = toWire(e)!;
    expect(w.length).toBeLessThan(12 * 1024);
    expect(parseEntry({ ...e }, room)).toMatchObject({ ok: false, error: { code: 'oversized' } });
    expect(parseEntry(w, room)).toEqual(parseEntry({ ...e }, room));
  });

  it('fuzz: any bytes read as one value whose encoding they are, or as none (seeded; parseEntry\u2019s never-a-throw is in wire.test.ts)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 60 }), fc.boolean(), (b, worded) => {
        const v = read(b, worded);
        if (v !== null) expect(write(v, worded)).toEqual(b);
      }),
      { seed: 23, numRuns: 5000 },
    );
  });
});

function uleb(n: number): number[] {
  const out: number[] = [];
  while (n >= 0x80) {
    out.push((n % 0x80) | 0x80);
    n = Math.floor(n / 0x80);
  }
  out.push(n);
  return out;
}

/** SHA-256 of the 294 words joined by newlines. */
const PINNED = 'ba5b43fbecb29b4c04e82c7257d8e9cf8f7ed1ddfd4258831fbfa086ddfc651f';
