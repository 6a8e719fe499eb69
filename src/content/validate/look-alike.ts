/**
 * Names that read as another's. With `alex` published, `aIex` (capital I)
 * or `rnorgan` beside `morgan` would be an impostor at an address that
 * reads as the victim's. Two names are alike when their skeletons are
 * equal: Unicode TR39's confusable skeleton restricted to the name
 * alphabet [A-Za-z0-9_.-], with case folded. Only new names are judged
 * (`check --base`, against the base), so a site whose existing names are
 * alike is not broken by this rule.
 */
import type { ContentIssue } from '../issues.ts';
import { ENGLISH_CHECK, say, type CheckWords } from '../../schemas/check-words.ts';

/**
 * What TR39's confusables.txt maps within the name alphabet, after case
 * folding: `m` is `rn`, `w` is `vv`, `d` is `cl`, `1` is `l`, `0` is `o`
 * (O), and a capital `I` is `l` before it is folded (so `aIex` reads as
 * `alex`, not `aiex`).
 */
const CONFUSABLE: Readonly<Record<string, string>> = {
	m: 'rn',
	w: 'vv',
	d: 'cl',
	'1': 'l',
	'0': 'o',
};

/**
 * The skeleton of a name: two names with the same one read alike. Linear in
 * the name.
 *
 * @example
 * skeleton('aIex') === skeleton('alex') // true
 * skeleton('rnorgan') === skeleton('Morgan') // true
 * skeleton('vvren') === skeleton('wren') // true
 */
export function skeleton(name: string): string {
	let out = '';
	for (const char of name) {
		const folded = char === 'I' ? 'l' : char.toLowerCase();
		out += CONFUSABLE[folded] ?? folded;
	}
	return out;
}

/** A profile whose name is judged, or that a new name is judged against. */
interface NamedProfile {
	/** Its key: a user's name, or `<user>/<member>` (members are judged within their user). */
	key: string;
	file: string;
	/** Line of its name in the file (new profiles only). */
	line?: number | undefined;
	/** Its ID: a profile renamed keeping its ID may read as its own old name. */
	id?: string | undefined;
}

/**
 * One issue per new profile whose name reads as an existing one's (or an
 * earlier new one's), naming the other; names equal ignoring case are left
 * to the rule that refuses them. `existing` first, then `added` in order:
 * linear in the names' total length.
 *
 * @example
 * lookAlikeIssues([{ key: 'alex', file: 'content/users/alex.md' }], [{ key: 'aIex', file: 'content/users/aIex.md', line: 1 }])
 * // [{ file: 'content/users/aIex.md', line: 1, path: 'name', message: 'the name "aIex" reads as "alex" …' }]
 */
export function lookAlikeIssues(
	existing: readonly NamedProfile[],
	added: readonly NamedProfile[],
	words: CheckWords = ENGLISH_CHECK,
): ContentIssue[] {
	const bySkeleton = new Map<string, NamedProfile>();
	const keyOf = (key: string) => key.split('/').map(skeleton).join('/');
	for (const profile of existing)
		if (!bySkeleton.has(keyOf(profile.key))) bySkeleton.set(keyOf(profile.key), profile);
	const issues: ContentIssue[] = [];
	for (const profile of added) {
		const key = keyOf(profile.key);
		const other = bySkeleton.get(key);
		if (!other) {
			bySkeleton.set(key, profile);
			continue;
		}
		if (other.key.toLowerCase() === profile.key.toLowerCase()) continue;
		if (other.id !== undefined && other.id === profile.id) continue;
		const name = profile.key.slice(profile.key.lastIndexOf('/') + 1);
		const otherName = other.key.slice(other.key.lastIndexOf('/') + 1);
		issues.push({
			file: profile.file,
			line: profile.line,
			path: 'name',
			message: say(words, 'check.lookAlike', { name, other: otherName, file: other.file }),
		});
	}
	return issues;
}
