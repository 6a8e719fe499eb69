/**
 * Takes the README's picture, docs/profile-page.png, from the built example
 * site: `npm run build`, then
 *
 *   node scripts/screenshot.ts [/@kit/] [docs/profile-page.png]
 *
 * The page shows a Japanese display name and emoji: without CJK and emoji
 * fonts Chromium draws empty boxes, so this needs what
 * scripts/install-system-deps.sh installs (Chromium, fonts-noto-core,
 * fonts-noto-cjk, fonts-noto-color-emoji). Look at the result before
 * committing it.
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { createPreviewServer } from '../src/hosting/preview-server.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const [path = '/@kit/', out = 'docs/profile-page.png'] = process.argv.slice(2);

const server = createPreviewServer({ dir: join(root, 'dist') }).listen(0, '127.0.0.1');
await once(server, 'listening');
const browser = await chromium.launch({
	executablePath: process.env['CHROMIUM_PATH'] || '/usr/bin/chromium',
	args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
	const page = await browser.newPage({
		viewport: { width: 1280, height: 800 },
		colorScheme: 'light',
	});
	await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, {
		waitUntil: 'networkidle',
	});
	await page.evaluate(() => document.fonts.ready);
	await page.screenshot({ path: join(root, out), fullPage: true });
	console.log(`wrote ${out}`);
} finally {
	await browser.close();
	server.close();
}
