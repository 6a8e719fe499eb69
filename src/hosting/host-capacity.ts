/**
 * The documented limits of the static hosts a site is deployed to, checked
 * against what a build wrote: the integration warns before a site outgrows
 * a host it names in its `hosts` option, and the benchmark turns the same
 * limits into each host's ceiling in profiles (README, Deploy).
 *
 * Each limit is the host's own documented figure, with its address; where a
 * host writes "1 GB" without saying which, the smaller (10^9 bytes) is used.
 */
import type { HostId as OptionHostId, StaticnounsConfig } from '../schemas/options.ts';
import { formatBytes } from '../utils/bytes.ts';
import { HOST_ANSWERS } from '../addresses/host-layouts.ts';
import type { OutputCount } from '../publish/output-size.ts';

/** One host's limits; a limit the host does not document is left out. */
export interface HostLimits {
	/** The host (and plan) in messages. */
	label: string;
	/** Files a site may hold. */
	files?: number;
	/** Files and folders together a site may hold (GitLab counts both). */
	entries?: number;
	/** Bytes the whole site may hold. */
	bytes?: number;
	/** Bytes one file may hold. */
	fileBytes?: number;
	/** Entries (files and subfolders) one folder may hold. */
	folderEntries?: number;
	/** Where the host documents these limits. */
	source: string;
}

const MIB = 1024 * 1024;

/** The hosts the `hosts` option can name, with their documented limits. */
export const HOST_LIMITS = {
	// https://developers.cloudflare.com/pages/platform/limits/#files: "20,000
	// files" per site on the Free plan, "100,000" on paid plans (changelog
	// 2026-01-23, with PAGES_WRANGLER_MAJOR_VERSION=4); #file-size: 25 MiB per file.
	'cloudflare-pages': {
		label: 'Cloudflare Pages (Free plan)',
		files: 20_000,
		fileBytes: 25 * MIB,
		source: 'https://developers.cloudflare.com/pages/platform/limits/',
	},
	'cloudflare-pages-paid': {
		label: 'Cloudflare Pages (paid plans)',
		files: 100_000,
		fileBytes: 25 * MIB,
		source: 'https://developers.cloudflare.com/pages/platform/limits/',
	},
	// https://docs.github.com/en/pages/getting-started-with-github-pages/github-pages-limits:
	// "Published GitHub Pages sites may be no larger than 1 GB". Files over
	// 100 MiB are refused by git pushes (about-large-files-on-github), which
	// matters when a site is published from a branch.
	'github-pages': {
		label: 'GitHub Pages',
		bytes: 1_000_000_000,
		fileBytes: 100 * MIB,
		source:
			'https://docs.github.com/en/pages/getting-started-with-github-pages/github-pages-limits',
	},
	// https://docs.gitlab.com/user/gitlab_com/#gitlab-pages: 1 GB per Pages
	// site (the unpacked size) and 200,000 file entries, directories and
	// symlinks included (administration/instance_limits, "Number of files per
	// GitLab Pages website"). Self-managed instances set their own.
	'gitlab-pages': {
		label: 'GitLab Pages (GitLab.com)',
		bytes: 1_000_000_000,
		entries: 200_000,
		source: 'https://docs.gitlab.com/user/gitlab_com/#gitlab-pages',
	},
	// https://docs.netlify.com/site-deploys/overview/#files-per-directory-limit:
	// no limit on files per deploy, but "a limit of 54,000 files per
	// directory". Counted here as entries, subfolders included, to be safe.
	netlify: {
		label: 'Netlify',
		folderEntries: 54_000,
		source: 'https://docs.netlify.com/site-deploys/overview/#files-per-directory-limit',
	},
	// A server with the config `staticnouns deploy-configs` writes (deploy/):
	// no limit but its disk.
	nginx: {
		label: 'nginx (deploy/nginx.conf)',
		source: 'https://nginx.org/en/docs/http/ngx_http_core_module.html',
	},
	caddy: {
		label: 'Caddy (deploy/Caddyfile)',
		source: 'https://caddyserver.com/docs/caddyfile/directives/file_server',
	},
	apache: {
		label: 'Apache (deploy/apache.conf or the built .htaccess files)',
		source: 'https://httpd.apache.org/docs/current/mod/mod_rewrite.html',
	},
} as const satisfies Record<OptionHostId, HostLimits>;

