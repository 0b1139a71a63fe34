import { expect } from '@open-wc/testing';
import { workerProver } from '../../src/session/prover.js';
import type { PassJob } from '../../engine/protocol/table.js';

/** A pass whose deck is not even base64: any checker refuses it (null), wherever it runs. */
const job: PassJob = { ctx: { game: 'g', entry: 'e', seat: 0, index: 0 }, joint: 'j', input: ['a'], deck: '%%', proof: '%%' };

describe('the proof worker, when it fails', () => {
  it('a worker that throws on its first request leaves that request and every later one to the page', async () => {
    const url = URL.createObjectURL(new Blob(["self.onmessage = () => { throw new Error('the worker broke'); };"], { type: 'text/javascript' }));
    const prover = workerProver(new Worker(url));
    expect(await prover.checkPass(job)).to.equal(null);
    expect(
      await prover.moveProofs({ ps: null as never, seat: 0, secret: new Uint8Array(32), claims: [], room: 'g', parent: 'e', reorder: null }),
    ).to.deep.equal({});
  });

  it('a worker that cannot load does the same', async () => {
    const prover = workerProver(new Worker('/no-such-worker.js', { type: 'module' }));
    expect(await prover.checkPass(job)).to.equal(null);
  });
});
