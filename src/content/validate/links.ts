import { previewValue, type ContentIssue } from '../issues.ts';
import type { Profile } from './profile.ts';
import { isHttpUrl } from '../../schemas/user.ts';

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
		return {
			kind: 'web',
			href: trimmed,
			label: trimmed.replace(/^https?:\/\//i, '').replace(/\/$/, ''),
		};
	}
	return { kind: 'text', label: link };
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
 * linkWarning('example.org/me') // 'shows as plain text, not a link, because it does not start with https://: write "https://example.org/me" to make it a link'
 * linkWarning('robin on the fediverse') // undefined
 */
export function linkWarning(link: string): string | undefined {
	const trimmed = link.trim();
	if (linkView(trimmed).kind === 'web' || trimmed.length > 256) return undefined;
	if (/^https?:/i.test(trimmed))
		return 'shows as plain text, not a link, because it is not a valid http(s) address (a space, or a missing "//"?): correct it to make it a link';
	if (SCHEME_ADDRESS.test(trimmed))
		return 'shows as plain text, not a link: only http:// and https:// addresses become links; correct the start if it is a web address';
	if (trimmed.startsWith('//') || BARE_ADDRESS.test(trimmed)) {
		const fixed = `https://${trimmed.replace(/^\/\//, '')}`;
		return `shows as plain text, not a link, because it does not start with https://: write ${previewValue(fixed)} to make it a link`;
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
						message: `${previewValue(link)} ${why}`,
						severity: 'warning' as const,
					},
				];
			}),
		);
}
