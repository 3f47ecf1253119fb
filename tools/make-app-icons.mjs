#!/usr/bin/env node
// Draws each site's app icons (apps/<site>/public/icons) from its favicon.svg in Chromium: 192 and 512
// px for "any", and a 512 px maskable one whose mark sits in the middle 80 % on the brand colour (the
// safe zone a phone's mask keeps). Run it again after changing a favicon; the PNGs are committed.
//   node tools/make-app-icons.mjs
import fs from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const sites = ['web', 'shopper', 'more-rewards'];
const executablePath = process.env.CHROME_HEADLESS_PATH ?? '/usr/bin/chromium-headless-shell';

const browser = await chromium.launch({ executablePath, args: ['--disable-gpu'] });
try {
  for (const site of sites) {
    const svg = await fs.readFile(path.join(root, 'apps', site, 'public/favicon.svg'), 'utf8');
    const background = /<rect[^>]*fill="([^"]+)"/.exec(svg)?.[1] ?? '#ffffff';
    const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    const out = path.join(root, 'apps', site, 'public/icons');
    await fs.mkdir(out, { recursive: true });
    const icons = [
      { file: 'icon-192.png', size: 192, inset: 0, fill: 'transparent' },
      { file: 'icon-512.png', size: 512, inset: 0, fill: 'transparent' },
      { file: 'maskable-512.png', size: 512, inset: 0.1, fill: background },
    ];
    for (const icon of icons) {
      const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 });
      const pad = Math.round(icon.size * icon.inset);
      await page.setContent(
        `<html><body style="margin:0;background:${icon.fill}"><img src="${dataUrl}" style="display:block;margin:${pad}px;width:${icon.size - 2 * pad}px;height:${icon.size - 2 * pad}px"></body></html>`,
      );
      await page.screenshot({ path: path.join(out, icon.file), omitBackground: icon.fill === 'transparent' });
      await page.close();
      console.log(`${site}: icons/${icon.file}`);
    }
  }
} finally {
  await browser.close();
}
