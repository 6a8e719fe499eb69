#!/usr/bin/env node
// Installed from the package, the CLI is the compiled lib/ (Node >= 22.12,
// as Astro). In this repository, where lib/ exists only while `npm pack`
// runs, it is TypeScript run by Node's type stripping (Node >= 22.18, or
// >= 23.6); the project's own Node (the `node` package) is first on PATH for
// npm and npx. Run by an older Node (e.g. a system Node 20 as `node
// bin/staticnouns.mjs`), this file must still parse and say what to do, so it
// is written in syntax Node 14 reads and loads nothing before the check.
var version = process.versions.node.split('.').map(Number);
var major = version[0];
var minor = version[1];
var compiled = new URL('../lib/cli/index.js', import.meta.url);
var fs = await import('node:fs');
var packaged = fs.existsSync(compiled);
var needed = packaged ? '22.12' : '22.18';
if (major < 22 || (major === 22 && minor < (packaged ? 12 : 18)) || (!packaged && major === 23 && minor < 6)) {
	process.stderr.write(
		'staticnouns needs Node ' + needed + ' or newer; this is Node ' + process.versions.node + ' (' + process.execPath + ').\n' +
		'The project installs its own Node with its other dependencies: in the project folder, run\n' +
		'  npm install            (once)\n' +
		// The user's own arguments, echoed without control characters (no terminal escapes).
		'  npx staticnouns ' + (process.argv.slice(2).join(' ').replace(/[\u0000-\u001f\u007f-\u009f]/g, '?') || '<command>') + '\n' +
		'or an npm script such as "npm run check"; npx and npm run put that Node first on PATH.\n',
	);
	process.exit(1);
}
await import(packaged ? compiled.href : '../src/cli/index.ts');
