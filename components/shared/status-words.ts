/**
 * What a table says about the room's state, in the reader's language: who the
 * game waits for, the end-of-game audit and the entries every peer rejected. The controllers give data
 * (contract.ts `Waiting`, `Audit`, `RejectedEntry`); these words are made when the table is
 * drawn, so they follow a change of language at once.
 */
import { msg, str } from '@lit/localize';
import type { Seat } from '../../engine/core/game.js';
import type { Audit, RejectedEntry, Waiting } from './contract.js';
import type { RejectedLine } from './game-log.js';
import { sharedRefusal, type RefusalWords } from './refusals.js';

/** "Ana", "Ana and Bo", "Ana, Bo and Cy". */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  const head = items.slice(0, -1).join(', ');
  const last = items.at(-1);
  return msg(str`${head} and ${last}`);
}

const who = (seats: readonly Seat[], names: readonly string[]): string => listWords(seats.map((s) => names[s] ?? msg(str`Seat ${s + 1}`)));

function mainWords(w: Waiting, names: readonly string[]): string | null {
  const f = w.for;
  switch (f.kind) {
    case 'move': {
      const them = who(f.who, names);
      return f.sealed ? msg(str`Waiting for ${them} (answers stay sealed until everyone has answered)`) : msg(str`Waiting for ${them}`);
    }
    case 'audit': {
      const them = who(f.who, names);
      return msg(str`Waiting for ${them} to publish their secrets`);
    }
    case 'lots': {
      const them = who(f.who, names);
      return msg(str`Drawing lots: waiting for ${them}`);
    }
    case 'shuffle': {
      const them = who([f.who], names);
      const pass = f.pass;
      const of = f.of;
      return msg(str`Shuffling the cards: ${them} shuffles (${pass} of ${of})`);
    }
    case 'checking':
      return msg('Checking the shuffle…');
    case 'deal':
      return null;
  }
}

/** Who the game waits for, in a sentence or two. */
export function waitingWords(w: Waiting, names: readonly string[]): string {
  const main = mainWords(w, names);
  if (!w.dealing) return main ?? '';
  const to = who(w.dealing.to, names);
  const from = who(w.dealing.from, names);
  const dealing = msg(str`Dealing cards to ${to}: waiting for ${from}`);
  return main ? `${main}. ${dealing}` : dealing;
}

/** The end-of-game audit in a sentence. */
export function auditWords(a: Audit, names: readonly string[]): string {
  const name = (seat: Seat | null): string => (seat === null ? msg('a device in the room') : (names[seat] ?? msg(str`Seat ${seat + 1}`)));
  switch (a.kind) {
    case 'unaudited':
      return msg('Unaudited: the game ended before its natural end, so nobody published a secret.');
    case 'forfeit': {
      const n = name(a.seat);
      return msg(str`Not fully audited: ${n} never published their secret and was voted out; the result stands for everyone else.`);
    }
    case 'cheat': {
      const n = name(a.seat);
      return msg(str`Audit failed for ${n}, proven to have cheated in it; the result stands for everyone else.`);
    }
    case 'mismatch':
      return msg('Audit failed: a published secret does not match its commitments.');
    case 'waiting': {
      const them = who(a.who, names);
      return msg(str`Audit: waiting for ${them} to publish their secrets.`);
    }
    case 'passed':
      return msg('Audit passed: every secret matches, every proof checked.');
  }
}

/** The rejected entries as the log shows them: what each was, and why (the game's words for its refusals). */
export function rejectedLines(rejected: readonly RejectedEntry[], names: readonly string[], refusal: RefusalWords = sharedRefusal): RejectedLine[] {
  return rejected.map((r) => {
    const by = r.seat === null ? msg('Someone') : (names[r.seat] ?? msg(str`Seat ${r.seat + 1}`));
    switch (r.what.kind) {
      case 'entry':
        return { text: `${by}: ${r.what.t}`, reason: refusal(r.why, names) };
      case 'equivocation': {
        const ids = r.what.entries.join(', ');
        const text = r.what.host ? msg('The host signed two entries for one place in the log') : msg(str`${by} signed two entries for one place in the log`);
        return { text, reason: msg(str`Proof of cheating: ${ids}.`) };
      }
      case 'unreadable':
        return { text: msg('An unreadable entry'), reason: refusal(r.why, names) };
    }
  });
}
