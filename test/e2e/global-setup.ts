import { buildSite } from './harness.js';

/** Builds the site once for every e2e file. */
export default async function setup(): Promise<void> {
  const started = Date.now();
  await buildSite();
  console.log(`e2e site built in ${Date.now() - started} ms`);
}
