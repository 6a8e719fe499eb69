import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, test } from 'vitest';
import { profilesLoader, userEntries } from '../../src/integration/loader.ts';
import { loadSite } from '../../src/content/site.ts';
import staticnouns from '../../src/integration/index.ts';
import { LOADED_SITE_HOOK, siteHandoff } from '../../src/integration/loaded-site.ts';
import { ROOT } from '../helpers/run.ts';

const CONTENT = join(ROOT, 'test/fixtures/build-site');
const OPTIONS = { site: 'https://profiles.example.org', base: '/' };

/** Runs the loader's load once with a store that records what it holds, as Astro's content sync would. */
async function load(integrations: unknown[]) {
	const saved = process.env['CONTENT_DIR'];
	process.env['CONTENT_DIR'] = CONTENT;
	const held = new Map<string, unknown>();
	const logged: string[] = [];
	const store = { clear: () => held.clear(), set: (entry: { id: string }) => held.set(entry.id, entry) };
	const context = { config: { root: pathToFileURL(`${ROOT}/`), ...OPTIONS, integrations }, store, logger: { info: (message: string) => logged.push(message), error: (message: string) => logged.push(message) } };
	try {
		await profilesLoader().load(context as unknown as Parameters<ReturnType<typeof profilesLoader>['load']>[0]);
	} finally {
		if (saved === undefined) delete process.env['CONTENT_DIR'];
		else process.env['CONTENT_DIR'] = saved;
	}
	return { held, logged };
}

describe('profilesLoader', () => {
	test('returns every user as an entry in the store when no site was handed over (astro dev)', async () => {
		const { held, logged } = await load([staticnouns()]);
		expect([...held.keys()]).toEqual(['404', 'd5thjg20avm69fl54s30', 'kit', 'robin', 'sam']);
		expect(held.get('robin')).toMatchObject({ id: 'robin', filePath: 'test/fixtures/build-site/users/robin.md', data: { user: { display_name: 'Robin Okafor 🌻' }, avatar: null, members: [] } });
		expect(logged).toEqual([]);
	});

	test('returns an empty store when the integration handed the site over (astro build: the pages read it from site-model.ts)', async () => {
		const handoff = siteHandoff();
		const site = await loadSite(CONTENT, OPTIONS);
		handoff.keep(CONTENT, { ...OPTIONS, limits: undefined }, site);
		const { held, logged } = await load([{ name: 'staticnouns', hooks: { [LOADED_SITE_HOOK]: handoff.hook } }]);
		expect(held.size).toBe(0);
		expect(logged).toEqual(['users: the pages read the site the staticnouns integration loaded; the collection stays empty in this build']);
	});
});

describe('userEntries', () => {
	test('returns the entries the collection holds in dev: the name as id, the User, local avatars\' paths under the base, members with their files', async () => {
		const site = await loadSite(join(ROOT, 'test/fixtures/examples'), OPTIONS);
		const entries = userEntries(site.profiles, '/profiles/');
		expect(entries.map(({ id }) => id)).toEqual(['ash', 'kit', 'mo', 'robin', 'sam']);
		const kit = entries[1]!;
		expect(kit.data.user).toBe(site.profiles[1]!.user);
		expect({ filePath: kit.filePath, avatar: kit.data.avatar, members: kit.data.members.map(({ user, avatar, file }) => ({ name: user.name, avatar, file })) }).toEqual({
			filePath: 'test/fixtures/examples/users/kit/index.md',
			avatar: { webp: '/profiles/media/users/d574dg3qf8mta91c2tpg/2e594d1f6b6b74fd5124.webp', jpeg: '/profiles/media/users/d574dg3qf8mta91c2tpg/2e594d1f6b6b74fd5124.jpg', size: 400 },
			members: [
				{ name: 'juniper', avatar: { webp: '/profiles/media/users/dc24aka2279j0d5s373g/95fb3598e739e41ffd4a.webp', jpeg: '/profiles/media/users/dc24aka2279j0d5s373g/95fb3598e739e41ffd4a.jpg', size: 400 }, file: 'test/fixtures/examples/users/kit/members/juniper/index.md' },
				{ name: 'rowan', avatar: null, file: 'test/fixtures/examples/users/kit/members/rowan.md' },
			],
		});
	});
});
