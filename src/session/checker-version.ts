/**
 * The version of the checks a device keeps the results of (ProofCache, its room
 * record): a build stamps it with a hash of the engine's sources
 * (vite.config.ts), so a device that updates the app never trusts a result an
 * older checker worked out. Unbuilt code (the tests) has its own.
 */
declare const __CHECKER_VERSION__: string | undefined;

export const CHECKER_VERSION: string = typeof __CHECKER_VERSION__ === 'string' ? __CHECKER_VERSION__ : 'unbuilt';
