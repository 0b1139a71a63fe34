import { expect, fixture, html } from '@open-wc/testing';
import '../../src/app/room-page.js';
import type { TtRoomPage } from '../../src/app/room-page.js';
import type { NetModule } from '../../src/session/net-api.js';
import { until } from './helpers.js';

/** The page's own fields, as a test drives them: the networked session is not in the unit-test build. */
type Inside = { net: NetModule | null | undefined; name: string; openRoom(): Promise<void> };

describe('the room page while a room opens', () => {
  it('says nobody has answered yet, then how far the room\u2019s record has been checked', async () => {
    const el = await fixture<TtRoomPage>(html`<tt-room-page mode="room" code="KQ7M-2PXA-H3TD"></tt-room-page>`);
    const inside = el as unknown as Inside;
    await until(() => inside.net === null, 'the page to find no networked session in this build');
    let tell: ((read: number, of: number) => void) | undefined;
    inside.net = {
      parseRoomCode: (t) => t,
      createRoom: () => new Promise(() => undefined),
      joinRoom: (_code, opts) => {
        tell = opts.onProgress;
        return new Promise(() => undefined); // still reading
      },
    };
    inside.name = 'Gus';
    void inside.openRoom();
    await el.updateComplete;
    const text = () => el.shadowRoot!.textContent!.replace(/\s+/g, ' ');
    expect(text()).to.contain('Opening the room');
    expect(tell, 'the page asks to be told how far the check is').to.be.a('function');
    tell!(96, 513);
    await el.updateComplete;
    expect(text()).to.contain('Checking the game\u2019s signed record: 96 of 513 entries');
    const bar = el.shadowRoot!.querySelector('progress')!;
    expect([bar.value, bar.max]).to.deep.equal([96, 513]);
    expect(bar.closest('[role="status"]')).to.not.equal(null);
  });
});
