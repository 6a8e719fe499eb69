/**
 * Every word a page shows comes from views/ui-text.ts: a translation changes
 * that module and no component. The .astro files are parsed as Astro itself
 * parses them (@astrojs/compiler-rs, the compiler Astro depends on), and
 * their templates searched for text with a letter in it: text between tags,
 * the value of an attribute people read (title, alt, aria-label, a
 * component's props) and a string an expression renders. Not searched: the
 * frontmatter (strings there reach the page only through a variable) and
 * <script> elements (the search page's reads uiText's searchScript from the
 * page, the editor's gets editorScriptWords).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from '@astrojs/compiler-rs';
import { describe, expect, test } from 'vitest';
import { STATUS_LABELS, UI_TEXT, uiText } from '../../src/views/ui-text.ts';
import { editorSay } from '../../src/views/i18n/editor-script-text.ts';
import { siteWords } from '../../src/views/i18n/dictionary.ts';
import { en } from '../../src/views/i18n/en.ts';
import { STATUS_WORDS } from '../../src/schemas/status.ts';
import { ROOT } from '../helpers/run.ts';

/** HTML attributes whose values people read or hear. */
const READ_ATTRIBUTES = new Set([
	'title',
	'alt',
	'placeholder',
	'aria-label',
	'aria-description',
	'aria-roledescription',
	'aria-valuetext',
	'lang',
]);

/** Elements whose text is code or style, not words on the page. */
const NOT_TEXT = new Set(['style', 'script']);