export type HostId = keyof typeof HOST_LIMITS;

/** The names the `hosts` option takes. */
export const HOST_IDS = Object.keys(HOST_LIMITS) as HostId[];

/** What a build wrote, as the host limits count it (largest file and fullest folder if known). */
export type OutputSummary = Pick<OutputCount, 'files' | 'folders' | 'bytes'> &
	Partial<Pick<OutputCount, 'largestFile' | 'fullestFolder'>>;

/** One limit a build comes near (WARN_SHARE of it or more) or goes over. */
interface HostLimitFinding {
	host: HostId;
	/** Over the limit: the host refuses or breaks the deploy. */
	over: boolean;
	message: string;
}

/** From this share of a limit on, the build warns. */
const WARN_SHARE = 0.8;

const count = (value: number) => value.toLocaleString('en');
/** Limits and what reaches them in exact bytes: one byte over must not read as the limit. */
const exactBytes = (bytes: number) => formatBytes(bytes, { exact: true });

/**
 * The findings for each named host: every limit the summary reaches
 * WARN_SHARE of, each naming the host, the limit, what the build has and
 * where the host documents it. Paths in messages come from profile names:
 * the caller escapes them for the log.
 *
 * @example
 * hostLimitFindings({ files: 21_000, folders: 3, bytes: 9e8 }, ['cloudflare-pages'])[0].message
 * // 'Cloudflare Pages (Free plan) takes at most 20,000 files per site; this build has 21,000 (105%): the deploy will fail. See https://...'
 */
export function hostLimitFindings(
	summary: OutputSummary,
	hosts: readonly HostId[],
): HostLimitFinding[] {
	const findings: HostLimitFinding[] = [];
	for (const host of new Set(hosts)) {
		const limits: HostLimits = HOST_LIMITS[host];
		const checks: {
			limit: number | undefined;
			used: number;
			what: (limit: string) => string;
			show: (value: number) => string;
			where?: string | undefined;
		}[] = [
			{
				limit: limits.files,
				used: summary.files,
				what: (limit) => `${limit} files per site`,
				show: count,
			},
			{
				limit: limits.entries,
				used: summary.files + summary.folders,
				what: (limit) => `${limit} files and folders per site`,
				show: count,
			},
			{
				limit: limits.bytes,
				used: summary.bytes,
				what: (limit) => `${limit} per site`,
				show: exactBytes,
			},
			{
				limit: limits.fileBytes,
				used: summary.largestFile?.bytes ?? 0,
				what: (limit) => `${limit} per file`,
				show: exactBytes,
				where: summary.largestFile?.path,
			},
			{
				limit: limits.folderEntries,
				used: summary.fullestFolder?.entries ?? 0,
				what: (limit) => `${limit} entries per folder`,
				show: count,
				where: summary.fullestFolder && `${summary.fullestFolder.path || '.'}/`,
			},
		];
		for (const { limit, used, what, show, where } of checks) {
			if (limit === undefined || used < limit * WARN_SHARE) continue;
			const over = used > limit;
			const share = `${Math.floor((used / limit) * 100)}%`;
			const has = `this build has ${show(used)}${where ? ` (${where})` : ''}, ${share}`;
			const outcome = over ? 'the deploy will fail' : 'close to the limit';
			findings.push({
				host,
				over,
				message: `${limits.label} takes at most ${what(show(limit))}; ${has}: ${outcome}. See ${limits.source}`,
			});
		}
	}
	return findings;
}

/**
 * The line the build logs about what it wrote.
 *
 * @example
 * outputLine({ files: 50_017, folders: 10_030, bytes: 333_400_000, largestFile: { path: 'pronouns/they/them/index.html', bytes: 330_000 } })
 * // '50,017 files (318.0 MiB) written; the largest is pronouns/they/them/index.html (322.3 KiB)'
 */
export function outputLine(summary: OutputSummary): string {
	const largest = summary.largestFile
		? `; the largest is ${summary.largestFile.path} (${formatBytes(summary.largestFile.bytes)})`
		: '';
	return `${count(summary.files)} files (${formatBytes(summary.bytes)}) written${largest}`;
}

/** How much of each counted quantity a site holds: fixed, and added per profile. */
interface SiteGrowth {
	fixed: Usage;
	perProfile: Usage;
}

