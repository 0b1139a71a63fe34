/**
 * `npm run bench`: every figure the project promises, measured on this machine,
 * each the median of several runs (machines here are shared and noisy; figures
 * that are compared come from the same run). Prints one line per figure,
 * "figure: value (target)", and writes everything to test-results/bench.json.
 *
 *   npm run bench [-- --runs 5] [--replay-runs 3] [--size-seeds 11] [--record] [--only engine,replay,ingest,sizes,feudalia,poker,chromium,open,latency,draw,bundle,signaling]
 *
 * N (--runs) is the number of runs each median is taken over; the replay of the
 * recorded game, which takes seconds per run, uses --replay-runs (default 3).
 * --record plays the 4-seat networked games (Feebleton's, Feudalia's) again instead of reusing the ones kept
 * in test-results/. What each figure means, and what it leaves out, is said in
 * the module that measures it (scripts/bench/*.ts).
 *
 * Over 300 lines: the one table of every figure the project promises (what is measured,
 * its target, how it prints); the measuring itself is in scripts/bench/.
 */
import { cpus, loadavg } from 'node:os';
import { cpuUsage } from 'node:process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleFigures } from './bench/bundle.js';
import { buildBenchSite, latencyRoom, openInChromium, pokerInChromium, reopenInChromium, startBenchServer } from './bench/browser.js';
import { drawRoom } from './bench/draw.js';
import { inFreshProcess } from './bench/fork.js';
import { summary, warmPlayouts, type BotName, type ColdPlayouts } from './bench/playouts.js';
import { pokerRuns, type PokerRuns } from './bench/poker.js';
import { loadRecording, recordGame, recordingPath, saveRecording, RECORD_SEED, type Recording } from './bench/record.js';
import { ingestRun, manorRecording, manorRecordingPath, type IngestRun } from './bench/ingest.js';
import { feudalia } from '../engine/games/feudalia/index.js';
import { feudaliaRecording, feudaliaRecordingPath } from './bench/feudalia.js';
import { docSize, keptChecks, replayOnce, replaySplit, type ArithPath, type ReopenRun, type ReplayRun, type ReplaySplit } from './bench/replay.js';
import { signalingLoad } from './bench/signaling.js';
import { gameSizes } from './bench/sizes.js';
import { median, percentile, round } from './bench/stats.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = path.join(ROOT, 'test-results');
const SECTIONS = ['engine', 'replay', 'ingest', 'sizes', 'feudalia', 'poker', 'chromium', 'open', 'latency', 'draw', 'bundle', 'signaling'] as const;
type Section = (typeof SECTIONS)[number];

interface Args {
  runs: number;
  replayRuns: number;
  sizeSeeds: number;
  record: boolean;
  only: Set<Section>;
}

function parseArgs(argv: readonly string[]): Args {
  const at = (name: string) => argv.indexOf(name);
  const count = (name: string, dflt: number): number => {
    const v = at(name) >= 0 ? Number(argv[at(name) + 1]) : dflt;
    if (!Number.isInteger(v) || v < 1) throw new Error(`${name} takes a positive whole number`);
    return v;
  };
  const runs = count('--runs', 5);
  // Figure 9b: how many games' documents are measured (seconds each).
  const sizeSeeds = count('--size-seeds', 11);
  // A replay with every shuffle proof checked takes seconds here, so it gets fewer runs by default.
  const replayRuns = count('--replay-runs', Math.min(runs, 3));
  const only = at('--only') >= 0 ? argv[at('--only') + 1]!.split(',') : [...SECTIONS];
  const bad = only.filter((s) => !(SECTIONS as readonly string[]).includes(s));
  if (bad.length) throw new Error(`--only: unknown section(s) ${bad.join(', ')}; known: ${SECTIONS.join(', ')}`);
  return { runs, replayRuns, sizeSeeds, record: argv.includes('--record'), only: new Set(only as Section[]) };
}

/** One printed line: "figure: value (target)". */
interface Line {
  readonly figure: string;
  readonly value: string;
  readonly target?: string;
  readonly met?: boolean;
}
const lines: Line[] = [];
const say = (figure: string, value: string, target?: string, met?: boolean): void => {
  const l: Line = { figure, value, target, met };
  lines.push(l);
  console.log(format(l));
};
const format = (l: Line): string =>
  `${l.figure}: ${l.value}${l.target ? ` (target ${l.target}${l.met === undefined ? '' : l.met ? ', met' : ', NOT met'})` : ''}`;
const ms = (x: number): string => (x >= 1000 ? `${round(x / 1000, 2)} s` : `${round(x, x < 10 ? 2 : 1)} ms`);
const kib = (b: number): string => `${round(b / 1024, 1)} KiB`;
const n = (x: number): string => Math.round(x).toLocaleString('en-US');
const log = (s: string): void => console.error(`bench: ${s}`);

