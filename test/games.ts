/**
 * The games a test build lists after the shipped ones: it replaces
 * src/extra-games.ts in test builds (vite.config.ts, web-test-runner.config.mjs).
 * A fixture game is one folder under test/games/ plus one line here; the test
 * suite then plays it as it plays every game of the list.
 */
import type { GameManifest } from '../components/shared/manifest.js';
import { manifest as ticTacToe } from './games/tic-tac-toe/manifest.js';

export const EXTRA_GAMES: readonly GameManifest[] = [ticTacToe];
