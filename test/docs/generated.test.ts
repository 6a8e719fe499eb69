/**
 * The generated parts of docs/ (scripts/docs.ts) are what the code says
 * today: the options from src/schemas/options.ts, the commands' usage, the
 * content keys from the profile schema and the limits from
 * src/schemas/profile-limits.ts. No build: the generator reads the schemas and the
 * source's JSDoc.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import {
	DOCS_COMMAND,
	defaultIn,
	GENERATORS,
	generatedParts,
	markdownFiles,
	prose,
	refresh,
	schemaJsDoc,
	typeText,
} from '../../scripts/docs.ts';
import { ROOT } from '../helpers/run.ts';

const files = await markdownFiles();
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

describe('the generated parts of the docs', () => {
	test.each(files.filter((path) => generatedParts(read(path)).length))(
		`%s is fresh (run ${DOCS_COMMAND} if not)`,
		async (path) => {
			const text = read(path);
			const fresh = await refresh(text, path);
			if (fresh !== text)
				expect.fail(
					`${path} is stale: the code it is generated from has changed; run ${DOCS_COMMAND} and commit the result`,
				);
		},
	);

	test('every generator has a place in the docs, once', () => {
		const used = files.flatMap((path) => generatedParts(read(path)));
		expect(used.sort()).toEqual(Object.keys(GENERATORS).sort());
	});

	test('a stale part is rewritten, the prose around it kept', async () => {
		const text =
			'Before.\n\n<!-- generated: statuses -->\n| word |\n|---|\n| `favorite` |\n<!-- end generated: statuses -->\n\nAfter.\n';
		const fresh = await refresh(text);
		expect(fresh).toBe(
			[
				'Before.',
				'',
				'<!-- generated: statuses -->',
				'<!-- Written by npm run docs from the code: edit the source, not this part. -->',
				'',
				'| word | number | shown as |',
				'|---|---|---|',
				'| `favourite` | 1 | Favourite |',
				'| `okay` | 2 | Okay |',
				'| `jokingly` | 3 | Jokingly |',
				'| `friends_only` | 4 | Friends only |',
				'| `avoid` | 5 | Avoid |',
				'',
				'<!-- end generated: statuses -->',
				'',
				'After.',
				'',
			].join('\n'),
		);
		expect(await refresh(fresh)).toBe(fresh);
	});

	test('an unknown part is an error naming the file and the known parts', async () => {
		await expect(
			refresh('<!-- generated: optoins -->\n<!-- end generated: optoins -->', 'docs/x.md'),
		).rejects.toThrow(
			'docs/x.md: unknown generated part "optoins"; known: options, limits, content-keys, statuses, cli',
		);
	});
});

describe('the options reference', () => {
	test('has every option of the schema, each with its type and default', async () => {
		const text = read('docs/reference/configuration.md');
		expect(text).toContain("| `hostLimits` | 'warn' \\| 'fail' | `'warn'` |");
		expect(text).toContain('| `limits.fileBytes` | integer ≥ 1 | `65536` |');
		expect(text).toContain('| `repository.url` | URL (required) | - |');
	});

	test('reads the JSDoc of each property, through satisfies, with the schemas each one uses', () => {
		const docs = schemaJsDoc(
			'options.ts',
			[
				'/** Inner. */',
				'export const innerSchema = strictObject({',
				'\t/** How many. Default 3. */',
				'\tcount: z.int(),',
				'} satisfies Record<string, unknown>);',
				'/** Outer. */',
				'export const outerSchema = strictObject({',
				'\t/**',
				'\t * The inner',
				'\t * part.',
				'\t */',
				'\tinner: innerSchema.optional(),',
				'\tbare: z.string(),',
				'});',
			].join('\n'),
		);
		expect(docs.get('innerSchema')).toEqual({
			doc: 'Inner.',
			properties: new Map([['count', { doc: 'How many. Default 3.', refs: [] }]]),
		});
		expect(docs.get('outerSchema')?.properties).toEqual(
			new Map([
				['inner', { doc: 'The inner part.', refs: ['innerSchema'] }],
				['bare', { doc: '', refs: [] }],
			]),
		);
	});

	test.each([
		[{ type: 'string', minLength: 1, maxLength: 100 }, 'string (1-100 characters)'],
		[{ anyOf: [{ type: 'string' }, { type: 'boolean', const: false }] }, 'string | false'],
		[{ type: 'array', items: { type: 'string', enum: ['a', 'b'] } }, "('a' | 'b')[]"],
		[{ type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 }, 'integer ≥ 1'],
		[{ type: 'string', format: 'uri' }, 'URL'],
	])('types %j as %j', (schema, text) => {
		expect(typeText(schema)).toBe(text);
	});

	test.each([
		['The site\'s name. Default "Pronoun profiles".', '`Pronoun profiles`'],
		['Default true; false leaves both out.', '`true`'],
		["`'warn'` (default): a site over a limit is still built.", "`'warn'`"],
		['The branch. Default `main`.', '`main`'],
		['The introduction. Default: one sentence and a link.', 'one sentence and a link'],
		['Left out, derived from the repository.', undefined],
	])('reads the default of %j as %j', (doc, value) => {
		expect(defaultIn(doc)).toBe(value);
	});

	test('writes < outside code as &lt;, so a placeholder is not an HTML tag', () => {
		expect(prose('write <name>.md, or `<name>.json`')).toBe('write &lt;name>.md, or `<name>.json`');
	});
});
