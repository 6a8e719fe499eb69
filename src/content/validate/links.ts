import { domainToUnicode } from 'node:url';
import { previewValue, type ContentIssue } from '../issues.ts';
import type { Profile } from './profile-file.ts';
import { isHttpUrl } from '../../schemas/user.ts';
import { ENGLISH_CHECK, say, type CheckRule, type CheckWords } from '../../schemas/check-words.ts';

/** How a profile link is shown: http(s) links are clickable, everything else is text. */
export type LinkView =
	{ kind: 'web'; href: string; label: string } | { kind: 'text'; label: string };

/**
 * Classifies a profile link. Web links are shown without their scheme;
 * anything that is not an absolute http(s) address never becomes an href.
 *
 * @example
 * linkView('https://social.example.org/@robin') // { kind: 'web', href: 'https://social.example.org/@robin', label: 'social.example.org/@robin' }
 * linkView('javascript:alert(1)') // { kind: 'text', label: 'javascript:alert(1)' }
 */
export function linkView(link: string): LinkView {
	const trimmed = link.trim();
	// `//` too: the label drops the scheme, and `http:example.org` would read as a relative path.
	if (/^https?:\/\//i.test(trimmed) && isHttpUrl(trimmed)) {
		// The host as the URL parser reads it (what the browser opens), then the rest as written.
		const url = new URL(trimmed);
		const rest = trimmed.replace(/^https?:\/\/[^/?#]*/i, '');
		return {
			kind: 'web',
			href: trimmed,
			label: `${displayHost(url.hostname)}${url.port ? `:${url.port}` : ''}${rest}`.replace(
				/\/$/,
				'',
			),
		};
	}
	return { kind: 'text', label: link };
}

/** Scripts a host label's letters are told apart by (not Common or Inherited, digits, `-`). */
const SCRIPTS = [
	'Latin',
	'Cyrillic',
	'Greek',
	'Armenian',
	'Georgian',
	'Hebrew',
	'Arabic',
	'Devanagari',
	'Bengali',
	'Tamil',
	'Thai',
	'Ethiopic',
	'Han',
	'Hiragana',
	'Katakana',
	'Hangul',
	'Bopomofo',
].map((script) => ({ script, test: new RegExp(`\\p{Script=${script}}`, 'u') }));

/** Scripts one label may mix, as browsers allow (Unicode TR39's highly restrictive level). */
const MIXES: readonly (readonly string[])[] = [
	['Latin', 'Han', 'Hiragana', 'Katakana'],
	['Latin', 'Han', 'Bopomofo'],
	['Latin', 'Han', 'Hangul'],
];

/** Cyrillic letters that read as Latin ones: a label of these alone spells a Latin word. */
const CYRILLIC_LOOK_ALIKES = /^[асԁеһіјӏорԛѕԝхуъьҽпгѵѡ0-9-]+$/u;

/** The scripts of a label's letters; `Other` for a letter of none of SCRIPTS. */
function scriptsOf(label: string): Set<string> {
	const scripts = new Set<string>();
	for (const char of label) {
		const found = SCRIPTS.find(({ test }) => test.test(char));
		if (found) scripts.add(found.script);
		else if (/\p{L}/u.test(char)) scripts.add('Other');
	}
	return scripts;
}

/**
 * A host as a browser shows it: each internationalised label in its own
 * letters, but kept as punycode (`xn--…`) where the letters mix scripts
 * (`pаypal` with a Cyrillic а) or spell a Latin word in Cyrillic alone
 * outside a Cyrillic top-level domain, as Chromium and Firefox do. Linear.
 *
 * @example
 * displayHost('xn--bcher-kva.example') // 'bücher.example'
 * displayHost('xn--pypal-4ve.com') // 'xn--pypal-4ve.com' (Latin and Cyrillic)
 */
export function displayHost(hostname: string): string {
	const labels = hostname.split('.');
	const top = scriptsOf(domainToUnicode(labels[labels.length - 1] ?? ''));
	return labels
		.map((label) => {
			if (!label.toLowerCase().startsWith('xn--')) return label;
			const unicode = domainToUnicode(label);
			if (!unicode) return label;
			const scripts = scriptsOf(unicode);
			const mixed =
				scripts.size > 1 && !MIXES.some((mix) => [...scripts].every((one) => mix.includes(one)));
			const spoof = CYRILLIC_LOOK_ALIKES.test(unicode) && !top.has('Cyrillic');
			return mixed || spoof || scripts.has('Other') ? label : unicode;
		})
		.join('.');
}

/** `word://…`: a scheme written as for a web address. */
const SCHEME_ADDRESS = /^[a-z][a-z0-9+.-]*:\/\//i;
/**
 * `example.org/me`, `www.example.org`: a host name with a top-level domain of letters, then maybe
 * a path.
 */
const BARE_ADDRESS =
	/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,63}(?:[/?#]\S*)?$/i;

/**
 * Why a link that looks like a web address will show as plain text, or
 * undefined when it is a link or plainly text. Any text is a valid link (the
 * v1 interface allows it), so this is a warning, never an error.
 *
 * @example
 * linkWarning('example.org/me') // { key: 'check.linkNoScheme', values: { fix: '"https://example.org/me"' } }
 * linkWarning('robin on the fediverse') // undefined
 */
export function linkWarning(link: string): CheckRule | undefined {
	const trimmed = link.trim();
	if (linkView(trimmed).kind === 'web' || trimmed.length > 256) return undefined;
	if (/^https?:/i.test(trimmed)) return { key: 'check.linkInvalid' };
	if (SCHEME_ADDRESS.test(trimmed)) return { key: 'check.linkScheme' };
	if (trimmed.startsWith('//') || BARE_ADDRESS.test(trimmed)) {
		const fixed = `https://${trimmed.replace(/^\/\//, '')}`;
		return { key: 'check.linkNoScheme', values: { fix: previewValue(fixed) } };
	}
	return undefined;
}

/**
 * The warnings about valid profiles' links that look like addresses but will
 * show as text, users' and their members' alike: `check` prints them and
 * the build logs them; neither fails.
 *
 * @example
 * linkWarnings(site.profiles) // [{ file: 'content/users/robin.md', line: 12, path: 'links[0]', message: '…', severity: 'warning' }]
 */
export function linkWarnings(
	profiles: readonly (Pick<Profile, 'file' | 'user' | 'locate'> & {
		members?: readonly Pick<Profile, 'file' | 'user' | 'locate'>[];
	})[],
	words: CheckWords = ENGLISH_CHECK,
): ContentIssue[] {
	return profiles
		.flatMap((user) => [user, ...(user.members ?? [])])
		.flatMap((profile) =>
			profile.user.links.flatMap((link, index) => {
				const why = linkWarning(link);
				if (!why) return [];
				const path = ['links', index];
				return [
					{
						file: profile.file,
						line: profile.locate(path),
						path: `links[${index}]`,
						message: say(words, why.key, { ...why.values, link: previewValue(link) }),
						severity: 'warning' as const,
					},
				];
			}),
		);
}
