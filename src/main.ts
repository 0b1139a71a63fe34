/** The app's entry: mounts <tt-app> (src/app/app-shell.ts) into index.html's #app. */
// The project's own font (Atkinson Hyperlegible, SIL OFL), bundled and precached: the same letters on every device, offline too.
import '@fontsource/atkinson-hyperlegible/400.css';
import '@fontsource/atkinson-hyperlegible/700.css';
import './app/app-shell.js';
import { applyTheme } from './app/theme.js';
import { startLocale } from '../components/shared/locale.js';

applyTheme();
// English needs nothing loaded; another language is shown once its translations have loaded.
await startLocale();

const root = document.getElementById('app');
if (root) root.replaceChildren(document.createElement('tt-app'));
