import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { serializeUser } from '../../src/publish/api/v1.ts';
import { parseProfile } from '../../src/content/validate/profile-file.ts';
import { readProfileSource } from '../../src/content/read/reader.ts';
import {
	newMemberText,
	newProfileText,
	profileToContent,
	type OwnStatusData,
	type ProfileFileData,
} from '../../src/authoring/write-profile.ts';
import { STATUS_WORDS, statusOf, type StatusValue } from '../../src/schemas/status.ts';
import { ICON_SLUGS, STATUS_ICONS } from '../../src/schemas/icons.ts';
import { FLAG_SLUGS } from '../../src/schemas/flags.ts';
import { isBuiltInLabel } from '../../src/content/validate/own-statuses.ts';
import { userSchema, type User } from '../../src/schemas/user.ts';
import { makeUser } from '../helpers/users.ts';
import { userArbitrary, yamlishUserArbitrary } from '../helpers/user-arbitrary.ts';

/**
 * What the build publishes for a content file, through the build's own reader, schema and model.
 */
function publish(user: User): string {
	const { extension, text: content } = profileToContent(user);
	const read = readProfileSource(`content/users/${user.name}.${extension}`, content);
	if (!read.ok) throw new Error(JSON.stringify(read.issues));
	const parsed = parseProfile(read.source, user.name);
	if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
	return serializeUser(parsed.profile.user);
}

describe('profileToContent of a v1 User', () => {
	test('generates only valid Users (the property below is not vacuous)', () => {
		fc.assert(
			fc.property(userArbitrary, (user) => userSchema.safeParse(user).success),
			{ numRuns: 200 },
		);
	});

	test('holds every User losslessly: import then build gives back the identical JSON', () => {
		fc.assert(
			fc.property(userArbitrary, (user) => {
				expect(publish(user)).toBe(serializeUser(user));
			}),
			{ numRuns: 500 },
		);
	});

	test('writes every value the way check reads it (issue 31): values made of YAML markers, indicators and words pass check and publish the same JSON', () => {
		fc.assert(
			fc.property(yamlishUserArbitrary, (user) => {
				expect(publish(user)).toBe(serializeUser(user));
			}),
			{ numRuns: 1000 },
		);
	});

	test.each([
		['a bio with YAML and frontmatter look-alikes', '---\nid: x\n---\n# not a heading: fine\n...'],
		['a bio with carriage returns', 'line one\r\nline two\rthree'],
		['values YAML would read as other types', 'yes'],
	])('keeps %s', (_label, value) => {
		const user = makeUser({
			name: 'robin',
			bio: value,
			display_name: 'null',
			links: ['true', '1e3', '~', '0o17', '2024-01-01'],
		});
		expect(publish(user)).toBe(serializeUser(user));
	});

	test('writes Markdown with the bio as body and statuses as words, or JSON when the bio has carriage returns', () => {
		const user = makeUser({
			name: 'robin',
			display_name: 'Robin',
			bio: 'Hi!',
			names: [{ name: 'Robin', status: 1 }],
			pronouns: [{ pronouns: 'they/them', display_text: null, status: 2 }],
			avatar_urls: ['https://cdn.example.org/r.webp'],
		});
		expect(profileToContent(user)).toEqual({
			extension: 'md',
			text: '---\nid: d4gn7g3p38l77tn1edd0\ndisplay_name: Robin\nnames:\n  - name: Robin\n    status: favourite\npronouns:\n  - pronouns: they/them\n    status: okay\navatar_urls:\n  - https://cdn.example.org/r.webp\n---\n\nHi!\n',
		});
		expect(profileToContent({ ...user, bio: 'a\r\nb' }).extension).toBe('json');
	});
});

