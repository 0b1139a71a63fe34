/** The app's entry: mounts <tt-app> (src/app/app-shell.ts) into index.html's #app. */
import './app/app-shell.js';
import { applyTheme } from './app/theme.js';

applyTheme();

const root = document.getElementById('app');
if (root) root.replaceChildren(document.createElement('tt-app'));