async function engine(runs: number, out: Record<string, unknown>): Promise<void> {
  const cold: Record<BotName, ColdPlayouts[]> = { random: [], smart: [] };
  const coldGames: Record<BotName, number> = { random: 200, smart: 50 };
  log(`engine playouts: ${runs} fresh processes per bot (cold), then ${runs} warm slices per bot`);
  for (let r = 0; r < runs; r++) {
    for (const bot of ['random', 'smart'] as const) cold[bot].push(await inFreshProcess<ColdPlayouts>({ task: 'playouts', bot, games: coldGames[bot] }));
  }
  const warm = warmPlayouts(runs, 1000, 2000);
  out.engine = {
    seats: 4,
    cold: Object.fromEntries(
      (['random', 'smart'] as const).map((b) => [
        b,
        {
          games: coldGames[b],
          gamesPerSecond: summary(cold[b].map((c) => c.gamesPerSecond)),
          firstGameMs: summary(cold[b].map((c) => c.firstGameMs)),
        },
      ]),
    ),
    warm: {
      sliceMs: warm.sliceMs,
      gamesPerSecond: { random: summary(warm.gamesPerSecond.random), smart: summary(warm.gamesPerSecond.smart) },
      gamesPerCpuSecond: { random: summary(warm.gamesPerCpuSecond.random), smart: summary(warm.gamesPerCpuSecond.smart) },
    },
  };
  const wr = median(warm.gamesPerSecond.random);
  say(
    '1. playouts, random bot, warm',
    `${n(wr)} games/s (per CPU-second ${n(median(warm.gamesPerCpuSecond.random))}; median of ${runs} × 1 s)`,
    '≥ 2,000/s',
    wr >= 2000,
  );
  say(
    '1. playouts, random bot, cold',
    `${n(median(cold.random.map((c) => c.gamesPerSecond)))} games/s over a fresh process's first ${coldGames.random} games (first game ${ms(median(cold.random.map((c) => c.firstGameMs)))}; median of ${runs})`,
  );
  say(
    '1. playouts, smart bot, warm',
    `${n(median(warm.gamesPerSecond.smart))} games/s (per CPU-second ${n(median(warm.gamesPerCpuSecond.smart))}; median of ${runs} × 1 s)`,
  );
  say(
    '1. playouts, smart bot, cold',
    `${n(median(cold.smart.map((c) => c.gamesPerSecond)))} games/s over the first ${coldGames.smart} games (first game ${ms(median(cold.smart.map((c) => c.firstGameMs)))}; median of ${runs})`,
  );
}

/** The kept recording, or a new one; `fresh` says whether it was just made. */
async function recording(force: boolean): Promise<{ rec: Recording; file: string; fresh: boolean }> {
  const file = recordingPath(RESULTS);
  const cached = force ? null : loadRecording(file);
  if (cached) return { rec: cached, file, fresh: false };
  log(`recording a 4-seat networked Feebleton game (seed ${RECORD_SEED}); seconds; kept for later runs`);
  const rec = await recordGame();
  saveRecording(file, rec);
  return { rec, file, fresh: true };
}

const clean = (r: ReplayRun): boolean => r.over && r.rejected === 0;

