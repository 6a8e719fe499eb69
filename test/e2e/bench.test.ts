/**
 * The benchmark's smoke test: `npm run bench` run once, on 20 profiles,
 * checked for correctness only (never time): its tables, the build
 * byte-identical to the plain-Node floor on a sample, the output figures
 * and each host's ceiling, and the Hugo column (with Hugo on PATH) or the
 * note saying it was skipped (without), and with --cards the preview cards'
 * cost, one card drawn when one profile changed. The generator, the floor,
 * the options and the card figures alone are tested in test/bench/, without
 * a build.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { findProgram } from '../../bench/hugo.ts';
import { ROOT, run } from '../helpers/run.ts';

const HUGO = findProgram('hugo');
const TIME = /^\d+\.\d\d s, \d+ bytes$/;

let temp: string;
let stdout: string;
// The results JSON the benchmark writes, untyped as a reader of the file gets it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- read field by field below
let report: Record<string, any>;
beforeAll(async () => {
	temp = await mkdtemp(join(tmpdir(), 'staticnouns-bench-smoke-'));
	const out = join(temp, 'results.json');
	// One run of each measure: the benchmark builds three times (full, rebuild, one changed).
	const result = await run(process.execPath, [
		join(ROOT, 'bench/run.ts'),
		'--sizes',
		'20',
		'--runs',
		'1',
		'--no-avatars',
		// The cards option on: their table, and the one-changed rebuild drawing one card.
		'--cards',
		'--out',
		out,
	]);
	expect(result.code, result.stderr).toBe(0);
	stdout = result.stdout;
	report = JSON.parse(await readFile(out, 'utf8')) as typeof report;
}, 300_000);
afterAll(() => temp && rm(temp, { recursive: true, force: true }));

describe('the benchmark', () => {
	test("prints its three tables and measures every column but the peer's", () => {
		const lines = stdout.split('\n');
		expect(lines).toContain(
			'| profiles | avatars | full build | rebuild, nothing changed | rebuild, one profile changed | npm run check, cold | npm run check, warm | plain-Node floor (validation) | Hugo | build / Hugo | build / floor | check / floor validation | output check |',
		);
		expect(lines).toContain(
			'| profiles | files in dist/ | bytes | of which .json copies | of which api/v1/ and s/ | fullest folder | directory page (gzipped) | largest pronoun page | largest HTML file |',
		);
		expect(lines).toContain(
			'| host | documented limits | files per profile | ceiling in profiles |',
		);
		expect(stdout).toMatch(
			/^\| nginx \(deploy\/nginx\.conf\) \| - \| \d+\.\d\d \| no limit that grows \|$/m,
		);
		const [result] = report['results'];
		for (const key of ['fullBuild', 'rebuild', 'oneChanged', 'check', 'checkWarm', 'floor'])
			expect(`${result[key].seconds.toFixed(2)} s, ${result[key].peakRssBytes} bytes`).toMatch(
				TIME,
			);
		expect(result.floor.validateSeconds).toBeGreaterThan(0);
		expect(result.oneChanged.published).toBe(true);
		// The rebuild after one profile changed wrote what a clean build writes, every file.
		expect(result.oneChanged.sameAsClean).toEqual({
			files: result.output.files,
			different: [],
		});
		// The rebuild with nothing changed wrote what the full build wrote, every file.
		expect(result.rebuild.sameAsClean).toEqual({ files: result.output.files, different: [] });
		expect(stdout).toMatch(/nothing changed: all [\d,]+ files identical to the full build/);
		expect(result.ratioToFloor).toBeGreaterThan(0);
		// Issue 41's ratios, each time to Hugo's full build, when Hugo is on PATH.
		if (result.hugo) {
			expect(lines).toContain(
				'| profiles | full build | nothing changed | one profile changed | check, cold | check, warm | peak RSS |',
			);
			for (const key of ['full', 'nothingChanged', 'oneChanged', 'check', 'checkWarm'])
				expect(result.toHugo[key]).toBeGreaterThan(0);
		}
	});

	test('builds every output, byte-identical to the plain-Node floor on a sample', () => {
		const [result] = report['results'];
		// 20 profiles: a page and four API files each, the .json copies two of them.
		expect(result.verification).toEqual({
			apiFiles: 80,
			profilePages: 20,
			sampled: 25,
			different: [],
		});
		// The .json copies of both API roots, v1/ and api/v1/.
		expect(result.output.jsonCopies.files).toBe(80);
		// v1/users/ or its twin api/v1/users/, the same size: the first the walk finds.
		expect(result.output.fullestFolder).toEqual({
			path: expect.stringMatching(/^(api\/)?v1\/users$/),
			entries: 80,
		});
		expect(result.output.files).toBeGreaterThan(100);
		expect(result.output.directoryPage).toEqual({
			path: 'index.html',
			bytes: expect.any(Number),
			gzipBytes: expect.any(Number),
		});
		expect(result.output.largestPronounPage.path).toMatch(/^pronouns\/.+\.html$/);
	});

	test('reports the preview cards: every one drawn once, none again unless its profile changed', () => {
		const [result] = report['results'];
		expect(report['cards']).toBe(true);
		expect(stdout).toContain(
			'| profiles | cards in dist/ | drawing them (full build) | rebuild, nothing changed | rebuild, one profile changed | card check |',
		);
		expect(stdout).toMatch(
			/^\| 20 \| \d+ \(.+ each\) \| .+ \| 0 drawn, \d+ cached, \d+ ms \| 1 drawn, \d+ cached, \d+ ms \| ok \|$/m,
		);
		expect(result.cards.files).toBe(result.output.cards.files);
		expect(result.cards.files).toBeGreaterThanOrEqual(20);
		expect(result.cards.full.drawn).toBe(result.cards.files);
		expect(result.cards.rebuild).toMatchObject({ drawn: 0, cached: result.cards.files });
		expect(result.cards.oneChanged).toMatchObject({ drawn: 1, cached: result.cards.files - 1 });
		expect(result.cards.bytesEach).toBeGreaterThan(1000);
	});

	test("gives each host's ceiling", () => {
		expect(Object.keys(report['ceilings'].hosts)).toEqual([
			'cloudflare-pages',
			'cloudflare-pages-paid',
			'github-pages',
			'gitlab-pages',
			'netlify',
			'nginx',
			'caddy',
			'apache',
		]);
		// Netlify's site has no .json copies: v1/users/ holds 2 entries a profile.
		expect(report['ceilings'].hosts.netlify).toMatchObject({
			profiles: 27_000,
			by: 'entries per folder',
		});
		expect(report['ceilings'].hosts.nginx.perProfile.files).toBeLessThan(
			report['ceilings'].everyFile.perProfile.files,
		);
	});

	test.skipIf(!HUGO)('measures Hugo, the peer, when hugo is on PATH', () => {
		const [result] = report['results'];
		expect(stdout).not.toContain('Hugo column skipped');
		expect(report['hugoNote']).toBeUndefined();
		expect(report['machine'].hugo).toMatch(/^v\d+\./);
		// Hugo's peak RSS comes from GNU time, where there is one.
		if (findProgram('time', '/usr/bin:/bin'))
			expect(`${result.hugo.seconds.toFixed(2)} s, ${result.hugo.peakRssBytes} bytes`).toMatch(
				TIME,
			);
		else expect(result.hugo.seconds).toBeGreaterThan(0);
		expect(result.hugo.files).toBe(40);
		expect(result.ratioToHugo).toBeGreaterThan(0);
	});

	test.skipIf(HUGO)('skips the Hugo column with a note when hugo is not on PATH', () => {
		expect(stdout).toContain(
			'Hugo column skipped: no `hugo` on PATH (install it with `apt-get install -y hugo` or scripts/install-system-deps.sh).',
		);
		expect(stdout).toMatch(/^\| 20 \| 0 \| .+ \| skipped \| - \| [\d.]+x \|/m);
		expect(report['hugoNote']).toContain('Hugo column skipped');
		expect(report['machine'].hugo).toBeUndefined();
		expect(report['results'][0].hugo).toBeUndefined();
	});
});
