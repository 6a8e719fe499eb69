/**
 * The API files a site writes for each host its `hosts` option names (issue 40 point 2): the
 * `.json` copies only where a host types files by extension, the empty member lists only where
 * a rewrite leads to them, each member folder's 404 document only where a host answers with it.
 */
import { describe, expect, test } from 'vitest';
import { jsonCopiesFor, memberFilesFor } from '../../src/addresses/host-layouts.ts';
import { HOST_IDS, type HostId } from '../../src/hosting/host-capacity.ts';
import { ccShape } from '../../src/publish/api/cc.ts';
import { V1_SHAPE } from '../../src/publish/api/v1.ts';
import { apiEntries, EMPTY_LIST } from '../../src/publish/api/walk.ts';
import { siteUsers } from '../helpers/model.ts';
import { juniper, kit, makeUser } from '../helpers/users.ts';
import { leftOutFor } from '../../bench/host-usage.ts';

/** Robin, named unlike its ID and without members; kit with one member. */
const robin = makeUser({ name: 'robin' });
const model = siteUsers([{ user: robin }, { user: kit, members: [{ user: juniper }] }]);
const SHAPES = [V1_SHAPE, ccShape(new Date('2026-06-01T00:00:00Z'))];

/** The API path options of a site deployed to `hosts`, with the options' defaults. */
const pathOptions = (hosts: readonly HostId[]) => ({
	jsonCopies: jsonCopiesFor(hosts),
	...memberFilesFor(hosts),
});
/** The API paths a site deployed to `hosts` writes. */
const pathsFor = (hosts: readonly HostId[]) => [
	...new Map(apiEntries(model, SHAPES, pathOptions(hosts))).keys(),
];
/** Robin's files under v1/ (or both roots), in the order they are written. */
const robinsFiles = (hosts: readonly HostId[], roots = '') =>
	pathsFor(hosts).filter((path) =>
		new RegExp(`^${roots}v1/(users|user-members)/(robin|${robin.id})(\\.json|/|$)`).test(path),
	);

describe('the API files per host', () => {
	test('returns every file with no host named: 8 per shape for a user named unlike its ID', () => {
		expect(robinsFiles([])).toEqual([
			`v1/users/${robin.id}.json`,
			`v1/users/${robin.id}`,
			'v1/users/robin.json',
			'v1/users/robin',
			`v1/user-members/${robin.id}/index.json`,
			'v1/user-members/robin/index.json',
			`v1/user-members/${robin.id}/404.html`,
			'v1/user-members/robin/404.html',
		]);
	});

	test('names every host the option takes', () => {
		expect(HOST_IDS).toHaveLength(8);
	});

	test.each([
		['cloudflare-pages', 8],
		['cloudflare-pages-paid', 8],
		['netlify', 6],
		['github-pages', 8],
		['gitlab-pages', 10],
		['nginx', 4],
		['caddy', 4],
		['apache', 4],
	] as const)(
		'returns %s the API files of a user without members in both shapes: %i',
		(host, count) => {
			const files = robinsFiles([host], '(api/)?');
			expect(files).toHaveLength(count);
		},
	);

	test('returns the exact files of each kind of host for a user without members', () => {
		const v1 = (hosts: readonly HostId[]) => robinsFiles(hosts);
		// Cloudflare Pages: no copies; each ref's list (`[]`) and folder 404 document.
		expect(v1(['cloudflare-pages'])).toEqual([
			`v1/users/${robin.id}`,
			'v1/users/robin',
			`v1/user-members/${robin.id}/index.json`,
			'v1/user-members/robin/index.json',
			`v1/user-members/${robin.id}/404.html`,
			'v1/user-members/robin/404.html',
		]);
		// Netlify and GitLab Pages: the lists, no folder 404 document (neither reads one).
		expect(v1(['netlify'])).toEqual([
			`v1/users/${robin.id}`,
			'v1/users/robin',
			`v1/user-members/${robin.id}/index.json`,
			'v1/user-members/robin/index.json',
		]);
		// GitHub Pages: no rewrites lead to a list, so an empty one costs no file; the copies stay.
		expect(v1(['github-pages'])).toEqual([
			`v1/users/${robin.id}.json`,
			`v1/users/${robin.id}`,
			'v1/users/robin.json',
			'v1/users/robin',
		]);
		// The servers test the user's file: its JSON alone.
		expect(v1(['nginx', 'caddy', 'apache'])).toEqual([`v1/users/${robin.id}`, 'v1/users/robin']);
		// Several hosts: what any of them needs.
		expect(v1(['nginx', 'github-pages', 'cloudflare-pages'])).toEqual(v1([]));
	});

	test('returns api/v1 only the user files of a user without members where it reads v1/s folders', () => {
		const cc = (hosts: readonly HostId[]) =>
			robinsFiles(hosts, '(api/)?').filter((path) => path.startsWith('api/'));
		expect(cc(['cloudflare-pages'])).toEqual([`api/v1/users/${robin.id}`, 'api/v1/users/robin']);
		expect(cc(['netlify'])).toEqual([`api/v1/users/${robin.id}`, 'api/v1/users/robin']);
		expect(cc(['gitlab-pages'])).toEqual([
			`api/v1/users/${robin.id}.json`,
			`api/v1/users/${robin.id}`,
			'api/v1/users/robin.json',
			'api/v1/users/robin',
		]);
		// No host named: each shape its own lists and 404 documents, as before.
		expect(cc([])).toHaveLength(8);
	});

	test("keeps a user's members, its list and its folder's 404 document where a host reads them", () => {
		const kits = (hosts: readonly HostId[]) =>
			pathsFor(hosts).filter((path) => path.startsWith('v1/user-members/kit/'));
		expect(kits(['nginx'])).toEqual([
			'v1/user-members/kit/index.json',
			`v1/user-members/kit/${juniper.id}`,
			'v1/user-members/kit/juniper',
		]);
		expect(kits(['cloudflare-pages'])).toEqual([
			'v1/user-members/kit/index.json',
			'v1/user-members/kit/404.html',
			`v1/user-members/kit/${juniper.id}`,
			'v1/user-members/kit/juniper',
			// api/v1's list and members, in v1's folder: its rules lead there.
			'v1/user-members/kit/c/index.json',
			`v1/user-members/kit/c/${juniper.id}`,
			'v1/user-members/kit/c/juniper',
		]);
		const ccKits = (hosts: readonly HostId[]) =>
			pathsFor(hosts).filter((path) => path.startsWith('api/v1/user-members/kit/'));
		expect(ccKits(['cloudflare-pages'])).toEqual([]);
		// With a server named too, also where its config reads them.
		expect(ccKits(['cloudflare-pages', 'nginx'])).toEqual([
			'api/v1/user-members/kit/index.json',
			`api/v1/user-members/kit/${juniper.id}`,
			'api/v1/user-members/kit/juniper',
		]);
		const files = new Map(apiEntries(model, SHAPES, memberFilesFor(['netlify'])));
		expect(files.get('v1/user-members/kit/c/index.json')).toBe(SHAPES[1]!.list(model[1]!));
		expect(files.get('v1/user-members/kit/c/juniper')).not.toBe(
			files.get('v1/user-members/kit/juniper'),
		);
	});

	test('returns one empty list per API root, `[]` in both shapes, for the rules that answer it', () => {
		const files = new Map(apiEntries(model, SHAPES));
		expect([files.get('v1/no-members.json'), files.get('api/v1/no-members.json')]).toEqual([
			EMPTY_LIST,
			EMPTY_LIST,
		]);
		for (const shape of SHAPES) expect(shape.list(model[0]!)).toBe(EMPTY_LIST);
	});
});