async function replay(runs: number, force: boolean, out: Record<string, unknown>): Promise<void> {
  let { rec, file, fresh } = await recording(force);
  log(
    `replay: ${runs} fresh processes (cold), ${runs} runs in this process (warm), ${Math.min(runs, 3)} with the checks timed apart; each on @noble and with the WebAssembly flag in turn`,
  );
  // A kept recording that an engine change made unreadable fails or replays with rejections.
  const first = await inFreshProcess<ReplayRun>({ task: 'replay', file }).catch((e: unknown) => (fresh ? Promise.reject(e) : null));
  const cold: ReplayRun[] = first ? [first] : [];
  if ((!first || !clean(first)) && !fresh) {
    log('the kept recording no longer replays cleanly (the engine changed?): recording again');
    ({ rec, file, fresh } = await recording(true));
    cold[0] = await inFreshProcess<ReplayRun>({ task: 'replay', file });
  }
  // The same replay with the WebAssembly arithmetic turned on (engine/protocol/poker/wasm.ts), run by run in turn with @noble's.
  const coldWasm: ReplayRun[] = [];
  while (cold.length < runs || coldWasm.length < runs) {
    if (coldWasm.length < cold.length) coldWasm.push(await inFreshProcess<ReplayRun>({ task: 'replay', file, arith: 'wasm' }));
    else cold.push(await inFreshProcess<ReplayRun>({ task: 'replay', file }));
  }
  const warm: ReplayRun[] = [];
  const warmWasm: ReplayRun[] = [];
  for (let r = 0; r < runs; r++) {
    warm.push(await replayOnce(rec));
    warmWasm.push(await replayOnce(rec, 'wasm'));
  }
  const bad = [...cold, ...coldWasm, ...warm, ...warmWasm].find((r) => !clean(r));
  if (bad) throw new Error(`bench: the replay did not reach the end cleanly: ${JSON.stringify(bad)}`);
  const splits: Record<ArithPath, ReplaySplit[]> = { noble: [], wasm: [] };
  for (let r = 0; r < Math.min(runs, 3); r++) for (const a of ['noble', 'wasm'] as const) splits[a].push(await replaySplit(rec, a));
  const splitOf = (a: ArithPath): ReplaySplit => {
    const [x] = splits[a];
    return Object.fromEntries(Object.keys(x!).map((k) => [k, median(splits[a].map((sp) => sp[k as keyof ReplaySplit]))])) as unknown as ReplaySplit;
  };
  const size = docSize(rec);
  const checksFile = path.join(RESULTS, 'bench-kept-checks.json');
  writeFileSync(checksFile, await keptChecks(rec));
  const reopened: ReopenRun[] = [];
  for (let r = 0; r < runs; r++) reopened.push(await inFreshProcess<ReopenRun>({ task: 'reopen', file, checks: checksFile }));
  if (reopened.some((r) => !r.over || r.checksRun !== 0))
    throw new Error(`bench: a reopened room did not reach the end from its kept checks alone: ${JSON.stringify(reopened)}`);
  const pick = (rs: ReplayRun[], k: keyof ReplayRun) => summary(rs.map((r) => r[k] as number));
  out.replay = {
    seed: rec.seed,
    seats: rec.seats,
    recordedNow: fresh,
    recordMs: round(rec.recordMs),
    recordedAt: rec.recordedAt,
    entries: cold[0]!.entries,
    chainEntries: cold[0]!.chain,
    moves: cold[0]!.moves,
    cold: {
      totalMs: pick(cold, 'totalMs'),
      cpuMs: pick(cold, 'cpuMs'),
      parseVerifyMs: pick(cold, 'parseVerifyMs'),
      historyMs: pick(cold, 'historyMs'),
      decodeDocMs: pick(cold, 'decodeDocMs'),
    },
    warm: {
      totalMs: pick(warm, 'totalMs'),
      cpuMs: pick(warm, 'cpuMs'),
      parseVerifyMs: pick(warm, 'parseVerifyMs'),
      historyMs: pick(warm, 'historyMs'),
      decodeDocMs: pick(warm, 'decodeDocMs'),
    },
    wasm: {
      cold: { totalMs: pick(coldWasm, 'totalMs'), cpuMs: pick(coldWasm, 'cpuMs'), historyMs: pick(coldWasm, 'historyMs') },
      warm: { totalMs: pick(warmWasm, 'totalMs'), cpuMs: pick(warmWasm, 'cpuMs') },
    },
    split: splits,
    reopened: {
      totalMs: summary(reopened.map((r) => r.totalMs)),
      cpuMs: summary(reopened.map((r) => r.cpuMs)),
      loadMs: summary(reopened.map((r) => r.loadMs)),
      historyMs: summary(reopened.map((r) => r.historyMs)),
    },
    document: size,
  };
  const c = median(cold.map((r) => r.totalMs));
  const r0 = cold[0]!;
  say(
    '2. opening a recorded 4-seat game from nothing (every signature and proof checked), cold, Node, all on @noble (not the app\u2019s arithmetic: the line after is, and the target is for Chromium, figure 2 below)',
    `${ms(c)} wall, ${ms(median(cold.map((r) => r.cpuMs)))} CPU (parse + verify ${ms(median(cold.map((r) => r.parseVerifyMs)))}, history ${ms(median(cold.map((r) => r.historyMs)))}; ${r0.entries} entries, ${r0.chain} chain entries, ${r0.moves} moves; fresh process each, median of ${runs})`,
  );
  const reopen = median(reopened.map((r) => r.totalMs));
  say(
    '2. reopening it on a device that played it (its kept checks, nothing checked twice), cold, Node',
    `${ms(reopen)} wall, ${ms(median(reopened.map((r) => r.cpuMs)))} CPU (reading the kept checks ${ms(median(reopened.map((r) => r.loadMs)))}, history ${ms(median(reopened.map((r) => r.historyMs)))}; checks worked out again: 0; fresh process each, median of ${runs}; the table's render in Chromium is not in this figure)`,
    '≤ 300 ms',
    reopen <= 300,
  );
  const cw = median(coldWasm.map((r) => r.totalMs));
  const cpuRatio = median(coldWasm.map((r) => r.cpuMs)) / median(cold.map((r) => r.cpuMs));
  say(
    '2. the same with the WebAssembly arithmetic turned on (DLEQ and re-encryption products in libsodium, as the app\u2019s page in a room with hidden cards), cold, Node',
    `${ms(cw)} wall, ${ms(median(coldWasm.map((r) => r.cpuMs)))} CPU (history ${ms(median(coldWasm.map((r) => r.historyMs)))}, its load included); against @noble: ${round(cw / c, 2)}× wall, ${round(cpuRatio, 2)}× CPU (runs in turn; median of ${runs} each)`,
    '≤ 1 s',
    cw <= 1000,
  );
  say(
    '2. replay, warm process',
    `${ms(median(warm.map((r) => r.totalMs)))} wall, ${ms(median(warm.map((r) => r.cpuMs)))} CPU; with WebAssembly ${ms(median(warmWasm.map((r) => r.totalMs)))} wall, ${ms(median(warmWasm.map((r) => r.cpuMs)))} CPU (fresh Log and ProofCache each run; median of ${runs})`,
  );
  for (const a of ['noble', 'wasm'] as const) {
    const sp = splitOf(a);
    say(
      `2. replay, where the time goes (${a === 'wasm' ? 'with WebAssembly, as the app\u2019s page' : '@noble'})`,
      `signatures and parsing ${ms(sp.signaturesMs)}, ${sp.passes} shuffle-pass checks ${ms(sp.passChecksMs)}, ${sp.shares} decryption-share checks ${ms(sp.shareChecksMs)}, the rest (walks, reveals, re-encryptions, key proofs, reorders) ${ms(sp.restMs)} (warm; median of ${splits[a].length})`,
    );
  }
  const passes = size.byKind.pass;
  say(
    '2. document size of the recorded game',
    `${n(size.storedBytes)} B = ${kib(size.storedBytes)} with each entry in its binary form, as the app stores it, ${round((100 * size.storedBytes) / size.limitBytes)}% of y-webrtc's 256 KiB single-message limit in Chromium; the recorded document, as its peers built it in the form of the day it was recorded, ${kib(size.recordedBytes)} (${passes ? `${passes.count} shuffle passes are ${kib(passes.jsonBytes)} of the JSON; ` : ''}largest entry ${n(size.largestEntryBytes)} B of JSON)`,
    '< 256 KiB',
    size.storedBytes < size.limitBytes,
  );
  const part = (t: string, what: string) => (size.byKind[t] ? `${what} ${kib(size.byKind[t].storedBytes)} (×${size.byKind[t].count})` : '');
  const parts = [part('pass', 'shuffle passes'), part('shares', 'batched shares'), part('share', 'single shares'), part('move', 'moves')].filter(Boolean);
  say(
    '2. document size of the recorded game, by kind, against the finished-game target',
    `${kib(size.storedBytes)}: ${parts.join(', ')}, values' own bytes; its length depends on the game's (each reshuffle adds a pass per seat)`,
    '≤ 200 KiB',
    size.storedBytes <= 200 * 1024,
  );
}