describe('newProfileText', () => {
	test('returns a profile that is valid as written', () => {
		const read = readProfileSource(
			'content/users/robin.md',
			newProfileText('robin', 'd4gn7g3p38l77tn1edd0', 'qwzkt'),
		);
		const parsed = read.ok ? parseProfile(read.source, 'robin') : read;
		expect(parsed.ok && serializeUser(parsed.profile.user)).toBe(
			'{"id":"d4gn7g3p38l77tn1edd0","name":"robin","display_name":null,"bio":null,"avatar_urls":[],"links":[],"names":[{"name":"robin","status":1}],"pronouns":[],"fields":[]}',
		);
		// The short ID it writes is the profile's (issue 32).
		expect(parsed.ok && parsed.profile.sid).toBe('qwzkt');
	});

	test('returns a profile whose examples, each uncommented, are valid', () => {
		const text = uncommented(newProfileText('robin', 'd4gn7g3p38l77tn1edd0', 'qwzkt'));
		expect(text).toContain('\navatar: ./avatar.png        # an image beside this file');
		expect(text).toContain('\nowners: [your-forge-username]\n');
		expect(published('content/users/robin/index.md', text, 'robin')).toBe(EXAMPLES('robin'));
		// The keys beyond the v1 profile, each as its example says.
		expect(richOf('content/users/robin/index.md', text, 'robin')).toEqual({
			statuses: {
				partner: { label: 'Only from my partner', icon: 'heart-lock', counts_as: 'friends_only' },
			},
			flags: ['transgender', 'nonbinary'],
			timezone: 'Europe/Berlin',
			member_title: 'Headmates',
			unlisted: false,
			lang: 'en',
		});
	});

	test('the template as written', () => {
		expect(newProfileText('robin', 'd4gn7g3p38l77tn1edd0', 'qwzkt')).toMatchInlineSnapshot(`
			"---
			# The profile of robin: this file's name is the profile name.
			# Format reference: CONTRIBUTING.md. Check your changes with: npm run check
			id: d4gn7g3p38l77tn1edd0 # never change this ID; it is yours for good
			sid: qwzkt # your short link, {site}/s/qwzkt; never change it either

			# display_name: robin

			# Statuses: favourite, okay, jokingly, friends_only, avoid (left out: okay)
			# To use an example below, remove its "# " (keep the spaces before it).
			names:
			  - name: robin
			    status: favourite
			  # - another name            # a plain entry means status okay

			pronouns:
			  # - pronouns: they/them/their/theirs/themself
			  #   status: favourite
			  # - she/her

			fields:
			  # - name: Describe me as
			  #   favourite: [person]
			  #   avoid: [lady]

			links:
			  # - https://social.example.org/@robin

			# Statuses of your own beside the five, each counted as one of them everywhere else;
			# an entry then says status: partner (a field lists it as partner: [...]).
			# statuses:
			#   partner:
			#     label: Only from my partner
			#     icon: heart-lock        # from docs/reference/icons.md; left out: the icon of counts_as
			#     counts_as: friends_only

			# flags: [transgender, nonbinary]   # pride flags by name, listed in docs/reference/flags.md
			# timezone: Europe/Berlin     # an IANA time zone, shown with its UTC offset
			# lang: en                    # the language your text is written in (BCP 47)
			# member_title: Headmates     # a plural system: the heading of your member list
			# avatar: ./avatar.png        # an image beside this file, in the folder form content/users/robin/index.md
			# owners: [your-forge-username]
			---
			"
		`);
	});
});

/**
 * The template with every example uncommented as its comment says: "remove its "# " (keep the
 * spaces before it)".
 */
