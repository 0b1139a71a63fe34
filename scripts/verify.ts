/**
 * npm run verify -- game.json
 *
 * Checks an exported game record and prints the result as JSON. A networked
 * record carries every signed entry: each signature, the canonical history with
 * every proof, and the end-of-game audit are checked (engine/protocol/verify.ts).
 * Records made before protocol version 2 are checked by the frozen version-1
 * reader (engine/protocol/v1). A hot-seat or solo record carries the dealer's seed and the moves: the game is
 * replayed and every move must be legal. Exits 1 if anything fails.
 */
import { readFileSync } from 'node:fs';
import { loadGame, GAME_IDS } from '../src/games.js';
import { loadWasm } from '../engine/protocol/poker/wasm-load.js';
import { verifyRoom } from '../engine/protocol/verify.js';
import { verifyRoom as verifyVersionOne } from '../engine/protocol/v1/verify.js';
import { parseRecord } from '../src/session/controller.js';
import { LocalGame } from '../src/session/local.js';
import type { AnyGame } from '../engine/core/game.js';

async function main(): Promise<number> {
  const file = process.argv.slice(2).find((a) => !a.startsWith('-'));
  if (!file) {
    console.error('usage: npm run verify -- game.json');
    return 2;
  }
  const record = parseRecord(JSON.parse(readFileSync(file, 'utf8')));
  if (!record.ok) {
    console.log(JSON.stringify({ ok: false, error: record.error.message }, null, 2));
    return 1;
  }
  const r = record.value;
  const games = new Map<string, AnyGame>();
  for (const id of GAME_IDS) games.set(id, await loadGame(id));
  if (r.entries && r.room) {
    // Node checks whole games faster with libsodium's ristretto255 (engine/protocol/poker/wasm.ts: the
    // same answers as @noble for every input, agreement-tested); without it every check stays on @noble.
    await loadWasm();
    const t0 = performance.now();
    // Records of protocol version 1 (before the room code named the genesis) are checked by the frozen version-1 reader.
    const v1 = (r.entries[0] as { v?: unknown } | undefined)?.v === 1;
    const report = v1 ? { version: 1, ...(await verifyVersionOne(r.room, r.entries, games)) } : await verifyRoom(r.room, r.code ?? '', r.entries, games);
    console.log(JSON.stringify({ ...report, ms: Math.round(performance.now() - t0) }, null, 2));
    return report.ok ? 0 : 1;
  }
  if (r.seed === null) {
    console.log(JSON.stringify({ ok: false, error: 'The record has neither signed entries nor a dealer seed.' }, null, 2));
    return 1;
  }
  const game = games.get(r.gameId)!;
  const bots: number[] = [];
  const replayed = LocalGame.replay(game, { gameId: r.gameId, config: r.config, names: r.names, bots, seed: r.seed }, r.moves);
  const outcome = replayed.ok ? game.outcome(replayed.value.state) : null;
  console.log(JSON.stringify({ ok: replayed.ok, moves: r.moves.length, error: replayed.ok ? undefined : replayed.error.message, outcome }, null, 2));
  return replayed.ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e);
    process.exit(2);
  },
);