function pokerLines(where: string, p: PokerRuns, runs: number, shuffleTarget?: number, drawTarget?: number): void {
  const s = median(p.shuffleTotalMs);
  const d = median(p.drawTotalMs);
  say(
    `${where}: 4-seat verified shuffle, 71 cards`,
    `${ms(s)} with Bayer–Groth proofs (prove ${ms(median(p.shuffleProveMs))} + verify ${ms(median(p.shuffleVerifyMs))}, all 4 passes; ${p.proofBytes} B a proof; first run ${ms(p.firstShuffleMs)}); Terelius–Wikström, as rooms before: ${ms(median(p.twTotalMs))} (prove ${ms(median(p.twProveMs))} + verify ${ms(median(p.twVerifyMs))}; ${p.twProofBytes} B); verify ${round(median(p.shuffleVerifyMs) / median(p.twVerifyMs), 2)}×, prove ${round(median(p.shuffleProveMs) / median(p.twProveMs), 2)}× (median of ${runs})`,
    shuffleTarget ? `≤ ${ms(shuffleTarget)}` : undefined,
    shuffleTarget ? s <= shuffleTarget : undefined,
  );
  say(
    `${where}: one decryption-share check (decoded from bytes)`,
    `${ms(median(p.shareWasmMs))} with WebAssembly products, ${ms(median(p.shareNobleMs))} on @noble: ${round(median(p.shareNobleMs) / median(p.shareWasmMs), 1)}× (median of ${runs})`,
  );
  say(
    `${where}: private draw`,
    `${ms(d)} (3 shares made ${ms(median(p.drawMakeMs))}, checked + opened ${ms(median(p.drawCheckOpenMs))}; median of ${runs})`,
    drawTarget ? `≤ ${ms(drawTarget)}` : undefined,
    drawTarget ? d <= drawTarget : undefined,
  );
}

async function poker(runs: number, out: Record<string, unknown>): Promise<void> {
  log(`mental poker in Node: ${runs} runs after one warm-up`);
  const cpu0 = cpuUsage();
  const t0 = performance.now();
  const p = await pokerRuns(runs);
  // The work is single-threaded: a share well under 1 means the machine gave it less than a core.
  const used = cpuUsage(cpu0);
  const cpuShare = (used.user + used.system) / 1000 / (performance.now() - t0);
  out.pokerNode = { ...p, cpuShareOfOneCore: round(cpuShare, 2) };
  pokerLines('3. Node', p, runs);
  say('3. Node: CPU share while measuring', `${Math.round(100 * cpuShare)}% of one core (single-threaded work; under 100% the machine was busy elsewhere)`);
  say('3. Node: transfer', `prove ${ms(median(p.transferProveMs))}, verify ${ms(median(p.transferVerifyMs))} (median of ${runs})`);
  say(
    '3. sizes',
    `shuffle pass ${n(p.sizes.shufflePass!)} B (proof ${n(p.sizes.shuffleProof!)} B), full 4-seat shuffle ${n(p.sizes.fullShuffle!)} B raw, ${n(p.sizes.fullShuffleBase64url!)} B as base64url; draw ${p.sizes.privateDraw} B`,
  );
}

