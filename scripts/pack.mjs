// npm pack's prepack and postpack: runs scripts/build-package.ts on the
// project's own Node (the `node` package). npm runs these scripts with
// whatever Node runs npm, e.g. a system Node 20 that cannot run TypeScript,
// and in a fresh clone nothing is installed yet: then this installs the
// project's pinned dependencies first (npm ci, once), as `npm pack` of a git
// dependency does, so that `npm pack` works from a fresh clone on any Node
// that runs npm. Plain JavaScript, as it runs before any of that exists.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = join(root, 'node_modules', '.bin');
const windows = process.platform === 'win32';
const installed =
	existsSync(join(bin, windows ? 'node.cmd' : 'node')) &&
	existsSync(join(root, 'node_modules', 'typescript', 'bin', 'tsc'));

/** Runs a command in the project folder with its output shown; stops on failure. */
function run(command, args, what) {
	const result = spawnSync(command, args, {
		cwd: root,
		stdio: 'inherit',
		// npm scripts find the `node` package's binary first on PATH.
		env: { ...process.env, PATH: bin + delimiter + (process.env.PATH || '') },
		shell: windows,
	});
	if (result.status !== 0) {
		process.stderr.write(`staticnouns: ${what} failed (${result.error || result.status}).\n`);
		process.exit(result.status || 1);
	}
}

if (process.argv[2] === 'clean' && !installed) process.exit(0);
if (!installed) {
	process.stderr.write(
		"staticnouns: npm pack builds lib/ with the project's own Node and TypeScript, which are not " +
			'installed in this clone yet: running npm ci first (once).\n',
	);
	const npm = process.env.npm_execpath;
	if (npm) run(process.execPath, [npm, 'ci', '--no-audit', '--no-fund'], 'npm ci');
	else run('npm', ['ci', '--no-audit', '--no-fund'], 'npm ci');
}
run('node', [join(root, 'scripts', 'build-package.ts'), ...process.argv.slice(2)], 'the build');
