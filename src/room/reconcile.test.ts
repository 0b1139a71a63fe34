import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Entry, EntryId } from '../../engine/protocol/entry.js';
import { behind, holdings, keptHoldings, Reconciler, type AwarenessLike } from './reconcile.js';

const entry = (author: string, n: number): [EntryId, Entry] => [`${author}-${n}` as EntryId, { author, sig: `${author}-${n}` } as unknown as Entry];

/** An awareness of this device (id 5) and the states other devices published. */
function awareness(others: Map<number, Record<string, unknown>>): AwarenessLike & { mine: Record<string, unknown> } {
  const mine: Record<string, unknown> = {};
  return {
    clientID: 5,
    mine,
    getStates: () => new Map([[5, mine], ...others]),
    setLocalStateField: (k, v) => void (mine[k] = v),
    on: () => undefined,
    off: () => undefined,
  };
}

describe('what devices hold', () => {
  it('counts and hashes each author\u2019s entries, and names the authors a peer lacks', () => {
    const mine = holdings(new Map([entry('a', 1), entry('a', 2), entry('b', 1)]));
    expect(mine.a![0]).toBe(2);
    expect(behind(mine, holdings(new Map([entry('a', 1), entry('b', 1)])))).toEqual(['a']);
    expect(behind(mine, holdings(new Map([entry('a', 1), entry('a', 3), entry('b', 1)])))).toEqual(['a']);
    expect(behind(mine, mine)).toEqual([]);
  });

  it('kept between calls over a growing log, says what they say worked out afresh', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c'), fc.nat(40), fc.boolean()), { maxLength: 60 }), (steps) => {
        const kept = keptHoldings();
        const log = new Map<EntryId, Entry>();
        for (const [author, n, ask] of steps) {
          log.set(...entry(author, n));
          if (ask) expect(kept(log)).toEqual(holdings(log));
        }
        expect(kept(log)).toEqual(holdings(log));
      }),
    );
  });
});

describe('sending entries again', () => {
  function setup(theirs: Record<string, unknown>, otherHolder?: Record<string, unknown>) {
    let now = 0;
    const sent: string[][] = [];
    const entries = new Map([entry('a', 1), entry('a', 2)]);
    const states = new Map<number, Record<string, unknown>>([[9, theirs]]);
    if (otherHolder) states.set(2, otherHolder);
    const aw = awareness(states);
    const r = new Reconciler(aw, {
      patienceMs: 100,
      entries: () => entries,
      missing: () => [],
      stateVector: () => 'SV',
      resend: (es) => sent.push(es.map((e) => e.sig)),
      now: () => now,
      setTimer: () => undefined,
    });
    return { r, sent, advance: (ms: number) => void (now += ms), mine: aw.mine };
  }

  it('to a peer whose document Yjs thinks is the same but which lacks entries (squatted), once it stayed so, then backing off', () => {
    const lacking = holdings(new Map([entry('a', 1)]));
    const { r, sent, advance } = setup({ have: lacking, sv: 'SV' });
    expect(sent).toEqual([]);
    advance(100);
    r.check();
    expect(sent).toEqual([['a-1', 'a-2']]);
    advance(100);
    r.check();
    expect(sent).toHaveLength(1); // twice the wait now
    advance(100);
    r.check();
    expect(sent).toHaveLength(2);
  });

  it('never while Yjs is still syncing that peer (another state vector)', () => {
    const { r, sent, advance } = setup({ have: holdings(new Map([entry('a', 1)])), sv: 'OTHER' });
    advance(10_000);
    r.check();
    expect(sent).toEqual([]);
  });

  it('leaves it to the first device, by awareness id, that holds the same: others wait three times as long', () => {
    const all = holdings(new Map([entry('a', 1), entry('a', 2)]));
    const { r, sent, advance } = setup({ have: holdings(new Map([entry('a', 1)])), sv: 'SV' }, { have: all, sv: 'SV' });
    advance(100);
    r.check();
    advance(100);
    r.check();
    expect(sent).toEqual([]);
    advance(100);
    r.check();
    expect(sent).toHaveLength(1);
  });
});
