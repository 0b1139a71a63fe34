/**
 * A measurement in a fresh process, so that nothing is JIT-compiled or
 * memoised yet: the cold figures. The task comes as JSON in argv[2]; the
 * result goes back over the IPC channel (see fork.ts).
 */
import { readFileSync } from 'node:fs';
import { coldPlayouts, type BotName } from './playouts.js';
import type { Recording } from './record.js';
import { feudalia } from '../../engine/games/feudalia/index.js';
import { reopenOnce, replayOnce, type ArithPath } from './replay.js';

export type ChildTask =
  | { readonly task: 'replay'; readonly file: string; readonly arith?: ArithPath }
  | { readonly task: 'reopen'; readonly file: string; readonly checks: string; readonly game?: 'feudalia' }
  | { readonly task: 'playouts'; readonly bot: BotName; readonly games: number };

async function run(t: ChildTask): Promise<unknown> {
  if (t.task === 'playouts') return coldPlayouts(t.bot, t.games);
  const rec = JSON.parse(readFileSync(t.file, 'utf8')) as Recording;
  if (t.task === 'reopen') return reopenOnce(rec, readFileSync(t.checks, 'utf8'), t.game === 'feudalia' ? feudalia : undefined);
  return replayOnce(rec, t.arith);
}

const task = JSON.parse(process.argv[2] ?? '{}') as ChildTask;
run(task).then(
  (result) => process.send!({ ok: true, result }, () => process.exit(0)),
  (e: unknown) => process.send!({ ok: false, error: String((e as Error)?.stack ?? e) }, () => process.exit(1)),
);
