/**
 * Renders the dashboard's icon (web/app/icon.svg) to the PNGs the web app manifest names
 * (web/public/icons/icon-<size>.png, and a maskable one on a full-bleed background), with the
 * same chromium the browser tests use. Run after changing icon.svg: `node -r ./scripts/register-swc.js scripts/render-icons.ts`;
 * the PNGs are committed (the build downloads and rasterises nothing).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(__dirname, '..');
const SVG = readFileSync(path.join(ROOT, 'web/app/icon.svg'), 'utf8');

async function main(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox'],
  });
  try {
    for (const [size, maskable] of [
      [192, false],
      [512, false],
      [512, true],
    ] as const) {
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      // A maskable icon keeps its sign in the middle 80 % on the icon's own colour (the safe zone).
      const inner = maskable ? size * 0.7 : size;
      await page.setContent(
        `<html><body style="margin:0;background:${maskable ? '#2f5d8a' : 'transparent'};display:flex;align-items:center;justify-content:center;width:${size}px;height:${size}px">
         <img src="data:image/svg+xml;base64,${Buffer.from(SVG).toString('base64')}" width="${inner}" height="${inner}"></body></html>`,
      );
      const png = await page.screenshot({ omitBackground: !maskable, type: 'png' });
      const name = `icon-${size}${maskable ? '-maskable' : ''}.png`;
      writeFileSync(path.join(ROOT, 'web/public/icons', name), png);
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

void main();