describe("the bench's count of a host's files (bench/host-usage.ts)", () => {
	test.each(HOST_IDS)(
		'counts for %s the files and bytes the layout writes: every file less those it leaves out',
		(host) => {
			const every = [...apiEntries(model, SHAPES)];
			const leftOut = leftOutFor([host]);
			const counted = every.filter(([path, body]) => !leftOut(path, Buffer.byteLength(body)));
			const written = [...apiEntries(model, SHAPES, pathOptions([host]))];
			const sum = (files: [string, string][]) => [
				files.length,
				files.reduce((bytes, [, body]) => bytes + Buffer.byteLength(body), 0),
			];
			expect(sum(counted)).toEqual(sum(written));
		},
	);
});

describe('jsonCopiesFor', () => {
	test('returns true with no host named or a host that types files by extension', () => {
		expect(jsonCopiesFor([])).toBe(true);
		expect(jsonCopiesFor(['github-pages'])).toBe(true);
		expect(jsonCopiesFor(['netlify', 'gitlab-pages'])).toBe(true);
	});

	test('returns false when every host named serves v1/ as JSON', () => {
		expect(jsonCopiesFor(['cloudflare-pages', 'netlify', 'nginx', 'caddy', 'apache'])).toBe(false);
	});
});

describe('memberFilesFor', () => {
	const own = { ownFolders: false };
	test.each([
		[[], true, true, undefined],
		[['cloudflare-pages'], true, true, own],
		[['netlify'], true, false, own],
		[['gitlab-pages'], true, false, own],
		[['github-pages'], false, false, undefined],
		[['nginx', 'caddy', 'apache'], false, false, undefined],
		[['github-pages', 'netlify'], true, false, { ownFolders: true }],
		[['nginx', 'cloudflare-pages-paid'], true, true, { ownFolders: true }],
	] as [HostId[], boolean, boolean, { ownFolders: boolean } | undefined][])(
		'returns for %j: empty lists %s, folder 404 documents %s, shared folders %j',
		(hosts, emptyLists, memberNotFounds, sharedFolders) => {
			expect(memberFilesFor(hosts)).toEqual({ emptyLists, memberNotFounds, sharedFolders });
		},
	);

	test('returns no shared folders when told not to share (the rules would not fit)', () => {
		expect(memberFilesFor(['cloudflare-pages'], false).sharedFolders).toBeUndefined();
	});
});
