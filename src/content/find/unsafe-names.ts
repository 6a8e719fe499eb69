/**
 * Profile names that are safe as URL paths but not as file names: the name
 * becomes the extensionless API file v1/users/<name> (and content/users/
 * <name>.md), and hosts pick a file's type, or a program to run it, by its
 * last extension. A profile named `x.php` would publish a PHP script that
 * Apache runs; `x.htm` a page whose display name runs as script on the
 * site's origin. Which endings are active comes from mime-db, the type
 * table most servers and hosts derive theirs from (utils/mime-types.ts,
 * the preview server's too), plus the server-side handlers no type table
 * lists.
 */
import { SERVER_SIDE_EXTENSIONS } from '../../addresses/host-areas.ts';
import { MEMBER_LIST_FILE, USER_MEMBERS_DIR } from '../../addresses/api.ts';
import { mimeTable } from '../../utils/mime-types.ts';
import { ENGLISH_CHECK, say, type CheckKey, type CheckWords } from '../../schemas/check-words.ts';

/** How a host treats an ending: the key of its clause in check's words. */
type Treatment = CheckKey;

const PAGE = 'check.endingPage';
const SCRIPT = 'check.endingScript';
const MARKUP = 'check.endingMarkup';
const SAVED_PAGE = 'check.endingSavedPage';
const SERVER = 'check.endingServer';
const PROGRAM = 'check.endingProgram';
const FLASH = 'check.endingFlash';

/**
 * Types by which a host makes a file active, in order: the first that
 * matches gives an ending its explanation. Passive types (images, text,
 * JSON, fonts, archives, PDF, whose viewer runs apart from the site) stay
 * allowed.
 */
const ACTIVE_TYPES: readonly [RegExp, Treatment][] = [
	[/^text\/html$|^application\/xhtml\+xml$|^application\/vnd\.pwg-xhtml-print\+xml$/, PAGE],
	[/^(application|text)\/(x-)?(javascript|ecmascript)$/, SCRIPT],
	[/^message\/rfc822$|^multipart\/related$/, SAVED_PAGE],
	[/^application\/x-httpd-php/, SERVER],
	[/^application\/x-(sh|csh|perl|python|msdownload|bat|msdos-program)$/, PROGRAM],
	[/^application\/x-shockwave-flash$/, FLASH],
	[/\+xml$|\/xml$/, MARKUP],
];

/**
 * Endings web servers hand to an interpreter by default though no type
 * table lists them (the host description's SERVER_SIDE_EXTENSIONS, which
 * the Apache config also unmaps), and endings Windows runs on opening that
 * mime-db files under no active type. Named by hand for that reason;
 * everything else is derived.
 */
const HANDLERS: Readonly<Record<string, Treatment>> = {
	...Object.fromEntries(SERVER_SIDE_EXTENSIONS.map((ending) => [ending, SERVER])),
	...Object.fromEntries(
		[
			'hta',
			'cmd',
			'vbs',
			'vbe',
			'jse',
			'wsf',
			'wsh',
			'ps1',
			'scr',
			'pif',
			'lnk',
			'reg',
			'msc',
			'jar',
			'command',
		].map((ending) => [ending, PROGRAM]),
	),
};

/** Every active ending, lower case, and how hosts treat it. Built once, on first use. */
let activeEndings: Map<string, Treatment> | undefined;

function endings(): Map<string, Treatment> {
	if (activeEndings) return activeEndings;
	const db = mimeTable();
	// The first treatment found wins: the handlers, then ACTIVE_TYPES in order (.shtml is SSI before
	// it is HTML).
	const map = new Map<string, Treatment>(Object.entries(HANDLERS));
	for (const [pattern, treatment] of ACTIVE_TYPES) {
		for (const [type, { extensions = [] }] of Object.entries(db)) {
			if (!pattern.test(type)) continue;
			for (const ending of extensions)
				if (!map.has(ending.toLowerCase())) map.set(ending.toLowerCase(), treatment);
		}
	}
	activeEndings = map;
	return map;
}

/**
 * The ending of a name and how hosts treat it, when they make it active.
 *
 * @example
 * activeEnding('x.PHP') // { ending: '.PHP', treatment: 'web servers run as a server-side script ...' }
 * activeEnding('robin.b') // undefined
 */
export function activeEnding(
	name: string,
	words: CheckWords = ENGLISH_CHECK,
): { ending: string; treatment: string } | undefined {
	const dot = name.lastIndexOf('.');
	if (dot < 0) return undefined;
	const treatment = endings().get(name.slice(dot + 1).toLowerCase());
	return treatment ? { ending: name.slice(dot), treatment: say(words, treatment) } : undefined;
}

/** Device names Windows reserves in every folder, with any extension, in any case. */
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\..*)?$/i;

/**
 * Why a profile may not have this name, as "problem, rule" in `words` for a message
 * that the caller ends with its fix, and a name to suggest instead; undefined
 * for a fine name. Covers what no single published path shows: active
 * endings, the `.json` ending (another name's copy, or a user's member
 * list for a member of `ownerName`), and names Windows cannot hold.
 *
 * @example
 * unsafeName('x.php') // { problem: 'the name "x.php" ends in ".php", which web servers run as ...', suggestion: 'x-php' }
 * unsafeName('index.json', 'kit') // { problem: '... v1/user-members/kit/index.json is where the members of "kit" are listed ...', suggestion: 'index-json' }
 */
export function unsafeName(
	name: string,
	ownerName?: string,
	words: CheckWords = ENGLISH_CHECK,
): { problem: string; suggestion: string } | undefined {
	const dashed = (ending: string) => `${name.slice(0, -ending.length)}-${ending.slice(1)}`;
	const problem = (key: CheckKey, values: Record<string, string>, suggestion: string) => ({
		problem: say(words, key, { name, ...values }),
		suggestion,
	});
	const active = activeEnding(name, words);
	if (active) return problem('check.nameEnding', active, dashed(active.ending));
	if (/\.json$/i.test(name)) {
		const suggestion = dashed(name.slice(-'.json'.length));
		return ownerName === undefined
			? problem('check.nameJson', { path: `v1/users/${name}`, stem: name.slice(0, -5) }, suggestion)
			: problem(
					'check.nameJsonMember',
					{ path: `${USER_MEMBERS_DIR}${ownerName}/${MEMBER_LIST_FILE}`, user: ownerName },
					suggestion,
				);
	}
	const device = WINDOWS_DEVICE.exec(name);
	if (device) {
		return problem(
			device[2] ? 'check.nameDeviceStart' : 'check.nameDevice',
			{ device: device[1]! },
			device[2] ? name.replace('.', '-') : `${name}-profile`,
		);
	}
	if (/[. ]$/.test(name)) {
		const stem = name.replace(/[. ]+$/, '');
		return problem('check.nameTrailing', { end: name.at(-1)!, stem }, stem);
	}
	return undefined;
}
