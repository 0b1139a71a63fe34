/**
 * Tables for the component tests: a real Feuville state (engine fixture) shown
 * through the app's own controller opening at it. Test-only.
 */
import { fixture, html } from '@open-wc/testing';
import type { Seat } from '../../engine/core/game.js';
import { feuville } from '../../engine/games/feuville/index.js';
import type { FeuvilleAction, FeuvilleState, FeuvilleView } from '../../engine/games/feuville/types.js';
import { controllerAt as openAt } from '../../test/browser/controller-at.js';
import { labelOf } from '../../components/shared/manifest.js';
import type { FvTable } from './table.js';
import { actionLabel } from './labels.js';

export const NAMES = ['Ana', 'Bo', 'Cy'] as const;

/**
 * A real hot-seat controller whose game opens at `s`, `seat` holding the device
 * (null: watching; test/browser/controller-at.ts): the snapshot, the dry run and the
 * moves are the app's own, labels in the current language.
 */
export const controllerAt = (s: FeuvilleState, seat: Seat | null, names: readonly string[] = NAMES.slice(0, s.seats)) =>
  openAt<FeuvilleView, FeuvilleAction>({ game: feuville, state: s, names, label: labelOf(actionLabel) }, seat);

/** The table showing `s` to `seat` (null: a spectator), rendered. */
export async function mountTable(s: FeuvilleState, seat: Seat | null): Promise<FvTable> {
  const c = await controllerAt(s, seat);
  const el = await fixture<FvTable>(html`<fv-table .snapshot=${c.snapshot()} .explain=${(a: unknown) => c.explain(a as FeuvilleAction)}></fv-table>`);
  await el.updateComplete;
  return el;
}
