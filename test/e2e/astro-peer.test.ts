/**
 * Astro is the package's peer dependency, by the range it supports: a site takes an Astro patch
 * without a staticnouns release. The packed package builds the starter with the lowest version of
 * that range and with the highest the registry publishes in it (asked at test time), one
 * `npm install astro@X` each into the one installed starter. The time of each step is printed.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cleanEnv, ROOT } from '../helpers/run.ts';
import { packedTarball } from '../helpers/pack.ts';

const env = cleanEnv({ SITE_URL: 'https://profiles.example.org' });
const readJson = (path: string) =>
	JSON.parse(readFileSync(path, 'utf8')) as Record<string, Record<string, string> | string>;
/** The peer range, `^X.Y.Z` (test/cli/init.test.ts holds the starter to the same form). */
const RANGE = (readJson(join(ROOT, 'package.json'))['peerDependencies'] as Record<string, string>)[
	'astro'
]!;

let temp: string;
let site: string;
const timings: Record<string, number> = {};

/** Runs a command in the site, timed under `label`; its output, or the test fails with it. */
function step(label: string, command: string, args: string[], cwd = site): string {
	const start = performance.now();
	try {
		return execFileSync(command, args, { cwd, env, encoding: 'utf8', stdio: 'pipe' });
	} catch (error) {
		const { stdout, stderr } = error as { stdout?: string; stderr?: string };
		throw new Error(`${label} failed:\n${stdout ?? ''}\n${stderr ?? ''}`, { cause: error });
	} finally {
		timings[label] = Math.round(performance.now() - start) / 1000;
	}
}

beforeAll(async () => {
	temp = await mkdtemp(join(tmpdir(), 'staticnouns-astro-peer-'));
	const start = performance.now();
	const tarball = packedTarball();
	timings["npm pack (or this run's tarball)"] = Math.round(performance.now() - start) / 1000;
	const packed = join(temp, 'packed');
	mkdirSync(packed);
	execFileSync('tar', ['-xzf', tarball, '-C', packed, '--strip-components=1']);
	const bin = (readJson(join(packed, 'package.json'))['bin'] as Record<string, string>)[
		'staticnouns'
	]!;
	step('init', process.execPath, [join(packed, bin), 'init', 'site'], temp);
	site = join(temp, 'site');
	step('npm install (tarball)', 'npm', [
		'install',
		'--prefer-offline',
		'--no-audit',
		'--no-fund',
		tarball,
	]);
}, 900_000);

afterAll(async () => {
	console.log(`astro peer e2e timings (s): ${JSON.stringify(timings)}`);
	if (temp) await rm(temp, { recursive: true, force: true });
});

describe('astro, a peer dependency', () => {
	test("is the starter's dependency by the package's range", () => {
		expect(readJson(join(site, 'package.json'))['dependencies']).toMatchObject({ astro: RANGE });
		expect(RANGE).toMatch(/^\^\d+\.\d+\.\d+$/);
	});

	// The lowest version of the range, then the highest the registry has in it.
	test.each([
		['the lowest', () => RANGE.slice(1)],
		[
			'the highest published',
			() => {
				const versions = JSON.parse(
					step('npm view', 'npm', ['view', `astro@${RANGE}`, 'version', '--json']),
				) as string | string[];
				return [versions].flat().at(-1)!;
			},
		],
	])(
		'builds the starter with %s version of the range',
		(label, version) => {
			const wanted = version();
			step(`npm install astro@${wanted}`, 'npm', [
				'install',
				'--prefer-offline',
				'--no-audit',
				'--no-fund',
				`astro@${wanted}`,
			]);
			expect(readJson(join(site, 'node_modules/astro/package.json'))['version']).toBe(wanted);
			step(`build with astro ${wanted} (${label})`, 'npm', ['run', 'build']);
			expect(existsSync(join(site, 'dist/index.html'))).toBe(true);
			expect(readJson(join(site, 'dist/v1/users/example.json'))['name']).toBe('example');
		},
		600_000,
	);
});
