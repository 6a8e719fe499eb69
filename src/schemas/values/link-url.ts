/**
 * A profile link must show where it goes. `https://github.com@evil.example/gp`
 * opens evil.example: what stands before the `@` is a user name (and
 * password) for that host, which reads as the host itself. Pure (the URL
 * parser only), so the browser editor can apply it as `check` does.
 */

/**
 * Why a link that would become a web link hides its host behind a user name
 * or password, with the fix; undefined otherwise. Linear in the link.
 *
 * @example
 * linkUserinfoProblem('https://github.com@evil.example/gp') // 'opens evil.example, not github.com: …'
 * linkUserinfoProblem('https://github.com/robin') // undefined
 */
export function linkUserinfoProblem(link: string): string | undefined {
	const trimmed = link.trim();
	if (!/^https?:\/\//i.test(trimmed) || /\s/.test(trimmed) || !URL.canParse(trimmed))
		return undefined;
	const url = new URL(trimmed);
	if (!url.username && !url.password && !/^https?:\/\/[^/?#]*@/i.test(trimmed)) return undefined;
	const authority = trimmed.replace(/^https?:\/\//i, '').split(/[/?#]/)[0] ?? '';
	const before = authority.slice(0, authority.lastIndexOf('@'));
	const path = /^https?:\/\/[^/?#]*\//i.test(trimmed) ? url.pathname : '';
	const without = `${url.protocol}//${url.host}${path}${url.search}${url.hash}`;
	// "github.com@": what a reader takes for the host.
	const seeming = /^[^:]*\.[^:]*$/.test(before) ? `, not ${before}` : '';
	return `holds "${before}@" before its host, so it opens ${url.hostname}${seeming}: a link may hold no user name or password; write the address you mean, such as "${without}"`;
}
