/**
 * Import of a pronouns.page profile (issue 32): the answer of
 * /api/profile/get/{username}?version=2 as pronouns.page's server builds it
 * (server/routes/profile.js), one language's profile chosen; no network.
 */
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { cli } from '../helpers/cli.ts';
import { makeProject, profile } from '../helpers/repo.ts';
import { loadSite } from '../../src/content/site.ts';

const FIXTURES = join(import.meta.dirname, '../fixtures/imports');

let project: Awaited<ReturnType<typeof makeProject>>;
beforeEach(async () => {
	project = await makeProject({ git: false });
	await project.write({ 'content/users/robin.md': profile('d4gn7g3p38l77tn1edd0') });
});
afterEach(() => project.cleanup());

const fixture = () => readFile(join(FIXTURES, 'pronouns-page-profile.json'), 'utf8');
const content = (path: string) => readFile(join(project.dir, 'content/users', path), 'utf8');
const users = () => readdir(join(project.dir, 'content/users'));

describe('import of a pronouns.page profile', () => {
	test('takes the language --language names: opinions as statuses, words as fields, flags, time zone, lang; the report names the rest', async () => {
		await project.write({ 'juniper.json': await fixture() });
		const result = await cli(['import', 'juniper.json', '--language', 'en'], { cwd: project.dir });
		expect(result.stdout).toMatchInlineSnapshot(`
			"wrote content/users/juniper.md
			"
		`);
		expect(result.stderr).toMatchInlineSnapshot(`
			"note: the profile "juniper" (en): the custom opinion "Partner only" is the own status partner_only, counted as friends_only; check that it counts as you mean
			note: the profile "juniper" (en): the custom opinion "Nope at night" is the own status nope_at_night, counted as avoid; check that it counts as you mean
			note: the profile "juniper" (en): the custom opinion "Sometimes" is the own status sometimes, counted as friends_only (its icon "fish" is none of the set's: it shows friends_only's); check that it counts as you mean
			note: the profile "juniper" (en): the pronouns "https://en.pronouns.page/they/them" are written as they/them
			note: the profile "juniper" (en): words[1] has no header (pronouns.page shows its language's default); its field is named "Words 2": rename it in the file
			note: the profile "juniper" (en): the description starts or ends with whitespace; it is kept without it
			note: the profile "juniper" (en): names[4] "Jun" has the opinion "retired", which is neither pronouns.page's nor one of the profile's own (pronouns.page does not show it either); not kept
			note: the profile "juniper" (en): the flag "Lesbian_" (a design of its own on pronouns.page) is kept as the library's lesbian flag, drawn as docs/reference/flags.md shows it
			note: the profile "juniper" (en): the flag "Sapphic" is not one of the library's; not kept (add its image as { image, name, description } yourself)
			note: the profile "juniper" (en): the custom flag "Moss club" is an image on pronouns.page's servers; not kept (add it as { image, name, description } yourself)
			note: the profile "juniper" (en): timezone not kept: its place is hidden on pronouns.page (timezone.loc is not true), and a time zone here names a city; add timezone: to the file yourself if it may be shown
			note: the profiles in de are not imported: a profile here is in one language (import another with --language into another site)
			note: the profile "juniper" (en): not kept (no such key here): age, linksMetadata, verifiedLinks, card, circle
			note: the account "juniper": not kept (no such key here): avatarSource, emailHash
			"
		`);
		expect(result.code).toBe(0);
		expect(await content('juniper.md')).toMatchInlineSnapshot(`
			"---
			id: fg1lfoqf9d3mvgvj6t8e
			sid: jheja
			statuses:
			  partner_only:
			    label: Partner only
			    icon: star
			    counts_as: friends_only
			  nope_at_night:
			    label: Nope at night
			    icon: moon
			    counts_as: avoid
			  sometimes:
			    label: Sometimes
			    counts_as: friends_only
			names:
			  - name: Juniper
			    status: favourite
			  - name: June
			    status: okay
			  - name: Junebug
			    status: partner_only
			  - name: Jennifer
			    status: avoid
			pronouns:
			  - pronouns: she/her
			    status: favourite
			  - pronouns: they/them
			    status: okay
			  - pronouns: it/its
			    status: jokingly
			fields:
			  - name: Honorifics
			    favourite:
			      - Mx.
			    friends_only:
			      - Ms.
			    avoid:
			      - Sir
			  - name: Words 2
			    partner_only:
			      - sweetheart
			    nope_at_night:
			      - kiddo
			    sometimes:
			      - buddy
			flags:
			  - nonbinary
			  - lesbian
			  - pride
			lang: en
			links:
			  - https://social.example.org/@juniper
			  - https://juniper.example.net/
			avatar_urls:
			  - https://www.gravatar.com/avatar/5d41402abc4b2a76b9719d911017c592?d=identicon&s=240
			---

			Plant person. Ask me about moss.
			DMs open.
			"
		`);
		const site = await loadSite(join(project.dir, 'content'), { cwd: project.dir });
		expect(site.issues.filter((issue) => issue.severity !== 'warning')).toEqual([]);
	});

	test('a second import of the same answer changes nothing', async () => {
		await project.write({ 'juniper.json': await fixture() });
		await cli(['import', 'juniper.json', '--language', 'en'], { cwd: project.dir });
		const before = await content('juniper.md');
		const again = await cli(['import', 'juniper.json', '--language', 'EN'], { cwd: project.dir });
		expect(again).toMatchObject({
			code: 0,
			stdout: 'unchanged: the files of this import are there already, the same bytes\n',
		});
		expect(await content('juniper.md')).toBe(before);
	});

	test('with several languages and no --language: refused, the languages listed with the fix', async () => {
		await project.write({ 'juniper.json': await fixture() });
		const result = await cli(['import', 'juniper.json'], { cwd: project.dir });
		expect(result).toMatchObject({ code: 1, stdout: '' });
		expect(result.stderr).toMatchInlineSnapshot(`
			"juniper.json:11: profiles: this pronouns.page answer holds profiles in 2 languages (de, en), and a profile here is in one: choose it with --language de or --language en
			1 problem in 1 file.
			Nothing was written.
			"
		`);
		const missing = await cli(['import', 'juniper.json', '--language', 'pl'], { cwd: project.dir });
		expect(missing).toMatchObject({ code: 1, stdout: '' });
		expect(missing.stderr).toMatchInlineSnapshot(`
			"juniper.json:11: profiles: this pronouns.page answer holds no profile in "pl", only in de, en: give --language de or --language en
			1 problem in 1 file.
			Nothing was written.
			"
		`);
		expect(await users()).toEqual(['robin.md']);
	});

	test('with one language: taken without --language; --user names the file; ua is lang uk', async () => {
		const answer = JSON.parse(await fixture());
		answer.profiles = { ua: answer.profiles.de };
		await project.write({ 'juniper.json': JSON.stringify(answer) });
		const result = await cli(['import', 'juniper.json', '--user', 'june'], { cwd: project.dir });
		expect(result.code).toBe(0);
		expect(result.stdout).toBe('wrote content/users/june.md\n');
		expect(result.stderr).toContain(
			'note: the profile "juniper" (ua): pronouns.page\'s locale "ua" is the language uk: lang: uk\n',
		);
		expect(await content('june.md')).toMatchInlineSnapshot(`
			"---
			id: fg1lfoqf9d3mvgvj6t8e
			sid: jheja
			names:
			  - name: Juniper
			    status: favourite
			pronouns:
			  - pronouns: sie/ihr
			    status: favourite
			flags:
			  - nonbinary
			lang: uk
			avatar_urls:
			  - https://www.gravatar.com/avatar/5d41402abc4b2a76b9719d911017c592?d=identicon&s=240
			---

			Hallo!
			"
		`);
	});

	test("takes the later public API's shape: profiles listed, each with its locale", async () => {
		const answer = JSON.parse(await fixture());
		answer.profiles = [
			{ locale: 'de', ...answer.profiles.de },
			{ locale: 'en', ...answer.profiles.en },
		];
		await project.write({ 'juniper.json': JSON.stringify(answer) });
		const listed = await cli(['import', 'juniper.json', '--language', 'de'], { cwd: project.dir });
		expect(listed.code).toBe(0);
		expect(await content('juniper.md')).toContain('\nlang: de\n');
		// The same profile as the answer keyed by locale gives.
		const keyed = JSON.parse(await fixture());
		await project.write({ 'keyed.json': JSON.stringify(keyed) });
		const again = await cli(['import', 'keyed.json', '--language', 'de'], { cwd: project.dir });
		expect(again.stdout).toBe(
			'unchanged: the files of this import are there already, the same bytes\n',
		);
	});

	test('refuses the first shape (without ?version=2), and --language for anything else', async () => {
		const answer = JSON.parse(await fixture());
		answer.profiles.de.names = { Juniper: 1 };
		await project.write({ 'v1.json': JSON.stringify(answer) });
		const old = await cli(['import', 'v1.json', '--language', 'de'], { cwd: project.dir });
		expect(old).toMatchObject({ code: 2, stdout: '' });
		expect(old.stderr).toContain(
			'this pronouns.page answer is in its first shape (names as an object): save the answer of /api/profile/get/{username}?version=2 instead',
		);
		await project.write({
			'pk.json': await readFile(join(FIXTURES, 'pluralkit-export.json'), 'utf8'),
		});
		const other = await cli(['import', 'pk.json', '--language', 'de'], { cwd: project.dir });
		expect(other).toMatchObject({ code: 2, stdout: '' });
		expect(other.stderr).toContain('--language is for a pronouns.page profile');
		expect(await users()).toEqual(['robin.md']);
	});

	test('writes nothing when the site cannot hold a value, and says where', async () => {
		const answer = JSON.parse(await fixture());
		// pronouns.page allows names of 256 characters; a profile here 50.
		answer.profiles.en.names[1].value = 'J'.repeat(51);
		await project.write({ 'juniper.json': JSON.stringify(answer, null, 1) });
		const result = await cli(['import', 'juniper.json', '--language', 'en'], { cwd: project.dir });
		expect(result).toMatchObject({ code: 1, stdout: '' });
		expect(result.stderr).toMatchInlineSnapshot(`
			"juniper.json:53: profiles.en → names[1].name: as users/juniper.md: must be 1 to 50 characters long, but is 51: got "JJJJJJJJJJJJJJJJJJJJJJJJJJJJJJJJJJJJJJJJJJJJJJJ…
			1 problem in 1 file.
			This site cannot hold it as it is; nothing was written.
			"
		`);
		expect(await users()).toEqual(['robin.md']);
	});

	test('refuses hostile input with the file, line and path: wrong types, huge text, __proto__, deep nesting', async () => {
		const answer = JSON.parse(await fixture());
		answer.profiles.en.names[0].opinion = 7;
		answer.profiles.en.words[0].values = 'Mx.';
		answer.profiles.en.description = 'x'.repeat(100_001);
		answer.profiles.en.timezone = { tz: ['Europe/Berlin'] };
		// The other language's profile is not imported, so not read: its problems are not told.
		answer.profiles.de.names = 7;
		await project.write({ 'juniper.json': JSON.stringify(answer, null, 1) });
		const wrong = await cli(['import', 'juniper.json', '--language', 'en'], { cwd: project.dir });
		expect(wrong).toMatchObject({ code: 1, stdout: '' });
		expect(wrong.stderr).toMatchInlineSnapshot(`
			"juniper.json:69: profiles.en.names[0].opinion: must be a string, not a number (put the value in quotes): got 7
			juniper.json:102: profiles.en.description: must be at most 100000 characters, far more than pronouns.page allows: got "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…
			juniper.json:136: profiles.en.words[0].values: must be a list, not a string (write each entry on its own "- " line): got "Mx."
			juniper.json:161: profiles.en.timezone.tz: must be a string, not a list: got ["Europe/Berlin"]
			4 problems in 1 file.
			This is not a pronouns.page profile (/api/profile/get/{username}?version=2); nothing was written.
			"
		`);

		const polluting = (await fixture()).replace('"de": {', '"__proto__": { "names": [] }, "de": {');
		await project.write({ 'juniper.json': polluting });
		const proto = await cli(['import', 'juniper.json', '--language', 'de'], { cwd: project.dir });
		expect(proto).toMatchObject({ code: 1, stdout: '' });
		expect(proto.stderr).toMatchInlineSnapshot(`
			"juniper.json:12: profiles.__proto__: "__proto__" is no key of a pronouns.page profile (/api/profile/get/{username}?version=2): remove it
			1 problem in 1 file.
			Nothing was written.
			"
		`);
		expect(({} as Record<string, unknown>)['names']).toBeUndefined();

		const deep = (await fixture()).replace(
			'"sensitive": []',
			`"sensitive": ${'['.repeat(100_000)}${']'.repeat(100_000)}`,
		);
		await project.write({ 'juniper.json': deep });
		const nested = await cli(['import', 'juniper.json', '--language', 'de'], { cwd: project.dir });
		expect(nested).toMatchObject({ code: 1, stdout: '' });
		expect(nested.stderr).toContain('lists and objects are nested more than 16 levels deep');
		expect(await users()).toEqual(['robin.md']);
	});

	test('a custom opinion or flag name with control characters is escaped in the report', async () => {
		const answer = JSON.parse(await fixture());
		answer.profiles.en.flags.push('\u001b[31mRed');
		await project.write({ 'juniper.json': JSON.stringify(answer) });
		const result = await cli(['import', 'juniper.json', '--language', 'en'], { cwd: project.dir });
		expect(result.code).toBe(0);
		expect(result.stderr).not.toContain('\u001b');
		expect(result.stderr).toContain('the flag "\\x1b[31mRed" is not one of the library\'s');
	});

	test('an answer of 50,000 languages is refused with the first ten named', async () => {
		const answer = JSON.parse(await fixture());
		answer.profiles = Object.fromEntries(
			Array.from({ length: 50_000 }, (_, index) => [`x${index}`, { names: [] }]),
		);
		await project.write({ 'many.json': JSON.stringify(answer) });
		const result = await cli(['import', 'many.json'], { cwd: project.dir });
		expect(result).toMatchObject({ code: 1, stdout: '' });
		expect(result.stderr).toContain(
			'holds profiles in 50000 languages (x0, x1, x2, x3, x4, x5, x6, x7, x8, x9 and 49990 more)',
		);
	});
});
