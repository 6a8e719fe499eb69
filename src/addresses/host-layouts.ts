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
	/**
	 * The most a `_redirects` file may hold where a host reads one, as
	 * documented: `static rules` are the lines before the first with a
	 * placeholder or `*`, `dynamic rules` the rest. Past one, the rules of the
	 * shared member folders do not fit (host-files.ts hostLayout).
	 */
	redirects?: Partial<Record<'static rules' | 'dynamic rules' | 'rules' | 'bytes', number>> & {
		source: string;
	};
}

// "2,000 static redirects and 100 dynamic redirects"; a static line after a dynamic one counts as
// dynamic (so wrangler's parseRedirects counts, and skips what is over).
const CLOUDFLARE: HostAnswers = {
	extensionlessAsJson: true,
	memberPaths: 'folder-404',
	redirects: {
		'static rules': 2_000,
		'dynamic rules': 100,
		source: 'https://developers.cloudflare.com/pages/configuration/redirects/#per-file',
	},
};

/** Each host the `hosts` option names, as it answers. */
export const HOST_ANSWERS: Readonly<Record<HostId, HostAnswers>> = {
	'cloudflare-pages': CLOUDFLARE,
	'cloudflare-pages-paid': CLOUDFLARE,
	'github-pages': { extensionlessAsJson: false, memberPaths: 'none' },
	// _redirects with 200 rewrites, no 404 rules, one 404 page; "the default file size limit is
	// 64 KB, and the default maximum number of rules is 1,000" (GitLab.com keeps the defaults).
	'gitlab-pages': {
		extensionlessAsJson: false,
		memberPaths: 'rewrites',
		redirects: {
			rules: 1_000,
			bytes: 64 * 1024,
			source: 'https://docs.gitlab.com/user/project/pages/redirects/#create-redirects',
		},
	},
	// _redirects' 404 lines, never a folder's 404.html. No documented cap: from 10,000 rules
	// Netlify advises placeholders instead, and a deploy whose rules are too large fails.
	netlify: {
		extensionlessAsJson: true,
		memberPaths: 'rewrites',
		redirects: { rules: 10_000, source: 'https://docs.netlify.com/routing/redirects/' },
	},
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

/** The member files a site writes (addresses/api.ts ApiPathOptions). */
export interface MemberFiles {
	emptyLists: boolean;
	memberNotFounds: boolean;
	sharedFolders?: { ownFolders: boolean } | undefined;
}

/**
 * Which files of `user-members/` a site deployed to `hosts` writes beyond
 * the lists of users with members (HostAnswers.memberPaths): the empty lists
 * (`[]`) where a host answers `users/{ref}/members` by a rewrite to them,
 * each folder's `404.html` where a host answers a missing member with it.
 * Where a host answers by `_redirects`, api/v1 reads v1's folders
 * (`sharedFolders`, unless `share` is false: its rules would not fit), and
 * keeps its own for the users with members where another host reads them.
 * With no host named, every file, each shape its own.
 *
 * @example
 * memberFilesFor(['github-pages']) // { emptyLists: false, memberNotFounds: false, sharedFolders: undefined }
 * memberFilesFor(['netlify']) // { emptyLists: true, memberNotFounds: false, sharedFolders: { ownFolders: false } }
 */
export function memberFilesFor(hosts: readonly HostId[], share = true): MemberFiles {
	const how = new Set(hosts.map((host) => HOST_ANSWERS[host].memberPaths));
	const redirects = how.has('folder-404') || how.has('rewrites');
	return {
		emptyLists: !hosts.length || redirects,
		memberNotFounds: !hosts.length || how.has('folder-404'),
		sharedFolders:
			share && redirects ? { ownFolders: how.has('user-file') || how.has('none') } : undefined,
	};
}
