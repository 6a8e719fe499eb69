/**
 * The one rule for every path the site publishes (issue 22 points 1 and 2).
 *
 * - A path segment made from what someone typed (a pronoun set's forms) is
 *   made by `pathSegment`, the exact transformation the build applies, and is
 *   bounded in UTF-8 bytes after it (`segmentBytesOver`): normalisation
 *   and case mapping can turn one character into several (U+FB2C, three
 *   bytes, is six after NFC; "İ" lower-cased is two characters), so a bound
 *   in characters does not bound the folder name a disk must hold.
 * - Two published paths are the same path when `foldPath` gives the same key:
 *   Unicode compatibility normalisation and full case folding, which covers
 *   what case-insensitive disks (APFS, NTFS, FAT) and hosts treat as one
 *   name ("ſ" and "s", the Kelvin sign and "k", "ß" and "ss", "ﬁ" and "fi").
 *   It folds more than any one disk does, so anything it keeps apart every
 *   host keeps apart.
 */

/**
 * Most UTF-8 bytes in one published path segment (a folder or file name).
 * Disks hold 255 (ext4, APFS; NTFS 255 UTF-16 units); the rest is room for
 * what the build adds to a name (`.json`, `.html`, `page.N`).
 */
export const MAX_SEGMENT_BYTES = 200;

const ASCII = /^[\x00-\x7F]*$/;

/**
 * The key under which hosts and disks take two paths (or names) as one.
 * Repeated until it holds still, so the key of a key is itself.
 *
 * @example
 * foldPath('ſhe/HIM') === foldPath('she/him') // true
 * foldPath('K') // 'k' (the Kelvin sign)
 * foldPath('Straße') // 'strasse'
 */
export function foldPath(path: string): string {
	// ASCII holds still under normalisation, and upper then lower case is lower case: the same key.
	if (ASCII.test(path)) return path.toLowerCase();
	let key = path;
	for (let round = 0; round < 4; round++) {
		// Upper then lower case: "ß" becomes "SS" then "ss", "ſ" "S" then "s" (full case folding,
		// which JavaScript lacks).
		const next = key.normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC');
		if (next === key) break;
		key = next;
	}
	return key;
}

/**
 * A published path segment made from text someone typed (one form of a
 * pronoun set): folded (foldPath), spaces as `-`, and only letters, digits,
 * marks, `'`, `_` and `-` kept, so no segment can be `..`, hold a `/` or a
 * dot, or differ from another only in what a host would fold. Empty when
 * nothing is left.
 *
 * @example
 * pathSegment('Ask  me') // 'ask-me'
 * pathSegment('ſhe') // 'she'
 */
export function pathSegment(text: string): string {
	return foldPath(text)
		.replace(/\s+/g, '-')
		.replace(/[^\p{L}\p{M}\p{N}'_-]/gu, '')
		.replace(/-{2,}/g, '-')
		.replace(/^-|-$/g, '');
}

/**
 * The segments a `/`-separated text (a pronoun set as written) publishes as,
 * empty ones included: split first, then each made by pathSegment, so a
 * character that normalises to `/` never makes a segment of its own.
 *
 * @example
 * textPathSegments('Ask me/ſhe') // ['ask-me', 'she']
 */
export function textPathSegments(text: string): string[] {
	return text.split('/').map(pathSegment);
}

const UTF8 = new TextEncoder();

/**
 * How many bytes a published segment takes when it is too long for a folder or file name;
 * undefined when it fits. Check and build apply this same function to the same segment.
 *
 * @example
 * segmentBytesOver('they') // undefined
 * segmentBytesOver('שּׁ'.repeat(40)) // 240
 */
export function segmentBytesOver(segment: string): number | undefined {
	// A UTF-16 unit is at most 3 bytes in UTF-8 (a pair of them 4): a short segment is not counted.
	if (segment.length * 3 <= MAX_SEGMENT_BYTES) return undefined;
	// TextEncoder, not Buffer: the browser editor runs this rule too.
	const bytes = UTF8.encode(segment).length;
	return bytes <= MAX_SEGMENT_BYTES ? undefined : bytes;
}

/**
 * The published paths (relative, `/`-separated) that a case-insensitive or
 * normalising host would take as one, each group in the order given.
 *
 * @example
 * foldCollisions(['pronouns/ſhe/index.html', 'pronouns/she/index.html']) // [['pronouns/ſhe/index.html', 'pronouns/she/index.html']]
 */
export function foldCollisions(paths: Iterable<string>): string[][] {
	const groups = Map.groupBy(paths, (path) => foldPath(path)).values();
	return [...groups].filter((group) => group.length > 1);
}

/**
 * Every reason the paths a build is about to publish cannot all be
 * published (a segment over MAX_SEGMENT_BYTES, two paths a host takes as
 * one), one line each; empty when all is well. The integration asks before
 * Astro writes a page, so such a build stops with these lines and dist/ as
 * it was, never with a file system error halfway.
 *
 * @example
 * publishedPathProblems(['/@robin/', '/pronouns/she/']) // []
 */
export function publishedPathProblems(paths: Iterable<string>): string[] {
	const problems: string[] = [];
	const all: string[] = [];
	for (const path of paths) {
		all.push(path);
		for (const segment of path.split('/')) {
			const decoded = safeDecode(segment);
			const bytes = segmentBytesOver(decoded);
			if (bytes)
				problems.push(
					`${path}: "${decoded}" is a name of ${bytes} bytes as published, over the ${MAX_SEGMENT_BYTES} a folder or file name may hold (disks hold 255)`,
				);
		}
	}
	for (const group of foldCollisions(all.map(safeDecode))) {
		problems.push(
			`${group.join(', ')}: these paths are one path on case-insensitive disks and hosts (compared with Unicode case folding and normalisation), so one would overwrite the other`,
		);
	}
	return problems;
}

/** A percent-encoded text as written (`%40robin` is `@robin`); a broken escape stays as typed. */
export function safeDecode(text: string): string {
	try {
		return decodeURIComponent(text);
	} catch {
		return text;
	}
}
