/**
 * What every game controller shares (local.ts for hot-seat and solo,
 * net-controller.ts for a networked room): its listeners, the table a seat
 * sees (the game's view and its legal actions in words), hints, whom the game
 * waits for, and the loop that plays bot seats one move at a time, showing the
 * table busy meanwhile. Each controller says only what differs: where the
 * state, the seat and its knowledge come from, and how a move is made.
 */
import type { AnyGame, Knowledge, Seat } from '../../engine/core/game.js';
import type { Chooser } from '../../engine/core/playout.js';
import type { Rng } from '../../engine/core/rng.js';
import type { ActionLabel, LegalAction, Listener, TableSnapshot, Waiting } from './controller.js';

/** A move the game asks of `seats` (`sealed`: several answer at once, sealed until all are in). */
export function waitingFor(seats: readonly Seat[], prompt: string, sealed = false, who: readonly Seat[] = seats): Waiting {
  return { seats, prompt, for: { kind: 'move', who, sealed }, dealing: null };
}

export abstract class ControllerCore<V, A> {
  private readonly listeners = new Set<Listener<V, A>>();
  protected disposed = false;
  /** A bot move is being thought about or made: the table shows it busy. */
  protected botBusy = false;

  abstract snapshot(): TableSnapshot<V, A>;

  subscribe(listener: Listener<V, A>): () => void {
    this.listeners.add(listener);
    listener(this.snapshot());
    return () => this.listeners.delete(listener);
  }

  protected emit(): void {
    if (this.disposed) return;
    const s = this.snapshot();
    for (const l of this.listeners) l(s);
  }

  dispose(): void {
    this.disposed = true;
    this.listeners.clear();
  }

  /** What `seat` sees, and, if the game asks it now, its legal actions in words. */
  protected seen(
    game: AnyGame,
    state: unknown,
    seat: Seat | null,
    knows: Knowledge,
    asked: boolean,
    names: readonly string[],
    label: ActionLabel,
  ): { view: V; legal: LegalAction<A>[] } {
    const view = game.view(state, seat, knows) as V;
    const legal =
      seat !== null && asked ? game.legalActions(state, seat, knows).map((action) => ({ action: action as A, label: label(action, names, view) })) : [];
    return { view, legal };
  }

  /** What the game's bot would play for `seat` now: a hint, from a stream of its own so asking never changes a bot's play. */
  protected hint(bot: Chooser, game: AnyGame, state: unknown, seat: Seat, knows: Knowledge, rng: Rng): A | null {
    const legal = game.legalActions(state, seat, knows);
    return legal.length ? (bot({ game, state, seat, knows, legal, rng }) as A) : null;
  }

  /**
   * Plays one bot move: after `delay` (so people can follow), `move` chooses and
   * makes it; then `next` looks again. One at a time; the table shows it busy.
   */
  protected playBot(delay: () => Promise<void>, move: () => Promise<void>, next: () => void): void {
    if (this.botBusy || this.disposed) return;
    this.botBusy = true;
    this.emit();
    void delay().then(async () => {
      try {
        if (!this.disposed) await move();
      } finally {
        this.botBusy = false;
        if (!this.disposed) next();
      }
    });
  }
}
