import { describe, expect, test } from 'vitest';
import {
	ceilingInProfiles,
	growthOf,
	HOST_IDS,
	HOST_LIMITS,
	hostLimitFindings,
	jsonCopiesConflict,
	outputLine,
	type OutputSummary,
	type Usage,
} from '../../src/hosting/host-capacity.ts';

const small: OutputSummary = {
	files: 100,
	folders: 10,
	bytes: 1_000_000,
	largestFile: { path: 'index.html', bytes: 50_000 },
	fullestFolder: { path: 'v1/users', entries: 80 },
};

describe('HOST_LIMITS', () => {
	test('returns the documented figures, each with its source', () => {
		expect(HOST_IDS).toEqual([
			'cloudflare-pages',
			'cloudflare-pages-paid',
			'github-pages',
			'gitlab-pages',
			'netlify',
			'nginx',
			'caddy',
			'apache',
		]);
		expect(HOST_LIMITS['cloudflare-pages'].files).toBe(20_000);
		expect(HOST_LIMITS['cloudflare-pages-paid'].files).toBe(100_000);
		expect(HOST_LIMITS['cloudflare-pages'].fileBytes).toBe(26_214_400);
		expect(HOST_LIMITS['github-pages'].bytes).toBe(1_000_000_000);
		expect(HOST_LIMITS['gitlab-pages'].entries).toBe(200_000);
		expect(HOST_LIMITS.netlify.folderEntries).toBe(54_000);
		for (const id of HOST_IDS) expect(HOST_LIMITS[id].source).toMatch(/^https:\/\//);
	});
});

describe('hostLimitFindings', () => {
	test('returns nothing for a small site or no hosts', () => {
		expect(hostLimitFindings(small, HOST_IDS)).toEqual([]);
		expect(hostLimitFindings({ ...small, files: 10_000_000 }, [])).toEqual([]);
	});

	test('returns nothing just below 80% of a limit, a warning at 80%', () => {
		expect(hostLimitFindings({ ...small, files: 15_999 }, ['cloudflare-pages'])).toEqual([]);
		expect(hostLimitFindings({ ...small, files: 16_000 }, ['cloudflare-pages'])).toEqual([
			{
				host: 'cloudflare-pages',
				over: false,
				message:
					'Cloudflare Pages (Free plan) takes at most 20,000 files per site; this build has 16,000, 80%: close to the limit. See https://developers.cloudflare.com/pages/platform/limits/',
			},
		]);
	});

	test('returns a warning at the limit and over it one past the limit', () => {
		expect(
			hostLimitFindings({ ...small, files: 20_000 }, ['cloudflare-pages']).map((f) => f.over),
		).toEqual([false]);
		expect(hostLimitFindings({ ...small, files: 20_001 }, ['cloudflare-pages'])).toEqual([
			{
				host: 'cloudflare-pages',
				over: true,
				message:
					'Cloudflare Pages (Free plan) takes at most 20,000 files per site; this build has 20,001, 100%: the deploy will fail. See https://developers.cloudflare.com/pages/platform/limits/',
			},
		]);
	});

	test('returns the site size, file size, entries and folder findings, naming the file and folder', () => {
		const big: OutputSummary = {
			files: 190_000,
			folders: 20_000,
			bytes: 2_100_000_000,
			largestFile: { path: 'pronouns/they/them/index.html', bytes: 120 * 1024 * 1024 },
			fullestFolder: { path: 'v1/users', entries: 400_000 },
		};
		expect(
			hostLimitFindings(big, ['github-pages', 'gitlab-pages', 'netlify']).map((f) => f.message),
		).toMatchInlineSnapshot(`
			[
			  "GitHub Pages takes at most 1,000,000,000 bytes (953.7 MiB) per site; this build has 2,100,000,000 bytes (2.0 GiB), 210%: the deploy will fail. See https://docs.github.com/en/pages/getting-started-with-github-pages/github-pages-limits",
			  "GitHub Pages takes at most 100 MiB per file; this build has 120 MiB (pronouns/they/them/index.html), 120%: the deploy will fail. See https://docs.github.com/en/pages/getting-started-with-github-pages/github-pages-limits",
			  "GitLab Pages (GitLab.com) takes at most 200,000 files and folders per site; this build has 210,000, 105%: the deploy will fail. See https://docs.gitlab.com/user/gitlab_com/#gitlab-pages",
			  "GitLab Pages (GitLab.com) takes at most 1,000,000,000 bytes (953.7 MiB) per site; this build has 2,100,000,000 bytes (2.0 GiB), 210%: the deploy will fail. See https://docs.gitlab.com/user/gitlab_com/#gitlab-pages",
			  "Netlify takes at most 54,000 entries per folder; this build has 400,000 (v1/users/), 740%: the deploy will fail. See https://docs.netlify.com/site-deploys/overview/#files-per-directory-limit",
			]
		`);
	});

	test('returns each host once when it is named twice', () => {
		expect(
			hostLimitFindings({ ...small, files: 30_000 }, ['cloudflare-pages', 'cloudflare-pages']),
		).toHaveLength(1);
	});
});

describe('outputLine', () => {
	test('returns the count, the bytes and the largest file', () => {
		expect(outputLine(small)).toBe(
			'100 files (976.6 KiB) written; the largest is index.html (48.8 KiB)',
		);
		expect(outputLine({ files: 0, folders: 0, bytes: 0 })).toBe('0 files (0 bytes) written');
	});
});

const usage = (files: number, bytes: number, folderEntries: number, folders = 0): Usage => ({
	files,
	folders,
	bytes,
	folderEntries,
});

describe('growthOf', () => {
	test('returns the slope and intercept through the smallest and largest build', () => {
		expect(
			growthOf([
				{ profiles: 10_000, usage: usage(40_020, 330_000_500, 40_001, 10_010) },
				{ profiles: 1000, usage: usage(4020, 33_000_500, 4001, 1010) },
			]),
		).toEqual({ fixed: usage(20, 500, 1, 10), perProfile: usage(4, 33_000, 4, 1) });
	});

	test('returns everything per profile from one build', () => {
		expect(growthOf([{ profiles: 1000, usage: usage(4020, 33_000_000, 4001) }])).toEqual({
			fixed: usage(0, 0, 0),
			perProfile: usage(4.02, 33_000, 4.001),
		});
	});

	test('errors if no build has profiles', () => {
		expect(() => growthOf([{ profiles: 0, usage: usage(20, 0, 0) }])).toThrow(
			'growthOf needs at least one build with profiles',
		);
	});
});

describe('ceilingInProfiles', () => {
	const growth = { fixed: usage(20, 500_000, 1, 10), perProfile: usage(3, 33_000, 2, 1) };

	test('returns the profiles under each host limit and the limit that sets it', () => {
		expect(
			Object.fromEntries(HOST_IDS.map((host) => [host, ceilingInProfiles(host, growth)])),
		).toEqual({
			'cloudflare-pages': { profiles: 6660, by: 'files per site' },
			'cloudflare-pages-paid': { profiles: 33_326, by: 'files per site' },
			'github-pages': { profiles: 30_287, by: 'bytes per site' },
			'gitlab-pages': { profiles: 30_287, by: 'bytes per site' },
			netlify: { profiles: 26_999, by: 'entries per folder' },
			nginx: { profiles: undefined, by: undefined },
			caddy: { profiles: undefined, by: undefined },
			apache: { profiles: undefined, by: undefined },
		});
	});

	test('returns the exact ceiling: one more profile would pass the limit', () => {
		const { profiles } = ceilingInProfiles('cloudflare-pages', growth);
		expect(20 + 3 * profiles!).toBeLessThanOrEqual(20_000);
		expect(20 + 3 * (profiles! + 1)).toBeGreaterThan(20_000);
	});

	test('returns no ceiling when nothing the host counts grows', () => {
		expect(
			ceilingInProfiles('netlify', { fixed: usage(20, 0, 5), perProfile: usage(3, 100, 0) }),
		).toEqual({ profiles: undefined, by: undefined });
	});
});

describe('jsonCopiesConflict', () => {
	test('returns nothing with the copies on, or only hosts that type v1/ as JSON', () => {
		expect(
			jsonCopiesConflict({ hosts: ['github-pages'], hostLimits: 'warn', jsonCopies: true }),
		).toBeUndefined();
		expect(
			jsonCopiesConflict({
				hosts: ['cloudflare-pages', 'netlify'],
				hostLimits: 'warn',
				jsonCopies: false,
			}),
		).toBeUndefined();
	});

	test('returns why the copies are needed for hosts that type files by extension', () => {
		expect(
			jsonCopiesConflict({
				hosts: ['netlify', 'github-pages'],
				hostLimits: 'warn',
				jsonCopies: false,
			}),
		).toMatchInlineSnapshot(
			`"jsonCopies is false, but GitHub Pages types files by their extension: without the .json copies no API address there answers as JSON. Keep jsonCopies on for this host."`,
		);
		expect(
			jsonCopiesConflict({
				hosts: ['github-pages', 'gitlab-pages'],
				hostLimits: 'warn',
				jsonCopies: false,
			}),
		).toContain('GitHub Pages and GitLab Pages (GitLab.com) type files');
	});
});
