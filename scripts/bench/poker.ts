/**
 * Figures 3 and 4: mental poker at a 4-seat table with Feebleton's 71-card
 * deck, through the benchmark functions of engine/protocol/poker/bench.ts.
 * Runs unchanged in Node and in the browser page (site/poker.ts), so the two
 * sets of figures come from the same code. The first run pays the one-off
 * tables (generators, fixed-base tables) and is reported apart.
 */
import { benchDraw, benchKey, benchShareChecks, benchShuffle, benchTransfer, messageSizes } from '../../engine/protocol/poker/bench.js';
import { useWasm } from '../../engine/protocol/poker/wasm.js';
import { loadWasm } from '../../engine/protocol/poker/wasm-load.js';

export const SEATS = 4;
export const CARDS = 71;

export interface PokerRuns {
  readonly runs: number;
  /** The first 4-seat shuffle of the process, one-off tables included (ms). */
  readonly firstShuffleMs: number;
  /** Per run: all 4 passes proved and verified (ms), and the two halves. */
  readonly shuffleTotalMs: number[];
  readonly shuffleProveMs: number[];
  readonly shuffleVerifyMs: number[];
  readonly proofBytes: number;
  /** Per run: 3 shares made, then checked and opened by the drawer (ms). */
  readonly drawMakeMs: number[];
  readonly drawCheckOpenMs: number[];
  readonly drawTotalMs: number[];
  readonly transferProveMs: number[];
  readonly transferVerifyMs: number[];
  readonly keyProveMs: number[];
  readonly keyVerifyMs: number[];
  /** Per run: one decryption-share check (decoding included) on @noble and on WebAssembly (ms). */
  readonly shareNobleMs: number[];
  readonly shareWasmMs: number[];
  readonly sizes: Record<string, number>;
  /** The same shuffle with the Terelius–Wikström proof rooms opened before Bayer–Groth keep. */
  readonly twTotalMs: number[];
  readonly twProveMs: number[];
  readonly twVerifyMs: number[];
  readonly twProofBytes: number;
}

const add = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

export async function pokerRuns(runs: number): Promise<PokerRuns> {
  if (!(await loadWasm())) throw new Error('bench: the WebAssembly arithmetic did not load');
  // Every other figure on the path the app ships (@noble); the share check compares the two.
  useWasm(false);
  const first = benchShuffle(SEATS, CARDS);
  benchDraw(SEATS);
  const out: PokerRuns = {
    runs,
    firstShuffleMs: first.totalMs,
    shuffleTotalMs: [],
    shuffleProveMs: [],
    shuffleVerifyMs: [],
    proofBytes: first.proofBytes,
    drawMakeMs: [],
    drawCheckOpenMs: [],
    drawTotalMs: [],
    transferProveMs: [],
    transferVerifyMs: [],
    keyProveMs: [],
    keyVerifyMs: [],
    shareNobleMs: [],
    shareWasmMs: [],
    sizes: messageSizes(CARDS, SEATS),
    twTotalMs: [],
    twProveMs: [],
    twVerifyMs: [],
    twProofBytes: benchShuffle(SEATS, CARDS, 'tw').proofBytes,
  };
  for (let r = 0; r < runs; r++) {
    const s = benchShuffle(SEATS, CARDS);
    out.shuffleTotalMs.push(s.totalMs);
    out.shuffleProveMs.push(add(s.proveMs));
    out.shuffleVerifyMs.push(add(s.verifyMs));
    const tw = benchShuffle(SEATS, CARDS, 'tw');
    out.twTotalMs.push(tw.totalMs);
    out.twProveMs.push(add(tw.proveMs));
    out.twVerifyMs.push(add(tw.verifyMs));
    const d = benchDraw(SEATS);
    out.drawMakeMs.push(d.makeMs);
    out.drawCheckOpenMs.push(d.checkAndOpenMs);
    out.drawTotalMs.push(d.makeMs + d.checkAndOpenMs);
    const t = benchTransfer();
    out.transferProveMs.push(t.proveMs);
    out.transferVerifyMs.push(t.verifyMs);
    const k = benchKey();
    out.keyProveMs.push(k.proveMs);
    out.keyVerifyMs.push(k.verifyMs);
    const c = benchShareChecks();
    out.shareNobleMs.push(c.nobleMs);
    out.shareWasmMs.push(c.wasmMs);
  }
  return out;
}
