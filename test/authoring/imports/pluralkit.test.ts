import { describe, expect, test } from 'vitest';
import { fromPluralKit } from '../../../src/authoring/imports/pluralkit.ts';
import type { PluralKitExport } from '../../../src/schemas/imports/pluralkit-export.ts';

const system = (extra: Partial<PluralKitExport> = {}): PluralKitExport => ({
	id: 'exmpl',
	name: 'Secret Lighthouse',
	members: [],
	...extra,
});

describe('fromPluralKit: what PluralKit marks private is published nowhere', () => {
	test("a private system name names neither the user's file nor anything in the report; the PluralKit ID does", () => {
		const made = fromPluralKit(
			system({
				privacy: { name_privacy: 'private' },
				members: [{ id: 'abcde', name: 'Alice' }],
			}),
		);
		expect(made.user.name).toBe('exmpl');
		expect(made.user.data.display_name).toBeNull();
		expect(JSON.stringify(made)).not.toMatch(/Secret|Lighthouse|lighthouse/i);
		expect(made.notes).toMatchInlineSnapshot(`
			[
			  "the system "exmpl": private on PluralKit, so not published here: name; add it to the file yourself if it may be public",
			  "the system "exmpl": its name is private on PluralKit, so the user's file and address are named after its PluralKit ID instead: exmpl (give --user <name> to choose another)",
			]
		`);
	});

	test('--user names the file of a system with a private name, and no note is needed for it', () => {
		const made = fromPluralKit(system({ privacy: { name_privacy: 'private' } }), 'kit');
		expect(made.user.name).toBe('kit');
		expect(made.notes.join('\n')).not.toMatch(/Secret|named after its PluralKit ID/);
	});

	test("a member's private name is in no file name, name list or note: its display name or PluralKit ID is", () => {
		const made = fromPluralKit(
			system({
				members: [
					{
						id: 'abcde',
						name: 'Hidden Name',
						display_name: 'Wren',
						privacy: { name_privacy: 'private' },
					},
					{ id: 'fghij', name: 'Also Hidden', privacy: { name_privacy: 'private' } },
				],
			}),
		);
		expect(made.members.map((member) => member.name)).toEqual(['wren', 'fghij']);
		expect(JSON.stringify(made)).not.toMatch(/Hidden/);
		expect(made.notes).toMatchInlineSnapshot(`
			[
			  "member "Wren" (members[0]): private on PluralKit, so not published here: name; add it to the file yourself if it may be public",
			  "member "Wren" (members[0]): its name is private on PluralKit, so its file and address are named wren",
			  "member "fghij" (members[1]): private on PluralKit, so not published here: name; add it to the file yourself if it may be public",
			  "member "fghij" (members[1]): its name is private on PluralKit, so its file and address are named fghij",
			]
		`);
	});
});

describe('fromPluralKit: names this site cannot hold get the documented fallback (issue 43 point 5)', () => {
	test('a member named "index" or "404" is filed under its PluralKit ID, and the report says so', () => {
		const made = fromPluralKit(
			system({
				members: [
					{ id: 'abcde', name: 'index' },
					{ id: 'fghij', name: '404' },
					{ id: 'klmno', name: 'Index' },
				],
			}),
		);
		expect(made.members.map((member) => member.name)).toEqual(['abcde', 'fghij', 'klmno']);
		expect(made.members.map((member) => member.data.names)).toEqual([
			[{ name: 'index', status: 'okay' }],
			[{ name: '404', status: 'okay' }],
			[{ name: 'Index', status: 'okay' }],
		]);
		expect(made.notes).toMatchInlineSnapshot(`
			[
			  "member "index" (members[0]): its name cannot name a file here (too little of it is letters or digits, or hosts take it as their own, as "index" and "404"), so its file and address are named after its PluralKit ID: abcde",
			  "member "404" (members[1]): its name cannot name a file here (too little of it is letters or digits, or hosts take it as their own, as "index" and "404"), so its file and address are named after its PluralKit ID: fghij",
			  "member "Index" (members[2]): its name cannot name a file here (too little of it is letters or digits, or hosts take it as their own, as "index" and "404"), so its file and address are named after its PluralKit ID: klmno",
			]
		`);
	});

	test('a system named "Index" gets the user file of its PluralKit ID', () => {
		const made = fromPluralKit(system({ name: 'Index' }));
		expect(made.user.name).toBe('exmpl');
		expect(made.notes).toMatchInlineSnapshot(`
			[
			  "the system "Index": its name cannot name a file here, so the user's file and address are named after its PluralKit ID instead: exmpl (give --user <name> to choose another)",
			]
		`);
	});

	test('a name of 51-100 characters is the display name when there is none, else left out; 50 is a name', () => {
		const made = fromPluralKit(
			system({
				members: [
					{ id: 'abcde', name: 'a'.repeat(50) },
					{ id: 'fghij', name: 'b'.repeat(51) },
					{ id: 'klmno', name: 'c'.repeat(100), display_name: 'Cee' },
				],
			}),
		);
		expect(
			made.members.map((member) => [member.name, member.data.display_name, member.data.names]),
		).toEqual([
			['a'.repeat(40), null, [{ name: 'a'.repeat(50), status: 'okay' }]],
			['b'.repeat(40), 'b'.repeat(51), []],
			['c'.repeat(40), 'Cee', []],
		]);
		expect(made.notes.map((note) => note.replace(/(.)\1{9,}/g, '$1…'))).toMatchInlineSnapshot(`
			[
			  "member "b…" (members[1]): as a name here, its name must be 1 to 50 characters long, but is 51, so it is kept as its display name",
			  "member "c…" (members[2]): as a name here, its name must be 1 to 50 characters long, but is 100; not kept (its display name shows instead: add a shorter name to names: yourself)",
			]
		`);
	});
});

describe('fromPluralKit: private members (issue 44 point 5)', () => {
	test('a private member is left out, named in the report by its PluralKit ID alone', () => {
		const made = fromPluralKit(
			system({
				members: [
					{ id: 'abcde', name: 'Alice' },
					{ id: 'fghij', name: 'Hidden Sky', privacy: { visibility: 'private' } },
				],
			}),
		);
		expect(made.members.map((member) => member.name)).toEqual(['alice']);
		expect(JSON.stringify(made)).not.toContain('Hidden');
		expect(made.notes).toMatchInlineSnapshot(`
			[
			  "member fghij (members[1]) is private on PluralKit: not imported, as private means not published here (an unlisted member's page and API files are published); add its file yourself if it may be public",
			]
		`);
	});

	test('a private member list makes every member unlisted, and the report says so', () => {
		const made = fromPluralKit(
			system({
				privacy: { member_list_privacy: 'private' },
				members: [{ id: 'abcde', name: 'Alice' }],
			}),
		);
		expect(made.members[0]!.data.unlisted).toBe(true);
		expect(made.notes).toMatchInlineSnapshot(`
			[
			  "member "Alice" (members[0]): the system's member list is private on PluralKit, so it is imported as unlisted (left off the lists; its page and API files are published, as PluralKit shows a member by its ID)",
			]
		`);
	});
});
