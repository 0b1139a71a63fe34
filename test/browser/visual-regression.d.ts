// @web/test-runner-visual-regression 0.10 names its browser types `commands.d.ts` beside `commands.mjs`,
// which TypeScript does not pair; this declares the one function the tests use, as its README gives it.
export {};
declare module '@web/test-runner-visual-regression' {
  export function visualDiff(element: Node, name: string): Promise<void>;
}
