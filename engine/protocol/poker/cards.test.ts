import { describe, expect, it } from 'vitest';
import { cardPoint, cardTable, openCardB64 } from './cards.js';
import { encodeCiphertext, openCiphertext } from './elgamal.js';
import { toBase64url } from './bytes.js';

describe('card tables', () => {
  it('a table is the hashed points, their encodings and the reverse lookup', () => {
    const t = cardTable('cards-test/a', 5);
    t.points.forEach((p, i) => {
      expect(p.equals(cardPoint('cards-test/a', i))).toBe(true);
      expect(t.encodings[i]).toBe(toBase64url(p.toBytes()));
      expect(t.lookup(p)).toBe(i);
    });
    expect(t.lookup(cardPoint('cards-test/a', 5))).toBeUndefined();
    expect(openCardB64(t.encodings[2]!)).toBe(toBase64url(encodeCiphertext(openCiphertext(t.points[2]!))));
  });

  it('takes the encodings a device kept, and hashes nothing', () => {
    const kept = cardTable('cards-test/b', 4).encodings.slice();
    // A page that never built this deck's table: what was kept is used as it is (here another deck's, to show nothing is hashed).
    let asked = 0;
    const t = cardTable('cards-test/b-reopened', 4, (key, run) => {
      asked++;
      expect(key).toBe('cards/4/cards-test/b-reopened');
      void run;
      return kept;
    });
    expect(asked).toBe(1);
    expect(t.encodings).toEqual(kept);
  });

  it('works the encodings out again when the kept ones are not well formed (storage is not trusted to be intact)', () => {
    const right = cardTable('cards-test/c', 3).encodings;
    for (const bad of [['x', 'y', 'z'], right.slice(0, 2), [...right.slice(0, 2), 'AAAA'], 'not a list']) {
      const label = `cards-test/c-bad-${JSON.stringify(bad).length}`;
      const t = cardTable(label, 3, () => bad as string[]);
      t.encodings.forEach((e, i) => expect(e).toBe(toBase64url(cardPoint(label, i).toBytes())));
    }
  });

  it('files the encodings with whoever keeps them even when this page built the table before', () => {
    cardTable('cards-test/d', 2);
    const filed: string[][] = [];
    cardTable('cards-test/d', 2, (_, run) => {
      const v = run();
      filed.push(v);
      return v;
    });
    expect(filed).toEqual([cardTable('cards-test/d', 2).encodings]);
  });
});
