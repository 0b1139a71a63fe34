/**
 * Medieval Manor and Feuville peer to peer, through the real UI: two separate
 * Chromium processes (and, for Medieval Manor, a bot hosted in the lobby) play
 * a whole game over real WebRTC. Both games are open information: every draw
 * and die comes from the hash-chain beacon, one network round each.
 *
 * The players click moves in the table's list of legal moves. To reach the end
 * in reasonable time they follow the table's "Suggest a move" (the game's own
 * bot), except where a test wants a particular move made (a Publican round).
 */
import { describe, expect, it } from 'vitest';
import { createRoom as create, joinRoom as join, shownText, useSite, waitForEnd, waitForWebrtc, type Peer } from './harness.js';
import { playToEnd, watchLog, type Taste } from './play.js';

type Page = Peer['page'];
const { site: siteOf, peer } = useSite();
const url = () => siteOf().url;
const createRoom = (page: Page, game: string, name: string, players: number) => create(page, url(), game, name, players);
const joinRoom = (page: Page, name: string, code: string) => join(page, url(), name, code);

describe('open-information games in a networked room', () => {
  it('Medieval Manor: two players and a hosted bot play a whole game over WebRTC', async () => {
    const [a, b] = [await peer('mm-ana'), await peer('mm-bo')];
    const code = await createRoom(a.page, 'medieval-manor', 'Ana', 3);
    await joinRoom(b.page, 'Bo', code);
    for (const p of [a, b]) expect((await waitForWebrtc(p.page, 1, 30_000)).bcConns, `${p.name} over WebRTC`).toBe(0);
    await a.page.getByRole('button', { name: 'Add a bot' }).click({ timeout: 30_000 });
    await a.page.getByRole('button', { name: 'Start the game' }).click({ timeout: 30_000 });
    for (const p of [a, b]) await p.page.locator('mm-table').waitFor({ timeout: 60_000 });
    const t0 = Date.now();
    let stop = false;
    const deadline = setTimeout(() => (stop = true), 540_000);
    const watch = watchLog(a.page);
    await Promise.all([a, b].map((p) => playToEnd(p.page, 'mm-table', 'mm-end-screen', () => stop)));
    clearTimeout(deadline);
    watch.stop();
    console.log(`a whole Medieval Manor game (2 players + bot) through the UI: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    await waitForEnd([a, b], 'mm-end-screen');
    const ends = await Promise.all([a, b].map((p) => shownText(p.page, 'mm-end-screen')));
    expect(ends[0]).toMatch(/wins|tie/i);
    expect(ends[1]).toEqual(ends[0]);
    expect(watch.lines().length).toBeGreaterThan(50);

    // Play again: Ana opens the next room from the end screen (her bot comes along), Bo joins it in one click.
    await a.page.locator('mm-end-screen').getByRole('button', { name: 'Play again' }).click();
    const codeOn = (p: Peer) => async () =>
      (
        await p.page
          .locator('.code')
          .textContent()
          .catch(() => '')
      )?.trim();
    await expect.poll(codeOn(a), { timeout: 30_000 }).toMatch(/^[0-9A-Z-]{14}$/);
    const next = (await codeOn(a)())!;
    expect(next).not.toBe(code);
    await b.page.getByRole('button', { name: 'Join it' }).click({ timeout: 30_000 });
    await expect.poll(codeOn(b), { timeout: 30_000 }).toBe(next);
    // Every seat taken again (Ana, Bo, the bot): the host may start.
    await a.page.getByRole('button', { name: 'Start the game' }).waitFor({ timeout: 30_000 });
    expect(await shownText(a.page, 'tt-room-seats')).toMatch(/Bo/);
    expect([...a.errors, ...b.errors]).toEqual([]);
  }, 600_000);

  it('Feuville: two players play a whole game over WebRTC, with a Publican round and dragon attacks answered out of turn', async () => {
    const [a, b] = [await peer('fv-ana'), await peer('fv-bo')];
    const code = await createRoom(a.page, 'feuville', 'Ana', 2);
    await joinRoom(b.page, 'Bo', code);
    for (const p of [a, b]) expect((await waitForWebrtc(p.page, 1, 30_000)).bcConns, `${p.name} over WebRTC`).toBe(0);
    await a.page.getByRole('button', { name: 'Start the game' }).click({ timeout: 30_000 });
    for (const p of [a, b]) await p.page.locator('fv-table').waitFor({ timeout: 60_000 });
    // Both players use the Publican when they can (twice in all). A player has a choice when the
    // dragon comes only if they have at least one cloud and fewer clouds than columns to cover (with
    // no cloud every column burns without asking). So, until someone has chosen which columns burn
    // on the other's doubles, each player takes a sky tile while they have no cloud, and otherwise
    // builds walls at the ends of their town, takes a wall instead of the suggested move half the
    // time, and takes no sky tile or Fire Protection while a wall or tower is there to take: every
    // doubles then makes the other choose. (Which dice come is the beacon's: a test cannot choose
    // them, only make every doubles count.) Otherwise, and after that, they follow the suggested
    // move (which takes decrees, so the game ends).
    let publicans = 0;
    let burnt = false;
    const taste = (page: Page) => async (): Promise<Taste> => {
      const publican = publicans < 2 ? [PUBLICAN] : [];
      if (burnt) return { prefer: publican };
      if ((await ownClouds(page)) === 0) return { prefer: [...publican, CLOUDS], avoid: [FIRE], instead: WALL_OR_TOWER };
      return { prefer: [...publican, WIDEN, ...(Math.random() < 0.5 ? [WALL] : [])], avoid: [CLOUDS, FIRE], instead: WALL_OR_TOWER };
    };
    const t0 = Date.now();
    let stop = false;
    const deadline = setTimeout(() => (stop = true), 540_000);
    const watch = watchLog(a.page, (l) => {
      publicans = l.filter((t) => PUBLICAN_LOG.test(t)).length;
      burnt = outOfTurnBurns(l) > 0;
    });
    await Promise.all([a, b].map((p) => playToEnd(p.page, 'fv-table', 'fv-end-screen', () => stop, taste(p.page))));
    clearTimeout(deadline);
    watch.stop();
    const log = watch.lines();
    console.log(`a whole Feuville game through the UI: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    await waitForEnd([a, b], 'fv-end-screen');
    expect(
      log.some((t) => PUBLICAN_LOG.test(t)),
      'a Publican round was played',
    ).toBe(true);
    expect(
      log.some((t) => DRAGON_LOG.test(t)),
      'the dragon came',
    ).toBe(true);
    console.log(log.filter((t) => BURN_LOG.test(t) || DRAGON_LOG.test(t)).join('\n'));
    expect(outOfTurnBurns(log), 'a player chose which columns burn while the other rolled').toBeGreaterThan(0);
    const ends = await Promise.all([a, b].map((p) => shownText(p.page, 'fv-end-screen')));
    expect(ends[0]).toMatch(/wins|tie/i);
    expect(ends[1]).toEqual(ends[0]);
    expect([...a.errors, ...b.errors]).toEqual([]);
  }, 600_000);
});

const PUBLICAN = /Publican.*free tiles for all/;
const WIDEN = /Build .* at the (left|right) end/;
const WALL = /Take the Wall tile/;
const WALL_OR_TOWER = /Take the (Wall|Tower) tile/;
const CLOUDS = /Take the Sky tile|Great Selection: take the Sky tile/;
const FIRE = /Fire Protection/;
const PUBLICAN_LOG = /uses the Publican/;
/** The roller's next roll after the dragon's attack has been answered. */
const DRAGON_LOG = /^(\S+) rolls again after the dragon/;
const BURN_LOG = /^(\S+) lets column \d+ burn/;

/** The clouds over the viewer's own town, as the town's words for screen readers say them. */
async function ownClouds(page: Page): Promise<number | null> {
  const words = await page
    .locator('fv-player[me] .cover .sr-only')
    .first()
    .textContent({ timeout: 1_000 })
    .catch(() => null);
  const n = words && /^\s*(\d+) clouds?/.exec(words)?.[1];
  return n ? Number(n) : null;
}

/** Burn choices made by someone other than the player whose doubles woke the dragon. */
function outOfTurnBurns(log: readonly string[]): number {
  let n = 0;
  log.forEach((line, i) => {
    const burner = BURN_LOG.exec(line.trim())?.[1];
    if (!burner) return;
    const roller = log
      .slice(i + 1)
      .map((l) => DRAGON_LOG.exec(l.trim())?.[1])
      .find((x) => x);
    if (roller && roller !== burner) n++;
  });
  return n;
}
