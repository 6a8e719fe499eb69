/**
 * What a site deployed to one host holds (issue 40 point 2): the bench builds with no host named
 * (every file), and each host's site is that build less the API files the `hosts` option leaves
 * out for it (hosting/host-capacity.ts jsonCopiesFor, memberFilesFor), counted as the host limits
 * count them. test/hosting/host-layouts.test.ts holds the build to the same files.
 */
import {
	HOST_IDS,
	jsonCopiesFor,
	memberFilesFor,
	type HostId,
	type Usage,
} from '../src/hosting/host-capacity.ts';
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

/**
 * Whether a file of a build with every file is one a site deployed to `hosts` leaves out.
 *
 * @example
 * leftOutFor(['nginx'])('v1/user-members/robin/index.json', 2) // true: `[]`, answered by a rule
 */
export function leftOutFor(hosts: readonly HostId[]): (path: string, bytes: number) => boolean {
	const copies = jsonCopiesFor(hosts);
	const { emptyLists, memberNotFounds } = memberFilesFor(hosts);
	return (path, bytes) =>
		(!copies && isJsonCopy(path)) ||
		(!emptyLists && bytes === EMPTY_LIST.length && MEMBER_LIST.test(path)) ||
		(!memberNotFounds && MEMBER_NOT_FOUND.test(path));
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
