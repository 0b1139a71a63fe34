import { describe, expect, it } from 'vitest';
import type { AnyGame } from '../../engine/core/game.js';
import { feebleton } from '../../engine/games/feebleton/index.js';
import type { FeebletonAction, FeebletonView } from '../../engine/games/feebleton/types.js';
import { parseRecord } from './controller.js';
import { LocalController, LocalGame, type Bot, type LocalOptions, type LocalSetup } from './local.js';
import { memoryStore } from '../../test/memory-store.js';
import { listSaved, loadSaved, type GameStore } from './saved-games.js';

const game = feebleton as unknown as AnyGame;

const firstLegal: Bot = ({ legal }) => legal[0];

function options(store: GameStore, extra: Partial<LocalOptions> = {}): LocalOptions {
  return { game, store, bot: firstLegal, botDelay: () => Promise.resolve(), ...extra };
}

const setup = (over: Partial<LocalSetup> = {}): LocalSetup => ({
  gameId: 'feebleton',
  config: { firstSeat: 0 },
  names: ['Ana', 'Bo'],
  bots: [],
  seed: 1234,
  ...over,
});

/** Lets queued bot moves (microtasks and zero timers) run. */
async function idle(c: LocalController<FeebletonView, FeebletonAction>): Promise<void> {
  for (let i = 0; i < 10_000 && c.snapshot().busy; i++) await new Promise((r) => setTimeout(r, 0));
  await new Promise((r) => setTimeout(r, 0));
}

/** Plays a whole game with a fixed policy; returns it. Seed printed on failure. */
function playout(s: LocalSetup, pick: (legal: unknown[], n: number) => unknown = (l, n) => l[n % l.length]): LocalGame {
  const g = new LocalGame(game, s);
  for (let n = 0; g.actingSeats().length > 0; n++) {
    if (n > 2000) throw new Error(`no end after 2000 moves (seed ${s.seed})`);
    const seat = g.actingSeats()[0]!;
    const r = g.play(seat, pick(g.legal(seat), n));
    if (!r.ok) throw new Error(`seed ${s.seed}: ${r.error.message}`);
  }
  return g;
}

describe('LocalGame', () => {
  it('replays a whole game from its seed and moves to the same state', () => {
    for (const seed of [1, 2, 3, 99]) {
      const g = playout(setup({ seed, names: ['Ana', 'Bo', 'Cy'] }));
      expect(game.outcome(g.state), `seed ${seed}`).not.toBeNull();
      const again = LocalGame.replay(game, g.setup, JSON.parse(JSON.stringify(g.moves)));
      expect(again.ok).toBe(true);
      if (again.ok) expect(again.value.state).toEqual(g.state);
    }
  });

  it('refuses a move from a seat that is not asked to act', () => {
    const g = new LocalGame(game, setup());
    const r = g.play(1, { type: 'end' });
    expect(r.ok).toBe(false);
  });

  it('explains an illegal play in words and accepts a legal one', () => {
    const g = new LocalGame(game, setup());
    const legal = g.legal(0)[0] as FeebletonAction;
    expect(g.explain(0, legal)).toBeNull();
    const why = g.explain(1, legal);
    expect(why?.code).toBe('not-your-move');
    expect(why!.message.length).toBeGreaterThan(0);
  });
});

describe('LocalController, hot-seat', () => {
  it('hides every hand behind a hand-over until the player takes the device', async () => {
    const c = await LocalController.create<FeebletonView, FeebletonAction>(options(memoryStore()), setup());
    const s = c.snapshot();
    expect(s.handoff).toMatchObject({ seat: 0, name: 'Ana' });
    expect(s.mySeat).toBeNull();
    expect(s.view.hand).toEqual([]);
    expect(s.legal).toEqual([]);
    c.acceptHandoff();
    const t = c.snapshot();
    expect(t.mySeat).toBe(0);
    expect(t.view.hand).toHaveLength(4);
    expect(t.legal.length).toBeGreaterThan(0);
  });

  it('asks for a hand-over whenever the seat to act changes', async () => {
    const c = await LocalController.create<FeebletonView, FeebletonAction>(options(memoryStore()), setup());
    let handoffs = 0;
    for (let n = 0; n < 60 && !c.snapshot().outcome; n++) {
      if (c.snapshot().handoff) {
        handoffs++;
        c.acceptHandoff();
      }
      const s = c.snapshot();
      const acting = c['g'].actingSeats() as number[];
      expect(acting).toContain(s.mySeat);
      const r = await c.act(s.legal[0]!.action);
      expect(r.ok).toBe(true);
      const next = c.snapshot();
      const nowActing = c['g'].actingSeats() as number[];
      if (!next.outcome && !nowActing.includes(s.mySeat!)) expect(next.handoff).not.toBeNull();
    }
    expect(handoffs).toBeGreaterThan(5);
  });

  it('continues a saved game after a reload, without showing a hand', async () => {
    const store = memoryStore();
    const c = await LocalController.create<FeebletonView, FeebletonAction>(options(store), setup());
    c.acceptHandoff();
    await c.act(c.snapshot().legal[0]!.action);
    const before = c.snapshot();
    const [summary] = await listSaved(store);
    expect(summary?.id).toBe(c.id);
    const saved = await loadSaved(store, c.id);
    const again = LocalController.resume<FeebletonView, FeebletonAction>(options(store), saved!);
    expect(again.ok).toBe(true);
    if (!again.ok) return;
    const after = again.value.snapshot();
    expect(after.log).toEqual(before.log);
    expect(after.waiting).toEqual(before.waiting);
    expect(after.handoff?.seat ?? after.mySeat).toBe(before.handoff?.seat ?? before.mySeat);
  });

  it('rejects an action when nobody holds the device', async () => {
    const c = await LocalController.create<FeebletonView, FeebletonAction>(options(memoryStore()), setup());
    const r = await c.act({ type: 'end' });
    expect(r.ok).toBe(false);
  });
});

