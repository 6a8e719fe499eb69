import { describe, expect, test } from 'vitest';
import { BROWSER_CRYPTO, editorBrowserCrypto } from '../../src/editor/browser-crypto.ts';

type Hook = (...args: unknown[]) => unknown;

describe('editorBrowserCrypto', () => {
	const plugin = editorBrowserCrypto();
	const resolveId = plugin.resolveId as Hook;
	const load = plugin.load as Hook;

	test.each([
		['node:crypto', undefined, true],
		['crypto', {}, true],
		['node:crypto', { ssr: true }, false],
		['node:fs', undefined, false],
		['./crypto.ts', undefined, false],
	])('resolves %s (options %j) to its own module: %s', (source, options, own) => {
		const id = resolveId(source, 'src/content/validate/short-ids.ts', options);
		expect(id === null ? null : load(id)).toBe(own ? BROWSER_CRYPTO : null);
	});

	test('its functions fail with the reason, as short-ids.ts would call them', async () => {
		const module = (await import(`data:text/javascript,${encodeURIComponent(BROWSER_CRYPTO)}`)) as {
			createHash: () => unknown;
			randomInt: () => unknown;
		};
		expect(() => module.createHash()).toThrow(
			'node:crypto is not in the browser: short IDs are made at build time',
		);
		expect(() => module.randomInt()).toThrow('node:crypto is not in the browser');
	});
});