type Node = { type: string; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
	typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** A component (capitalised, or a member like `Foo.Bar`): every prop it is given may be shown. */
function isComponent(name: Node): boolean {
	return name.type === 'JSXMemberExpression' || /^[A-Z]/.test(String(name['name']));
}

/** The text of a template with a letter in it, each as written (trimmed). */
export function visibleText(source: string): string[] {
	const found: string[] = [];
	const report = (text: string | null | undefined) => {
		if (text && /\p{L}/u.test(text)) found.push(text.trim());
	};

	/** A node anywhere: only JSX in it can put text on the page. */
	const code = (node: unknown): void => {
		if (Array.isArray(node)) return node.forEach(code);
		if (!isNode(node)) return;
		if (node.type === 'JSXElement' || node.type === 'JSXFragment' || node.type === 'JSXText')
			return template(node);
		for (const [key, value] of Object.entries(node)) if (key !== 'type') code(value);
	};

	/** An expression whose value is rendered: its strings are text on the page. */
	const rendered = (node: unknown): void => {
		if (!isNode(node)) return;
		switch (node.type) {
			case 'Literal':
				if (typeof node['value'] === 'string') report(node['value']);
				return;
			case 'TemplateLiteral':
				for (const quasi of node['quasis'] as Node[])
					report((quasi['value'] as { cooked: string | null }).cooked);
				return (node['expressions'] as Node[]).forEach(rendered);
			case 'ConditionalExpression':
				code(node['test']);
				rendered(node['consequent']);
				return rendered(node['alternate']);
			case 'LogicalExpression':
				// `a && b` shows b; `a ?? b` and `a || b` show either.
				if (node['operator'] === '&&') code(node['left']);
				else rendered(node['left']);
				return rendered(node['right']);
			case 'ParenthesizedExpression':
			case 'TSNonNullExpression':
			case 'TSAsExpression':
			case 'TSSatisfiesExpression':
				return rendered(node['expression']);
			case 'SequenceExpression': {
				const expressions = node['expressions'] as Node[];
				code(expressions.slice(0, -1));
				return rendered(expressions.at(-1));
			}
			case 'ArrayExpression':
				return (node['elements'] as Node[]).forEach(rendered);
			case 'ObjectExpression':
				for (const property of node['properties'] as Node[]) {
					if (property.type === 'Property') rendered(property['value']);
					else code(property);
				}
				return;
			case 'ArrowFunctionExpression':
			case 'FunctionExpression':
				return node['expression'] ? rendered(node['body']) : returns(node['body']);
			case 'CallExpression':
				// What a callback gives (`list.map((x) => …)`) is shown; other arguments are data.
				code(node['callee']);
				for (const argument of node['arguments'] as Node[]) {
					if (argument.type === 'ArrowFunctionExpression' || argument.type === 'FunctionExpression')
						rendered(argument);
					else code(argument);
				}
				return;
			default:
				return code(node);
		}
	};

	/** The return values of a function body are rendered; the rest is code. */
	const returns = (node: unknown): void => {
		if (Array.isArray(node)) return node.forEach(returns);
		if (!isNode(node)) return;
		if (node.type === 'ReturnStatement') return rendered(node['argument']);
		if (node.type.includes('Function')) return code(node);
		for (const [key, value] of Object.entries(node)) if (key !== 'type') returns(value);
	};

	const template = (node: unknown): void => {
		if (Array.isArray(node)) return node.forEach(template);
		if (!isNode(node)) return;
		switch (node.type) {
			case 'JSXText':
				return report(String(node['value']));
			case 'JSXExpressionContainer':
				return rendered(node['expression']);
			case 'JSXFragment':
				return template(node['children']);
			case 'JSXElement': {
				const opening = node['openingElement'] as Node;
				const name = opening['name'] as Node;
				const component = isComponent(name);
				for (const attribute of opening['attributes'] as Node[]) {
					if (attribute.type !== 'JSXAttribute') {
						code(attribute);
						continue;
					}
					const attributeName = String((attribute['name'] as Node)['name']);
					const value = attribute['value'] as Node | null;
					const read = component || READ_ATTRIBUTES.has(attributeName);
					if (!value) continue;
					if (value.type === 'JSXExpressionContainer')
						(read ? rendered : code)(value['expression']);
					else if (read) rendered(value);
				}
				if (NOT_TEXT.has(String(name['name']))) return;
				return template(node['children']);
			}
			default:
				return code(node);
		}
	};

	const { ast, diagnostics } = parse(source);
	const errors = diagnostics.filter((diagnostic) => diagnostic.severity === 'error');
	if (errors.length) throw new Error(errors.map((error) => error.text).join('\n'));
	template(ast.body);
	return found;
}

function astroFiles(dir: string): string[] {
	return readdirSync(dir, { withFileTypes: true, recursive: true })
		.filter((entry) => entry.isFile() && entry.name.endsWith('.astro'))
		.map((entry) => join(entry.parentPath, entry.name))
		.sort();
}

const FILES = ['components', 'layouts', 'routes'].flatMap((folder) =>
	astroFiles(join(ROOT, 'src', folder)),
);

describe('visibleText', () => {
	test('returns text between tags, read attributes, component props and rendered strings; not code, styles or scripts', () => {
		const source = [
			'---',
			"const hidden = 'Frontmatter';",
			'---',
			'<h1>Title</h1>',
			'<p class="muted plain" title="Hover" data-x="data">{`Hello ${name}`} · @</p>',
			"<Base head={{ title: 'Page' }} size={48} />",
			"{items.length > 0 ? <b>Bold</b> : 'Nothing'}",
			"{flag && 'Shown'}{name ?? 'Anonymous'}",
			"{list.map((item) => { const key = 'code'; return <li>{item}{' '}Item</li>; })}",
			"<a href={viewUrl('folder', 'file')} aria-label={'Label'}>{' · '}</a>",
			'<style>p { color: red }</style>',
			"<script>const message = 'Script';</script>",
		].join('\n');
		expect(visibleText(source)).toEqual([
			'Title',
			'Hover',
			'Hello',
			'Page',
			'Bold',
			'Nothing',
			'Shown',
			'Anonymous',
			'Item',
			'Label',
		]);
	});

	test('returns nothing for text without a letter', () => {
		expect(visibleText('<p>{a} · {b} (@{c}) → … 2</p>')).toEqual([]);
	});
});

describe('UI_TEXT', () => {
	test.each(FILES.map((file) => [relative(ROOT, file), file]))(
		'%s shows no text of its own',
		(_name, file) => {
			expect(visibleText(readFileSync(file, 'utf8'))).toEqual([]);
		},
	);

	test("holds a label for each status, the same in the editor's script", () => {
		const say = editorSay(UI_TEXT.editorScriptWords);
		for (const word of STATUS_WORDS) expect(say(`status.${word}`)).toBe(STATUS_LABELS[word]);
		expect(Object.keys(STATUS_LABELS)).toEqual(STATUS_WORDS);
	});

	test("hands the editor's script every editorScript. key, the statuses and check's messages, and nothing else", () => {
		const keys = Object.keys(UI_TEXT.editorScriptWords.messages);
		const all = Object.keys(en);
		expect(keys.sort()).toEqual(
			all.filter((key) => /^(editorScript|status|check)\./.test(key)).sort(),
		);
		expect(keys).toContain('editorScript.unseenKeys');
		expect(keys).toContain('check.required');
		expect(keys).not.toContain('editor.title');
	});

	test('a sentence with a link is whole: its words escaped in every language, the link in its slot', () => {
		const link = '<a href="/">x</a>';
		expect(UI_TEXT.html('directory.start', { link })).toBe(
			'Pick a letter, or <a href="/">x</a> and follow the pages.',
		);
		expect(uiText(siteWords('ja')).html('notFound.text', { link })).toMatchInlineSnapshot(
			`"このアドレスにはページがありません。プロフィールの一覧は<a href="/">x</a>にあります。"`,
		);
		expect(UI_TEXT.around('pronouns.usedByIntro', 'icon')).toEqual([
			'People who marked these pronouns favourite or okay; ',
			' marks a favourite, listed first.',
		]);
	});

	test('lists and their separators as each language writes them', () => {
		expect(
			['en', 'ja', 'he', 'de'].map((locale) => uiText(siteWords(locale)).list(['a', 'b', 'c'])),
		).toMatchInlineSnapshot(`
			[
			  "a, b, and c",
			  "a、b、c",
			  "a, b ו-c",
			  "a, b und c",
			]
		`);
		expect(UI_TEXT.separators(3)).toEqual(['', ', ', ', and ']);
		expect(UI_TEXT.separators(1)).toEqual(['']);
	});
});
