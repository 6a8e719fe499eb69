import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadSite } from '../../src/content/site.ts';
import { siteModelOf } from '../../src/model/site-model.ts';
import { makeUser } from '../helpers/users.ts';
import { richOf } from '../helpers/model.ts';
import { ROOT } from '../helpers/run.ts';

const dir = join(ROOT, 'test/fixtures/rich-site');
const site = await loadSite(dir, { cwd: dir, site: 'https://profiles.example.org', base: '/' });
const model = siteModelOf(site.profiles, '/people/');
const alex = model.find(({ user }) => user.name === 'alex')!;

describe('siteModelOf', () => {
	test('keeps each entry with its status as written, what it counts as and the own status it names', () => {
		expect(
			alex.names.map(({ entry, status, counts, own }) => [entry.name, status, counts, own?.label]),
		).toEqual([
			['Alex', 'favourite', 'favourite', undefined],
			['Honey', 'partner', 'friends_only', 'Only from my partner'],
			['Lexi', 'cute', 'favourite', 'Love it'],
		]);
		// The v1 entry itself, not a copy: the API serves the same object.
		expect(alex.names[1]!.entry).toBe(alex.user.names[1]);
		expect(alex.fields[0]!.field).toBe(alex.user.fields[0]);
		expect(alex.fields[0]!.entries.map(({ entry, counts }) => [entry, counts])).toEqual([
			['pal', 'favourite'],
			['darling', 'friends_only'],
			['star', 'favourite'],
			['sir', 'avoid'],
		]);
	});

	test('decides listed once: an unlisted member keeps its place in members, not in listed', () => {
		expect(alex.members.map((member) => [member.user.name, member.unlisted])).toEqual([
			['sol', false],
			['wren', true],
		]);
		expect(alex.listed.map((member) => member.user.name)).toEqual(['sol']);
	});

	test("holds each profile's settled sid, its avatar under the base, its file", () => {
		const profile = site.profiles.find(({ user }) => user.name === 'alex')!;
		expect([alex.sid, alex.file]).toEqual([profile.sid, profile.file]);
		expect(alex.members.map((member) => member.sid)).toEqual(
			profile.members.map((member) => member.sid),
		);
		expect(model.every(({ avatar }) => avatar === null || avatar.webp.startsWith('/people/'))).toBe(
			true,
		);
	});

	test('is frozen: no output can change what another shows', () => {
		expect(() => {
			(alex.names as unknown[]).push(null);
		}).toThrow(TypeError);
		expect(() => {
			(alex.listed[0] as { unlisted: boolean }).unlisted = true;
		}).toThrow(TypeError);
	});

	test("resolves a status named like an object's own key as no own status", () => {
		const user = makeUser({ name: 'odd', names: [{ name: 'Odd', status: 2 }] });
		const rich = richOf(user);
		const [odd] = siteModelOf(
			[
				{
					user,
					rich: { ...rich, names: [{ value: 'Odd', status: 'constructor' }] },
					sid: 'oddly',
					localAvatar: null,
					lang: null,
					file: 'content/users/odd.md',
					members: [],
				},
			],
			'/',
		);
		expect(odd!.names[0]).toMatchObject({ status: 'constructor', counts: 'okay', own: undefined });
	});
});
