/** How a profile link is shown: http(s) links are clickable, everything else is text. */
export type LinkView = { kind: 'web'; href: string; label: string } | { kind: 'text'; label: string };

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
	if (/^https?:\/\//i.test(trimmed) && !/\s/.test(trimmed) && URL.canParse(trimmed)) {
		return { kind: 'web', href: trimmed, label: trimmed.replace(/^https?:\/\//i, '').replace(/\/$/, '') };
	}
	return { kind: 'text', label: link };
}
