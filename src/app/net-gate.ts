/**
 * The one place the app reaches the networked session (src/session/net.ts).
 * That module is written separately; until it exists in the build, networked
 * rooms show as "coming" and everything else works. Vite resolves the glob at
 * build time: with no net.ts the map is empty and nothing is bundled. Outside
 * Vite (browser unit tests) `import.meta.glob` does not exist: no networking.
 */
import type { NetModule } from '../session/net-api.js';

function loaders(): Record<string, () => Promise<unknown>> {
  try {
    return import.meta.glob('../session/net.ts');
  } catch {
    return {};
  }
}

const found = loaders();

/** Whether this build has networked rooms. */
export const hasNet = Object.keys(found).length > 0;

/**
 * Loads the networked session, or null when this build has none: the module's `net`, the object checked
 * against `NetModule` (its namespace lacked `openLegacy`, so a version-1 room's read-only view never showed).
 */
export async function loadNet(): Promise<NetModule | null> {
  const load = Object.values(found)[0];
  return load ? ((await load()) as { net: NetModule }).net : null;
}
