/**
 * The proof worker (prover.ts): shuffle passes, decryption shares,
 * re-encryptions, reveals and reorders are made here, and shuffle proofs are
 * checked here, off the page's main thread.
 */
import { checkPass } from '../../engine/protocol/table.js';
import { fulfilWith, moveProofs, type ProverRequest } from './prover.js';

const rand = (n: number): Uint8Array => crypto.getRandomValues(new Uint8Array(n));

self.onmessage = (e: MessageEvent<ProverRequest>) => {
  const req = e.data;
  try {
    const value =
      req.kind === 'fulfil' ? fulfilWith(...req.args, rand)
      : req.kind === 'move' ? moveProofs(req.args[0], rand)
      : checkPass(req.args[0]);
    self.postMessage({ id: req.id, ok: true, value });
  } catch (err) {
    self.postMessage({ id: req.id, ok: false, error: String(err) });
  }
};