function ensureDist(): string {
  const dist = path.join(ROOT, 'dist');
  if (!existsSync(path.join(dist, 'index.html'))) {
    log('dist/ is missing: building the app');
    execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  }
  return dist;
}

function bundle(out: Record<string, unknown>): void {
  const b = bundleFigures(ensureDist());
  out.bundle = b;
  if (b.stale) log('dist/ is older than some sources: run `npx vite build` for current sizes');
  say(
    '6. initial JavaScript (gzip -9)',
    `${n(b.initial.gzip)} B = ${kib(b.initial.gzip)} (${b.initial.chunks.map((c) => c.file).join(' + ')}; ${kib(b.initial.bytes)} raw; dist built ${b.builtAt}${b.stale ? ', OLDER than the sources' : ''})`,
    '≤ 120 KB',
    b.initial.gzip <= 120_000,
  );
  for (const [id, g] of Object.entries(b.games)) {
    say(
      `6. ${id} chunks on demand (gzip -9)`,
      `${kib(g.gzip)} in ${g.chunks.length} chunks (largest ${g.chunks.reduce((m, c) => (c.gzip > m.gzip ? c : m)).file} ${kib(Math.max(...g.chunks.map((c) => c.gzip)))})`,
    );
  }
  // The chunk named after src/session/net.ts alone (its hash follows the name; net-replay, net-api… are others).
  const net = b.others.find((c) => /\/net-[\w-]{8}\.js$/.test(c.file));
  if (net) say('6. networked-room chunk on demand (gzip -9)', `${kib(net.gzip)} (${net.file})`);
}

