/**
 * Editing keeps what the member wrote: the form starts from the file's own
 * text, and the new text changes only what the form changed.
 */
import { describe, expect, test } from 'vitest';
import { editSource, formFromSource } from '../../src/editor/source-edit.ts';

const FILE = 'content/users/robin/index.md';
const SOURCE = `---
# Robin's profile: ask me before changing it.
id: d4gn7g3p38l77tn1edd0
display_name: Robin 🌻
names: [Robin, Rob]   # Rob only for friends
pronouns:
  - pronouns: they/them/their/theirs/themself
    status: favourite
  - she/her
fields:
  - name: Describe me as
    avoid: [lady]
    favourite: [person, gardener]
avatar: ./avatar.png
owners: [robin-gh]
flags: [transgender]
---

Gardener and occasional bad poet.
`;

const form = () => formFromSource(SOURCE, FILE)!;

describe('formFromSource', () => {
	test('fills the form from the file, owners and the local avatar included', () => {
		expect(form()).toMatchObject({
			id: 'd4gn7g3p38l77tn1edd0',
			name: 'robin',
			display_name: 'Robin 🌻',
			bio: 'Gardener and occasional bad poet.',
			names: [
				{ name: 'Robin', status: 'okay' },
				{ name: 'Rob', status: 'okay' },
			],
			pronouns: [
				{ pronouns: 'they/them/their/theirs/themself', display_text: '', status: 'favourite' },
				{ pronouns: 'she/her', display_text: '', status: 'okay' },
			],
			fields: [
				{
					name: 'Describe me as',
					entries: [
						{ text: 'lady', status: 'avoid' },
						{ text: 'person', status: 'favourite' },
						{ text: 'gardener', status: 'favourite' },
					],
				},
			],
			avatar: './avatar.png',
			owners: ['robin-gh'],
		});
	});

	test.each([
		['no frontmatter', 'just text'],
		['a list at the top', '---\n- a\n---\n'],
		['YAML it cannot read', '---\nid: [\n---\n'],
	])('gives null for %s', (_case, text) => {
		expect(formFromSource(text, 'content/users/robin.md')).toBeNull();
	});
});

describe('editSource', () => {
	test('changes nothing when the form changed nothing', () => {
		expect(editSource(SOURCE, FILE, form())).toBe(SOURCE);
	});

	test('changes only the changed entry: comments, key order, flow lists, owners, avatar and other keys stay', () => {
		const changed = form();
		changed.names[1]!.status = 'friends_only';
		changed.names.push({ name: 'Bin', status: 'okay' });
		expect(editSource(SOURCE, FILE, changed)).toBe(
			SOURCE.replace(
				'names: [Robin, Rob]   # Rob only for friends',
				'names: [Robin, {name: Rob, status: friends_only}, Bin]   # Rob only for friends',
			),
		);
	});

	test("changes the bio alone, keeping the file's frontmatter byte for byte", () => {
		const changed = form();
		changed.bio = 'Poet.';
		expect(editSource(SOURCE, FILE, changed)).toBe(
			SOURCE.replace('Gardener and occasional bad poet.', 'Poet.'),
		);
	});

	test('removes an emptied key and adds a new one at the end', () => {
		const changed = form();
		changed.display_name = '';
		changed.links = ['https://social.example.org/@robin'];
		const text = editSource(SOURCE, FILE, changed)!;
		// Every other line byte for byte: the emptied key's line goes, the new key comes last.
		expect(text).toBe(
			SOURCE.replace('display_name: Robin 🌻\n', '').replace(
				'flags: [transgender]\n',
				'flags: [transgender]\nlinks:\n  - https://social.example.org/@robin\n',
			),
		);
	});

	test('keeps the order of a JSON file and its indentation', () => {
		const json =
			'{\n  "names": ["Robin"],\n  "id": "d4gn7g3p38l77tn1edd0",\n  "owners": ["robin-gh"]\n}\n';
		const changed = formFromSource(json, 'content/users/robin.json')!;
		changed.names.push({ name: 'Rob', status: 'avoid' });
		expect(editSource(json, 'content/users/robin.json', changed)).toBe(
			'{\n  "names": [\n    "Robin",\n    {\n      "name": "Rob",\n      "status": "avoid"\n    }\n  ],\n  "id": "d4gn7g3p38l77tn1edd0",\n  "owners": [\n    "robin-gh"\n  ]\n}\n',
		);
	});
});

describe('the keys beyond the v1 profile, edited in place', () => {
	const RICH = `---
id: d4gn7g3p38l77tn1edd0
statuses:
  partner: { label: Only from my partner, counts_as: friends_only } # mine
names:
  - name: Honey
    status: partner
flags: [transgender, { image: ./flag.png, name: Mine, description: Green }]
timezone: Europe/Berlin # where I live
---
`;

	test('read into the form', () => {
		expect(formFromSource(RICH, FILE)).toMatchObject({
			statuses: [
				{ key: 'partner', label: 'Only from my partner', icon: '', counts_as: 'friends_only' },
			],
			flags: ['transgender', { image: './flag.png', name: 'Mine', description: 'Green' }],
			timezone: 'Europe/Berlin',
			member_title: '',
			unlisted: false,
			lang: '',
		});
	});

	test('unchanged, the text is the same; each change touches its key alone', () => {
		const same = formFromSource(RICH, FILE)!;
		expect(editSource(RICH, FILE, same)).toBe(RICH);
		const changed = formFromSource(RICH, FILE)!;
		changed.statuses[0]!.icon = 'heart-lock';
		changed.flags.splice(0, 1, 'nonbinary');
		changed.timezone = '';
		changed.lang = 'en';
		expect(editSource(RICH, FILE, changed)).toMatchInlineSnapshot(`
			"---
			id: d4gn7g3p38l77tn1edd0
			statuses:
			  partner:
			    label: Only from my partner
			    icon: heart-lock
			    counts_as: friends_only
			names:
			  - name: Honey
			    status: partner
			flags: [nonbinary, {image: ./flag.png, name: Mine, description: Green}]
			lang: en
			---
			"
		`);
	});
});