/** The quantities host limits count that grow with the number of profiles. */
export interface Usage {
	files: number;
	folders: number;
	bytes: number;
	/** Entries of the fullest folder. */
	folderEntries: number;
}

/**
 * How a site grows, from measured builds: the slope and intercept through
 * the smallest and the largest; from one build, everything per profile
 * (which can only lower a ceiling).
 *
 * @example
 * growthOf([{ profiles: 1000, usage: { files: 4020, ... } }, { profiles: 10_000, usage: { files: 40_020, ... } }]).perProfile.files // 4
 */
export function growthOf(measured: readonly { profiles: number; usage: Usage }[]): SiteGrowth {
	const sorted = [...measured]
		.filter((m) => m.profiles > 0)
		.sort((a, b) => a.profiles - b.profiles);
	const [first, last] = [sorted[0], sorted.at(-1)];
	if (!first || !last) throw new Error('growthOf needs at least one build with profiles');
	const keys = ['files', 'folders', 'bytes', 'folderEntries'] as const;
	const usage = (value: (key: keyof Usage) => number) =>
		Object.fromEntries(keys.map((key) => [key, value(key)])) as unknown as Usage;
	if (first === last)
		return { fixed: usage(() => 0), perProfile: usage((key) => first.usage[key] / first.profiles) };
	const span = last.profiles - first.profiles;
	const perProfile = usage((key) => (last.usage[key] - first.usage[key]) / span);
	const fixed = usage((key) => Math.max(0, first.usage[key] - perProfile[key] * first.profiles));
	return { fixed, perProfile };
}

/**
 * The most profiles a site can hold within a host's limits, and the limit
 * that sets it; `undefined` profiles when no counted limit grows with the
 * site (the per-file limit does not: pages are bounded).
 *
 * @example
 * ceilingInProfiles('cloudflare-pages', { fixed: { files: 20, ... }, perProfile: { files: 3, ... } }) // { profiles: 6660, by: 'files per site' }
 */
export function ceilingInProfiles(
	host: HostId,
	growth: SiteGrowth,
): { profiles: number | undefined; by: string | undefined } {
	const limits: HostLimits = HOST_LIMITS[host];
	const candidates: [limit: number | undefined, fixed: number, per: number, by: string][] = [
		[limits.files, growth.fixed.files, growth.perProfile.files, 'files per site'],
		[
			limits.entries,
			growth.fixed.files + growth.fixed.folders,
			growth.perProfile.files + growth.perProfile.folders,
			'files and folders per site',
		],
		[limits.bytes, growth.fixed.bytes, growth.perProfile.bytes, 'bytes per site'],
		[
			limits.folderEntries,
			growth.fixed.folderEntries,
			growth.perProfile.folderEntries,
			'entries per folder',
		],
	];
	let best: ReturnType<typeof ceilingInProfiles> = { profiles: undefined, by: undefined };
	for (const [limit, fixed, per, by] of candidates) {
		if (limit === undefined || per <= 0) continue;
		const profiles = Math.max(0, Math.floor((limit - fixed) / per));
		if (best.profiles === undefined || profiles < best.profiles) best = { profiles, by };
	}
	return best;
}

/** The host options with their defaults filled in (see schemas/options.ts). */
export type HostOptions = Pick<StaticnounsConfig, 'hosts' | 'hostLimits' | 'jsonCopies'>;

/**
 * Why the options contradict each other, or undefined: a host that types
 * files by extension needs the `.json` copies, the only addresses it
 * answers as JSON.
 *
 * @example
 * jsonCopiesConflict({ hosts: ['github-pages'], hostLimits: 'warn', jsonCopies: false })
 * // 'jsonCopies is false, but GitHub Pages types files by their extension: ...'
 */
export function jsonCopiesConflict(options: HostOptions): string | undefined {
	if (options.jsonCopies) return undefined;
	const typing = options.hosts
		.filter((host) => !HOST_ANSWERS[host].extensionlessAsJson)
		.map((host) => HOST_LIMITS[host].label);
	if (!typing.length) return undefined;
	return `jsonCopies is false, but ${typing.join(' and ')} ${typing.length > 1 ? 'type' : 'types'} files by their extension: without the .json copies no API address there answers as JSON. Keep jsonCopies on for ${typing.length > 1 ? 'these hosts' : 'this host'}.`;
}
