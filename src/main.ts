/**
 * Placeholder entry so the build, the server and the offline shell can be tested before the
 * app exists. Replace this whole file with the real bootstrap (src/app/); index.html only
 * needs `/src/main.ts` to stay the entry.
 */
const root = document.getElementById('app');
if (root) root.textContent = 'Feebleton: the app is on its way.';
