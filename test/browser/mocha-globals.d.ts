/**
 * The mocha globals web-test-runner provides in the browser, for files under test/browser
 * and components/**.test.ts. @types/mocha is not installed; this is the subset used.
 * Vitest files import their own `describe`/`it`, which shadow these.
 */
type MochaDone = (error?: unknown) => void;
// biome-ignore lint/suspicious/noConfusingVoidType: mocha takes a test that returns nothing or a promise.
type MochaFn = (this: unknown, done: MochaDone) => void | Promise<unknown>;

interface MochaSuiteFn {
  (title: string, body: () => void): void;
  only(title: string, body: () => void): void;
  skip(title: string, body: () => void): void;
}
interface MochaTestFn {
  (title: string, body?: MochaFn): void;
  only(title: string, body?: MochaFn): void;
  skip(title: string, body?: MochaFn): void;
}

declare const describe: MochaSuiteFn;
declare const context: MochaSuiteFn;
declare const it: MochaTestFn;
declare function before(body: MochaFn): void;
declare function after(body: MochaFn): void;
declare function beforeEach(body: MochaFn): void;
declare function afterEach(body: MochaFn): void;
