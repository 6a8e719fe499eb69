/**
 * The editor's browser builds without node:crypto. The content rules the
 * editor shares with Node import it for short IDs
 * (content/validate/short-ids.ts), which the editor never makes: the file it
 * writes carries no sid. Left to Vite, the import becomes an empty module and
 * every site's build prints a warning about it; here it is a module that
 * says why, and a call fails with that reason. Pages rendered in Node
 * (`ssr`) keep the real one.
 */
import type { Plugin } from 'vite';

const ID = '\0staticnouns:browser-crypto';

/** What the module holds: each function short-ids.ts takes, failing with the reason. */
export const BROWSER_CRYPTO = [
	"const none = () => { throw new Error('node:crypto is not in the browser: short IDs are made at build time'); };",
	'export const createHash = none;',
	'export const randomInt = none;',
	'export default { createHash, randomInt };',
	'',
].join('\n');

/** The Vite plugin: `node:crypto` in a browser module resolves to BROWSER_CRYPTO. */
export function editorBrowserCrypto(): Plugin {
	return {
		name: 'staticnouns:editor-browser-crypto',
		enforce: 'pre',
		resolveId(source, _importer, options) {
			if (options?.ssr || (source !== 'node:crypto' && source !== 'crypto')) return null;
			return ID;
		},
		load(id) {
			return id === ID ? BROWSER_CRYPTO : null;
		},
	};
}
