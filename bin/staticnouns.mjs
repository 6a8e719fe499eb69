#!/usr/bin/env node
// Installed from the package, the CLI is the compiled lib/. In this
// repository it is TypeScript run by Node's type stripping; the project's own
// Node (the `node` package) is first on PATH for npm and npx. Run by an older Node (e.g. a system
// Node as `node bin/staticnouns.mjs`), this file must still parse and say what to do, so it is
// written in syntax Node 14 reads and loads nothing but package.json before the check.
import { existsSync, readFileSync } from 'node:fs';

// The oldest Node staticnouns runs on is stated once, as package.json's
// engines.node (">=MAJOR.MINOR.PATCH").
var pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
var engines = pkg.engines.node;
var needed = /^>=(\d+)\.(\d+)\.\d+$/.exec(engines).slice(1).map(Number);
var version = process.versions.node.split('.').map(Number);
var major = version[0];
var minor = version[1];
var compiled = new URL('../lib/cli/index.js', import.meta.url);
// In the repository (a git work tree) src/ runs even when lib/ is left over: npx, linking this
// folder into its cache, runs `prepare`, which writes lib/ here and leaves it to go stale.
var packaged = existsSync(compiled) && !existsSync(new URL('../.git', import.meta.url));
var args = process.argv.slice(2);
if (args[0] === '--version' || args[0] === '-v') {
	process.stdout.write(pkg.version + '\n');
	process.exit(0);
}
// What only writes files or text runs on any Node that runs npm (20.17 and
// newer), so a site can be started before any project, and its Node, exist:
// init, and every --help.
var filesOnly =
	args.length === 0 ||
	args[0] === 'init' ||
	args[0] === 'help' ||
	args.indexOf('--help') !== -1 ||
	args.indexOf('-h') !== -1;
// The source (not the package) also needs Node to strip types by itself.
var strips = Boolean(process.features && process.features.typescript);
var older = major < needed[0] || (major === needed[0] && minor < needed[1]);
if ((older && !(packaged && filesOnly)) || (!packaged && !strips)) {
	process.stderr.write(
		'staticnouns needs Node ' +
			needed[0] +
			'.' +
			needed[1] +
			' or newer' +
			(packaged ? '' : ', one that runs TypeScript') +
			'; this is Node ' +
			process.versions.node +
			' (' +
			process.execPath +
			').\n' +
			'The project installs its own Node with its other dependencies: in the project folder, run\n' +
			'  npm install            (once)\n' +
			// The user's own arguments, echoed without control characters (no terminal escapes).
			'  npx staticnouns ' +
			(process.argv
				.slice(2)
				.join(' ')
				.replace(/[\u0000-\u001f\u007f-\u009f]/g, '?') || '<command>') +
			'\n' +
			'or an npm script such as "npm run check"; npx and npm run put that Node first on PATH.\n',
	);
	process.exit(1);
}
await import(packaged ? compiled.href : '../src/cli/index.ts');
