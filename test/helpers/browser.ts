/**
 * Building a site and looking at it in Debian's Chromium (playwright-core),
 * as the browser tests do: a page is visited with every console error,
 * failed request and dialog recorded, and checked with axe.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { dirname, join } from 'node:path';
import axe from 'axe-core';
import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { createPreviewServer } from '../../src/hosting/preview-server.ts';
import { astro, ROOT } from './run.ts';

export const CHROMIUM = process.env['CHROMIUM_PATH'] || '/usr/bin/chromium';

/** Starts headless Chromium, or says how to get it. */
export async function launchChromium(): Promise<Browser> {
	if (!existsSync(CHROMIUM)) {
		throw new Error(
			`Chromium is needed for the browser tests and was not found at ${CHROMIUM}: install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH.`,
		);
	}
	return chromium.launch({
		executablePath: CHROMIUM,
		args: [
			'--headless',
			'--no-sandbox',
			'--disable-gpu',
			'--disable-background-networking',
			'--disable-component-update',
			'--no-first-run',
		],
	});
}

/**
 * Builds a content folder into `dir` with `astro build` (`args` before `--outDir`, e.g. a
 * `--config`), or throws with Astro's output. The build goes to a folder inside this project,
 * with a cache folder of its own (unless `env` names one), and is then moved to `dir`: Astro keeps
 * a build's page bundle under its output folder when that is inside the project, and in the
 * project's one .astro/.prerender when it is not, where two builds at once take each other's
 * files. So the e2e-site project's builds run beside the e2e project's (vitest.config.ts).
 */
export async function buildSite(
	dir: string,
	contentDir: string,
	env: Record<string, string> = {},
	args: string[] = [],
): Promise<void> {
	const inside = join(ROOT, 'node_modules/.cache/e2e-builds');
	await mkdir(inside, { recursive: true });
	const work = await mkdtemp(join(inside, 'build-'));
	try {
		const result = await astro(['build', ...args, '--outDir', join(work, 'dist')], {
			CONTENT_DIR: contentDir,
			SITE_URL: '',
			BASE_PATH: '',
			SEARCH_ENGINES: '',
			STATICNOUNS_CACHE_DIR: join(work, 'cache'),
			...env,
		});
		if (result.code !== 0) throw new Error(`build of ${contentDir} failed:\n${result.stderr}`);
		// The whole site replaces `dir`, as a build into it would.
		await rm(dir, { recursive: true, force: true });
		await mkdir(dirname(dir), { recursive: true });
		await rename(join(work, 'dist'), dir).catch(async (error: NodeJS.ErrnoException) => {
			if (error.code !== 'EXDEV') throw error;
			await cp(join(work, 'dist'), dir, { recursive: true, verbatimSymlinks: true });
		});
	} finally {
		await rm(work, { recursive: true, force: true });
	}
}

/**
 * The site of `contentDir` built with `env`, once per e2e run: the first file that asks builds it
 * into the run's folder (pack-setup.ts), each later one with the same content and env gets the
 * same dist/. Callers only read and serve it. Files may run side by side (e2e-site runs two at
 * a time): one builds while holding `<dir>.lock` (mkdir, which one process alone can make),
 * another asking for the same site waits for it; the folder appears by a rename, whole or not at
 * all. A build that fails lets the lock go, and the next caller builds it again (and fails the
 * same way).
 */
export async function sharedBuild(
	contentDir: string,
	env: Record<string, string> = {},
): Promise<string> {
	const key = createHash('sha256')
		.update(JSON.stringify([contentDir, Object.entries(env).sort()]))
		.digest('hex')
		.slice(0, 16);
	const builds = join(inject('packDir'), 'builds');
	const dir = join(builds, key);
	await mkdir(builds, { recursive: true });
	while (!existsSync(dir)) {
		try {
			await mkdir(`${dir}.lock`);
		} catch (error) {
			if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
			await sleep(250);
			continue;
		}
		const work = `${dir}-building-${process.pid}`;
		try {
			if (!existsSync(dir)) {
				await buildSite(work, contentDir, env);
				await rename(work, dir);
			}
		} finally {
			await rm(work, { recursive: true, force: true });
			await rm(`${dir}.lock`, { recursive: true, force: true });
		}
	}
	return dir;
}

