/**
 * Clients of pronouns.cc's later shape, their own types and parsing code
 * transcribed faithfully into TypeScript (their languages do not run here),
 * reading this site's answers at api/v1/ (issue 32 point 2). Each case
 * names the repository and file it comes from; where the original leans on
 * its language (serde's strict types, Gson's getters), the transcription
 * keeps that behaviour, so a wrong type fails here as it fails there.
 *
 * - SysBadge: SysBadge/SysBadge, src/system/downloaders/pronouns.rs
 *   (PronounsDownloader, User, UserMember, UserPronouns).
 * - A Discord bot reading custom preferences: Kemi-Rawr/BDFD-Articles,
 *   Codes/Pronouns-cc/$onInteraction.md (the names and pronouns buttons).
 * - PrideTags: EltyDev/PrideTags,
 *   common/src/main/java/fr/elty/pridetags/api/PronounsCC.java
 *   (getPronoun, getFlags) and api/BaseAPI.java (getFlagTexture: the
 *   address of a flag's image).
 */
import { copyFileSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { everyProfile, loadSite, localImages } from '../../src/content/site.ts';
import { publishAvatars } from '../../src/publish/avatar-files.ts';
import { publishLibraryFlags } from '../../src/publish/flag-images.ts';
import { contentFiles } from '../../src/integration/site-outputs.ts';
import { siteModelOf } from '../../src/model/site-model.ts';
import { apiEntries } from '../../src/publish/api/walk.ts';
import { ccShape } from '../../src/publish/api/cc.ts';
import { ROOT } from '../helpers/run.ts';

// ---- SysBadge/SysBadge src/system/downloaders/pronouns.rs ----

/** serde's `String`: a JSON string, else the deserialisation fails. */
function serdeString(value: unknown, field: string): string {
	if (typeof value !== 'string') throw new Error(`invalid type for ${field}: expected a string`);
	return value;
}
/** serde's `Option<String>`: null or missing is None, a string Some. */
function serdeOptionString(value: unknown, field: string): string | null {
	return value === null || value === undefined ? null : serdeString(value, field);
}
/** serde's `Vec<T>`: a JSON array (null or missing fails). */
function serdeVec<T>(value: unknown, field: string, item: (value: unknown) => T): T[] {
	if (!Array.isArray(value)) throw new Error(`invalid type for ${field}: expected a sequence`);
	return value.map(item);
}
const record = (value: unknown) => value as Record<string, unknown>;

/** `struct UserPronouns { pronouns: String, display_text: Option<String>, status: String }` */
interface UserPronouns {
	pronouns: string;
	display_text: string | null;
	status: string;
}
const userPronouns = (value: unknown): UserPronouns => ({
	pronouns: serdeString(record(value)['pronouns'], 'pronouns'),
	display_text: serdeOptionString(record(value)['display_text'], 'display_text'),
	status: serdeString(record(value)['status'], 'status'),
});
/**
 * `struct UserMember { sid: String, name: String, display_name: Option<String>, pronouns:
 * Vec<UserPronouns> }`
 */
interface UserMember {
	sid: string;
	name: string;
	display_name: string | null;
	pronouns: UserPronouns[];
}
const userMember = (value: unknown): UserMember => ({
	sid: serdeString(record(value)['sid'], 'sid'),
	name: serdeString(record(value)['name'], 'name'),
	display_name: serdeOptionString(record(value)['display_name'], 'display_name'),
	pronouns: serdeVec(record(value)['pronouns'], 'pronouns', userPronouns),
});
/**
 * `struct User { sid, name, display_name, pronouns: Vec<UserPronouns>, members: Vec<UserMember> }`
 */
function sysBadgeUser(json: unknown) {
	return {
		sid: serdeString(record(json)['sid'], 'sid'),
		name: serdeString(record(json)['name'], 'name'),
		display_name: serdeOptionString(record(json)['display_name'], 'display_name'),
		pronouns: serdeVec(record(json)['pronouns'], 'pronouns', userPronouns),
		members: serdeVec(record(json)['members'], 'members', userMember),
	};
}
/**
 * `impl Downloader for PronounsDownloader { async fn get(...) }`: the system
 * name, its source ID (the sid), and each member's name and first pronouns
 * (favourite first, by a stable sort). `transform_name` (downloaders/mod.rs)
 * only fits text to the badge's font; it is left out here.
 */
function sysBadgeGet(json: unknown) {
	const user = sysBadgeUser(json);
	return {
		name: user.display_name ?? user.name,
		source_id: { Pronouns: user.sid },
		members: user.members.map((member) => {
			const pronouns = [...member.pronouns].sort((a, b) => {
				if (a.status === b.status) return 0;
				if (a.status === 'favourite') return -1;
				if (b.status === 'favourite') return 1;
				return 0;
			});
			const first = pronouns[0];
			return {
				name: member.display_name ?? member.name,
				pronouns: first ? (first.display_text ?? first.pronouns) : '',
			};
		}),
	};
}

// ---- Kemi-Rawr/BDFD-Articles Codes/Pronouns-cc/$onInteraction.md ----

/**
 * The "names" (and "pronouns") button of a user or member: each entry as
 * `**value** (label)`, the label being `custom_preferences[status].tooltip`
 * when the status is a custom preference, else the status itself. A user
 * answer has `custom_preferences`; a member answer has it under `user`.
 */
function botNames(json: Record<string, unknown>, list: 'names' | 'pronouns'): string[] {
	const preferences = (json['custom_preferences'] ??
		record(json['user'])['custom_preferences']) as Record<string, { tooltip: string } | undefined>;
	return (json[list] as { value?: string; pronouns?: string; status: string }[]).map((entry) => {
		const preference = preferences[entry.status];
		const label = preference === undefined ? entry.status : preference.tooltip;
		return `**${entry.value ?? entry.pronouns}** (${label.trim()})`;
	});
}

// ---- EltyDev/PrideTags common/src/main/java/fr/elty/pridetags/api/PronounsCC.java ----

/** `StringUtils.ordinalIndexOf(str, "/", 2)`. */
function ordinalIndexOf(text: string, search: string, ordinal: number): number {
	let found = -1;
	for (let count = 0; count < ordinal; count++) {
		found = text.indexOf(search, found + 1);
		if (found < 0) return -1;
	}
	return found;
}
/** Gson's `JsonElement.getAsString()`: a JSON null throws (UnsupportedOperationException). */
function gsonString(value: unknown): string {
	if (typeof value !== 'string') throw new Error('UnsupportedOperationException: JsonNull');
	return value;
}
/** `getPronoun(JsonObject profile)`: the first entry's pronouns, up to the second slash. */
function prideTagsPronoun(profile: Record<string, unknown>): string | null {
	const pronouns = profile['pronouns'] as { pronouns: unknown }[] | undefined;
	if (!pronouns || pronouns.length === 0) return null;
	const pronoun = gsonString(pronouns[0]!.pronouns);
	const end = ordinalIndexOf(pronoun, '/', 2);
	return end === -1 ? pronoun : pronoun.slice(0, end);
}
/**
 * `getFlags(JsonObject profile)`: each flag's texture by name, its path `hash + ".webp"`; with
 * `BaseAPI.getFlagTexture(path, name)` (common/src/main/java/fr/elty/pridetags/api/BaseAPI.java):
 * the address `flagsUrl + path`, spaces as %20. PronounsCC's flagsUrl is pronouns.cc's
 * "https://cdn.pronouns.cc/flags/"; pointed at a site, `{site}/media/flags/`.
 */
function prideTagsFlags(
	profile: Record<string, unknown>,
	flagsUrl: string,
): { name: string; url: string }[] | null {
	const flags = profile['flags'] as Record<string, unknown>[] | undefined;
	if (!flags || flags.length === 0) return null;
	return flags.map((flag) => {
		const path = `${gsonString(flag['hash'])}.webp`;
		return { name: gsonString(flag['name']), url: (flagsUrl + path).replaceAll(' ', '%20') };
	});
}

// ---- The answers they read ----

const site = await loadSite(join(ROOT, 'content'), { cwd: ROOT, base: '/' });
const files = new Map(
	contentFiles(siteModelOf(site.profiles, '/'), {
		base: '/',
		site: undefined,
		searchEngines: false,
		jsonCopies: true,
	}),
);
const json = (path: string) => JSON.parse(files.get(path)!) as Record<string, unknown>;
const userNames = site.profiles.map((profile) => profile.user.name);
const withMembers = site.profiles.find((profile) => profile.members.length)!;

/**
 * A site whose user has an own status, a library flag, a flag image of its own and members,
 * read through the real reader; its answers, and the folder its flag images are published in.
 */
async function richSite(): Promise<{ answers: Map<string, string>; published: string }> {
	const dir = mkdtempSync(join(tmpdir(), 'staticnouns-cc-clients-'));
	const published = mkdtempSync(join(tmpdir(), 'staticnouns-cc-clients-out-'));
	try {
		mkdirSync(join(dir, 'users/kit/members'), { recursive: true });
		copyFileSync(
			join(ROOT, 'test/fixtures/rich-site/users/alex/lighthouse-flag.png'),
			join(dir, 'users/kit/lighthouse-flag.png'),
		);
		writeFileSync(
			join(dir, 'users/kit/index.md'),
			'---\nid: d574dg3qf8mta91c2tpg\nstatuses:\n  partner: { label: Partner only, icon: heart, counts_as: friends_only }\nflags:\n  - transgender\n  - { image: ./lighthouse-flag.png, name: Lighthouse keepers, description: Green white and blue }\nnames:\n  - name: Kit\n    status: favourite\n  - name: Kitten\n    status: partner\npronouns:\n  - pronouns: they/them/their/theirs/themself\n    status: favourite\n---\n',
		);
		writeFileSync(
			join(dir, 'users/kit/members/juniper.md'),
			'---\nid: dc24aka2279j0d5s373g\nstatuses:\n  crush: { label: Crush only, icon: heart, counts_as: friends_only }\nnames:\n  - name: June\n    status: crush\npronouns:\n  - pronouns: he/him\n    status: okay\n  - pronouns: she/her/her/hers/herself\n    display_text: she/her\n    status: favourite\n---\n',
		);
		const rich = await loadSite(dir, { cwd: dir, base: '/' });
		expect(rich.issues).toEqual([]);
		// The flag images as the build publishes them: the library's, and each profile's own.
		await publishLibraryFlags(published);
		await publishAvatars(
			everyProfile(rich.profiles).flatMap((profile) => localImages(profile)),
			published,
			join(published, '.cache'),
		);
		const answers = new Map(apiEntries(siteModelOf(rich.profiles, '/'), [ccShape(new Date())]));
		return { answers, published };
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
}

async function richAnswers(): Promise<Map<string, string>> {
	const { answers, published } = await richSite();
	rmSync(published, { recursive: true, force: true });
	return answers;
}

describe('SysBadge (SysBadge/SysBadge src/system/downloaders/pronouns.rs)', () => {
	test.each(userNames)('reads api/v1/users/%s into its User and builds the system', (name) => {
		const profile = site.profiles.find((each) => each.user.name === name)!;
		const system = sysBadgeGet(json(`api/v1/users/${name}`));
		expect(system.name).toBe(profile.user.display_name ?? profile.user.name);
		expect(system.source_id).toEqual({ Pronouns: profile.sid });
		expect(system.members.map((member) => member.name)).toEqual(
			profile.members.map((member) => member.user.display_name ?? member.user.name),
		);
	});

	test('fails on the v1 shape, as the issue says (status: String, an integer there)', () => {
		const v1 = JSON.parse(files.get(`v1/users/${withMembers.user.name}`)!) as unknown;
		expect(() => sysBadgeGet(v1)).toThrow(/invalid type for (sid|pronouns|status|members)/);
	});

	test('puts a favourite set first and shows its display text', async () => {
		const system = sysBadgeGet(JSON.parse((await richAnswers()).get('api/v1/users/kit')!));
		expect(system.members).toEqual([{ name: 'juniper', pronouns: 'she/her' }]);
	});
});

describe('a Discord bot (Kemi-Rawr/BDFD-Articles Codes/Pronouns-cc/$onInteraction.md)', () => {
	test.each(userNames)('lists the names and pronouns of api/v1/users/%s', (name) => {
		const answer = json(`api/v1/users/${name}`);
		const names = botNames(answer, 'names');
		expect(names).toHaveLength((answer['names'] as unknown[]).length);
		for (const line of [...names, ...botNames(answer, 'pronouns')])
			expect(line).toMatch(/^\*\*.+\*\* \((favourite|okay|jokingly|friends_only|avoid)\)$/);
	});

	test('shows an own status by its custom preference tooltip, for a user and for a member', async () => {
		const answers = await richAnswers();
		expect(botNames(JSON.parse(answers.get('api/v1/users/kit')!), 'names')).toEqual([
			'**Kit** (favourite)',
			'**Kitten** (Partner only)',
		]);
		// The member's button reads `json[user;custom_preferences;status]`: its own statuses are there.
		expect(
			botNames(JSON.parse(answers.get('api/v1/members/dc24aka2279j0d5s373g')!), 'names'),
		).toEqual(['**June** (Crush only)']);
	});
});

describe('PrideTags (EltyDev/PrideTags common/src/main/java/fr/elty/pridetags/api/PronounsCC.java)', () => {
	test.each(userNames)('reads the pronoun and the flags of api/v1/users/%s', (name) => {
		const answer = json(`api/v1/users/${name}`);
		const first = (answer['pronouns'] as { pronouns: string }[])[0];
		expect(prideTagsPronoun(answer)).toBe(
			first ? first.pronouns.split('/').slice(0, 2).join('/') : null,
		);
		// No flags: the documented empty list, which getFlags reads as none.
		expect(prideTagsFlags(answer, 'https://profiles.example.org/flags/')).toBeNull();
	});

	test("reads a flag's hash into the address of an image the site publishes there", async () => {
		const { answers, published } = await richSite();
		try {
			const kit = JSON.parse(answers.get('api/v1/users/kit')!) as Record<string, unknown>;
			expect(prideTagsPronoun(kit)).toBe('they/them');
			const site = 'https://profiles.example.org/';
			const flags = prideTagsFlags(kit, `${site}media/flags/`)!;
			expect(flags).toEqual([
				{ name: 'Transgender', url: `${site}media/flags/transgender.webp` },
				{
					name: 'Lighthouse keepers',
					url: expect.stringMatching(
						/^https:\/\/profiles\.example\.org\/media\/flags\/[0-9a-f]{20}\.webp$/,
					),
				},
			]);
			// Each address is a WebP image the build wrote at that path.
			for (const { url } of flags) {
				const bytes = readFileSync(join(published, url.slice(site.length)));
				expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
				expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
			}
		} finally {
			rmSync(published, { recursive: true, force: true });
		}
	});
});
