/**
 * Draws the installed app's icons from the favicon (apps/web/public/favicon.svg) with headless Chromium, so the
 * PNGs always match the SVG. Run after changing the favicon, and commit the PNGs:
 *
 *   npx tsx scripts/generate-app-icons.ts
 *
 * - icon-192.png, icon-512.png: the favicon as it is (rounded square on transparent corners).
 * - maskable-512.png: full-bleed green with the leaf inside the central safe zone, for launchers that cut the
 *   icon into their own shape; apple-touch-icon.png the same at 180 px (iOS rounds it itself).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const repoRoot = path.resolve(import.meta.dirname, '..');
const publicDir = path.join(repoRoot, 'apps/web/public');
const svg = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
/** The favicon's background, taken from the SVG so the two cannot drift apart. */
const background = /<rect[^>]*fill="(#[0-9a-f]{3,6})"/i.exec(svg)?.[1];
if (!background) throw new Error('favicon.svg has no filled background rect');

interface Icon {
  file: string;
  size: number;
  /** Share of the side the favicon takes; below 1 the rest is filled with the background colour. */
  scale: number;
}

const ICONS: Icon[] = [
  { file: 'icons/icon-192.png', size: 192, scale: 1 },
  { file: 'icons/icon-512.png', size: 512, scale: 1 },
  // The maskable safe zone is a centred circle of 80 % of the side; the leaf stays well inside it.
  { file: 'icons/maskable-512.png', size: 512, scale: 0.7 },
  { file: 'icons/apple-touch-icon.png', size: 180, scale: 0.8 },
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  for (const icon of ICONS) {
    const inner = Math.round(icon.size * icon.scale);
    const fill = icon.scale < 1 ? background : 'transparent';
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(
      `<body style="margin:0;width:${icon.size}px;height:${icon.size}px;display:grid;place-items:center;background:${fill}">` +
        svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `) +
        '</body>',
    );
    await page.screenshot({ path: path.join(publicDir, icon.file), omitBackground: fill === 'transparent' });
    console.log(`${icon.file} (${icon.size}×${icon.size})`);
  }
} finally {
  await browser.close();
}