/**
 * Serves a built site as the hosts do (npm run preview); returns the origin and the server to
 * close.
 */
export async function serveSite(
	dir: string,
	base?: string,
): Promise<{ origin: string; close: () => void }> {
	const server = createPreviewServer({ dir, base });
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	return {
		origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
		close: () => server.close(),
	};
}

export interface Visit {
	page: Page;
	problems: string[];
	dialogs: string[];
}

/** Opens a page, recording console errors, failed requests and dialogs. */
export async function visit(
	browser: Browser,
	url: string,
	options: {
		colorScheme?: 'light' | 'dark';
		width?: number;
		height?: number;
		javaScript?: boolean;
	} = {},
): Promise<Visit> {
	const page = await browser.newPage({
		viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
		colorScheme: options.colorScheme ?? 'light',
		javaScriptEnabled: options.javaScript ?? true,
	});
	const problems: string[] = [];
	const dialogs: string[] = [];
	page.on(
		'console',
		(message) => message.type() === 'error' && problems.push(`console: ${message.text()}`),
	);
	page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
	page.on('requestfailed', (request) =>
		problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`),
	);
	page.on(
		'response',
		(response) =>
			response.status() >= 400 && problems.push(`HTTP ${response.status()}: ${response.url()}`),
	);
	page.on('dialog', (dialog) => {
		dialogs.push(dialog.message());
		void dialog.dismiss();
	});
	// A short pronoun address sends the browser on (meta refresh): visit where it leads.
	const redirects = (await (await fetch(url)).text()).includes('<meta http-equiv="refresh"');
	await page.goto(url, { waitUntil: 'load' });
	if (redirects) {
		await page.waitForURL((address) => address.href !== url);
		await page.waitForLoadState('load');
	}
	return { page, problems, dialogs };
}

/** Light and dark at 320 and 1280 px: the modes a page is checked in (axe, fitting the screen). */
export const MODES = [
	['light', 320],
	['dark', 320],
	['light', 1280],
	['dark', 1280],
] as const;

/**
 * Puts an open page in `colorScheme` at `width` px: the site's colours are CSS alone
 * (prefers-color-scheme), so the page lays out and paints as a fresh load in that mode would, and
 * one load serves every mode.
 */
export async function setMode(
	page: Page,
	colorScheme: 'light' | 'dark',
	width: number,
): Promise<void> {
	await page.emulateMedia({ colorScheme });
	await page.setViewportSize({ width, height: page.viewportSize()?.height ?? 900 });
	// The page itself in that mode, or a check "in dark mode" would look at the light one.
	const now = await page.evaluate(() => [
		matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light',
		innerWidth,
	]);
	if (now[0] !== colorScheme || now[1] !== width)
		throw new Error(`the page is in ${now.join(' at ')} px, not ${colorScheme} at ${width} px`);
}

/** axe's violations on the page as it is now, one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
	// Once a page: a page checked in several modes (setMode) keeps it.
	if (!(await page.evaluate(() => 'axe' in window)))
		await page.addScriptTag({ content: axe.source });
	const results = await page.evaluate(() =>
		(window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }),
	);
	return results.violations.map(
		(violation) =>
			`${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
	);
}

/**
 * Runs `work` on every item, at most `size` at a time: visits of a site's many pages in one
 * browser overlap their waits (network, layout) instead of queueing them one by one.
 */
export async function inPool<T>(
	items: readonly T[],
	size: number,
	work: (item: T) => Promise<void>,
): Promise<void> {
	let next = 0;
	const lane = async (): Promise<void> => {
		while (next < items.length) await work(items[next++]!);
	};
	await Promise.all(Array.from({ length: Math.min(size, items.length) }, lane));
}
