/**
 * The proof worker (prover.ts): shuffle passes, decryption shares,
 * re-encryptions, reveals and reorders are made here, and shuffle proofs are
 * checked here, off the page's main thread.
 */
import { type ProverRequest, work } from './prover.js';

self.onmessage = (e: MessageEvent<ProverRequest>) => {
  const req = e.data;
  try {
    self.postMessage({ id: req.id, ok: true, value: work(req) });
  } catch (err) {
    self.postMessage({ id: req.id, ok: false, error: String(err) });
  }
};
