/**
 * Tables for the component tests: a real Feuville state (engine fixture) turned
 * into the snapshot the controller would hand the table. Test-only.
 */
import { fixture, html } from '@open-wc/testing';
import type { Seat } from '../../engine/core/game.js';
import { feuville } from '../../engine/games/feuville/index.js';
import type { FeuvilleAction, FeuvilleState } from '../../engine/games/feuville/types.js';
import type { FeuvilleSnapshot, FvTable } from './table.js';
import { actionLabel } from './labels.js';

export const NAMES = ['Ana', 'Bo', 'Cy'] as const;

/** The snapshot of `s` for `seat` (null: a spectator), labels in the current language. */
export function snapshotOf(s: FeuvilleState, seat: Seat | null, names: readonly string[] = NAMES): FeuvilleSnapshot {
  const view = feuville.view(s, seat, new Map());
  const legal = seat === null ? [] : feuville.legalActions(s, seat, new Map()).map((action) => ({ action, label: actionLabel(action, names, view) }));
  const awaited = view.awaited;
  return {
    gameId: 'feuville',
    names,
    bots: [],
    connected: names.map((_, i) => i),
    mySeat: seat,
    view,
    legal,
    log: [{ index: 0, seat: 0, text: 'Ana rolls 3 and 5.' }],
    waiting: awaited.length ? { seats: awaited, prompt: '', text: `Waiting for ${awaited.map((x) => names[x]).join(', ')}` } : null,
    handoff: null,
    outcome: null,
    rejected: [],
    busy: false,
  };
}

/** The controller's dry run: why `a` is refused in `s` for `seat`, or null. */
export const explainer =
  (s: FeuvilleState, seat: Seat) =>
  (a: unknown): string | null => {
    const r = feuville.apply(s, a as FeuvilleAction, seat);
    return r.ok ? null : r.error.message;
  };

/** The table showing `s` to `seat` (null: a spectator), rendered. */
export async function mountTable(s: FeuvilleState, seat: Seat | null): Promise<FvTable> {
  const el = await fixture<FvTable>(html`<fv-table .snapshot=${snapshotOf(s, seat)} .explain=${explainer(s, seat ?? 0)}></fv-table>`);
  await el.updateComplete;
  return el;
}