const uncommented = (text: string) => text.replace(/^( *)# (?=[a-z_]+:|- | {2})/gm, '$1');

/** The User a template publishes, through the build's reader and schema. */
function published(file: string, text: string, name: string): string {
	const read = readProfileSource(file, text);
	if (!read.ok) throw new Error(JSON.stringify(read.issues));
	// A member's file is read as a member (its short ID has six letters).
	const owner = /\/members\//.test(file) ? { id: 'd574dg3qf8mta91c2tpg', name: 'kit' } : null;
	const parsed = parseProfile(read.source, name, undefined, owner);
	if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
	return serializeUser(parsed.profile.user);
}

/** The keys beyond the v1 User a template holds, as check reads them. */
function richOf(file: string, text: string, name: string) {
	const read = readProfileSource(file, text);
	if (!read.ok) throw new Error(JSON.stringify(read.issues));
	const owner = /\/members\//.test(file) ? { id: 'd574dg3qf8mta91c2tpg', name: 'kit' } : null;
	const parsed = parseProfile(read.source, name, undefined, owner);
	if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
	const { rich, lang } = parsed.profile;
	return {
		statuses: rich.statuses,
		flags: rich.flags.map((flag) => (flag.library ? flag.slug : flag.image)),
		timezone: rich.timezone,
		member_title: rich.member_title,
		unlisted: rich.unlisted,
		lang,
	};
}

const EXAMPLES = (name: string) =>
	`{"id":"d4gn7g3p38l77tn1edd0","name":"${name}","display_name":"${name}","bio":null,"avatar_urls":[],"links":["https://social.example.org/@${name}"],"names":[{"name":"${name}","status":1},{"name":"another name","status":2}],"pronouns":[{"pronouns":"they/them/their/theirs/themself","display_text":null,"status":1},{"pronouns":"she/her","display_text":null,"status":2}],"fields":[{"name":"Describe me as","favourite":["person"],"okay":[],"jokingly":[],"friends_only":[],"avoid":["lady"]}]}`;

describe('newMemberText', () => {
	test('returns a member that is valid as written, without owners', () => {
		const text = newMemberText('kit', 'juniper', 'd4gn7g3p38l77tn1edd0', 'qwzktb');
		expect(text).not.toMatch(/^#? *owners:/m);
		expect(published('content/users/kit/members/juniper.md', text, 'juniper')).toBe(
			'{"id":"d4gn7g3p38l77tn1edd0","name":"juniper","display_name":null,"bio":null,"avatar_urls":[],"links":[],"names":[{"name":"juniper","status":1}],"pronouns":[],"fields":[]}',
		);
	});

	test('the template as written: unlisted offered, member_title not', () => {
		const text = newMemberText('kit', 'juniper', 'd4gn7g3p38l77tn1edd0', 'qwzktb');
		expect(text).not.toContain('member_title');
		expect(text.slice(text.indexOf('links:'))).toMatchInlineSnapshot(`
			"links:
			  # - https://social.example.org/@juniper

			# Statuses of your own beside the five, each counted as one of them everywhere else;
			# an entry then says status: partner (a field lists it as partner: [...]).
			# statuses:
			#   partner:
			#     label: Only from my partner
			#     icon: heart-lock        # from docs/reference/icons.md; left out: the icon of counts_as
			#     counts_as: friends_only

			# flags: [transgender, nonbinary]   # pride flags by name, listed in docs/reference/flags.md
			# timezone: Europe/Berlin     # an IANA time zone, shown with its UTC offset
			# lang: en                    # the language your text is written in (BCP 47)
			# unlisted: true              # off the lists, yet not private: still published at its address and by its ID
			# avatar: ./avatar.png        # an image beside this file, in the folder form content/users/kit/members/juniper/index.md
			---
			"
		`);
	});

	test('returns a member whose examples, each uncommented, are valid', () => {
		const text = uncommented(newMemberText('kit', 'juniper', 'd4gn7g3p38l77tn1edd0', 'qwzktb'));
		expect(richOf('content/users/kit/members/juniper/index.md', text, 'juniper')).toMatchObject({
			flags: ['transgender', 'nonbinary'],
			timezone: 'Europe/Berlin',
			member_title: null,
			unlisted: true,
			lang: 'en',
		});
		expect(text).toContain(
			'\navatar: ./avatar.png        # an image beside this file, in the folder form content/users/kit/members/juniper/index.md\n',
		);
		expect(published('content/users/kit/members/juniper/index.md', text, 'juniper')).toBe(
			EXAMPLES('juniper'),
		);
	});
});

/** Own statuses the rich property draws from: every key rule's edge (one letter, 30 characters). */
const OWN_KEYS = ['p', 'partner', 'close_friends_only_2', 'a23456789012345678901234567890'];
const ZONES = ['Europe/Berlin', 'America/New_York', 'UTC', 'Asia/Kolkata', 'Pacific/Chatham'];

/**
 * Profiles with every key a file has beyond the v1 User (issue 32): own statuses that some
 * entries use (a field's whole list moved under one), library flags, a time zone, a member title
 * for a user and unlisted for a member.
 */
const richArbitrary = fc
	.record({
		user: userArbitrary,
		member: fc.boolean(),
		statuses: fc.uniqueArray(
			fc.record({
				key: fc.constantFrom(...OWN_KEYS),
				// check refuses a built-in status's name as a label ("Ok"): those are not own statuses.
				label: fc
					.stringMatching(/^[A-Za-z][A-Za-z ]{0,48}[a-z]$/)
					.filter((label) => !isBuiltInLabel(label)),
				icon: fc.option(fc.constantFrom(...ICON_SLUGS), { nil: undefined }),
				counts_as: fc.constantFrom(...STATUS_WORDS),
			}),
			{ selector: (own) => own.key, maxLength: 3 },
		),
		pick: fc.nat(),
		flags: fc.uniqueArray(fc.constantFrom(...FLAG_SLUGS), { maxLength: 10 }),
		timezone: fc.option(fc.constantFrom(...ZONES), { nil: null }),
		member_title: fc.option(fc.stringMatching(/^[A-Z][a-z]{0,49}$/), { nil: null }),
		unlisted: fc.boolean(),
	})
	.map(({ user, member, statuses, pick, flags, timezone, member_title, unlisted }) => {
		const keys = statuses.map((own) => own.key);
		const ownAt = (index: number) => keys[(pick + index) % (keys.length + 2)];
		const data: ProfileFileData = {
			...user,
			sid: member ? 'qwzktb' : 'qwzkt',
			statuses: Object.fromEntries(
				statuses.map(({ key, ...own }) => [key, own] satisfies [string, OwnStatusData]),
			),
			names: user.names.map((entry, index) => ({ ...entry, status: ownAt(index) ?? entry.status })),
			pronouns: user.pronouns.map((entry, index) => ({
				...entry,
				status: ownAt(index + 1) ?? entry.status,
			})),
			fields: user.fields.map((field, index) => {
				const key = ownAt(index + 2);
				return key ? { ...field, jokingly: [], own: { [key]: field.jokingly } } : field;
			}),
			flags,
			timezone,
			...(member ? { unlisted } : { member_title }),
		};
		return { name: user.name, member, data };
	});

describe('profileToContent with the rich keys (issue 32)', () => {
	test('writes every rich key so that check passes and the model holds exactly what was given', () => {
		fc.assert(
			fc.property(richArbitrary, ({ name, member, data }) => {
				const { extension, text } = profileToContent(data);
				const file = member
					? `content/users/kit/members/${name}.${extension}`
					: `content/users/${name}.${extension}`;
				const read = readProfileSource(file, text);
				if (!read.ok) throw new Error(JSON.stringify(read.issues));
				const owner = member ? { id: 'd574dg3qf8mta91c2tpg', name: 'kit' } : null;
				const parsed = parseProfile(read.source, name, undefined, owner);
				if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
				const { rich, sid } = parsed.profile;
				expect(sid).toBe(data.sid);
				expect(rich.statuses).toEqual(
					Object.fromEntries(
						Object.entries(data.statuses!).map(([key, own]) => [
							key,
							{
								label: own.label,
								icon: own.icon ?? STATUS_ICONS[own.counts_as],
								counts_as: own.counts_as,
							},
						]),
					),
				);
				const word = (status: string | StatusValue) =>
					typeof status === 'string' ? status : statusOf(status).word;
				expect(rich.names).toEqual(
					data.names.map((entry) => ({ value: entry.name, status: word(entry.status) })),
				);
				expect(rich.pronouns.map((entry) => entry.status)).toEqual(
					data.pronouns.map((entry) => word(entry.status)),
				);
				expect(rich.fields).toEqual(
					data.fields.map((field) => ({
						name: field.name,
						entries: [
							...STATUS_WORDS.flatMap((list) =>
								field[list].map((value) => ({ value, status: list })),
							),
							...Object.entries(field.own ?? {}).flatMap(([key, values]) =>
								values.map((value) => ({ value, status: key })),
							),
						],
					})),
				);
				expect(rich.flags.map((flag) => (flag.library ? flag.slug : flag.image))).toEqual(
					data.flags,
				);
				expect(rich.timezone).toBe(data.timezone);
				expect(rich.member_title).toBe(member ? null : data.member_title);
				expect(rich.unlisted).toBe(member && data.unlisted === true);
				// The same data writes the same bytes: a second import changes nothing.
				expect(profileToContent(data).text).toBe(text);
			}),
			{ numRuns: 300 },
		);
	});

	test('writes the rich keys in a fixed order, own statuses as their keys', () => {
		const user = makeUser({ name: 'kit', names: [{ name: 'Kit', status: 1 }] });
		expect(
			profileToContent({
				...user,
				sid: 'qwzkt',
				names: [{ name: 'Kit', status: 'partner' }],
				fields: [
					{
						name: 'Words',
						favourite: ['cute'],
						okay: [],
						jokingly: [],
						friends_only: [],
						avoid: [],
						own: { partner: ['honey'] },
					},
				],
				statuses: { partner: { label: 'Partners only', counts_as: 'friends_only' } },
				flags: ['transgender', { image: './flag.png', name: 'Mine', description: 'Two stripes' }],
				timezone: 'Europe/Berlin',
				member_title: 'Headmates',
			}).text,
		).toMatchInlineSnapshot(`
			"---
			id: d4gn7g3p38l77tn1edd0
			sid: qwzkt
			statuses:
			  partner:
			    label: Partners only
			    counts_as: friends_only
			names:
			  - name: Kit
			    status: partner
			fields:
			  - name: Words
			    favourite:
			      - cute
			    partner:
			      - honey
			flags:
			  - transgender
			  - image: ./flag.png
			    name: Mine
			    description: Two stripes
			timezone: Europe/Berlin
			member_title: Headmates
			---
			"
		`);
	});
});
