import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { modelOf, pageUsersOf } from '../../src/integration/page-users.ts';
import { siteModelOf } from '../../src/model/site-model.ts';
import { loadSite } from '../../src/content/site.ts';
import { ROOT } from '../helpers/run.ts';

const OPTIONS = { site: 'https://profiles.example.org', base: '/' };

describe('pageUsersOf', () => {
	test("returns the users the pages read: the name as id, the User, local avatars' paths under the base, members with their files", async () => {
		const site = await loadSite(join(ROOT, 'test/fixtures/examples'), OPTIONS);
		const users = pageUsersOf(siteModelOf(site.profiles, '/profiles/'));
		expect(users.map(({ id }) => id)).toEqual(['ash', 'kit', 'mo', 'robin', 'sam']);
		const kit = users[1]!;
		expect(kit.data.user).toBe(site.profiles[1]!.user);
		expect({
			filePath: kit.filePath,
			avatar: kit.data.avatar,
			members: kit.data.members.map(({ user, avatar, file }) => ({
				name: user.name,
				avatar,
				file,
			})),
		}).toEqual({
			filePath: 'test/fixtures/examples/users/kit/index.md',
			avatar: {
				webp: '/profiles/media/users/d574dg3qf8mta91c2tpg/2e594d1f6b6b74fd5124.webp',
				jpeg: '/profiles/media/users/d574dg3qf8mta91c2tpg/2e594d1f6b6b74fd5124.jpg',
				size: 400,
			},
			members: [
				{
					name: 'juniper',
					avatar: {
						webp: '/profiles/media/users/dc24aka2279j0d5s373g/95fb3598e739e41ffd4a.webp',
						jpeg: '/profiles/media/users/dc24aka2279j0d5s373g/95fb3598e739e41ffd4a.jpg',
						size: 400,
					},
					file: 'test/fixtures/examples/users/kit/members/juniper/index.md',
				},
				{ name: 'rowan', avatar: null, file: 'test/fixtures/examples/users/kit/members/rowan.md' },
			],
		});
	});
});

describe('modelOf', () => {
	test("gives back the model's users from the pages' envelopes, the same objects", async () => {
		const site = await loadSite(join(ROOT, 'test/fixtures/examples'), OPTIONS);
		const model = siteModelOf(site.profiles, '/');
		const users = modelOf(pageUsersOf(model));
		users.forEach((user, index) => expect(user).toBe(model[index]));
		users.forEach((user, index) => expect(user.user).toBe(site.profiles[index]!.user));
	});
});
