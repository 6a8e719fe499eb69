/**
 * `astro dev` validates the site once per save: the pages and the generated
 * files take the same load (dev-server.ts), where a content collection and
 * the dev server used to load it through two watchers.
 */
import { EventEmitter } from 'node:events';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { ViteDevServer } from 'vite';
import type { AstroIntegrationLogger } from 'astro';
import * as site from '../../src/content/site.ts';
import { devSite, SETTLE_MS } from '../../src/integration/dev-server.ts';
import { resolveConfig } from '../../src/config/resolve-options.ts';
import { ROOT } from '../helpers/run.ts';

vi.mock('../../src/content/site.ts', async (original) => {
	const actual = await original<typeof import('../../src/content/site.ts')>();
	return { ...actual, loadSite: vi.fn(actual.loadSite) };
});

let temp: string;
beforeAll(async () => {
	temp = await mkdtemp(join(tmpdir(), 'staticnouns-dev-site-'));
	await cp(join(ROOT, 'test/fixtures/build-site'), join(temp, 'content'), { recursive: true });
});
afterAll(() => rm(temp, { recursive: true, force: true }));

/** Just what attach() uses of Vite's dev server: its watcher, its channels and its middlewares. */
function fakeServer() {
	const watcher = Object.assign(new EventEmitter(), { add: () => undefined });
	const sent: unknown[] = [];
	const hot = { send: (message: unknown) => sent.push(message) };
	const server = {
		watcher,
		ws: hot,
		middlewares: { use: () => undefined },
		environments: { client: { name: 'client', hot }, ssr: { name: 'ssr', hot } },
	};
	return { server: server as unknown as ViteDevServer, watcher, sent };
}

describe('devSite', () => {
	test('loads the site once for the pages and the generated files, and once more after each save', async () => {
		const saved = { ...process.env };
		Object.assign(process.env, {
			CONTENT_DIR: join(temp, 'content'),
			STATICNOUNS_CACHE_DIR: join(temp, 'cache'),
		});
		try {
			const loadSite = vi.mocked(site.loadSite);
			loadSite.mockClear();
			const dev = devSite(resolveConfig({}, {}));
			dev.configure({
				root: pathToFileURL(`${temp}/`),
				site: undefined,
				base: '/',
				publicDir: pathToFileURL(`${temp}/public/`),
			});
			const { server, watcher, sent } = fakeServer();
			dev.attach(server, { error: () => undefined } as unknown as AstroIntegrationLogger);
			// Every page asks for the users: one load serves them all.
			const [first] = await Promise.all([dev.users(), dev.users(), dev.users()]);
			expect(first.map(({ id }) => id)).toEqual([
				'404',
				'd5thjg20avm69fl54s30',
				'kit',
				'robin',
				'sam',
			]);
			expect(loadSite).toHaveBeenCalledTimes(1);
			// A save: one load, then the pages are told to read it again.
			watcher.emit('all', 'change', join(temp, 'content/users/robin.md'));
			await new Promise((done) => setTimeout(done, SETTLE_MS * 5));
			await dev.users();
			expect(loadSite).toHaveBeenCalledTimes(2);
			expect(sent).toContainEqual('astro:content-changed');
			// A change outside the content folder loads nothing.
			watcher.emit('all', 'change', join(temp, 'src/pages/about.astro'));
			await dev.users();
			expect(loadSite).toHaveBeenCalledTimes(2);
		} finally {
			process.env = saved;
		}
	});
});