async function browser(runs: number, only: Set<Section>, out: Record<string, unknown>, machine: Record<string, unknown>): Promise<void> {
  const site = path.join(RESULTS, 'bench-site');
  log('building the bench pages into test-results/bench-site');
  await buildBenchSite(path.join(ROOT, 'scripts', 'bench', 'site'), path.join(site, 'bench'));
  const server = await startBenchServer(site);
  try {
    if (only.has('chromium')) {
      log(`mental poker in Chromium: ${runs} runs after one warm-up`);
      const { version, poker } = await pokerInChromium(server, runs);
      machine.chromium = version;
      out.pokerChromium = poker;
      pokerLines('4. Chromium', poker, runs, 2000, 50);
    }
    if (only.has('open')) {
      const { rec } = await recording(false);
      writeFileSync(path.join(site, 'bench', 'recording.json'), JSON.stringify({ room: rec.room, code: rec.code, update: rec.update }));
      log(`opening the recorded game in Chromium: ${runs} times from nothing, each followed by a reload that reopens it`);
      const { version, fresh, reopened, freshNoble } = await openInChromium(server, runs);
      machine.chromium = version;
      if (reopened.some((r) => r.checksRun !== 0)) throw new Error(`bench: a reopened room checked again: ${JSON.stringify(reopened)}`);
      out.openChromium = {
        fresh: { totalMs: summary(fresh.map((r) => r.totalMs)), checkedMs: summary(fresh.map((r) => r.checkedMs)), checksRun: fresh[0]!.checksRun },
        reopened: { totalMs: summary(reopened.map((r) => r.totalMs)), checkedMs: summary(reopened.map((r) => r.checkedMs)) },
        freshNoble: { totalMs: summary(freshNoble.map((r) => r.totalMs)), checkedMs: summary(freshNoble.map((r) => r.checkedMs)) },
        lastShuffleMs: { wasm: summary(fresh.map((r) => r.lastShuffleMs)), noble: summary(freshNoble.map((r) => r.lastShuffleMs)) },
        shuffleBusyMs: { wasm: summary(fresh.map((r) => r.shuffleBusyMs)), noble: summary(freshNoble.map((r) => r.shuffleBusyMs)) },
        entries: fresh[0]!.entries,
        moves: fresh[0]!.moves,
      };
      const f = median(fresh.map((r) => r.totalMs));
      const o = median(reopened.map((r) => r.totalMs));
      const fn = median(freshNoble.map((r) => r.totalMs));
      say(
        '2. Chromium: opening the recorded game from nothing, to its table',
        `${ms(f)} (history final with every check done at ${ms(median(fresh.map((r) => r.checkedMs)))}, the Worker's last shuffle check back at ${ms(median(fresh.map((r) => r.lastShuffleMs)))} after ${fresh[0]!.shuffleChecks} checks under way ${ms(median(fresh.map((r) => r.shuffleBusyMs)))} in all; ${fresh[0]!.checksRun} proof checks, shuffle passes in the Worker, the page's checks on WebAssembly; ${fresh[0]!.entries} entries; median of ${runs})`,
        '≤ 1 s',
        f <= 1000,
      );
      say(
        '2. Chromium: the same with the page\u2019s checks kept on @noble (the app\u2019s run on WebAssembly)',
        `${ms(fn)} (history final at ${ms(median(freshNoble.map((r) => r.checkedMs)))}, the last shuffle check back at ${ms(median(freshNoble.map((r) => r.lastShuffleMs)))}); WebAssembly against it: ${round(f / fn, 2)}× (runs in turn; median of ${runs} each)`,
      );
      say(
        '2. Chromium: reopening it after a reload, from the IndexedDB record, to its table',
        `${ms(o)} (history final at ${ms(median(reopened.map((r) => r.checkedMs)))}; checks worked out again: 0; median of ${runs})`,
        '≤ 300 ms',
        o <= 300,
      );
    }
    if (only.has('feudalia')) {
      const rec = await feudaliaRecording(feudaliaRecordingPath(RESULTS), false);
      writeFileSync(path.join(site, 'bench', 'feudalia.json'), JSON.stringify({ game: 'feudalia', room: rec.room, code: rec.code, update: rec.update }));
      log(`opening the recorded Feudalia game in Chromium once from nothing, then reopening it ${runs} times after a reload`);
      const { fresh, reopened } = await reopenInChromium(server, 'feudalia', runs);
      if (reopened.some((r) => r.checksRun !== 0)) throw new Error(`bench: a reopened Feudalia room checked again: ${JSON.stringify(reopened)}`);
      const o = median(reopened.map((r) => r.totalMs));
      out.feudaliaChromium = {
        fresh: { totalMs: fresh.totalMs, checkedMs: fresh.checkedMs, checksRun: fresh.checksRun },
        reopened: { totalMs: summary(reopened.map((r) => r.totalMs)) },
      };
      say(
        '10. Chromium: reopening the Feudalia game after a reload, from the IndexedDB record, to its table',
        `${ms(o)} (the record read in ${ms(median(reopened.map((r) => r.recordMs)))}, history final at ${ms(median(reopened.map((r) => r.checkedMs)))}, the document read after the table, at ${ms(median(reopened.map((r) => r.readMs)))}; checks worked out again: 0; median of ${runs}; from nothing it took ${ms(fresh.totalMs)}, ${fresh.checksRun} proof checks, ${fresh.entries} entries)`,
        '≤ 300 ms',
        o <= 300,
      );
    }
    if (only.has('latency')) {
      const rooms = 3;
      const moves = 50;
      log(`latency: ${rooms} rooms of two Chromium processes, ${moves} measured moves each`);
      const results = [];
      for (let r = 0; r < rooms; r++) results.push(await latencyRoom(server, moves, 4));
      const all = results.flatMap((r) => r.latenciesMs);
      const p95 = percentile(all, 95);
      out.latency = {
        rooms,
        movesPerRoom: moves,
        warmupMoves: 4,
        medianMs: round(median(all), 2),
        p95Ms: round(p95, 2),
        maxMs: round(Math.max(...all), 2),
        perRoom: results.map((r) => ({ medianMs: round(median(r.latenciesMs), 2), p95Ms: round(percentile(r.latenciesMs, 95), 2), connectMs: r.connectMs })),
        samplesMs: all.map((x) => round(x, 2)),
      };
      say(
        '5. move → rendered on the other peer, WebRTC',
        `median ${ms(median(all))}, p95 ${ms(p95)} (${all.length} moves in ${rooms} rooms of 2 Chromium processes; max ${ms(Math.max(...all))})`,
        'p95 ≤ 30 ms',
        p95 <= 30,
      );
    }
    if (only.has('draw')) {
      const rooms = Math.min(runs, 3);
      log(`draw: ${rooms} whole 3-seat Feebleton games, each in three Chromium processes over WebRTC, one move at a time`);
      const results = [];
      for (let r = 0; r < rooms; r++) results.push(await drawRoom(server));
      const draws = results.flatMap((r) => r.drawMs);
      const others = results.flatMap((r) => r.otherMs);
      const hands = results.flatMap((r) => r.handMs);
      const p95 = percentile(draws, 95);
      out.draw = {
        rooms,
        seats: 3,
        moves: results.map((r) => r.moves),
        draw: { medianMs: round(median(draws), 2), p95Ms: round(p95, 2), maxMs: round(Math.max(...draws), 2), samples: draws.length },
        noDraw: { medianMs: round(median(others), 2), p95Ms: round(percentile(others, 95), 2), samples: others.length },
        hand: { medianMs: round(median(hands), 2), p95Ms: round(percentile(hands, 95), 2), samples: hands.length },
        perRoom: results.map((r) => ({ p95Ms: round(percentile(r.drawMs, 95), 2), connectMs: r.connectMs })),
        samplesMs: draws.map((x) => round(x, 2)),
      };
      say(
        '5. a Feebleton move that draws a private card → rendered on the other peers, three Chromium processes over WebRTC',
        `median ${ms(median(draws))}, p95 ${ms(p95)}, max ${ms(Math.max(...draws))} (${draws.length} renders of ${draws.length / 2} draws in ${rooms} 3-seat games; moves without a draw: p95 ${ms(percentile(others, 95))}; the drawer reads its card after p95 ${ms(percentile(hands, 95))}, median ${ms(median(hands))})`,
        'p95 ≤ 100 ms',
        p95 <= 100,
      );
    }
  } finally {
    await server.close();
  }
}

