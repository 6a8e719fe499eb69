import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The test tiers (CONTRIBUTING.md says which command runs which):
 * - unit (`npm test`): everything that needs no Astro build, no browser, no
 *   server process and no system package, within 90 s on 2 cores;
 * - scale (`npm run test:scale`): the same code on inputs of 100,000 items,
 *   which shows linear time where a unit test cannot;
 * - e2e (`npm run test:e2e`): real builds, Chromium, the host servers
 *   (nginx, Caddy, Apache, wrangler), spawned CLI servers and the benchmark;
 *   its three projects, e2e, e2e-site and e2e-packed, run side by side (scripts/test-e2e.ts).
 */
/**
 * The e2e files that install the package or a site with npm into a folder of their own, and
 * node-version, which runs npx in this folder (npx may run `prepare`, which writes lib/ here:
 * bin/staticnouns.mjs): one at a time, as `npm pack` writes lib/ here too, and package.test.ts
 * finds it gone again.
 */
const PACKED = [
	'test/e2e/astro-peer.test.ts',
	'test/e2e/install-paths.test.ts',
	'test/e2e/node-version.test.ts',
	'test/e2e/package.test.ts',
	'test/e2e/starter.test.ts',
];

/**
 * The e2e files whose builds are only the sites they look at, made by buildSite or sharedBuild
 * (test/helpers/browser.ts) in folders of their own: they run beside the e2e project's.
 */
const SITE = [
	'test/e2e/browser.test.ts',
	'test/e2e/directory.test.ts',
	'test/e2e/editor-form.test.ts',
	'test/e2e/editor.test.ts',
	'test/e2e/first-look.test.ts',
	'test/e2e/languages.test.ts',
	'test/e2e/locales.test.ts',
	'test/e2e/no-english.test.ts',
	'test/e2e/rich-profile.test.ts',
];

/**
 * Node's on-disk cache of compiled code, for the workers and every process a test starts (each
 * `astro build` loads Astro, Vite and src/ again): a quarter less CPU for a file of builds
 * (test/e2e/hostile-build.test.ts, measured 35 s -> 26 s). V8's cache, keyed by each file's
 * source: no output changes.
 */
process.env['NODE_COMPILE_CACHE'] ??= join(
	import.meta.dirname,
	'node_modules/.cache/node-compile-cache',
);

export default defineConfig({
	test: {
		// The unit tier's line and branch coverage of src/ (Vitest's v8 provider): `npm run
		// test:coverage`, and `npm test` itself on CI (CI=true, as GitHub Actions and .ci/run set it),
		// so CI runs the tier once. Below these floors it fails: the measured figures (88.0% of
		// lines, 84.2% of branches) less about three and two points for noise.
		coverage: {
			enabled: process.env['CI'] === 'true' && process.env['npm_lifecycle_event'] === 'test',
			provider: 'v8',
			include: ['src/**/*.{ts,mts,mjs}'],
			exclude: ['src/**/*.d.ts'],
			reporter: ['text-summary', 'json-summary'],
			reportsDirectory: 'node_modules/.cache/coverage',
			thresholds: { lines: 85, branches: 82 },
		},
		projects: [
			{
				test: {
					name: 'unit',
					include: ['test/**/*.test.ts'],
					exclude: ['test/e2e/**', 'test/scale/**'],
					// Files wait on git and the file system as much as on the CPU: one
					// worker per core (Vitest's default leaves one core idle).
					maxWorkers: availableParallelism(),
					// A busy shared machine slows a spawned CLI to 30 s: a timeout means a hang.
					testTimeout: 60_000,
				},
			},
			{
				test: {
					name: 'scale',
					include: ['test/scale/**/*.test.ts'],
					testTimeout: 120_000,
				},
			},
			{
				test: {
					name: 'e2e',
					include: ['test/e2e/**/*.test.ts'],
					exclude: [...PACKED, ...SITE],
					// Their builds write outside this folder, so Astro keeps each one's page bundle in
					// this folder's one .astro/.prerender: one file at a time (two builds at once take
					// each other's files there).
					maxWorkers: 1,
					testTimeout: 120_000,
					hookTimeout: 180_000,
				},
			},
			{
				// Run beside e2e by `npm run test:e2e` (scripts/test-e2e.ts): builds inside this folder
				// (buildSite), then Chromium and axe on them.
				test: {
					name: 'e2e-site',
					include: SITE,
					// The run's folder for builds shared by files (sharedBuild in test/helpers/browser.ts).
					globalSetup: ['test/helpers/pack-setup.ts'],
					maxWorkers: 1,
					testTimeout: 120_000,
					hookTimeout: 180_000,
				},
			},
			{
				// Run beside e2e by `npm run test:e2e` (scripts/test-e2e.ts): these wait on npm and the
				// registry more than on the CPU, and build only in folders of their own.
				test: {
					name: 'e2e-packed',
					include: PACKED,
					// The package packed once a run, by the first file that needs it (test/helpers/pack.ts).
					globalSetup: ['test/helpers/pack-setup.ts'],
					maxWorkers: 1,
					testTimeout: 120_000,
					hookTimeout: 180_000,
				},
			},
		],
	},
});
