import { expect } from '@open-wc/testing';
import { lockRoom } from '../../src/room/lock.js';

describe('one tab signs for a room (Web Locks)', () => {
  it('a second opening of the same room, as from another tab, does not get to sign until the first leaves', async () => {
    const first = await lockRoom('lock-test-room');
    const second = await lockRoom('lock-test-room');
    expect(first.held).to.equal(true);
    expect(second.held).to.equal(false);
    const other = await lockRoom('another-room');
    expect(other.held).to.equal(true);
    first.release();
    other.release();
    await new Promise((r) => setTimeout(r, 20));
    const third = await lockRoom('lock-test-room');
    expect(third.held).to.equal(true);
    third.release();
  });
});
