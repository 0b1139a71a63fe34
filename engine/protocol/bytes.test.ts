import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { codePoints, utf8 } from './bytes.js';

describe('utf8', () => {
  it('gives the code-point-by-code-point bytes for every string, lone surrogates included (property, seeded)', () => {
    // Short and long (64 characters on, utf8 takes the native encoder when there is no surrogate).
    const long = { minLength: 60, maxLength: 400 };
    const strings = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.string({ unit: 'grapheme' }),
      fc.string({ unit: 'binary', ...long }),
      fc.string({ unit: 'grapheme', ...long }),
      fc.string(long),
      fc.base64String(long),
      // A lone surrogate inside a long string.
      fc.tuple(fc.string(long), fc.integer({ min: 0xd800, max: 0xdfff })).map(([x, c]) => `${x}${String.fromCharCode(c)}${x}`),
    );
    fc.assert(
      fc.property(strings, (s) => {
        expect([...utf8(s)]).toEqual([...codePoints(s)]);
      }),
      { numRuns: 2000, seed: Number(process.env.FC_SEED ?? 3) },
    );
  });

  it('keeps two strings that differ only in a lone surrogate apart (TextEncoder alone would not)', () => {
    for (const pad of ['', 'y'.repeat(70)]) {
      const [a, b] = [`x${pad}\uD800`, `x${pad}\uDC00`];
      expect([...utf8(a)]).not.toEqual([...utf8(b)]);
    }
    expect([...utf8('\uD83D\uDE00')]).toEqual([0xf0, 0x9f, 0x98, 0x80]);
    expect([...utf8('\uD800')]).toEqual([0xed, 0xa0, 0x80]);
  });
});
