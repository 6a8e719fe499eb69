/**
 * What a site deployed to one host holds (issue 40 point 2): the bench builds with no host named
 * (every file), and each host's site is that build less the API files the `hosts` option leaves
 * out for it (hosting/host-capacity.ts jsonCopiesFor, memberFilesFor), counted as the host limits
 * count them. test/addresses/host-layouts.test.ts holds the build to the same files.
 */
import { jsonCopiesFor, memberFilesFor } from '../src/addresses/host-layouts.ts';
import { HOST_IDS, type HostId, type Usage } from '../src/hosting/host-capacity.ts';
import { countFiles } from '../src/publish/output-size.ts';
import { EMPTY_LIST } from '../src/publish/api/walk.ts';

/**
 * The `.json` copies the `jsonCopies` option drops: user and member files of both API shapes,
 * not the APIError.
 */
export const isJsonCopy = (path: string) =>
	/^(?:api\/)?v1\/(users|members)\/[^/]+\.json$/.test(path) && !path.endsWith('members/404.json');

const MEMBER_LIST = /^(?:api\/)?v1\/user-members\/[^/]+\/index\.json$/;
const MEMBER_NOT_FOUND = /^(?:api\/)?v1\/user-members\/[^/]+\/404\.html$/;
const CC_USER_MEMBERS = /^api\/v1\/user-members\//;

/**
 * Whether a file of a build with every file is one a site deployed to `hosts` leaves out. Where
 * api/v1 reads v1's member folders (sharedFolders), its empty lists and 404 documents go; the
 * files of its users with members stay counted where they are, for their copies in v1's
 * subfolders `c/` (as many, the same bytes, less the 404 documents).
 *
 * @example
 * leftOutFor(['nginx'])('v1/user-members/robin/index.json', 2) // true: `[]`, answered by a rule
 * leftOutFor(['netlify'])('api/v1/user-members/robin/index.json', 2) // true: v1's answers
 */
export function leftOutFor(hosts: readonly HostId[]): (path: string, bytes: number) => boolean {
	const copies = jsonCopiesFor(hosts);
	const { emptyLists, memberNotFounds, sharedFolders } = memberFilesFor(hosts);
	const shared = (path: string) => sharedFolders !== undefined && CC_USER_MEMBERS.test(path);
	return (path, bytes) =>
		(!copies && isJsonCopy(path)) ||
		((!emptyLists || shared(path)) && bytes === EMPTY_LIST.length && MEMBER_LIST.test(path)) ||
		((!memberNotFounds || shared(path)) && MEMBER_NOT_FOUND.test(path));
}

/** What the host limits count of the files a site deployed to `hosts` keeps. */
function usageOf(sizes: readonly (readonly [string, number])[], hosts: readonly HostId[]): Usage {
	const leftOut = leftOutFor(hosts);
	const count = countFiles(new Map(sizes.filter(([path, bytes]) => !leftOut(path, bytes))));
	return {
		files: count.files,
		folders: count.folders,
		bytes: count.bytes,
		folderEntries: count.fullestFolder?.entries ?? 0,
	};
}

/**
 * The usage of a build's files with no host named (`everyFile`) and on each host.
 *
 * @example
 * hostUsages([...countOutput('dist', { sizes: true }).sizes!]).hosts.nginx.files
 */
export function hostUsages(sizes: readonly (readonly [string, number])[]): {
	everyFile: Usage;
	hosts: Record<HostId, Usage>;
} {
	return {
		everyFile: usageOf(sizes, []),
		hosts: Object.fromEntries(HOST_IDS.map((host) => [host, usageOf(sizes, [host])])) as Record<
			HostId,
			Usage
		>,
	};
}
