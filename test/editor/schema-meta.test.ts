/**
 * The editor's bundle without the schemas' JSON Schema metadata
 * (editor/schema-meta.ts): each `z.meta` argument becomes `{}` and nothing
 * else changes, on every schema module as Vite hands it over (TypeScript
 * stripped), and only in the browser's build.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parseSync, transformWithOxc } from 'vite';
import { editorSchemaMeta, withCheckWords, withoutMeta } from '../../src/editor/schema-meta.ts';
import { checkEn, checkWordsOf } from '../../src/schemas/check-words.ts';
import { BUNDLED } from '../../src/views/i18n/dictionary.ts';
import { ROOT } from '../helpers/run.ts';

const parse = (code: string) => parseSync('module.js', code).program;

describe('withoutMeta', () => {
	test.each([
		['z.string().check(z.meta({ description: "A name." }))', 'z.string().check(z.meta({}))'],
		[
			'z.string().check(z.regex(/a/), z.meta({ description: `x ${n}`, maxLength: 3 }))',
			'z.string().check(z.regex(/a/), z.meta({}))',
		],
		// Nested: the outer argument goes whole.
		['z.meta({ a: z.meta({ b: "c" }) }); z.meta({ d: 1 })', 'z.meta({}); z.meta({})'],
		// Not zod's meta, or no object: left alone.
		[
			'other.meta({ description: "kept" }); z.meta(shared)',
			'other.meta({ description: "kept" }); z.meta(shared)',
		],
		['const x = "no calls"', 'const x = "no calls"'],
	])('%s', (code, expected) => {
		expect(withoutMeta(code, parse)).toBe(expected);
	});

	test('every schema module loses all its descriptions, and only them', async () => {
		const dir = join(ROOT, 'src/schemas');
		let stripped = 0;
		const names = readdirSync(dir, { recursive: true, encoding: 'utf8' });
		for (const name of names.filter((file) => file.endsWith('.ts'))) {
			const source = readFileSync(join(dir, name), 'utf8');
			const { code } = await transformWithOxc(source, name);
			const out = withoutMeta(code, parse);
			// Still a module that parses; no description left; each z.meta call still there.
			parse(out);
			expect(out, name).not.toMatch(/z\.meta\(\{\s*\w/);
			expect(out.match(/z\.meta\(/g)?.length ?? 0, name).toBe(
				code.match(/z\.meta\(/g)?.length ?? 0,
			);
			if (out !== code) stripped++;
		}
		expect(stripped).toBeGreaterThanOrEqual(6);
	});
});

describe('the Vite plugin', () => {
	const plugin = editorSchemaMeta();
	const transform = plugin.transform as (
		this: { parse: typeof parse },
		code: string,
		id: string,
		options?: { ssr?: boolean },
	) => { code: string } | null;
	const code = 'export const a = z.string().check(z.meta({ description: "A." }));';
	const schema = join(ROOT, 'src/schemas/user.ts');

	test('runs after TypeScript is stripped', () => {
		expect(plugin.enforce).toBe('post');
	});

	test.each([
		[
			'a schema module in the browser',
			schema,
			false,
			'export const a = z.string().check(z.meta({}));',
		],
		['a schema module rendered in Node', schema, true, null],
		['any other module', join(ROOT, 'src/editor/form.ts'), false, null],
	])('%s', (_, id, ssr, expected) => {
		expect(transform.call({ parse }, code, id, { ssr })?.code ?? null).toBe(expected);
	});
});

describe("check's words in the site's language", () => {
	test("replaces checkEn's object and nothing else", () => {
		const code =
			'const other = { a: 1 };\nexport const checkEn = { "check.empty": "must not be empty" };\n';
		expect(withCheckWords(code, parse, { 'check.empty': 'darf nicht leer sein' })).toBe(
			'const other = { a: 1 };\nexport const checkEn = {"check.empty":"darf nicht leer sein"};\n',
		);
		expect(withCheckWords('const checkEn = 3;', parse, {})).toBe('const checkEn = 3;');
		expect(withCheckWords('export const a = {};', parse, {})).toBe('export const a = {};');
	});

	/** check-words.ts as the browser's build hands it over: TypeScript stripped. */
	const stripped = async () => {
		const file = join(ROOT, 'src/schemas/check-words.ts');
		return { file, code: (await transformWithOxc(readFileSync(file, 'utf8'), file)).code };
	};
	const transformOf = (words?: Readonly<Record<string, unknown>>) =>
		editorSchemaMeta(words).transform as (
			this: { parse: typeof parse },
			code: string,
			id: string,
			options?: { ssr?: boolean },
		) => { code: string } | null;

	test("a German site's bundle of check-words.ts holds German texts, none of the English", async () => {
		const { file, code } = await stripped();
		const german = checkWordsOf('de', BUNDLED['de']!).messages;
		const out = transformOf(german).call({ parse }, code, file, { ssr: false })!.code;
		expect(out).toContain(JSON.stringify(german['check.required']));
		for (const key of ['check.blank', 'check.bidi', 'check.bioKey'] as const)
			expect(out).not.toContain(checkEn[key]);
	});

	test('pages rendered in Node and an English site keep the English texts', async () => {
		const { file, code } = await stripped();
		const german = checkWordsOf('de', BUNDLED['de']!).messages;
		expect(transformOf(german).call({ parse }, code, file, { ssr: true })).toBeNull();
		expect(transformOf().call({ parse }, code, file, { ssr: false })?.code ?? code).toContain(
			checkEn['check.blank'],
		);
	});
});