/** Figure 9b: the finished-game targets across seeds 1..n (scripts/bench/sizes.ts), not one recording. */
async function sizes(n: number, out: Record<string, unknown>): Promise<void> {
  log(
    `sizes: seeds 1 to ${n} of 4-seat Feebleton (random bots) and Medieval Manor (smart bots), each played to its end as the recordings are (seconds a game)`,
  );
  const each = [
    { id: 'feebleton', name: 'Feebleton', targetKiB: 200 },
    { id: 'medieval-manor', name: 'Medieval Manor', targetKiB: 150 },
  ] as const;
  const all: Record<string, unknown> = {};
  for (const g of each) {
    const xs = await gameSizes(g.id, n);
    all[g.id] = xs;
    const kibs = xs.map((x) => x.bytes / 1024);
    const over = xs.filter((x) => x.bytes > g.targetKiB * 1024);
    const shuffles = g.id === 'feebleton' ? `; shuffle passes ${xs.map((x) => x.passes).join(', ')} by seed` : '';
    say(
      `9b. document of a finished 4-seat ${g.name} game, across ${n} games (seeds 1–${n}), as their peers built them`,
      `median ${kib(median(kibs) * 1024)}, smallest ${kib(Math.min(...kibs) * 1024)}, largest ${kib(Math.max(...kibs) * 1024)}; ${over.length} of ${n} over ${g.targetKiB} KiB (${xs.map((x) => round(x.bytes / 1024)).join(', ')} KiB by seed; ${xs.map((x) => x.entries).join(', ')} entries${shuffles})`,
      `every game ≤ ${g.targetKiB} KiB`,
      over.length === 0,
    );
  }
  out.sizes = all;
}

async function ingest(runs: number, out: Record<string, unknown>): Promise<void> {
  log('ingest: a recorded 4-seat Medieval Manor game fed to a fresh log one value at a time (recorded once, seconds, then kept)');
  const rec = await manorRecording(manorRecordingPath(RESULTS));
  const rs: IngestRun[] = [];
  for (let r = 0; r < runs; r++) rs.push(await ingestRun(rec));
  if (rs.some((r) => !r.over)) throw new Error(`bench: the recorded Medieval Manor game did not replay to its end: ${JSON.stringify(rs)}`);
  out.ingest = {
    entries: rs[0]!.entries,
    moves: rs[0]!.moves,
    fullWalks: rs[0]!.fullWalks,
    earlyUs: summary(rs.map((r) => r.earlyUs)),
    lateUs: summary(rs.map((r) => r.lateUs)),
  };
  const early = median(rs.map((r) => r.earlyUs));
  const late = median(rs.map((r) => r.lateUs));
  const ratio = late / early;
  say(
    '8. one arriving entry, at the start and at the end of a long game',
    `${round(early)} µs around chain entry 10, ${round(late)} µs over the last 60 of ${n(rs[0]!.entries)} values (${rs[0]!.moves} moves): ${round(ratio, 2)}× (parse, signature, history; ${rs[0]!.fullWalks} walks from the genesis in all; median of ${runs})`,
    '≤ 1.5×',
    ratio <= 1.5,
  );
  // The document an open game leaves: no hidden card, only signed entries and beacon links.
  log('ingest: a recorded 6-seat Medieval Manor game for its document size (recorded once, seconds, then kept)');
  const rec6 = await manorRecording(manorRecordingPath(RESULTS, 6), 6);
  const sizes = [rec, rec6].map((r) => ({ seats: r.seats, entries: r.entries.length, ...docSize(r) }));
  out.manorDocs = sizes;
  for (const d of sizes) {
    const kinds = Object.entries(d.byKind)
      .sort((a, b) => b[1].jsonBytes - a[1].jsonBytes)
      .slice(0, 3)
      .map(([k, v]) => `${k} ×${n(v.count)} ${kib(v.jsonBytes)}`)
      .join(', ');
    const what = `9. document of a finished ${d.seats}-seat Medieval Manor game (no hidden card)`;
    const value = `${kib(d.storedBytes)} with entries in their binary form, as the app stores them; ${kib(d.recordedBytes)} as its peers built it (${n(d.entries)} entries, ${round(d.jsonBytes / d.entries)} B of JSON each; most: ${kinds})`;
    if (d.seats === 4) say(what, value, '≤ 150 KiB', d.storedBytes <= 150 * 1024);
    else say(what, value);
  }
}

