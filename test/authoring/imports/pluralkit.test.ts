import { describe, expect, test } from 'vitest';
import { fromPluralKit } from '../../../src/authoring/imports/pluralkit.ts';
import type { PluralKitExport } from '../../../src/schemas/pluralkit-export.ts';

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
