import { describe, expect, test } from 'vitest';
import { activeEnding, unsafeName } from '../../../src/content/find/unsafe-names.ts';

describe('activeEnding', () => {
	test.each([
		// Pages and their kin
		'html',
		'htm',
		'shtml',
		'xhtml',
		'xht',
		'xhtm',
		'mht',
		'mhtml',
		// Images and documents that run script
		'svg',
		'svgz',
		'xml',
		'xsl',
		'xslt',
		'rss',
		'atom',
		'mathml',
		'xul',
		// Script
		'js',
		'mjs',
		'ecma',
		// Server-side handlers
		'php',
		'php3',
		'php5',
		'php8',
		'phtml',
		'phar',
		'cgi',
		'pl',
		'py',
		'asp',
		'aspx',
		'jsp',
		'cfm',
		'stm',
		// Programs on opening, plugins
		'exe',
		'bat',
		'cmd',
		'com',
		'hta',
		'vbs',
		'ps1',
		'sh',
		'swf',
	])('finds .%s active, in any case', (ending) => {
		expect(activeEnding(`x.${ending}`)?.ending).toBe(`.${ending}`);
		expect(activeEnding(`x.${ending.toUpperCase()}`)?.ending).toBe(`.${ending.toUpperCase()}`);
	});

	test.each([
		'jpg',
		'png',
		'webp',
		'gif',
		'txt',
		'md',
		'csv',
		'css',
		'pdf',
		'json',
		'b',
		'dev',
		'io',
		'me',
		'gay',
		'wasm',
	])('finds .%s passive', (ending) => {
		expect(activeEnding(`x.${ending}`)).toBeUndefined();
	});

	test('looks at the last ending only', () => {
		expect(activeEnding('x.php.b')).toBeUndefined();
		expect(activeEnding('x.b.php')?.ending).toBe('.php');
		expect(activeEnding('robin')).toBeUndefined();
	});
});

describe('unsafeName', () => {
	test.each([
		['x.php', 'x-php'],
		['X.PHP', 'X-PHP'],
		['x.Htm', 'x-Htm'],
		['y.shtml', 'y-shtml'],
		['kit.json', 'kit-json'],
		['kit.JSON', 'kit-JSON'],
		['con', 'con-profile'],
		['CON', 'CON-profile'],
		['Aux.b', 'Aux-b'],
		['nul.txt', 'nul-txt'],
		['prn', 'prn-profile'],
		['com0', 'com0-profile'],
		['COM9.x', 'COM9-x'],
		['lpt5', 'lpt5-profile'],
		['robin.', 'robin'],
		['robin...', 'robin'],
	])('refuses %j and suggests %j', (name, suggestion) => {
		expect(unsafeName(name)?.suggestion).toBe(suggestion);
		expect(unsafeName(suggestion)).toBeUndefined();
	});

	test.each([
		'robin',
		'robin.b',
		'kit.dev',
		'sam.jpg',
		'console',
		'com10',
		'lpt',
		'nul-x',
		'conx.md',
		'.a',
	])('accepts %j', (name) => {
		expect(unsafeName(name)).toBeUndefined();
	});

	test("refuses the same names for a member, naming its user's member list for a .json ending", () => {
		expect(
			['x.php', 'con', 'robin.', 'index.json'].map((name) => unsafeName(name, 'kit')?.suggestion),
		).toEqual(['x-php', 'con-profile', 'robin', 'index-json']);
		expect(unsafeName('index.json', 'kit')?.problem).toMatchInlineSnapshot(
			`"the name "index.json" ends in ".json", and v1/user-members/kit/index.json is where the members of "kit" are listed, and the API's JSON files end so; names may not end in ".json""`,
		);
	});

	test('states the problem and the rule, leaving the fix to the caller', () => {
		expect(
			[unsafeName('x.php'), unsafeName('x.json'), unsafeName('con'), unsafeName('robin.')].map(
				(u) => u?.problem,
			),
		).toMatchInlineSnapshot(`
			[
			  "the name "x.php" ends in ".php", which web servers run as a server-side script (Apache AddHandler, IIS, Tomcat), so text in the profile would run as code on the server; a name may not have an ending that hosts run or render",
			  "the name "x.json" ends in ".json", and v1/users/x.json is where the profile "x" publishes its JSON copy; names may not end in ".json"",
			  "the name "con" is the device name "con", which Windows reserves with any extension and in any case (CON, PRN, AUX, NUL, COM0-9, LPT0-9), so its files cannot be checked out or built on Windows",
			  "the name "robin." ends in ".", which Windows drops from file names, so its files would collide with those of "robin" there; names may not end in "." or a space",
			]
		`);
	});
});
