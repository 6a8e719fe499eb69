import { describe, expect, test } from 'vitest';
import { mimeTable, typeOfFile } from '../../src/utils/mime-types.ts';

describe('typeOfFile', () => {
	test.each([
		// Several types list these endings: the registered one, then the one naming its medium.
		['app.js', 'text/javascript'],
		['sitemap.xml', 'text/xml'],
		['favicon.ico', 'image/vnd.microsoft.icon'],
		['clip.mp4', 'video/mp4'],
		['style.xslt', 'application/xslt+xml'],
		['C:\\site\\dist\\page.HTML', 'text/html'],
		['dist/v1/users/robin', undefined],
		['dist/.htaccess', undefined],
		['dist.d/robin', undefined],
		['file.', undefined],
	])('%s is %s', (path, type) => {
		expect(typeOfFile(path)).toBe(type);
	});

	test('types every ending mime-db lists, each as one of the types that list it', () => {
		const listed = new Map<string, string[]>();
		for (const [type, { extensions = [] }] of Object.entries(mimeTable()))
			for (const ending of extensions) listed.set(ending, [...(listed.get(ending) ?? []), type]);
		expect(listed.size).toBeGreaterThan(1000);
		for (const [ending, types] of listed) expect(types).toContain(typeOfFile(`x.${ending}`));
	});
});
