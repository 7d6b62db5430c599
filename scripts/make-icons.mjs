#!/usr/bin/env node
// Renders public/favicon.svg into the PNG icons of the web app manifest (public/icons/) with
// Debian's Chromium through Playwright. Run after changing the favicon: node scripts/make-icons.mjs
import { mkdirSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const svg = readFileSync('public/favicon.svg', 'utf8');
// A maskable icon is cut to a circle or a squircle by the launcher: a full square background, the
// mark inside the central 80 % safe zone.
const maskable = svg
  .replace('rx="7"', 'rx="0"')
  .replace(/(<path[^>]*\/>)(<path[^>]*\/>)/, '<g transform="translate(3.2 3.2) scale(0.8)">$1$2</g>');
const ICONS = [
  { file: 'icon-192.png', size: 192, source: svg },
  { file: 'icon-512.png', size: 512, source: svg },
  { file: 'icon-maskable-512.png', size: 512, source: maskable },
  { file: 'apple-touch-icon.png', size: 180, source: maskable },
];

mkdirSync('public/icons', { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
for (const { file, size, source } of ICONS) {
  await page.setViewportSize({ width: size, height: size });
  const sized = source.replace('<svg ', `<svg width="${size}" height="${size}" `);
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`,
  );
  await page.locator('svg').screenshot({ path: `public/icons/${file}`, omitBackground: true });
  console.log(`public/icons/${file} ${size}×${size}`);
}
await browser.close();
