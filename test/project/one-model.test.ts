/**
 * One model (issue 40 point 1): what is decided about a person (its settled
 * short ID, the status each entry counts as and the own status it names,
 * whether a member is listed) is decided in src/model/site-model.ts and
 * read everywhere else. An output that decided it again could disagree
 * with the model (publish/ once fell back to derivedSid where the build had
 * settled another sid), so no module of the outputs' folders may.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ROOT } from '../helpers/run.ts';

/** The folders of the outputs, and the integration's module that makes the files. */
const OUTPUTS = ['src/views', 'src/publish', 'src/routes', 'src/components'];
const ALSO = ['src/integration/site-outputs.ts', 'src/integration/page-users.ts'];
/**
 * The editor and the words are no output of the model: the editor's form holds a profile as its
 * file says (its `unlisted` box), the words name it.
 */
const NOT_OUTPUTS =
	/^src\/(views\/(i18n|editor)\/|views\/ui-text\.ts$|components\/(Editor\.astro$|editor\/))/;

/**
 * What deciding again looks like, with why it belongs to the model. `strings`: matched with the
 * line's strings kept (a module's path, a key in brackets).
 */
const DECISIONS: readonly { pattern: RegExp; what: string; strings?: true }[] = [
	{ pattern: /\bderivedSid\s*\(|\bsettleDerivedSids\s*\(/, what: 'derives a short ID' },
	{ pattern: /\bcountsAs\s*\(/, what: "resolves a status's counts_as" },
	{
		// Under another name too: the modules that decide are the model's alone.
		pattern: /\bfrom\s+['"][^'"]*\/(?:short-ids|rich-profile)\.ts['"]/,
		what: 'imports what the model decides with',
		strings: true,
	},
	{
		pattern: /\bhasOwn\s*\([^)]*statuses|\bstatuses\s*\[/,
		what: 'looks a status up among the own statuses',
	},
	{ pattern: /\.rich\b|\brich\??\./, what: 'reads the rich profile beside the model' },
	{
		pattern: /\bunlisted\b|\bisListed\b/,
		what: 'decides whether a member is listed (read `listed`)',
		strings: true,
	},
];

function sourceFiles(dir: string): string[] {
	return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
		.filter((entry) => entry.isFile() && /\.(ts|astro)$/.test(entry.name))
		.map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

/** Each line of `text` that decides what the model decides, as `file:line: what`. */
export function decisionsIn(file: string, text: string): string[] {
	return text.split('\n').flatMap((line, index) => {
		// Comments may name what they leave to the model, and strings (module paths, words' keys) are
		// no code.
		const withStrings = line.replace(/\/\/.*$/, '').replace(/^\s*\*.*$/, '');
		const code = withStrings.replace(/'[^']*'|"[^"]*"/g, "''");
		return DECISIONS.filter(({ pattern, strings }) =>
			pattern.test(strings ? withStrings : code),
		).map(({ what }) => `${file}:${index + 1}: ${what}`);
	});
}

describe('one model', () => {
	test('finds each way of deciding again, and not a comment that names it', () => {
		expect(
			decisionsIn(
				'x.ts',
				[
					"const sid = sids.get(id) ?? derivedSid(id, 'user');",
					'const value = statusValueOf(countsAs(entry.status, rich.statuses));',
					'const own = Object.hasOwn(rich.statuses, status) ? rich.statuses[status] : undefined;',
					'const listed = members.filter((member) => !member.rich?.unlisted);',
					'const shown = members.filter(isListed);',
					"import { derivedSid as idOf } from '../content/validate/short-ids.ts';",
					"import * as rich from '../content/validate/rich-profile.ts';",
					"const hidden = member['unlisted'];",
					'const { unlisted } = member;',
					"// derivedSid( is the model's: see site-model.ts",
					' * countsAs(status) decided once',
					'const listed = user.listed;',
				].join('\n'),
			),
		).toEqual([
			'x.ts:1: derives a short ID',
			"x.ts:2: resolves a status's counts_as",
			'x.ts:2: reads the rich profile beside the model',
			'x.ts:3: looks a status up among the own statuses',
			'x.ts:3: reads the rich profile beside the model',
			'x.ts:4: reads the rich profile beside the model',
			'x.ts:4: decides whether a member is listed (read `listed`)',
			'x.ts:5: decides whether a member is listed (read `listed`)',
			'x.ts:6: imports what the model decides with',
			'x.ts:7: imports what the model decides with',
			'x.ts:8: decides whether a member is listed (read `listed`)',
			'x.ts:9: decides whether a member is listed (read `listed`)',
		]);
	});

	test('no output module derives a sid, resolves a status or decides unlisted: the model does', () => {
		const files = [...OUTPUTS.flatMap(sourceFiles), ...ALSO].filter(
			(file) => !NOT_OUTPUTS.test(file),
		);
		expect(files.length).toBeGreaterThan(40);
		const found = files.flatMap((file) =>
			decisionsIn(file, readFileSync(join(ROOT, file), 'utf8')),
		);
		expect(found).toEqual([]);
	});
});
