/**
 * Figure 5b: a Feebleton move that draws a private card, signed on one peer →
 * rendered on the others, in three Chromium processes over WebRTC (the e2e
 * harness's launchPeer), each page the app's own parts (site/draw.ts).
 */
import { launchPeer, roomLink, waitForWebrtc, type Peer } from '../../test/e2e/harness.js';
import type { BenchServer } from './browser.js';
import type { DrawHook } from './site/draw.js';

export interface DrawRoom {
  /** Per draw move and per other peer: signed on the mover → rendered on that peer's table (ms). */
  readonly drawMs: number[];
  /** The same for the moves that drew no card. */
  readonly otherMs: number[];
  /** Per draw move: signed → the drawer can read every card in its hand (the other seats' shares arrived and checked). */
  readonly handMs: number[];
  readonly moves: number;
  readonly connectMs: number;
}

type D = { __room: DrawHook };
type Page = Peer['page'];
const waitOpts = { polling: 10, timeout: 15_000 };

const stateOf = (p: Page): Promise<string> =>
  p.evaluate(() => {
    const r = (window as unknown as D).__room;
    return JSON.stringify({ moves: r.moves(), over: r.over(), asked: r.asked(), errors: r.errors() });
  });

/**
 * Three Chromium processes play one whole 3-seat Feebleton game over WebRTC,
 * through the real table: whichever page the game asks makes its move (the
 * game's hint), and the next move waits until every other page has rendered
 * this one (or is asked itself, in a sealed round) and the mover holds what it
 * drew, so the figures are latencies, not queueing behind the next move. Which
 * moves drew a card is read from the history afterwards: the deck shrank.
 */
export async function drawRoom(server: BenchServer, seats = 3, deadlineMs = 300_000): Promise<DrawRoom> {
  const room = `bench-draw-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const query = new URLSearchParams({ room, password: 'bench draw room', signal: server.signalUrl });
  const peers: Peer[] = [];
  try {
    for (let i = 0; i < seats; i++) {
      const p = await launchPeer(`bench-draw-${i}`);
      peers.push(p);
      await p.page.goto(`${server.url}/bench/draw.html?${query}`);
      await p.page.waitForFunction(() => '__room' in window && 'play' in (window as unknown as { __room: object }).__room);
    }
    const pages = peers.map((p) => p.page);
    const t0 = Date.now();
    for (const p of pages) {
      const link = await waitForWebrtc(p, seats - 1);
      if (link.bcConns !== 0) throw new Error('bench: peers found each other over BroadcastChannel, not WebRTC');
    }
    const connectMs = Date.now() - t0;
    const [host, ...rest] = pages as [Page, ...Page[]];
    const code = await host.evaluate((n) => (window as unknown as D).__room.create(n), seats);
    for (const p of rest) await p.evaluate((c) => (window as unknown as D).__room.enter(c), code);
    for (const [i, p] of pages.entries()) {
      await p.waitForFunction(() => (window as unknown as D).__room.phase() === 'lobby', null, waitOpts);
      await p.evaluate(() => (window as unknown as D).__room.join());
      await host.waitForFunction((n) => (window as unknown as D).__room.seated() === n, i + 1, waitOpts);
    }
    await host.evaluate(() => (window as unknown as D).__room.start());
    for (const p of pages) await p.waitForFunction(() => (window as unknown as D).__room.phase() === 'play', null, waitOpts);

    const signedAt: number[] = [];
    const moverOf: number[] = [];
    const deadline = Date.now() + deadlineMs;
    const over = () => host.evaluate(() => (window as unknown as D).__room.over());
    while (!(await over())) {
      if (Date.now() > deadline) throw new Error(`bench: the draw room did not finish in ${deadlineMs / 1000} s (at move ${signedAt.length - 1})`);
      let played: { at: number; before: number } | null = null;
      let mover = -1;
      for (const [i, p] of pages.entries()) {
        played = await p.evaluate(() => (window as unknown as D).__room.play());
        if (played) {
          mover = i;
          break;
        }
      }
      if (!played) {
        // Nobody is asked yet: a shuffle, a beacon link or shares are on their way.
        await new Promise((r) => setTimeout(r, 5));
        continue;
      }
      const k = played.before + 1;
      signedAt[k] = played.at; // in a sealed round the last answer is the one that applies the move
      moverOf[k] = mover;
      // Until every other page shows move k, unless a page is asked before k applies (a sealed round waits for its answer).
      let applied = false;
      for (;;) {
        const st = await Promise.all(
          pages.map((p) =>
            p.evaluate((n) => {
              const r = (window as unknown as D).__room;
              return { shown: r.rendered(n) !== undefined, waitsForMe: r.moves() < n && r.asked(), over: r.over() };
            }, k),
          ),
        );
        applied = st.every((x, i) => i === mover || x.shown || x.over);
        if (applied || st.some((x) => x.waitsForMe)) break;
        if (Date.now() > deadline) throw new Error(`bench: move ${k} by page ${mover} never showed: ${(await Promise.all(pages.map(stateOf))).join(' ')}`);
        await new Promise((r) => setTimeout(r, 5));
      }
      if (!applied) continue;
      await pages[mover]!.waitForFunction(
        (n) => {
          const r = (window as unknown as D).__room;
          return r.handKnown(n) !== undefined || r.moves() > n || r.over();
        },
        k,
        { polling: 10, timeout: 60_000 },
      ).catch(async (e: unknown) => {
        throw new Error(`bench: page ${mover} never read its hand after move ${k}: ${String(e)} ${await stateOf(pages[mover]!)}`);
      });
    }
    const decks = await host.evaluate(() => (window as unknown as D).__room.decks());
    const stamps = await Promise.all(
      pages.map((p) =>
        p.evaluate((n) => {
          const r = (window as unknown as D).__room;
          return {
            rendered: Array.from({ length: n + 1 }, (_, k) => r.rendered(k) ?? null),
            hand: Array.from({ length: n + 1 }, (_, k) => r.handKnown(k) ?? null),
          };
        }, decks.length),
      ),
    );
    const drawMs: number[] = [];
    const otherMs: number[] = [];
    const handMs: number[] = [];
    decks.forEach((d, i) => {
      const k = i + 1;
      const at = signedAt[k];
      if (at === undefined) return;
      const drew = d.after < d.before;
      for (const [j, st] of stamps.entries()) {
        const r = st.rendered[k];
        if (j === moverOf[k] || r === null || r === undefined) continue;
        (drew ? drawMs : otherMs).push(r - at);
      }
      const h = stamps[moverOf[k]!]!.hand[k];
      if (drew && h !== null && h !== undefined) handMs.push(h - at);
    });
    for (const p of peers) {
      const link = await roomLink(p.page);
      if (link?.bcConns !== 0 || link.webrtcConnected < seats - 1) throw new Error(`bench: ${p.name} lost a WebRTC link: ${JSON.stringify(link)}`);
      if (p.errors.length) throw new Error(`bench: page errors: ${p.errors.join('; ')}`);
      const rejected = await p.page.evaluate(() => (window as unknown as D).__room.errors());
      if (rejected.length) throw new Error(`bench: ${p.name} rejected entries: ${rejected.join('; ')}`);
    }
    return { drawMs, otherMs, handMs, moves: decks.length, connectMs };
  } finally {
    await Promise.all(peers.map((p) => p.close()));
  }
}
