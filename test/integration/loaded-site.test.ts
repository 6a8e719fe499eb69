import { describe, expect, test } from 'vitest';
import type { LoadedSite } from '../../src/content/site.ts';
import { LOADED_SITE_HOOK, siteHandoff, takeLoadedSite } from '../../src/integration/loaded-site.ts';
import staticnouns from '../../src/integration/index.ts';

const site: LoadedSite = { profiles: [], identities: [], issues: [] };
const options = { site: 'https://profiles.example.org', base: '/', limits: {} };

describe('takeLoadedSite', () => {
	test('returns the site the integration in the config kept, once', () => {
		const handoff = siteHandoff();
		const config = { integrations: [{ name: 'other', hooks: {} }, { name: 'staticnouns', hooks: { [LOADED_SITE_HOOK]: handoff.hook } }] };
		handoff.keep('/srv/content', options, site);
		expect(takeLoadedSite(config, '/srv/content', options)).toBe(site);
		// A dev server's later syncs load afresh.
		expect(takeLoadedSite(config, '/srv/content', options)).toBeUndefined();
	});

	test.each([
		['another content folder', '/srv/other', options],
		['another base', '/srv/content', { ...options, base: '/people/' }],
		['other limits', '/srv/content', { ...options, limits: { pronouns: 1 } }],
	])('returns undefined for a site kept with %s', (_case, contentDir, asked) => {
		const handoff = siteHandoff();
		handoff.keep('/srv/content', options, site);
		expect(takeLoadedSite({ integrations: [{ hooks: { [LOADED_SITE_HOOK]: handoff.hook } }] }, contentDir, asked)).toBeUndefined();
	});

	test('returns undefined without the integration, and from a fresh one (astro dev: the loader loads)', () => {
		expect(takeLoadedSite({}, '/srv/content', options)).toBeUndefined();
		expect(takeLoadedSite({ integrations: [staticnouns()] }, '/srv/content', options)).toBeUndefined();
	});

	test('returns nothing kept by another integration instance: no state outside the instance', () => {
		const first = siteHandoff();
		first.keep('/srv/content', options, site);
		expect(takeLoadedSite({ integrations: [{ hooks: { [LOADED_SITE_HOOK]: siteHandoff().hook } }] }, '/srv/content', options)).toBeUndefined();
		expect(Object.getOwnPropertySymbols(globalThis).map(String)).not.toContain('Symbol(staticnouns.loaded-site)');
	});
});