/** The deck-building game's load: a finished 4-player Learning Game, every personal deck reshuffled by mental poker. */
async function feudaliaFigures(runs: number, record: boolean, out: Record<string, unknown>): Promise<void> {
  log('feudalia: a recorded 4-player Learning Game (recorded once, about a minute, then kept)');
  const file = feudaliaRecordingPath(RESULTS);
  const rec = await feudaliaRecording(file, record);
  const size = docSize(rec);
  const checksFile = path.join(RESULTS, 'bench-feudalia-kept-checks.json');
  writeFileSync(checksFile, await keptChecks(rec, feudalia));
  const reopened: ReopenRun[] = [];
  for (let r = 0; r < runs; r++) reopened.push(await inFreshProcess<ReopenRun>({ task: 'reopen', file, checks: checksFile, game: 'feudalia' }));
  if (reopened.some((r) => !r.over || r.checksRun !== 0)) throw new Error(`bench: the Feudalia reopen was not clean: ${JSON.stringify(reopened)}`);
  out.feudalia = { entries: rec.entries.length, document: size, reopened: { totalMs: summary(reopened.map((r) => r.totalMs)) } };
  const kinds = Object.entries(size.byKind)
    .sort((a, b) => b[1].storedBytes - a[1].storedBytes)
    .slice(0, 3)
    .map(([k, v]) => `${k} ×${n(v.count)} ${kib(v.storedBytes)}`)
    .join(', ');
  say(
    '10. document of a finished 4-player Feudalia Learning Game',
    `${kib(size.storedBytes)} (${n(rec.entries.length)} entries; most: ${kinds})`,
    '≤ 1 MiB',
    size.storedBytes <= 1024 * 1024,
  );
  const reopen = median(reopened.map((r) => r.totalMs));
  say(
    '10. reopening it on a device that played it, cold, Node',
    `${ms(reopen)} wall (checks worked out again: 0; fresh process each, median of ${runs})`,
    '≤ 300 ms',
    reopen <= 300,
  );
}

async function signaling(out: Record<string, unknown>): Promise<void> {
  const counts = [250, 500, 1000, 2000];
  log(`signaling: one server process, rooms of 4 peers: ${counts.join(', ')}`);
  const load = await signalingLoad(counts);
  out.signaling = load;
  for (const l of load) {
    say(
      `7. signaling, one process, ${n(l.rooms)} rooms of 4 peers`,
      `${n(l.connections)} connections, RSS ${round(l.rssMiB, 1)} MiB (${round(l.kibPerConnection, 1)} KiB per connection), ${round(l.cpuUsPerDelivery, 1)} µs CPU per delivered message, delivery p50 ${ms(l.p50Ms)} / p95 ${ms(l.p95Ms)} with every room publishing at once`,
    );
  }
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const started = performance.now();
  const machine: Record<string, unknown> = {
    cpus: cpus().length,
    cpu: cpus()[0]?.model ?? 'unknown',
    node: process.version,
    loadAverageAtStart: loadavg().map((x) => round(x, 2)),
  };
  const out: Record<string, unknown> = { date: new Date().toISOString(), runs: args.runs, replayRuns: args.replayRuns, machine };
  console.log(
    `bench: ${new Date().toISOString()}, ${machine.cpus} cores, Node ${process.version}, load ${(machine.loadAverageAtStart as number[]).join(' ')}, N = ${args.runs} (replay ${args.replayRuns})`,
  );
  if (args.only.has('engine')) await engine(args.runs, out);
  if (args.only.has('replay')) await replay(args.replayRuns, args.record, out);
  if (args.only.has('ingest')) await ingest(args.runs, out);
  if (args.only.has('sizes')) await sizes(args.sizeSeeds, out);
  if (args.only.has('feudalia')) await feudaliaFigures(args.runs, args.record, out);
  if (args.only.has('poker')) await poker(args.runs, out);
  if (['chromium', 'open', 'feudalia', 'latency', 'draw'].some((x) => args.only.has(x as Section))) {
    await browser(args.runs, args.only, out, machine).catch((e: unknown) => {
      // Say so rather than lose the other figures (no Chromium, no network interface, …).
      say('4–5. Chromium figures', `not measured: ${String((e as Error)?.message ?? e).split('\n')[0]}`);
      out.browserError = String((e as Error)?.stack ?? e);
    });
  }
  if (args.only.has('bundle')) bundle(out);
  if (args.only.has('signaling')) await signaling(out);
  machine.loadAverageAtEnd = loadavg().map((x) => round(x, 2));
  out.lines = lines.map(format);
  out.seconds = round((performance.now() - started) / 1000);
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(path.join(RESULTS, 'bench.json'), `${JSON.stringify(out, null, 2)}\n`);
  console.log(
    `\n${lines.map(format).join('\n')}\n\nbench: ${out.seconds} s; Chromium ${String(machine.chromium ?? 'not run')}; written to test-results/bench.json`,
  );
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
