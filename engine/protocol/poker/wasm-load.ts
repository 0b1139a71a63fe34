/**
 * The flag that turns on the WebAssembly arithmetic (`wasm.ts`): loads libsodium's ristretto255
 * (`libsodium-wrappers-sumo`) with a dynamic import, so only a caller of `loadWasm` ever loads or
 * bundles it, and installs it once ready. Called by the app for a room with hidden cards
 * (src/session/prover.ts), by Node callers that check whole games (`npm run verify`, the bench's
 * replay) and by the tests.
 */
import type sodiumModule from 'libsodium-wrappers-sumo';
import { expectWasm, installWasm } from './wasm.js';

let loading: Promise<boolean> | null = null;

/**
 * Loads and installs the WebAssembly path (once); true when it is ready. Never rejects: on failure every check
 * stays on @noble, and the next call tries again (the page may have been offline).
 */
export function loadWasm(): Promise<boolean> {
  if (loading) return loading;
  expectWasm(true);
  loading = import('libsodium-wrappers-sumo')
    .then(async (m) => {
      const s = ((m as { default?: typeof sodiumModule }).default ?? m) as typeof sodiumModule;
      await s.ready;
      installWasm(s);
      return true;
    })
    .catch(() => {
      loading = null;
      return false;
    })
    .finally(() => expectWasm(false));
  return loading;
}
