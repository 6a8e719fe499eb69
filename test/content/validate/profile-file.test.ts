import { describe, expect, test } from 'vitest';
import { formatIssue } from '../../../src/content/issues.ts';
import { parseProfile, validIdOf } from '../../../src/content/validate/profile-file.ts';
import { readProfileSource } from '../../../src/content/read/reader.ts';
import { withoutFreshIds } from '../../helpers/fresh-id.ts';

const ID = 'd4gn7g3p38l77tn1edd0';

/** Reads and parses one file's text the way the site loader does. */
function load(
	file: string,
	text: string,
	stem = file.replace(/^.*\//, '').replace(/\.(md|json)$/, ''),
) {
	const read = readProfileSource(file, text);
	return read.ok ? parseProfile(read.source, stem) : read;
}

function errors(file: string, text: string, stem?: string): string {
	const result = load(file, text, stem);
	if (result.ok) throw new Error('expected errors');
	return withoutFreshIds(result.issues.map(formatIssue).join('\n'));
}

describe('parseProfile', () => {
	test('returns the User with every key, in the spec order', () => {
		const result = load(
			'content/users/robin.md',
			`---\npronouns: [they/them]\nid: ${ID}\nnames: [Robin]\ndisplay_name: Robin 🌻\n---\n\n  Hi, I'm *Robin*.  \n\n`,
		);
		expect(result.ok && JSON.stringify(result.profile.user)).toBe(
			`{"id":"${ID}","name":"robin","display_name":"Robin 🌻","bio":"Hi, I'm *Robin*.","avatar_urls":[],"links":[],"names":[{"name":"Robin","status":2}],"pronouns":[{"pronouns":"they/them","display_text":null,"status":2}],"fields":[]}`,
		);
	});

	test('takes the name from the file, and accepts a name key equal to it', () => {
		const result = load('content/users/Robin_O.json', `{"id": "${ID}", "name": "Robin_O"}`);
		expect(result.ok && result.profile.user.name).toBe('Robin_O');
	});

	test('returns a member with its user in ownerUser, no members and no owners, by the same rules as a profile', () => {
		const kit = { id: 'd574dg3qf8mta91c2tpg', name: 'kit' };
		const read = readProfileSource(
			'content/users/kit/members/rowan.md',
			`---\nid: ${ID}\npronouns: [it/its]\n---\nMaps.\n`,
		);
		const result = read.ok ? parseProfile(read.source, 'rowan', undefined, kit) : read;
		expect(
			result.ok && [
				result.profile.user.name,
				result.profile.user.bio,
				result.profile.ownerUser,
				result.profile.members,
				result.profile.owners,
			],
		).toEqual(['rowan', 'Maps.', kit, [], []]);
		const wrong = readProfileSource(
			'content/users/kit/members/rowan.md',
			`---\nid: ${ID}\nowners: [kit-gh]\nbio: x\n---\n`,
		);
		if (!wrong.ok) throw new Error('expected a readable file');
		const failed = parseProfile(wrong.source, 'rowan', undefined, kit);
		expect(!failed.ok && failed.issues.map(formatIssue)).toMatchInlineSnapshot(`
			[
			  "content/users/kit/members/rowan.md:4: bio: a Markdown profile has no "bio" key: the text after the closing "---" is the bio; move it there",
			  "content/users/kit/members/rowan.md:3: owners: a member has no owners of its own: got ["kit-gh"]; the owners of its user (in the user's index.md or index.json) own the whole folder, members included: remove this key, or add the owners to the user",
			]
		`);
		// A member file that fails still claims its ID and name, within its user, for the rules across
		// profiles.
		expect(!failed.ok && [failed.identity?.user, failed.identity?.ownerUser]).toEqual([
			{ id: ID, name: 'rowan' },
			kit,
		]);
	});

	test('takes the name of a folder profile from the folder', () => {
		const result = load('content/users/kit/index.md', `---\nid: ${ID}\n---\n`, 'kit');
		expect(result.ok && result.profile.user.name).toBe('kit');
	});

	test('keeps avatar and owners out of the User', () => {
		const result = load(
			'content/users/robin.md',
			`---\nid: ${ID}\navatar: ./a.png\nowners: [robin]\n---\n`,
		);
		expect(result.ok && Object.keys(result.profile.user)).toEqual([
			'id',
			'name',
			'display_name',
			'bio',
			'avatar_urls',
			'links',
			'names',
			'pronouns',
			'fields',
		]);
		expect(result.ok && [result.profile.avatar, result.profile.owners]).toEqual([
			'./a.png',
			['robin'],
		]);
	});

	test.each([
		['an empty body', `---\nid: ${ID}\n---\n`],
		['a blank body', `---\nid: ${ID}\n---\n\n   \n\t\n`],
	])('gives a null bio for %s', (_label, text) => {
		const result = load('content/users/robin.md', text);
		expect(result.ok && result.profile.user.bio).toBeNull();
	});

	test.each([
		['1000 emoji', '😀'.repeat(1000), true],
		['1001 emoji', '😀'.repeat(1001), false],
	])('bounds a Markdown bio of %s', (_label, body, valid) => {
		expect(load('content/users/robin.md', `---\nid: ${ID}\n---\n${body}\n`).ok).toBe(valid);
	});

	test('errors if a name key differs from the file name, even only in case', () => {
		expect(
			errors('content/users/robin.md', `---\nid: ${ID}\nname: Robin\n---\n`),
		).toMatchInlineSnapshot(
			`"content/users/robin.md:3: name: must equal the file name "robin" (the file name is the profile name): got "Robin"; remove the key or rename the file"`,
		);
	});

	test('errors if the file name is not a valid name', () => {
		expect(errors('content/users/rob in.md', `---\nid: ${ID}\n---\n`)).toMatchInlineSnapshot(
			`"content/users/rob in.md:1: name: the file name gives the profile name "rob in", which must be 2 to 40 characters, each a letter A-Z or a-z, a digit, "_", "." or "-"; rename the file"`,
		);
	});

	test('errors if a profile gives both a local avatar and hosted avatar_urls', () => {
		expect(
			errors(
				'content/users/kit.md',
				`---\nid: ${ID}\navatar: ./a.png\navatar_urls: [https://cdn.example.org/a.png]\n---\n`,
			),
		).toMatchInlineSnapshot(
			`"content/users/kit.md:3: avatar: give either avatar (a local image) or avatar_urls (hosted addresses), not both: remove one of them"`,
		);
	});

	test('errors if a Markdown profile has a bio key', () => {
		expect(
			errors('content/users/robin.md', `---\nid: ${ID}\nbio: Hi\n---\nHello\n`),
		).toMatchInlineSnapshot(
			`"content/users/robin.md:3: bio: a Markdown profile has no "bio" key: the text after the closing "---" is the bio; move it there"`,
		);
	});

	test('reports every problem of a file at once, each with its line, path, rule and value', () => {
		const text = `---
id: d4gn7g3p38l77tn1edd
display_name: ""
pronuns: [they/them]
names:
  - Robin
  - name: Rob
    status: favorite
  - 5
  - { name: Ro, stauts: 1 }
pronouns:
  - pronouns: ${'a'.repeat(51)}
  - pronouns: she/her
    display_text: ${'😀'.repeat(51)}
links: https://robin.example.net
fields:
  - name: Words
    favourite: [cute, ""]
avatar_urls: [ftp://example.org/a.png, 42]
---
`;
		expect(errors('content/users/robin.md', text)).toMatchInlineSnapshot(`
			"content/users/robin.md:9: names[2]: YAML reads the unquoted 5 as the number 5, not as the text "5": put it in double quotes: - "5"
			content/users/robin.md:19: avatar_urls[1]: YAML reads the unquoted 42 as the number 42, not as the text "42": put it in double quotes: avatar_urls: [ftp://example.org/a.png, "42"]
			content/users/robin.md:2: id: must be exactly 20 characters of 0-9 and a-v (an xid): got "d4gn7g3p38l77tn1edd"
			content/users/robin.md:3: display_name: must not be empty: got ""
			content/users/robin.md:15: links: must be a list, not a string (write each entry on its own "- " line): got "https://robin.example.net"
			content/users/robin.md:10: names[3].stauts: unknown key "stauts"; did you mean "status"?
			content/users/robin.md:12: pronouns[0].pronouns: must be 1 to 50 characters long, but is 51: got "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…
			content/users/robin.md:14: pronouns[1].display_text: must be 1 to 50 characters long, but is 51: got "😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀…
			content/users/robin.md:18: fields[0].favourite[1]: must not be empty: got ""
			content/users/robin.md:19: avatar_urls[0]: must be an absolute http:// or https:// address: got "ftp://example.org/a.png"
			content/users/robin.md:4: pronuns: unknown key "pronuns"; did you mean "pronouns"?
			content/users/robin.md:8: names[1].status: unknown status "favorite": not one of the five (favourite, okay, jokingly, friends_only, avoid); did you mean "favourite"? Or define it under statuses: with a label and counts_as"
		`);
	});

	test('points JSON errors at their lines too', () => {
		const text = `{
  "id": "${ID}",
  "names": [{ "name": "Robin", "status": 0 }],
  "bio": 42
}`;
		expect(errors('content/users/robin.json', text)).toMatchInlineSnapshot(`
			"content/users/robin.json:4: bio: must be a string, not a number (put the value in quotes): got 42
			content/users/robin.json:3: names[0].status: must be one of favourite, okay, jokingly, friends_only, avoid, a number 1-5, or the key of one of this profile's own statuses (lowercase letters, digits and "_"): got 0"
		`);
	});

	test('asks for quotes around an ID that YAML reads as a number', () => {
		expect(
			errors('content/users/robin.md', '---\nid: 12345678901234567890\n---\n'),
		).toMatchInlineSnapshot(
			`"content/users/robin.md:2: id: YAML reads the unquoted 12345678901234567890 as the number 12345678901234567000, not as the text "12345678901234567890": put it in double quotes: id: "12345678901234567890""`,
		);
	});

	test('errors if a required ID is missing, or the file is not an object', () => {
		expect(errors('content/users/robin.md', 'Only a bio')).toMatchInlineSnapshot(
			`"content/users/robin.md:1: this file has no front matter (the keys between two lines of "---" at the top of the file): start the file with a line "---", then the keys, an ID of its own among them (such as this fresh one: id: <fresh id>), then a line "---" above the bio"`,
		);
		expect(errors('content/users/robin.json', '["not", "an", "object"]')).toMatchInlineSnapshot(
			`"content/users/robin.json:1: must be an object (key: value pairs), not a list: got ["not","an","object"]"`,
		);
		expect(errors('content/users/robin.md', '---\n- a list\n---\n')).toMatchInlineSnapshot(
			`"content/users/robin.md:2: must be an object (key: value pairs), not a list: got ["a list"]"`,
		);
	});
});

describe('validIdOf', () => {
	test.each([
		[{ id: 'd0f6ssg3eqa7kbdj1v40', name: 7 }, 'd0f6ssg3eqa7kbdj1v40'],
		[{ id: 'D0F6SSG3EQA7KBDJ1V40' }, undefined],
		[{ id: 'd0f6ssg3eqa7kbdj1v4' }, undefined],
		[{ id: 42 }, undefined],
		[{}, undefined],
		[['d0f6ssg3eqa7kbdj1v40'], undefined],
		[null, undefined],
		['d0f6ssg3eqa7kbdj1v40', undefined],
	])('returns the ID of %j as %j', (data, id) => {
		expect(validIdOf(data)).toBe(id);
	});
});

describe('pronoun forms are bounded as the build publishes them (issue 22 point 1)', () => {
	// Within the 50 characters an entry may have, but more bytes once normalised: each form is a
	// folder under pronouns/.
	test.each([
		['a presentation form that normalises to three characters', '\uFB2C', 33],
		['a ligature that normalises to a phrase', '\uFDFA', 6],
	])('%s: accepted at the limit, refused one past it with the rule', (_label, char, fits) => {
		expect(
			load('content/users/robin.md', `---\nid: ${ID}\npronouns: [${char.repeat(fits)}/x]\n---\n`)
				.ok,
		).toBe(true);
		expect(
			errors(
				'content/users/robin.md',
				`---\nid: ${ID}\npronouns:\n  - they/them\n  - x/${char.repeat(fits + 1)}\n---\n`,
			),
		).toMatch(
			/^content\/users\/robin\.md:5: pronouns\[1\]: the form ".*" becomes a folder name of 2\d\d bytes once normalised as the site publishes it, and a published folder or file name may hold at most 200 bytes/,
		);
	});

	test('names the entry of the object form', () => {
		expect(
			errors(
				'content/users/robin.json',
				JSON.stringify(
					{ id: ID, pronouns: [{ pronouns: '\uFB2C'.repeat(34), status: 'okay' }] },
					null,
					1,
				),
			),
		).toMatch(/^content\/users\/robin\.json:\d+: pronouns\[0\]\.pronouns: the form/);
	});
});

describe('avatar_urls a browser would fetch (issue 22 point 8)', () => {
	test.each([
		['plain http', 'http://cdn.example.org/a.png', /must be an https:\/\/ address \(got http:\)/],
		[
			'loopback',
			'https://127.0.0.1/a.png',
			/points at the loopback range 127\.0\.0\.0\/8, not a public host/,
		],
		['loopback written in hex', 'https://0x7f.1/a.png', /points at the loopback range/],
		['a private network', 'https://192.168.1.1/admin.png', /the private range 192\.168\.0\.0\/16/],
		[
			'link-local metadata',
			'https://169.254.169.254/latest/meta-data',
			/the link-local range 169\.254\.0\.0\/16/,
		],
		['IPv6 loopback', 'https://[::1]/a.png', /the loopback address ::1/],
		[
			'IPv4-mapped IPv6',
			'https://[::ffff:10.0.0.1]/a.png',
			/the private range 10\.0\.0\.0\/8, inside an IPv6 address/,
		],
		['IPv6 unique local', 'https://[fd00::1]/a.png', /the unique local range fc00::\/7/],
		['localhost', 'https://localhost./a.png', /the local name "localhost"/],
		['a name under .local', 'https://printer.local/a.png', /the local name "printer\.local"/],
	])('refuses %s with the rule', (_label, url, rule) => {
		expect(
			errors('content/users/robin.md', `---\nid: ${ID}\navatar_urls:\n  - ${url}\n---\n`),
		).toMatch(
			new RegExp(`^content/users/robin\\.md:4: avatar_urls\\[0\\]: (points at )?${rule.source}`),
		);
	});

	test.each([
		'https://cdn.example.org/a.png',
		'https://8.8.8.8/a.png',
		'https://[2606:4700::1111]/a.png',
		'https://172.32.0.1/a.png',
	])('accepts the public address %s', (url) => {
		expect(
			load('content/users/robin.md', `---\nid: ${ID}\navatar_urls:\n  - ${url}\n---\n`).ok,
		).toBe(true);
	});
});

describe("an own status's label", () => {
	const withLabel = (label: string, countsAs: string) =>
		`---\nid: ${ID}\nstatuses:\n  fav:\n    label: ${label}\n    icon: heart\n    counts_as: ${countsAs}\nnames:\n  - name: Robin\n    status: fav\n---\n`;

	test("may not be a built-in status's label, with the fix named", () => {
		expect(errors('content/users/robin.md', withLabel('Favourite', 'avoid'))).toMatchInlineSnapshot(
			`"content/users/robin.md:5: statuses.fav.label: the label "Favourite" is the name of the built-in status favourite, so readers and screen readers would take these entries for favourite: give it a label of its own that says what it means (and not the name of any of the five statuses)"`,
		);
		expect(
			errors('content/users/robin.md', withLabel('favourite', 'favourite')),
		).toMatchInlineSnapshot(
			`"content/users/robin.md:5: statuses.fav.label: the label "favourite" is the name of the built-in status favourite, so readers and screen readers would take these entries for favourite: use the status favourite itself in the entries and remove this own status"`,
		);
	});

	test.each([
		['FAVORITE', 'favourite'],
		['préferito', 'favourite'],
		['Friends-only', 'friends_only'],
		['à éviter', 'avoid'],
		['bitte  nicht!', 'avoid'],
		['冗談でなら', 'jokingly'],
		['בסדר', 'okay'],
	])('refuses %j, case, accents and punctuation aside (%s)', (label, word) => {
		expect(errors('content/users/robin.md', withLabel(label, 'okay'))).toContain(
			`is the name of the built-in status ${word}`,
		);
	});

	test('accepts a label of its own', () => {
		expect(load('content/users/robin.md', withLabel('Only from my partner', 'favourite')).ok).toBe(
			true,
		);
	});

	test('knows each built-in label of every bundled dictionary', async () => {
		const { BUNDLED } = await import('../../../src/views/i18n/dictionary.ts');
		const { BUILT_IN_LABELS, foldLabel } =
			await import('../../../src/content/validate/own-statuses.ts');
		for (const [word, labels] of Object.entries(BUILT_IN_LABELS))
			for (const dictionary of Object.values(BUNDLED))
				expect(labels, word).toContain(
					foldLabel((dictionary as Record<string, string>)[`status.${word}`]!),
				);
	});
});

describe('own statuses, flags, time zone, member title and unlisted (issue 35)', () => {
	const rich = `---
id: ${ID}
statuses:
  partner:
    label: Only from my partner
    icon: heart-lock
    counts_as: friends_only
  cute:
    label: Cute
    counts_as: favourite
names:
  - name: Honey
    status: partner
  - Robin
pronouns:
  - pronouns: she/her
    status: cute
fields:
  - name: Words
    okay: [pal]
    partner: [honey]
    avoid: [sir]
    cute: [dear]
flags: [transgender, { image: ./flag.png, name: Our flag, description: Three green stripes }]
timezone: Europe/Berlin
member_title: Headmates
---
`;

	test('serves an own status in the v1 User as its counts_as value, and nothing else of the rich keys', () => {
		const result = load('content/users/robin.md', rich);
		expect(result.ok && JSON.stringify(result.profile.user)).toBe(
			`{"id":"${ID}","name":"robin","display_name":null,"bio":null,"avatar_urls":[],"links":[],"names":[{"name":"Honey","status":4},{"name":"Robin","status":2}],"pronouns":[{"pronouns":"she/her","display_text":null,"status":1}],"fields":[{"name":"Words","favourite":["dear"],"okay":["pal"],"jokingly":[],"friends_only":["honey"],"avoid":["sir"]}]}`,
		);
	});

	test('keeps the rich profile beside the User: statuses as text, own statuses, flags, zone, title', () => {
		const result = load('content/users/robin.md', rich);
		expect(result.ok && result.profile.rich).toEqual({
			names: [
				{ value: 'Honey', status: 'partner' },
				{ value: 'Robin', status: 'okay' },
			],
			pronouns: [{ pronouns: 'she/her', display_text: null, status: 'cute' }],
			fields: [
				{
					name: 'Words',
					entries: [
						{ value: 'pal', status: 'okay' },
						{ value: 'sir', status: 'avoid' },
						{ value: 'honey', status: 'partner' },
						{ value: 'dear', status: 'cute' },
					],
				},
			],
			statuses: {
				partner: { label: 'Only from my partner', icon: 'heart-lock', counts_as: 'friends_only' },
				cute: { label: 'Cute', icon: 'heart', counts_as: 'favourite' },
			},
			flags: [
				{ library: true, slug: 'transgender' },
				{
					library: false,
					image: './flag.png',
					name: 'Our flag',
					description: 'Three green stripes',
				},
			],
			timezone: 'Europe/Berlin',
			member_title: 'Headmates',
			unlisted: false,
		});
	});

	test('gives a profile without the new keys the same User as before, and an empty rich part', () => {
		const result = load(
			'content/users/robin.md',
			`---\nid: ${ID}\nnames: [{ name: Rob, status: 5 }]\n---\n`,
		);
		expect(result.ok && result.profile.rich).toEqual({
			names: [{ value: 'Rob', status: 'avoid' }],
			pronouns: [],
			fields: [],
			statuses: {},
			flags: [],
			timezone: null,
			member_title: null,
			unlisted: false,
		});
	});

	test("names an undefined own status with the closest of the five and the profile's own", () => {
		const text = `---
id: ${ID}
statuses:
  partner: { label: Partner, counts_as: friends_only }
names:
  - name: Honey
    status: partnr
  - name: Rob
    status: favorite
fields:
  - name: Words
    lover: [x]
---
`;
		expect(errors('content/users/robin.md', text)).toMatchInlineSnapshot(`
			"content/users/robin.md:7: names[0].status: unknown status "partnr": not one of the five (favourite, okay, jokingly, friends_only, avoid) nor one of this profile's own (partner); did you mean "partner"? Or define it under statuses: with a label and counts_as
			content/users/robin.md:9: names[1].status: unknown status "favorite": not one of the five (favourite, okay, jokingly, friends_only, avoid) nor one of this profile's own (partner); did you mean "favourite"? Or define it under statuses: with a label and counts_as
			content/users/robin.md:12: fields[0].lover: unknown status "lover": not one of the five (favourite, okay, jokingly, friends_only, avoid) nor one of this profile's own (partner); define it under statuses: with a label and counts_as"
		`);
	});

	test("says where a flag of the profile's own misses its description", () => {
		const text = `---\nid: ${ID}\nflags:\n  - image: ./flag.png\n    name: Ours\n---\n`;
		expect(errors('content/users/robin.md', text)).toMatchInlineSnapshot(
			`"content/users/robin.md:4: flags[0].description: required"`,
		);
	});

	test('marks a member unlisted, and refuses member_title in a member', () => {
		const read = readProfileSource(
			'content/users/kit/members/june.md',
			`---\nid: ${ID}\nunlisted: true\n---\n`,
		);
		const owner = { id: 'd4gn7g3p38l77tn1edf0', name: 'kit' };
		const result = read.ok ? parseProfile(read.source, 'june', undefined, owner) : read;
		expect(result.ok && result.profile.rich.unlisted).toBe(true);
		const titled = readProfileSource(
			'content/users/kit/members/june.md',
			`---\nid: ${ID}\nmember_title: Headmates\n---\n`,
		);
		const refused = titled.ok ? parseProfile(titled.source, 'june', undefined, owner) : titled;
		expect(!refused.ok && refused.issues.map(formatIssue)).toMatchInlineSnapshot(`
			[
			  "content/users/kit/members/june.md:3: member_title: member_title names the heading of a user's member list: give it in the user's index.md or index.json, not in a member's file: got "Headmates"",
			]
		`);
	});
});

describe('parseProfile: lang', () => {
	test('keeps a well-formed tag as written, for a user and a member alike', () => {
		const user = load('content/users/mika.md', `---\nid: ${ID}\nlang: de-AT\n---\n`);
		expect(user.ok && user.profile.lang).toBe('de-AT');
		const none = load('content/users/mika.md', `---\nid: ${ID}\n---\n`);
		expect(none.ok && none.profile.lang).toBe(null);
	});

	test('leaves the User as the API serves it: no language field', () => {
		const result = load('content/users/mika.json', `{"id": "${ID}", "lang": "fr"}`);
		expect(result.ok && Object.keys(result.profile.user)).not.toContain('lang');
	});

	test('refuses a tag that is not well formed, at its line, with the fix', () => {
		expect(
			errors('content/users/mika.md', `---\nid: ${ID}\nlang: pt_BR\n---\n`),
		).toMatchInlineSnapshot(
			`"content/users/mika.md:3: lang: is not a well-formed language tag (BCP 47): write "pt-BR": got "pt_BR""`,
		);
	});
});
