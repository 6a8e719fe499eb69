/**
 * Valid v1 Users for property tests (fast-check): the writer's tests and
 * the browser editor's share them.
 */
import fc from 'fast-check';
import { unsafeName } from '../../src/content/find/unsafe-names.ts';
import { textProblem } from '../../src/schemas/values/text.ts';
import { fetchUrlProblem } from '../../src/schemas/values/fetch-url.ts';
import { linkUserinfoProblem } from '../../src/schemas/values/link-url.ts';
import { duplicateIssues } from '../../src/content/validate/duplicates.ts';
import type { User } from '../../src/schemas/user.ts';

/**
 * Text of 1..max code points: any Unicode scalar, emoji included, that the
 * text rules allow (no control or direction characters, not blank).
 */
const text = (max: number, multiline = false) =>
	fc
		.string({ unit: 'binary', minLength: 1, maxLength: max })
		.filter((value) => textProblem(value, { multiline }) === undefined);
const status = fc.constantFrom(1, 2, 3, 4, 5) as fc.Arbitrary<1 | 2 | 3 | 4 | 5>;
const id = fc.stringMatching(/^[0-9a-v]{20}$/);
// Names a file can carry: the spec's pattern, not only dots, not starting
// with _ or . (such files are skipped; import refuses them), and safe as a file name.
const name = fc
	.stringMatching(/^[A-Za-z0-9-][\w.-]{1,39}$/)
	.filter((value) => !/^\.+$/.test(value) && unsafeName(value) === undefined);

/** Valid v1 Users whose texts come from `text` (the bounds and text rules applied). */
function usersOf(
	text: (max: number, multiline?: boolean) => fc.Arbitrary<string>,
): fc.Arbitrary<User> {
	return (
		fc
			.record({
				id,
				name,
				display_name: fc.option(text(100), { nil: null }),
				bio: fc.option(
					text(1000, true).filter((value) => value === value.trim()),
					{ nil: null },
				),
				avatar_urls: fc.array(
					fc
						.webUrl({ validSchemes: ['https'] })
						.filter((url) => !/\s/.test(url) && fetchUrlProblem(url) === undefined),
					{ maxLength: 3 },
				),
				// Web links holding a user name are refused (schemas/values/link-url.ts): none in a valid
				// User.
				links: fc.array(
					text(256).filter((link) => linkUserinfoProblem(link) === undefined),
					{ maxLength: 4 },
				),
				names: fc.array(fc.record({ name: text(50), status }), { maxLength: 4 }),
				pronouns: fc.array(
					fc.record({
						pronouns: text(50),
						display_text: fc.option(text(50), { nil: null }),
						status,
					}),
					{ maxLength: 4 },
				),
				fields: fc.array(
					fc.record({
						name: text(100),
						// Field entries within the default site limit of 100 characters.
						favourite: fc.array(text(100), { maxLength: 3 }),
						okay: fc.array(text(80), { maxLength: 3 }),
						jokingly: fc.array(text(20), { maxLength: 2 }),
						friends_only: fc.array(text(20), { maxLength: 2 }),
						avoid: fc.array(text(20), { maxLength: 2 }),
					}),
					{ maxLength: 3 },
				),
			})
			// A name, set, field, entry or link listed twice is a content error (duplicates.ts):
			// none in a valid User.
			.filter(
				(user) => duplicateIssues(user, { file: 'user', locate: () => undefined }).length === 0,
			)
	);
}

/** Valid v1 Users, as the reference service would return them. */
export const userArbitrary: fc.Arbitrary<User> = usersOf(text);

/** Pieces of text YAML reads in many ways: markers, indicators, words, numbers, spaces. */
export const YAMLISH: readonly string[] = [
	'---',
	'...',
	'-',
	' - ',
	'#',
	' #',
	' # ',
	'&',
	'*',
	'!',
	'|',
	'>',
	"'",
	'"',
	'%',
	'@',
	'`',
	':',
	': ',
	',',
	'[',
	']',
	'{',
	'}',
	'?',
	'~',
	' ',
	'a',
	'x',
	'Robin',
	'null',
	'true',
	'yes',
	'no',
	'on',
	'1',
	'0',
	'07',
	'1e3',
	'.5',
	'.inf',
	'0x1F',
	'1_000',
	'2024-01-01',
	'1:30',
	'+',
	'\n',
];

/**
 * Valid v1 Users whose every text is made of YAMLISH pieces: the values a writer must quote
 * (issue 31: "---", "...", "a #b"), side by side with values that make a reader look twice.
 */
export const yamlishUserArbitrary: fc.Arbitrary<User> = usersOf((max, multiline = false) =>
	fc
		.array(fc.constantFrom(...YAMLISH), { minLength: 1, maxLength: 6 })
		.map((parts) => parts.join('').slice(0, max))
		.filter((value) => value.length > 0 && textProblem(value, { multiline }) === undefined),
);
