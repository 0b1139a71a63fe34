// Renders public/icon.svg to the PNG sizes the web manifest lists, with Debian's Chromium
// (no network, no image library). Run after editing the SVG: `node scripts/make-icons.mjs`.
import { readFile, writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const SIZES = [192, 512];
const svg = await readFile(new URL('../public/icon.svg', import.meta.url), 'utf8');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  for (const size of SIZES) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setContent(`<style>*{margin:0}</style><img src="${dataUrl}" width="${size}" height="${size}">`);
    await page.waitForFunction(() => document.images[0]?.complete);
    const png = await page.screenshot({ omitBackground: true });
    await writeFile(new URL(`../public/icon-${size}.png`, import.meta.url), png);
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(`icons: ${SIZES.map((s) => `icon-${s}.png`).join(', ')}`);
