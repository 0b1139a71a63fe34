/**
 * The proof worker (prover.ts): shuffle passes, decryption shares,
 * re-encryptions, reveals and reorders are made here, and shuffle proofs are
 * checked here, off the page's main thread.
 */
import { fulfil } from '../../engine/protocol/hands.js';
import { checkPass } from '../../engine/protocol/table.js';
import { moveProofs, type ProverRequest } from './prover.js';

self.onmessage = (e: MessageEvent<ProverRequest>) => {
  const req = e.data;
  try {
    const value = req.kind === 'fulfil' ? fulfil(...req.args) : req.kind === 'move' ? moveProofs(req.args[0]) : checkPass(req.args[0]);
    self.postMessage({ id: req.id, ok: true, value });
  } catch (err) {
    self.postMessage({ id: req.id, ok: false, error: String(err) });
  }
};
