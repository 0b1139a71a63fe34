/**
 * The layering, checked in `npm test` (npm run check). Each rule says what
 * it keeps apart and why; docs/architecture.md draws the picture.
 */
const TEST = '\\.test\\.ts$';
/** Tests, and the test helpers beside a component's tests (components/<game>/test-*.ts). */
const TEST_CODE = `${TEST}|^components/[^/]+/test-[^/]+\\.ts$`;

module.exports = {
  forbidden: [
    {
      name: 'engine-is-pure',
      comment: 'The rules and the protocol run in Node, a Worker and the browser alike: they import neither the app nor the UI.',
      severity: 'error',
      from: { path: '^engine/', pathNot: TEST },
      to: { path: '^(src|components)/' },
    },
    {
      name: 'protocol-knows-no-game-and-no-transport',
      comment: 'The protocol judges entries for any game; Yjs is only the transport the app carries them on.',
      severity: 'error',
      from: { path: '^engine/protocol/', pathNot: TEST },
      to: { path: '^(engine/games/|node_modules/(yjs|y-webrtc|y-indexeddb)/)' },
    },
    {
      name: 'core-has-no-test-library',
      comment: 'engine/core ships in the app: test libraries stay in tests.',
      severity: 'error',
      from: { path: '^engine/core/', pathNot: TEST },
      to: { path: '^node_modules/(vitest|fast-check|@open-wc|@web)/' },
    },
    {
      name: 'components-only-show',
      comment: 'Components draw a snapshot and send a legal action: they import no app code, no session, no protocol and no crypto.',
      severity: 'error',
      from: { path: '^components/', pathNot: TEST_CODE },
      to: { path: '^(src/|engine/protocol/|node_modules/@noble/)' },
    },
    {
      name: 'components-import-no-rules',
      comment:
        "A table is told what is legal and why not (the view, the legal actions, explain): from a game's engine it imports only its metadata, types, component data (cards, lands, tiles, a board's map), its English words and its event records; and Felinia's scoring, whose breakdown by source its end screen shows.",
      severity: 'error',
      from: { path: '^components/', pathNot: TEST_CODE },
      to: { path: '^engine/games/', pathNot: '^engine/games/([^/]+/(meta|types|cards|lands|tiles|data|board|uses|notation|events)|felinia/scoring)\\.ts$' },
    },
    {
      name: 'session-below-app',
      comment: 'The sessions run games; the pages use them, not the other way round.',
      severity: 'error',
      from: { path: '^src/session/' },
      to: { path: '^src/app/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '^(dist|test-results)/' },
  },
};