describe('LocalController, solo against bots', () => {
  it('lets the bots play to the human seat, which always sees its own hand', async () => {
    const c = await LocalController.create<FeebletonView, FeebletonAction>(options(memoryStore()), setup({ names: ['Bot A', 'You', 'Bot C'], bots: [0, 2] }));
    await idle(c);
    const s = c.snapshot();
    expect(s.mySeat).toBe(1);
    expect(s.handoff).toBeNull();
    expect(s.view.hand.length).toBeGreaterThan(0);
    expect(s.log.length).toBeGreaterThan(0);
    expect(c['g'].actingSeats()).toContain(1);
  });

  it('plays a whole game to the end and exports a record that replays', async () => {
    const store = memoryStore();
    const c = await LocalController.create<FeebletonView, FeebletonAction>(options(store), setup({ names: ['You', 'Bot'], bots: [1], seed: 77 }));
    for (let n = 0; n < 3000 && !c.snapshot().outcome; n++) {
      await idle(c);
      const s = c.snapshot();
      if (s.outcome) break;
      const r = await c.act(s.legal[n % s.legal.length]!.action);
      expect(r.ok, `seed 77 move ${n}`).toBe(true);
    }
    const o = c.snapshot().outcome;
    expect(o).not.toBeNull();
    const rec = parseRecord(JSON.parse(JSON.stringify(c.exportRecord())));
    expect(rec.ok).toBe(true);
    if (!rec.ok) return;
    expect(rec.value.outcome).toEqual(o);
    // The log words every move afresh from the state before it (in the reader's language): kept states are
    // not changed by later moves, so each line says what the move said when it was made.
    expect(c.snapshot().log.map((l) => l.text)).toEqual(c['g'].moves.map((m: { text: string }) => m.text));
    expect(c.snapshot().log.some((l) => / on (You|Bot)\./.test(l.text))).toBe(true);
    const replay = LocalGame.replay(
      game,
      { gameId: 'feebleton', config: rec.value.config, names: rec.value.names, bots: [], seed: rec.value.seed! },
      rec.value.moves,
    );
    expect(replay.ok).toBe(true);
    if (replay.ok) expect(game.outcome(replay.value.state)).toEqual(o);
    const [summary] = await listSaved(store);
    expect(summary?.over).toBe(true);
  });
});

describe('parseRecord', () => {
  it('refuses files that are not game records', () => {
    expect(parseRecord(null).ok).toBe(false);
    expect(parseRecord({ format: 'other' }).ok).toBe(false);
    expect(parseRecord({ format: 'tabletop-game-record', version: 1, gameId: 'chess', names: [], moves: [], seed: null }).ok).toBe(false);
  });
});

describe('LocalController with every card face up, several players asked at once', () => {
  it('shows whoever acts without a hand-over, and passTo gives the device to another player asked now', async () => {
    const { vote } = await import('../../test/node/vote-game.js');
    const c = await LocalController.create(
      { game: vote as unknown as AnyGame, store: memoryStore(), botDelay: () => Promise.resolve() },
      { gameId: 'feebleton', config: { rounds: 2 }, names: ['Ana', 'Bo', 'Cy'], bots: [], seed: 1 },
    );
    let s = c.snapshot();
    expect(s.handoff).toBeNull();
    expect(s.mySeat).toBe(0);
    expect(s.alsoAsked).toEqual([1, 2]);
    c.passTo(2);
    s = c.snapshot();
    expect(s.mySeat).toBe(2);
    expect(s.alsoAsked).toEqual([0, 1]);
    expect((await c.act({ type: 'vote', n: 1 })).ok).toBe(true);
    // Cy has voted: the device goes on to the first player still asked, with no hand-over screen.
    s = c.snapshot();
    expect(s.handoff).toBeNull();
    expect(s.mySeat).toBe(0);
    expect(s.alsoAsked).toEqual([1]);
    c.passTo(2); // not asked any more: nothing changes
    expect(c.snapshot().mySeat).toBe(0);
  });
});
