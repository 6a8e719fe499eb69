/**
 * Which API files each host answers from (issue 40 point 2): the `hosts`
 * option names the hosts a site is deployed to, and the build writes only
 * the files one of them needs, with no host named every file. The paths are
 * api.ts's; how each host answers is host-areas.ts's (REWRITES,
 * Rewrite.known). The host limits are in hosting/host-capacity.ts.
 */
import type { HostId } from '../schemas/options.ts';

/** How a host answers the API addresses. */
interface HostAnswers {
	/**
	 * Whether the host serves the extensionless API files as JSON (by
	 * `_headers` or its config); where it cannot, the `.json` copies are the
	 * only JSON addresses.
	 */
	extensionlessAsJson: boolean;
	/**
	 * How the host answers `users/{ref}/members…`, which decides the files of
	 * `user-members/`: `folder-404`, by the rewrites, a missing member answered
	 * with the user's folder's `404.html` (Cloudflare Pages finds it as the
	 * nearest one), so every ref needs its list, `[]` included, and that
	 * document; `rewrites`, by the rewrites alone, every ref its list (a
	 * rewrite to a missing file gets the host's own 404, never a folder's);
	 * `user-file`, by rules that test whether the user's file exists
	 * (Rewrite.known: the server configs), so neither; `none`, no rewrites:
	 * the lists of users with members are read directly.
	 */
	memberPaths: 'folder-404' | 'rewrites' | 'user-file' | 'none';
}

/** Each host the `hosts` option names, as it answers. */
export const HOST_ANSWERS: Readonly<Record<HostId, HostAnswers>> = {
	'cloudflare-pages': { extensionlessAsJson: true, memberPaths: 'folder-404' },
	'cloudflare-pages-paid': { extensionlessAsJson: true, memberPaths: 'folder-404' },
	'github-pages': { extensionlessAsJson: false, memberPaths: 'none' },
	// _redirects with 200 rewrites, no 404 rules, one 404 page (user/project/pages/redirects).
	'gitlab-pages': { extensionlessAsJson: false, memberPaths: 'rewrites' },
	// _redirects' 404 lines, never a folder's 404.html.
	netlify: { extensionlessAsJson: true, memberPaths: 'rewrites' },
	// The configs of `staticnouns deploy-configs` (hosting/server-configs.ts).
	nginx: { extensionlessAsJson: true, memberPaths: 'user-file' },
	caddy: { extensionlessAsJson: true, memberPaths: 'user-file' },
	apache: { extensionlessAsJson: true, memberPaths: 'user-file' },
};

/**
 * Whether a site deployed to `hosts` needs the `.json` copies (the
 * `jsonCopies` option's default): when no host is named (any host may serve
 * it), or one types files by extension (GitHub Pages, GitLab Pages), where
 * the copies are the only JSON addresses.
 *
 * @example
 * jsonCopiesFor(['cloudflare-pages', 'netlify']) // false
 * jsonCopiesFor([]) // true
 */
export function jsonCopiesFor(hosts: readonly HostId[]): boolean {
	return !hosts.length || hosts.some((host) => !HOST_ANSWERS[host].extensionlessAsJson);
}

/**
 * Which files of `user-members/` a site deployed to `hosts` writes beyond
 * the lists of users with members (HostAnswers.memberPaths): the empty lists
 * (`[]`) where a host answers `users/{ref}/members` by a rewrite to them,
 * each folder's `404.html` where a host answers a missing member with it.
 * With no host named, both (any host may serve the site).
 *
 * @example
 * memberFilesFor(['github-pages']) // { emptyLists: false, memberNotFounds: false }
 * memberFilesFor(['netlify']) // { emptyLists: true, memberNotFounds: false }
 */
export function memberFilesFor(hosts: readonly HostId[]): {
	emptyLists: boolean;
	memberNotFounds: boolean;
} {
	const how = new Set(hosts.map((host) => HOST_ANSWERS[host].memberPaths));
	return {
		emptyLists: !hosts.length || how.has('folder-404') || how.has('rewrites'),
		memberNotFounds: !hosts.length || how.has('folder-404'),
	};
}
